// The arena's job lines (`arena --plan`, read by `worker`), one per input line.
#include "fuzz_support.h"

#include "arena/job_line.h"

using namespace Kibitz::Debugger::Arena;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
  // Lines as the worker reads them: split on LF, CR and blank lines dropped.
  for (QByteArray line : Kibitz::Fuzz::bytes(data, size).split('\n')) {
    while (line.endsWith('\r'))
      line.chop(1);
    if (line.trimmed().isEmpty())
      continue;
    QString error;
    const std::optional<MatchJob> job = JobLine::parseJob(line, &error);
    Kibitz::Fuzz::check(job || !error.isEmpty(), "a refused job line says why");
    if (!job)
      continue;
    // What a worker is given is what `arena --plan` would have written for it.
    const QByteArray written = JobLine::job(*job);
    const std::optional<MatchJob> again = JobLine::parseJob(written, &error);
    Kibitz::Fuzz::check(again && JobLine::job(*again) == written, "a job line reads back unchanged", error);
    job->request(false);
  }
  return 0;
}

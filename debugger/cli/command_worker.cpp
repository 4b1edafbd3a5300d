// kibitz-cli worker: plays the job lines of `arena --plan` read on stdin and answers one
// result line per job on stdout, in input order (docs/arena.md).
#include "cli/cli_output.h"
#include "cli/match_options.h"

#include "arena/job_line.h"
#include "arena/match_play.h"
#include "arena/parallel_runner.h"

#include <QDir>
#include <QMap>

#include <cstdio>
#include <cstdlib>

namespace Kibitz::Cli {

namespace {

const QString kUsage = QStringLiteral("kibitz-cli worker [--replays DIR] [--jobs J] [--sandbox]   (job lines on stdin)");
constexpr int kMaxJobs = 256;

// One input line: a job, or why it is not one.
struct WorkItem {
  qint64 order = 0;  // among the answered lines
  qint64 line = 0;   // 1-based line number in the input
  std::optional<Debugger::Arena::MatchJob> job;
  QString error;
};

struct WorkResult {
  qint64 order = 0;
  QByteArray line;
  bool malformed = false;
};

// Reads stdin a line at a time (any length; longer than a job line can be is refused).
class LineReader {
public:
  ~LineReader() { std::free(buffer_); }
  // The next line without its end, or none at the end of the input.
  std::optional<QByteArray> next()
  {
    const ssize_t n = ::getline(&buffer_, &capacity_, stdin);
    if (n < 0)
      return std::nullopt;
    QByteArray line(buffer_, qsizetype(n));
    while (line.endsWith('\n') || line.endsWith('\r'))
      line.chop(1);
    return line;
  }

private:
  char* buffer_ = nullptr;
  size_t capacity_ = 0;
};

}  // namespace

int commandWorker(const QStringList& args)
{
  QCommandLineParser parser;
  const QCommandLineOption replaysOption(QStringLiteral("replays"), QStringLiteral("Write each match's replay into this folder."),
                                         QStringLiteral("DIR"));
  const QCommandLineOption jobsOption(QStringLiteral("jobs"), QStringLiteral("Matches played at once (default 1)."),
                                      QStringLiteral("J"));
  const SandboxOptions sandbox;
  parser.addOptions({replaysOption, jobsOption});
  sandbox.addTo(parser);
  int code = 0;
  if (!parseArguments(parser, args, 0, 0, kUsage, &code))
    return code;
  Debugger::ProcessOptions processOptions;
  QString error;
  if (!sandbox.fill(parser, &processOptions, &error))
    return fail(error);
  int jobs = 1;
  if (parser.isSet(jobsOption)) {
    bool ok = false;
    jobs = parser.value(jobsOption).toInt(&ok);
    if (!ok || jobs < 1 || jobs > kMaxJobs)
      return fail(QStringLiteral("--jobs: '%1' is not a number of jobs (1..%2)").arg(parser.value(jobsOption)).arg(kMaxJobs));
  }
  const QString replaysDir = parser.value(replaysOption);
  if (!replaysDir.isEmpty() && !QDir().mkpath(replaysDir))
    return fail(QStringLiteral("cannot create the replay folder %1").arg(replaysDir));

  LineReader reader;
  qint64 lineNumber = 0;
  qint64 order = 0;
  const std::function<std::optional<WorkItem>()> next = [&]() -> std::optional<WorkItem> {
    for (;;) {
      std::optional<QByteArray> line = reader.next();
      if (!line)
        return std::nullopt;
      ++lineNumber;
      if (line->trimmed().isEmpty())
        continue;  // blank lines are no jobs
      WorkItem item;
      item.order = order++;
      item.line = lineNumber;
      item.job = Debugger::Arena::JobLine::parseJob(*line, &item.error);
      return item;
    }
  };
  const bool sandboxed = processOptions.sandbox;
  const std::function<WorkResult(const WorkItem&)> play = [&replaysDir, sandboxed](const WorkItem& item) {
    WorkResult r;
    r.order = item.order;
    if (!item.job) {
      r.malformed = true;
      r.line = Debugger::Arena::JobLine::errorLine(item.line, QStringLiteral("line %1: %2").arg(item.line).arg(item.error));
    } else {
      Debugger::Arena::MatchJob job = *item.job;
      job.sandbox = sandboxed;
      r.line = Debugger::Arena::JobLine::result(Debugger::Arena::playMatch(job, replaysDir));
    }
    return r;
  };
  // Answers in input order, each as soon as those before it are out.
  QMap<qint64, WorkResult> waiting;
  qint64 nextOut = 0;
  qint64 malformed = 0;
  const std::function<bool(WorkResult)> done = [&](WorkResult r) {
    waiting.insert(r.order, std::move(r));
    while (!waiting.isEmpty() && waiting.firstKey() == nextOut) {
      const WorkResult w = waiting.take(nextOut++);
      malformed += w.malformed ? 1 : 0;
      const QByteArray line = w.line + '\n';
      std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
      std::fflush(stdout);
    }
    return true;
  };
  Debugger::Arena::runParallel<WorkItem, WorkResult>(jobs, next, play, done);
  if (malformed > 0)
    return fail(QStringLiteral("%1 of %2 input lines were not jobs (each got an error line)").arg(malformed).arg(order));
  return kSuccess;
}

}  // namespace Kibitz::Cli

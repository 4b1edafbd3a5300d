// The replay loader: a Kibitz replay, gzip-compressed or plain JSON, of any format
// version (or a foreign file it recognises and imports).
#include "fuzz_support.h"
#include "replay_checks.h"

#include "replay/replay_loader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
  QString error;
  const std::optional<Kibitz::Debugger::Replay> replay =
      Kibitz::Debugger::ReplayLoader::loadBytes(Kibitz::Fuzz::bytes(data, size), QStringLiteral("fuzz.kbz"), &error);
  Kibitz::Fuzz::check(replay || !error.isEmpty(), "a refused file says why");
  if (replay)
    Kibitz::Fuzz::checkAcceptedReplay(*replay);
  return 0;
}

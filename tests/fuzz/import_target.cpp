#include "import_target.h"

#include "fuzz_support.h"
#include "replay_checks.h"

#include "replay/replay_convert.h"

namespace Kibitz::Fuzz {

int fuzzImport(const QString& formatId, const uint8_t* data, size_t size)
{
  QString error;
  const Rules::Game* game = nullptr;
  const Rules::ReplayFormat* format = Debugger::ReplayConvert::findFormat(formatId, &game, &error);
  check(format != nullptr, "the format is built", error);
  const std::optional<Debugger::Replay> replay =
      Debugger::ReplayConvert::importMatch(*game, *format, bytes(data, size), QStringLiteral("fuzz-input"), &error);
  check(replay || !error.isEmpty(), "a refused import says why");
  if (replay)
    checkAcceptedReplay(*replay);
  return 0;
}

}  // namespace Kibitz::Fuzz

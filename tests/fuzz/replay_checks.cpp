#include "replay_checks.h"

#include "fuzz_support.h"

#include "annotations/note.h"
#include "replay/replay_file.h"
#include "replay/replay_json.h"
#include "replay/replay_validation.h"

namespace Kibitz::Fuzz {

void checkAcceptedReplay(const Debugger::Replay& replay)
{
  QString error;
  check(Debugger::ReplayValidation::check(replay, &error), "an accepted replay validates", error);
  const std::optional<Debugger::Replay> again = Debugger::ReplayFile::parse(Debugger::ReplayFile::serialize(replay), &error);
  check(again.has_value(), "an accepted replay opens again once saved", error);
  check(Debugger::ReplayJson::toJson(*again) == Debugger::ReplayJson::toJson(replay), "a saved replay opens unchanged");
  // What the window reads next when it opens a replay.
  Debugger::Notes::fromAnnotations(replay.annotations, replay.lastTurn());
}

}  // namespace Kibitz::Fuzz

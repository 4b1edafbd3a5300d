#include "replay_checks.h"

#include "fuzz_support.h"

#include "annotations/note.h"
#include "replay/replay_file.h"
#include "replay/replay_json.h"

namespace Kibitz::Fuzz {

void checkAcceptedReplay(const Debugger::Replay& replay)
{
  // Opening the saved bytes validates them too, so this also says the replay validates.
  QString error;
  const std::optional<Debugger::Replay> again = Debugger::ReplayFile::parse(Debugger::ReplayFile::serialize(replay), &error);
  check(again.has_value(), "an accepted replay opens again once saved", error);
  check(Debugger::ReplayJson::toJson(*again) == Debugger::ReplayJson::toJson(replay), "a saved replay opens unchanged");
  // What the window reads next when it opens a replay.
  Debugger::Notes::fromAnnotations(replay.annotations, replay.lastTurn());
}

}  // namespace Kibitz::Fuzz

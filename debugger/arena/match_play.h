#pragma once

#include "arena/match_job.h"

#include <QString>

namespace Kibitz::Debugger {
class LivePool;
}

namespace Kibitz::Debugger::Arena {

// Plays one job to its end on the embedded engine: built by MatchBuilder, run by
// MatchRunner, the replay written by ReplayFile into `replaysDir` when it is not empty
// (replayFileName(); without it the runner records no frames) and named in the outcome by
// its absolute path. Safe to call from several
// threads at once. A match that cannot be built comes back with its error and no result;
// whatever the bots do while it runs (crash, time out, answer garbage) is part of the
// result, with each seat's first fault.
// With `live` (kibitz-cli arena --live) the match records its frames and is shown, turn by
// turn, by one of the pool's broadcasts while it is played.
MatchOutcome playMatch(const MatchJob& job, const QString& replaysDir, LivePool* live = nullptr);

// "match-000017.kbz": replays are named by their index in the schedule.
QString replayFileName(qint64 index);

}  // namespace Kibitz::Debugger::Arena

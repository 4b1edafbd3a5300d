#pragma once

#include "replay/json_diff.h"
#include "replay/replay.h"

namespace Kibitz::Debugger {

struct ReplayDifference {
  bool identical = true;
  int firstFrame = -1;                   // the first frame whose state differs, or -1
  QString summary;                       // one line for humans
  QList<JsonDiff::Difference> values;    // the differing values of that frame, by path
};

// Compares two replays of the same game turn by turn: the first frame where their states
// differ, and every value that differs there. A replay that ends earlier differs at the
// first frame the other one has and it lacks.
ReplayDifference compareReplays(const Replay& a, const Replay& b, qsizetype maxValues = 200);

}  // namespace Kibitz::Debugger

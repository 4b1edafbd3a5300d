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

// A turn where a seat replied otherwise in the two replays (issue #47, 14: a reversed
// move shows in the replies before the state drifts).
struct ReplyDifference {
  int frame = 0;
  int seat = 0;
  QStringList a;  // the reply lines, empty when the seat did not reply there
  QStringList b;
};

// Every such turn of the frames both replays have, in turn then seat order, at most
// `maxReplies`.
QList<ReplyDifference> replyDifferences(const Replay& a, const Replay& b, qsizetype maxReplies = 1000);

}  // namespace Kibitz::Debugger

#pragma once

#include "arena/standings.h"

#include <QJsonObject>
#include <QStringList>

namespace Kibitz::Debugger::Arena {

// What `arena` and `rank` print (docs/arena.md, "Output"): the same standings give the
// same text and the same JSON, whichever command computed them.

// A ranking table, then lines per two bots in chess testers' words ("Score of A vs B:
// 19 - 0 - 1  [0.975] 20", "Elo difference: 27.9 +/- 62.4, LOS: 81.2 %, DrawRatio: 5.0 %",
// and on pairs of matches "Pairs: 10, Ptnml(0-2): [0, 0, 1, 0, 9], Elo difference: ..."),
// then the SPRT's line when there is one, naming the model it decided on.
QStringList rankingText(const Standings& standings);

// {"game", "matches", "ranking": [...], "pairs": [...], "sprt": {...}}.
QJsonObject rankingJson(const Standings& standings);

// The SPRT's verdict in one sentence ("H1 accepted after 64 matches: fencer is stronger
// than random (LLR 2.96, bounds -2.94 .. 2.94)").
QString sprtSentence(const SprtReport& report);

}  // namespace Kibitz::Debugger::Arena

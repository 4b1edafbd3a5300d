#pragma once

#include "replay/replay.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace Kibitz::Debugger::ProfileViews {

// A function of a turn's profile: samples in which it was the leaf (self) and in which it
// was anywhere on the stack (total, once per sample however deep it recurses).
struct FunctionCost {
  QString name;
  qint64 self = 0;
  qint64 total = 0;
};

// The profiled turns of `seat`: the frames whose exchange of that seat has a profile.
QList<int> profiledTurns(const Replay& replay, int seat);
// The profile of `seat` at frame `turn`, or null.
const TurnProfile* profileAt(const Replay& replay, int seat, int turn);

// One "stack count" line per folded stack, heaviest first (Brendan Gregg's folded format,
// what flamegraph tools read).
QString foldedText(const TurnProfile& profile);
// The functions by self samples, then total samples, then name.
QList<FunctionCost> topFunctions(const TurnProfile& profile);
// {"samples": N, "functions": [{"name", "self", "total", "selfShare", "totalShare"}]}.
QJsonObject topFunctionsJson(const TurnProfile& profile);
// A speedscope file (https://www.speedscope.app/file-format-schema.json): one "sampled"
// profile per profiled turn of `seat`, named after the turn.
QJsonObject speedscope(const Replay& replay, int seat, const QString& exporter);

}  // namespace Kibitz::Debugger::ProfileViews

#pragma once

#include "telemetry/bot_value.h"

#include <QJsonArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace Kibitz::Debugger {

struct PlayerExchange;

namespace BotValues {

// The word after `#kibitz` that makes a line a value, not a mark.
inline constexpr char kWord[] = "value";
// Bounds, so that a chatty bot cannot flood the memory: names per bot in a match (more are
// ignored), a name's length, a value's size (NaN, infinities and larger numbers are ignored).
inline constexpr int kMaxNames = 64;
inline constexpr int kMaxNameLength = 32;
inline constexpr double kMaxMagnitude = 1e15;

// Whether a stderr line (without its line end) is a `#kibitz value ...` line, well formed
// or not: the marks parser leaves those to this one.
bool isValueLine(const QString& line);

// The values of one turn's stderr, each name once (its last report of the turn wins), in
// the order they were first reported; at most kMaxNames. A malformed value line is
// skipped and explained in `errors` ("stderr line 3: ..."); other lines are ignored.
QList<BotValue> parse(const QString& stderrText, QStringList* errors);
// The one place an exchange's values are parsed: `x->stderrText` into `x->values` and
// `x->valueErrors` (replacing them). Called by the runner as the bot replies, beside its
// marks, and by the replay reader, since files keep the stderr and not the values.
void readInto(PlayerExchange* x);

// A match's summaries as stored by the arena: [{"name", "last", "mean", "turns"}], and
// back (entries that do not read are skipped: a damaged row loses its values, not its result).
QJsonArray toJson(const QList<BotValueSummary>& summaries);
QList<BotValueSummary> fromJson(const QJsonArray& array);

}  // namespace BotValues

}  // namespace Kibitz::Debugger

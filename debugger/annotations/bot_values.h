#pragma once

#include <QJsonArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace Kibitz::Debugger {

// A number a bot reported during one turn with a `#kibitz value NAME NUMBER` line on its
// stderr (docs/bot-marks.md, "Values"): its own evaluation, its search depth...
struct BotValue {
  QString name;
  double value = 0;

  bool operator==(const BotValue& other) const = default;
};

// What a match's reports of one name came to, for the arena.
struct BotValueSummary {
  QString name;
  double last = 0;  // the last value reported
  double mean = 0;  // over the turns that reported it
  int turns = 0;    // turns that reported it

  bool operator==(const BotValueSummary& other) const = default;
};

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

// A match's summaries as stored by the arena: [{"name", "last", "mean", "turns"}], and
// back (entries that do not read are skipped: a damaged row loses its values, not its result).
QJsonArray toJson(const QList<BotValueSummary>& summaries);
QList<BotValueSummary> fromJson(const QJsonArray& array);

}  // namespace BotValues

// One bot's values over a match, turn after turn: caps the names at kMaxNames, keeps the
// last and the mean of each, and remembers the first problem (one warning per bot).
class BotValueTally {
public:
  // The values and parse errors of the bot's reply on `turn` (a frame number); returns the
  // values kept (a name beyond the cap is dropped and counted as a problem).
  QList<BotValue> add(int turn, const QList<BotValue>& values, const QStringList& errors);

  // In the order the names were first reported.
  QList<BotValueSummary> summaries() const { return summaries_; }
  QStringList names() const;
  // Lines ignored (malformed, or a name beyond the cap), and the first of them as
  // "turn 4: stderr line 2: 'x' is not a number"; empty when none.
  int problems() const { return problems_; }
  const QString& firstProblem() const { return firstProblem_; }

private:
  void problem(int turn, const QString& text);

  QList<BotValueSummary> summaries_;
  QList<double> sums_;
  int problems_ = 0;
  QString firstProblem_;
};

}  // namespace Kibitz::Debugger

#pragma once

#include "telemetry/bot_value.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace Kibitz::Debugger {

// One bot's values over a match, turn after turn: caps the names at BotValues::kMaxNames,
// keeps the last and the mean of each, and remembers the first problem (one warning per bot).
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

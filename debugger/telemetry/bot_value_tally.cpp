#include "telemetry/bot_value_tally.h"

#include "telemetry/bot_values.h"

#include <algorithm>

namespace Kibitz::Debugger {

QList<BotValue> BotValueTally::add(int turn, const QList<BotValue>& values, const QStringList& errors)
{
  for (const QString& e : errors)
    problem(turn, e);
  QList<BotValue> kept;
  for (const BotValue& v : values) {
    auto it = std::find_if(summaries_.begin(), summaries_.end(), [&](const BotValueSummary& s) { return s.name == v.name; });
    if (it == summaries_.end()) {
      if (summaries_.size() >= BotValues::kMaxNames) {
        problem(turn, QStringLiteral("value %1: more than %2 names: ignored").arg(v.name).arg(BotValues::kMaxNames));
        continue;
      }
      summaries_ << BotValueSummary{v.name, 0, 0, 0};
      sums_ << 0;
      it = summaries_.end() - 1;
    }
    const qsizetype i = it - summaries_.begin();
    sums_[i] += v.value;
    it->last = v.value;
    it->turns += 1;
    it->mean = sums_[i] / it->turns;
    kept << v;
  }
  return kept;
}

QStringList BotValueTally::names() const
{
  QStringList list;
  for (const BotValueSummary& s : summaries_)
    list << s.name;
  return list;
}

void BotValueTally::problem(int turn, const QString& text)
{
  if (problems_++ == 0)
    firstProblem_ = QStringLiteral("turn %1: %2").arg(turn).arg(text);
}

}  // namespace Kibitz::Debugger

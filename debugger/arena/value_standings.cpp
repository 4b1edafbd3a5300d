#include "arena/value_standings.h"

#include <cmath>

namespace Kibitz::Debugger::Arena::ValueStandings {

namespace {

// Four significant digits past the point are plenty for a bot's own numbers in a ranking.
double rounded(double x)
{
  return std::round(x * 1e4) / 1e4;
}

}  // namespace

void add(QList<BotValueStanding>* totals, const QList<BotValueSummary>& match)
{
  for (const BotValueSummary& s : match) {
    auto it = std::find_if(totals->begin(), totals->end(), [&](const BotValueStanding& v) { return v.name == s.name; });
    if (it == totals->end()) {
      if (totals->size() >= BotValues::kMaxNames)
        continue;
      totals->append(BotValueStanding{s.name, 0, 0, 0});
      it = totals->end() - 1;
    }
    // Running means: no sum to overflow however many matches.
    ++it->matches;
    it->last += (s.last - it->last) / it->matches;
    it->mean += (s.mean - it->mean) / it->matches;
  }
}

QJsonObject toJson(const QList<BotValueStanding>& values)
{
  QJsonObject object;
  for (const BotValueStanding& v : values)
    object.insert(v.name, QJsonObject{{QStringLiteral("last"), rounded(v.last)},
                                      {QStringLiteral("mean"), rounded(v.mean)},
                                      {QStringLiteral("matches"), v.matches}});
  return object;
}

}  // namespace Kibitz::Debugger::Arena::ValueStandings

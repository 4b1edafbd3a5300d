#include "arena/cost_standings.h"

#include "arena/match_job.h"

#include <QJsonValue>

#include <algorithm>
#include <cmath>

namespace Kibitz::Debugger::Arena::CostStandings {

void add(BotCostStanding* total, const SeatOutcome& seat)
{
  // Only bots measured as processes: a built-in bot's microseconds vary from run to run
  // and would make the same results rank differently; older databases have no figures.
  if (seat.peakRssKb < 0)
    return;
  total->replies += seat.replies;
  total->p95Ms = std::max(total->p95Ms, seat.p95ReplyMs);
  total->maxMs = std::max(total->maxMs, seat.maxReplyMs);
  total->timeouts += seat.timeouts;
  total->peakRssKb = std::max(total->peakRssKb, seat.peakRssKb);
}

QJsonObject toJson(const BotCostStanding& cost)
{
  const auto ms = [](double x) { return std::round(x * 1000) / 1000; };  // to the microsecond
  return QJsonObject{{QStringLiteral("replies"), cost.replies},
                     {QStringLiteral("p95_reply_ms"), ms(cost.p95Ms)},
                     {QStringLiteral("max_reply_ms"), ms(cost.maxMs)},
                     {QStringLiteral("timeouts"), cost.timeouts},
                     {QStringLiteral("peak_rss_kb"), cost.peakRssKb}};
}

}  // namespace Kibitz::Debugger::Arena::CostStandings

#pragma once

#include <QJsonObject>
#include <QtGlobal>

namespace Kibitz::Debugger::Arena {

struct SeatOutcome;

// What a bot's replies cost over the matches of a ranking (docs/arena.md, "Reply time and
// memory"). The p95 over all its replies would need every reply time, which neither a
// result line nor the database keeps: the largest per-match p95 is reported instead, an
// upper bound of it (at most 5% of each match's replies are slower than that match's p95).
// Only seats measured as processes (external bots) count: see CostStandings::add.
struct BotCostStanding {
  int replies = 0;
  double p95Ms = 0;      // the largest per-match 95th percentile
  double maxMs = 0;      // the slowest reply
  int timeouts = 0;
  qint64 peakRssKb = -1; // the most memory it held in any match (-1: never measured)

  bool measured() const { return peakRssKb >= 0; }
  bool operator==(const BotCostStanding& other) const = default;
};

namespace CostStandings {

// Counts one match's seat into `total`.
void add(BotCostStanding* total, const SeatOutcome& seat);

// {"replies", "p95_reply_ms", "max_reply_ms", "timeouts", "peak_rss_kb"}, for a measured bot.
QJsonObject toJson(const BotCostStanding& cost);

}  // namespace CostStandings

}  // namespace Kibitz::Debugger::Arena

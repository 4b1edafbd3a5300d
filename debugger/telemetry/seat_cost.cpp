#include "telemetry/seat_cost.h"

#include "replay/replay.h"

#include <algorithm>
#include <cmath>

namespace Kibitz::Debugger::SeatCost {

bool nearLimit(double wallMs, int limitMs)
{
  return limitMs > 0 && wallMs > 0.8 * limitMs;
}

double percentile(QList<double>* values, double p)
{
  if (values->isEmpty())
    return 0;
  std::sort(values->begin(), values->end());
  const qsizetype rank = qsizetype(std::ceil(p / 100.0 * double(values->size())));
  return values->at(std::clamp<qsizetype>(rank - 1, 0, values->size() - 1));
}

Summary of(const Replay& replay, int seat)
{
  Summary s;
  QList<double> walls;
  QList<Turn> turns;
  for (int f = 0; f < replay.frames.size(); ++f) {
    const PlayerExchange* x = replay.frames[f].exchangeOf(seat);
    if (!x)
      continue;
    ++s.replies;
    walls.append(x->timeMs);
    turns.append({f, x->timeMs, x->cpuMs, x->limitMs});
    s.maxMs = std::max(s.maxMs, x->timeMs);
    if (x->cpuMs >= 0)
      s.maxCpuMs = std::max(s.maxCpuMs, x->cpuMs);
    s.peakRssKb = std::max({s.peakRssKb, x->peakRssKb, x->rssKb});
    s.over80 += nearLimit(x->timeMs, x->limitMs);
    s.timeouts += x->status == Rules::Move::Status::Timeout;
  }
  s.p50Ms = percentile(&walls, 50);
  s.p95Ms = percentile(&walls, 95);
  std::stable_sort(turns.begin(), turns.end(), [](const Turn& a, const Turn& b) { return a.wallMs > b.wallMs; });
  s.slowest = turns.mid(0, kSlowest);
  return s;
}

}  // namespace Kibitz::Debugger::SeatCost

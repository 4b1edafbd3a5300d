#include "profile/profile_samples.h"

#include <algorithm>

namespace Kibitz::Debugger {

QList<TurnProfile> cutByExchange(QList<ProfileChunk> chunks, const QList<ExchangeWindow>& windows)
{
  std::stable_sort(chunks.begin(), chunks.end(),
                   [](const ProfileChunk& a, const ProfileChunk& b) { return a.timeNs < b.timeNs; });
  QList<TurnProfile> out;
  out.reserve(windows.size());
  for (const ExchangeWindow& w : windows) {
    QHash<QString, qint64> counts;
    if (w.startNs >= 0 && w.endNs >= w.startNs) {
      auto it = std::lower_bound(chunks.cbegin(), chunks.cend(), w.startNs,
                                 [](const ProfileChunk& c, qint64 t) { return c.timeNs < t; });
      for (; it != chunks.cend() && it->timeNs <= w.endNs; ++it)
        counts[it->stack] += it->count;
    }
    out.append(TurnProfile::fromCounts(counts));
  }
  return out;
}

}  // namespace Kibitz::Debugger

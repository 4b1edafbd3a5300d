#include "replay/replay_diff.h"

#include <algorithm>

namespace Kibitz::Debugger {

ReplayDifference compareReplays(const Replay& a, const Replay& b, qsizetype maxValues)
{
  ReplayDifference result;
  if (a.gameId != b.gameId) {
    result.identical = false;
    result.firstFrame = 0;
    result.summary = QStringLiteral("different games: %1 and %2").arg(a.gameId, b.gameId);
    return result;
  }
  const qsizetype common = std::min(a.frames.size(), b.frames.size());
  for (qsizetype f = 0; f < common; ++f) {
    if (a.frames[f].state == b.frames[f].state)
      continue;
    result.identical = false;
    result.firstFrame = int(f);
    result.values = JsonDiff::differences(a.frames[f].state, b.frames[f].state, maxValues);
    result.summary = QStringLiteral("first difference at turn %1: %2 values differ").arg(f).arg(result.values.size());
    return result;
  }
  if (a.frames.size() != b.frames.size()) {
    result.identical = false;
    result.firstFrame = int(common);
    result.summary = QStringLiteral("identical up to turn %1, then the first replay %2 and the second %3")
                         .arg(common - 1)
                         .arg(a.frames.size() > common ? QStringLiteral("goes on to turn %1").arg(a.frames.size() - 1)
                                                       : QStringLiteral("ends"))
                         .arg(b.frames.size() > common ? QStringLiteral("goes on to turn %1").arg(b.frames.size() - 1)
                                                       : QStringLiteral("ends"));
    return result;
  }
  result.summary = QStringLiteral("identical: %1 turns").arg(common - 1);
  return result;
}

QList<ReplyDifference> replyDifferences(const Replay& a, const Replay& b, qsizetype maxReplies)
{
  QList<ReplyDifference> differences;
  if (a.gameId != b.gameId)
    return differences;
  const qsizetype common = std::min(a.frames.size(), b.frames.size());
  for (qsizetype f = 0; f < common && differences.size() < maxReplies; ++f) {
    QList<int> seats;
    for (const PlayerExchange& x : a.frames[f].exchanges)
      seats << x.player;
    for (const PlayerExchange& x : b.frames[f].exchanges)
      if (!seats.contains(x.player))
        seats << x.player;
    std::sort(seats.begin(), seats.end());
    for (const int seat : std::as_const(seats)) {
      const PlayerExchange* left = a.frames[f].exchangeOf(seat);
      const PlayerExchange* right = b.frames[f].exchangeOf(seat);
      const QStringList l = left ? left->output : QStringList();
      const QStringList r = right ? right->output : QStringList();
      if ((left == nullptr) != (right == nullptr) || l != r)
        differences.append({int(f), seat, l, r});
      if (differences.size() >= maxReplies)
        break;
    }
  }
  return differences;
}

}  // namespace Kibitz::Debugger

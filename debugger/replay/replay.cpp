#include "replay/replay.h"

namespace Kibitz::Debugger {

const PlayerExchange* Frame::exchangeOf(int player) const
{
  for (const PlayerExchange& x : exchanges)
    if (x.player == player)
      return &x;
  return nullptr;
}

QStringList Replay::playerNames() const
{
  QStringList names;
  for (const PlayerRecord& p : players)
    names << p.name;
  return names;
}

int Replay::recordedFrom() const
{
  const QJsonValue from = origin.value(QStringLiteral("recordedFrom"));
  return from.isDouble() ? from.toInt() : -1;
}

QString Replay::notResimulatedReason(int turn) const
{
  const int from = recordedFrom();
  if (from < 0 || turn < from)
    return {};
  return QStringLiteral("turn %1 is a state recorded in %2, not re-simulated (turns %3 and later): %4")
      .arg(turn)
      .arg(origin.value(QStringLiteral("file")).toString())
      .arg(from)
      .arg(origin.value(QStringLiteral("recordedReason")).toString());
}

}  // namespace Kibitz::Debugger

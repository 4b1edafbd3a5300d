#include "panels/player_labels.h"

#include "replay/replay.h"

#include <QCoreApplication>

namespace Kibitz::App::PlayerLabels {

QString label(const Debugger::Replay& replay, int player)
{
  const QString name = player < replay.players.size() ? replay.players[player].name : QString();
  if (name.isEmpty())
    return QCoreApplication::translate("Kibitz::App::PlayerLabels", "Player %1").arg(player);
  int sameName = 0;
  for (const Debugger::PlayerRecord& record : replay.players)
    sameName += record.name == name ? 1 : 0;
  if (sameName == 1)
    return name;
  //: A player's name followed by its seat number, when two players have the same name.
  return QCoreApplication::translate("Kibitz::App::PlayerLabels", "%1 (player %2)").arg(name).arg(player);
}

}  // namespace Kibitz::App::PlayerLabels

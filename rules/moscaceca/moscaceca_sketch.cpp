#include "moscaceca/moscaceca_sketch.h"

#include <QJsonArray>

namespace Kibitz::Rules::MoscaCeca {

QJsonObject sketchJson(const Sketch& sketch)
{
  Config config;
  config.boardSize = int(sketch.board.size());
  config.players = sketch.players;
  config.agentsPerPlayer = sketch.agentsPerPlayer;
  config.maxTurns = sketch.maxTurns;
  config.columns = 1;
  config.clothCells = 0;
  config.switchOffOnError = sketch.switchOffOnError;
  config.timeoutsToDisconnect = sketch.timeoutsToDisconnect;
  QJsonArray board;
  for (const QString& row : sketch.board)
    board.append(row);
  QJsonArray row, col, energy, cloth, on, result;
  for (const Agent& a : sketch.agents) {
    row.append(a.row);
    col.append(a.col);
    energy.append(a.energy);
    cloth.append(a.cloth);
    on.append(a.on);
    result.append(outcomeText(a.result));
  }
  const QJsonObject agents{{QStringLiteral("row"), row},     {QStringLiteral("col"), col},
                           {QStringLiteral("energy"), energy}, {QStringLiteral("cloth"), cloth},
                           {QStringLiteral("on"), on},       {QStringLiteral("result"), result}};
  QJsonArray order;
  if (sketch.order.isEmpty())
    for (int a = 0; a < sketch.players * sketch.agentsPerPlayer; ++a)
      order.append(a);
  else
    for (int a : sketch.order)
      order.append(a);
  QJsonArray viewed, zeros, falses;
  for (int p = 0; p < sketch.players; ++p) {
    viewed.append(sketch.viewed);
    zeros.append(0);
    falses.append(false);
  }
  QJsonObject players{{QStringLiteral("viewed"), viewed}, {QStringLiteral("disconnected"), falses}};
  for (const char* key : {"consecutiveTimeouts", "malformed", "illegal", "timeout", "attacks", "hits",
                          "clothDestroyed", "clothLost"})
    players.insert(QLatin1String(key), zeros);
  return QJsonObject{
      {QStringLiteral("config"), config.toJson()},
      {QStringLiteral("rng"), qint64(sketch.rng)},
      {QStringLiteral("turn"), sketch.turn},
      {QStringLiteral("order"), order},
      {QStringLiteral("orderIndex"), sketch.orderIndex},
      {QStringLiteral("decisions"), 0},
      {QStringLiteral("over"), false},
      {QStringLiteral("endReason"), QString()},
      {QStringLiteral("wallClockExpired"), false},
      {QStringLiteral("leaders"), QJsonArray{}},
      {QStringLiteral("board"), board},
      {QStringLiteral("agents"), agents},
      {QStringLiteral("players"), players},
  };
}

std::unique_ptr<MoscaCecaState> stateFromSketch(const Game& game, const Sketch& sketch, QString* error)
{
  QStringList names;
  for (int p = 0; p < sketch.players; ++p)
    names << QStringLiteral("P%1").arg(p);
  return MoscaCecaState::fromJson(game, names, sketchJson(sketch), error);
}

}  // namespace Kibitz::Rules::MoscaCeca

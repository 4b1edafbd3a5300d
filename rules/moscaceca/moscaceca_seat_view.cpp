// § numbers: the Rules reference of docs/games/moscaceca.md.
// What one player knows of a Mosca Ceca position (State::seatView): the header and the view of
// each of its agents, decoded from the very text the game sends its bot (§5.2, §5.3), so that
// a viewer showing that seat's side can hold nothing the bot would not be told.
#include "moscaceca/moscaceca_state.h"
#include "moscaceca/moscaceca_view.h"

#include <QJsonArray>

namespace Kibitz::Rules::MoscaCeca {

namespace {

QString kindName(ViewKind kind)
{
  switch (kind) {
  case ViewKind::Out: return QStringLiteral("OUT");
  case ViewKind::Free: return QStringLiteral("FREE");
  case ViewKind::Flag: return QStringLiteral("FLAG");
  case ViewKind::Cloth: return QStringLiteral("CLOTH");
  case ViewKind::Column: return QStringLiteral("COLUMN");
  }
  return {};
}

QJsonObject headerJson(const Header& h)
{
  QJsonArray agents;
  for (int id : h.agents)
    agents.append(id);
  return {{QStringLiteral("board"), h.boardSize},  {QStringLiteral("turns"), h.maxTurns},
          {QStringLiteral("players"), h.players},  {QStringLiteral("agentsPerPlayer"), h.agentsPerPlayer},
          {QStringLiteral("player"), h.player},    {QStringLiteral("agents"), agents},
          {QStringLiteral("decisionMs"), h.decisionMs}, {QStringLiteral("firstDecisionMs"), h.firstDecisionMs}};
}

QJsonObject viewJson(const View& v)
{
  QJsonObject near;
  for (int d = 0; d < kDirCount; ++d) {
    const ViewCell& cell = v.near[size_t(d)];
    near.insert(QLatin1String(dirName(d)), QJsonObject{{QStringLiteral("kind"), kindName(cell.kind)},
                                                       {QStringLiteral("value"), cell.value},
                                                       {QStringLiteral("agentOf"), cell.agent}});
  }
  return {{QStringLiteral("agent"), v.agent},
          {QStringLiteral("on"), true},
          {QStringLiteral("turn"), v.turn},
          {QStringLiteral("result"), outcomeText(v.result)},
          {QStringLiteral("row"), v.row},
          {QStringLiteral("col"), v.col},
          {QStringLiteral("energy"), v.energy},
          {QStringLiteral("cloth"), v.cloth},
          {QStringLiteral("columnDistance"), v.columnDistance},
          {QStringLiteral("here"), QJsonObject{{QStringLiteral("kind"), kindName(v.here.kind)},
                                               {QStringLiteral("value"), v.here.value}}},
          {QStringLiteral("near"), near}};
}

}  // namespace

QJsonObject MoscaCecaState::seatView(int player) const
{
  if (player < 0 || player >= numPlayers())
    return {};
  // The header's facts (§5.2), as headerText() sends them.
  Header header;
  header.boardSize = config_.boardSize;
  header.maxTurns = config_.maxTurns;
  header.players = config_.players;
  header.agentsPerPlayer = config_.agentsPerPlayer;
  header.player = player;
  for (int k = 0; k < config_.agentsPerPlayer; ++k)
    header.agents << player * config_.agentsPerPlayer + k;
  header.decisionMs = config_.decisionMs;
  header.firstDecisionMs = config_.firstDecisionMs;
  QJsonObject seat{{QStringLiteral("seat"), player}, {QStringLiteral("header"), headerJson(header)}};
  QString error;
  QJsonArray agents;
  QJsonArray flags;
  bool flagsTaken = false;
  for (int k = 0; k < config_.agentsPerPlayer; ++k) {
    const int id = player * config_.agentsPerPlayer + k;
    if (id < 0 || id >= agentCount())
      break;
    if (!agent(id).on) {  // §3.8: a switched-off agent is told nothing any more
      agents.append(QJsonObject{{QStringLiteral("agent"), id}, {QStringLiteral("on"), false}});
      continue;
    }
    const std::optional<Observation> seen = parseObservation(viewText(id), &error);
    if (!seen) {
      seat.insert(QStringLiteral("error"), error);
      continue;
    }
    agents.append(viewJson(seen->view));
    if (!flagsTaken) {  // every agent's view lists the same flags: its player's
      for (const auto& [row, col] : seen->view.flags)
        flags.append(QJsonArray{row, col});
      flagsTaken = true;
    }
  }
  seat.insert(QStringLiteral("agents"), agents);
  seat.insert(QStringLiteral("flags"), flags);
  return seat;
}

}  // namespace Kibitz::Rules::MoscaCeca

#include "boards/moscaceca_board_frame.h"

#include "replay/replay.h"

#include "core/registry.h"
#include "moscaceca/moscaceca_protocol.h"
#include "moscaceca/moscaceca_state.h"
#include "moscaceca/moscaceca_view.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace Kibitz::App {

namespace MC = Rules::MoscaCeca;

namespace {

MoscaCecaFrame::Ground groundOf(MC::Ground ground)
{
  switch (ground) {
  case MC::Ground::Plain: return MoscaCecaFrame::Ground::Plain;
  case MC::Ground::Flag: return MoscaCecaFrame::Ground::Flag;
  case MC::Ground::Cloth: return MoscaCecaFrame::Ground::Cloth;
  case MC::Ground::Column: return MoscaCecaFrame::Ground::Column;
  }
  return MoscaCecaFrame::Ground::Unknown;
}

void fillFromEngine(const MC::MoscaCecaState& s, MoscaCecaFrame& f)
{
  const MC::Config& config = s.config();
  f.size = s.boardSize();
  f.players = config.players;
  f.agentsPerPlayer = config.agentsPerPlayer;
  f.clothMax = config.clothMax;
  f.gameTurn = s.gameTurn();
  f.maxTurns = config.maxTurns;
  f.decisions = s.turn();
  f.over = s.isTerminal();
  f.nextAgent = s.currentAgent();
  f.cells.resize(f.size * f.size);
  f.agentAt.resize(f.size * f.size);
  for (int r = 0; r < f.size; ++r)
    for (int c = 0; c < f.size; ++c) {
      const MC::Cell& cell = s.cell(r, c);
      f.cells[r * f.size + c] = {groundOf(cell.ground), cell.value};
      f.agentAt[r * f.size + c] = s.agentAt(r, c);
    }
  f.agents.resize(s.agentCount());
  for (int a = 0; a < s.agentCount(); ++a) {
    const MC::Agent& agent = s.agent(a);
    f.agents[a] = {config.ownerOf(a), agent.row, agent.col, agent.energy, agent.cloth, agent.on};
  }
  f.territory.resize(f.players);
  for (int p = 0; p < f.players; ++p)
    f.territory[p] = s.territory(p);
}

int intAt(const QJsonObject& object, const char* key, int index, int fallback)
{
  const QJsonValue v = object.value(QLatin1String(key)).toArray().at(index);
  return v.isDouble() ? v.toInt(fallback) : fallback;
}

// A state the engine refuses: read whatever is there, field by field, and draw that.
void fillLenient(const QJsonObject& s, int playerCount, MoscaCecaFrame& f)
{
  const QJsonObject config = s.value(QStringLiteral("config")).toObject();
  const QJsonArray board = s.value(QStringLiteral("board")).toArray();
  f.size = std::clamp(int(board.size()), 0, 1000);
  f.agentsPerPlayer = std::max(1, config.value(QLatin1String("agents_per_player")).toInt(1));
  f.clothMax = std::max(1, config.value(QLatin1String("cloth_max")).toInt(10));
  f.maxTurns = config.value(QLatin1String("max_turns")).toInt(0);
  f.gameTurn = s.value(QStringLiteral("turn")).toInt(0);
  f.decisions = s.value(QStringLiteral("decisions")).toInt(0);
  f.over = s.value(QStringLiteral("over")).toBool(false);
  // The replay's seats when it has them, else the most players a match can have.
  const int maxPlayers = playerCount > 0 ? playerCount : MC::kMaxAgents;
  f.cells = QVector<MoscaCecaFrame::Cell>(f.size * f.size);
  f.agentAt = QVector<int>(f.size * f.size, -1);
  for (int r = 0; r < f.size; ++r) {
    const QString row = board[r].toString();
    const QList<QStringView> tokens = QStringView(row).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int c = 0; c < f.size && c < tokens.size(); ++c) {
      const QStringView t = tokens[c];
      MoscaCecaFrame::Cell& cell = f.cells[r * f.size + c];
      bool ok = true;
      const int value = t.size() > 1 ? t.mid(1).toInt(&ok) : 0;
      if (t == QLatin1String("."))
        cell = {MoscaCecaFrame::Ground::Plain, 0};
      else if (t == QLatin1String("#"))
        cell = {MoscaCecaFrame::Ground::Column, 0};
      else if (ok && value >= 1 && t.startsWith(QLatin1Char('c')))
        cell = {MoscaCecaFrame::Ground::Cloth, value};
      else if (ok && value >= 0 && value < maxPlayers && t.startsWith(QLatin1Char('f')))
        cell = {MoscaCecaFrame::Ground::Flag, value};
    }
  }
  const QJsonObject agents = s.value(QStringLiteral("agents")).toObject();
  const int count = std::clamp(int(agents.value(QStringLiteral("row")).toArray().size()), 0, maxPlayers * 5);
  f.agents.resize(count);
  int players = playerCount;
  for (int a = 0; a < count; ++a) {
    MoscaCecaFrame::Agent& agent = f.agents[a];
    agent.player = a / f.agentsPerPlayer;
    players = std::max(players, agent.player + 1);
    agent.row = intAt(agents, "row", a, -1);
    agent.col = intAt(agents, "col", a, -1);
    agent.energy = intAt(agents, "energy", a, 0);
    agent.cloth = intAt(agents, "cloth", a, 0);
    const QJsonValue on = agents.value(QLatin1String("on")).toArray().at(a);
    agent.on = on.isBool() ? on.toBool() : agent.energy > 0;
    if (!f.inside(agent.row, agent.col)) {
      agent.row = agent.col = -1;
      agent.on = false;
    } else if (agent.on && f.agentAt[agent.row * f.size + agent.col] < 0) {
      f.agentAt[agent.row * f.size + agent.col] = a;
    }
  }
  for (const MoscaCecaFrame::Cell& cell : f.cells)
    if (cell.ground == MoscaCecaFrame::Ground::Flag)
      players = std::max(players, cell.value + 1);
  f.players = std::min(players, maxPlayers);
  f.territory = QVector<int>(f.players, 0);
  for (const MoscaCecaFrame::Cell& cell : f.cells)
    if (cell.ground == MoscaCecaFrame::Ground::Flag && cell.value < f.players)
      ++f.territory[cell.value];
  if (!f.over) {
    const int index = s.value(QStringLiteral("orderIndex")).toInt(-1);
    const int next = s.value(QStringLiteral("order")).toArray().at(index).toInt(-1);
    f.nextAgent = next >= 0 && next < count ? next : -1;
  }
}

// The direction of the agent's ATTACK, from what its bot answered in this frame.
int attackDirection(const Debugger::Frame& frame, int player)
{
  for (const Debugger::PlayerExchange& x : frame.exchanges) {
    if (x.player != player || x.output.isEmpty())
      continue;
    QString why;
    const std::optional<MC::Order> order = MC::parseOrderLine(x.output.first(), &why);
    if (order && order->command == MC::Command::Attack)
      return order->dir;
  }
  return -1;
}

// What the decision of frame `turn` did, when its events say something worth a marker.
void findHappenings(const Debugger::Replay& replay, int turn, MoscaCecaFrame& f)
{
  if (turn < 1 || f.size <= 0)
    return;
  const Debugger::Frame& frame = replay.frames[turn];
  const QJsonObject previous = replay.frames[turn - 1].state;
  const int index = previous.value(QStringLiteral("orderIndex")).toInt(-1);
  const int actor = previous.value(QStringLiteral("order")).toArray().at(index).toInt(-1);
  if (actor < 0 || actor >= f.agents.size())
    return;
  const QJsonObject before = previous.value(QStringLiteral("agents")).toObject();
  const MoscaCecaFrame::Agent& now = f.agents[actor];
  const int player = f.ownerOf(actor);
  for (const Rules::Event& event : frame.events) {
    MoscaCecaFrame::Happening h;
    h.agent = actor;
    h.fromRow = intAt(before, "row", actor, now.row);
    h.fromCol = intAt(before, "col", actor, now.col);
    if (event.type == QLatin1String("flag")) {
      h.kind = MoscaCecaFrame::Happening::Kind::Flag;
      h.fromRow = now.row;
      h.fromCol = now.col;
      h.amount = intAt(before, "cloth", actor, now.cloth) - now.cloth;
    } else if (event.type == QLatin1String("attack")) {
      int dir = attackDirection(frame, player);
      // No recorded answer (an imported replay): the one agent the attack could target.
      for (int d = 0; dir < 0 && d < MC::kDirCount; ++d) {
        const int r = now.row + MC::kDirRow[size_t(d)], c = now.col + MC::kDirCol[size_t(d)];
        if (f.inside(r, c) && f.agentAt[r * f.size + c] >= 0 && f.ownerOf(f.agentAt[r * f.size + c]) != player &&
            f.cell(r, c).ground == MoscaCecaFrame::Ground::Flag && f.cell(r, c).value == player)
          dir = d;
      }
      if (dir < 0)
        continue;
      h.toRow = now.row + MC::kDirRow[size_t(dir)];
      h.toCol = now.col + MC::kDirCol[size_t(dir)];
      h.victim = f.inside(h.toRow, h.toCol) ? f.agentAt[h.toRow * f.size + h.toCol] : -1;
      const QString result = frame.state.value(QStringLiteral("agents")).toObject().value(QStringLiteral("result")).toArray().at(actor).toString();
      h.kind = result == QLatin1String("HIT") ? MoscaCecaFrame::Happening::Kind::Hit : MoscaCecaFrame::Happening::Kind::Miss;
      if (h.victim >= 0)
        h.amount = std::max(0, intAt(before, "cloth", h.victim, 0) - f.agents[h.victim].cloth);
    } else if (event.type == QLatin1String("ejection")) {
      h.kind = MoscaCecaFrame::Happening::Kind::Ejection;
      h.toRow = now.row;
      h.toCol = now.col;
    } else if (event.type == QLatin1String("switched_off")) {
      h.kind = MoscaCecaFrame::Happening::Kind::SwitchedOff;
      h.fromRow = now.row;
      h.fromCol = now.col;
    } else {
      continue;
    }
    if (f.inside(h.fromRow, h.fromCol))
      f.happenings << h;
  }
}

}  // namespace

MoscaCecaFrame MoscaCecaFrame::read(const Debugger::Replay& replay, int turn)
{
  MoscaCecaFrame f;
  if (turn < 0 || turn >= replay.frames.size())
    return f;
  const QJsonObject& json = replay.frames[turn].state;
  const Rules::Game* game = Rules::Registry::find(u"moscaceca");
  QString error;
  std::unique_ptr<MC::MoscaCecaState> state;
  if (!game)
    error = QStringLiteral("the moscaceca engine is not built");
  else if (json.isEmpty())
    error = QStringLiteral("the frame has no state");
  else
    state = MC::MoscaCecaState::fromJson(*game, replay.playerNames(), json, &error);
  if (state) {
    fillFromEngine(*state, f);
    f.state = std::move(state);
  } else {
    f.problem = error.isEmpty() ? QStringLiteral("unreadable state") : error;
    fillLenient(json, int(replay.players.size()), f);
  }
  findHappenings(replay, turn, f);
  return f;
}

MoscaCecaSight MoscaCecaSight::of(const MoscaCecaFrame& frame, int agent)
{
  MoscaCecaSight s;
  s.size = frame.size;
  const int cells = frame.size * frame.size;
  s.seen.fill(false, cells);
  s.seenAgent.fill(-1, cells);
  s.ownFlag.fill(false, cells);
  if (!frame.state || agent < 0 || agent >= frame.state->agentCount())
    return s;
  s.agent = agent;
  const MC::Agent& a = frame.state->agent(agent);
  s.row = a.row;
  s.col = a.col;
  s.on = a.on;
  if (!a.on)
    return s;  // switched off: it sees nothing and never will
  // The engine's own view text, decoded as a bot would.
  QString error;
  const std::optional<MC::Observation> observation = MC::parseObservation(frame.state->viewText(agent), &error);
  if (!observation)
    return s;
  const MC::View& v = observation->view;
  s.row = v.row;
  s.col = v.col;
  s.energy = v.energy;
  s.cloth = v.cloth;
  s.columnDistance = v.columnDistance;
  if (frame.inside(v.row, v.col)) {
    s.seen[v.row * frame.size + v.col] = true;
    s.seenAgent[v.row * frame.size + v.col] = frame.ownerOf(agent);
  }
  for (int d = 0; d < MC::kDirCount; ++d) {
    const int r = v.row + MC::kDirRow[size_t(d)], c = v.col + MC::kDirCol[size_t(d)];
    if (v.near[size_t(d)].kind == MC::ViewKind::Out || !frame.inside(r, c))
      continue;
    s.seen[r * frame.size + c] = true;
    s.seenAgent[r * frame.size + c] = v.near[size_t(d)].agent;
  }
  for (const auto& [r, c] : v.flags)
    if (frame.inside(r, c)) {
      s.ownFlag[r * frame.size + c] = true;
      ++s.flagCount;
    }
  return s;
}

}  // namespace Kibitz::App

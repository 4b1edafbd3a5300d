#include "boards/moscaceca_board_frame.h"

#include "replay/replay.h"

#include "moscaceca/moscaceca_protocol.h"
#include "moscaceca/moscaceca_state.h"
#include "moscaceca/moscaceca_view.h"

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

// What the decision of frame `turn` did, when its events say something worth a marker:
// `previous` is the state before it (who decided, where it stood, what it carried).
void findHappenings(const Debugger::Frame& frame, const MC::MoscaCecaState& previous, MoscaCecaFrame& f)
{
  if (f.size <= 0)
    return;
  const int actor = previous.currentAgent();
  if (actor < 0 || actor >= f.agents.size())
    return;
  const MC::Agent& before = previous.agent(actor);
  const MoscaCecaFrame::Agent& now = f.agents[actor];
  const int player = f.ownerOf(actor);
  for (const Rules::Event& event : frame.events) {
    MoscaCecaFrame::Happening h;
    h.agent = actor;
    h.fromRow = before.row;
    h.fromCol = before.col;
    if (event.type == QLatin1String("flag")) {
      h.kind = MoscaCecaFrame::Happening::Kind::Flag;
      h.fromRow = now.row;
      h.fromCol = now.col;
      h.amount = before.cloth - now.cloth;
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
      h.kind = f.state->agent(actor).result == MC::Outcome::Hit ? MoscaCecaFrame::Happening::Kind::Hit
                                                                : MoscaCecaFrame::Happening::Kind::Miss;
      if (h.victim >= 0 && h.victim < previous.agentCount())
        h.amount = std::max(0, previous.agent(h.victim).cloth - f.agents[h.victim].cloth);
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

MoscaCecaFrame MoscaCecaFrame::read(const Debugger::Replay& replay, int turn,
                                    std::shared_ptr<const MC::MoscaCecaState> state,
                                    const MC::MoscaCecaState* previous)
{
  MoscaCecaFrame f;
  if (!state || turn < 0 || turn >= replay.frames.size())
    return f;
  fillFromEngine(*state, f);
  f.state = std::move(state);
  if (previous)
    findHappenings(replay.frames[turn], *previous, f);
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

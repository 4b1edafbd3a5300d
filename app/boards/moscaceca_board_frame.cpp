#include "boards/moscaceca_board_frame.h"

#include "replay/replay.h"

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

// An integer of an event's values, or -1 when it is missing (a replay written before
// events had values) or not an integer.
int valueOf(const Rules::Event& event, const char* key)
{
  return event.data.value(QLatin1String(key)).toInt(-1);
}

// What the decision of `frame` did, from the values its events carry (who, where,
// what it cost or destroyed). Events without values, or values that do not fit the
// board, leave no marker.
void findHappenings(const Debugger::Frame& frame, MoscaCecaFrame& f)
{
  using Kind = MoscaCecaFrame::Happening::Kind;
  for (const Rules::Event& event : frame.events) {
    MoscaCecaFrame::Happening h;
    if (event.type == QLatin1String("flag")) {
      h.kind = Kind::Flag;
      h.agent = valueOf(event, "agent");
      h.amount = valueOf(event, "cost");
    } else if (event.type == QLatin1String("attack")) {
      h.kind = event.data.value(QLatin1String("hit")).toBool() ? Kind::Hit : Kind::Miss;
      h.agent = valueOf(event, "attacker");
      h.toRow = valueOf(event, "targetRow");
      h.toCol = valueOf(event, "targetCol");
      h.victim = valueOf(event, "victim");
      h.amount = valueOf(event, "cloth");
      if (h.victim < 0 || h.victim >= f.agents.size() || !f.inside(h.toRow, h.toCol))
        continue;
    } else if (event.type == QLatin1String("ejection")) {
      h.kind = Kind::Ejection;
      h.agent = valueOf(event, "agent");
      h.toRow = valueOf(event, "row");
      h.toCol = valueOf(event, "col");
      if (!f.inside(h.toRow, h.toCol))
        continue;
    } else if (event.type == QLatin1String("switched_off")) {
      h.kind = Kind::SwitchedOff;
      h.agent = valueOf(event, "agent");
    } else {
      continue;
    }
    // The agent's cell (an ejection's: the column it left).
    const bool ejected = h.kind == Kind::Ejection;
    h.fromRow = valueOf(event, ejected ? "fromRow" : "row");
    h.fromCol = valueOf(event, ejected ? "fromCol" : "col");
    h.amount = std::max(0, h.amount);
    if (h.agent >= 0 && h.agent < f.agents.size() && f.inside(h.fromRow, h.fromCol))
      f.happenings << h;
  }
}

}  // namespace

MoscaCecaFrame MoscaCecaFrame::read(const Debugger::Replay& replay, int turn,
                                    std::shared_ptr<const MC::MoscaCecaState> state)
{
  MoscaCecaFrame f;
  if (!state || turn < 0 || turn >= replay.frames.size())
    return f;
  fillFromEngine(*state, f);
  f.state = std::move(state);
  findHappenings(replay.frames[turn], f);
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

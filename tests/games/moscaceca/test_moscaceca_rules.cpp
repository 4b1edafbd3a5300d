// One test per rule of docs/games/moscaceca.md §3, each from a small hand-made board
// (Sketch).
#include "moscaceca/moscaceca_game.h"
#include "moscaceca/moscaceca_protocol.h"
#include "moscaceca/moscaceca_sketch.h"
#include "moscaceca/moscaceca_state.h"

#include <QtTest>

using namespace Kibitz::Rules;
using namespace Kibitz::Rules::MoscaCeca;

namespace {

const MoscaCecaGame& game()
{
  static const MoscaCecaGame instance;
  return instance;
}

// An 8 x 8 board of plain cells with one charging column in the far corner (7, 7).
QStringList plainBoard()
{
  QStringList rows(8, QStringLiteral(". . . . . . . ."));
  rows[7] = QStringLiteral(". . . . . . . #");
  return rows;
}

void put(QStringList& rows, int r, int c, const QString& token)
{
  QStringList cells = rows[r].split(QLatin1Char(' '));
  cells[c] = token;
  rows[r] = cells.join(QLatin1Char(' '));
}

Agent agentAt(int row, int col, int energy = 100, int cloth = 0)
{
  Agent a;
  a.row = row;
  a.col = col;
  a.energy = energy;
  a.cloth = cloth;
  a.result = Outcome::Ok;
  return a;
}

std::unique_ptr<MoscaCecaState> make(const Sketch& sketch)
{
  QString error;
  std::unique_ptr<MoscaCecaState> state = stateFromSketch(game(), sketch, &error);
  if (!state)
    qFatal("bad sketch: %s", qPrintable(error));
  return state;
}

// Two players, agent 0 at (r0, c0) deciding first, agent 1 out of the way at (7, 0).
Sketch duo(int r0, int c0, int energy = 100, int cloth = 0)
{
  Sketch s;
  s.board = plainBoard();
  s.agents = {agentAt(r0, c0, energy, cloth), agentAt(7, 0)};
  return s;
}

// The deciding agent's owner answers `line`.
Move answer(MoscaCecaState& state, const QString& line)
{
  const int player = state.config().ownerOf(state.currentAgent());
  const Move move = state.parseReply(player, {line});
  std::vector<Move> moves(size_t(state.numPlayers()));
  moves[size_t(player)] = move;
  state.applyMoves(moves);
  return move;
}

void answerStatus(MoscaCecaState& state, Move::Status status)
{
  std::vector<Move> moves(size_t(state.numPlayers()));
  moves[size_t(state.config().ownerOf(state.currentAgent()))] = Move::failed(status, QString());
  state.applyMoves(moves);
}

// Every other agent waits until `agent` is the one deciding.
void untilAgent(MoscaCecaState& state, int agent)
{
  while (!state.isTerminal() && state.currentAgent() != agent)
    answer(state, QStringLiteral("WAIT"));
}

QStringList eventTypes(const MoscaCecaState& state)
{
  QStringList types;
  for (const Event& e : state.lastEvents())
    if (e.type != QLatin1String("lead_change"))
      types << e.type;
  return types;
}

// A generator state whose next random(low, high) is `wanted`.
uint32_t rngGiving(int low, int high, int wanted)
{
  for (uint32_t s = 1;; ++s) {
    EngineRandom r;
    r.setState(s);
    if (r.random(low, high) == wanted)
      return s;
  }
}

}  // namespace

class TestMoscaCecaRules : public QObject {
  Q_OBJECT
private slots:
  void movesOneCellInEightDirections()
  {
    const int dr[8] = {-1, -1, 0, 1, 1, 1, 0, -1};
    const int dc[8] = {0, 1, 1, 1, 0, -1, -1, -1};
    for (int d = 0; d < 8; ++d) {
      auto state = make(duo(3, 3, 50));
      const Move move = answer(*state, QStringLiteral("MOVE ") + QLatin1String(dirName(d)));
      QVERIFY2(move.isOk(), qPrintable(move.error));
      QCOMPARE(state->agent(0).row, 3 + dr[d]);
      QCOMPARE(state->agent(0).col, 3 + dc[d]);
      QCOMPARE(state->agent(0).energy, 49);
      QCOMPARE(state->agentAt(3 + dr[d], 3 + dc[d]), 0);
      QCOMPARE(state->agentAt(3, 3), -1);
      QVERIFY(state->agent(0).result == Outcome::Ok);
    }
  }

  void moveOffTheBoardOrOntoAnAgentIsIllegal()
  {
    for (const char* dir : {"N", "NE", "NW", "W", "SW"}) {
      auto state = make(duo(0, 0));
      const Move move = answer(*state, QStringLiteral("MOVE ") + QLatin1String(dir));
      QCOMPARE(move.status, Move::Status::Invalid);
      QVERIFY2(move.error.contains(QLatin1String("off the board")), qPrintable(move.error));
      QCOMPARE(state->agent(0).row, 0);
      QCOMPARE(state->agent(0).energy, 100);  // errors cost nothing
      QVERIFY(state->agent(0).result == Outcome::ErrorIllegal);
    }
    Sketch s = duo(3, 3);
    s.agents[1] = agentAt(4, 4);
    auto state = make(s);
    const Move move = answer(*state, QStringLiteral("MOVE SE"));
    QCOMPARE(move.error, QStringLiteral("ILLEGAL: MOVE SE: the target cell (4, 4) holds an agent"));
    QCOMPARE(state->agent(0).row, 3);
  }

  void moveOntoAnyGroundIsAllowed()
  {
    Sketch s = duo(3, 3);
    put(s.board, 2, 3, QStringLiteral("c4"));
    put(s.board, 3, 4, QStringLiteral("f1"));
    put(s.board, 4, 3, QStringLiteral("#"));
    for (const char* dir : {"N", "E", "S"}) {
      auto state = make(s);
      QVERIFY(answer(*state, QStringLiteral("MOVE ") + QLatin1String(dir)).isOk());
    }
    // And away from a resource cell.
    s.agents[0] = agentAt(2, 3);
    auto state = make(s);
    QVERIFY(answer(*state, QStringLiteral("MOVE W")).isOk());
  }

  void flagCostsEightAlone()
  {
    Sketch s = duo(3, 3, 100, 9);
    put(s.board, 2, 2, QStringLiteral("f1"));  // another player's flag gives no discount
    auto state = make(s);
    QCOMPARE(state->flagCost(0, 3, 3), 8);
    QVERIFY(answer(*state, QStringLiteral("FLAG")).isOk());
    QVERIFY(state->cell(3, 3) == (Cell{Ground::Flag, 0}));
    QCOMPARE(state->agent(0).cloth, 1);
    QCOMPARE(state->agent(0).energy, 99);
    QCOMPARE(state->territory(0), 1);
    QCOMPARE(eventTypes(*state), QStringList{QStringLiteral("flag")});
    QVERIFY(state->lastEvents()[0].text.contains(QLatin1String("for 8 cloth")));
    QCOMPARE(state->lastEvents()[0].data, (QJsonObject{{QStringLiteral("agent"), 0}, {QStringLiteral("row"), 3},
                                                       {QStringLiteral("col"), 3}, {QStringLiteral("cost"), 8}}));

    s.agents[0].cloth = 7;
    state = make(s);
    QCOMPARE(answer(*state, QStringLiteral("FLAG")).error, QStringLiteral("ILLEGAL: FLAG: needs 8 cloth, the agent carries 7"));
    QCOMPARE(state->agent(0).cloth, 7);
  }

  void flagCostsFourNextToOwnFlag()
  {
    for (const auto& [r, c] : {std::pair{2, 2}, std::pair{2, 4}, std::pair{4, 3}, std::pair{3, 4}}) {
      Sketch s = duo(3, 3, 100, 4);
      put(s.board, r, c, QStringLiteral("f0"));
      auto state = make(s);
      QCOMPARE(state->flagCost(0, 3, 3), 4);
      QVERIFY(answer(*state, QStringLiteral("FLAG")).isOk());
      QCOMPARE(state->agent(0).cloth, 0);
      QCOMPARE(state->territory(0), 2);
    }
    // Two cells away is not adjacent.
    Sketch s = duo(3, 3, 100, 4);
    put(s.board, 1, 3, QStringLiteral("f0"));
    auto state = make(s);
    QCOMPARE(state->flagCost(0, 3, 3), 8);
    QCOMPARE(answer(*state, QStringLiteral("FLAG")).status, Move::Status::Invalid);
  }

  void flagOnlyOnFreeCells()
  {
    for (const char* token : {"f0", "f1", "c3", "#"}) {
      Sketch s = duo(3, 3, 100, 20);
      put(s.board, 3, 3, QLatin1String(token));
      auto state = make(s);
      const Move move = answer(*state, QStringLiteral("FLAG"));
      QCOMPARE(move.status, Move::Status::Invalid);
      QVERIFY2(move.error.startsWith(QLatin1String("ILLEGAL: FLAG: the cell (3, 3) is not free")), qPrintable(move.error));
      QCOMPARE(state->agent(0).cloth, 20);
    }
  }

  void consumeTakesOneClothAndEmptiesTheCell()
  {
    Sketch s = duo(3, 3, 100, 7);
    put(s.board, 3, 3, QStringLiteral("c2"));
    s.maxTurns = 5;
    auto state = make(s);
    QVERIFY(answer(*state, QStringLiteral("CONSUME")).isOk());
    QCOMPARE(state->agent(0).cloth, 8);
    QCOMPARE(state->agent(0).energy, 100);  // consuming is free
    QVERIFY(state->cell(3, 3) == (Cell{Ground::Cloth, 1}));
    QVERIFY(eventTypes(*state).isEmpty());
    untilAgent(*state, 0);
    QVERIFY(answer(*state, QStringLiteral("CONSUME")).isOk());
    QCOMPARE(state->agent(0).cloth, 9);
    // At 0 the cell becomes free [libera] and conquerable at once.
    QVERIFY(state->cell(3, 3) == Cell{});
    QCOMPARE(eventTypes(*state), QStringList{QStringLiteral("cloth_exhausted")});
    untilAgent(*state, 0);
    QCOMPARE(answer(*state, QStringLiteral("CONSUME")).error,
             QStringLiteral("ILLEGAL: CONSUME: the cell (3, 3) is not a resource cell"));
    untilAgent(*state, 0);
    QVERIFY(answer(*state, QStringLiteral("FLAG")).isOk());
    QCOMPARE(state->agent(0).cloth, 1);
  }

  void resourceCellsAllowOnlyConsumeAndMove()
  {
    for (const char* token : {"c5", "#"}) {
      Sketch s = duo(3, 3, 50, 20);
      put(s.board, 3, 3, QLatin1String(token));
      put(s.board, 2, 2, QStringLiteral("f0"));
      s.agents[1] = agentAt(2, 2);
      auto state = make(s);
      QCOMPARE(state->illegalReason(0, {Command::Wait, -1}).isEmpty(), false);
      QCOMPARE(state->illegalReason(0, {Command::Flag, -1}).isEmpty(), false);
      QCOMPARE(state->illegalReason(0, {Command::Attack, int(Dir::NW)}),
               QStringLiteral("ATTACK NW: the attacker stands on a resource cell"));
      QVERIFY(state->illegalReason(0, {Command::Consume, -1}).isEmpty());
      QVERIFY(state->illegalReason(0, {Command::Move, int(Dir::S)}).isEmpty());
      const QList<Order> legal = state->legalOrders(0);
      for (const Order& o : legal)
        QVERIFY(o.command == Command::Consume || o.command == Command::Move);
    }
  }

  void chargingAddsTenUpToHundred()
  {
    Sketch s = duo(7, 7, 75);
    s.maxTurns = 5;
    auto state = make(s);
    const uint32_t before = state->rng().state();
    QVERIFY(answer(*state, QStringLiteral("CONSUME")).isOk());
    QCOMPARE(state->agent(0).energy, 85);
    QCOMPARE(state->agent(0).row, 7);
    QVERIFY(state->agent(0).result == Outcome::Ok);
    QCOMPARE(state->rng().state(), before);  // below 100: no ejection, no draw
    untilAgent(*state, 0);
    answer(*state, QStringLiteral("CONSUME"));
    QCOMPARE(state->agent(0).energy, 95);
    QCOMPARE(state->illegalReason(0, {Command::Wait, -1}),
             QStringLiteral("WAIT: the agent stands on a charging column below 100 energy (it must CONSUME or MOVE)"));
  }

  void reachingHundredEjectsToARandomValidNeighbour()
  {
    // (7, 7) has neighbours N (6, 7), W (7, 6), NW (6, 6). Make N a cloth cell: the
    // candidates in dir8 order are W, NW.
    for (int wanted = 0; wanted < 2; ++wanted) {
      Sketch s = duo(7, 7, 95);
      put(s.board, 6, 7, QStringLiteral("c3"));
      s.rng = rngGiving(0, 1, wanted);
      auto state = make(s);
      QCOMPARE(state->ejectionCandidates(7, 7), (QList<int>{7 * 8 + 6, 6 * 8 + 6}));
      QVERIFY(answer(*state, QStringLiteral("CONSUME")).isOk());
      QCOMPARE(state->agent(0).energy, 100);
      QCOMPARE(state->agent(0).row, wanted == 0 ? 7 : 6);
      QCOMPARE(state->agent(0).col, 6);
      QVERIFY(state->agent(0).result == Outcome::Ejected);
      QCOMPARE(eventTypes(*state), QStringList{QStringLiteral("ejection")});
      QCOMPARE(state->lastEvents()[0].data,
               (QJsonObject{{QStringLiteral("agent"), 0}, {QStringLiteral("fromRow"), 7}, {QStringLiteral("fromCol"), 7},
                            {QStringLiteral("row"), wanted == 0 ? 7 : 6}, {QStringLiteral("col"), 6}}));
      QCOMPARE(state->agentAt(7, 7), -1);
    }
    // Already at 100: the ejection happens again; a single candidate still draws.
    Sketch s = duo(7, 7, 100);
    put(s.board, 6, 7, QStringLiteral("c3"));
    put(s.board, 6, 6, QStringLiteral("f1"));
    s.agents[1] = agentAt(6, 6);
    auto state = make(s);
    EngineRandom expected = state->rng();
    expected.random(0, 0);
    answer(*state, QStringLiteral("CONSUME"));
    QCOMPARE(state->agent(0).row, 7);
    QCOMPARE(state->agent(0).col, 6);
    QCOMPARE(state->rng().state(), expected.state());
  }

  void noValidNeighbourKeepsTheAgentAndAllowsWait()
  {
    Sketch s = duo(7, 7, 95);
    s.maxTurns = 5;
    put(s.board, 6, 7, QStringLiteral("c3"));
    put(s.board, 7, 6, QStringLiteral("#"));
    s.agents[1] = agentAt(6, 6);
    auto state = make(s);
    QVERIFY(!state->illegalReason(0, {Command::Wait, -1}).isEmpty());  // below 100
    QVERIFY(answer(*state, QStringLiteral("CONSUME")).isOk());
    QCOMPARE(state->agent(0).energy, 100);
    QCOMPARE(state->agent(0).row, 7);
    QCOMPARE(state->agent(0).col, 7);
    QVERIFY(state->agent(0).result == Outcome::Ok);
    QCOMPARE(eventTypes(*state), QStringList{QStringLiteral("ejection_impossible")});
    untilAgent(*state, 0);
    QVERIFY(answer(*state, QStringLiteral("WAIT")).isOk());
    QCOMPARE(state->agent(0).row, 7);
    // Once a neighbour frees up, WAIT is illegal again (judged when the command comes).
    untilAgent(*state, 1);
    answer(*state, QStringLiteral("MOVE N"));  // agent 1 leaves (6, 6) for (5, 6)
    untilAgent(*state, 0);
    QCOMPARE(answer(*state, QStringLiteral("WAIT")).error,
             QStringLiteral("ILLEGAL: WAIT: the agent stands on a charging column at 100 energy and can be ejected (it must CONSUME or MOVE)"));
  }

  void attackHitsOnOwnTerritory()
  {
    for (const auto& [victimCloth, loss] : {std::pair{7, 5}, std::pair{3, 3}, std::pair{0, 0}}) {
      Sketch s = duo(3, 3, 50);
      put(s.board, 3, 4, QStringLiteral("f0"));
      s.agents[1] = agentAt(3, 4, 100, victimCloth);
      s.rng = rngGiving(0, 1, 1);
      auto state = make(s);
      EngineRandom expected = state->rng();
      expected.random(0, 1);
      QVERIFY(answer(*state, QStringLiteral("ATTACK E")).isOk());
      QCOMPARE(state->rng().state(), expected.state());  // drawn even without cloth
      QCOMPARE(state->agent(1).cloth, victimCloth - loss);
      QCOMPARE(state->agent(0).energy, 48);
      QVERIFY(state->agent(0).result == Outcome::Hit);
      QCOMPARE(state->record(0).attacks, 1);
      QCOMPARE(state->record(0).hits, 1);
      QCOMPARE(state->record(0).clothDestroyed, loss);
      QCOMPARE(state->record(1).clothLost, loss);
      QCOMPARE(eventTypes(*state), QStringList{QStringLiteral("attack")});
      QVERIFY2(state->lastEvents()[0].text.endsWith(QStringLiteral("hit, %1 cloth destroyed").arg(loss)),
               qPrintable(state->lastEvents()[0].text));
      // The same as values, for boards: who attacked from where, in which direction, whom.
      QCOMPARE(state->lastEvents()[0].data,
               (QJsonObject{{QStringLiteral("attacker"), 0}, {QStringLiteral("row"), 3}, {QStringLiteral("col"), 3},
                            {QStringLiteral("direction"), QStringLiteral("E")}, {QStringLiteral("targetRow"), 3},
                            {QStringLiteral("targetCol"), 4}, {QStringLiteral("victim"), 1}, {QStringLiteral("hit"), true},
                            {QStringLiteral("cloth"), loss}}));
    }
  }

  void attackMissesHalfTheTime()
  {
    Sketch s = duo(3, 3, 50);
    put(s.board, 4, 4, QStringLiteral("f0"));
    s.agents[1] = agentAt(4, 4, 100, 9);
    s.rng = rngGiving(0, 1, 0);
    auto state = make(s);
    QVERIFY(answer(*state, QStringLiteral("ATTACK SE")).isOk());
    QCOMPARE(state->agent(1).cloth, 9);
    QCOMPARE(state->agent(0).energy, 48);  // paid either way
    QVERIFY(state->agent(0).result == Outcome::Miss);
    QCOMPARE(state->record(0).hits, 0);
    QCOMPARE(state->lastEvents()[0].data,
             (QJsonObject{{QStringLiteral("attacker"), 0}, {QStringLiteral("row"), 3}, {QStringLiteral("col"), 3},
                          {QStringLiteral("direction"), QStringLiteral("SE")}, {QStringLiteral("targetRow"), 4},
                          {QStringLiteral("targetCol"), 4}, {QStringLiteral("victim"), 1}, {QStringLiteral("hit"), false},
                          {QStringLiteral("cloth"), 0}}));
  }

  void attackOnlyOnOwnTerritoryAndNeverOnResources()
  {
    struct Case {
      const char* victimGround;
      const char* attackerGround;
      const char* reason;
    };
    const Case cases[] = {
        {".", ".", "ATTACK E: the cell (3, 4) is not the attacker's territory"},
        {"f1", ".", "ATTACK E: the cell (3, 4) is not the attacker's territory"},  // the victim's own flag
        {"c5", ".", "ATTACK E: the cell (3, 4) is not the attacker's territory"},
        {"#", ".", "ATTACK E: the cell (3, 4) is not the attacker's territory"},
        {"f0", "c5", "ATTACK E: the attacker stands on a resource cell"},
        {"f0", "#", "ATTACK E: the attacker stands on a resource cell"},
    };
    for (const Case& c : cases) {
      Sketch s = duo(3, 3, 50);
      put(s.board, 3, 4, QLatin1String(c.victimGround));
      put(s.board, 3, 3, QLatin1String(c.attackerGround));
      s.agents[1] = agentAt(3, 4, 100, 9);
      auto state = make(s);
      const uint32_t before = state->rng().state();
      const Move move = answer(*state, QStringLiteral("ATTACK E"));
      QCOMPARE(move.error, QStringLiteral("ILLEGAL: ") + QLatin1String(c.reason));
      QCOMPARE(state->rng().state(), before);  // errors draw nothing
      QCOMPARE(state->agent(0).energy, 50);
      QCOMPARE(state->agent(1).cloth, 9);
    }
    // Nobody there; a team mate.
    Sketch s = duo(3, 3, 50);
    put(s.board, 3, 4, QStringLiteral("f0"));
    auto state = make(s);
    QCOMPARE(state->illegalReason(0, {Command::Attack, int(Dir::E)}), QStringLiteral("ATTACK E: no agent on (3, 4)"));
    s.agentsPerPlayer = 2;
    s.agents = {agentAt(3, 3), agentAt(3, 4), agentAt(7, 0), agentAt(7, 2)};
    state = make(s);
    QCOMPARE(state->illegalReason(0, {Command::Attack, int(Dir::E)}),
             QStringLiteral("ATTACK E: the agent on (3, 4) is a team mate"));
  }

  void energyZeroSwitchesTheAgentOff()
  {
    Sketch s = duo(3, 3, 1, 6);
    put(s.board, 2, 2, QStringLiteral("f0"));
    s.maxTurns = 4;
    auto state = make(s);
    QVERIFY(answer(*state, QStringLiteral("MOVE E")).isOk());  // the move happens, then energy 0
    QCOMPARE(state->agent(0).energy, 0);
    QVERIFY(!state->agent(0).on);
    QCOMPARE(state->agent(0).col, 4);
    QCOMPARE(state->agentAt(3, 4), -1);  // removed from the board
    QCOMPARE(state->agent(0).cloth, 6);  // frozen
    QCOMPARE(state->territory(0), 1);    // flags stay
    QCOMPARE(eventTypes(*state), QStringList{QStringLiteral("switched_off")});
    QVERIFY(state->lastEvents()[0].text.contains(QLatin1String("(3, 4) (MOVE)")));
    QCOMPARE(state->lastEvents()[0].data, (QJsonObject{{QStringLiteral("agent"), 0}, {QStringLiteral("row"), 3},
                                                       {QStringLiteral("col"), 4}, {QStringLiteral("cause"), QStringLiteral("MOVE")}}));
    QCOMPARE(state->agentsOn(0), 0);
    // It never decides again; the other agent plays alone until the end.
    for (int i = 0; i < 4; ++i) {
      QCOMPARE(state->currentAgent(), 1);
      answer(*state, QStringLiteral("WAIT"));
    }
    QVERIFY(state->isTerminal());
    QCOMPARE(state->turn(), 5);
  }

  void costsAboveTheEnergyLeftStillTakeEffect()
  {
    Sketch s = duo(3, 3, 1, 8);
    auto state = make(s);
    QVERIFY(answer(*state, QStringLiteral("FLAG")).isOk());
    QCOMPARE(state->territory(0), 1);
    QVERIFY(!state->agent(0).on);

    s = duo(3, 3, 2);
    put(s.board, 3, 4, QStringLiteral("f0"));
    s.agents[1] = agentAt(3, 4, 100, 5);
    s.rng = rngGiving(0, 1, 1);
    state = make(s);
    QVERIFY(answer(*state, QStringLiteral("ATTACK E")).isOk());
    QCOMPARE(state->agent(1).cloth, 0);
    QCOMPARE(state->agent(0).energy, 0);
    QVERIFY(!state->agent(0).on);
    QCOMPARE(eventTypes(*state), (QStringList{QStringLiteral("attack"), QStringLiteral("switched_off")}));
  }

  void switchedOffAgentsCannotBeAttackedOrSeen()
  {
    Sketch s = duo(3, 3);
    put(s.board, 3, 4, QStringLiteral("f0"));
    s.agents[1] = agentAt(3, 4, 0, 5);
    s.agents[1].on = false;
    auto state = make(s);
    QCOMPARE(state->agentAt(3, 4), -1);
    QVERIFY(state->viewText(0).contains(QLatin1String("NEAR E FLAG 0 -1\n")));
    QCOMPARE(answer(*state, QStringLiteral("ATTACK E")).error, QStringLiteral("ILLEGAL: ATTACK E: no agent on (3, 4)"));
    // Agent 1 is skipped: agent 0 decides again, and may walk onto the cell it left.
    QCOMPARE(state->currentAgent(), 0);
    QCOMPARE(state->gameTurn(), 2);
    QVERIFY(answer(*state, QStringLiteral("MOVE E")).isOk());
    QCOMPARE(state->agentAt(3, 4), 0);
  }

  void waitIsLegalOffResources()
  {
    for (const char* token : {".", "f0", "f1"}) {
      Sketch s = duo(3, 3, 40);
      put(s.board, 3, 3, QLatin1String(token));
      auto state = make(s);
      QVERIFY(answer(*state, QStringLiteral("WAIT")).isOk());
      QCOMPARE(state->agent(0).energy, 40);  // free
    }
    Sketch s = duo(3, 3, 40);
    put(s.board, 3, 3, QStringLiteral("c1"));
    auto state = make(s);
    QCOMPARE(answer(*state, QStringLiteral("WAIT")).error,
             QStringLiteral("ILLEGAL: WAIT: the agent stands on a cloth cell (it must CONSUME or MOVE)"));
  }

  void eachTurnDrawsANewOrderOverAllAgents()
  {
    Sketch s;
    s.board = plainBoard();
    s.players = 3;
    s.maxTurns = 3;
    s.agents = {agentAt(0, 0), agentAt(0, 2), agentAt(0, 4)};
    s.agents[1].on = false;
    s.agents[1].energy = 0;
    s.order = {2, 1, 0};
    s.rng = 12345;
    auto state = make(s);
    QCOMPARE(state->currentAgent(), 2);
    answer(*state, QStringLiteral("WAIT"));
    QCOMPARE(state->currentAgent(), 0);  // agent 1 is off: skipped
    EngineRandom expected = state->rng();
    answer(*state, QStringLiteral("WAIT"));
    const std::vector<int> order = expected.permutation(3);  // switched-off agents included
    QCOMPARE(state->order(), order);
    QCOMPARE(state->rng().state(), expected.state());
    QCOMPARE(state->gameTurn(), 2);
    int decisions = 0;
    while (!state->isTerminal()) {
      QVERIFY(state->currentAgent() != 1);
      QCOMPARE(state->actingPlayers(), PlayerSet::only(state->currentAgent()));
      answer(*state, QStringLiteral("WAIT"));
      ++decisions;
    }
    QCOMPARE(decisions, 4);
    QVERIFY(state->endReason() == EndReason::MaxTurns);
    QCOMPARE(state->gameTurn(), 3);
  }

  void matchEndsWhenEveryAgentIsOff()
  {
    Sketch s = duo(3, 3, 1);
    s.agents[1].energy = 1;
    s.maxTurns = 50;
    auto state = make(s);
    answer(*state, QStringLiteral("MOVE N"));
    QVERIFY(!state->isTerminal());
    answer(*state, QStringLiteral("MOVE N"));
    QVERIFY(state->isTerminal());
    QVERIFY(state->endReason() == EndReason::AllSwitchedOff);
    QCOMPARE(state->gameTurn(), 1);
    QVERIFY(state->actingPlayers().isEmpty());
  }

  void wallClockEndsTheMatchAtTheEndOfTheTurn()
  {
    Sketch s = duo(3, 3);
    s.maxTurns = 50;
    auto state = make(s);
    state->setWallClockExpired();
    answer(*state, QStringLiteral("WAIT"));
    QVERIFY(!state->isTerminal());  // the turn in progress is completed
    answer(*state, QStringLiteral("WAIT"));
    QVERIFY(state->isTerminal());
    QVERIFY(state->endReason() == EndReason::WallClock);
  }

  void rankingBreaksTiesByClothThenEnergyAndSharesRanks()
  {
    Sketch s;
    s.board = plainBoard();
    s.players = 4;
    put(s.board, 0, 0, QStringLiteral("f1"));
    put(s.board, 0, 1, QStringLiteral("f2"));
    put(s.board, 0, 2, QStringLiteral("f3"));
    put(s.board, 1, 0, QStringLiteral("f3"));
    // Territories 0, 1, 1, 2; players 1 and 2 tie on cloth and energy.
    s.agents = {agentAt(5, 0, 100, 50), agentAt(5, 2, 60, 4), agentAt(5, 4, 60, 4), agentAt(5, 6, 10, 0)};
    auto state = make(s);
    QCOMPARE(state->rank(3), 1);
    QCOMPARE(state->rank(1), 2);
    QCOMPARE(state->rank(2), 2);
    QCOMPARE(state->rank(0), 4);
    QCOMPARE(state->returns(), (QList<double>{0, 1, 1, 3}));
    // Cloth breaks a territory tie, then energy.
    s.agents[2].cloth = 5;
    state = make(s);
    QCOMPARE(state->rank(2), 2);
    QCOMPARE(state->rank(1), 3);
    s.agents[2].cloth = 4;
    s.agents[2].energy = 61;
    state = make(s);
    QCOMPARE(state->rank(2), 2);
    QCOMPARE(state->rank(1), 3);
  }

  void botErrorsSkipTheActionOrSwitchOff()
  {
    for (bool switchOff : {false, true}) {
      Sketch s = duo(3, 3, 50, 3);
      put(s.board, 3, 3, QStringLiteral("c4"));
      s.switchOffOnError = switchOff;
      auto state = make(s);
      const uint32_t rng = state->rng().state();
      const Move move = answer(*state, QStringLiteral("consume"));
      QCOMPARE(move.status, Move::Status::Invalid);
      QVERIFY(move.error.startsWith(QLatin1String("MALFORMED: ")));
      // Nothing happens, even on a resource cell (no "must consume" penalty).
      QVERIFY(state->cell(3, 3) == (Cell{Ground::Cloth, 4}));
      QCOMPARE(state->agent(0).cloth, 3);
      QCOMPARE(state->agent(0).energy, 50);
      QCOMPARE(state->rng().state(), rng);
      QVERIFY(state->agent(0).result == Outcome::ErrorMalformed);
      QCOMPARE(state->record(0).errors[size_t(ErrorKind::Malformed)], 1);
      QCOMPARE(state->agent(0).on, !switchOff);
      QCOMPARE(eventTypes(*state), switchOff ? (QStringList{QStringLiteral("bot_error"), QStringLiteral("switched_off")})
                                             : QStringList{QStringLiteral("bot_error")});
    }
  }

  void consecutiveTimeoutsDisconnectTheBot()
  {
    Sketch s = duo(3, 3);
    s.maxTurns = 20;
    s.timeoutsToDisconnect = 3;
    auto state = make(s);
    const auto turnOf = [&](int agent, Move::Status status) {
      untilAgent(*state, agent);
      answerStatus(*state, status);
    };
    turnOf(0, Move::Status::Timeout);
    turnOf(0, Move::Status::Timeout);
    QCOMPARE(state->record(0).consecutiveTimeouts, 2);
    untilAgent(*state, 0);
    answer(*state, QStringLiteral("MOVE NORTH"));  // a wrong answer in time resets the count
    QCOMPARE(state->record(0).consecutiveTimeouts, 0);
    turnOf(0, Move::Status::Timeout);
    turnOf(0, Move::Status::Timeout);
    QVERIFY(!state->isDisconnected(0));
    turnOf(0, Move::Status::Timeout);
    QVERIFY(state->isDisconnected(0));
    QCOMPARE(eventTypes(*state), (QStringList{QStringLiteral("bot_error"), QStringLiteral("disconnected")}));
    QCOMPARE(state->record(0).errors[size_t(ErrorKind::Timeout)], 5);
    QVERIFY(state->agent(0).result == Outcome::ErrorTimeout);
    // Later decisions are TIMEOUT whatever the runner passes; no END for it.
    untilAgent(*state, 0);
    answer(*state, QStringLiteral("MOVE N"));
    QCOMPARE(state->agent(0).row, 3);
    QCOMPARE(state->record(0).errors[size_t(ErrorKind::Timeout)], 6);
    while (!state->isTerminal())
      answer(*state, QStringLiteral("WAIT"));
    QCOMPARE(state->finalMessage(0), QString());
    QCOMPARE(state->finalMessage(1), QStringLiteral("END 1 0\n"));
  }

  void crashedBotIsDisconnectedAtOnce()
  {
    Sketch s = duo(3, 3);
    s.switchOffOnError = true;
    auto state = make(s);
    answerStatus(*state, Move::Status::Crashed);
    QVERIFY(state->isDisconnected(0));
    QVERIFY(state->agent(0).result == Outcome::ErrorTimeout);
    QVERIFY(!state->agent(0).on);  // with on_error = switch-off
    QCOMPARE(eventTypes(*state), (QStringList{QStringLiteral("bot_error"), QStringLiteral("switched_off"),
                                              QStringLiteral("disconnected")}));
  }
};

QTEST_APPLESS_MAIN(TestMoscaCecaRules)
#include "test_moscaceca_rules.moc"

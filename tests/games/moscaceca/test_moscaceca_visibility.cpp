// Partial information (docs/games/moscaceca.md §2.4, §5.3): an agent's view holds its own
// cell, its 8 neighbours, its player's flags and the distance to the nearest column, and
// nothing else. States that differ only elsewhere give identical observations, and the
// built-in bots, which read only observations, play identically on them.
#include "moscaceca/moscaceca_game.h"
#include "moscaceca/moscaceca_sketch.h"
#include "moscaceca/moscaceca_state.h"

#include "core/random.h"

#include <QJsonArray>
#include <QtTest>

using namespace Kibitz::Rules;
using namespace Kibitz::Rules::MoscaCeca;

namespace {

const MoscaCecaGame& game()
{
  static const MoscaCecaGame instance;
  return instance;
}

QStringList names(int players)
{
  return game().info().defaultPlayerNames.mid(0, players);
}

// A copy of `state` changed everywhere the deciding agent cannot see: cloth amounts and
// plain cells outside its 3 x 3 box (plain ones become other players' flags), the
// energy, cloth and outcome of every other agent, every player's counters, the
// generator. Columns stay (they set COLUMN_DISTANCE) and so do the player's own flags.
QJsonObject hideAndChange(const MoscaCecaState& state, uint64_t seed)
{
  Random random(seed);
  QJsonObject json = state.toJson();
  const int me = state.currentAgent();
  const int player = state.config().ownerOf(me);
  const Agent& a = state.agent(me);
  const int n = state.boardSize();
  const int players = state.numPlayers();
  QJsonArray board;
  for (int r = 0; r < n; ++r) {
    QStringList row;
    for (int c = 0; c < n; ++c) {
      const Cell& cell = state.cell(r, c);
      QString token = cell.ground == Ground::Plain    ? QStringLiteral(".")
                      : cell.ground == Ground::Column ? QStringLiteral("#")
                      : cell.ground == Ground::Cloth  ? QStringLiteral("c%1").arg(cell.value)
                                                      : QStringLiteral("f%1").arg(cell.value);
      const bool visible = chebyshev(r, c, a.row, a.col) <= 1;
      if (!visible && cell.ground == Ground::Cloth)
        token = QStringLiteral("c%1").arg(1 + int(random.below(1000)));
      else if (!visible && cell.ground == Ground::Plain && players > 1 && random.chance(1, 3)) {
        const int other = (player + 1 + int(random.below(uint64_t(players - 1)))) % players;
        token = QStringLiteral("f%1").arg(other);
      }
      row << token;
    }
    board.append(row.join(QLatin1Char(' ')));
  }
  json[QStringLiteral("board")] = board;
  QJsonObject agents = json[QStringLiteral("agents")].toObject();
  QJsonArray energy = agents[QStringLiteral("energy")].toArray();
  QJsonArray cloth = agents[QStringLiteral("cloth")].toArray();
  QJsonArray result = agents[QStringLiteral("result")].toArray();
  for (int i = 0; i < state.agentCount(); ++i) {
    if (i == me)
      continue;
    if (state.agent(i).on)
      energy[i] = 1 + int(random.below(100));
    cloth[i] = int(random.below(500));
    result[i] = QStringLiteral("MISS");
  }
  agents[QStringLiteral("energy")] = energy;
  agents[QStringLiteral("cloth")] = cloth;
  agents[QStringLiteral("result")] = result;
  json[QStringLiteral("agents")] = agents;
  QJsonObject records = json[QStringLiteral("players")].toObject();
  for (const char* key : {"malformed", "illegal", "timeout", "attacks", "clothLost"}) {
    QJsonArray values;
    for (int p = 0; p < players; ++p)
      values.append(int(random.below(50)) + 50);
    records[QLatin1String(key)] = values;
  }
  json[QStringLiteral("players")] = records;
  json[QStringLiteral("rng")] = qint64(random.below(uint64_t(1) << 31));
  return json;
}

// Three seats mid-game on an 8x8 board (columns, flags of seats 0 and 1, a wall), their
// agents with a hit, a plain move and a miss: the state both tests vary out of view.
Sketch threeSeatsMidGame()
{
  Sketch a;
  a.players = 3;
  a.board = {
      QStringLiteral(". . . . . . . ."), QStringLiteral(". c3 . . . . . ."), QStringLiteral(". . f0 . . . . ."),
      QStringLiteral(". . . . f1 . . ."), QStringLiteral(". . . . . . . ."), QStringLiteral(". . . . . . c9 ."),
      QStringLiteral("f0 . . . . . . ."), QStringLiteral(". . . . . . . #"),
  };
  a.agents = {Agent{2, 3, 70, 5, true, Outcome::Hit}, Agent{0, 7, 40, 2, true, Outcome::Ok},
              Agent{3, 4, 90, 12, true, Outcome::Miss}};
  a.rng = 5;
  return a;
}

}  // namespace

class TestMoscaCecaVisibility : public QObject {
  Q_OBJECT
private slots:
  void handMadeStatesDifferingOutOfViewLookTheSame()
  {
    Sketch a = threeSeatsMidGame();
    Sketch b = a;
    b.board[1] = QStringLiteral(". c7 . . . . . .");    // another amount, out of view
    b.board[5] = QStringLiteral("f2 . . . . . c1 f1");  // other players' flags, out of view
    b.agents[1] = Agent{0, 6, 3, 300, true, Outcome::ErrorTimeout};  // elsewhere, other energy and cloth
    b.agents[2].energy = 1;   // in view: only its player id shows
    b.agents[2].cloth = 999;
    b.rng = 123456;           // attack outcomes and ejections are secret
    b.order = {0, 2, 1};      // who comes later this turn is secret too
    QString error;
    auto sa = stateFromSketch(game(), a, &error);
    QVERIFY2(sa, qPrintable(error));
    auto sb = stateFromSketch(game(), b, &error);
    QVERIFY2(sb, qPrintable(error));
    QCOMPARE(sa->observation(0), sb->observation(0));
    QCOMPARE(sa->observation(0),
             QStringLiteral("TURN 1 0\nRESULT HIT\nPOS 2 3\nENERGY 70\nCLOTH 5\nCOLUMN_DISTANCE 5\nHERE FREE 0\n"
                            "NEAR N FREE 0 -1\nNEAR NE FREE 0 -1\nNEAR E FREE 0 -1\nNEAR SE FLAG 1 2\n"
                            "NEAR S FREE 0 -1\nNEAR SW FREE 0 -1\nNEAR W FLAG 0 -1\nNEAR NW FREE 0 -1\n"
                            "FLAGS 2\n2 2\n6 0\nGO\n"));
    // Other players receive nothing while agent 0 decides.
    QCOMPARE(sa->observation(1), QString());
    QCOMPARE(sa->observation(2), QString());

    // Anything the agent does know changes its view.
    Sketch c = a;
    c.board[6] = QStringLiteral(". . . . . . . .");  // one of its own flags, far away
    auto sc = stateFromSketch(game(), c, &error);
    QVERIFY(sc->observation(0) != sa->observation(0));
    Sketch d = a;
    d.board[0] = QStringLiteral(". . . . . . . #");  // a nearer column
    auto sd = stateFromSketch(game(), d, &error);
    QVERIFY(sd->observation(0) != sa->observation(0));
    Sketch e = a;
    e.board[3] = QStringLiteral(". . . . f2 . . .");  // a neighbour's flag owner
    auto se = stateFromSketch(game(), e, &error);
    QVERIFY(se->observation(0) != sa->observation(0));
  }

  // What a viewer shows of one seat's side (State::seatView, the window while a person plays
  // it): the header and its agents' views as its bot reads them, identical for states that
  // differ only out of view, and none of the state's secrets; it learns of its own agents'
  // events only (Game::seatSees).
  void aSeatsViewHoldsWhatItsBotIsTold()
  {
    Sketch a = threeSeatsMidGame();
    Sketch b = a;
    b.board[1] = QStringLiteral(". c7 . . . . . .");
    b.agents[1] = Agent{0, 6, 3, 300, true, Outcome::ErrorTimeout};
    b.agents[2].energy = 1;
    b.rng = 123456;
    QString error;
    auto sa = stateFromSketch(game(), a, &error);
    QVERIFY2(sa, qPrintable(error));
    auto sb = stateFromSketch(game(), b, &error);
    QVERIFY2(sb, qPrintable(error));
    QVERIFY(game().info().hiddenInformation);
    const QJsonObject view = sa->seatView(0);
    QCOMPARE(view, sb->seatView(0));
    QVERIFY(sa->seatView(1) != sb->seatView(1));  // agent 1's own energy changed
    for (const char* secret : {"rng", "board", "order", "players", "config"})
      QVERIFY2(!view.contains(QLatin1String(secret)), secret);
    QCOMPARE(view.value(QStringLiteral("seat")).toInt(), 0);
    const QJsonArray agents = view.value(QStringLiteral("agents")).toArray();
    QCOMPARE(agents.size(), 1);
    const QJsonObject mine = agents[0].toObject();
    QCOMPARE(mine.value(QStringLiteral("agent")).toInt(), 0);
    QCOMPARE(mine.value(QStringLiteral("energy")).toInt(), 70);
    QCOMPARE(mine.value(QStringLiteral("result")).toString(), QStringLiteral("HIT"));
    QCOMPARE(mine.value(QStringLiteral("near")).toObject().value(QStringLiteral("SE")).toObject().value(QStringLiteral("agentOf")).toInt(), 2);
    QCOMPARE(view.value(QStringLiteral("flags")).toArray(), (QJsonArray{QJsonArray{2, 2}, QJsonArray{6, 0}}));
    QCOMPARE(view.value(QStringLiteral("header")).toObject().value(QStringLiteral("board")).toInt(), 8);
    // Events: its own agents' and the match's end, nobody else's.
    QVERIFY(game().seatSees(0, Event(QStringLiteral("attack"), 0, QStringLiteral("agent 0 attacks"))));
    QVERIFY(!game().seatSees(0, Event(QStringLiteral("attack"), 1, QStringLiteral("agent 1 attacks agent 0"))));
    QVERIFY(!game().seatSees(0, Event(QStringLiteral("lead_change"), -1, QStringLiteral("new leaders"))));
    QVERIFY(game().seatSees(0, Event(QStringLiteral("match_end"), -1, QStringLiteral("match over"))));
  }

  void nothingOutsideTheViewLeaksDuringMatches()
  {
    for (uint64_t seed : {3u, 8u, 21u}) {
      MatchSetup setup;
      setup.parameters = Parameters::defaults(game().info().parameters);
      setup.seed = seed;
      setup.playerNames = names(4);
      QString error;
      std::unique_ptr<State> generic = game().newInitialState(setup, &error);
      auto& state = static_cast<MoscaCecaState&>(*generic);
      std::vector<std::unique_ptr<Bot>> bots;
      std::vector<std::unique_ptr<Bot>> twins;  // the same scouts, shown only the changed states
      for (int p = 0; p < 4; ++p) {
        bots.push_back(game().newBuiltinBot(QStringLiteral("scout"), p, Random::deriveSeed(seed, uint64_t(p))));
        twins.push_back(game().newBuiltinBot(QStringLiteral("scout"), p, Random::deriveSeed(seed, uint64_t(p))));
      }
      int compared = 0;
      while (!state.isTerminal()) {
        const int p = state.config().ownerOf(state.currentAgent());
        const std::unique_ptr<MoscaCecaState> changed =
            MoscaCecaState::fromJson(game(), setup.playerNames, hideAndChange(state, seed * 1000 + uint64_t(compared)), &error);
        QVERIFY2(changed, qPrintable(error));
        QVERIFY(changed->toJson() != state.toJson());
        QCOMPARE(changed->observation(p), state.observation(p));
        QCOMPARE(changed->timeLimitMs(p), state.timeLimitMs(p));
        std::vector<Move> moves(4);
        moves[size_t(p)] = bots[size_t(p)]->act(state, p);
        const Move twin = twins[size_t(p)]->act(*changed, p);
        QCOMPARE(twin.words, moves[size_t(p)].words);
        state.applyMoves(moves);
        ++compared;
      }
      QVERIFY(compared >= 4 * 150);
    }
  }
};

QTEST_APPLESS_MAIN(TestMoscaCecaVisibility)
#include "test_moscaceca_visibility.moc"

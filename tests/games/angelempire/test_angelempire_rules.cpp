// Angel Empire v2.0: the rules of docs/games/angelempire.md §4-§5 and the byte-exact
// protocol example of §7.6.
#include "angelempire/angelempire_board.h"
#include "angelempire/angelempire_cpu.h"
#include "angelempire/angelempire_game.h"
#include "angelempire/angelempire_random.h"
#include "angelempire/angelempire_state.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryFile>
#include <QtTest>

using namespace Kibitz::Rules;
using namespace Kibitz::Rules::AngelEmpire;

namespace {

MatchSetup makeSetup(const AngelEmpireGame& game, uint64_t seed, const QMap<QString, QString>& raw = {})
{
  MatchSetup setup;
  QString error;
  setup.parameters = *Parameters::resolve(game.info().parameters, raw, &error);
  setup.seed = seed;
  setup.playerNames = {QStringLiteral("Player")};
  return setup;
}

std::unique_ptr<AngelEmpireState> newState(const AngelEmpireGame& game, const MatchSetup& setup)
{
  QString error;
  std::unique_ptr<State> s = game.newInitialState(setup, &error);
  if (!s)
    qFatal("newInitialState: %s", qPrintable(error));
  return std::unique_ptr<AngelEmpireState>(static_cast<AngelEmpireState*>(s.release()));
}

// Sends one answer line through the text protocol, as an external bot would.
Move answer(AngelEmpireState& state, const QString& line)
{
  const Move move = state.parseReply(0, {line});
  state.applyMoves(std::span<const Move>(&move, 1));
  return move;
}

QString errorCodeOf(const Move& move)
{
  return move.error.section(QLatin1Char(':'), 0, 0);
}

struct Unit {
  int x, y, type, side, live, id;
  bool moved = false;
};

// A Command-stage state of battle 1 whose map holds exactly `units`.
std::unique_ptr<AngelEmpireState> withUnits(const AngelEmpireGame& game, const MatchSetup& setup,
                                            const QList<Unit>& units, int turn = 1)
{
  std::unique_ptr<AngelEmpireState> s = newState(game, setup);
  answer(*s, QStringLiteral("ARMY 2 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1"));
  QJsonObject json = s->toJson();
  QJsonArray board;
  for (int i = 0; i < kCells; ++i)
    board.append(QJsonArray{kSpace, 0, 0, 0, 0});
  for (const Unit& u : units)
    board[u.x * kMapY + u.y] = QJsonArray{u.type, u.side, u.live, u.moved ? 1 : 0, u.id};
  json[QStringLiteral("board")] = board;
  json[QStringLiteral("turn")] = turn;
  QString error;
  std::unique_ptr<State> restored = game.stateFromJson(setup, json, &error);
  if (!restored)
    qFatal("stateFromJson: %s", qPrintable(error));
  return std::unique_ptr<AngelEmpireState>(static_cast<AngelEmpireState*>(restored.release()));
}

// Block 1 of §7.6, line by line as the spec lists it (70 CELL lines between TURN and GO).
QStringList exampleBlock1()
{
  QStringList block{QStringLiteral("TURN 1 1 0 200")};
  const QMap<QString, QString> special{
      {QStringLiteral("1 3"), QStringLiteral("CELL 1 3 9 1 240 0 1")},
      {QStringLiteral("2 2"), QStringLiteral("CELL 2 2 2 1 500 0 2")},
      {QStringLiteral("2 4"), QStringLiteral("CELL 2 4 2 1 500 0 3")},
      {QStringLiteral("7 3"), QStringLiteral("CELL 7 3 5 2 500 0 7")},
      {QStringLiteral("8 6"), QStringLiteral("CELL 8 6 2 2 500 0 6")},
      {QStringLiteral("9 2"), QStringLiteral("CELL 9 2 9 2 240 0 4")},
      {QStringLiteral("9 4"), QStringLiteral("CELL 9 4 4 2 500 0 5")},
  };
  for (int x = 0; x < 10; ++x)
    for (int y = 0; y < 7; ++y) {
      const QString key = QStringLiteral("%1 %2").arg(x).arg(y);
      block << special.value(key, QStringLiteral("CELL %1 0 0 0 0").arg(key + QStringLiteral(" 1")));
    }
  block << QStringLiteral("GO");
  return block;
}

// Applies a diff table of §7.6: {line number (1-based), before, after}.
struct Change {
  int line;
  const char* before;
  const char* after;
};
QStringList applyChanges(QStringList block, std::initializer_list<Change> changes)
{
  for (const Change& c : changes) {
    if (block[c.line - 1] != QLatin1String(c.before))
      qFatal("diff table: line %d is '%s', expected '%s'", c.line, qPrintable(block[c.line - 1]), c.before);
    block[c.line - 1] = QLatin1String(c.after);
  }
  return block;
}

QString joined(const QStringList& block)
{
  return block.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

}  // namespace

class TestAngelEmpireRules : public QObject {
  Q_OBJECT
private slots:
  // §4.2: the element table, attacker rows, defender columns (wind, fire, water, earth).
  void elementCycle()
  {
    const int expected[4][4] = {{100, 50, 100, 200}, {200, 100, 50, 100}, {100, 200, 100, 50}, {50, 100, 200, 100}};
    for (int a = 0; a < 4; ++a)
      for (int d = 0; d < 4; ++d) {
        QCOMPARE(adjustmentPercent(2 + a, 2 + d), expected[a][d]);
        QCOMPARE(adjustmentPercent(6 + a, 2 + d), expected[a][d]);
      }
    QVERIFY(counters(3, 2));  // 土剋水
    QVERIFY(counters(2, 1));  // 水剋火
    QVERIFY(counters(1, 0));  // 火剋風
    QVERIFY(counters(0, 3));  // 風剋土
  }

  // §4.3: damage of every attacker/defender pair (8 x 8 types).
  void damageTable()
  {
    // Columns x2, x1, x0.5 of §4.3 by (attacker class, defender class).
    const auto row = [](int attacker, int defender) -> std::array<int, 3> {
      if (isWarrior(attacker))
        return isWarrior(defender) ? std::array<int, 3>{240, 120, 60} : std::array<int, 3>{340, 170, 85};
      return {400, 200, 100};
    };
    const int percent[4][4] = {{100, 50, 100, 200}, {200, 100, 50, 100}, {100, 200, 100, 50}, {50, 100, 200, 100}};
    for (int a = 2; a <= 9; ++a)
      for (int d = 2; d <= 9; ++d) {
        const std::array<int, 3> r = row(a, d);
        const int p = percent[elementOf(a)][elementOf(d)];
        const int expected = p == 200 ? r[0] : p == 100 ? r[1] : r[2];
        QVERIFY2(attackDamage(a, d) == expected,
                 qPrintable(QStringLiteral("%1 -> %2: %3, expected %4").arg(typeName(a), typeName(d)).arg(attackDamage(a, d)).arg(expected)));
      }
    // Hits to kill of §4.3 at x2 / x1 / x0.5.
    QCOMPARE((500 + 239) / 240, 3);
    QCOMPARE(attackDamage(5, 4), 240);  // earth warrior on water warrior
    QCOMPARE(attackDamage(9, 2), 100);  // earth magician on wind warrior (the §7.6 spell)
    QCOMPARE(attackDamage(2, 9), 340);  // wind warrior on earth magician
  }

  void unitTable()
  {
    for (int t = 2; t <= 9; ++t) {
      const UnitStats& u = unitStats(t);
      QCOMPARE(u.element, (t - 2) % 4);
      if (isWarrior(t)) {
        QCOMPARE(u.live, 500); QCOMPARE(u.attack, 170); QCOMPARE(u.defence, 50); QCOMPARE(u.moveRange, 3);
        QCOMPARE(u.attackRange, 1); QVERIFY(u.fightBack); QVERIFY(!u.spell); QCOMPARE(u.price, 200);
      } else {
        QCOMPARE(u.live, 240); QCOMPARE(u.attack, 200); QCOMPARE(u.defence, 0); QCOMPARE(u.moveRange, 1);
        QCOMPARE(u.attackRange, 3); QVERIFY(!u.fightBack); QVERIFY(u.spell); QCOMPARE(u.price, 400);
      }
    }
  }

  // §5.4: a surviving warrior strikes back once after a melee hit, not after a spell.
  void strikeBack()
  {
    Board b;
    b.at({2, 3}) = Cell{5, kSidePlayer, 500, false, 1};  // earth warrior
    b.at({4, 3}) = Cell{2, kSideCpu, 500, true, 2};      // wind warrior (already acted)
    AttackOutcome o = b.moveAndAttack({2, 3}, {3, 3}, {4, 3});
    QCOMPARE(o.damage, 60);  // wind counters earth: (170 - 50) / 2
    QCOMPARE(o.defenderLive, 440);
    QVERIFY(o.countered);
    QCOMPARE(o.counterDamage, 240);  // (170 - 50) x 2
    QCOMPARE(o.attackerLive, 260);
    QCOMPARE(b.at({3, 3}).live, 260);
    QVERIFY(b.at({3, 3}).moved);

    // A counter that kills the attacker removes it; a counter never triggers another.
    b.at({3, 3}).live = 100;
    b.at({3, 3}).moved = false;
    o = b.moveAndAttack({3, 3}, {3, 3}, {4, 3});
    QVERIFY(o.attackerKilled);
    QCOMPARE(b.at({3, 3}).type, kSpace);
    QCOMPARE(b.at({4, 3}).live, 380);

    // Spells are never countered.
    Board s;
    s.at({1, 1}) = Cell{6, kSidePlayer, 240, false, 1};
    s.at({4, 1}) = Cell{3, kSideCpu, 500, false, 2};
    o = s.moveAndAttack({1, 1}, {1, 1}, {4, 1});
    QCOMPARE(o.damage, 100);  // fire counters wind
    QVERIFY(!o.countered);
    QCOMPARE(s.at({1, 1}).live, 240);

    // A magician does not strike back at a warrior; a killed warrior does not either.
    Board m;
    m.at({1, 1}) = Cell{2, kSidePlayer, 500, false, 1};
    m.at({2, 1}) = Cell{7, kSideCpu, 240, false, 2};
    m.at({1, 2}) = Cell{4, kSideCpu, 100, false, 3};
    o = m.moveAndAttack({1, 1}, {1, 1}, {2, 1});
    QCOMPARE(o.damage, 85);
    QVERIFY(!o.countered);
    m.at({1, 1}).moved = false;
    o = m.moveAndAttack({1, 1}, {1, 1}, {1, 2});
    QVERIFY(o.defenderKilled);
    QVERIFY(!o.countered);
    QCOMPARE(m.at({1, 1}).live, 500);
    QCOMPARE(m.at({1, 2}).type, kSpace);
  }

  // A counter also happens in the CPU phase and a counter-kill of a CPU unit is credited.
  void counterKillInCpuPhaseIsCredited()
  {
    AngelEmpireGame game;
    const MatchSetup setup = makeSetup(game, 1);
    auto s = withUnits(game, setup,
                       {{0, 0, 2, kSidePlayer, 500, 1}, {0, 6, 5, kSidePlayer, 500, 2},
                        {2, 6, 2, kSideCpu, 50, 3}, {9, 0, 3, kSideCpu, 500, 4}});
    answer(*s, QStringLiteral("END_TURN"));
    // Unit 3 (wind warrior, 50 HP) attacks the earth warrior at (0, 6): 240 damage, the
    // counter (60) kills it. The AI attacks although its value 240 - 60 ignores its own HP.
    QCOMPARE(s->board().at({0, 6}).live, 260);
    QCOMPARE(s->killCredit(), 100);
    bool kill = false;
    for (const Event& e : s->lastEvents())
      kill = kill || (e.type == QLatin1String("kill") && e.text.contains(QLatin1String("credit 100")));
    QVERIFY(kill);
  }

  // §5.3 check 3: every step lands on SPACE; units of either side and walls block.
  void movementThroughOccupiedCellsRefused()
  {
    Board b;
    b.at({2, 3}) = Cell{2, kSidePlayer, 500, false, 1};
    b.at({3, 3}) = Cell{3, kSidePlayer, 500, false, 2};  // a friend east
    b.at({2, 2}) = Cell{4, kSideCpu, 500, false, 3};     // an enemy north
    b.at({2, 4}).type = kWall;                           // a wall south
    QCOMPARE(b.stepsTo({2, 3}, {2, 3}), 0);
    QCOMPARE(b.stepsTo({2, 3}, {1, 3}), 1);
    QCOMPARE(b.stepsTo({2, 3}, {4, 3}), -1);  // 4 steps around the friend
    QCOMPARE(b.stepsTo({2, 3}, {2, 1}), -1);  // would pass through the enemy
    QCOMPARE(b.stepsTo({2, 3}, {1, 1}), 3);   // around it
    QCOMPARE(b.stepsTo({2, 3}, {1, 5}), 3);   // west of the wall
    QCOMPARE(b.stepsTo({2, 3}, {2, 5}), -1);  // behind the wall: 4 steps
    QString why;
    QCOMPARE(b.checkMove({2, 3}, {3, 3}, kSidePlayer, &why), ErrorCode::IllegalDest);  // occupied
    QCOMPARE(b.checkMove({2, 3}, {4, 3}, kSidePlayer, &why), ErrorCode::IllegalDest);
    QVERIFY(why.contains(QLatin1String("not reachable")));
    QCOMPARE(b.checkMove({2, 3}, {-1, 3}, kSidePlayer, &why), ErrorCode::IllegalDest);
    QCOMPARE(b.checkMove({2, 3}, {0, 3}, kSidePlayer, &why), ErrorCode::Success);

    // Through the protocol: refused with ERR_ILLEGAL_DEST and the battle scores 0.
    AngelEmpireGame game;
    const MatchSetup setup = makeSetup(game, 1);
    auto s = withUnits(game, setup,
                       {{2, 3, 2, kSidePlayer, 500, 1}, {3, 3, 3, kSidePlayer, 500, 2}, {9, 0, 4, kSideCpu, 500, 3}});
    const Move m = answer(*s, QStringLiteral("MOVE 2 3 4 3"));
    QCOMPARE(errorCodeOf(m), QStringLiteral("ERR_ILLEGAL_DEST"));
    QCOMPARE(s->results().back().score, 0);
    QVERIFY(s->observation(0).startsWith(QLatin1String("ERROR ERR_ILLEGAL_DEST\nBATTLE_END 1 0\nBUILD 2 ")));
  }

  void magicianRangeIgnoresObstacles()
  {
    Board b;
    b.at({1, 3}) = Cell{9, kSidePlayer, 240, false, 1};
    b.at({2, 3}) = Cell{2, kSidePlayer, 500, false, 2};
    b.at({3, 3}).type = kWall;
    b.at({4, 3}) = Cell{4, kSideCpu, 500, false, 3};
    b.at({5, 3}) = Cell{4, kSideCpu, 500, false, 4};
    QCOMPARE(b.checkMoveAndAttack({1, 3}, {1, 3}, {4, 3}, kSidePlayer), ErrorCode::Success);
    QCOMPARE(b.checkMoveAndAttack({1, 3}, {1, 3}, {5, 3}, kSidePlayer), ErrorCode::IllegalTarget);
    QCOMPARE(b.checkMoveAndAttack({1, 3}, {1, 2}, {4, 3}, kSidePlayer), ErrorCode::IllegalTarget);  // distance 4
    std::vector<Point> targets;
    QCOMPARE(b.getSpellAttack({1, 3}, kSidePlayer, &targets), ErrorCode::Success);
    QCOMPARE(int(targets.size()), 1);  // from (1,2)/(1,4)/(0,3) nothing else is within 3
    QCOMPARE(b.getSpellAttack({2, 3}, kSidePlayer, &targets), ErrorCode::CannotCast);
  }

  // Every error code, with its check order (§5.2 step 3, §5.3, §7.1).
  void errorCodes_data()
  {
    QTest::addColumn<bool>("army");
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("code");
    const QString ok = QStringLiteral("ARMY 1 1 1 1 1 1 1 1 1 1 9 1 1 1 1 1 2 1 2 1 1");
    QTest::newRow("empty line") << true << QString() << "ERR_INPUT";
    QTest::newRow("unknown keyword") << true << "BUY 1" << "ERR_INPUT";
    QTest::newRow("lower case") << false << "move 2 2 5 2" << "ERR_INPUT";
    QTest::newRow("too few integers") << true << "ARMY 1 1 1" << "ERR_INPUT";
    QTest::newRow("not an integer") << false << "MOVE 2 2 5 x" << "ERR_INPUT";
    QTest::newRow("ten digits") << false << "MOVE 2 2 5 0000000002" << "ERR_INPUT";
    QTest::newRow("too long") << false << QStringLiteral("END_TURN") + QString(1020, QLatin1Char(' ')) << "ERR_INPUT";
    QTest::newRow("command for BUILD") << true << "END_TURN" << "ERR_INPUT";
    QTest::newRow("ARMY for TURN") << false << ok << "ERR_INPUT";
    QTest::newRow("wall in army") << true << "ARMY 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1" << "ERR_INVALID_TYPE";
    QTest::newRow("type 10") << true << "ARMY 10 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1" << "ERR_INVALID_TYPE";
    QTest::newRow("type before cost") << true << "ARMY 9 9 9 9 -1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1" << "ERR_INVALID_TYPE";
    QTest::newRow("over budget") << true << "ARMY 9 9 5 5 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1" << "ERR_EXCEED_COST";
    QTest::newRow("empty source") << false << "MOVE 0 0 1 0" << "ERR_NOT_PLAYER";
    QTest::newRow("CPU unit") << false << "MOVE 9 2 8 2" << "ERR_NOT_PLAYER";
    QTest::newRow("off map") << false << "MOVE -1 0 0 0" << "ERR_NOT_PLAYER";
    QTest::newRow("four steps") << false << "MOVE 2 2 6 2" << "ERR_ILLEGAL_DEST";
    QTest::newRow("onto a friend") << false << "MOVE 2 2 2 4" << "ERR_ILLEGAL_DEST";
    QTest::newRow("dest off map") << false << "MOVE_ATTACK 2 2 2 -1 9 2" << "ERR_ILLEGAL_DEST";
    QTest::newRow("friendly target") << false << "MOVE_ATTACK 1 3 1 3 2 2" << "ERR_ILLEGAL_TARGET";
    QTest::newRow("empty target") << false << "MOVE_ATTACK 1 3 1 3 3 3" << "ERR_ILLEGAL_TARGET";
    QTest::newRow("out of range") << false << "MOVE_ATTACK 2 2 5 2 9 2" << "ERR_ILLEGAL_TARGET";
    QTest::newRow("warrior at distance 2") << false << "MOVE_ATTACK 2 4 5 4 7 4" << "ERR_ILLEGAL_TARGET";
  }
  void errorCodes()
  {
    QFETCH(bool, army);
    QFETCH(QString, line);
    QFETCH(QString, code);
    AngelEmpireGame game;
    auto s = newState(game, makeSetup(game, 1));
    if (!army)
      answer(*s, QStringLiteral("ARMY 1 1 1 1 1 1 1 1 1 1 9 1 1 1 1 1 2 1 2 1 1"));
    const Move m = s->parseReply(0, {line});
    QCOMPARE(m.status, Move::Status::Invalid);
    QCOMPARE(errorCodeOf(m), code);
    s->applyMoves(std::span<const Move>(&m, 1));
    QVERIFY2(s->observation(0).startsWith(QStringLiteral("ERROR %1\nBATTLE_END 1 0\nBUILD 2 ").arg(code)),
             qPrintable(s->observation(0).left(60)));
    // Leftover: all the money after an invalid army, the purchase's rest otherwise.
    QCOMPARE(s->money(), army ? 2000 : 1200);
    // The same command from a built-in bot (a Move that skips the text) is refused alike.
    if (m.error.contains(QLatin1String("ERR_INPUT")))
      return;
    auto t = newState(game, makeSetup(game, 1));
    if (!army)
      answer(*t, QStringLiteral("ARMY 1 1 1 1 1 1 1 1 1 1 9 1 1 1 1 1 2 1 2 1 1"));
    QString error;
    const Move direct = commandToMove(*parseCommandLine(line, &error));
    t->applyMoves(std::span<const Move>(&direct, 1));
    QVERIFY(t->observation(0).startsWith(QStringLiteral("ERROR %1\n").arg(code)));
  }

  void alreadyMoved()
  {
    AngelEmpireGame game;
    auto s = newState(game, makeSetup(game, 1));
    answer(*s, QStringLiteral("ARMY 1 1 1 1 1 1 1 1 1 1 9 1 1 1 1 1 2 1 2 1 1"));
    answer(*s, QStringLiteral("MOVE 2 2 3 2"));
    const Move m = s->parseReply(0, {QStringLiteral("MOVE 3 2 4 2")});
    QCOMPARE(errorCodeOf(m), QStringLiteral("ERR_ALREADY_MOVE"));
    std::vector<Point> out;
    QCOMPARE(s->board().getMove({3, 2}, kSidePlayer, &out), ErrorCode::AlreadyMove);
    QCOMPARE(s->board().getMove({1, 3}, 3, &out), ErrorCode::Input);
    QCOMPARE(s->board().getMove({1, 3}, kSidePlayer, &out), ErrorCode::Success);
    QCOMPARE(int(out.size()), 5);
  }

  // §7.1 lenient reading of the bot's lines; canonical writing round-trips.
  void lineSyntax()
  {
    QString error;
    std::optional<Command> c = parseCommandLine(QStringLiteral(" \tMOVE_ATTACK  1\t3 1 3   -0 007 \r"), &error);
    QVERIFY2(c, qPrintable(error));
    QCOMPARE(c->kind, CommandKind::MoveAttack);
    QCOMPARE(c->target, (Point{0, 7}));
    QCOMPARE(formatCommand(*c), QStringLiteral("MOVE_ATTACK 1 3 1 3 0 7"));
    QVERIFY(!parseCommandLine(QStringLiteral("END_TURN 1"), &error));
    QVERIFY(error.startsWith(QLatin1String("ERR_INPUT: END_TURN takes 0 integers")));
    QVERIFY(!parseCommandLine(QStringLiteral("MOVE 1 2 3 +4"), &error));
    QVERIFY(!parseCommandLine(QStringLiteral("MOVE 1 2 3 4\v"), &error));
    QVERIFY(parseCommandLine(QStringLiteral("MOVE -999999999 2 3 4"), &error));
  }

  // §7.6, byte for byte: the header, the army, three blocks of turn 1, turn 2's first block.
  void workedExample()
  {
    AngelEmpireGame game;
    auto s = newState(game, makeSetup(game, 1));
    const QString header = QStringLiteral(
        "ANGELEMPIRE 2.0\nMAP 10 7\nBATTLES 10\nTURNS 50\nTIMELIMIT 30000\n"
        "UNIT 2 500 170 50 1 3 0 1 0 200\nUNIT 3 500 170 50 1 3 1 1 0 200\n"
        "UNIT 4 500 170 50 1 3 2 1 0 200\nUNIT 5 500 170 50 1 3 3 1 0 200\n"
        "UNIT 6 240 200 0 3 1 0 0 1 400\nUNIT 7 240 200 0 3 1 1 0 1 400\n"
        "UNIT 8 240 200 0 3 1 2 0 1 400\nUNIT 9 240 200 0 3 1 3 0 1 400\n");
    QCOMPARE(header.toUtf8().size(), 313);
    QCOMPARE(s->observation(0), header + QStringLiteral("BUILD 1 1000\n"));

    const QString army = QStringLiteral("ARMY 1 1 1 1 1 1 1 1 1 1 9 1 1 1 1 1 2 1 2 1 1");
    QCOMPARE(army.size() + 1, 47);
    answer(*s, army);
    QCOMPARE(s->leftover(), 200);
    const QStringList block1 = exampleBlock1();
    QCOMPARE(joined(block1).size(), 1362);
    QCOMPARE(s->observation(0), joined(block1));

    answer(*s, QStringLiteral("MOVE 2 2 5 2"));
    const QStringList block2 = applyChanges(block1, {{18, "CELL 2 2 2 1 500 0 2", "CELL 2 2 1 0 0 0 0"},
                                                     {39, "CELL 5 2 1 0 0 0 0", "CELL 5 2 2 1 500 1 2"}});
    QCOMPARE(s->observation(0), joined(block2));
    QCOMPARE(joined(block2).size(), 1362);

    answer(*s, QStringLiteral("MOVE 2 4 4 4"));
    const QStringList block3 = applyChanges(block2, {{20, "CELL 2 4 2 1 500 0 3", "CELL 2 4 1 0 0 0 0"},
                                                     {34, "CELL 4 4 1 0 0 0 0", "CELL 4 4 2 1 500 1 3"}});
    QCOMPARE(s->observation(0), joined(block3));

    // The error variant of block 1 (end of §7.6).
    {
      auto e = newState(game, makeSetup(game, 1));
      answer(*e, army);
      const Move m = answer(*e, QStringLiteral("MOVE 2 2 6 2"));
      QCOMPARE(errorCodeOf(m), QStringLiteral("ERR_ILLEGAL_DEST"));
      QCOMPARE(e->observation(0), QStringLiteral("ERROR ERR_ILLEGAL_DEST\nBATTLE_END 1 0\nBUILD 2 1200\n"));
    }

    answer(*s, QStringLiteral("END_TURN"));
    const QStringList turn2 = applyChanges(block3, {
                                                       {1, "TURN 1 1 0 200", "TURN 1 2 0 200"},
                                                       {34, "CELL 4 4 2 1 500 1 3", "CELL 4 4 2 1 500 0 3"},
                                                       {39, "CELL 5 2 2 1 500 1 2", "CELL 5 2 2 1 340 0 2"},
                                                       {40, "CELL 5 3 1 0 0 0 0", "CELL 5 3 5 2 260 0 7"},
                                                       {43, "CELL 5 6 1 0 0 0 0", "CELL 5 6 2 2 500 0 6"},
                                                       {48, "CELL 6 4 1 0 0 0 0", "CELL 6 4 4 2 500 0 5"},
                                                       {54, "CELL 7 3 5 2 500 0 7", "CELL 7 3 1 0 0 0 0"},
                                                       {60, "CELL 8 2 1 0 0 0 0", "CELL 8 2 9 2 240 0 4"},
                                                       {64, "CELL 8 6 2 2 500 0 6", "CELL 8 6 1 0 0 0 0"},
                                                       {67, "CELL 9 2 9 2 240 0 4", "CELL 9 2 1 0 0 0 0"},
                                                       {69, "CELL 9 4 4 2 500 0 5", "CELL 9 4 1 0 0 0 0"},
                                                   });
    QCOMPARE(s->observation(0), joined(turn2));
    // The CPU phase's events: the spell (x0.5, 100), the melee (x0.5, 60) and its counter (x2, 240).
    QStringList texts;
    for (const Event& e : s->lastEvents())
      texts << e.type + QLatin1Char(' ') + e.text;
    QCOMPARE(texts.size(), 4);  // endTurn, spell, attack, counter
    QVERIFY(texts[0].startsWith(QLatin1String("endTurn")));
    QVERIFY(texts[1].startsWith(QLatin1String("spell")) && texts[1].contains(QLatin1String("x0.5 damage 100 -> HP 400")));
    QVERIFY(texts[2].startsWith(QLatin1String("attack")) && texts[2].contains(QLatin1String("x0.5 damage 60 -> HP 340")));
    QVERIFY(texts[3].startsWith(QLatin1String("counter")) && texts[3].contains(QLatin1String("x2 damage 240 -> HP 260")));
  }

  // §5.6 with seed 1: the CPU army of battle 1.
  void cpuArmyOfWorkedExample()
  {
    EngineRandom r(1);
    const CpuArmy army = generateCpuArmy(r, 1000);
    QCOMPARE(army.unspent, 0);
    QCOMPARE(int(army.units.size()), 4);
    // Ascending CPU slot: 2 (9,2), 4 (9,4), 13 (8,6), 17 (7,3).
    const std::vector<Placement> expected{{{9, 2}, 9}, {{9, 4}, 4}, {{8, 6}, 2}, {{7, 3}, 5}};
    QVERIFY(army.units == expected);
  }

  // §5.7: kills first, the more expensive victim first.
  void cpuPrefersTheExpensiveKill()
  {
    Board b;
    b.at({4, 2}) = Cell{6, kSidePlayer, 100, false, 1};  // a wounded magician (400)
    b.at({4, 4}) = Cell{2, kSidePlayer, 50, false, 2};   // a dying warrior (200)
    b.at({7, 3}) = Cell{3, kSideCpu, 500, false, 3};
    CpuAction a = chooseCpuAction(b, {7, 3});
    QVERIFY(a.attack);
    QCOMPARE(a.target, (Point{4, 2}));
    QCOMPARE(a.dest, (Point{4, 3}));  // 3 steps like (5, 2), and smaller; (4, 1) needs 5
    // Nothing in reach: the nearest destination by Manhattan distance, staying if tied.
    Board far;
    far.at({0, 0}) = Cell{2, kSidePlayer, 500, false, 1};
    far.at({9, 6}) = Cell{6, kSideCpu, 240, false, 2};
    a = chooseCpuAction(far, {9, 6});
    QVERIFY(!a.attack);
    QCOMPARE(a.dest, (Point{8, 6}));  // (8,6) and (9,5) both at 14: the smaller (x, y)
  }

  // §5.2 step 1: score and leftover carry into the next budget; the CPU gains 300 per battle.
  void budgetCarryOver()
  {
    AngelEmpireGame game;
    auto s = newState(game, makeSetup(game, 5, {{QStringLiteral("battles"), QStringLiteral("3")},
                                                {QStringLiteral("turns"), QStringLiteral("1")}}));
    QCOMPARE(s->money(), 1000);
    QCOMPARE(s->cpuBudget(), 1000);
    answer(*s, QStringLiteral("ARMY 2 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1"));  // one warrior at (0, 0)
    QCOMPARE(s->leftover(), 800);
    answer(*s, QStringLiteral("END_TURN"));  // nothing reaches (0, 0) in one turn
    QCOMPARE(s->results().size(), size_t(1));
    QCOMPARE(s->results()[0].survivorCredit, 100);
    QCOMPARE(s->results()[0].score, 100);
    QCOMPARE(s->results()[0].reason, BattleEnd::TurnLimit);
    QCOMPARE(s->observation(0), QStringLiteral("BATTLE_END 1 100\nBUILD 2 1900\n"));
    QCOMPARE(s->money(), 1900);  // 1000 + 100 + 800
    QCOMPARE(s->cpuBudget(), 1300);

    answer(*s, QStringLiteral("ARMY 9 9 9 9 9 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1"));  // 2000 > 1900
    QCOMPARE(s->observation(0), QStringLiteral("ERROR ERR_EXCEED_COST\nBATTLE_END 2 0\nBUILD 3 2900\n"));
    QCOMPARE(s->cpuBudget(), 1600);

    answer(*s, QStringLiteral("ARMY 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1"));  // empty army
    QVERIFY(s->isTerminal());
    QCOMPARE(s->finalMessage(0), QStringLiteral("BATTLE_END 3 0\nGAME_END 100\n"));
    QCOMPARE(s->returns(), QList<double>{100});
    QCOMPARE(s->results()[2].reason, BattleEnd::EmptyArmy);
    QCOMPARE(s->results()[2].leftover, 2900);
  }

  // A kill earns half the victim's price; wiping out the CPU ends the battle with the
  // survivors' half prices added (§5.2 step 7).
  void killAndSurvivorCredits()
  {
    AngelEmpireGame game;
    const MatchSetup setup = makeSetup(game, 1, {{QStringLiteral("battles"), QStringLiteral("2")},
                                                 {QStringLiteral("turns"), QStringLiteral("1")}});
    auto s = withUnits(game, setup,
                       {{1, 1, 7, kSidePlayer, 240, 1}, {2, 2, 2, kSidePlayer, 10, 2},
                        {4, 1, 6, kSideCpu, 240, 3}, {6, 2, 5, kSideCpu, 500, 4}});
    answer(*s, QStringLiteral("MOVE_ATTACK 1 1 1 1 4 1"));  // fire on wind: 400, a kill
    QCOMPARE(s->killCredit(), 200);
    QCOMPARE(s->metric(game.metricIndex(QStringLiteral("battleScore")), 0), 200.0);
    QCOMPARE(s->metric(game.metricIndex(QStringLiteral("cpuUnits")), 0), 1.0);
    QCOMPARE(s->metric(game.metricIndex(QStringLiteral("cpuValueLost")), 0), 400.0);
    QVERIFY(s->observation(0).startsWith(QLatin1String("TURN 1 1 200 800\n")));
    // The wind warrior (10 HP) attacks the earth warrior: 240 damage, then dies to the
    // counter; every living unit has acted, the CPU phase runs (nothing reaches the
    // magician) and turn 1 was the last.
    answer(*s, QStringLiteral("MOVE_ATTACK 2 2 5 2 6 2"));
    QCOMPARE(s->battle(), 2);
    QCOMPARE(s->results()[0].reason, BattleEnd::TurnLimit);
    QCOMPARE(s->results()[0].killCredit, 200);
    bool counterKill = false;
    for (const Event& e : s->lastEvents())
      counterKill = counterKill || (e.type == QLatin1String("kill") && e.text.contains(QStringLiteral("kills [擊殺] Player")));
    QVERIFY(counterKill);
    QCOMPARE(s->results()[0].survivorCredit, 200);  // the magician
    QCOMPARE(s->results()[0].score, 400);
  }

  void wipeOutEndsTheBattleAtOnce()
  {
    AngelEmpireGame game;
    const MatchSetup setup = makeSetup(game, 1);
    auto s = withUnits(game, setup,
                       {{1, 1, 7, kSidePlayer, 240, 1}, {2, 2, 2, kSidePlayer, 500, 2}, {4, 1, 6, kSideCpu, 240, 3}});
    answer(*s, QStringLiteral("MOVE_ATTACK 1 1 1 1 4 1"));
    QCOMPARE(s->results().size(), size_t(1));
    QCOMPARE(s->results()[0].reason, BattleEnd::CpuWipedOut);
    QCOMPARE(s->results()[0].score, 200 + 200 + 100);
    QCOMPARE(s->observation(0), QStringLiteral("BATTLE_END 1 500\nBUILD 2 %1\n").arg(1000 + 500 + 800));
    bool marker = false;
    for (const Event& e : s->lastEvents())
      marker = marker || e.type == QLatin1String("battle");
    QVERIFY(marker);
  }

  // The phase ends by itself when every living Player unit has acted.
  void phaseEndsWhenAllActed()
  {
    AngelEmpireGame game;
    auto s = newState(game, makeSetup(game, 1));
    answer(*s, QStringLiteral("ARMY 2 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1"));
    QCOMPARE(s->battleTurn(), 1);
    answer(*s, QStringLiteral("MOVE 0 0 0 0"));  // standing still is an action
    QCOMPARE(s->battleTurn(), 2);
    QVERIFY(s->observation(0).startsWith(QLatin1String("TURN 1 2 ")));
  }

  void timeoutAndCrash()
  {
    AngelEmpireGame game;
    auto s = newState(game, makeSetup(game, 1));
    answer(*s, QStringLiteral("ARMY 1 1 1 1 1 1 1 1 1 1 9 1 1 1 1 1 2 1 2 1 1"));
    Move timeout = Move::failed(Move::Status::Timeout, QStringLiteral("no reply"));
    s->applyMoves(std::span<const Move>(&timeout, 1));
    QCOMPARE(s->observation(0), QStringLiteral("ERROR TIMEOUT\nBATTLE_END 1 0\nBUILD 2 1200\n"));
    Move crash = Move::failed(Move::Status::Crashed, QStringLiteral("exit code 1"));
    s->applyMoves(std::span<const Move>(&crash, 1));
    QVERIFY(s->isTerminal());
    QVERIFY(s->crashed());
    QCOMPARE(s->finalMessage(0), QString());  // nothing more is sent
    QCOMPARE(int(s->results().size()), 10);
    int expectedMoney = 1200;
    for (size_t k = 1; k < 10; ++k) {
      QCOMPARE(s->results()[k].score, 0);
      QCOMPARE(s->results()[k].money, expectedMoney);
      QCOMPARE(s->results()[k].leftover, expectedMoney);
      expectedMoney += 1000;
    }
    QCOMPARE(s->returns(), QList<double>{0});
  }

  void scenarioFile()
  {
    QString error;
    QVERIFY(!Scenario::parse("WALL 4 3\n", 10, &error));
    QCOMPARE(error, QStringLiteral("scenario line 1: WALL before any BATTLE line"));
    QVERIFY(!Scenario::parse("BATTLE 1\nWALL 2 3\n", 10, &error));
    QVERIFY(error.startsWith(QLatin1String("scenario line 2: x = 2 is out of range 3..6")));
    QVERIFY(!Scenario::parse("BATTLE 1\nCPU 8 3 5\nCPU 8 3 6\n", 10, &error));
    QVERIFY(error.startsWith(QLatin1String("scenario line 3: cell (8, 3) is used twice")));
    QVERIFY(!Scenario::parse("BATTLE 11\n", 10, &error));
    QVERIFY(!Scenario::parse("BATTLE 1\nBATTLE 1\n", 10, &error));
    QVERIFY(!Scenario::parse("BATTLE 1\nCPU 8 3 10\n", 10, &error));
    QVERIFY(!Scenario::parse("BATTLE 1\nTREE 4 4\n", 10, &error));

    QTemporaryFile file;
    QVERIFY(file.open());
    file.write("# two battles\nBATTLE 2\n\tWALL 4 3 # a rock\nCPU 7 0 9\nCPU 9 6 2\nBATTLE 1\nWALL 5 5\n");
    file.close();
    AngelEmpireGame game;
    const MatchSetup setup = makeSetup(game, 3, {{QStringLiteral("scenario"), file.fileName()}});
    auto s = newState(game, setup);
    answer(*s, QStringLiteral("ARMY 2 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1"));
    QCOMPARE(s->board().at({5, 5}).type, kWall);  // battle 1: a wall and a generated army
    QVERIFY(s->observation(0).contains(QLatin1String("CELL 5 5 0 0 0 0 0\n")));
    // The generated army of battle 1 is the seed's first one.
    EngineRandom r(3);
    QCOMPARE(s->board().units(kSideCpu), int(generateCpuArmy(r, 1000).units.size()));
    answer(*s, QStringLiteral("MOVE 0 0 0 0 0"));  // malformed: ends battle 1
    answer(*s, QStringLiteral("ARMY 2 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1"));
    QCOMPARE(s->board().at({4, 3}).type, kWall);
    QCOMPARE(s->board().units(kSideCpu), 2);
    // Ids follow the CPU slot order: (9, 6) is slot 6, (7, 0) is slot 14.
    QCOMPARE(s->board().at({9, 6}).id, 2);
    QCOMPARE(s->board().at({7, 0}).id, 3);
    // The restored state keeps the scenario.
    QString jsonError;
    std::unique_ptr<State> restored = game.stateFromJson(setup, s->toJson(), &jsonError);
    QVERIFY2(restored, qPrintable(jsonError));
    const QByteArray a = QJsonDocument(restored->toJson()).toJson(QJsonDocument::Compact);
    const QByteArray b = QJsonDocument(s->toJson()).toJson(QJsonDocument::Compact);
    if (a != b) {
      int i = 0;
      while (a[i] == b[i]) ++i;
      qWarning("%s\n%s", a.mid(i - 100, 300).constData(), b.mid(i - 100, 300).constData());
    }
    QCOMPARE(a, b);

    QString startError;
    QVERIFY(!game.newInitialState(makeSetup(game, 1, {{QStringLiteral("scenario"), QStringLiteral("/nonexistent/x")}}), &startError));
    QVERIFY(startError.startsWith(QLatin1String("scenario /nonexistent/x")));
  }

  void malformedJsonNamesTheField()
  {
    AngelEmpireGame game;
    const MatchSetup setup = makeSetup(game, 1);
    auto s = newState(game, setup);
    answer(*s, QStringLiteral("ARMY 2 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1"));
    QString error;
    QJsonObject json = s->toJson();
    json.remove(QStringLiteral("money"));
    QVERIFY(!game.stateFromJson(setup, json, &error));
    QCOMPARE(error, QStringLiteral("money: missing"));
    json = s->toJson();
    QJsonArray board = json[QStringLiteral("board")].toArray();
    board[5] = QJsonArray{3, 1, 900, 0, 4};
    json[QStringLiteral("board")] = board;
    QVERIFY(!game.stateFromJson(setup, json, &error));
    QVERIFY(error.startsWith(QLatin1String("board[5]: [3, 1, 900, 0, 4] is not a valid cell")));
    json = s->toJson();
    json[QStringLiteral("results")] = QJsonArray{QJsonObject{}};
    QVERIFY(!game.stateFromJson(setup, json, &error));
    QVERIFY(error.startsWith(QLatin1String("results[0].")));
    json = s->toJson();
    json[QStringLiteral("stage")] = QStringLiteral("build");
    QVERIFY(!game.stateFromJson(setup, json, &error));
    QVERIFY(error.startsWith(QLatin1String("board: units on the map")));
  }

  // The whole campaign is a function of the seed (and the Player's answers).
  void campaignDeterministicFromSeed()
  {
    AngelEmpireGame game;
    const auto play = [&](uint64_t seed) {
      const MatchSetup setup = makeSetup(game, seed);
      auto s = newState(game, setup);
      std::unique_ptr<Bot> bot = game.newBuiltinBot(QStringLiteral("tactician"), 0, seed);
      QList<QByteArray> history;
      std::vector<Move> moves(1);
      while (!s->isTerminal()) {
        moves[0] = bot->act(*s, 0);
        s->applyMoves(moves);
        history << QJsonDocument(s->toJson()).toJson(QJsonDocument::Compact);
      }
      return history;
    };
    const QList<QByteArray> a = play(7);
    QVERIFY(a.size() > 20);
    QCOMPARE(play(7), a);
    QVERIFY(play(8) != a);
  }
};

QTEST_APPLESS_MAIN(TestAngelEmpireRules)
#include "test_angelempire_rules.moc"

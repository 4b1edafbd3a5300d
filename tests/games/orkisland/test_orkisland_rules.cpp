// OrkIsland rules, one test per rule (docs/games/orkisland.md §3, §6-§11, §14-§16):
// configuration files and their errors, command filtering and the 1000-call limit, moves,
// fights and the coin flip, deaths and respawns, ownership and points, dead players, the
// bot protocol, command traces and the native log's import.
#include "core/replay_format.h"
#include "orkisland/orkisland_config.h"
#include "orkisland/orkisland_game.h"
#include "orkisland/orkisland_log_format.h"
#include "orkisland/orkisland_state.h"
#include "orkisland/orkisland_text.h"
#include "orkisland/orkisland_trace.h"
#include "support/golden.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz::Rules;
using namespace Kibitz::Rules::OrkIsland;

namespace {

QByteArray defaultCnf(const QByteArray& generator = "GENERATOR1\n")
{
  std::string out;
  appendSettingsBlock(out, Settings());
  return QByteArray::fromStdString(out) + generator;
}

// A 20 x 20 island: grass inside a water border; city 0 at rows 5-6 x cols 5-6, city 1
// at rows 5-6 x cols 12-13, path 0 joining them on row 5 (cols 7-11), city 2 at rows
// 12-13 x cols 12-13 with no path; forest at (10, 5), sand at (10, 6), a lake at (10, 10).
QByteArray smallMapBlock()
{
  QByteArray out = "   00000000001111111111\n   01234567890123456789\n";
  for (int i = 0; i < 20; ++i) {
    QByteArray row(20, '.');
    for (int j = 0; j < 20; ++j) {
      if (i == 0 || j == 0 || i == 19 || j == 19)
        row[j] = 'W';
      else if ((i == 5 || i == 6) && (j == 5 || j == 6 || j == 12 || j == 13))
        row[j] = 'C';
      else if ((i == 12 || i == 13) && (j == 12 || j == 13))
        row[j] = 'C';
      else if (i == 5 && j >= 7 && j <= 11)
        row[j] = 'P';
    }
    if (i == 10) {
      row[5] = 'F';
      row[6] = 'S';
      row[10] = 'W';
    }
    out += QByteArray::number(i / 10) + QByteArray::number(i % 10) + ' ' + row + '\n';
  }
  out += "\ncities 3\n\n4\n5 5\n5 6\n6 5\n6 6\n\n4\n5 12\n5 13\n6 12\n6 13\n\n4\n12 12\n12 13\n13 12\n13 13\n";
  out += "\npaths 1\n\n0 1 5\n5 7\n5 8\n5 9\n5 10\n5 11\n";
  return out;
}

QByteArray smallCnf()
{
  Settings s;
  s.rows = s.cols = 20;
  s.nbOrks = 4;
  s.nbRounds = 10;
  std::string out;
  appendSettingsBlock(out, s);
  return QByteArray::fromStdString(out) + "FIXED\n" + smallMapBlock();
}

class Fixture {
public:
  Fixture()
  {
    QString error;
    std::optional<Config> config = parseCnf(smallCnf(), &error);
    if (!config)
      qFatal("small map: %s", qPrintable(error));
    config_ = *config;
  }

  // A state on the small map with the given units (owner, i, j, health) for ids 0..;
  // the other units are parked on row 17 (columns 1..), with their default owners.
  std::unique_ptr<OrkIslandState> state(const std::vector<Unit>& placed, uint64_t seed = 1) const
  {
    QString error;
    auto state = OrkIslandState::create(game_, config_, int64_t(seed), {"A", "B", "C", "D"}, 1000, 10, &error);
    if (!state)
      qFatal("%s", qPrintable(error));
    Snapshot snap = state->snapshot();
    for (size_t id = 0; id < snap.units.size(); ++id)
      snap.units[id] = id < placed.size() ? placed[id] : Unit{int(id) / 4, 17, int(id) + 1 - int(placed.size()), 100};
    if (!state->setSnapshot(snap, &error))
      qFatal("%s", qPrintable(error));
    return state;
  }

  const OrkIslandGame& game() const { return game_; }

private:
  OrkIslandGame game_;
  Config config_;
};

Move commands(std::initializer_list<std::pair<int, int>> pairs)
{
  Move m = Move::ok({});
  for (const auto& [unit, dir] : pairs) {
    m.words.append(unit);
    m.words.append(dir);
  }
  return m;
}

void apply(OrkIslandState& state, std::vector<Move> moves)
{
  moves.resize(4, Move::ok({}));
  state.applyMoves(moves);
}

constexpr int B = 0, R = 1, T = 2, L = 3, N = 4;

// The order in which the engine will run a round's n filtered commands.
std::vector<int> order(const OrkIslandState& state, int n)
{
  EngineRandom r;
  r.setState(state.rngState());
  return r.permutation(n);
}

bool onSpawnCell(const OrkIslandState& state, int id)
{
  const Unit& u = state.unit(id);
  const auto& c = state.board().spawnCandidates;
  return std::find(c.begin(), c.end(), Pos{u.i, u.j}) != c.end();
}

}  // namespace

class TestOrkIslandRules : public QObject {
  Q_OBJECT
private slots:
  // --- Configuration (§3) ---------------------------------------------------------------
  void cnfDefault()
  {
    QString error;
    const std::optional<Config> config = parseCnf(defaultCnf(), &error);
    QVERIFY2(config, qPrintable(error));
    QVERIFY(config->settings == Settings());
    QVERIFY(!config->fixed);
    // Line breaks and blanks do not matter: the file is read token by token.
    QByteArray squeezed = defaultCnf();
    squeezed.replace('\n', "  \t ");
    QVERIFY2(parseCnf(squeezed, &error), qPrintable(error));
  }

  void cnfErrors_data()
  {
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("message");
    QTest::newRow("version") << QByteArray("OrkIsland 1.0") << QByteArray("OrkIsland 2.0")
                             << "line 1: this is not an OrkIsland configuration: it does not begin with the version 'OrkIsland 1.0'";
    QTest::newRow("key order") << QByteArray("rows                        70\ncols                        70")
                               << QByteArray("cols                        70\nrows                        70")
                               << "line 3: expected the key 'rows', found 'cols'";
    QTest::newRow("players") << QByteArray("nb_players                  4") << QByteArray("nb_players                  3")
                             << "line 2: nb_players must be exactly 4 (got 3)";
    QTest::newRow("rows >= 20") << QByteArray("rows                        70") << QByteArray("rows                        19")
                                << "line 3: rows must be >= 20 (got 19)";
    QTest::newRow("not an integer") << QByteArray("nb_rounds                   200") << QByteArray("nb_rounds                   many")
                                    << "line 5: nb_rounds: expected an integer, found 'many'";
    QTest::newRow("rounds >= 1") << QByteArray("nb_rounds                   200") << QByteArray("nb_rounds                   0")
                                 << "line 5: nb_rounds must be >= 1 (got 0)";
    QTest::newRow("health > 0") << QByteArray("initial_health              100") << QByteArray("initial_health              0")
                                << "line 6: initial_health must be > 0 (got 0)";
    QTest::newRow("area") << QByteArray("nb_orks                     15") << QByteArray("nb_orks                     50")
                          << "line 7: rows*cols (4900) must be >= 25*nb_players*nb_orks (5000)";
    QTest::newRow("cost >= 0") << QByteArray("cost_sand                   3") << QByteArray("cost_sand                   -1")
                               << "line 10: cost_sand must be >= 0 (got -1)";
    QTest::newRow("bonus >= 1") << QByteArray("bonus_per_path_cell         1") << QByteArray("bonus_per_path_cell         0")
                                << "line 14: bonus_per_path_cell must be >= 1 (got 0)";
    QTest::newRow("factor >= 1") << QByteArray("factor_connected_component  2") << QByteArray("factor_connected_component  0")
                                 << "line 15: factor_connected_component must be >= 1 (got 0)";
    QTest::newRow("square") << QByteArray("cols                        70") << QByteArray("cols                        68")
                            << "line 4: rows must equal cols (70 vs 68)";
    QTest::newRow("Kibitz limit") << QByteArray("nb_rounds                   200") << QByteArray("nb_rounds                   2000000")
                                  << "line 5: nb_rounds must be <= 100000 in Kibitz (got 2000000)";
    QTest::newRow("generator args") << QByteArray("GENERATOR1\n") << QByteArray("GENERATOR1\n3\n")
                                    << "line 17: GENERATOR1 takes no parameters, found '3'";
    QTest::newRow("generator name") << QByteArray("GENERATOR1\n") << QByteArray("GENERATOR2\n")
                                    << "line 16: Unknown grid generator 'GENERATOR2' (expected GENERATOR1 or FIXED)";
    QTest::newRow("missing generator") << QByteArray("GENERATOR1\n") << QByteArray()
                                       << "line 16: Unknown grid generator end of file (expected GENERATOR1 or FIXED)";
  }
  void cnfErrors()
  {
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, message);
    QByteArray text = defaultCnf();
    QVERIFY(text.contains(from));
    text.replace(from, to);
    QString error;
    QVERIFY(!parseCnf(text, &error));
    QCOMPARE(error, message);
  }

  void fixedMapErrors_data()
  {
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("message");
    // The map block starts on line 17 (column labels); row i is on line 19 + i.
    QTest::newRow("row length") << QByteArray("03 W..................W\n") << QByteArray("03 W.................W\n")
                                << "line 22: map: row 3 has 19 cells, expected cols = 20";
    QTest::newRow("cell char") << QByteArray("03 W..................W\n") << QByteArray("03 W....X.............W\n")
                               << "line 22: map: row 3 column 5: 'X' is not a cell (W . F S C P)";
    QTest::newRow("border") << QByteArray("03 W..................W\n") << QByteArray("03 ...................W\n")
                            << "line 22: map: the outer border must be water, but cell (3, 0) is '.'";
    QTest::newRow("city cell type") << QByteArray("\n4\n5 5\n") << QByteArray("\n4\n7 7\n")
                                    << "line 43: map: city 0: cell (7, 7) is '.', not 'C'";
    QTest::newRow("outside") << QByteArray("\n4\n5 5\n") << QByteArray("\n4\n5 25\n")
                             << "line 43: map: city 0: cell (5, 25) is outside the board";
    QTest::newRow("listed twice") << QByteArray("5 6\n6 5\n6 6\n\n4\n5 12") << QByteArray("5 6\n6 5\n5 5\n\n4\n5 12")
                                  << "line 46: map: city 0: cell (5, 5) is already listed by city 0";
    QTest::newRow("unlisted C") << QByteArray("cities 3\n\n4\n5 5\n5 6\n6 5\n6 6\n\n4\n5 12\n5 13\n6 12\n6 13\n\n4\n12 12\n12 13\n13 12\n13 13\n")
                                << QByteArray("cities 2\n\n4\n5 5\n5 6\n6 5\n6 6\n\n4\n5 12\n5 13\n6 12\n6 13\n")
                                << "line 31: map: cell (12, 12) is 'C' but no city lists it";
    QTest::newRow("path endpoint") << QByteArray("0 1 5\n") << QByteArray("0 3 5\n")
                                   << "line 62: map: path 0: endpoints '0' '3' must be city ids 0..2";
    QTest::newRow("path cell") << QByteArray("5 7\n5 8\n") << QByteArray("5 6\n5 8\n")
                               << "line 63: map: path 0: cell (5, 6) is 'C', not 'P'";
    QTest::newRow("truncated") << QByteArray("\npaths 1\n\n0 1 5\n5 7\n5 8\n5 9\n5 10\n5 11\n") << QByteArray("\npaths 1\n\n0 1 5\n5 7\n")
                               << "line 64: map: path 0: expected a cell 'i j', found end of file end of file";
  }
  void fixedMapErrors()
  {
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, message);
    QByteArray text = smallCnf();
    QVERIFY(text.contains(from));
    text.replace(text.indexOf(from), from.size(), to);
    QString error;
    QVERIFY(!parseCnf(text, &error));
    QCOMPARE(error, message);
  }

  void fixedMapFromALogBlock()
  {
    // Pasting a log's round-0 map after FIXED reproduces the map (§3.4); the orks differ
    // because no draws were spent on generation.
    OrkIslandGame game;
    MatchSetup setup{Parameters::defaults(game.info().parameters), 1, {"a", "b", "c", "d"}};
    QString error;
    const auto generated = game.newInitialState(setup, &error);
    QVERIFY2(generated, qPrintable(error));
    const auto& g = static_cast<const OrkIslandState&>(*generated);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("fixed.cnf"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(defaultCnf("FIXED\n") + QByteArray::fromStdString(g.board().mapText) + "anything after the map is ignored\n");
    file.close();
    setup.parameters = *Parameters::resolve(game.info().parameters, {{QStringLiteral("cnf"), path}}, &error);
    const auto fixed = game.newInitialState(setup, &error);
    QVERIFY2(fixed, qPrintable(error));
    const auto& f = static_cast<const OrkIslandState&>(*fixed);
    QCOMPARE(f.board().mapText, g.board().mapText);
    QVERIFY(f.units() != g.units());
    EngineRandom fresh(1);
    QVERIFY(f.rngState() != fresh.state());  // the spawn drew from the fresh generator
  }

  void cnfParameterErrorsNameTheFile()
  {
    OrkIslandGame game;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.cnf"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(defaultCnf()).replace("cols                        70", "cols                        71"));
    file.close();
    QString error;
    MatchSetup setup{*Parameters::resolve(game.info().parameters, {{QStringLiteral("cnf"), path}}, &error), 1, {"a", "b", "c", "d"}};
    QVERIFY(!game.newInitialState(setup, &error));
    QCOMPARE(error, path + QStringLiteral(": line 4: rows must equal cols (70 vs 71)"));
    setup.parameters = *Parameters::resolve(game.info().parameters, {{QStringLiteral("cnf"), dir.filePath(QStringLiteral("none.cnf"))}}, &error);
    QVERIFY(!game.newInitialState(setup, &error));
    QVERIFY(error.contains(QLatin1String("cannot read the configuration")));
  }

  void parameterRules()
  {
    OrkIslandGame game;
    QString error;
    const auto withParams = [&](const QMap<QString, QString>& raw) {
      MatchSetup setup{*Parameters::resolve(game.info().parameters, raw, &error), 1, {"a", "b", "c", "d"}};
      return game.newInitialState(setup, &error);
    };
    QVERIFY(!withParams({{QStringLiteral("rows"), QStringLiteral("60")}}));
    QCOMPARE(error, QStringLiteral("rows must equal cols (60 vs 70)"));
    QVERIFY(!withParams({{QStringLiteral("nb_orks"), QStringLiteral("60")}}));
    QCOMPARE(error, QStringLiteral("rows*cols (4900) must be >= 25*nb_players*nb_orks (6000)"));
    QVERIFY(!Parameters::resolve(game.info().parameters, {{QStringLiteral("nb_players"), QStringLiteral("3")}}, &error));
    const auto state = withParams({{QStringLiteral("rows"), QStringLiteral("30")}, {QStringLiteral("cols"), QStringLiteral("30")},
                                   {QStringLiteral("nb_orks"), QStringLiteral("3")}, {QStringLiteral("nb_rounds"), QStringLiteral("5")}});
    QVERIFY2(state, qPrintable(error));
    QCOMPARE(static_cast<const OrkIslandState&>(*state).units().size(), size_t(12));
    MatchSetup big{Parameters::defaults(game.info().parameters), uint64_t(1) << 31, {"a", "b", "c", "d"}};
    QVERIFY(!game.newInitialState(big, &error));
    QVERIFY(error.contains(QLatin1String("0..2147483647")));
    MatchSetup three{Parameters::defaults(game.info().parameters), 1, {"a", "b", "c"}};
    QVERIFY(!game.newInitialState(three, &error));
  }

  void scoreBoundRejectsOverflow()
  {
    Settings s;
    s.factorConnectedComponent = 1000000000;
    s.nbRounds = 100000;
    Board board;
    board.cities.assign(40, {Pos{1, 1}});
    QVERIFY(checkScoreBound(s, board).contains(QLatin1String("2^63")));
    s.factorConnectedComponent = 2;
    s.nbRounds = 200;
    QVERIFY(checkScoreBound(s, board).isEmpty());
  }

  // --- Commands (§8, §16 row 3) --------------------------------------------------------
  void filtering()
  {
    Fixture f;
    auto s = f.state({{0, 3, 3, 100}, {0, 3, 8, 100}, {0, 8, 3, 100}});
    const uint32_t before = s->rngState();
    // Unit 0 right; a duplicate for 0; a foreign unit (4 is player 1's); an out-of-range
    // id; an invalid direction; NONE; then a duplicate of the foreign id.
    apply(*s, {commands({{0, R}, {0, L}, {4, R}, {99, B}, {1, 7}, {2, N}, {4, L}})});
    QCOMPARE(s->unit(0).j, 4);
    QCOMPARE(s->unit(1).j, 8);
    QCOMPARE(s->lastWarnings(),
             (QStringList{QStringLiteral("warning: command already requested for unit 0"),
                          QStringLiteral("warning: command already requested for unit 4"),
                          QStringLiteral("warning: unit 4 of player 1 not owned by 0"),
                          QStringLiteral("warning: id out of range : 99"),
                          QStringLiteral("warning: direction not valid: 7")}));
    // Only unit 0's command reached the permutation: random_permutation(1), two steps.
    EngineRandom r;
    r.setState(before);
    r.permutation(1);
    QCOMPARE(s->rngState(), r.state());
    QCOMPARE(s->snapshot().executed, (std::vector<ExecutedMove>{{0, R}}));
  }

  void commandLimit()
  {
    Fixture f;
    auto s = f.state({{0, 3, 3, 100}, {0, 3, 8, 100}});
    Move many = Move::ok({});
    for (int k = 0; k < 999; ++k)
      many.words << 99 << B;  // duplicates count toward the limit too
    many.words << 1 << R << 0 << R;  // calls 1000 and 1001
    apply(*s, {many});
    QCOMPARE(s->unit(1).j, 9);  // the 1000th call is processed
    QCOMPARE(s->unit(0).j, 3);  // the 1001st is ignored
    QVERIFY(s->lastWarnings().contains(QStringLiteral("error: player 0 exceeded 1000 commands in round 0; remaining commands ignored")));
    QCOMPARE(s->lastWarnings().count(QStringLiteral("warning: command already requested for unit 99")), 998);
    QCOMPARE(s->lastEvents().first().type, QStringLiteral("command_limit"));
    apply(*s, {commands({{0, R}})});  // the next round is normal
    QCOMPARE(s->unit(0).j, 4);
  }

  // --- Moves (§9.2) ---------------------------------------------------------------------
  void moveCosts()
  {
    Fixture f;
    auto s = f.state({{0, 9, 5, 100}, {0, 9, 6, 100}, {0, 5, 4, 0}, {0, 11, 10, 50}});
    apply(*s, {commands({{0, B}, {1, B}, {2, R}, {3, T}})});
    QCOMPARE(s->unit(0).health, 98);  // forest costs 2 (the cell entered)
    QCOMPARE(s->unit(1).health, 97);  // sand 3
    QCOMPARE(s->unit(2).health, 0);   // a city costs 0: health 0 is alive and can walk on
    QCOMPARE(s->unit(2).j, 5);
    QCOMPARE(s->unit(3).i, 11);  // the lake: no move, no cost
    QCOMPARE(s->unit(3).health, 50);
    apply(*s, {commands({{0, B}, {2, R}})});
    QCOMPARE(s->unit(0).health, 97);  // leaving the forest is free, grass costs 1
    QCOMPARE(s->unit(2).health, 0);
  }

  void exhaustionDeath()
  {
    Fixture f;
    auto s = f.state({{0, 9, 6, 2}});
    apply(*s, {commands({{0, B}})});  // sand costs 3 > 2
    QCOMPARE(s->unit(0).owner, 0);
    QCOMPARE(s->unit(0).health, 100);
    QVERIFY(onSpawnCell(*s, 0));
    QVERIFY(s->snapshot().executed.empty());  // a failed move is not logged
    QCOMPARE(s->lastEvents().first().type, QStringLiteral("death"));
  }

  void sameOwnerBlocks()
  {
    Fixture f;
    auto s = f.state({{0, 3, 3, 50}, {0, 3, 4, 50}});
    apply(*s, {commands({{0, R}})});
    QCOMPARE(s->unit(0).j, 3);
    QCOMPARE(s->unit(0).health, 50);
    QVERIFY(s->snapshot().executed.empty());
  }

  // --- Fights (§9.2) --------------------------------------------------------------------
  void fightWon()
  {
    Fixture f;
    auto s = f.state({{0, 3, 3, 50}, {1, 3, 4, 40}});
    apply(*s, {commands({{0, R}})});
    QCOMPARE(s->unit(0).j, 4);
    QCOMPARE(s->unit(0).health, 49);  // the attacker pays the defender's cell
    QCOMPARE(s->unit(1).owner, 0);    // the loser changes sides
    QCOMPARE(s->unit(1).health, 100);
    QVERIFY(onSpawnCell(*s, 1));
    QCOMPARE(s->snapshot().executed, (std::vector<ExecutedMove>{{0, R}}));
    QCOMPARE(s->orks(0), (std::vector<int>{0, 1, 2, 3}));  // 2 and 3 are parked
    QCOMPARE(s->orks(1), (std::vector<int>{4, 5, 6, 7}));
  }

  void fightLost()
  {
    Fixture f;
    auto s = f.state({{0, 3, 3, 40}, {1, 3, 4, 40}});
    apply(*s, {commands({{0, R}})});  // 40 - 1 = 39 < 40
    QCOMPARE(s->unit(0).owner, 1);
    QCOMPARE(s->unit(0).health, 100);
    QVERIFY(onSpawnCell(*s, 0));
    QCOMPARE(s->unit(1).j, 4);
    QCOMPARE(s->unit(1).health, 40);  // the defender pays nothing
    QVERIFY(s->snapshot().executed.empty());
  }

  void fightTooWeakToEnter()
  {
    Fixture f;
    auto s = f.state({{0, 9, 6, 1}, {1, 10, 6, 0}});
    apply(*s, {commands({{0, B}})});  // 1 - 3 < 0: loses (and changes sides), no exhaustion
    QCOMPARE(s->unit(0).owner, 1);
  }

  void coinFlipOnlyOnEquality()
  {
    Fixture f;
    QSet<bool> outcomes;
    for (uint64_t seed = 1; seed <= 12; ++seed) {
      auto s = f.state({{0, 3, 3, 41}, {1, 3, 4, 40}}, seed);
      EngineRandom r;
      r.setState(s->rngState());
      r.permutation(1);
      const bool attackerWins = r.random(0, 1) == 1;
      apply(*s, {commands({{0, R}})});
      QCOMPARE(s->unit(1).owner == 0, attackerWins);
      QCOMPARE(s->unit(0).owner == 1, !attackerWins);
      outcomes.insert(attackerWins);
    }
    QCOMPARE(outcomes.size(), 2);
    // Unequal fights draw nothing: with no deaths, only the permutation's two steps.
    auto s = f.state({{0, 3, 3, 30}, {0, 7, 7, 100}, {1, 3, 4, 40}, {1, 7, 8, 50}});
    EngineRandom r;
    r.setState(s->rngState());
    r.permutation(1);
    apply(*s, {commands({{1, R}})});  // 99 > 50: a sure win
    QCOMPARE(s->unit(3).owner, 0);
    EngineRandom check;
    check.setState(s->rngState());
    QVERIFY(s->rngState() != r.state());  // the respawn drew...
    // ...but only spawn draws: replaying spawn draws from r reaches the same state.
    int draws = 0;
    while (r.state() != s->rngState() && draws < 1000) {
      r.step();
      ++draws;
    }
    QVERIFY(draws % 2 == 0 && draws > 0);
  }

  void freedCellsCanBeEnteredLater()
  {
    Fixture f;
    // Unit 4 (player 1, weak) attacks unit 0 and loses: it leaves its cell. Unit 5, its
    // teammate behind it, steps into that cell: it succeeds only if it comes after the
    // fight (the cell is free), else its own teammate blocks it.
    QSet<bool> seen;
    for (uint64_t seed = 1; seed <= 12; ++seed) {
      auto s = f.state({{0, 3, 3, 90}, {0, 15, 1, 100}, {0, 15, 3, 100}, {0, 15, 5, 100},
                        {1, 3, 4, 10}, {1, 3, 5, 80}}, seed);
      const std::vector<int> perm = order(*s, 2);  // v = [4 L], [5 L]
      apply(*s, {Move::ok({}), commands({{4, L}, {5, L}})});
      const bool fightFirst = perm[0] == 0;
      QCOMPARE(s->unit(4).owner, 0);
      QCOMPARE(s->unit(5).j, fightFirst ? 4 : 5);
      QCOMPARE(s->snapshot().executed.size(), size_t(fightFirst ? 1 : 0));
      seen.insert(fightFirst);
    }
    QCOMPARE(seen.size(), 2);
  }

  void killedUnitsCommandIsSkipped()
  {
    Fixture f;
    QSet<bool> seen;
    for (uint64_t seed = 1; seed <= 12; ++seed) {
      auto s = f.state({{0, 3, 3, 90}, {1, 3, 4, 10}}, seed);
      const std::vector<int> perm = order(*s, 2);  // v = [0 R], [1 B]
      apply(*s, {commands({{0, R}}), commands({{1, B}})});
      if (perm[0] == 0) {
        // Unit 1 was captured first: its command is skipped, it stays where it respawned.
        QCOMPARE(s->unit(1).owner, 0);
        QVERIFY(onSpawnCell(*s, 1));
        QCOMPARE(s->snapshot().executed, (std::vector<ExecutedMove>{{0, R}}));
      } else {
        // Unit 1 stepped away first: unit 0 walks into the freed cell.
        QCOMPARE(s->unit(1).owner, 1);
        QCOMPARE(s->snapshot().executed, (std::vector<ExecutedMove>{{1, B}, {0, R}}));
      }
      seen.insert(perm[0] == 0);
    }
    QCOMPARE(seen.size(), 2);
  }

  void noRoomToRespawnStopsTheMatch()
  {
    // §16 row 4: an island that is one row of 9 grass cells (10, 5..13).
    Settings settings;
    settings.rows = settings.cols = 20;
    settings.nbOrks = 1;
    std::string text;
    appendSettingsBlock(text, settings);
    QByteArray cnf = QByteArray::fromStdString(text) + "FIXED\n   00000000001111111111\n   01234567890123456789\n";
    for (int i = 0; i < 20; ++i)
      cnf += QByteArray::number(i / 10) + QByteArray::number(i % 10) + ' '
           + (i == 10 ? QByteArray("WWWWW.........WWWWWW") : QByteArray(20, 'W')) + '\n';
    cnf += "cities 0\npaths 0\n";
    QString error;
    const std::optional<Config> config = parseCnf(cnf, &error);
    QVERIFY2(config, qPrintable(error));
    OrkIslandGame game;
    auto s = OrkIslandState::create(game, *config, 1, {"a", "b", "c", "d"}, 1000, 10, &error);
    QVERIFY2(s, qPrintable(error));
    // Orks at 6, 9 and 12 leave no free cell once the fourth one, at 7, dies.
    Snapshot snap = s->snapshot();
    snap.units = {{0, 10, 6, 100}, {1, 10, 9, 100}, {2, 10, 12, 100}, {3, 10, 7, 0}};
    QVERIFY2(s->setSnapshot(snap, &error), qPrintable(error));
    const std::unique_ptr<State> before = s->clone();
    s->applyMoves(std::vector<Move>{Move::ok({}), Move::ok({}), Move::ok({}), commands({{3, R}})});
    QVERIFY(s->isTerminal());
    QVERIFY(s->abortError().contains(QLatin1String("cannot find a cell to regenerate units")));
    QVERIFY(s->actingPlayers().isEmpty());
    // The log ends with the last complete state.
    const OrkIslandState* frames[] = {static_cast<const OrkIslandState*>(before.get()), s.get()};
    const QByteArray log = writeLog(frames, {"a", "b", "c", "d"});
    QVERIFY(!log.contains("commands"));
    QVERIFY(log.endsWith("0 10 6 100 \n1 10 9 100 \n2 10 12 100 \n3 10 7 0 \n\n"));
    // And an island too small for the initial orks is an error before the match.
    settings.nbOrks = 2;
    text.clear();
    appendSettingsBlock(text, settings);
    QVERIFY(parseCnf(QByteArray::fromStdString(text) + cnf.mid(cnf.indexOf("FIXED")), &error));
    const auto crowded = OrkIslandState::create(game, *parseCnf(QByteArray::fromStdString(text) + cnf.mid(cnf.indexOf("FIXED")), &error), 1,
                                                {"a", "b", "c", "d"}, 1000, 10, &error);
    QVERIFY(!crowded);
    QVERIFY2(error.startsWith(QLatin1String("cannot find a cell to place the orks of player")), qPrintable(error));
  }

  // --- Ownership and points (§11) -------------------------------------------------------
  void ownershipNeedsAStrictPlurality()
  {
    Fixture f;
    auto s = f.state({{0, 5, 5, 100}, {1, 5, 13, 100}, {1, 6, 13, 100}, {2, 6, 12, 100}});
    apply(*s, {});
    QCOMPARE(s->cityOwner(0), 0);
    QCOMPARE(s->cityOwner(1), 1);  // 2 against 1
    QCOMPARE(s->cityOwner(2), -1);
    // Each owned city: 4 cells + 2 x 2^1; nothing else.
    QCOMPARE(s->totalScore(0), 8);
    QCOMPARE(s->totalScore(1), 8);
    QCOMPARE(s->totalScore(2), 0);
    // A tie keeps the owner: player 2 adds a second ork on city 1 (2 against 2).
    Snapshot snap = s->snapshot();
    snap.units[4] = {2, 5, 12, 100};
    QString error;
    QVERIFY2(s->setSnapshot(snap, &error), qPrintable(error));
    apply(*s, {});
    QCOMPARE(s->cityOwner(1), 1);
    QCOMPARE(s->totalScore(1), 16);
    // Ownership stays without units.
    snap = s->snapshot();
    snap.units[0] = {0, 8, 8, 100};
    QVERIFY2(s->setSnapshot(snap, &error), qPrintable(error));
    apply(*s, {});
    QCOMPARE(s->cityOwner(0), 0);
    QCOMPARE(s->totalScore(0), 24);
  }

  void networksScoreExponentially()
  {
    Fixture f;
    // Player 0 holds both cities and the path joining them, and the isolated city 2.
    auto s = f.state({{0, 5, 5, 100}, {0, 5, 9, 100}, {0, 5, 12, 100}, {0, 12, 12, 100}});
    apply(*s, {});
    QCOMPARE(s->pathOwner(0), 0);
    // Cells: 4 + 4 + 4 + 5; networks: 2 x 2^2 (cities 0-1) + 2 x 2^1 (city 2).
    QCOMPARE(s->totalScore(0), 17 + 8 + 4);
    QCOMPARE(s->metric(3, 0), 3.0);
    QCOMPARE(s->metric(4, 0), 1.0);
    // Without the path's far city the path only scores its cells.
    auto t = f.state({{0, 5, 5, 100}, {0, 5, 9, 100}});
    apply(*t, {});
    QCOMPARE(t->totalScore(0), 4 + 5 + 4);
  }

  // --- Dead players (§14.2) -------------------------------------------------------------
  void deadPlayers()
  {
    Fixture f;
    auto s = f.state({{0, 3, 3, 100}, {0, 15, 2, 100}, {0, 15, 4, 100}, {0, 15, 6, 100}, {1, 8, 8, 100}});
    std::vector<Move> moves{commands({{0, R}}), Move::failed(Move::Status::Timeout, {}), Move::invalid(QStringLiteral("line 1: bad")),
                            Move::failed(Move::Status::Crashed, {})};
    s->applyMoves(moves);
    QCOMPARE(s->unit(0).j, 4);
    QCOMPARE(s->snapshot().status, (std::array<int, 4>{0, -1, -1, -1}));
    QCOMPARE(s->actingPlayers(), PlayerSet::only(0));
    std::string block;
    s->appendStateBlock(block);
    QVERIFY(block.find("\nstatus 0 -1 -1 -1\n") != std::string::npos);
    QVERIFY(s->resultText({}).contains(QLatin1String("line 1: bad")));
    int deaths = 0;
    for (const Event& e : s->lastEvents())
      deaths += e.type == QLatin1String("player_dead");
    QCOMPARE(deaths, 3);
    // A dead player's orks stay on the board and can be attacked (dead players give no move).
    s->applyMoves(std::vector<Move>{commands({{0, R}}), Move(), Move(), Move()});
    QCOMPARE(s->unit(4).i, 8);
  }

  // --- The bot protocol (§14.2) ---------------------------------------------------------
  void replyParsing()
  {
    Fixture f;
    auto s = f.state({});
    const auto parse = [&](const QStringList& lines) { return s->parseReply(0, lines); };
    Move m = parse({QStringLiteral("3 b"), QStringLiteral(" 4\tr "), QString(), QStringLiteral("5 q"), QStringLiteral("-7 n"),
                    QStringLiteral("-1 t"), QStringLiteral("-1")});
    QVERIFY(m.isOk());
    QCOMPARE(QList<int32_t>(m.words.begin(), m.words.end()), (QList<int32_t>{3, B, 4, R, 5, 5, -7, N, -1, T}));
    // An id without a letter ends the answer ("only half an operation given").
    m = parse({QStringLiteral("3 l"), QStringLiteral("9")});
    QVERIFY(m.isOk());
    QCOMPARE(m.words.size(), 2);
    QVERIFY(s->replyComplete(0, {QStringLiteral("3 l"), QStringLiteral("9")}));
    QVERIFY(!s->replyComplete(0, {QStringLiteral("3 l")}));
    QVERIFY(s->replyComplete(0, {QStringLiteral("3 l"), QStringLiteral("-1")}));
    // Lines that are not commands break the protocol.
    QVERIFY(s->replyComplete(0, {QStringLiteral("go north")}));
    m = parse({QStringLiteral("1 b"), QStringLiteral("go north")});
    QCOMPARE(m.status, Move::Status::Invalid);
    QCOMPARE(m.error, QStringLiteral("line 2: expected '<unit id> <b|r|t|l|n>' or '-1', got 'go north'"));
    QCOMPARE(parse({QStringLiteral("1 b r")}).status, Move::Status::Invalid);
    QCOMPARE(parse({QStringLiteral("99999999999 b"), QStringLiteral("-1")}).status, Move::Status::Invalid);
    QCOMPARE(parse({QStringLiteral("1 b")}).status, Move::Status::Invalid);  // no -1
    // formatMove is the inverse.
    const Move built = commands({{0, B}, {7, L}, {3, N}});
    const QStringList lines = s->formatMove(0, built);
    QCOMPARE(lines, (QStringList{QStringLiteral("0 b"), QStringLiteral("7 l"), QStringLiteral("3 n"), QStringLiteral("-1")}));
    QCOMPARE(parse(lines).words, built.words);
    QCOMPARE(s->formatMove(0, Move::ok({})), QStringList{QStringLiteral("-1")});
  }

  void observation()
  {
    Fixture f;
    auto s = f.state({});
    const QString first = s->observation(2);
    QVERIFY(first.startsWith(QLatin1String("OrkIsland 1.0\nnb_players                  4\nrows                        20\n")));
    QVERIFY(first.contains(QLatin1String("\nnames          A B C D\nme 2\nplayer_seed 4\n\n\n   0000000000")));
    QVERIFY(first.endsWith(QLatin1String(" \n\n")));
    std::string block;
    s->appendStateBlock(block);
    QVERIFY(first.endsWith(QString::fromStdString(block)));
    apply(*s, {});
    QCOMPARE(s->observation(2), QString::fromStdString([&] {
               std::string b;
               s->appendStateBlock(b);
               return b;
             }()));
    QVERIFY(s->observation(0).contains(QLatin1String("\nround 1\n")));
  }

  void namesWithSpacesInTheLog()
  {
    std::string out;
    appendNamesLine(out, {QStringLiteral("Big Boss"), QStringLiteral("x"), QStringLiteral("y\tz"), QStringLiteral("w")});
    QCOMPARE(QString::fromStdString(out), QStringLiteral("names          Big_Boss x y_z w\n"));
  }

  // --- Command traces (§15) -------------------------------------------------------------
  void traces()
  {
    const QByteArray text = "# orkisland trace\n# seed 1\n\n0 0 3 1\n0 1 20 2   # player 1\n0 0 3 0\n2 0 -5 9\n0 0 4 4\n";
    QVERIFY(looksLikeTrace(text));
    QVERIFY(!looksLikeTrace("3 b\n-1\n"));
    QString error;
    const std::optional<CommandTrace> trace = CommandTrace::parse(text, &error);
    QVERIFY2(trace, qPrintable(error));
    QCOMPARE(trace->size(), 5);
    QCOMPARE(trace->commands(0, 0), (std::vector<std::pair<int32_t, int32_t>>{{3, 1}, {3, 0}, {4, 4}}));
    QCOMPARE(trace->commands(2, 0), (std::vector<std::pair<int32_t, int32_t>>{{-5, 9}}));
    QVERIFY(trace->commands(1, 0).empty());
    QVERIFY(!CommandTrace::parse("0 0 3\n", &error));
    QCOMPARE(error, QStringLiteral("trace line 1: expected 'ROUND PLAYER UNIT DIR' (four integers), got '0 0 3'"));
    QVERIFY(!CommandTrace::parse("# x\n0 4 3 1\n", &error));
    QCOMPARE(error, QStringLiteral("trace line 2: round must be >= 0 and player 0..3 (got round 0, player 4)"));
    // The script answers each round's lines (invalid directions as 'x'), then -1.
    Fixture f;
    auto s = f.state({});
    QString scriptError;
    auto script = f.game().newScript(text, 0, &scriptError);
    QVERIFY(script);
    QStringList lines;
    QVERIFY(script->next(*s, 0, &lines));
    QCOMPARE(lines, (QStringList{QStringLiteral("3 r"), QStringLiteral("3 b"), QStringLiteral("4 n"), QStringLiteral("-1")}));
    apply(*s, {});
    QVERIFY(script->next(*s, 0, &lines));
    QCOMPARE(lines, QStringList{QStringLiteral("-1")});
    apply(*s, {});
    QVERIFY(script->next(*s, 0, &lines));
    QCOMPARE(lines, (QStringList{QStringLiteral("-5 x"), QStringLiteral("-1")}));
    QCOMPARE(s->parseReply(0, lines).words, (Move::ok({-5, 5}).words));
    // Written traces read back the same.
    const QByteArray written = CommandTrace::write(1, {"a b", "c", "d", "e"}, {{1, 2, 7, 3}, {0, 1, 5, 0}, {1, 0, 3, 4}});
    QVERIFY(written.startsWith("# orkisland trace\n# seed 1\n# names a_b c d e\n0 1 5 0\n1 0 3 4\n1 2 7 3\n"));
    QCOMPARE(CommandTrace::parse(written, &error)->commands(1, 2), (std::vector<std::pair<int32_t, int32_t>>{{7, 3}}));
    // A file of reply lines is an ordinary script.
    auto replies = f.game().newScript("3 b\n-1\n", 0, &scriptError);
    QVERIFY(replies->next(*s, 0, &lines));
    QCOMPARE(lines, (QStringList{QStringLiteral("3 b"), QStringLiteral("-1")}));
  }

  // --- State JSON -----------------------------------------------------------------------
  void stateJson()
  {
    Fixture f;
    auto s = f.state({{0, 3, 3, 50}, {1, 3, 4, 40}});
    apply(*s, {commands({{0, R}})});
    MatchSetup setup{Parameters::defaults(f.game().info().parameters), 1, {"A", "B", "C", "D"}};
    QString error;
    auto restored = f.game().stateFromJson(setup, s->toJson(), &error);
    QVERIFY2(restored, qPrintable(error));
    QCOMPARE(restored->toJson(), s->toJson());
    const auto& r = static_cast<const OrkIslandState&>(*restored);
    QCOMPARE(r.rngState(), s->rngState());
    QCOMPARE(r.board().mapText, s->board().mapText);
    // Malformed input names the field.
    QJsonObject bad = s->toJson();
    QJsonArray units = bad.value(QStringLiteral("units")).toArray();
    units[4] = units[0];
    units[5] = units[1];
    units[6] = units[2];
    bad.insert(QStringLiteral("units"), units);
    QVERIFY(!f.game().stateFromJson(setup, bad, &error));
    QVERIFY2(error.contains(QLatin1String("share cell")), qPrintable(error));
    bad = s->toJson();
    QJsonObject map = bad.value(QStringLiteral("map")).toObject();
    QJsonArray rows = map.value(QStringLiteral("rows")).toArray();
    rows[0] = QStringLiteral("W..................W");
    map.insert(QStringLiteral("rows"), rows);
    bad.insert(QStringLiteral("map"), map);
    QVERIFY(!f.game().stateFromJson(setup, bad, &error));
    QVERIFY2(error.startsWith(QLatin1String("map: the outer border")), qPrintable(error));
    bad = s->toJson();
    bad.insert(QStringLiteral("scores"), QJsonArray{1, 2, 3, 4});
    QVERIFY(!f.game().stateFromJson(setup, bad, &error));
    QCOMPARE(error, QStringLiteral("scores[0]: expected an integer in a string"));
  }

  // --- The native log (§13) --------------------------------------------------------------
  void logImport()
  {
    KIBITZ_REQUIRE_GOLDEN();
    OrkIslandGame game;
    const ReplayFormat* format = game.formats().value(0);
    QCOMPARE(format->id(), QStringLiteral("orkisland-log"));
    const QByteArray data = Kibitz::Test::readGolden(QStringLiteral("orkisland/game1.log"));
    QVERIFY(format->sniff(data.left(20)));
    QVERIFY(format->sniff("SecGame\n"));
    QVERIFY(!format->sniff("Game\n\nSeed 3\n\nOtherGame 1.0\n"));
    QVERIFY(!format->sniff("{\"views\": []}"));
    QString error;
    const std::optional<ImportedMatch> match = format->importMatch(data, &error);
    QVERIFY2(match, qPrintable(error));
    QCOMPARE(match->setup.seed, uint64_t(1));
    QCOMPARE(match->setup.playerNames, (QStringList{"Dummy", "Dummy", "Dummy", "Dummy"}));
    QCOMPARE(match->setup.parameters.integer(QStringLiteral("nb_rounds")), 200);
    QCOMPARE(match->replies.size(), size_t(200));
    QCOMPARE(match->expectedReturns, (QList<double>{25100, 48579, 26659, 18779}));
    QVERIFY(match->replies[0][0].acted && match->replies[0][0].answered);
    QCOMPARE(match->replies[0][3].lines.last(), QStringLiteral("-1"));
    // Re-simulating the imported requests through the text protocol gives the very same
    // log, byte for byte.
    MatchSetup setup = match->setup;
    std::unique_ptr<State> state = game.newInitialState(setup, &error);
    QVERIFY2(state, qPrintable(error));
    ExportInput input;
    input.setup = &setup;
    input.frames.push_back(state->clone());
    for (const auto& round : match->replies) {
      std::vector<Move> moves(4);
      for (int p : state->actingPlayers()) {
        QVERIFY(state->replyComplete(p, round[size_t(p)].lines));
        moves[size_t(p)] = state->parseReply(p, round[size_t(p)].lines);
        QVERIFY(moves[size_t(p)].isOk());
      }
      state->applyMoves(moves);
      input.frames.push_back(state->clone());
    }
    QCOMPARE(state->returns(), match->expectedReturns);
    const std::optional<QByteArray> again = format->exportMatch(input, &error);
    QVERIFY2(again, qPrintable(error));
    QVERIFY(*again == data);
  }

  void logImportErrors()
  {
    KIBITZ_REQUIRE_GOLDEN();
    OrkIslandGame game;
    const auto* format = static_cast<const LogFormat*>(game.formats().value(0));
    const QByteArray data = Kibitz::Test::readGolden(QStringLiteral("orkisland/r1/s3.log"));
    QString error;
    // A truncated log keeps its complete states.
    std::optional<LogStates> log = format->readStates(data.left(data.size() - 200), &error);
    QVERIFY2(log, qPrintable(error));
    QCOMPARE(log->states.size(), size_t(1));
    QVERIFY(log->truncated);
    QVERIFY(!format->readStates(QByteArray(data).replace("names", "nomes"), &error));
    QCOMPARE(error, QStringLiteral("line 20: expected 'names', found 'nomes'"));
    QVERIFY(!format->readStates(QByteArray(data).replace("\nround 1\n", "\nround 7\n"), &error));
    QVERIFY2(error.endsWith(QLatin1String("round: expected an integer in 1..1, found '7'")), qPrintable(error));
    QByteArray otherMap = data;
    const qsizetype second = otherMap.indexOf("\n01 ", otherMap.indexOf("commands"));
    otherMap[second + 25] = otherMap[second + 25] == 'W' ? 'W' : 'F';
    if (otherMap != data) {
      QVERIFY(!format->readStates(otherMap, &error));
      QVERIFY2(error.contains(QLatin1String("differs from the map of state 0")), qPrintable(error));
    }
    // A log whose map is not GENERATOR1's for its seed cannot be re-simulated.
    QByteArray wrongSeed = QByteArray(data).replace("Seed 3", "Seed 4");
    QVERIFY(!format->importMatch(wrongSeed, &error));
    QVERIFY2(error.contains(QLatin1String("cannot be re-simulated")), qPrintable(error));
  }
};

QTEST_APPLESS_MAIN(TestOrkIslandRules)
#include "test_orkisland_rules.moc"

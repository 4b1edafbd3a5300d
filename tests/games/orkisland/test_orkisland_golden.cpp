// OrkIsland against the original engine's output (../shared/golden/orkisland): the
// generator's test vectors and checkpoints, byte-exact logs of one-round matches (map
// generation and spawn), full matches re-simulated from command traces, and the log
// format's import/export round trip. § numbers: the Rules reference of
// docs/games/orkisland.md.
#include "core/replay_format.h"
#include "core/script.h"
#include "orkisland/orkisland_board.h"
#include "orkisland/orkisland_game.h"
#include "orkisland/orkisland_generator.h"
#include "orkisland/orkisland_log_format.h"
#include "orkisland/orkisland_random.h"
#include "orkisland/orkisland_reconstruct.h"
#include "orkisland/orkisland_state.h"
#include "support/golden.h"

#include <QElapsedTimer>
#include <QtTest>

using namespace Kibitz::Rules;
using namespace Kibitz::Rules::OrkIsland;

namespace {

MatchSetup setupFor(const Game& game, uint64_t seed, const QString& name, const QMap<QString, QString>& raw = {})
{
  MatchSetup setup;
  QString error;
  setup.parameters = *Parameters::resolve(game.info().parameters, raw, &error);
  setup.seed = seed;
  setup.playerNames = {name, name, name, name};
  return setup;
}

// Plays a match where every player answers with text from `scripts` (or a built-in bot
// when its script is null) and returns every frame and reply.
ExportInput play(const Game& game, const MatchSetup& setup, std::vector<std::unique_ptr<ScriptedReplies>>& scripts,
                 const QString& botName = QString())
{
  ExportInput input;
  input.setup = &setup;
  QString error;
  std::unique_ptr<State> state = game.newInitialState(setup, &error);
  if (!state) {
    qWarning() << error;
    return input;
  }
  std::vector<std::unique_ptr<Bot>> bots;
  for (int p = 0; p < 4; ++p)
    bots.push_back(botName.isEmpty() ? nullptr : game.newBuiltinBot(botName, p, uint64_t(p)));
  input.frames.push_back(state->clone());
  while (!state->isTerminal()) {
    std::vector<Move> moves(4);
    std::vector<RecordedReply> replies(4);
    for (int p : state->actingPlayers()) {
      RecordedReply& reply = replies[size_t(p)];
      reply.acted = true;
      if (p < int(scripts.size()) && scripts[size_t(p)]) {
        reply.answered = scripts[size_t(p)]->next(*state, p, &reply.lines);
        moves[size_t(p)] = reply.answered ? state->parseReply(p, reply.lines) : Move::failed(Move::Status::Timeout, {});
      } else {
        moves[size_t(p)] = bots[size_t(p)]->act(*state, p);
        reply.answered = true;
        reply.lines = state->formatMove(p, moves[size_t(p)]);
      }
    }
    state->applyMoves(moves);
    input.frames.push_back(state->clone());
    input.replies.push_back(std::move(replies));
  }
  return input;
}

const LogFormat* logFormat(const Game& game)
{
  for (const ReplayFormat* format : game.formats())
    if (format->id() == QLatin1String("orkisland-log"))
      return static_cast<const LogFormat*>(format);
  return nullptr;
}

// The first line where two texts differ, for readable failures.
QString firstDifference(const QByteArray& a, const QByteArray& b)
{
  const QList<QByteArray> la = a.split('\n');
  const QList<QByteArray> lb = b.split('\n');
  for (qsizetype k = 0; k < std::max(la.size(), lb.size()); ++k)
    if (la.value(k) != lb.value(k))
      return QStringLiteral("line %1: got '%2', expected '%3'").arg(k + 1).arg(QString::fromLatin1(la.value(k)), QString::fromLatin1(lb.value(k)));
  return QStringLiteral("same lines");
}

}  // namespace

class TestOrkIslandGolden : public QObject {
  Q_OBJECT
private slots:
  void playerSeedWrapsAt32Bits()
  {
    QCOMPARE(playerSeed(2147483647, 0), INT32_MIN);  // 32-bit wrap (§16 row 7)
    EngineRandom wrapped(playerSeed(2147483647, 0));
    QCOMPARE(wrapped.state(), 0u);
    QCOMPARE(playerSeed(1, 2), 4);
  }

  void euclideanMatchesPow()
  {
    // The generator's shortcut for p = 2 must agree with three pow calls on this platform.
    for (int di = 0; di <= 140; ++di)
      for (int dj = 0; dj <= 140; ++dj)
        QCOMPARE(euclideanDistance(di, dj, 0, 0), lpDistance(di, dj, 0, 0, 2.0));
  }

  void seaThresholdRounding()
  {
    // §5.5: whether (35, 0) is within L^p distance 35 of the centre, for p = 2.0 .. 4.0.
    const QList<bool> expected{true, true, false, true, true, false, true, true, true, false, true,
                               true, false, true, true, true, false, true, true, false, true};
    for (int k = 20; k <= 40; ++k)
      QCOMPARE(lpDistance(35, 0, 0, 0, k / 10.0) <= 35, expected[k - 20]);
  }

  void generatorCheckpoints()
  {
    // §5.6, seed 1: (steps, state) at each point.
    const QMap<QString, QPair<qint64, qint64>> expected{
        {QStringLiteral("sea"), {49932, 1550540005}},       {QStringLiteral("forests n"), {49934, 1158301683}},
        {QStringLiteral("deserts n"), {57638, 1519028539}}, {QStringLiteral("deserts"), {72886, 598230251}},
        {QStringLiteral("rivers n"), {72888, 645076329}},   {QStringLiteral("rivers"), {73706, 1531315623}},
        {QStringLiteral("cities n"), {73708, 1463795845}},  {QStringLiteral("cities"), {74044, 1939112437}},
        {QStringLiteral("paths"), {175460, 638859693}},
    };
    QMap<QString, QPair<qint64, qint64>> seen;
    EngineRandom rng(1);
    QString error;
    const std::optional<Board> board = generateMap1(Settings(), rng, 10, &error, [&](const char* point, const EngineRandom& r) {
      seen.insert(QLatin1String(point), {qint64(r.steps()), qint64(r.state())});
    });
    QVERIFY2(board, qPrintable(error));
    QCOMPARE(seen, expected);
    QCOMPARE(board->cities.size(), size_t(20));
    QCOMPARE(board->paths.size(), size_t(19));
    QCOMPARE(board->totalCityCells(), 292);
    QCOMPARE(board->totalPathCells(), 281);
    QCOMPARE(int(std::count(board->types.begin(), board->types.end(), CellType::Water)), 1002);
    QCOMPARE(board->spawnCandidates.size(), size_t(136));
  }

  void generationAndSpawnEndStates_data()
  {
    QTest::addColumn<int>("seed");
    QTest::addColumn<qint64>("genSteps");
    QTest::addColumn<qint64>("genState");
    QTest::addColumn<qint64>("spawnSteps");
    QTest::addColumn<qint64>("spawnState");
    QTest::addColumn<int>("cities");
    QTest::addColumn<int>("paths");
    QTest::newRow("0") << 0 << qint64(120916) << qint64(1153461676) << qint64(121128) << qint64(40824984) << 15 << 14;
    QTest::newRow("1") << 1 << qint64(175460) << qint64(638859693) << qint64(175650) << qint64(2094677711) << 20 << 19;
    QTest::newRow("2") << 2 << qint64(202134) << qint64(726161220) << qint64(202370) << qint64(1568885464) << 22 << 19;
    QTest::newRow("234") << 234 << qint64(155848) << qint64(553563170) << qint64(156062) << qint64(1208077604) << 19 << 13;
  }
  void generationAndSpawnEndStates()
  {
    QFETCH(int, seed);
    QFETCH(qint64, genSteps);
    QFETCH(qint64, genState);
    QFETCH(qint64, spawnSteps);
    QFETCH(qint64, spawnState);
    QFETCH(int, cities);
    QFETCH(int, paths);
    EngineRandom rng(seed);
    QString error;
    const std::optional<Board> board = generateMap1(Settings(), rng, 10, &error);
    QVERIFY2(board, qPrintable(error));
    QCOMPARE(qint64(rng.steps()), genSteps);
    QCOMPARE(qint64(rng.state()), genState);
    QCOMPARE(int(board->cities.size()), cities);
    QCOMPARE(int(board->paths.size()), paths);
    (void)spawnSteps;  // steps are not kept across the state; the state value is
    OrkIslandGame game;
    const MatchSetup setup = setupFor(game, uint64_t(seed), QStringLiteral("Null"));
    const std::unique_ptr<State> state = game.newInitialState(setup, &error);
    QVERIFY2(state, qPrintable(error));
    QCOMPARE(qint64(static_cast<const OrkIslandState&>(*state).rngState()), spawnState);
  }

  void oneRoundLogs_data()
  {
    QTest::addColumn<int>("seed");
    for (int seed = 0; seed < 10; ++seed)
      QTest::newRow(qPrintable(QStringLiteral("s%1").arg(seed))) << seed;
  }
  void oneRoundLogs()
  {
    KIBITZ_REQUIRE_GOLDEN();
    QFETCH(int, seed);
    const QByteArray expected = Kibitz::Test::readGolden(QStringLiteral("orkisland/r1/s%1.log").arg(seed));
    QVERIFY(!expected.isEmpty());
    OrkIslandGame game;
    const MatchSetup setup = setupFor(game, uint64_t(seed), QStringLiteral("Null"), {{QStringLiteral("nb_rounds"), QStringLiteral("1")}});
    std::vector<std::unique_ptr<ScriptedReplies>> none;
    const ExportInput input = play(game, setup, none, QStringLiteral("null"));
    QCOMPARE(input.frames.size(), size_t(2));
    QString error;
    const std::optional<QByteArray> log = logFormat(game)->exportMatch(input, &error);
    QVERIFY2(log, qPrintable(error));
    QVERIFY2(*log == expected, qPrintable(firstDifference(*log, expected)));
  }

  void probeTraces_data()
  {
    QTest::addColumn<int>("seed");
    QTest::newRow("probe1") << 1;
    QTest::newRow("probe5") << 5;
  }
  void probeTraces()
  {
    KIBITZ_REQUIRE_GOLDEN();
    QFETCH(int, seed);
    const QByteArray trace = Kibitz::Test::readGolden(QStringLiteral("orkisland/probe%1.trace").arg(seed));
    const QByteArray expected = Kibitz::Test::readGolden(QStringLiteral("orkisland/probe%1.log").arg(seed));
    QVERIFY(!trace.isEmpty() && !expected.isEmpty());
    OrkIslandGame game;
    const MatchSetup setup = setupFor(game, uint64_t(seed), QStringLiteral("Probe"));
    std::vector<std::unique_ptr<ScriptedReplies>> scripts;
    QString error;
    for (int p = 0; p < 4; ++p) {
      scripts.push_back(game.newScript(trace, p, &error));
      QVERIFY2(scripts.back(), qPrintable(error));
    }
    const ExportInput input = play(game, setup, scripts);
    QCOMPARE(input.frames.size(), size_t(201));
    const std::optional<QByteArray> log = logFormat(game)->exportMatch(input, &error);
    QVERIFY2(log, qPrintable(error));
    QVERIFY2(*log == expected, qPrintable(firstDifference(*log, expected)));
  }

  void importExportRoundTrip_data()
  {
    QTest::addColumn<QString>("file");
    QTest::newRow("game1") << QStringLiteral("game1.log");
    QTest::newRow("game2") << QStringLiteral("game2.log");
    QTest::newRow("sample234") << QStringLiteral("sample234.log");
    QTest::newRow("probe1") << QStringLiteral("probe1.log");
    QTest::newRow("probe5") << QStringLiteral("probe5.log");
  }
  void importExportRoundTrip()
  {
    KIBITZ_REQUIRE_GOLDEN();
    QFETCH(QString, file);
    const QByteArray data = Kibitz::Test::readGolden(QStringLiteral("orkisland/") + file);
    QVERIFY(!data.isEmpty());
    OrkIslandGame game;
    const LogFormat* format = logFormat(game);
    QVERIFY(format->sniff(data.left(64)));
    QString error;
    QElapsedTimer timer;
    timer.start();
    std::optional<LogStates> log = format->readStates(data, &error);
    QVERIFY2(log, qPrintable(error));
    qDebug("%s: read %d states in %lld ms", qPrintable(file), int(log->states.size()), timer.elapsed());
    QCOMPARE(log->states.size(), size_t(201));
    QVERIFY(!log->truncated);
    ExportInput input;
    input.setup = &log->setup;
    for (auto& state : log->states)
      input.frames.push_back(std::move(state));
    const std::optional<QByteArray> again = format->exportMatch(input, &error);
    QVERIFY2(again, qPrintable(error));
    QVERIFY2(*again == data, qPrintable(firstDifference(*again, data)));
  }

  // Golden README use 3: the Dummy matches cannot be re-simulated, but every logged round
  // must follow from the previous state by the rules (moves, fights, unlogged deaths,
  // respawn cells, owners and points), and round 0 must be Kibitz's own generation.
  void loggedRoundsFollowTheRules_data() { importExportRoundTrip_data(); }
  void loggedRoundsFollowTheRules()
  {
    KIBITZ_REQUIRE_GOLDEN();
    QFETCH(QString, file);
    OrkIslandGame game;
    QString error;
    std::optional<LogStates> log = logFormat(game)->readStates(Kibitz::Test::readGolden(QStringLiteral("orkisland/") + file), &error);
    QVERIFY2(log, qPrintable(error));
    const std::unique_ptr<State> start = game.newInitialState(log->setup, &error);
    QVERIFY2(start, qPrintable(error));
    const auto& own = static_cast<const OrkIslandState&>(*start);
    QCOMPARE(own.board().mapText, log->states[0]->board().mapText);
    QVERIFY(own.snapshot() == log->states[0]->snapshot());
    for (size_t r = 0; r + 1 < log->states.size(); ++r) {
      const QString problem = checkLoggedRound(*log->states[r], *log->states[r + 1]);
      QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
  }

  // A log lists only successful moves; reconstructed requests must make the engine
  // reproduce every logged state (the reconstruction checks each round with the engine).
  void requestsReconstructed_data() { importExportRoundTrip_data(); }
  void requestsReconstructed()
  {
    KIBITZ_REQUIRE_GOLDEN();
    QFETCH(QString, file);
    OrkIslandGame game;
    QString error;
    std::optional<LogStates> log = logFormat(game)->readStates(Kibitz::Test::readGolden(QStringLiteral("orkisland/") + file), &error);
    QVERIFY2(log, qPrintable(error));
    const std::unique_ptr<State> start = game.newInitialState(log->setup, &error);
    QVERIFY2(start, qPrintable(error));
    std::vector<const OrkIslandState*> logged;
    for (const auto& s : log->states)
      logged.push_back(s.get());
    QElapsedTimer timer;
    timer.start();
    const auto rounds = reconstructRequests(static_cast<const OrkIslandState&>(*start), logged, &error);
    qDebug("%s: reconstructed in %lld ms", qPrintable(file), timer.elapsed());
    // Probe leaves most of its orks idle or blocked: rounds without deaths then accept
    // several request counts, and a wrong guess in round 49 is only caught in round 170,
    // beyond what the search goes back to.
    QEXPECT_FAIL("probe1", "round 170: the search's budget runs out (see orkisland_reconstruct.h)", Abort);
    QVERIFY2(rounds, qPrintable(error));
    QCOMPARE(rounds->size(), size_t(200));
  }

  void loggedRoundCheckCatchesBrokenRules()
  {
    KIBITZ_REQUIRE_GOLDEN();
    OrkIslandGame game;
    QString error;
    std::optional<LogStates> log = logFormat(game)->readStates(Kibitz::Test::readGolden(QStringLiteral("orkisland/game1.log")), &error);
    QVERIFY2(log, qPrintable(error));
    // State 3 of game1: 0 0 0 0 -> 16 16 0 0 (§11's worked example: city 14 and path 15).
    QCOMPARE(log->states[2]->totalScore(0), 0);
    QCOMPARE(log->states[3]->totalScore(0), 16);
    QCOMPARE(log->states[3]->totalScore(1), 16);
    QCOMPARE(log->states[3]->cityOwner(14), 1);
    QCOMPARE(log->states[3]->pathOwner(15), 0);
    Snapshot wrongScore = log->states[3]->snapshot();
    wrongScore.scores[1] += 1;
    QVERIFY(log->states[3]->setSnapshot(wrongScore, &error));
    QVERIFY(checkLoggedRound(*log->states[2], *log->states[3]).contains(QLatin1String("total_score")));
    Snapshot wrongMove = log->states[6]->snapshot();
    std::swap(wrongMove.units[size_t(wrongMove.executed[0].unit)].i, wrongMove.units[size_t(wrongMove.executed[0].unit)].j);
    if (log->states[6]->setSnapshot(wrongMove, &error))
      QVERIFY(!checkLoggedRound(*log->states[5], *log->states[6]).isEmpty());
  }
};

QTEST_APPLESS_MAIN(TestOrkIslandGolden)
#include "test_orkisland_golden.moc"

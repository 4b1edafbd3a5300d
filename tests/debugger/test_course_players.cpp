// Course players (`eda:`): OrkIsland players written against the original C++ course API,
// built with Kibitz's own implementation of it (rules/orkisland/course_api/). The course's
// prebuilt Dummy re-plays the golden matches byte for byte; our own course-style players
// (tests/orkisland_course/) exercise the whole API; bad files get messages that name them.
#include "support/golden.h"
#include "support/test_matches.h"

#include "course/course_player_build.h"
#include "course/course_reimport.h"
#include "match/match_builder.h"
#include "replay/replay_convert.h"
#include "replay/replay_verify.h"

#include "core/game.h"
#include "core/registry.h"
#include "core/replay_format.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

namespace {

const QString kPlayers = QStringLiteral(KIBITZ_SOURCE_DIR "/tests/orkisland_course");

QString player(const QString& name)
{
  return kPlayers + QStringLiteral("/AI%1.cc").arg(name);
}

QString dummyObject()
{
  return Test::goldenDir() + QStringLiteral("/orkisland/AIDummy.o.Linux64");
}

// A whole match of these bots (paths of course players, or other specs as they are).
std::optional<Debugger::Replay> play(const QStringList& bots, uint64_t seed, QString* error, const QStringList& names = {})
{
  Debugger::MatchRequest request;
  request.gameId = QStringLiteral("orkisland");
  request.seed = seed;
  for (const QString& bot : bots)
    request.bots << (bot.contains(QLatin1Char(':')) ? bot : QStringLiteral("eda:") + bot);
  request.names = names;
  request.processOptions.timeLimitOverrideMs = Test::kLoadProofTurnMs;
  std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, error);
  if (!runner)
    return std::nullopt;
  runner->run();
  return runner->takeReplay();
}

QByteArray exported(const Debugger::Replay& replay, const QString& formatId)
{
  const Rules::Game* game = nullptr;
  QString error;
  const Rules::ReplayFormat* format = Debugger::ReplayConvert::findFormat(formatId, &game, &error);
  if (!format)
    return {};
  return Debugger::ReplayConvert::exportMatch(replay, *format, &error).value_or(QByteArray());
}

// Everything a seat wrote on stderr, turn after turn.
QString stderrOf(const Debugger::Replay& replay, int seat)
{
  QString all;
  for (const Debugger::Frame& frame : replay.frames)
    for (const Debugger::PlayerExchange& x : frame.exchanges)
      if (x.player == seat)
        all += x.stderrText;
  return all;
}

QString buildError(const QString& path)
{
  QString error;
  const std::optional<QString> exe = Debugger::CoursePlayerBuild::executableFor(QStringLiteral("orkisland"), path, {}, &error);
  return exe ? QString() : error;
}

}  // namespace

class TestCoursePlayers : public QObject {
  Q_OBJECT
  QTemporaryDir cache_;

private slots:
  void initTestCase()
  {
    if (!Rules::Registry::find(QStringLiteral("orkisland")))
      QSKIP("OrkIsland is not in this build (KIBITZ_ONLY_GAMES)");
    if (QStandardPaths::findExecutable(QStringLiteral("g++")).isEmpty())
      QSKIP("g++ is not installed");
    QVERIFY(cache_.isValid());
    qputenv("KIBITZ_CACHE_DIR", cache_.path().toUtf8());
  }

  void dummyObjectReplaysTheGoldenMatches_data()
  {
    QTest::addColumn<int>("seed");
    QTest::addColumn<QString>("log");
    QTest::newRow("seed 1") << 1 << QStringLiteral("game1.log");
    QTest::newRow("seed 2") << 2 << QStringLiteral("game2.log");
    QTest::newRow("seed 234") << 234 << QStringLiteral("sample234.log");
  }

  void dummyObjectReplaysTheGoldenMatches()
  {
    KIBITZ_REQUIRE_GOLDEN();
    QFETCH(int, seed);
    QFETCH(QString, log);
    const QString dummy = dummyObject();
    QString error;
    const std::optional<Debugger::Replay> replay =
        play({dummy, dummy, dummy, dummy}, uint64_t(seed), &error, QStringList(4, QStringLiteral("Dummy")));
    QVERIFY2(replay, qPrintable(error));
    const QByteArray expected = Test::readGolden(QStringLiteral("orkisland/") + log);
    QVERIFY(!expected.isEmpty());
    QVERIFY2(exported(*replay, QStringLiteral("orkisland-log")) == expected, "not byte for byte the golden log");
    if (seed == 1)  // and the engine's own log, warnings included
      QCOMPARE(exported(*replay, QStringLiteral("orkisland-engine-log")), Test::readGolden(QStringLiteral("orkisland/game1.stderr")));
  }

  void aNativeLogIsPlayedAgainByItsPlayers()
  {
    KIBITZ_REQUIRE_GOLDEN();
    QTemporaryDir folder;
    QVERIFY(QFile::copy(dummyObject(), folder.filePath(QStringLiteral("AIDummy.o.Linux64"))));
    const QByteArray log = Test::readGolden(QStringLiteral("orkisland/game1.log"));
    const Rules::Game* game = nullptr;
    QString error;
    const Rules::ReplayFormat* format = Debugger::ReplayConvert::findFormat(QStringLiteral("orkisland-log"), &game, &error);
    QVERIFY(format);
    Debugger::ReplayConvert::ImportOptions options;
    options.playersDir = folder.path();
    const std::optional<Debugger::Replay> replay =
        Debugger::ReplayConvert::importMatch(*game, *format, log, QStringLiteral("game1.log"), &error, options);
    QVERIFY2(replay, qPrintable(error));
    QVERIFY(replay->origin.contains(QStringLiteral("players")));
    QCOMPARE(replay->frames.size(), 201);
    QVERIFY(replay->players[0].bot.startsWith(QLatin1String("eda:/")));  // absolute: the replay can be moved
    QVERIFY(!replay->frames[1].exchanges.isEmpty());                      // the players' real inputs and replies
    const Debugger::VerifyResult verified = Debugger::verifyReplay(*replay);
    QVERIFY2(verified.ok, qPrintable(verified.message));

    // A folder without the players the log names: a message that names them.
    QTemporaryDir empty;
    options.playersDir = empty.path();
    QVERIFY(!Debugger::ReplayConvert::importMatch(*game, *format, log, QStringLiteral("game1.log"), &error, options));
    QVERIFY2(error.contains(QStringLiteral("no course player for Dummy")), qPrintable(error));
    // ... unless the players are optional (the window): then the log imports as without them.
    QString skipped;
    options.playersOptional = true;
    options.skippedPlayers = &skipped;
    const std::optional<Debugger::Replay> plain =
        Debugger::ReplayConvert::importMatch(*game, *format, log, QStringLiteral("game1.log"), &error, options);
    QVERIFY2(plain, qPrintable(error));
    QVERIFY(!plain->origin.contains(QStringLiteral("players")));
    QVERIFY(skipped.contains(QStringLiteral("Dummy")));
  }

  void ourCoursePlayersUseTheWholeApi()
  {
    QString error;
    const std::optional<Debugger::Replay> replay =
        play({player(QStringLiteral("Explorer")), player(QStringLiteral("Randy")), player(QStringLiteral("Abuser")),
              player(QStringLiteral("Flood"))},
             0, &error);
    QVERIFY2(replay, qPrintable(error));
    QVERIFY(replay->result.complete);
    // The display names are the files' PLAYER_NAME.
    QCOMPARE(replay->players[0].name, QStringLiteral("Explorer"));
    QCOMPARE(replay->players[3].name, QStringLiteral("Flood"));
    QVERIFY2(!replay->result.text.contains(QStringLiteral("dead")), qPrintable(replay->result.text));
    // Explorer checks the API's consistency and its own members between rounds.
    const QString explorer = stderrOf(*replay, 0);
    QVERIFY(explorer.contains(QStringLiteral("Explorer: OrkIsland 1.0, 4 players, 70x70, 200 rounds")));
    QVERIFY2(!explorer.contains(QStringLiteral("BUG")), qPrintable(explorer.left(2000)));
    // Randy in seat 1 of match seed 0 draws from seed 0 + 1 + 1 = 2 (orkisland.md §4.2).
    const QString randy = stderrOf(*replay, 1);
    QVERIFY2(randy.contains(QStringLiteral("Randy: first draws 2 6 1 6 2 4 4 9 | 9 6 5 1 0 4 8 7 3 2")), qPrintable(randy.left(500)));
    QVERIFY(randy.contains(QStringLiteral("Randy: edges 5 7 0 1")));
    // Abuser's out-of-range calls get the original's warnings and defaults.
    const QString abuser = replay->frames[1].exchanges.isEmpty() ? QString() : stderrOf(*replay, 2);
    QVERIFY2(abuser.contains(QStringLiteral("warning: ")), qPrintable(abuser.left(500)));
    QVERIFY2(!abuser.contains(QStringLiteral("BUG")), qPrintable(abuser.left(2000)));
    // The engine log: the filter's warnings for Abuser, and Flood's 1001st calls ignored
    // (Kibitz decision: the original aborts) in rounds R % 10 == 3 only, never killed.
    const QString engineLog = QString::fromUtf8(exported(*replay, QStringLiteral("orkisland-engine-log")));
    QVERIFY(engineLog.contains(QStringLiteral("warning: command already requested for unit")));
    QVERIFY(engineLog.contains(QStringLiteral("error: player 3 exceeded 1000 commands in round 3; remaining commands ignored")));
    QVERIFY(!engineLog.contains(QStringLiteral("exceeded 1000 commands in round 6;")));
    QCOMPARE(engineLog.count(QStringLiteral("exceeded 1000 commands")), 20);
  }

  void theSameSeedGivesTheSameMatch()
  {
    const QString randy = player(QStringLiteral("Randy"));
    QString error;
    const std::optional<Debugger::Replay> a = play({randy, randy, randy, randy}, 233, &error);
    QVERIFY2(a, qPrintable(error));
    const std::optional<Debugger::Replay> b = play({randy, randy, randy, randy}, 233, &error);
    QVERIFY2(b, qPrintable(error));
    QCOMPARE(exported(*a, QStringLiteral("orkisland-log")), exported(*b, QStringLiteral("orkisland-log")));
    QVERIFY(stderrOf(*a, 0).contains(QStringLiteral("Randy: first draws 7 1 4 5 8 8 3 6 | 4 3 1 5 8 6 7 2 9 0")));
  }

  void aThrowingOrFloodingPlayerEndsAsTheProtocolSays()
  {
    QString error;
    const std::optional<Debugger::Replay> replay =
        play({player(QStringLiteral("Thrower")), player(QStringLiteral("Chatty")), QStringLiteral("builtin:dummy"),
              QStringLiteral("builtin:dummy")},
             4, &error);
    QVERIFY2(replay, qPrintable(error));
    QVERIFY(replay->result.complete);  // the match goes on without the dead player
    QVERIFY2(stderrOf(*replay, 0).contains(QStringLiteral("play() threw an exception in round 5: Thrower gives up")),
             qPrintable(stderrOf(*replay, 0).right(500)));
    QVERIFY2(replay->result.text.contains(QStringLiteral("Thrower")) && replay->result.text.contains(QStringLiteral("dead")),
             qPrintable(replay->result.text));
    // Chatty floods stderr: its turns are cut at the bound, and it plays to the end.
    bool truncated = false;
    for (const Debugger::Frame& frame : replay->frames)
      for (const Debugger::PlayerExchange& x : frame.exchanges)
        if (x.player == 1) {
          truncated = truncated || x.stderrTruncated;
          QCOMPARE(int(x.status), int(Rules::Move::Status::Ok));
        }
    QVERIFY(truncated);
    QVERIFY(!stderrOf(*replay, 1).contains(QStringLiteral("BUG")));
  }

  void aHangingPlayerTimesOutAndTheMatchGoesOn()
  {
    Debugger::MatchRequest request;
    request.gameId = QStringLiteral("orkisland");
    request.seed = 2;
    request.bots = {QStringLiteral("eda:") + player(QStringLiteral("Sleeper")), QStringLiteral("builtin:dummy"),
                    QStringLiteral("builtin:dummy"), QStringLiteral("builtin:dummy")};
    request.parameters.insert(QStringLiteral("nb_rounds"), QStringLiteral("8"));
    request.processOptions.timeLimitOverrideMs = 300;  // the game's 1000 ms, shortened for the test
    QString error;
    std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
    QVERIFY2(runner, qPrintable(error));
    runner->run();
    const Debugger::Replay replay = runner->takeReplay();
    QVERIFY(replay.result.complete);
    QCOMPARE(replay.lastTurn(), 8);
    QVERIFY2(replay.result.text.contains(QStringLiteral("Sleeper")) && replay.result.text.contains(QStringLiteral("dead")),
             qPrintable(replay.result.text));
    const Debugger::PlayerExchange* round3 = nullptr;
    for (const Debugger::PlayerExchange& x : replay.frames[4].exchanges)
      if (x.player == 0)
        round3 = &x;
    QVERIFY(round3);
    QCOMPARE(int(round3->status), int(Rules::Move::Status::Timeout));
  }

  void buildsAreCachedByContent()
  {
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("AIRandy.cc"));
    QVERIFY(QFile::copy(player(QStringLiteral("Randy")), copy));
    QString error;
    QVERIFY2(Debugger::CoursePlayerBuild::executableFor(QStringLiteral("orkisland"), copy, {}, &error), qPrintable(error));
    std::optional<Debugger::CoursePlayerBuild::Plan> again =
        Debugger::CoursePlayerBuild::plan(QStringLiteral("orkisland"), copy, {}, &error);
    QVERIFY2(again, qPrintable(error));
    QVERIFY(again->upToDate);  // a second match does not compile
    QVERIFY(again->commandLine().contains(QStringLiteral("-std=c++11")));
    // Another compile command, or another content, is another build.
    QVERIFY(!Debugger::CoursePlayerBuild::plan(QStringLiteral("orkisland"), copy, QStringLiteral("g++ -std=c++17 -O1"), &error)
                 ->upToDate);
    QFile file(copy);
    QVERIFY(file.open(QIODevice::Append));
    file.write("// changed\n");
    file.close();
    QVERIFY(!Debugger::CoursePlayerBuild::plan(QStringLiteral("orkisland"), copy, {}, &error)->upToDate);
  }

  void playerNames()
  {
    QCOMPARE(Debugger::CoursePlayerBuild::playerName(player(QStringLiteral("Explorer"))), QStringLiteral("Explorer"));
    QCOMPARE(Debugger::CoursePlayerBuild::playerName(QStringLiteral("/x/AIDummy.o.Linux64")), QStringLiteral("Dummy"));
    QCOMPARE(Debugger::CoursePlayerBuild::playerName(QStringLiteral("/x/AIDummy.o")), QStringLiteral("Dummy"));
  }

  void badFilesGetMessagesThatNameThem()
  {
    QTemporaryDir dir;
    const auto write = [&](const QString& name, const QByteArray& content) {
      QFile file(dir.filePath(name));
      file.open(QIODevice::WriteOnly);
      file.write(content);
      return file.fileName();
    };
    // A file without the class registration, and one whose registration is only in a comment.
    QString error = buildError(player(QStringLiteral("NotRegistered")));
    QVERIFY2(error.contains(QStringLiteral("not a course player")) && error.contains(QStringLiteral("AINotRegistered.cc")),
             qPrintable(error));
    error = buildError(write(QStringLiteral("AIPlain.cc"), "int main() { return 0; }\n"));
    QVERIFY2(error.contains(QStringLiteral("no RegisterPlayer")), qPrintable(error));
    // A file that does not compile: the compiler's own diagnostics, at the line.
    error = buildError(write(QStringLiteral("AIBroken.cc"), "#include \"Player.hh\"\nstruct X : Player { void play() { nope(); } };\n"
                                                            "RegisterPlayer(X);\n"));
    QVERIFY2(error.contains(QStringLiteral("does not compile")) && error.contains(QStringLiteral("AIBroken.cc:2:")), qPrintable(error));
    // Not an object at all, an object of another processor, a missing symbol.
    error = buildError(write(QStringLiteral("AIJunk.o"), QByteArray(200, 'x')));
    QVERIFY2(error.contains(QStringLiteral("not an ELF object file")), qPrintable(error));
    if (!Test::goldenDir().isEmpty()) {
      QFile dummy(dummyObject());
      QVERIFY(dummy.open(QIODevice::ReadOnly));
      QByteArray arm = dummy.readAll();
      arm[18] = char(183);  // e_machine: AArch64
      arm[19] = 0;
      error = buildError(write(QStringLiteral("AIDummy.o.Mac"), arm));
      QVERIFY2(error.contains(QStringLiteral("another processor")) && error.contains(QStringLiteral("AIDummy.o.Mac")), qPrintable(error));
    }
    const QString source = write(QStringLiteral("missing.cc"), "#include \"Player.hh\"\nvoid nowhere();\n"
                                                               "struct Lost : Player { static Player* factory() { return new Lost; }\n"
                                                               "  void play() { nowhere(); } };\nRegisterPlayer(Lost);\n");
    QProcess gxx;
    gxx.setProcessChannelMode(QProcess::MergedChannels);
    gxx.start(QStringLiteral("g++"), {QStringLiteral("-std=c++11"), QStringLiteral("-c"), QStringLiteral("-I"),
                                      QStringLiteral(KIBITZ_SOURCE_DIR "/rules/orkisland/course_api"), source, QStringLiteral("-o"),
                                      dir.filePath(QStringLiteral("AILost.o"))});
    QVERIFY(gxx.waitForFinished(120000));
    QVERIFY2(gxx.exitCode() == 0, gxx.readAll().constData());
    error = buildError(dir.filePath(QStringLiteral("AILost.o")));
    QVERIFY2(error.contains(QStringLiteral("cannot be linked")) && error.contains(QStringLiteral("nowhere")), qPrintable(error));
    // Another game has no course API.
    Debugger::MatchRequest request;
    request.gameId = QStringLiteral("fencing");
    request.bots = {QStringLiteral("eda:") + player(QStringLiteral("Randy")), QStringLiteral("builtin:idle")};
    if (Rules::Registry::find(QStringLiteral("fencing"))) {
      QVERIFY(!Debugger::MatchBuilder::build(request, &error));
      QVERIFY2(error.contains(QStringLiteral("fencing has no course API")), qPrintable(error));
    }
  }
};

QTEST_GUILESS_MAIN(TestCoursePlayers)
#include "test_course_players.moc"

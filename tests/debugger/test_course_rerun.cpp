// Re-running a course player (`eda:`) from a turn, and continuing the match with it: the
// course's prebuilt Dummy on the golden game1 (played again from its native log), and one
// of our course-style players from source, also through kibitz-cli from another working
// directory than the one the match was started in (eda: paths are kept absolute).
#include "support/cli_run.h"
#include "support/require_game.h"
#include "support/golden.h"
#include "support/require_tool.h"
#include "support/test_matches.h"

#include "dap/dap_adapter.h"
#include "match/bot_rerun.h"
#include "match/match_builder.h"
#include "replay/replay_convert.h"
#include "replay/replay_diff.h"
#include "replay/replay_file.h"

#include "core/registry.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

namespace {

const QString kPlayers = QStringLiteral(KIBITZ_SOURCE_DIR "/tests/orkisland_course");

Debugger::ProcessOptions loadProof()
{
  Debugger::ProcessOptions options;
  options.timeLimitOverrideMs = Test::kLoadProofTurnMs;
  return options;
}

// The match of `original` from turn `turn` - 1 on, with `bot` in `seat` (what
// `kibitz-cli rerun --out` and the window's "Continue the Match with This Bot" do).
std::optional<Debugger::Replay> fork(const Debugger::Replay& original, int seat, const QString& bot, int turn, QString* error)
{
  Debugger::MatchRequest request;
  for (int p = 0; p < original.players.size(); ++p) {
    request.bots << (p == seat ? bot : original.players[p].bot);
    request.names << original.players[p].name;
  }
  request.processOptions = loadProof();
  request.continuation = Debugger::MatchRequest::Continuation{&original, QStringLiteral("original.kbz"), turn - 1};
  std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, error);
  if (!runner)
    return std::nullopt;
  runner->run();
  return runner->takeReplay();
}

QByteArray nativeLog(const Debugger::Replay& replay, QString* error)
{
  const Rules::Game* game = nullptr;
  const Rules::ReplayFormat* format = Debugger::ReplayConvert::findFormat(QStringLiteral("orkisland-log"), &game, error);
  return format ? Debugger::ReplayConvert::exportMatch(replay, *format, error).value_or(QByteArray()) : QByteArray();
}

}  // namespace

class TestCourseRerun : public QObject {
  Q_OBJECT
  QTemporaryDir cache_;

private slots:
  void initTestCase()
  {
    KIBITZ_REQUIRE_GAME("orkisland");
    if (QStandardPaths::findExecutable(QStringLiteral("g++")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("g++ is not installed"));
    QVERIFY(cache_.isValid());
    qputenv("KIBITZ_CACHE_DIR", cache_.path().toUtf8());
  }

  // game1.log played again by four Dummy objects: seat 2's Dummy re-run up to turn 120
  // answers every turn as in the match, and the match continued with it from there is
  // the golden log again, byte for byte.
  void theCoursesDummyIsRerunOnTheGoldenMatch()
  {
    KIBITZ_REQUIRE_GOLDEN();
    QTemporaryDir folder;
    QVERIFY(QFile::copy(Test::goldenDir() + QStringLiteral("/orkisland/AIDummy.o.Linux64"),
                        folder.filePath(QStringLiteral("AIDummy.o.Linux64"))));
    const QByteArray golden = Test::readGolden(QStringLiteral("orkisland/game1.log"));
    const Rules::Game* game = nullptr;
    QString error;
    const Rules::ReplayFormat* format = Debugger::ReplayConvert::findFormat(QStringLiteral("orkisland-log"), &game, &error);
    QVERIFY(format);
    Debugger::ReplayConvert::ImportOptions options;
    options.playersDir = folder.path();
    options.processOptions = loadProof();
    const std::optional<Debugger::Replay> replay =
        Debugger::ReplayConvert::importMatch(*game, *format, golden, QStringLiteral("game1.log"), &error, options);
    QVERIFY2(replay, qPrintable(error));
    QCOMPARE(replay->players[2].bot, QStringLiteral("eda:") + folder.filePath(QStringLiteral("AIDummy.o.Linux64")));

    const int turn = 120;
    std::unique_ptr<Debugger::BotRerun> rerun = Debugger::BotRerun::start(*replay, 2, {}, turn, loadProof(), &error);
    QVERIFY2(rerun, qPrintable(error));
    QVERIFY2(rerun->replayHistory({}, &error), qPrintable(error));
    QVERIFY2(!rerun->divergence(), qPrintable(rerun->divergence() ? rerun->divergence()->describe() : QString()));
    QCOMPARE(rerun->historyTurns(), turn - 1);
    const Debugger::PlayerExchange answer = rerun->playTurn();
    QCOMPARE(answer.output, replay->frames[turn].exchangeOf(2)->output);
    rerun.reset();

    const std::optional<Debugger::Replay> forked = fork(*replay, 2, replay->players[2].bot, turn, &error);
    QVERIFY2(forked, qPrintable(error));
    QVERIFY(forked->result.complete);
    QVERIFY2(nativeLog(*forked, &error) == golden, "the continued match is not game1.log");
  }

  // Our Randy from source, in a match started with a relative eda: path: the replay keeps
  // the absolute path, and kibitz-cli re-runs and continues it from another folder.
  // Debugging a course player from source: it is built -O0 -g (apart from its release
  // build) and stops in its play() at the turn asked, with the course API's round().
  void aCoursePlayerStopsInPlayUnderTheDebugger()
  {
    QString error;
    if (!Debugger::DapAdapter::native(&error))
      KIBITZ_SKIP_MISSING_TOOL(error);
    QTemporaryDir folder;
    QVERIFY(QFile::copy(kPlayers + QStringLiteral("/AIRandy.cc"), folder.filePath(QStringLiteral("AIRandy.cc"))));
    Test::CliOptions inFolder;
    inFolder.workingDirectory = folder.path();
    const QString cli = QStringLiteral(KIBITZ_CLI_PATH);
    Test::CliResult run = Test::runCli(cli,
                                       {QStringLiteral("run"), QStringLiteral("orkisland"), QStringLiteral("--seed"), QStringLiteral("3"),
                                        QStringLiteral("--param"), QStringLiteral("nb_rounds=10"), QStringLiteral("--bot"),
                                        QStringLiteral("eda:AIRandy.cc"), QStringLiteral("--bot"), QStringLiteral("builtin:dummy"),
                                        QStringLiteral("--bot"), QStringLiteral("builtin:dummy"), QStringLiteral("--bot"),
                                        QStringLiteral("builtin:dummy"), QStringLiteral("--time-limit"),
                                        QString::number(Test::kLoadProofTurnMs), QStringLiteral("--out"), QStringLiteral("match.kbz")},
                                       inFolder);
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    const Test::CliResult debugged = Test::runCli(
        cli, {QStringLiteral("rerun"), folder.filePath(QStringLiteral("match.kbz")), QStringLiteral("--seat"), QStringLiteral("0"),
              QStringLiteral("--turn"), QStringLiteral("4"), QStringLiteral("--run-recorded"), QStringLiteral("--break"),
              QStringLiteral("AIRandy.cc:38"), QStringLiteral("--eval"), QStringLiteral("round()"), QStringLiteral("--json")});
    QVERIFY2(debugged.exitCode == 0, qPrintable(debugged.out + debugged.err));
    const QJsonObject stop = QJsonDocument::fromJson(debugged.out.toUtf8()).object().value(QStringLiteral("stop")).toObject();
    QVERIFY2(!stop.isEmpty(), qPrintable(debugged.out));
    const QJsonObject top = stop.value(QStringLiteral("frames")).toArray().first().toObject();
    QVERIFY2(top.value(QStringLiteral("name")).toString().contains(QStringLiteral("play")), qPrintable(debugged.out));
    QVERIFY2(top.value(QStringLiteral("file")).toString().endsWith(QStringLiteral("AIRandy.cc")), qPrintable(debugged.out));
    QCOMPARE(top.value(QStringLiteral("line")).toInt(), 38);
    // Turn 4 is round 3 of the course API (rounds count from 0).
    QCOMPARE(stop.value(QStringLiteral("evals")).toObject().value(QStringLiteral("round()")).toString(), QStringLiteral("3"));
  }

  void aCoursePlayerFromSourceIsRerunFromAnotherFolder()
  {
    QTemporaryDir started;
    QTemporaryDir elsewhere;
    QVERIFY(QFile::copy(kPlayers + QStringLiteral("/AIRandy.cc"), started.filePath(QStringLiteral("AIRandy.cc"))));
    QVERIFY(QFile::copy(kPlayers + QStringLiteral("/AIExplorer.cc"), started.filePath(QStringLiteral("AIExplorer.cc"))));
    const QString match = started.filePath(QStringLiteral("match.kbz"));
    Test::CliOptions inStarted;
    inStarted.workingDirectory = started.path();
    const QString cli = QStringLiteral(KIBITZ_CLI_PATH);
    Test::CliResult run = Test::runCli(cli,
                                       {QStringLiteral("run"), QStringLiteral("orkisland"), QStringLiteral("--seed"), QStringLiteral("7"),
                                        QStringLiteral("--param"), QStringLiteral("nb_rounds=30"), QStringLiteral("--bot"),
                                        QStringLiteral("eda:AIRandy.cc"), QStringLiteral("--bot"), QStringLiteral("eda:./AIExplorer.cc"),
                                        QStringLiteral("--bot"), QStringLiteral("builtin:dummy"), QStringLiteral("--bot"),
                                        QStringLiteral("builtin:warlord"), QStringLiteral("--time-limit"),
                                        QString::number(Test::kLoadProofTurnMs), QStringLiteral("--out"), QStringLiteral("match.kbz")},
                                       inStarted);
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    QString error;
    const std::optional<Debugger::Replay> replay = Debugger::ReplayFile::read(match, &error);
    QVERIFY2(replay, qPrintable(error));
    QCOMPARE(replay->players[0].bot, QStringLiteral("eda:") + started.filePath(QStringLiteral("AIRandy.cc")));
    QCOMPARE(replay->players[1].bot, QStringLiteral("eda:") + started.filePath(QStringLiteral("AIExplorer.cc")));

    // In the library: every reply as in the match, turn N's too, and a fork that is the
    // match again (Randy draws from its own generator, seeded at the start).
    const int turn = 20;
    std::unique_ptr<Debugger::BotRerun> rerun = Debugger::BotRerun::start(*replay, 0, {}, turn, loadProof(), &error);
    QVERIFY2(rerun, qPrintable(error));
    QVERIFY2(rerun->replayHistory({}, &error), qPrintable(error));
    QVERIFY2(!rerun->divergence(), qPrintable(rerun->divergence() ? rerun->divergence()->describe() : QString()));
    QCOMPARE(rerun->playTurn().output, replay->frames[turn].exchangeOf(0)->output);
    rerun.reset();
    const std::optional<Debugger::Replay> forked = fork(*replay, 0, replay->players[0].bot, turn, &error);
    QVERIFY2(forked, qPrintable(error));
    QVERIFY(Debugger::compareReplays(*replay, *forked).identical);

    // On the command line, from another folder: re-run, fork, and the fork is the match.
    Test::CliOptions inElsewhere;
    inElsewhere.workingDirectory = elsewhere.path();
    const Test::CliResult rerunCli =
        Test::runCli(cli, {QStringLiteral("rerun"), match, QStringLiteral("--seat"), QStringLiteral("1"), QStringLiteral("--turn"),
                           QString::number(turn), QStringLiteral("--run-recorded"), QStringLiteral("--out"),
                           QStringLiteral("fork.kbz")},
                     inElsewhere);
    QVERIFY2(rerunCli.exitCode == 0, qPrintable(rerunCli.out + rerunCli.err));
    QVERIFY2(rerunCli.out.contains(QStringLiteral("all as in the match")), qPrintable(rerunCli.out));
    const Test::CliResult diff = Test::runCli(cli, {QStringLiteral("diff"), match, elsewhere.filePath(QStringLiteral("fork.kbz"))});
    QVERIFY2(diff.exitCode == 0, qPrintable(diff.out + diff.err));

    // `run --from` continues it from there too, with the recorded bots.
    const Test::CliResult continued =
        Test::runCli(cli, {QStringLiteral("run"), QStringLiteral("orkisland"), QStringLiteral("--from"), match, QStringLiteral("--turn"),
                           QString::number(turn - 1), QStringLiteral("--bot"), replay->players[0].bot, QStringLiteral("--bot"),
                           replay->players[1].bot, QStringLiteral("--bot"), QStringLiteral("builtin:dummy"), QStringLiteral("--bot"),
                           QStringLiteral("builtin:warlord"), QStringLiteral("--time-limit"), QString::number(Test::kLoadProofTurnMs),
                           QStringLiteral("--out"), QStringLiteral("continued.kbz")},
                     inElsewhere);
    QVERIFY2(continued.exitCode == 0, qPrintable(continued.out + continued.err));
  }
};

QTEST_GUILESS_MAIN(TestCourseRerun)
#include "test_course_rerun.moc"

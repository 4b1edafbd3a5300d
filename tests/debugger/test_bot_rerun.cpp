// Re-running a seat's external bot from a replay (BotRerun, `kibitz-cli rerun`): the
// recorded inputs of turns 1..N-1 are fed and each reply compared, turn N is played with
// no time limit, and a fork from there shows the bot the same history first.
#include "match/bot_rerun.h"
#include "match/match_builder.h"
#include "match/sandbox_check.h"
#include "replay/replay_file.h"
#include "support/cli_run.h"
#include "support/require_game.h"
#include "support/edited_copy.h"
#include "support/require_tool.h"
#include "support/test_matches.h"

#include "core/registry.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

namespace {

const QString kTemplate = QStringLiteral(KIBITZ_SOURCE_DIR "/resources/templates/fencing/bot.py");

// The turn (frame) of seat 0's k-th answer, counting from 0.
int turnOfAnswer(const Debugger::Replay& replay, int k)
{
  for (int t = 1; t < replay.frames.size(); ++t)
    if (replay.frames[t].exchangeOf(0) && k-- == 0)
      return t;
  return -1;
}

// kibitz-cli with its stdin closed; `output` gets what it printed, stdout then stderr.
int runCli(const QStringList& args, QString* output)
{
  Test::CliOptions options;
  options.input = QByteArray("");
  options.timeoutMs = 120000;
  const Test::CliResult result = Test::runCli(QStringLiteral(KIBITZ_CLI_PATH), args, options);
  *output = result.out + result.err;
  return result.exitCode;
}

}  // namespace

class TestBotRerun : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  QString bot_;
  QString file_;
  Debugger::Replay replay_;

private slots:
  void initTestCase()
  {
    KIBITZ_REQUIRE_GAME("fencing");
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("python3 is not installed"));
    QVERIFY(dir_.isValid());
    bot_ = QStringLiteral("cmd:python3 ") + kTemplate;
    Debugger::MatchRequest request;
    request.gameId = QStringLiteral("fencing");
    request.seed = 3;
    request.bots = {bot_, QStringLiteral("builtin:fencer")};
    request.processOptions.timeLimitOverrideMs = Test::kLoadProofTurnMs;
    QString error;
    std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
    QVERIFY2(runner, qPrintable(error));
    runner->run();
    replay_ = runner->takeReplay();
    file_ = dir_.filePath(QStringLiteral("match.kbz"));
    QVERIFY2(Debugger::ReplayFile::write(file_, replay_, &error), qPrintable(error));
  }

  void theSameBotAnswersAsInTheMatch()
  {
    const int turn = turnOfAnswer(replay_, 8);
    QVERIFY(turn > 0);
    QString error;
    Debugger::ProcessOptions options;
    options.timeLimitOverrideMs = Test::kLoadProofTurnMs;
    std::unique_ptr<Debugger::BotRerun> rerun = Debugger::BotRerun::start(replay_, 0, {}, turn, options, &error);
    QVERIFY2(rerun, qPrintable(error));
    QCOMPARE(rerun->botSpec(), bot_);  // the seat's bot as recorded
    QVERIFY(rerun->processId() > 0);
    QCOMPARE(rerun->attachCommand(), QStringLiteral("gdb -p %1").arg(rerun->processId()));
    QVERIFY2(rerun->replayHistory({}, &error), qPrintable(error));
    QCOMPARE(rerun->historyTurns(), 8);
    QVERIFY(!rerun->divergence());
    const Debugger::PlayerExchange answer = rerun->playTurn();
    QCOMPARE(answer.output, replay_.frames[turn].exchangeOf(0)->output);
    QCOMPARE(answer.limitMs, Test::kLoadProofTurnMs);  // the limit asked for, judged on the bot's CPU time
    QVERIFY(answer.stderrText.startsWith(QStringLiteral("turn 8:")));  // it has its history
  }

  void aChangedBotIsCaughtAtItsFirstDifferentReply()
  {
    // The template, changed to answer RETREAT (which it never does) at its fifth answer.
    QFile changed(dir_.filePath(QStringLiteral("changed.py")));
    QString error;
    QVERIFY2(Test::writeEditedCopy(kTemplate, "print(action, flush=True)",
                                   "print(action if turn != 4 else \"RETREAT\", flush=True)", changed.fileName(), &error),
             qPrintable(error));

    const int turn = turnOfAnswer(replay_, 10);
    error.clear();
    std::unique_ptr<Debugger::BotRerun> rerun =
        Debugger::BotRerun::start(replay_, 0, QStringLiteral("cmd:python3 ") + changed.fileName(), turn, {}, &error);
    QVERIFY2(rerun, qPrintable(error));
    QVERIFY2(rerun->replayHistory({}, &error), qPrintable(error));
    QVERIFY(rerun->divergence());
    QCOMPARE(rerun->divergence()->turn, turnOfAnswer(replay_, 4));
    QCOMPARE(rerun->divergence()->now, QStringList{QStringLiteral("RETREAT")});
    QCOMPARE(rerun->divergence()->recorded, replay_.frames[rerun->divergence()->turn].exchangeOf(0)->output);
    QVERIFY(rerun->divergence()->describe().contains(QStringLiteral("RETREAT")));
  }

  // The inputs are made again from the recorded states: one that is not the recorded
  // input (a replay edited, rules changed since) is reported at its turn and first line.
  void aRegeneratedInputThatDiffersIsCaughtAtItsTurn()
  {
    const int tampered = turnOfAnswer(replay_, 3);
    const int turn = turnOfAnswer(replay_, 7);
    Debugger::Replay changed = replay_;
    Debugger::PlayerExchange* x = nullptr;
    for (Debugger::PlayerExchange& e : changed.frames[tampered].exchanges)
      if (e.player == 0)
        x = &e;
    QVERIFY(x);
    const QStringList lines = x->input.split(QLatin1Char('\n'));
    QVERIFY(lines.size() >= 2);
    QStringList edited = lines;
    edited[1] += QStringLiteral(" 99");
    x->input = edited.join(QLatin1Char('\n'));

    QString error;
    std::unique_ptr<Debugger::BotRerun> rerun = Debugger::BotRerun::start(changed, 0, {}, turn, {}, &error);
    QVERIFY2(rerun, qPrintable(error));
    QVERIFY2(rerun->replayHistory({}, &error), qPrintable(error));
    QVERIFY(rerun->divergence());
    const Debugger::BotRerun::Divergence& d = *rerun->divergence();
    QVERIFY(d.input);
    QCOMPARE(d.turn, tampered);
    QCOMPARE(d.line, 2);
    QCOMPARE(d.recorded, QStringList{edited[1]});
    QCOMPARE(d.now, QStringList{lines[1]});
    QVERIFY2(d.describe().contains(QStringLiteral("turn %1: the input regenerated").arg(tampered))
                 && d.describe().contains(edited[1]) && d.describe().contains(lines[1]),
             qPrintable(d.describe()));

    // Turn N's own input is checked before the bot gets it.
    std::unique_ptr<Debugger::BotRerun> atN = Debugger::BotRerun::start(changed, 0, {}, tampered, {}, &error);
    QVERIFY2(atN, qPrintable(error));
    QVERIFY2(atN->replayHistory({}, &error), qPrintable(error));
    QVERIFY(atN->divergence() && atN->divergence()->input);
    QCOMPARE(atN->divergence()->turn, tampered);

    // The command line reports it and fails the check.
    const QString file = dir_.filePath(QStringLiteral("tampered.kbz"));
    QVERIFY2(Debugger::ReplayFile::write(file, changed, &error), qPrintable(error));
    QString output;
    QCOMPARE(runCli({QStringLiteral("rerun"), file, QStringLiteral("--seat"), QStringLiteral("0"), QStringLiteral("--turn"),
                     QString::number(turn), QStringLiteral("--run-recorded")},
                    &output),
             1);
    QVERIFY2(output.contains(QStringLiteral("the input regenerated from the recorded state differs")), qPrintable(output));
  }

  // In the sandbox the process Kibitz starts is bubblewrap's; the debugger gets the bot's
  // own process, and gdb can attach to it.
  void inTheSandboxTheDebuggerGetsTheBotsOwnProcess()
  {
    QString whyNot;
    const QString python = Test::sandboxedPython(&whyNot);
    if (python.isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(whyNot);
    Debugger::ProcessOptions options;
    options.sandbox = true;
    options.timeLimitOverrideMs = Test::kLoadProofTurnMs;
    QString error;
    const int turn = turnOfAnswer(replay_, 4);
    std::unique_ptr<Debugger::BotRerun> rerun =
        Debugger::BotRerun::start(replay_, 0, QStringLiteral("cmd:%1 %2").arg(python, kTemplate), turn, options, &error);
    QVERIFY2(rerun, qPrintable(error));
    QVERIFY2(rerun->replayHistory({}, &error), qPrintable(error));
    QVERIFY(!rerun->divergence());
    QVERIFY(rerun->sandboxed());
    const qint64 bot = rerun->debuggeeId();
    QVERIFY(bot > 0);
    QVERIFY(bot != rerun->processId());
    QCOMPARE(rerun->attachCommand(), QStringLiteral("gdb -p %1").arg(bot));
    const auto read = [](const QString& path) {
      QFile file(path);
      return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    QCOMPARE(read(QStringLiteral("/proc/%1/comm").arg(rerun->processId())).trimmed(), QByteArray("bwrap"));
    const QByteArray command = read(QStringLiteral("/proc/%1/cmdline").arg(bot));
    QVERIFY2(command.contains(kTemplate.toUtf8()) && command.contains("python3"), command.constData());
    // Without gdb the attach is not checked, except in CI where gdb must be there; a kernel
    // that restricts ptrace (yama) leaves it out everywhere.
    if (QStandardPaths::findExecutable(QStringLiteral("gdb")).isEmpty() && Test::strictTools())
      QFAIL("KIBITZ_STRICT=1 and a tool is missing: gdb is not installed");
    if (!QStandardPaths::findExecutable(QStringLiteral("gdb")).isEmpty() && !Debugger::BotRerun::attachRestricted()) {
      QProcess gdb;
      gdb.setProcessChannelMode(QProcess::MergedChannels);
      gdb.start(QStringLiteral("gdb"), {QStringLiteral("-nx"), QStringLiteral("-batch"), QStringLiteral("-p"), QString::number(bot),
                                        QStringLiteral("-ex"), QStringLiteral("info inferiors")});
      QVERIFY(gdb.waitForFinished(60000));
      const QString said = QString::fromLocal8Bit(gdb.readAll());
      QVERIFY2(said.contains(QStringLiteral("process %1").arg(bot)), qPrintable(said));
    }
    // Detached again, the bot plays its turn as in the match.
    const Debugger::PlayerExchange answer = rerun->playTurn();
    QCOMPARE(answer.output, replay_.frames[turn].exchangeOf(0)->output);
  }

  void onlyExternalBotsOfPlayedTurnsAreRerun()
  {
    QString error;
    QVERIFY(!Debugger::BotRerun::start(replay_, 1, {}, 5, {}, &error));
    QVERIFY2(error.contains(QStringLiteral("only external bots")), qPrintable(error));
    QVERIFY(!Debugger::BotRerun::start(replay_, 2, {}, 5, {}, &error));
    QVERIFY2(error.contains(QStringLiteral("not a seat")), qPrintable(error));
    QVERIFY(!Debugger::BotRerun::start(replay_, 0, {}, replay_.lastTurn() + 1, {}, &error));
    QVERIFY2(error.contains(QStringLiteral("not a turn")), qPrintable(error));
    QVERIFY(!Debugger::BotRerun::start(replay_, 0, QStringLiteral("cmd:/nonexistent/bot"), 5, {}, &error));
    QVERIFY2(error.contains(QStringLiteral("/nonexistent/bot")), qPrintable(error));
  }

  void theCommandLineReportsAndForks()
  {
    const int turn = turnOfAnswer(replay_, 6);
    const QString fork = dir_.filePath(QStringLiteral("fork.kbz"));
    QString output;
    QCOMPARE(runCli({QStringLiteral("rerun"), file_, QStringLiteral("--seat"), QStringLiteral("0"), QStringLiteral("--turn"),
                     QString::number(turn), QStringLiteral("--run-recorded"), QStringLiteral("--out"), fork},
                    &output),
             0);
    QVERIFY2(output.contains(QStringLiteral("6 replies")) && output.contains(QStringLiteral("all as in the match")), qPrintable(output));
    QVERIFY2(output.contains(QStringLiteral("continued from turn %1").arg(turn - 1)), qPrintable(output));
    // The fork's bot was shown the history first, so it continues exactly as in the match.
    QCOMPARE(runCli({QStringLiteral("diff"), file_, fork}, &output), 0);
    QString error;
    const std::optional<Debugger::Replay> forked = Debugger::ReplayFile::read(fork, &error);
    QVERIFY2(forked, qPrintable(error));
    QVERIFY(forked->frames[turn].exchangeOf(0)->stderrText.startsWith(QStringLiteral("turn 6:")));

    // --debug prints how to attach, waits for Enter (here: end of input), then plays turn N.
    QCOMPARE(runCli({QStringLiteral("rerun"), file_, QStringLiteral("--seat"), QStringLiteral("0"), QStringLiteral("--turn"),
                     QString::number(turn), QStringLiteral("--run-recorded"), QStringLiteral("--debug")},
                    &output),
             0);
    QVERIFY2(output.contains(QStringLiteral("gdb -p ")), qPrintable(output));
    QVERIFY2(output.contains(QStringLiteral("turn %1: the bot answers:").arg(turn)), qPrintable(output));
    // A divergence is a failed check: exit code 1.
    QVERIFY(runCli({QStringLiteral("rerun"), file_, QStringLiteral("--seat"), QStringLiteral("0"), QStringLiteral("--turn"),
                    QString::number(turn), QStringLiteral("--bot"), QStringLiteral("cmd:python3 ") + dir_.filePath(QStringLiteral("changed.py"))},
                   &output)
            == 1);
    QVERIFY2(output.contains(QStringLiteral("answers differently")), qPrintable(output));
    QCOMPARE(runCli({QStringLiteral("rerun"), file_, QStringLiteral("--seat"), QStringLiteral("0")}, &output), 2);
    QVERIFY2(output.contains(QStringLiteral("--turn")), qPrintable(output));
  }
};

QTEST_GUILESS_MAIN(TestBotRerun)
#include "test_bot_rerun.moc"

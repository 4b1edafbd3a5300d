// External bots (`cmd:`): each misbehaving bot gets the right verdict, the other player
// wins by the Fencing rules, no match hangs, nothing is left running, memory stays
// bounded. No timed assertions beyond "did not hang": the round trip and a whole match's time
// are measured by benchmarks/bench_bot_process.
#include "debugger/bots/process_test_support.h"

#include "match/process_participant.h"
#include "replay/replay_verify.h"

#include "core/state.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace Kibitz;

namespace {
// What the floods may make this process hold at its peak: far below their 100 MB. Built with
// AddressSanitizer the process also holds the sanitizer's shadow memory and quarantine
// (about 190 MB here), so the bound grows by that much.
#if defined(__SANITIZE_ADDRESS__)
constexpr qint64 kMemoryBoundKb = 300 * 1024;
#else
constexpr qint64 kMemoryBoundKb = 100 * 1024;
#endif
}  // namespace
using namespace Kibitz::Test;
using Debugger::PlayerExchange;
using Debugger::ProcessOptions;
using Debugger::ProcessParticipant;
using Rules::Move;

namespace {

QString cmd(const char* path, const QString& arguments = {})
{
  return QStringLiteral("cmd:") + botCommand(path, arguments);
}

const QString kFencer = QStringLiteral("builtin:fencer");

struct Played {
  Debugger::Replay replay;
  qint64 wallMs = 0;   // playing and finishing the match
  QList<qint64> botPids;
};

// Plays a whole match and ends it (bots finished and killed).
Played play(const QStringList& specs, const ProcessOptions& options = {})
{
  Played played;
  Match match = setUpMatch(specs, options);
  if (!match.runner) {
    qWarning("%s", qPrintable(match.error));
    return played;
  }
  QElapsedTimer timer;
  timer.start();
  match.runner->run();
  played.replay = match.runner->takeReplay();
  played.wallMs = timer.elapsed();
  played.botPids = match.botPids;
  return played;
}

}  // namespace

class TestProcessParticipant : public QObject {
  Q_OBJECT

private slots:
  void cleanup()
  {
    // Whatever a test did, nothing of its bots may survive it.
    const QStringList left = leftovers({});
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QStringLiteral("; "))));
  }

  void startErrorsNameTheCommand()
  {
    QString error;
    QVERIFY(!ProcessParticipant::start(QStringLiteral("/nonexistent/bot --fast"), {}, &error));
    QCOMPARE(error, QStringLiteral("cmd:/nonexistent/bot --fast: cannot start '/nonexistent/bot': no such file"));
    QVERIFY(!ProcessParticipant::start(QStringLiteral("kibitz-no-such-program"), {}, &error));
    QVERIFY2(error.contains(QStringLiteral("'kibitz-no-such-program': not found on PATH")), qPrintable(error));
    QVERIFY(!ProcessParticipant::start(QStringLiteral("  "), {}, &error));
    QVERIFY2(error.contains(QStringLiteral("empty command")), qPrintable(error));

    QTemporaryDir dir;
    const QString plain = dir.filePath(QStringLiteral("plain"));
    QFile file(plain);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not a program\x01\x02\x03");
    file.close();
    QVERIFY(!ProcessParticipant::start(plain, {}, &error));
    QVERIFY2(error.contains(QStringLiteral("not executable")), qPrintable(error));
    // Executable but not a program the kernel can run: the exec() error comes back.
    file.setPermissions(file.permissions() | QFileDevice::ExeOwner);
    QVERIFY(!ProcessParticipant::start(plain, {}, &error));
    QVERIFY2(error.contains(QStringLiteral("cannot execute '%1': Exec format error").arg(plain)), qPrintable(error));
  }

  void correctBotsPlayTheWholeMatch_data()
  {
    QTest::addColumn<QString>("ending");
    QTest::newRow("LF") << QStringLiteral("lf");
    QTest::newRow("CR") << QStringLiteral("cr");
    QTest::newRow("CRLF") << QStringLiteral("crlf");
  }
  void correctBotsPlayTheWholeMatch()
  {
    QFETCH(QString, ending);
    // BREAK against BREAK: nothing happens for all 200 turns (both lose for non-combativity).
    const QString bot = cmd(KIBITZ_BOT_FENCING, QStringLiteral("BREAK ") + ending);
    const Played played = play({bot, bot});
    QVERIFY(played.replay.result.complete);
    QCOMPARE(played.replay.lastTurn(), 200);
    for (int p : {0, 1}) {
      const QList<PlayerExchange> xs = exchangesOf(played.replay, p);
      QCOMPARE(xs.size(), 200);
      for (const PlayerExchange& x : xs) {
        QCOMPARE(x.status, Move::Status::Ok);
        QCOMPARE(x.output, QStringList{QStringLiteral("BREAK")});
      }
      QCOMPARE(xs[0].limitMs, 1000);
      QCOMPARE(xs[1].limitMs, 50);
    }
    QVERIFY(Debugger::verifyReplay(played.replay).ok);
  }

  void stderrIsCapturedPerTurn()
  {
    const Played played = play({cmd(KIBITZ_BOT_FENCING, QStringLiteral("WALK lf stderr")), kFencer});
    const QList<PlayerExchange> xs = exchangesOf(played.replay, 0);
    QVERIFY(xs.size() >= 2);
    QCOMPARE(xs[0].stderrText, QStringLiteral("turn 0\n"));
    QCOMPARE(xs[1].stderrText, QStringLiteral("turn 1\n"));
    QVERIFY(!xs[0].stderrTruncated);
  }

  void sleepyBotTimesOut()
  {
    const Played played = play({cmd(KIBITZ_BOT_SLEEPY), kFencer});
    const QList<PlayerExchange> xs = exchangesOf(played.replay, 0);
    QCOMPARE(xs.size(), 1);
    QCOMPARE(xs[0].status, Move::Status::Timeout);
    QCOMPARE(xs[0].error, QStringLiteral("no reply within 1000 ms"));
    QVERIFY(xs[0].output.isEmpty());
    QVERIFY(xs[0].timeMs >= 1000);
    QCOMPARE(played.replay.result.returns, (QList<double>{-1, 1}));
    QVERIFY2(played.replay.result.text.contains(QStringLiteral("P0 deactivated: P0 timeout!")),
             qPrintable(played.replay.result.text));
    QVERIFY2(played.wallMs < 5000, "the match must end soon after the timeout");
  }

  void lateBotTimesOutOnItsSecondTurn()
  {
    const Played played = play({kFencer, cmd(KIBITZ_BOT_LATE)});
    const QList<PlayerExchange> xs = exchangesOf(played.replay, 1);
    QCOMPARE(xs.size(), 2);
    QCOMPARE(xs[0].status, Move::Status::Ok);
    QCOMPARE(xs[1].status, Move::Status::Timeout);
    QCOMPARE(xs[1].error, QStringLiteral("no reply within 50 ms"));
    QCOMPARE(xs[1].limitMs, 50);
    QCOMPARE(played.replay.result.returns, (QList<double>{1, -1}));
    QVERIFY(Debugger::verifyReplay(played.replay).ok);
  }

  void crashingBotIsReported()
  {
    const Played played = play({cmd(KIBITZ_BOT_CRASH), kFencer});
    const QList<PlayerExchange> xs = exchangesOf(played.replay, 0);
    QCOMPARE(xs.size(), 1);
    QCOMPARE(xs[0].status, Move::Status::Crashed);
    QCOMPARE(xs[0].error, QStringLiteral("the bot was killed by signal 11 (SIGSEGV)"));
    QCOMPARE(xs[0].stderrText, QStringLiteral("about to crash\n"));
    QCOMPARE(played.replay.result.returns, (QList<double>{-1, 1}));
    QVERIFY(Debugger::verifyReplay(played.replay).ok);
  }

  void exitingBotIsReported()
  {
    const Played played = play({kFencer, cmd(KIBITZ_BOT_EXIT)});
    const QList<PlayerExchange> xs = exchangesOf(played.replay, 1);
    QCOMPARE(xs.size(), 1);
    QCOMPARE(xs[0].status, Move::Status::Crashed);
    QCOMPARE(xs[0].error, QStringLiteral("the bot exited with code 3"));
    QCOMPARE(played.replay.result.returns, (QList<double>{1, -1}));
  }

  void deadBotAnswersAtOnce()
  {
    QString error;
    // A turn limit of a minute: a request that waited for it instead of seeing the dead bot
    // would take that long, whatever the machine's load.
    ProcessOptions options;
    options.timeLimitOverrideMs = 60000;
    std::unique_ptr<ProcessParticipant> bot = ProcessParticipant::start(botCommand(KIBITZ_BOT_EXIT), options, &error);
    QVERIFY2(bot, qPrintable(error));
    Rules::MatchSetup setup;
    setup.parameters = Rules::Parameters::defaults(fencing().info().parameters);
    setup.playerNames = {QStringLiteral("A"), QStringLiteral("B")};
    const std::unique_ptr<Rules::State> state = fencing().newInitialState(setup, &error);
    QCOMPARE(bot->request(*state, 0, nullptr).status, Move::Status::Crashed);
    for (int i = 0; i < 3; ++i) {
      PlayerExchange x;
      QElapsedTimer timer;
      timer.start();
      const Move move = bot->request(*state, 0, &x);
      QCOMPARE(move.status, Move::Status::Crashed);
      QCOMPARE(move.error, QStringLiteral("the bot exited with code 3"));
      QVERIFY2(timer.elapsed() < 30000, "a dead bot is not waited for");
    }
  }

  void garbageIsInvalid()
  {
    const Played played = play({cmd(KIBITZ_BOT_GARBAGE), kFencer});
    const QList<PlayerExchange> xs = exchangesOf(played.replay, 0);
    QCOMPARE(xs.size(), 1);
    QCOMPARE(xs[0].status, Move::Status::Invalid);
    QVERIFY2(xs[0].error.startsWith(QStringLiteral("Excepted: '<action>' found: 'hello ")), qPrintable(xs[0].error));
    QCOMPARE(xs[0].output.size(), 1);
    QCOMPARE(played.replay.result.returns, (QList<double>{-1, 1}));
    QVERIFY(Debugger::verifyReplay(played.replay).ok);
  }

  void stdoutFloodIsStopped()
  {
    const Played played = play({cmd(KIBITZ_BOT_STDOUT_FLOOD), kFencer});
    const QList<PlayerExchange> xs = exchangesOf(played.replay, 0);
    QCOMPARE(xs.size(), 1);
    QCOMPARE(xs[0].status, Move::Status::Crashed);
    QCOMPARE(xs[0].error, QStringLiteral("the bot wrote a line longer than 1 MiB"));
    QCOMPARE(played.replay.result.returns, (QList<double>{-1, 1}));
    QVERIFY2(played.wallMs < 5000, "the flood must not hold the match");
    const qint64 peakKb = memoryKb("VmHWM");
    qInfo("after the stdout flood: peak RSS %lld kB, wall %lld ms", peakKb, played.wallMs);
    QVERIFY2(peakKb > 0 && peakKb < kMemoryBoundKb, "100 MB of output must not be held in memory");
  }

  void stderrFloodIsTruncated()
  {
    // A generous limit: reading 100 MB must not decide the verdict on a slow machine.
    ProcessOptions options;
    options.timeLimitOverrideMs = 20000;
    const Played played = play({cmd(KIBITZ_BOT_STDERR_FLOOD), kFencer}, options);
    const QList<PlayerExchange> xs = exchangesOf(played.replay, 0);
    QVERIFY(xs.size() >= 2);
    QCOMPARE(xs[0].status, Move::Status::Ok);
    QVERIFY(xs[0].stderrTruncated);
    QCOMPARE(xs[0].stderrText.size(), 64 * 1024);
    QCOMPARE(xs[0].stderrText, QString(64 * 1024, QLatin1Char('y')));
    QCOMPARE(xs[1].status, Move::Status::Ok);
    QVERIFY(xs[1].stderrText.isEmpty());
    QVERIFY(!xs[1].stderrTruncated);
    QVERIFY(played.replay.result.complete);
    const qint64 peakKb = memoryKb("VmHWM");
    qInfo("after the stderr flood: peak RSS %lld kB, first turn %.1f ms", peakKb, xs[0].timeMs);
    QVERIFY2(peakKb > 0 && peakKb < kMemoryBoundKb, "100 MB of stderr must not be held in memory");
  }

  void lineFloodFeedsLaterTurns()
  {
    const Played played = play({cmd(KIBITZ_BOT_LINE_FLOOD), kFencer});
    QVERIFY(played.replay.result.complete);
    const QList<PlayerExchange> xs = exchangesOf(played.replay, 0);
    QVERIFY(xs.size() > 5);
    for (const PlayerExchange& x : xs) {
      QCOMPARE(x.status, Move::Status::Ok);
      QCOMPARE(x.output, QStringList{QStringLiteral("BREAK")});
    }
    QVERIFY(played.wallMs < 10000);
  }

  void closedOutputIsACrash()
  {
    const Played played = play({cmd(KIBITZ_BOT_CLOSER), kFencer});
    const QList<PlayerExchange> xs = exchangesOf(played.replay, 0);
    QCOMPARE(xs.size(), 1);
    QCOMPARE(xs[0].status, Move::Status::Crashed);
    QCOMPARE(xs[0].error, QStringLiteral("the bot closed its output"));
    QCOMPARE(played.replay.result.returns, (QList<double>{-1, 1}));
    // It lingers after the match: killed after the grace period, not waited for.
    QVERIFY2(played.wallMs < 5000, "a lingering bot must be killed");
  }

  void escapedProcessesAreKilled()
  {
    Match match = setUpMatch({cmd(KIBITZ_BOT_SETSID), kFencer});
    QVERIFY2(match.runner, qPrintable(match.error));
    match.runner->step();
    const PlayerExchange first = match.runner->replay().frames.last().exchanges.value(0);
    QCOMPARE(first.status, Move::Status::Ok);
    const QRegularExpressionMatch pids =
        QRegularExpression(QStringLiteral("child (\\d+) orphan (\\d+)")).match(first.stderrText);
    QVERIFY2(pids.hasMatch(), qPrintable(first.stderrText));
    const qint64 child = pids.captured(1).toLongLong();
    const qint64 orphan = pids.captured(2).toLongLong();
    QVERIFY(processExists(child));
    QVERIFY(processExists(orphan));
    // The orphan lost its parent; it is adopted within our tree, not by init.
    bool adopted = false;
    for (const ProcessEntry& e : descendantsOf(getpid()))
      adopted = adopted || e.pid == orphan;
    QVERIFY2(adopted, "the orphan must be re-parented inside the runner's tree");

    match.runner->run();
    const Debugger::Replay replay = match.runner->takeReplay();
    for (const PlayerExchange& x : exchangesOf(replay, 0))
      QCOMPARE(x.status, Move::Status::Ok);
    QVERIFY(!processExists(child));
    QVERIFY(!processExists(orphan));
    const QStringList left = leftovers(match.botPids);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QStringLiteral("; "))));
  }

  void destroyingMidMatchKillsTheBots()
  {
    Match match = setUpMatch({cmd(KIBITZ_BOT_SETSID), cmd(KIBITZ_BOT_SLEEPY, QStringLiteral("0"))});
    QVERIFY2(match.runner, qPrintable(match.error));
    match.runner->step();
    const QList<qint64> pids = match.botPids;
    QElapsedTimer timer;
    timer.start();
    match.runner.reset();  // no finish(): a cancelled match
    QVERIFY2(timer.elapsed() < 2000, "cancelling must not wait for the bots");
    const QStringList left = leftovers(pids);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QStringLiteral("; "))));
  }

  void noTimeLimitWaits()
  {
    ProcessOptions options;
    options.noTimeLimit = true;
    Match match = setUpMatch({cmd(KIBITZ_BOT_SLEEPY, QStringLiteral("120")), kFencer}, options);
    QVERIFY2(match.runner, qPrintable(match.error));
    match.runner->run(3);
    const QList<PlayerExchange> xs = exchangesOf(match.runner->takeReplay(), 0);
    QVERIFY(xs.size() >= 2);
    for (const PlayerExchange& x : xs) {
      QCOMPARE(x.status, Move::Status::Ok);
      QCOMPARE(x.limitMs, 0);
      QVERIFY(x.timeMs >= 100);
    }
  }

  void timeLimitOverride()
  {
    ProcessOptions options;
    options.timeLimitOverrideMs = 400;
    Match match = setUpMatch({cmd(KIBITZ_BOT_SLEEPY, QStringLiteral("120")), cmd(KIBITZ_BOT_SLEEPY, QStringLiteral("600"))},
                             options);
    QVERIFY2(match.runner, qPrintable(match.error));
    match.runner->step();
    const QList<PlayerExchange> xs = match.runner->replay().frames.last().exchanges;
    QCOMPARE(xs.size(), 2);
    QCOMPARE(xs[0].status, Move::Status::Ok);
    QCOMPARE(xs[0].limitMs, 400);
    QCOMPARE(xs[1].status, Move::Status::Timeout);
    QCOMPARE(xs[1].error, QStringLiteral("no reply within 400 ms"));
  }

  void simultaneousBotsAreAskedAtOnce()
  {
    // Each bot answers only once the other has its input: asked one after the other, the
    // first would wait for the second in vain and be late.
    QTemporaryDir marks;
    ProcessOptions options;
    options.timeLimitOverrideMs = 1500;
    Match match = setUpMatch({cmd(KIBITZ_BOT_RENDEZVOUS, marks.path() + QStringLiteral(" a b")),
                              cmd(KIBITZ_BOT_RENDEZVOUS, marks.path() + QStringLiteral(" b a"))},
                             options);
    QVERIFY2(match.runner, qPrintable(match.error));
    match.runner->run(3);
    const Debugger::Replay replay = match.runner->takeReplay();
    for (int seat : {0, 1}) {
      const QList<PlayerExchange> xs = exchangesOf(replay, seat);
      QCOMPARE(xs.size(), 3);
      for (const PlayerExchange& x : xs) {
        QCOMPARE(x.status, Move::Status::Ok);
        QCOMPARE(x.limitMs, 1500);
      }
    }
  }

  void botsSharingACoreAreJudgedOnTheirOwnCpuTime()
  {
    // Two bots pinned to one core (taskset), each computing for 700 ms of a 1000 ms limit:
    // they take turns on the core, so both answer after more than 1000 ms of wall time, in time.
    ProcessOptions options;
    options.timeLimitOverrideMs = 1000;
    options.sharedCores = 1;
    const QString pinned = QStringLiteral("cmd:taskset -c 0 ") + botCommand(KIBITZ_BOT_SLEEPY, QStringLiteral("700 busy"));
    Match match = setUpMatch({pinned, pinned}, options);
    QVERIFY2(match.runner, qPrintable(match.error));
    match.runner->step();
    const QList<PlayerExchange> xs = match.runner->replay().frames.last().exchanges;
    QCOMPARE(xs.size(), 2);
    for (const PlayerExchange& x : xs) {
      QVERIFY2(x.status == Move::Status::Ok, qPrintable(x.error));
      QVERIFY2(x.cpuMs >= 690 && x.cpuMs < 1000, qPrintable(QString::number(x.cpuMs)));
    }
    QVERIFY2(std::max(xs[0].timeMs, xs[1].timeMs) > 1000,
             qPrintable(QStringLiteral("%1 and %2 ms: the bots did not share the core").arg(xs[0].timeMs).arg(xs[1].timeMs)));
  }

  void botsSharingACoreStillTimeOut()
  {
    ProcessOptions options;
    options.timeLimitOverrideMs = 300;
    options.sharedCores = 1;
    // One computes past its limit; one sleeps past the wall clock's wait (2 bots a core: 600 ms).
    Match match = setUpMatch({cmd(KIBITZ_BOT_SLEEPY, QStringLiteral("2000 busy")),
                              cmd(KIBITZ_BOT_SLEEPY, QStringLiteral("2000"))},
                             options);
    QVERIFY2(match.runner, qPrintable(match.error));
    match.runner->step();
    const QList<PlayerExchange> xs = match.runner->replay().frames.last().exchanges;
    QCOMPARE(xs.size(), 2);
    // The computing bot runs out of CPU time, or, on a machine too busy to give it half a
    // core, of the wall clock's wait: a timeout either way.
    QCOMPARE(xs[0].status, Move::Status::Timeout);
    QVERIFY2(xs[0].error == QStringLiteral("no reply within 300 ms of its own CPU time")
                 || xs[0].error.endsWith(QStringLiteral("the most a 300 ms limit waits for bots sharing the cores")),
             qPrintable(xs[0].error));
    QVERIFY2(xs[0].timeMs < 2000, qPrintable(QString::number(xs[0].timeMs)));
    QCOMPARE(xs[1].status, Move::Status::Timeout);
    QVERIFY2(xs[1].error.endsWith(QStringLiteral("the most a 300 ms limit waits for bots sharing the cores")),
             qPrintable(xs[1].error));
    QVERIFY2(xs[1].timeMs >= 600 && xs[1].timeMs < 2000, qPrintable(QString::number(xs[1].timeMs)));
  }

  void judgedOnCpuTimeTheWallClockDoesNotCount()
  {
    // As in a match under a debugger: a bot that sleeps (or is stopped) past its limit is in
    // time, a bot that computes past it is not, however busy the machine.
    ProcessOptions options;
    options.timeLimitOverrideMs = 200;
    options.judgeOnCpuTime = true;
    Match match = setUpMatch({cmd(KIBITZ_BOT_SLEEPY, QStringLiteral("600")), cmd(KIBITZ_BOT_SLEEPY, QStringLiteral("5000 busy"))},
                             options);
    QVERIFY2(match.runner, qPrintable(match.error));
    match.runner->step();
    const QList<PlayerExchange> xs = match.runner->replay().frames.last().exchanges;
    QCOMPARE(xs.size(), 2);
    QVERIFY2(xs[0].status == Move::Status::Ok, qPrintable(xs[0].error));
    QVERIFY2(xs[0].timeMs >= 600, qPrintable(QString::number(xs[0].timeMs)));
    QCOMPARE(xs[0].limitMs, 200);
    QCOMPARE(xs[1].status, Move::Status::Timeout);
    QCOMPARE(xs[1].error, QStringLiteral("no reply within 200 ms of its own CPU time"));
    QVERIFY2(xs[1].timeMs < 5000, qPrintable(QString::number(xs[1].timeMs)));
  }

  void sleepingBotsWithACoreEachAreJudgedOnTheWallClock()
  {
    // As many bots as cores: nobody waits for a core, so the wall clock judges (a bot that
    // sleeps past its limit is late although it used no CPU).
    ProcessOptions options;
    options.timeLimitOverrideMs = 300;
    options.sharedCores = 2;
    Match match = setUpMatch({cmd(KIBITZ_BOT_SLEEPY, QStringLiteral("20")), cmd(KIBITZ_BOT_SLEEPY, QStringLiteral("600"))},
                             options);
    QVERIFY2(match.runner, qPrintable(match.error));
    match.runner->step();
    const QList<PlayerExchange> xs = match.runner->replay().frames.last().exchanges;
    QCOMPARE(xs.size(), 2);
    QCOMPARE(xs[0].status, Move::Status::Ok);
    QCOMPARE(xs[1].status, Move::Status::Timeout);
    QCOMPARE(xs[1].error, QStringLiteral("no reply within 300 ms"));
  }

  void resourceLimitsApply()
  {
    // The limits as the bot's process reports them in /proc.
    ProcessOptions options;
    options.cpuSeconds = 7;
    options.addressSpaceBytes = qint64(3) << 30;
    options.fileSizeBytes = qint64(5) << 20;
    QString error;
    std::unique_ptr<ProcessParticipant> bot = ProcessParticipant::start(botCommand(KIBITZ_BOT_FENCING), options, &error);
    QVERIFY2(bot, qPrintable(error));
    QFile limits(QStringLiteral("/proc/%1/limits").arg(bot->processId()));
    QVERIFY(limits.open(QIODevice::ReadOnly));
    const QString text = QString::fromLatin1(limits.readAll());
    const auto softLimit = [&](const QString& name) {
      const QRegularExpression re(QRegularExpression::escape(name) + QStringLiteral("\\s+(\\S+)"));
      return re.match(text).captured(1);
    };
    QCOMPARE(softLimit(QStringLiteral("Max cpu time")), QStringLiteral("7"));
    QCOMPARE(softLimit(QStringLiteral("Max address space")), QString::number(qint64(3) << 30));
    QCOMPARE(softLimit(QStringLiteral("Max file size")), QString::number(qint64(5) << 20));
    QCOMPARE(softLimit(QStringLiteral("Max core file size")), QStringLiteral("0"));
    // The environment is scrubbed and the working directory is private.
    QFile environ(QStringLiteral("/proc/%1/environ").arg(bot->processId()));
    QVERIFY(environ.open(QIODevice::ReadOnly));
    QList<QByteArray> vars = environ.readAll().split('\0');
    vars.removeAll(QByteArray());
    std::sort(vars.begin(), vars.end());
    QCOMPARE(vars.size(), 4);
    QCOMPARE(vars[0], "HOME=" + QFile::encodeName(bot->workingDirectory()));
    QCOMPARE(vars[1], QByteArray("LANG=C.UTF-8"));
    QVERIFY(vars[2].startsWith("PATH="));
    QCOMPARE(vars[3], QByteArray("PYTHONUNBUFFERED=1"));  // CodinGame's Python bots print without flushing
    QCOMPARE(QFileInfo(QStringLiteral("/proc/%1/cwd").arg(bot->processId())).symLinkTarget(), bot->workingDirectory());
    const QString workDir = bot->workingDirectory();
    QVERIFY(QFileInfo::exists(workDir));
    bot.reset();
    QVERIFY2(!QFileInfo::exists(workDir), "the working directory is removed at the end");
  }
};

QTEST_GUILESS_MAIN(TestProcessParticipant)
#include "test_process_participant.moc"

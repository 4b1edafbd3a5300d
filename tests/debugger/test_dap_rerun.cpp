// Debugging a re-run bot through the Debug Adapter Protocol (#31): the Content-Length
// framing, the client's handling of a dead, hung or garbled adapter, and a C++ Fencing bot
// stopped by lldb-vscode at a line in turn 3 only (never in turns 1-2, where the same line
// runs too), stepped over, evaluated, then continued to the reply of the match without the
// debugger; `kibitz-cli rerun --break --eval --json`; no process left behind.
#include "dap/bot_debug_session.h"
#include "dap/interactive_debug_session.h"
#include "dap/dap_adapter.h"
#include "dap/debug_build.h"
#include "dap/debug_plan.h"
#include "dap/dap_client.h"
#include "dap/debug_listener.h"
#include "match/bot_rerun.h"
#include "match/match_builder.h"
#include "match/process_participant.h"
#include "match/sandbox_check.h"
#include "match/sandboxed_process.h"
#include "replay/replay_file.h"
#include "support/cli_run.h"
#include "support/require_game.h"
#include "support/debug_test_bot.h"
#include "support/process_census.h"
#include "support/require_tool.h"
#include "support/test_matches.h"

#include "core/registry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <csignal>
#include <thread>
#include <unistd.h>

using namespace Kibitz;
using Debugger::BotDebugSession;
using Test::ownStartTicks;
using Test::processesOf;
using Test::tracerOf;

namespace {

const char* const kBotSource = Test::kDebugBotSource;
constexpr int kThirdTurnLine = Test::kDebugBotThirdTurnLine;
constexpr int kEveryTurnLine = Test::kDebugBotEveryTurnLine;

// The turn (frame) of seat 0's k-th answer, counting from 0.
int turnOfAnswer(const Debugger::Replay& replay, int k)
{
  for (int t = 1; t < replay.frames.size(); ++t)
    if (replay.frames[t].exchangeOf(0) && k-- == 0)
      return t;
  return -1;
}

Debugger::DapClient::Program shellAdapter(const QString& script)
{
  Debugger::DapClient::Program program;
  program.program = QStringLiteral("/bin/sh");
  program.arguments = {QStringLiteral("-c"), script};
  return program;
}

// A live match played out on a thread of its own while `session` debugs seat 0's bot,
// its runner arming the breakpoints before each of that bot's turns.
class LiveDebugging {
public:
  using Session = Debugger::InteractiveDebugSession;
  LiveDebugging(Debugger::MatchRunner& runner, Session& session)
      : session_(session), stopped(&session, &Session::stopped), ended(&session, &Session::ended),
        failed(&session, &Session::failed)
  {
    runner.setBeforeRequest(session.runnerHook(0));
    match_ = std::thread([&runner] {
      while (!runner.isOver())
        runner.step();
      runner.finish();
    });
  }
  ~LiveDebugging()
  {
    if (match_.joinable()) {  // a test that failed midway: let the bot go
      session_.stopDebugging();
      match_.join();
    }
  }
  // Waits for the bot's first stop: empty, or why it did not come.
  QString firstStop()
  {
    if (QTest::qWaitFor([this] { return !stopped.isEmpty() || !failed.isEmpty(); }, 60000) && failed.isEmpty())
      return {};
    return failed.isEmpty() ? QStringLiteral("no stop") : failed[0][0].toString();
  }
  // Continued with no breakpoint left to apply: the match plays out, then the session lets
  // the bot go. Empty, or the session's failure.
  QString playOut()
  {
    match_.join();
    session_.stopDebugging();
    if (!QTest::qWaitFor([this] { return !ended.isEmpty() || !failed.isEmpty(); }, 60000))
      return QStringLiteral("the session did not end");
    return failed.isEmpty() ? QString() : failed[0][0].toString();
  }

private:
  Session& session_;
  std::thread match_;

public:
  QSignalSpy stopped;
  QSignalSpy ended;
  QSignalSpy failed;
};

// Where seat 0 of `played` answers otherwise than in `recorded` (or the two differ in
// length); empty when it answers the same throughout.
QString otherReplies(const Debugger::Replay& played, const Debugger::Replay& recorded)
{
  if (played.frames.size() != recorded.frames.size())
    return QStringLiteral("%1 frames, the match had %2").arg(played.frames.size()).arg(recorded.frames.size());
  for (int t = 1; t < played.frames.size(); ++t)
    if (const Debugger::PlayerExchange* x = played.frames[t].exchangeOf(0);
        x && x->output != recorded.frames[t].exchangeOf(0)->output)
      return QStringLiteral("turn %1: %2 instead of %3")
          .arg(t)
          .arg(x->output.join(QLatin1Char('|')), recorded.frames[t].exchangeOf(0)->output.join(QLatin1Char('|')));
  return {};
}

}  // namespace

class TestDapRerun : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  QString bin_;
  QString file_;
  Debugger::Replay replay_;
  Debugger::DapClient::Program adapter_;
  qint64 since_ = 0;

  std::unique_ptr<Debugger::BotRerun> rerunUpTo(int turn)
  {
    QString error;
    Debugger::ProcessOptions options;
    options.timeLimitOverrideMs = Test::kLoadProofTurnMs;
    std::unique_ptr<Debugger::BotRerun> rerun =
        Debugger::BotRerun::start(replay_, 0, QStringLiteral("cmd:") + bin_, turn, options, &error);
    if (!rerun || !rerun->replayHistory({}, &error) || rerun->divergence()) {
      qWarning("%s", qPrintable(rerun && rerun->divergence() ? rerun->divergence()->describe() : error));
      return nullptr;
    }
    return rerun;
  }

  // The match of replay_ played again live, its limits counted on each bot's own CPU time
  // (time stands still while the bot is stopped), not yet started.
  std::unique_ptr<Debugger::MatchRunner> liveMatch()
  {
    Debugger::MatchRequest request;
    request.gameId = QStringLiteral("fencing");
    request.seed = 5;
    request.bots = {QStringLiteral("cmd:") + bin_, QStringLiteral("builtin:fencer")};
    request.processOptions.judgeOnCpuTime = true;
    QString error;
    std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
    if (!runner)
      qWarning("%s", qPrintable(error));
    return runner;
  }

  // A Python bot (`source` written as `name`) and a Fencing match it played against
  // fencer, with its third answer's turn; `bot` stays empty when a tool is missing (the
  // test is then skipped) or the match failed.
  struct PythonMatch {
    QString script;
    QString bot;
    Debugger::Replay replay;
    int turn = 0;
  };
  void playPythonBot(const QString& name, const char* source, PythonMatch* match)
  {
    KIBITZ_REQUIRE_GAME("fencing");
    KIBITZ_REQUIRE_TOOL("python3");
    QString error;
    if (!Debugger::DapAdapter::python(&error))
      KIBITZ_SKIP_MISSING_TOOL(error);
    match->script = dir_.filePath(name);
    QVERIFY(Test::writeDebugBot(match->script, source));
    Debugger::ProcessOptions recording;
    recording.timeLimitOverrideMs = Test::kLoadProofTurnMs;
    const QString bot = QStringLiteral("cmd:python3 ") + match->script;
    match->replay = Test::playMatch(QStringLiteral("fencing"), {bot, QStringLiteral("builtin:fencer")}, 5, {}, {}, recording);
    match->turn = turnOfAnswer(match->replay, 2);
    QVERIFY(match->turn > 0);
    match->bot = bot;
  }

  void requireSetUp()
  {
    if (bin_.isEmpty() || adapter_.program.isEmpty())
      QSKIP("the bot or the adapter is missing (see initTestCase)");
  }

private slots:
  void initTestCase()
  {
    since_ = ownStartTicks();
    Test::markChildren();  // the adapters this test starts, told from other tests'
    QVERIFY(dir_.isValid());
  }

  // The framing itself: tests/debugger/test_content_length_framing.cpp (unit tier).

  void aDeadHungOrGarbledAdapterIsAnError()
  {
    QString error;
    Debugger::DapClient dead;
    QVERIFY(dead.start(shellAdapter(QStringLiteral("echo cannot work >&2; exit 3")), &error));
    QVERIFY(!dead.call(QStringLiteral("initialize"), {}, 10000, &error));
    QVERIFY2(error.contains(QStringLiteral("exited with code 3: cannot work")), qPrintable(error));

    Debugger::DapClient hung;
    QVERIFY(hung.start(shellAdapter(QStringLiteral("exec sleep 30")), &error));
    QElapsedTimer elapsed;
    elapsed.start();
    QVERIFY(!hung.call(QStringLiteral("initialize"), {}, 300, &error));
    QVERIFY2(error.contains(QStringLiteral("did not answer within 0.3 s")), qPrintable(error));
    QVERIFY(elapsed.elapsed() < 5000);
    hung.stop(0);
    QVERIFY(!hung.running());

    Debugger::DapClient garbled;
    QVERIFY(garbled.start(shellAdapter(QStringLiteral("printf 'HTTP/1.1 200 OK\\r\\n\\r\\n'; exec sleep 30")), &error));
    QVERIFY(!garbled.call(QStringLiteral("initialize"), {}, 10000, &error));
    QVERIFY2(error.contains(QStringLiteral("broke the protocol")), qPrintable(error));
  }

  void aFakeAdapterAnswersRequestsAndEvents()
  {
    // One response to seq 1 and an event, framed by hand: callbacks and events arrive.
    const QByteArray response = R"({"seq":1,"type":"response","request_seq":1,"success":true,"command":"initialize","body":{"supportsX":true}})";
    const QByteArray event = R"({"seq":2,"type":"event","event":"initialized"})";
    const QString script = QStringLiteral("printf 'Content-Length: %1\\r\\n\\r\\n%2Content-Length: %3\\r\\n\\r\\n%4'; exec sleep 30")
                               .arg(response.size())
                               .arg(QString::fromLatin1(response))
                               .arg(event.size())
                               .arg(QString::fromLatin1(event));
    Debugger::DapClient client;
    QStringList events;
    client.setEventHandler([&events](const QString& name, const QJsonObject&) { events << name; });
    QString error;
    QVERIFY(client.start(shellAdapter(script), &error));
    const std::optional<QJsonObject> body = client.call(QStringLiteral("initialize"), {}, 10000, &error);
    QVERIFY2(body, qPrintable(error));
    QCOMPARE(body->value(QStringLiteral("supportsX")).toBool(), true);
    QVERIFY2(client.waitUntil([&events] { return !events.isEmpty(); }, 10000, &error), qPrintable(error));
    QCOMPARE(events, QStringList{QStringLiteral("initialized")});
  }

  void aCppBotIsBuiltAndPlayed()
  {
    KIBITZ_REQUIRE_GAME("fencing");
    KIBITZ_REQUIRE_TOOL("g++");
    QString error;
    const std::optional<Debugger::DapClient::Program> adapter = Debugger::DapAdapter::native(&error);
    if (!adapter)
      KIBITZ_SKIP_MISSING_TOOL(error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QFile source(dir_.filePath(QStringLiteral("bot.cc")));
    QVERIFY(source.open(QIODevice::WriteOnly));
    source.write(kBotSource);
    source.close();
    const QString bin = dir_.filePath(QStringLiteral("bot"));
    QProcess compiler;
    compiler.setProcessChannelMode(QProcess::MergedChannels);
    compiler.start(QStringLiteral("g++"), {QStringLiteral("-O0"), QStringLiteral("-g"), source.fileName(), QStringLiteral("-o"), bin});
    QVERIFY(compiler.waitForFinished(120000));
    QVERIFY2(compiler.exitCode() == 0, compiler.readAll().constData());

    Debugger::MatchRequest request;
    request.gameId = QStringLiteral("fencing");
    request.seed = 5;
    request.bots = {QStringLiteral("cmd:") + bin, QStringLiteral("builtin:fencer")};
    request.processOptions.timeLimitOverrideMs = Test::kLoadProofTurnMs;
    std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
    QVERIFY2(runner, qPrintable(error));
    runner->run();
    replay_ = runner->takeReplay();
    QVERIFY(turnOfAnswer(replay_, 2) > 0);
    file_ = dir_.filePath(QStringLiteral("match.kbz"));
    QVERIFY2(Debugger::ReplayFile::write(file_, replay_, &error), qPrintable(error));
    bin_ = QFileInfo(bin).canonicalFilePath();
    adapter_ = *adapter;
  }

  void theBotStopsInTurnThreeStepsAndAnswersAsInTheMatch()
  {
    requireSetUp();
    const int turn = turnOfAnswer(replay_, 2);  // the bot's third turn
    std::unique_ptr<Debugger::BotRerun> rerun = rerunUpTo(turn);
    QVERIFY(rerun);
    BotDebugSession::Plan plan;
    plan.breakpoints = {{QStringLiteral("bot.cc"), kEveryTurnLine}};
    plan.evals = {QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("x * 2")};
    plan.stepsOver = 1;
    QString error;
    const std::optional<BotDebugSession::Result> result = BotDebugSession::playTurn(*rerun, {adapter_, {}}, plan, &error);
    QVERIFY2(result, qPrintable(error));
    qInfo("debug start to first stop: %lld ms", result->startToStopMs);
    QVERIFY(result->startToStopMs > 0);

    QCOMPARE(result->stops.size(), 2);  // the breakpoint, then the step
    const BotDebugSession::Stop& hit = result->stops[0];
    QCOMPARE(hit.turn, turn);
    QCOMPARE(hit.reason, QStringLiteral("breakpoint"));
    QVERIFY(!hit.frames.isEmpty());
    QCOMPARE(hit.frames[0].name, QStringLiteral("main"));
    QVERIFY2(hit.frames[0].file.endsWith(QStringLiteral("/bot.cc")), qPrintable(hit.frames[0].file));
    QCOMPARE(hit.frames[0].line, kEveryTurnLine);
    QVERIFY(hit.locals.contains({QStringLiteral("x"), QStringLiteral("42")}));
    QVERIFY(hit.locals.contains({QStringLiteral("turn"), QStringLiteral("3")}));
    QCOMPARE(hit.evals.value(2), (QPair<QString, QString>{QStringLiteral("x * 2"), QStringLiteral("84")}));

    const BotDebugSession::Stop& stepped = result->stops[1];
    QCOMPARE(stepped.reason, QStringLiteral("step"));
    QCOMPARE(stepped.frames.value(0).line, kEveryTurnLine + 1);
    QCOMPARE(stepped.evals.value(1), (QPair<QString, QString>{QStringLiteral("y"), QStringLiteral("43")}));

    // Continued, the bot answers as in the match, and runs on without a debugger.
    QCOMPARE(result->reply.output, replay_.frames[turn].exchangeOf(0)->output);
    QCOMPARE(result->reply.stderrText.trimmed(), QStringLiteral("43"));
    QCOMPARE(tracerOf(rerun->debuggeeId()), 0);
  }

  // gdb 14 and later has its own adapter (gdb -i dap) and is chosen first; older gdbs (Debian
  // 12 has 13) leave it to lldb; KIBITZ_NATIVE_ADAPTER=lldb always picks lldb. No gdb 14
  // exists for Debian 12: a stand-in reports version 14 and runs lldb's adapter when
  // started as `gdb --quiet -i dap`, so that the bot stopping in turn 3 shows the choice
  // and the adapter's arguments are what the session really runs.
  void gdbFourteenOrLaterIsTheNativeAdapter()
  {
    requireSetUp();
    QTemporaryDir fakes;
    QVERIFY(fakes.isValid());
    const auto fakeGdb = [&](const QString& folder, const QString& version) {
      QDir().mkpath(fakes.filePath(folder));
      const QString path = fakes.filePath(folder + QStringLiteral("/gdb"));
      QFile script(path);
      if (!script.open(QIODevice::WriteOnly))
        return QString();
      const QString pythonPath = adapter_.environment.value(QStringLiteral("PYTHONPATH"));
      script.write(QStringLiteral("#!/bin/sh\n"
                                 "if [ \"$1\" = --version ]; then echo 'GNU gdb (Kibitz stand-in) %1'; echo 'Copyright'; exit 0; fi\n"
                                 "[ \"$*\" = '--quiet -i dap' ] || { echo \"unexpected arguments: $*\" >&2; exit 64; }\n"
                                 "PYTHONPATH='%2' exec '%3'\n")
                       .arg(version, pythonPath, adapter_.program)
                       .toUtf8());
      script.close();
      script.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
      return path;
    };
    const QString gdb14 = fakeGdb(QStringLiteral("new"), QStringLiteral("14.2"));
    const QString gdb13 = fakeGdb(QStringLiteral("old"), QStringLiteral("13.1"));
    QVERIFY(!gdb14.isEmpty() && !gdb13.isEmpty());
    QCOMPARE(Debugger::DapAdapter::gdbMajorVersion(gdb14), 14);
    QCOMPARE(Debugger::DapAdapter::gdbMajorVersion(gdb13), 13);
    const QByteArray path = qgetenv("PATH");
    const auto nativeWith = [&](const QString& gdb, const QByteArray& chosen) {
      qputenv("PATH", QFileInfo(gdb).path().toUtf8() + ':' + path);
      if (chosen.isEmpty())
        qunsetenv("KIBITZ_NATIVE_ADAPTER");
      else
        qputenv("KIBITZ_NATIVE_ADAPTER", chosen);
      QString error;
      std::optional<Debugger::DapClient::Program> program = Debugger::DapAdapter::native(&error);
      qputenv("PATH", path);
      qunsetenv("KIBITZ_NATIVE_ADAPTER");
      return program;
    };
    const std::optional<Debugger::DapClient::Program> old = nativeWith(gdb13, {});
    QVERIFY(old && old->program == adapter_.program);
    const std::optional<Debugger::DapClient::Program> lldbAsked = nativeWith(gdb14, "lldb");
    QVERIFY(lldbAsked && lldbAsked->program == adapter_.program);
    const std::optional<Debugger::DapClient::Program> chosen = nativeWith(gdb14, {});
    QVERIFY(chosen);
    QCOMPARE(chosen->program, gdb14);
    QCOMPARE(chosen->arguments, (QStringList{QStringLiteral("--quiet"), QStringLiteral("-i"), QStringLiteral("dap")}));

    const int turn = turnOfAnswer(replay_, 2);
    std::unique_ptr<Debugger::BotRerun> rerun = rerunUpTo(turn);
    QVERIFY(rerun);
    BotDebugSession::Plan plan;
    plan.breakpoints = {{QStringLiteral("bot.cc"), kEveryTurnLine}};
    QString error;
    const std::optional<BotDebugSession::Result> result = BotDebugSession::playTurn(*rerun, {*chosen, {}}, plan, &error);
    QVERIFY2(result, qPrintable(error));
    QCOMPARE(result->stops.size(), 1);
    QCOMPARE(result->stops[0].turn, turn);
    QVERIFY(result->stops[0].locals.contains({QStringLiteral("x"), QStringLiteral("42")}));
    QCOMPARE(result->reply.output, replay_.frames[turn].exchangeOf(0)->output);
  }

  void aLineReachedInLaterTurnsOnlyDoesNotStop()
  {
    requireSetUp();
    const int turn = turnOfAnswer(replay_, 1);  // the bot's second turn: x = 42 does not run
    std::unique_ptr<Debugger::BotRerun> rerun = rerunUpTo(turn);
    QVERIFY(rerun);
    BotDebugSession::Plan plan;
    plan.breakpoints = {{QStringLiteral("bot.cc"), kThirdTurnLine}};
    QString error;
    const std::optional<BotDebugSession::Result> result = BotDebugSession::playTurn(*rerun, {adapter_, {}}, plan, &error);
    QVERIFY2(result, qPrintable(error));
    QVERIFY(result->stops.isEmpty());
    QCOMPARE(result->reply.output, replay_.frames[turn].exchangeOf(0)->output);
    QCOMPARE(tracerOf(rerun->debuggeeId()), 0);
  }

  // The window's session: a stop reported with its frames; scopes and variables read lazily;
  // step over; an expression; continue to the match's reply; nothing left attached.
  void anInteractiveSessionStopsStepsEvaluatesAndContinues()
  {
    requireSetUp();
    const int turn = turnOfAnswer(replay_, 2);
    std::unique_ptr<Debugger::BotRerun> rerun = rerunUpTo(turn);
    QVERIFY(rerun);
    using Session = Debugger::InteractiveDebugSession;
    Session session(*rerun, Debugger::DebugTarget{adapter_, {}}, {{QStringLiteral("bot.cc"), kEveryTurnLine}});
    QSignalSpy armed(&session, &Session::armed);
    QSignalSpy stopped(&session, &Session::stopped);
    QSignalSpy scopes(&session, &Session::scopesFetched);
    QSignalSpy variables(&session, &Session::variablesFetched);
    QSignalSpy evaluated(&session, &Session::evaluated);
    QSignalSpy replied(&session, &Session::replied);
    QSignalSpy failed(&session, &Session::failed);
    const auto waitFor = [&failed](QSignalSpy& spy, int count) {
      return QTest::qWaitFor([&] { return spy.size() >= count || !failed.isEmpty(); }, 60000) && failed.isEmpty();
    };
    QVERIFY2(waitFor(stopped, 1), qPrintable(failed.value(0).value(0).toString()));
    QCOMPARE(armed.size(), 1);
    const auto taken = armed[0][0].value<QList<Session::ArmedBreakpoint>>();
    QCOMPARE(taken.size(), 1);
    QVERIFY(taken[0].verified);
    QCOMPARE(taken[0].line, kEveryTurnLine);
    QVERIFY(session.isStopped());
    QCOMPARE(stopped[0][0].toInt(), turn);
    QCOMPARE(stopped[0][1].toString(), QStringLiteral("breakpoint"));
    auto frames = stopped[0][2].value<QList<Session::Frame>>();
    QVERIFY(!frames.isEmpty());
    QCOMPARE(frames[0].line, kEveryTurnLine);

    session.fetchScopes(frames[0].id);
    QVERIFY(waitFor(scopes, 1));
    int localsReference = 0;
    for (const Session::Variable& scope : scopes[0][1].value<QList<Session::Variable>>())
      if (scope.type == QLatin1String("locals") || scope.name == QLatin1String("Locals"))
        localsReference = scope.reference;
    QVERIFY(localsReference > 0);
    session.fetchVariables(localsReference);
    QVERIFY(waitFor(variables, 1));
    QStringList locals;
    for (const Session::Variable& v : variables[0][1].value<QList<Session::Variable>>())
      locals << v.name + QLatin1Char('=') + v.value;
    QVERIFY2(locals.contains(QStringLiteral("x=42")), qPrintable(locals.join(QLatin1Char(' '))));

    session.resume(Session::Resume::StepOver);
    QVERIFY(!session.isStopped());
    QVERIFY(waitFor(stopped, 2));
    QCOMPARE(stopped[1][1].toString(), QStringLiteral("step"));
    frames = stopped[1][2].value<QList<Session::Frame>>();
    QCOMPARE(frames.value(0).line, kEveryTurnLine + 1);
    session.evaluate({QStringLiteral("y"), QStringLiteral("no_such_name")}, frames[0].id);
    QVERIFY(waitFor(evaluated, 1));
    const auto values = evaluated[0][1].value<Session::Evaluations>();
    QCOMPARE(values.value(0), (QPair<QString, QString>{QStringLiteral("y"), QStringLiteral("43")}));
    QVERIFY(!values.value(1).second.isEmpty());  // the debugger's message

    session.resume(Session::Resume::Continue);
    QVERIFY(waitFor(replied, 1));
    QVERIFY(session.isOver());
    QCOMPARE(replied[0][0].value<Debugger::PlayerExchange>().output, replay_.frames[turn].exchangeOf(0)->output);
    QCOMPARE(tracerOf(rerun->debuggeeId()), 0);
  }

  // Stop Debugging while stopped: the breakpoints go, the bot answers without the debugger;
  // a session destroyed while the bot is stopped leaves no bot stopped or adapter running.
  void stopDebuggingLetsTheBotAnswerAndDestroyingEndsTheTurn()
  {
    requireSetUp();
    const int turn = turnOfAnswer(replay_, 2);
    using Session = Debugger::InteractiveDebugSession;
    {
      std::unique_ptr<Debugger::BotRerun> rerun = rerunUpTo(turn);
      QVERIFY(rerun);
      Session session(*rerun, Debugger::DebugTarget{adapter_, {}}, {{QStringLiteral("bot.cc"), kEveryTurnLine}});
      QSignalSpy stopped(&session, &Session::stopped);
      QSignalSpy replied(&session, &Session::replied);
      QVERIFY(QTest::qWaitFor([&] { return !stopped.isEmpty(); }, 60000));
      session.stopDebugging();
      QVERIFY(QTest::qWaitFor([&] { return !replied.isEmpty(); }, 60000));
      QCOMPARE(replied[0][0].value<Debugger::PlayerExchange>().output, replay_.frames[turn].exchangeOf(0)->output);
    }
    std::unique_ptr<Debugger::BotRerun> rerun = rerunUpTo(turn);
    QVERIFY(rerun);
    const qint64 pid = rerun->debuggeeId();
    {
      Session session(*rerun, Debugger::DebugTarget{adapter_, {}}, {{QStringLiteral("bot.cc"), kEveryTurnLine}});
      QSignalSpy stopped(&session, &Session::stopped);
      QVERIFY(QTest::qWaitFor([&] { return !stopped.isEmpty(); }, 60000));
    }
    QVERIFY(tracerOf(pid) <= 0);  // detached, or killed (gone)
  }

  // A Python bot under debugpy: it listens from its start, the adapter connects at turn N.
  void aPythonBotStopsInTurnThreeUnderDebugpy()
  {
    PythonMatch played;
    playPythonBot(QStringLiteral("bot.py"), Test::kDebugPythonBotSource, &played);
    if (played.bot.isEmpty())
      return;
    QString error;
    const QString& script = played.script;
    const QString& bot = played.bot;
    const Debugger::Replay& replay = played.replay;
    const int turn = played.turn;
    Debugger::ProcessOptions options;
    options.timeLimitOverrideMs = Test::kLoadProofTurnMs;
    const std::optional<Debugger::DebugTarget> target = Debugger::DebugPlanner::targetFor(bot, &options, &error);
    QVERIFY2(target, qPrintable(error));
    QVERIFY(options.debug && options.debug->pythonConnect.startsWith(QStringLiteral("127.0.0.1:")));
    std::unique_ptr<Debugger::BotRerun> rerun = Debugger::BotRerun::start(replay, 0, QString(), turn, options, &error);
    QVERIFY2(rerun, qPrintable(error));
    QVERIFY2(rerun->replayHistory({}, &error), qPrintable(error));
    QVERIFY2(!rerun->divergence(), qPrintable(rerun->divergence() ? rerun->divergence()->describe() : QString()));

    BotDebugSession::Plan plan;
    plan.breakpoints = {{script, Test::kDebugPythonBotEveryTurnLine}};
    plan.evals = {QStringLiteral("x * 2")};
    plan.stepsOver = 1;
    const std::optional<BotDebugSession::Result> result = BotDebugSession::playTurn(*rerun, *target, plan, &error);
    QVERIFY2(result, qPrintable(error));
    qInfo("debugpy: debug start to first stop: %lld ms", result->startToStopMs);
    QCOMPARE(result->stops.size(), 2);
    const BotDebugSession::Stop& hit = result->stops[0];
    QCOMPARE(hit.reason, QStringLiteral("breakpoint"));
    QCOMPARE(hit.frames.value(0).line, Test::kDebugPythonBotEveryTurnLine);
    QVERIFY2(hit.locals.contains({QStringLiteral("x"), QStringLiteral("42")}), qPrintable(QString::number(hit.locals.size())));
    QCOMPARE(hit.evals.value(0), (QPair<QString, QString>{QStringLiteral("x * 2"), QStringLiteral("84")}));
    QCOMPARE(result->stops[1].frames.value(0).line, Test::kDebugPythonBotEveryTurnLine + 1);
    QCOMPARE(result->reply.output, replay.frames[turn].exchangeOf(0)->output);
  }

  // A Python bot stopped at a breakpoint stays stopped (issue #47, 1): debugpy runs inside
  // the bot and spends its CPU time while it is stopped, so a debugged Python bot's turns
  // have no time limit. A 10 s stop under Fencing's own limits (50 ms a turn), in a re-run
  // turn and in a live match, is no timeout, and the bot answers as in the match.
  void aPythonStopHoldsForTenSeconds()
  {
    PythonMatch played;
    playPythonBot(QStringLiteral("hold.py"), Test::kDebugPythonBotSource, &played);
    if (played.bot.isEmpty())
      return;
    const int holdMs = qEnvironmentVariableIsSet("KIBITZ_LONG_STOP_SECONDS") ? qEnvironmentVariableIntValue("KIBITZ_LONG_STOP_SECONDS") * 1000 : 10000;
    QString error;
    const QString& script = played.script;
    const QString& bot = played.bot;
    const Debugger::Replay& replay = played.replay;
    const int turn = played.turn;
    using Session = Debugger::InteractiveDebugSession;
    const Debugger::DebugTurn::Breakpoint line{script, Test::kDebugPythonBotEveryTurnLine, Debugger::DebugTurn::Scope::OnlyTurn, turn};

    // The re-run of turn `turn`, the game's own limit.
    {
      Debugger::ProcessOptions options;
      const std::optional<Debugger::DebugTarget> target = Debugger::DebugPlanner::targetFor(bot, &options, &error);
      QVERIFY2(target, qPrintable(error));
      std::unique_ptr<Debugger::BotRerun> rerun = Debugger::BotRerun::start(replay, 0, QString(), turn, options, &error);
      QVERIFY2(rerun && rerun->replayHistory({}, &error), qPrintable(error));
      Session session(*rerun, *target, {{script, Test::kDebugPythonBotEveryTurnLine}});
      QSignalSpy stopped(&session, &Session::stopped);
      QSignalSpy replied(&session, &Session::replied);
      QSignalSpy failed(&session, &Session::failed);
      QVERIFY2(QTest::qWaitFor([&] { return !stopped.isEmpty() || !failed.isEmpty(); }, 60000) && failed.isEmpty(),
               qPrintable(failed.value(0).value(0).toString()));
      QTest::qWait(holdMs);
      QVERIFY2(replied.isEmpty() && failed.isEmpty(), "the stop held");
      session.resume(Session::Resume::Continue);
      QVERIFY(QTest::qWaitFor([&] { return !replied.isEmpty(); }, 60000));
      const auto reply = replied[0][0].value<Debugger::PlayerExchange>();
      QCOMPARE(int(reply.status), int(Rules::Move::Status::Ok));
      QCOMPARE(reply.limitMs, 0);  // no limit, as the replay says
      QVERIFY2(reply.timeMs >= holdMs, qPrintable(QString::number(reply.timeMs)));
      QCOMPARE(reply.output, replay.frames[turn].exchangeOf(0)->output);
    }

    // A live match debugged as New Match > Debug plays it: every other limit on CPU time.
    {
      Debugger::MatchRequest request;
      request.gameId = QStringLiteral("fencing");
      request.seed = 5;
      request.bots = {bot, QStringLiteral("builtin:fencer")};
      request.processOptions.judgeOnCpuTime = true;
      const std::optional<Debugger::DebugTarget> target = Debugger::DebugPlanner::targetFor(bot, &request.processOptions, &error);
      QVERIFY2(target, qPrintable(error));
      std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
      QVERIFY2(runner, qPrintable(error));
      const qint64 pid = static_cast<Debugger::ProcessParticipant&>(runner->participant(0)).processId();
      LiveDebugging::Session session(pid, *target, {line});
      LiveDebugging live(*runner, session);
      const QString noStop = live.firstStop();
      QVERIFY2(noStop.isEmpty(), qPrintable(noStop));
      QTest::qWait(holdMs);
      QVERIFY2(live.failed.isEmpty() && live.ended.isEmpty(), "the session is still on");
      session.resume(LiveDebugging::Session::Resume::Continue);
      const QString failure = live.playOut();
      QVERIFY2(failure.isEmpty(), qPrintable(failure));
      const Debugger::Replay played = runner->takeReplay();
      const QString different = otherReplies(played, replay);
      QVERIFY2(different.isEmpty(), qPrintable(different));
      const Debugger::PlayerExchange* held = played.frames[turn].exchangeOf(0);
      QCOMPARE(int(held->status), int(Rules::Move::Status::Ok));
      QVERIFY2(held->timeMs >= holdMs, qPrintable(QString::number(held->timeMs)));
      QCOMPARE(held->limitMs, 0);  // no limit, as the replay says
    }
  }

  // The bot connects to Kibitz, not Kibitz to the bot (issue #46): the bot listens on no
  // port, and a process of another user that connects to Kibitz's port first is refused,
  // named in the listener's refusals, while the bot's own connection is taken.
  void aPythonBotListensOnNothingAndAForeignClientIsRefused()
  {
    PythonMatch played;
    playPythonBot(QStringLiteral("listen.py"), Test::kDebugPythonBotSource, &played);
    if (played.bot.isEmpty())
      return;
    QString error;
    const QString& script = played.script;
    const QString& bot = played.bot;
    const Debugger::Replay& replay = played.replay;
    const int turn = played.turn;
    Debugger::ProcessOptions options;
    const std::optional<Debugger::DebugTarget> target = Debugger::DebugPlanner::targetFor(bot, &options, &error);
    QVERIFY2(target && target->adapter.listener, qPrintable(error));
    const int port = target->adapter.listener->port();
    QVERIFY(options.debug && options.debug->pythonConnect.endsWith(QStringLiteral(":%1").arg(port)));

    // Another user (nobody) connects first: possible to try only as root.
    QProcess foreign;
    const bool asRoot = ::geteuid() == 0 && !QStandardPaths::findExecutable(QStringLiteral("setpriv")).isEmpty();
    if (asRoot) {
      foreign.start(QStringLiteral("setpriv"), {QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"), QStringLiteral("--clear-groups"),
                                                 QStringLiteral("/usr/bin/python3"), QStringLiteral("-I"), QStringLiteral("-c"),
                                                 QStringLiteral("import socket, time; s = socket.create_connection(('127.0.0.1', %1)); "
                                                                "print('in', flush=True); time.sleep(30)").arg(port)});
      QVERIFY(foreign.waitForReadyRead(20000));
    }
    std::unique_ptr<Debugger::BotRerun> rerun = Debugger::BotRerun::start(replay, 0, QString(), turn, options, &error);
    QVERIFY2(rerun && rerun->replayHistory({}, &error), qPrintable(error));

    // No listening socket is the bot's.
    QStringList botSockets;
    const QDir fds(QStringLiteral("/proc/%1/fd").arg(rerun->processId()));
    for (const QFileInfo& fd : fds.entryInfoList(QDir::System | QDir::NoDotAndDotDot))
      if (const QString link = fd.symLinkTarget(); link.contains(QStringLiteral("socket:[")))
        botSockets << link.section(QLatin1Char('['), 1).chopped(1);
    QFile tcp(QStringLiteral("/proc/net/tcp"));
    QVERIFY(tcp.open(QIODevice::ReadOnly));
    for (const QByteArray& row : tcp.readAll().split('\n')) {
      const QList<QByteArray> fields = row.simplified().split(' ');
      if (fields.size() > 9 && fields[3] == "0A")
        QVERIFY2(!botSockets.contains(QString::fromLatin1(fields[9])), "the bot listens on a TCP port");
    }

    BotDebugSession::Plan plan;
    plan.breakpoints = {{script, Test::kDebugPythonBotEveryTurnLine}};
    const std::optional<BotDebugSession::Result> result = BotDebugSession::playTurn(*rerun, *target, plan, &error);
    QVERIFY2(result, qPrintable(error));
    QCOMPARE(result->stops.size(), 1);
    if (asRoot) {
      QCOMPARE(target->adapter.listener->refused().size(), 1);
      QVERIFY2(target->adapter.listener->refused()[0].contains(QStringLiteral("user 65534")),
               qPrintable(target->adapter.listener->refused()[0]));
      foreign.kill();
      foreign.waitForFinished();
    }
  }

  // Breakpoints changed during a stop take effect at once (issue #47, 3), with each adapter:
  // lldb in a C++ re-run, debugpy in a Python live match. Added: the bot stops there in the
  // same turn; removed: it runs on without stopping.
  void breakpointsChangedDuringAStopTakeEffectAtOnce()
  {
    requireSetUp();
    using Session = Debugger::InteractiveDebugSession;
    using Breakpoint = Debugger::DebugTurn::Breakpoint;
    const auto lineOf = [](const QSignalSpy& stopped, int i) {
      return stopped[i][2].value<QList<Session::Frame>>().value(0).line;
    };
    {  // C++, lldb, a re-run
      const int turn = turnOfAnswer(replay_, 2);
      std::unique_ptr<Debugger::BotRerun> rerun = rerunUpTo(turn);
      QVERIFY(rerun);
      const QString file = QStringLiteral("bot.cc");
      Session session(*rerun, Debugger::DebugTarget{adapter_, {}}, {{file, 8}});
      QSignalSpy stopped(&session, &Session::stopped);
      QSignalSpy replied(&session, &Session::replied);
      QSignalSpy failed(&session, &Session::failed);
      QVERIFY2(QTest::qWaitFor([&] { return !stopped.isEmpty() || !failed.isEmpty(); }, 60000) && failed.isEmpty(),
               qPrintable(failed.value(0).value(0).toString()));
      QCOMPARE(lineOf(stopped, 0), 8);
      session.setBreakpoints({{file, 8}, {file, 12}});
      session.resume(Session::Resume::Continue);
      QVERIFY2(QTest::qWaitFor([&] { return stopped.size() > 1 || !replied.isEmpty() || !failed.isEmpty(); }, 60000), "no stop");
      QCOMPARE(stopped.size(), 2);
      QCOMPARE(lineOf(stopped, 1), 12);
      session.setBreakpoints({});
      session.resume(Session::Resume::Continue);
      QVERIFY(QTest::qWaitFor([&] { return !replied.isEmpty() || !failed.isEmpty(); }, 60000));
      QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
      QCOMPARE(stopped.size(), 2);
      QCOMPARE(replied[0][0].value<Debugger::PlayerExchange>().output, replay_.frames[turn].exchangeOf(0)->output);
    }
    {  // Python, debugpy, a live match
      KIBITZ_REQUIRE_TOOL("python3");
      QString error;
      if (!Debugger::DapAdapter::python(&error))
        KIBITZ_SKIP_MISSING_TOOL(error);
      const QString script = dir_.filePath(QStringLiteral("rearm.py"));
      QVERIFY(Test::writeDebugBot(script, Test::kDebugPythonBotSource));
      const QString bot = QStringLiteral("cmd:python3 ") + script;
      Debugger::MatchRequest request;
      request.gameId = QStringLiteral("fencing");
      request.seed = 5;
      request.bots = {bot, QStringLiteral("builtin:fencer")};
      request.processOptions.judgeOnCpuTime = true;
      const std::optional<Debugger::DebugTarget> target = Debugger::DebugPlanner::targetFor(bot, &request.processOptions, &error);
      QVERIFY2(target, qPrintable(error));
      std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
      QVERIFY2(runner, qPrintable(error));
      const qint64 pid = static_cast<Debugger::ProcessParticipant&>(runner->participant(0)).processId();
      const int line = Test::kDebugPythonBotEveryTurnLine;
      LiveDebugging::Session session(pid, *target, {Breakpoint{script, line, Debugger::DebugTurn::Scope::OnlyTurn, 3}});
      LiveDebugging live(*runner, session);
      const QString noStop = live.firstStop();
      QVERIFY2(noStop.isEmpty(), qPrintable(noStop));
      QCOMPARE(lineOf(live.stopped, 0), line);
      session.setBreakpoints({Breakpoint{script, line, Debugger::DebugTurn::Scope::OnlyTurn, 3}, Breakpoint{script, line + 1}});
      session.resume(LiveDebugging::Session::Resume::Continue);
      QVERIFY2(QTest::qWaitFor([&] { return live.stopped.size() > 1 || !live.failed.isEmpty(); }, 60000), "no second stop");
      QCOMPARE(lineOf(live.stopped, 1), line + 1);
      QCOMPARE(live.stopped[1][0].toInt(), live.stopped[0][0].toInt());  // the same turn
      session.setBreakpoints({});
      session.resume(LiveDebugging::Session::Resume::Continue);
      const QString failure = live.playOut();
      QVERIFY2(failure.isEmpty(), qPrintable(failure));
      QCOMPARE(live.stopped.size(), 2);  // removed: no stop afterwards
    }
  }

  // A Python bot stops on an uncaught exception with no breakpoint set, as in VS Code, and
  // the stop says which exception (issue #47, 9).
  void aPythonBotStopsOnAnUncaughtException()
  {
    PythonMatch played;
    playPythonBot(QStringLiteral("raises.py"),
                  "import sys\nturn = 0\nwhile True:\n    a = sys.stdin.readline(); b = sys.stdin.readline()\n"
                  "    if not b:\n        break\n    turn += 1\n    if turn == 3:\n        x = 1 // (turn - 3)\n"
                  "    print(\"BREAK\", flush=True)\n",
                  &played);
    if (played.bot.isEmpty())
      return;
    QString error;
    const QString& bot = played.bot;
    const Debugger::Replay& replay = played.replay;
    const int turn = played.turn;
    Debugger::ProcessOptions options;
    const std::optional<Debugger::DebugTarget> target = Debugger::DebugPlanner::targetFor(bot, &options, &error);
    QVERIFY2(target, qPrintable(error));
    std::unique_ptr<Debugger::BotRerun> rerun = Debugger::BotRerun::start(replay, 0, QString(), turn, options, &error);
    QVERIFY2(rerun && rerun->replayHistory({}, &error), qPrintable(error));
    using Session = Debugger::InteractiveDebugSession;
    Session session(*rerun, *target, {});
    QSignalSpy stopped(&session, &Session::stopped);
    QSignalSpy replied(&session, &Session::replied);
    QSignalSpy failed(&session, &Session::failed);
    QVERIFY2(QTest::qWaitFor([&] { return !stopped.isEmpty() || !replied.isEmpty() || !failed.isEmpty(); }, 60000) && !stopped.isEmpty(),
             qPrintable(failed.value(0).value(0).toString()));
    const QString reason = stopped[0][1].toString();
    QVERIFY2(reason.startsWith(QStringLiteral("exception")) && reason.contains(QStringLiteral("ZeroDivisionError")), qPrintable(reason));
    QCOMPARE(stopped[0][2].value<QList<Session::Frame>>().value(0).line, 9);
    session.stopDebugging();
    QVERIFY(QTest::qWaitFor([&] { return !replied.isEmpty() || !failed.isEmpty(); }, 60000));
  }

  // The sandbox has no network: a Python bot in it cannot be debugged, and says so.
  void aPythonBotInTheSandboxIsRefused()
  {
    Debugger::ProcessOptions options;
    options.sandbox = true;
    QString error;
    QVERIFY(!Debugger::DebugPlanner::targetFor(QStringLiteral("cmd:python3 bot.py"), &options, &error));
    QVERIFY2(error.contains(QStringLiteral("sandbox")), qPrintable(error));
    QVERIFY(Debugger::DapAdapter::isPythonBot(QStringLiteral("cmd:python3.11 /x/bot.py")));
    QVERIFY(!Debugger::DapAdapter::isPythonBot(QStringLiteral("cmd:/x/bot")));
    QVERIFY(!Debugger::DapAdapter::isPythonBot(QStringLiteral("builtin:fencer")));
  }

  void aDebugBuildCommandHasNoOptimisationAndDebugInformation()
  {
    using Debugger::DebugBuild::commandFor;
    QCOMPARE(commandFor(QStringLiteral("g++ -std=c++11 -Wall -O2")), QStringLiteral("g++ -g -std=c++11 -Wall -O0"));
    QCOMPARE(commandFor(QStringLiteral("clang++ -Ofast -g3 -o BOT SOURCE")), QStringLiteral("clang++ -O0 -g3 -o BOT SOURCE"));
    QCOMPARE(commandFor(QStringLiteral("g++ -o BOT SOURCE")), QStringLiteral("g++ -g -O0 -o BOT SOURCE"));
    QCOMPARE(commandFor(QStringLiteral("g++ -Os -I\"my dir\" x.cc")), QStringLiteral("g++ -g -O0 \"-Imy dir\" x.cc"));
  }

  // Time stands still while the bot is stopped: a 2 s stop in a turn of Fencing, whose
  // limit is 50 ms (kept, and counted on the bot's own CPU time), is no timeout, and the bot
  // answers as in the match.
  void aStopLongerThanTheTurnLimitIsNoTimeout()
  {
    requireSetUp();
    const int turn = turnOfAnswer(replay_, 2);
    QString error;
    Debugger::ProcessOptions options;
    std::unique_ptr<Debugger::BotRerun> rerun = Debugger::BotRerun::start(replay_, 0, QStringLiteral("cmd:") + bin_, turn, options, &error);
    QVERIFY2(rerun && rerun->replayHistory({}, &error), qPrintable(error));
    using Session = Debugger::InteractiveDebugSession;
    Session session(*rerun, Debugger::DebugTarget{adapter_, {}}, {{QStringLiteral("bot.cc"), kEveryTurnLine}});
    QSignalSpy stopped(&session, &Session::stopped);
    QSignalSpy replied(&session, &Session::replied);
    QVERIFY(QTest::qWaitFor([&] { return !stopped.isEmpty(); }, 60000));
    QTest::qWait(2000);
    session.resume(Session::Resume::Continue);
    QVERIFY(QTest::qWaitFor([&] { return !replied.isEmpty(); }, 60000));
    const auto reply = replied[0][0].value<Debugger::PlayerExchange>();
    QCOMPARE(int(reply.status), int(Rules::Move::Status::Ok));
    QVERIFY2(reply.error.isEmpty(), qPrintable(reply.error));
    QCOMPARE(reply.limitMs, 50);
    QVERIFY2(reply.timeMs > 2000, qPrintable(QString::number(reply.timeMs)));
    QVERIFY2(reply.cpuMs >= 0 && reply.cpuMs < 50, qPrintable(QString::number(reply.cpuMs)));
    QCOMPARE(reply.output, replay_.frames[turn].exchangeOf(0)->output);
  }

  // A live match under the debugger: the runner arms the breakpoints before each of the
  // bot's turns by their scope ("from its third turn"); the bot stops there, then in its
  // fourth turn; let go, it plays the match out as it did without the debugger.
  void aLiveMatchStopsFromTheTurnItsBreakpointsApplyTo()
  {
    requireSetUp();
    const int third = turnOfAnswer(replay_, 2);
    const int fourth = turnOfAnswer(replay_, 3);
    QVERIFY(fourth > third);
    std::unique_ptr<Debugger::MatchRunner> runner = liveMatch();
    QVERIFY(runner);
    const qint64 pid = static_cast<Debugger::ProcessParticipant&>(runner->participant(0)).processId();
    QVERIFY(pid > 0);
    using Session = Debugger::InteractiveDebugSession;
    Debugger::DebugTurn::Breakpoint fromThird{QStringLiteral("bot.cc"), kEveryTurnLine, Debugger::DebugTurn::Scope::FromTurn, third};
    Session session(pid, Debugger::DebugTarget{adapter_, {}}, {fromThird});
    QSignalSpy stopped(&session, &Session::stopped);
    QSignalSpy variables(&session, &Session::variablesFetched);
    QSignalSpy scopes(&session, &Session::scopesFetched);
    QSignalSpy ended(&session, &Session::ended);
    QSignalSpy failed(&session, &Session::failed);
    runner->setBeforeRequest(session.runnerHook(0));
    std::thread match([&runner] {
      while (!runner->isOver())
        runner->step();
      runner->finish();
    });
    const auto xAt = [&](int stop) {
      const auto frames = stopped[stop][2].value<QList<Session::Frame>>();
      session.fetchScopes(frames.value(0).id);
      const int asked = int(scopes.size());
      if (!QTest::qWaitFor([&] { return scopes.size() > asked; }, 30000))
        return QString();
      int reference = 0;
      for (const Session::Variable& scope : scopes.last()[1].value<QList<Session::Variable>>())
        if (scope.type == QLatin1String("locals") || scope.name == QLatin1String("Locals"))
          reference = scope.reference;
      const int before = int(variables.size());
      session.fetchVariables(reference);
      if (!QTest::qWaitFor([&] { return variables.size() > before; }, 30000))
        return QString();
      for (const Session::Variable& v : variables.last()[1].value<QList<Session::Variable>>())
        if (v.name == QLatin1String("x"))
          return v.value;
      return QString();
    };
    const bool firstStop = QTest::qWaitFor([&] { return !stopped.isEmpty() || !failed.isEmpty(); }, 60000);
    if (!firstStop || !failed.isEmpty()) {
      session.stopDebugging();
      match.join();
      QFAIL(qPrintable(failed.isEmpty() ? QStringLiteral("no stop") : failed[0][0].toString()));
    }
    QCOMPARE(stopped[0][0].toInt(), third);
    QCOMPARE(xAt(0), QStringLiteral("42"));
    session.resume(Session::Resume::Continue);
    QVERIFY(QTest::qWaitFor([&] { return stopped.size() >= 2; }, 60000));
    QCOMPARE(stopped[1][0].toInt(), fourth);
    QCOMPARE(xAt(1), QStringLiteral("40"));
    session.stopDebugging();
    QVERIFY(QTest::qWaitFor([&] { return !ended.isEmpty(); }, 60000));
    match.join();
    QCOMPARE(stopped.size(), 2);
    const Debugger::Replay replay = runner->takeReplay();
    QCOMPARE(replay.frames.size(), replay_.frames.size());
    for (int t = 1; t < replay.frames.size(); ++t)
      if (const Debugger::PlayerExchange* x = replay.frames[t].exchangeOf(0))
        QCOMPARE(x->output, replay_.frames[t].exchangeOf(0)->output);
  }

  // The same in the sandbox: Kibitz starts bubblewrap, and the session attaches from
  // outside to the bot's own process inside it (found once it runs there), which stops in
  // its third turn only; let go, it plays the match out as without the debugger.
  void aSandboxedLiveMatchIsDebuggedFromOutsideTheSandbox()
  {
    requireSetUp();
    QString whyNot;
    if (!Debugger::sandboxAvailable(&whyNot))
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("the sandbox cannot run here: %1").arg(whyNot));
    const int third = turnOfAnswer(replay_, 2);
    Debugger::MatchRequest request;
    request.gameId = QStringLiteral("fencing");
    request.seed = 5;
    request.bots = {QStringLiteral("cmd:") + bin_, QStringLiteral("builtin:fencer")};
    request.processOptions.judgeOnCpuTime = true;
    request.processOptions.sandbox = true;
    QString error;
    std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
    QVERIFY2(runner, qPrintable(error));
    auto& bot = static_cast<Debugger::ProcessParticipant&>(runner->participant(0));
    QVERIFY(bot.sandboxed());
    Debugger::DebugTurn::Breakpoint onlyThird{QStringLiteral("bot.cc"), kEveryTurnLine, Debugger::DebugTurn::Scope::OnlyTurn, third};
    LiveDebugging::Session session(Debugger::debuggeeFinder(bot.processId(), true), Debugger::DebugTarget{adapter_, {}},
                                   {onlyThird});
    LiveDebugging live(*runner, session);
    const QString noStop = live.firstStop();
    QVERIFY2(noStop.isEmpty(), qPrintable(noStop));
    QCOMPARE(live.stopped[0][0].toInt(), third);
    // The process stopped is the bot inside the sandbox, not the bubblewrap Kibitz started.
    const qint64 inside = bot.debuggeeId();
    QVERIFY(inside > 0);
    QVERIFY(inside != bot.processId());
    QVERIFY2(tracerOf(inside) > 0, "the bot inside the sandbox has a debugger attached");
    QCOMPARE(tracerOf(bot.processId()), qint64(0));
    session.resume(LiveDebugging::Session::Resume::Continue);
    const QString failure = live.playOut();  // no breakpoint applies after the third turn
    QCOMPARE(live.stopped.size(), 1);
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
    const QString different = otherReplies(runner->takeReplay(), replay_);
    QVERIFY2(different.isEmpty(), qPrintable(different));
  }

  // Time stands still for a stopped bot in a live match: stopped for 90 s (the issue's
  // figure; KIBITZ_LONG_STOP_SECONDS shortens it by hand) in a turn of Fencing's 50 ms,
  // nothing is killed or timed out, and the match plays out as without the debugger.
  void aLongStopInALiveMatchKillsNothing()
  {
    requireSetUp();
    const int seconds = qEnvironmentVariableIsSet("KIBITZ_LONG_STOP_SECONDS")
                            ? qEnvironmentVariableIntValue("KIBITZ_LONG_STOP_SECONDS") : 90;
    const int third = turnOfAnswer(replay_, 2);
    std::unique_ptr<Debugger::MatchRunner> runner = liveMatch();
    QVERIFY(runner);
    const qint64 pid = static_cast<Debugger::ProcessParticipant&>(runner->participant(0)).processId();
    Debugger::DebugTurn::Breakpoint onlyThird{QStringLiteral("bot.cc"), kEveryTurnLine, Debugger::DebugTurn::Scope::OnlyTurn, third};
    LiveDebugging::Session session(pid, Debugger::DebugTarget{adapter_, {}}, {onlyThird});
    LiveDebugging live(*runner, session);
    const QString noStop = live.firstStop();
    QVERIFY2(noStop.isEmpty(), qPrintable(noStop));
    QTest::qWait(seconds * 1000);
    QVERIFY2(live.failed.isEmpty() && live.ended.isEmpty(), "the session is still on");
    QCOMPARE(Test::tracerOf(pid) > 0, true);  // the bot is alive, still held by the debugger
    session.resume(LiveDebugging::Session::Resume::Continue);
    const QString failure = live.playOut();
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
    const Debugger::Replay replay = runner->takeReplay();
    const QString different = otherReplies(replay, replay_);
    QVERIFY2(different.isEmpty(), qPrintable(different));
    for (int t = 1; t < replay.frames.size(); ++t)
      if (const Debugger::PlayerExchange* x = replay.frames[t].exchangeOf(0))
        QCOMPARE(int(x->status), int(Rules::Move::Status::Ok));
    const Debugger::PlayerExchange* long_ = replay.frames[third].exchangeOf(0);
    QVERIFY2(long_->timeMs >= seconds * 1000.0, qPrintable(QString::number(long_->timeMs)));
    QVERIFY2(long_->cpuMs >= 0 && long_->cpuMs < long_->limitMs, qPrintable(QString::number(long_->cpuMs)));
  }

  // A condition in the bot's language: the debugger stops only where it holds.
  void aConditionInTheBotsLanguageDecidesTheStop()
  {
    requireSetUp();
    const int turn = turnOfAnswer(replay_, 2);  // x is 42 there
    for (const auto& [condition, stops] : {std::pair{QStringLiteral("x == 41"), 0}, std::pair{QStringLiteral("x == 42"), 1}}) {
      std::unique_ptr<Debugger::BotRerun> rerun = rerunUpTo(turn);
      QVERIFY(rerun);
      BotDebugSession::Plan plan;
      plan.breakpoints = {{QStringLiteral("bot.cc"), kEveryTurnLine, Debugger::DebugTurn::Scope::EveryTurn, 0, condition}};
      QString error;
      const std::optional<BotDebugSession::Result> result = BotDebugSession::playTurn(*rerun, {adapter_, {}}, plan, &error);
      QVERIFY2(result, qPrintable(error));
      QCOMPARE(int(result->stops.size()), stops);
      QCOMPARE(result->reply.output, replay_.frames[turn].exchangeOf(0)->output);
    }
  }

  // "When a match condition holds": the session asks the window's evaluator on the runner's
  // thread before each turn; the bot stops only in the turn where it holds.
  void aLiveMatchStopsWhereAStateConditionHolds()
  {
    requireSetUp();
    const int fourth = turnOfAnswer(replay_, 3);
    std::unique_ptr<Debugger::MatchRunner> runner = liveMatch();
    QVERIFY(runner);
    const qint64 pid = static_cast<Debugger::ProcessParticipant&>(runner->participant(0)).processId();
    QVERIFY(pid > 0);
    using Session = Debugger::InteractiveDebugSession;
    Debugger::DebugTurn::Breakpoint when{QStringLiteral("bot.cc"), kEveryTurnLine, Debugger::DebugTurn::Scope::WhenStateHolds};
    when.stateCondition = QStringLiteral("the fourth");
    Session session(pid, Debugger::DebugTarget{adapter_, {}}, {when});
    const std::thread::id runnerThread = std::this_thread::get_id();
    std::atomic<bool> askedOnTheRunner{true};
    std::atomic<int> asked{0};
    // Asked on frame turn - 1, the state the bot answers in `turn`.
    session.setStateConditions(
        [&](const Debugger::Replay&, int frame, const QStringList& conditions) {
          ++asked;
          askedOnTheRunner = askedOnTheRunner && std::this_thread::get_id() != runnerThread;
          return QList<bool>(conditions.size(), conditions.value(0) == QLatin1String("the fourth") && frame + 1 == fourth);
        },
        &runner->replay());
    QSignalSpy stopped(&session, &Session::stopped);
    QSignalSpy ended(&session, &Session::ended);
    runner->setBeforeRequest(session.runnerHook(0));
    std::thread match([&runner] {
      while (!runner->isOver())
        runner->step();
      runner->finish();
    });
    const bool stop = QTest::qWaitFor([&] { return !stopped.isEmpty(); }, 60000);
    if (stop) {
      QCOMPARE(stopped[0][0].toInt(), fourth);
      session.resume(Session::Resume::Continue);
    }
    QVERIFY(QTest::qWaitFor([&] { return !ended.isEmpty(); }, 60000));  // the match ended, the bot with it
    match.join();
    QVERIFY(stop);
    QCOMPARE(stopped.size(), 1);
    QVERIFY(asked > 3);
    QVERIFY(askedOnTheRunner);
  }

  void theCliPrintsTheStopAsJson()
  {
    requireSetUp();
    const int turn = turnOfAnswer(replay_, 2);
    const Test::CliResult run = Test::runCli(
        QStringLiteral(KIBITZ_CLI_PATH),
        {QStringLiteral("rerun"), file_, QStringLiteral("--seat"), QStringLiteral("0"), QStringLiteral("--turn"), QString::number(turn),
         QStringLiteral("--break"), QStringLiteral("bot.cc:%1").arg(kEveryTurnLine), QStringLiteral("--eval"), QStringLiteral("x"),
         QStringLiteral("--eval"), QStringLiteral("x+1"), QStringLiteral("--run-recorded"), QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QJsonParseError parseError;
    const QJsonObject output = QJsonDocument::fromJson(run.outBytes, &parseError).object();
    QVERIFY2(parseError.error == QJsonParseError::NoError, qPrintable(run.out));
    const QJsonObject stop = output.value(QStringLiteral("stop")).toObject();
    QCOMPARE(stop.value(QStringLiteral("turn")).toInt(), turn);
    QCOMPARE(stop.value(QStringLiteral("reason")).toString(), QStringLiteral("breakpoint"));
    const QJsonObject top = stop.value(QStringLiteral("frames")).toArray().first().toObject();
    QCOMPARE(top.value(QStringLiteral("line")).toInt(), kEveryTurnLine);
    QCOMPARE(top.value(QStringLiteral("name")).toString(), QStringLiteral("main"));
    QVERIFY(top.value(QStringLiteral("file")).toString().endsWith(QStringLiteral("bot.cc")));
    QCOMPARE(stop.value(QStringLiteral("locals")).toObject().value(QStringLiteral("x")).toString(), QStringLiteral("42"));
    const QJsonObject evals = stop.value(QStringLiteral("evals")).toObject();
    QCOMPARE(evals.value(QStringLiteral("x")).toString(), QStringLiteral("42"));
    QCOMPARE(evals.value(QStringLiteral("x+1")).toString(), QStringLiteral("43"));
    QCOMPARE(output.value(QStringLiteral("reply")).toArray(), QJsonArray{QStringLiteral("BREAK")});
    QVERIFY(run.err.contains(QStringLiteral("all as in the match")));  // the report, off stdout

    const Test::CliResult early = Test::runCli(
        QStringLiteral(KIBITZ_CLI_PATH),
        {QStringLiteral("rerun"), file_, QStringLiteral("--seat"), QStringLiteral("0"), QStringLiteral("--turn"),
         QString::number(turnOfAnswer(replay_, 1)), QStringLiteral("--break"), QStringLiteral("bot.cc:%1").arg(kThirdTurnLine),
         QStringLiteral("--bot"), QStringLiteral("cmd:") + bin_, QStringLiteral("--json")});
    QVERIFY2(early.exitCode == 0, qPrintable(early.err));
    const QJsonObject none = QJsonDocument::fromJson(early.outBytes).object();
    QVERIFY(none.contains(QStringLiteral("stop")));
    QVERIFY(none.value(QStringLiteral("stop")).isNull());
    QCOMPARE(none.value(QStringLiteral("reply")).toArray(), QJsonArray{QStringLiteral("BREAK")});
  }

  // kibitz-cli killed with SIGKILL while its debugger holds the bot: the bot, the adapter
  // and the shepherd go with it (each has a parent-death signal), nothing is left running.
  void killingKibitzWhileTheDebuggerHoldsTheBotLeavesNothing()
  {
    requireSetUp();
    const qint64 since = ownStartTicks();
    QProcess cli;
    cli.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    cli.start(QStringLiteral(KIBITZ_CLI_PATH),
              {QStringLiteral("rerun"), file_, QStringLiteral("--seat"), QStringLiteral("0"), QStringLiteral("--turn"),
               QString::number(turnOfAnswer(replay_, 2)), QStringLiteral("--break"), QStringLiteral("bot.cc:%1").arg(kEveryTurnLine),
               QStringLiteral("--bot"), QStringLiteral("cmd:") + bin_, QStringLiteral("--json")});
    QVERIFY(cli.waitForStarted());
    const QString adapter = QFileInfo(adapter_.program).canonicalFilePath();
    qint64 bot = 0;
    QVERIFY2(QTest::qWaitFor(
                 [&] {
                   for (qint64 pid : processesOf(bin_, since))
                     if (tracerOf(pid) > 0)
                       bot = pid;
                   return bot > 0;
                 },
                 60000),
             "the debugger never attached to the bot");
    const QList<qint64> adapters = processesOf(adapter, since, true);
    QVERIFY(!adapters.isEmpty());
    ::kill(pid_t(cli.processId()), SIGKILL);
    QVERIFY(cli.waitForFinished(10000));
    const QString cliPath = QFileInfo(QStringLiteral(KIBITZ_CLI_PATH)).canonicalFilePath();
    QVERIFY2(QTest::qWaitFor(
                 [&] {
                   return processesOf(bin_, since).isEmpty() && processesOf(adapter, since, true).isEmpty()
                          && processesOf(cliPath, since, true).isEmpty();
                 },
                 10000),
             qPrintable(QStringLiteral("left: bots %1, adapters %2, kibitz-cli processes %3")
                            .arg(processesOf(bin_, since).size())
                            .arg(processesOf(adapter, since, true).size())
                            .arg(processesOf(cliPath, since, true).size())));
  }

  void aMissingAdapterIsBadUsageNamingThePackage()
  {
    requireSetUp();
    Test::CliOptions options;
    options.environment = {QStringLiteral("PATH=") + dir_.path()};  // no lldb there
    const Test::CliResult run = Test::runCli(QStringLiteral(KIBITZ_CLI_PATH),
                                             {QStringLiteral("rerun"), file_, QStringLiteral("--seat"), QStringLiteral("0"),
                                              QStringLiteral("--turn"), QStringLiteral("3"), QStringLiteral("--break"),
                                              QStringLiteral("bot.cc:%1").arg(kEveryTurnLine), QStringLiteral("--run-recorded"),
                                              QStringLiteral("--json")},
                                             options);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("lldb-14")), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
  }

  void cleanupTestCase()
  {
    // Every bot and adapter this test started is gone (rerun objects ended their bots).
    if (!bin_.isEmpty())
      QCOMPARE(processesOf(bin_, since_), QList<qint64>{});
    if (!adapter_.program.isEmpty())
      QCOMPARE(processesOf(QFileInfo(adapter_.program).canonicalFilePath(), since_, true), QList<qint64>{});
  }
};

QTEST_GUILESS_MAIN(TestDapRerun)
#include "test_dap_rerun.moc"

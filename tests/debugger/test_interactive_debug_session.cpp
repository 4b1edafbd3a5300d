// InteractiveDebugSession's worker without a debugger (#50, 1): a scripted adapter
// (tests/debugger/adapters/scripted_dap_adapter.py) stands in for lldb. The session's
// worker waits in its thread's event loop while the bot runs, so a stop, an adapter's
// death and a live match's end reach it only by being woken: nothing polls. The match's
// runner waits in beforeTurn() until that turn's breakpoints are armed, and a session
// destroyed at any moment leaves no adapter behind.

#include "dap/interactive_debug_session.h"
#include "support/require_tool.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <thread>

using namespace Kibitz;
using Session = Debugger::InteractiveDebugSession;
using Breakpoint = Debugger::DebugTurn::Breakpoint;
using Scope = Debugger::DebugTurn::Scope;

namespace {

const QString kAdapter = QStringLiteral(KIBITZ_SOURCE_DIR "/tests/debugger/adapters/scripted_dap_adapter.py");

// The scripted adapter in `mode`, writing its setBreakpoints to `log`. It attaches by the
// arguments given (no process is traced).
Debugger::DebugTarget scriptedTarget(const QString& mode, const QString& log)
{
  Debugger::DebugTarget target;
  target.adapter.program = QStringLiteral("python3");
  target.adapter.arguments = {kAdapter, mode, log};
  target.attachArguments = {{QStringLiteral("scripted"), true}};
  return target;
}

QStringList logLines(const QString& log)
{
  QFile file(log);
  if (!file.open(QIODevice::ReadOnly))
    return {};
  return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

// Processes whose command line names `log` (each test's own): the adapters still running.
int adaptersRunning(const QString& log)
{
  int running = 0;
  for (const QString& pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
    QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
    if (cmdline.open(QIODevice::ReadOnly) && cmdline.readAll().contains(log.toUtf8()))
      ++running;
  }
  return running;
}

}  // namespace

class TestInteractiveDebugSession : public QObject {
  Q_OBJECT

private slots:
  void init()
  {
    KIBITZ_REQUIRE_TOOL("python3");
    QVERIFY(dir_.isValid());
    log_ = dir_.filePath(QStringLiteral("adapter-%1.log").arg(++logs_));
  }

  void aStopReachesTheWindowAndTheBotPlaysOn()
  {
    auto session = std::make_unique<Session>(qint64(1), scriptedTarget(QStringLiteral("stop"), log_),
                                             QList<Breakpoint>{});
    QSignalSpy stopped(session.get(), &Session::stopped);
    QSignalSpy scopes(session.get(), &Session::scopesFetched);
    QSignalSpy variables(session.get(), &Session::variablesFetched);
    QSignalSpy evaluated(session.get(), &Session::evaluated);
    QSignalSpy resumed(session.get(), &Session::resumed);
    QSignalSpy ended(session.get(), &Session::ended);
    QSignalSpy failed(session.get(), &Session::failed);
    // The adapter says "stopped" 0.3 s after the session started the bot: nothing asks it.
    QVERIFY2(stopped.wait(10000), failed.isEmpty() ? "no stop" : qPrintable(failed[0][0].toString()));
    QVERIFY(session->isStopped());
    QCOMPARE(stopped[0][1].toString(), QStringLiteral("breakpoint"));
    const auto frames = stopped[0][2].value<QList<Debugger::DebugTurn::Frame>>();
    QCOMPARE(frames.size(), 2);
    QCOMPARE(frames[0].name, QStringLiteral("decide"));
    QCOMPARE(frames[0].file, QStringLiteral("/bot/bot.cpp"));
    QCOMPARE(frames[0].line, 12);

    session->fetchScopes(frames[0].id);
    QVERIFY(scopes.wait(10000));
    const auto scopeList = scopes[0][1].value<QList<Debugger::DebugTurn::Variable>>();
    QCOMPARE(scopeList.size(), 1);
    QCOMPARE(scopeList[0].type, QStringLiteral("locals"));
    session->fetchVariables(scopeList[0].reference);
    QVERIFY(variables.wait(10000));
    const auto locals = variables[0][1].value<QList<Debugger::DebugTurn::Variable>>();
    QCOMPARE(locals.size(), 1);
    QCOMPARE(locals[0].name + QLatin1Char('=') + locals[0].value, QStringLiteral("x=42"));
    session->evaluate({QStringLiteral("x + 1")}, frames[0].id);
    QVERIFY(evaluated.wait(10000));
    const auto values = evaluated[0][1].value<QList<QPair<QString, QString>>>();
    QCOMPARE(values.size(), 1);
    QCOMPARE(values[0].second, QStringLiteral("43"));

    // Continued, the bot runs and ends 0.2 s later: the session hears it and is over.
    session->resume(Session::Resume::Continue);
    QVERIFY(!session->isStopped());
    QVERIFY(ended.wait(10000) || !ended.isEmpty());
    QCOMPARE(resumed.size(), 1);
    QVERIFY(failed.isEmpty());
    QVERIFY(session->isOver());
    session.reset();
    QCOMPARE(adaptersRunning(log_), 0);
  }

  void anAdapterThatDiesFailsTheSession()
  {
    Session session(qint64(1), scriptedTarget(QStringLiteral("die"), log_), {});
    QSignalSpy failed(&session, &Session::failed);
    // Its exit wakes the worker; what it said on stderr is kept for the message.
    QVERIFY(failed.wait(10000));
    const QString why = failed[0][0].toString();
    QVERIFY2(why.contains(QStringLiteral("exited with code 3")), qPrintable(why));
    QVERIFY2(why.contains(QStringLiteral("the scripted adapter gave up")), qPrintable(why));
    QVERIFY(session.isOver());
  }

  void theRunnerWaitsUntilItsTurnIsArmed()
  {
    const QString bot = QStringLiteral("/bot/bot.cpp");
    Breakpoint onlyThird{bot, 12, Scope::OnlyTurn, 3};
    Breakpoint fromFifth{bot, 20, Scope::FromTurn, 5};
    Session session(qint64(1), scriptedTarget(QStringLiteral("quiet"), log_), {onlyThird, fromFifth});
    QSignalSpy armed(&session, &Session::armed);
    QSignalSpy failed(&session, &Session::failed);
    const std::function<void(int, int)> hook = session.runnerHook(0);
    // As a match's runner does, on a thread of its own; each call returns once the adapter
    // has the breakpoints of that turn.
    QStringList seen;
    std::thread runner([&] {
      hook(0, 1);  // nothing applies: nothing is sent
      seen << QString::number(logLines(log_).size());
      hook(1, 3);  // another seat's turn: not this bot's
      seen << QString::number(logLines(log_).size());
      hook(0, 3);
      seen << logLines(log_).join(QLatin1Char('|'));
      hook(0, 4);  // turn 3's breakpoint leaves: the file is cleared
      seen << logLines(log_).join(QLatin1Char('|'));
      hook(0, 5);
      seen << logLines(log_).join(QLatin1Char('|'));
    });
    runner.join();
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed[0][0].toString()));
    QCOMPARE(seen.size(), 5);
    QCOMPARE(seen[0], QStringLiteral("0"));
    QCOMPARE(seen[1], QStringLiteral("0"));
    QCOMPARE(seen[2], QStringLiteral("/bot/bot.cpp 12"));
    QCOMPARE(seen[3], QStringLiteral("/bot/bot.cpp 12|/bot/bot.cpp "));
    QCOMPARE(seen[4], QStringLiteral("/bot/bot.cpp 12|/bot/bot.cpp |/bot/bot.cpp 20"));
    // Breakpoints armed where none were are said to the window, as the adapter took them.
    QTRY_COMPARE_WITH_TIMEOUT(armed.size(), 2, 10000);
    for (int i = 0; i < 2; ++i) {
      const auto taken = armed[i][0].value<QList<Debugger::DebugTurn::ArmedBreakpoint>>();
      QCOMPARE(taken.size(), 1);
      QVERIFY(taken[0].verified);
      QCOMPARE(taken[0].line, i == 0 ? 12 : 20);
    }
  }

  void aHookOutlivingItsSessionDoesNothing()
  {
    auto session = std::make_unique<Session>(qint64(1), scriptedTarget(QStringLiteral("quiet"), log_),
                                             QList<Breakpoint>{{QStringLiteral("/bot/bot.cpp"), 12}});
    const std::function<void(int, int)> hook = session->runnerHook(0);
    hook(0, 1);
    QCOMPARE(logLines(log_).size(), 1);
    session.reset();  // while the adapter waits: it is stopped with the session
    QCOMPARE(adaptersRunning(log_), 0);
    hook(0, 2);  // returns at once
    QCOMPARE(logLines(log_).size(), 1);
  }

  void destroyedWhileStoppedLeavesNoAdapter()
  {
    auto session = std::make_unique<Session>(qint64(1), scriptedTarget(QStringLiteral("stop"), log_),
                                             QList<Breakpoint>{});
    QSignalSpy stopped(session.get(), &Session::stopped);
    QVERIFY(stopped.wait(10000));
    session->fetchScopes(1);  // still queued, or served, when the session goes
    session.reset();
    QCOMPARE(adaptersRunning(log_), 0);
  }

private:
  QTemporaryDir dir_;
  QString log_;
  int logs_ = 0;
};

QTEST_GUILESS_MAIN(TestInteractiveDebugSession)
#include "test_interactive_debug_session.moc"

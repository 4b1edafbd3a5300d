// The debug planner (dap/debug_plan.h): every refusal reached with stand-in debuggers (no
// adapter, no bot started), each worded for the command line; and what a plan sets.
#include "dap/debug_listener.h"
#include "dap/debug_plan.h"

#include <QSet>
#include <QtTest>

using namespace Kibitz;
using Debugger::DebugRefusal;

namespace {

const QString kNative = QStringLiteral("cmd:/bots/mybot");
const QString kPython = QStringLiteral("cmd:python3 /bots/bot.py");

// Stand-ins for the debuggers: installed or not, as each case needs.
Debugger::DebugTools tools(bool native, bool python, bool listen = true)
{
  Debugger::DebugTools t;
  t.native = [native](QString* error) -> std::optional<Debugger::DapClient::Program> {
    if (!native) {
      *error = QStringLiteral("no adapter here");
      return std::nullopt;
    }
    Debugger::DapClient::Program program;
    program.program = QStringLiteral("/usr/bin/lldb-vscode");
    return program;
  };
  t.python = [python](QString* error) -> std::optional<Debugger::DapAdapter::Python> {
    if (!python) {
      *error = QStringLiteral("no debugpy here");
      return std::nullopt;
    }
    return Debugger::DapAdapter::Python{QStringLiteral("/usr/bin/python3"), QStringLiteral("/cache/debugpy-path")};
  };
  t.listen = [listen](QString* error) -> std::shared_ptr<Debugger::DebugListener> {
    if (!listen) {
      *error = QStringLiteral("bind: address in use");
      return nullptr;
    }
    return Debugger::DebugListener::open(error);
  };
  t.nativeChoice.clear();
  return t;
}

Debugger::DebugRequest request(const QStringList& bots, int preferredSeat = -1)
{
  Debugger::DebugRequest r;
  r.bots = bots;
  r.preferredSeat = preferredSeat;
  return r;
}

}  // namespace

class TestDebugPlan : public QObject {
  Q_OBJECT
  QList<DebugRefusal> reached_;

  // Plans `r` and expects `reason`; returns the refusal.
  Debugger::DebugRefused refusal(const Debugger::DebugRequest& r, const Debugger::DebugTools& t, DebugRefusal reason,
                                 Debugger::ProcessOptions options = {})
  {
    Debugger::DebugRefused refused;
    refused.reason = reason == DebugRefusal::NoExternalSeat ? DebugRefusal::ProcessNotFound : DebugRefusal::NoExternalSeat;
    const std::optional<Debugger::DebugPlan> plan = Debugger::DebugPlanner::plan(r, &options, &refused, t);
    [&] {
      QVERIFY(!plan);
      QCOMPARE(refused.reason, reason);
      QVERIFY(!options.debug);  // a refused bot starts as any other
    }();
    reached_ << refused.reason;
    return refused;
  }

private slots:
  void noExternalSeatIsRefused()
  {
    refusal(request({QStringLiteral("builtin:fencer"), QStringLiteral("script:/x/moves")}), tools(true, true),
            DebugRefusal::NoExternalSeat);
    refusal(request({}), tools(true, true), DebugRefusal::NoExternalSeat);
  }

  void thePreferredSeatWinsWhenAnExternalBotPlaysIt()
  {
    const QStringList bots{QStringLiteral("builtin:fencer"), kNative, QStringLiteral("cmd:/bots/other")};
    const Debugger::DebugTools t = tools(true, true);
    Debugger::ProcessOptions options;
    Debugger::DebugRefused refused;
    QCOMPARE(Debugger::DebugPlanner::plan(request(bots, 2), &options, &refused, t)->seat, 2);
    QCOMPARE(Debugger::DebugPlanner::plan(request(bots, 0), &options, &refused, t)->seat, 1);  // builtin: the first external
    QCOMPARE(Debugger::DebugPlanner::plan(request(bots, 7), &options, &refused, t)->seat, 1);
  }

  void aPythonBotInTheSandboxIsRefused()
  {
    Debugger::ProcessOptions sandboxed;
    sandboxed.sandbox = true;
    refusal(request({kPython}), tools(true, true), DebugRefusal::PythonInSandbox, sandboxed);
    // A native bot is attached from outside its sandbox.
    Debugger::DebugRefused refused;
    QVERIFY(Debugger::DebugPlanner::plan(request({kNative}), &sandboxed, &refused, tools(true, true)));
  }

  void missingDebuggersAreRefusedByKind()
  {
    refusal(request({kPython}), tools(true, false), DebugRefusal::NoPythonDebugger);
    refusal(request({kNative}), tools(false, true), DebugRefusal::NoNativeDebugger);
    Debugger::DebugTools gdb = tools(false, true);
    gdb.nativeChoice = "gdb";
    refusal(request({kNative}), gdb, DebugRefusal::ChosenAdapterMissing);
    const Debugger::DebugRefused setup = refusal(request({kPython}), tools(true, true, false), DebugRefusal::PythonSetupFailed);
    QCOMPARE(setup.detail, QStringLiteral("bind: address in use"));
  }

  void aFailedDebugBuildIsRefusedAndABuiltOneRuns()
  {
    Debugger::DebugRequest r = request({kNative});
    r.debugBuild = [](const QString&, QString* error) {
      *error = QStringLiteral("bot.cc:3: error: expected ';'");
      return QString();
    };
    const Debugger::DebugRefused failed = refusal(r, tools(true, true), DebugRefusal::DebugBuildFailed);
    QCOMPARE(failed.detail, QStringLiteral("bot.cc:3: error: expected ';'"));

    r.debugBuild = [](const QString& spec, QString*) { return spec + QStringLiteral("-debug"); };
    Debugger::ProcessOptions options;
    Debugger::DebugRefused refused;
    const std::optional<Debugger::DebugPlan> plan = Debugger::DebugPlanner::plan(r, &options, &refused, tools(true, true));
    QVERIFY(plan);
    QCOMPARE(plan->botSpec, kNative + QStringLiteral("-debug"));
  }

  void theDebuggeeMustBeFound()
  {
    QVERIFY(!Debugger::DebugPlanner::checkDebuggee(1234, true));
    const std::optional<Debugger::DebugRefused> gone = Debugger::DebugPlanner::checkDebuggee(0, false);
    QVERIFY(gone);
    QCOMPARE(gone->reason, DebugRefusal::ProcessNotFound);
    const std::optional<Debugger::DebugRefused> hidden = Debugger::DebugPlanner::checkDebuggee(-1, true);
    QVERIFY(hidden);
    QCOMPARE(hidden->reason, DebugRefusal::ProcessInSandbox);
    reached_ << gone->reason << hidden->reason;
  }

  // What a plan sets for the bot's process, and nothing for a refused one's seats.
  void aNativePlanWelcomesTheTracerAndBuildsCoursePlayersForDebugging()
  {
    Debugger::DebugRequest r = request({QStringLiteral("eda:/course/AIme.cc")});
    r.match = true;
    Debugger::ProcessOptions options;
    options.courseCompileCommand = QStringLiteral("g++ -O2 -o BOT SOURCE");
    Debugger::DebugRefused refused;
    const std::optional<Debugger::DebugPlan> plan = Debugger::DebugPlanner::plan(r, &options, &refused, tools(true, false));
    QVERIFY(plan);
    QCOMPARE(plan->target.language, QStringLiteral("native"));
    QCOMPARE(plan->target.adapter.program, QStringLiteral("/usr/bin/lldb-vscode"));
    QVERIFY(options.debug);
    QCOMPARE(options.debug->seat, 0);
    QVERIFY(options.debug->anyTracer());
    QCOMPARE(options.debug->target->adapter.program, QStringLiteral("/usr/bin/lldb-vscode"));
    QCOMPARE(options.courseCompileCommand, QStringLiteral("g++ -g -O0 -o BOT SOURCE"));
    QVERIFY(options.judgeOnCpuTime);  // a match: its limits count CPU time only
    QVERIFY(!options.debug->isPython());
  }

  void aPythonPlanConnectsThatScriptOnly()
  {
    Debugger::ProcessOptions options;
    Debugger::DebugRefused refused;
    const std::optional<Debugger::DebugPlan> plan =
        Debugger::DebugPlanner::plan(request({kPython}), &options, &refused, tools(false, true));
    QVERIFY(plan);
    QCOMPARE(plan->target.language, QStringLiteral("python"));
    QVERIFY(plan->target.adapter.listener);
    QVERIFY(options.debug && options.debug->isPython() && !options.debug->anyTracer());
    QCOMPARE(options.debug->pythonConnect, QStringLiteral("127.0.0.1:%1").arg(plan->target.adapter.listener->port()));
    QCOMPARE(options.debug->pythonPath, QStringLiteral("/cache/debugpy-path"));
    QCOMPARE(options.debug->pythonScript, QStringLiteral("/bots/bot.py"));
    QCOMPARE(options.debug->target->language, QStringLiteral("python"));
    QVERIFY(!options.judgeOnCpuTime);  // a re-run's turn has no limit to judge
  }

  // Each refusal was reached above, and the command line words each one apart.
  void everyRefusalIsReachedAndWorded()
  {
    for (const DebugRefusal reason : Debugger::allDebugRefusals())
      QVERIFY2(reached_.contains(reason), qPrintable(QString::number(int(reason))));
    QSet<QString> texts;
    for (const DebugRefusal reason : Debugger::allDebugRefusals()) {
      const QString text = Debugger::cliText({reason, {}});
      QVERIFY2(!text.trimmed().isEmpty() && !texts.contains(text), qPrintable(text));
      texts << text;
      QVERIFY(!text.contains(QLatin1Char('\n')));
    }
    QVERIFY(Debugger::cliText({DebugRefusal::NoNativeDebugger, {}}).contains(QStringLiteral("lldb-14")));
    QVERIFY(Debugger::cliText({DebugRefusal::NoPythonDebugger, {}}).contains(QStringLiteral("python3-debugpy")));
    QVERIFY(Debugger::cliText({DebugRefusal::PythonInSandbox, {}}).contains(QStringLiteral("sandbox")));
    QVERIFY(Debugger::cliText({DebugRefusal::DebugBuildFailed, QStringLiteral("exit 1")}).endsWith(QStringLiteral(": exit 1")));
  }
};

QTEST_GUILESS_MAIN(TestDebugPlan)
#include "test_debug_plan.moc"

// What a debugged live match costs its runner per turn (issue #50, 1): before each of the
// bot's turns the runner waits in InteractiveDebugSession::beforeTurn until the worker has
// armed that turn's breakpoints. A scripted adapter (tests/debugger/adapters/) answers at
// once, so the figure is the session's own: the worker's wake-up and the calls it makes.
#include "dap/interactive_debug_session.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <thread>

using namespace Kibitz;
using Breakpoint = Debugger::DebugTurn::Breakpoint;
using Scope = Debugger::DebugTurn::Scope;

class BenchDebugSession : public QObject {
  Q_OBJECT
private slots:
  void runnerWaitPerTurn_data()
  {
    QTest::addColumn<bool>("changing");
    QTest::newRow("breakpoints armed once") << false;
    QTest::newRow("armed and cleared every other turn") << true;
  }
  void runnerWaitPerTurn()
  {
    QFETCH(bool, changing);
    constexpr int kTurns = 200;
    QTemporaryDir dir;
    Debugger::DebugTarget target;
    target.adapter.program = QStringLiteral("python3");
    target.adapter.arguments = {QStringLiteral(KIBITZ_SOURCE_DIR_BENCH "/tests/debugger/adapters/scripted_dap_adapter.py"),
                                QStringLiteral("quiet"), dir.filePath(QStringLiteral("log"))};
    target.attachArguments = {{QStringLiteral("scripted"), true}};
    QList<Breakpoint> breakpoints;
    if (changing)
      for (int turn = 2; turn <= kTurns; turn += 2)
        breakpoints.append({QStringLiteral("/bot/bot.cpp"), 12, Scope::OnlyTurn, turn});
    else
      breakpoints.append({QStringLiteral("/bot/bot.cpp"), 12});
    for (int round = 0; round < 3; ++round) {
      Debugger::InteractiveDebugSession session(qint64(1), target, breakpoints);
      const std::function<void(int, int)> hook = session.runnerHook(0);
      hook(0, 1);  // the adapter attached: what follows is the runner's wait alone
      QList<double> waits;
      std::thread runner([&] {
        for (int turn = 2; turn <= kTurns; ++turn) {
          QElapsedTimer timer;
          timer.start();
          hook(0, turn);
          waits.append(double(timer.nsecsElapsed()) / 1e6);
        }
      });
      runner.join();
      std::sort(waits.begin(), waits.end());
      double total = 0;
      for (double w : waits)
        total += w;
      qInfo("%s: %lld turns, the runner waited %.1f ms in all, median %.3f ms, worst %.3f ms a turn",
            changing ? "armed and cleared every other turn" : "breakpoints armed once", qlonglong(waits.size()), total,
            waits[waits.size() / 2], waits.last());
    }
  }
};

QTEST_GUILESS_MAIN(BenchDebugSession)
#include "bench_debug_session.moc"

// Issue #33: what measuring an external bot's CPU and memory costs per turn. One
// ProcessTreeUsage::sample() (the per-reply call of ProcessParticipant) on a bot with two
// children, against an empty loop. Figures for docs/performance.md, "Bot cost recording".
#include "telemetry/process_tree_usage.h"

#include <QElapsedTimer>
#include <QtTest>

#include <algorithm>
#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

using namespace Kibitz;

class BenchTreeUsage : public QObject {
  Q_OBJECT

private slots:
  void samplePerReply()
  {
    // A "bot": sh with two sleeping children, like a bot that forked helpers.
    const pid_t pid = fork();
    if (pid == 0) {
      setpgid(0, 0);  // its own group: killed whole at the end
      execl("/bin/sh", "sh", "-c", "sleep 60 & sleep 60 & wait", static_cast<char*>(nullptr));
      _exit(127);
    }
    QVERIFY(pid > 0);
    QThread::msleep(200);  // its children started
    Debugger::ProcessTreeUsage usage(pid);
    usage.sample();
    const int members = usage.memberCount();
    constexpr int kRounds = 20000;
    QList<double> us;
    QElapsedTimer t;
    qint64 sink = 0;
    for (int i = 0; i < kRounds; ++i) {
      t.start();
      sink += usage.sample().cpuNs;
      us << double(t.nsecsElapsed()) / 1e3;
    }
    QElapsedTimer empty;
    empty.start();
    for (int i = 0; i < kRounds; ++i)
      t.start(), sink += t.nsecsElapsed();
    const double emptyUs = double(empty.nsecsElapsed()) / 1e3 / kRounds;
    std::sort(us.begin(), us.end());
    qInfo("ProcessTreeUsage::sample, %d processes: median %.2f us, p95 %.2f us, max %.1f us (timer alone %.3f us) [%lld]",
          members, us[us.size() / 2], us[us.size() * 95 / 100], us.last(), emptyUs, static_cast<long long>(sink % 2));
    kill(-pid, SIGTERM);
    kill(pid, SIGKILL);
    waitpid(pid, nullptr, 0);
  }
};

QTEST_GUILESS_MAIN(BenchTreeUsage)
#include "bench_tree_usage.moc"

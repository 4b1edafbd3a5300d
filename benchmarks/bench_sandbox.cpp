// The strict sandbox (issue #17): what starting a bot in it costs over starting it plainly.
// A trivial external C++ bot is started and answers its first Fencing turn, alternately
// with and without the sandbox; the difference of the medians is the sandbox's cost. The
// one-off check that the sandbox works (the first sandboxed start of a process) is
// measured apart. Figures for docs/performance.md, "Sandbox".
#include "match/match_builder.h"
#include "match/sandbox_check.h"

#include <QElapsedTimer>
#include <QtTest>

#include <algorithm>

using namespace Kibitz;

namespace {

double median(QList<double> v)
{
  std::sort(v.begin(), v.end());
  return v.isEmpty() ? 0 : v[v.size() / 2];
}

struct Timing {
  double startMs = 0;  // the match built (the bot started) and its first turn answered
  double endMs = 0;    // the match ended, the bot and its sandbox gone
};

std::optional<Timing> startAndAnswer(const QString& bot, bool sandbox, QString* error)
{
  Debugger::MatchRequest request;
  request.gameId = QStringLiteral("fencing");
  request.bots = {bot, QStringLiteral("builtin:idle")};
  request.processOptions.sandbox = sandbox;
  QElapsedTimer timer;
  timer.start();
  std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, error);
  if (!runner)
    return std::nullopt;
  runner->step();
  Timing t;
  t.startMs = double(timer.nsecsElapsed()) / 1e6;
  timer.restart();
  runner.reset();
  t.endMs = double(timer.nsecsElapsed()) / 1e6;
  return t;
}

}  // namespace

class BenchSandbox : public QObject {
  Q_OBJECT

private slots:
  void startUpCost()
  {
#ifdef KIBITZ_BOT_FENCING
    QElapsedTimer check;
    check.start();
    QString reason;
    if (!Debugger::sandboxAvailable(&reason))
      QSKIP(qPrintable(QStringLiteral("the sandbox cannot run here: %1").arg(reason)));
    const double checkMs = double(check.nsecsElapsed()) / 1e6;

    const QString bot = QStringLiteral("cmd:\"%1\" BREAK").arg(QStringLiteral(KIBITZ_BOT_FENCING));
    constexpr int kRuns = 60;
    QList<double> plainStart, sandboxStart, plainEnd, sandboxEnd;
    for (int i = 0; i < kRuns; ++i)
      for (const bool sandbox : {false, true}) {
        QString error;
        const std::optional<Timing> t = startAndAnswer(bot, sandbox, &error);
        QVERIFY2(t, qPrintable(error));
        (sandbox ? sandboxStart : plainStart) << t->startMs;
        (sandbox ? sandboxEnd : plainEnd) << t->endMs;
      }
    qInfo("sandbox check (once per process): %.1f ms", checkMs);
    qInfo("start a trivial C++ bot and get its first reply, median of %d: plain %.2f ms, sandboxed %.2f ms: the sandbox "
          "adds %.2f ms (min %.2f vs %.2f)",
          kRuns, median(plainStart), median(sandboxStart), median(sandboxStart) - median(plainStart),
          *std::min_element(plainStart.begin(), plainStart.end()), *std::min_element(sandboxStart.begin(), sandboxStart.end()));
    qInfo("end the match (bot and sandbox gone), median: plain %.2f ms, sandboxed %.2f ms", median(plainEnd), median(sandboxEnd));
#else
    QSKIP("the test bots are not built (KIBITZ_BUILD_TESTS=OFF)");
#endif
  }
};

QTEST_GUILESS_MAIN(BenchSandbox)
#include "bench_sandbox.moc"

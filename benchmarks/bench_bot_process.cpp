// External bot processes (issue #6): the protocol's round trip with a trivial C++ bot, and a
// whole 200-turn Fencing match between two of them. Figures for docs/performance.md,
// "External bot processes".
#include "match/match_builder.h"
#include "match/process_participant.h"

#include "core/game.h"
#include "core/registry.h"
#include "core/state.h"

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

double percentile(QList<double> v, int p)
{
  std::sort(v.begin(), v.end());
  return v.isEmpty() ? 0 : v[v.size() * p / 100];
}

#ifdef KIBITZ_BOT_FENCING
QString fencingBot(const QString& action)
{
  return QStringLiteral("\"%1\" %2").arg(QStringLiteral(KIBITZ_BOT_FENCING), action);
}
#endif

}  // namespace

class BenchBotProcess : public QObject {
  Q_OBJECT

private slots:
  // One request and its reply, 2,000 times, on one running bot.
  void roundTrip()
  {
#ifdef KIBITZ_BOT_FENCING
    const Rules::Game* fencing = Rules::Registry::find(QStringLiteral("fencing"));
    if (!fencing)
      QSKIP("this build does not have Fencing");
    QString error;
    std::unique_ptr<Debugger::ProcessParticipant> bot =
        Debugger::ProcessParticipant::start(fencingBot(QStringLiteral("BREAK")), {}, &error);
    QVERIFY2(bot, qPrintable(error));
    Rules::MatchSetup setup;
    setup.parameters = Rules::Parameters::defaults(fencing->info().parameters);
    setup.playerNames = {QStringLiteral("A"), QStringLiteral("B")};
    const std::unique_ptr<Rules::State> state = fencing->newInitialState(setup, &error);
    QVERIFY2(state, qPrintable(error));
    QList<double> wallUs, recordedUs;
    for (int i = 0; i < 2000; ++i) {
      Debugger::PlayerExchange x;
      QElapsedTimer timer;
      timer.start();
      const Rules::Move move = bot->request(*state, 0, &x);
      wallUs << double(timer.nsecsElapsed()) / 1e3;
      QVERIFY(move.isOk());
      recordedUs << x.timeMs * 1e3;
    }
    bot->finish(*state, 0);
    qInfo("round trip over 2000 requests: median %.1f us (recorded timeMs median %.1f us), p90 %.1f us", median(wallUs),
          median(recordedUs), percentile(wallUs, 90));
#else
    QSKIP("the test bots are not built");
#endif
  }

  // A whole 200-turn match of two trivial external bots: starting them, then the turns and the finish.
  void externalMatch()
  {
#ifdef KIBITZ_BOT_FENCING
    QList<double> startMs, playMs;
    for (int i = 0; i < 20; ++i) {
      Debugger::MatchRequest request;
      request.gameId = QStringLiteral("fencing");
      request.bots = {QStringLiteral("cmd:") + fencingBot(QStringLiteral("BREAK")),
                      QStringLiteral("cmd:") + fencingBot(QStringLiteral("BREAK"))};
      QString error;
      QElapsedTimer timer;
      timer.start();
      std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
      QVERIFY2(runner, qPrintable(error));
      startMs << double(timer.nsecsElapsed()) / 1e6;
      timer.restart();
      runner->run();
      runner->finish();
      playMs << double(timer.nsecsElapsed()) / 1e6;
      QCOMPARE(runner->takeReplay().lastTurn(), 200);
    }
    qInfo("200-turn Fencing match of two external C++ bots, median of 20: %.1f ms for the turns and the finish "
          "(%.1f to %.1f), %.1f ms to start both bots",
          median(playMs), *std::min_element(playMs.begin(), playMs.end()),
          *std::max_element(playMs.begin(), playMs.end()), median(startMs));
#else
    QSKIP("the test bots are not built");
#endif
  }
};

QTEST_MAIN(BenchBotProcess)
#include "bench_bot_process.moc"

// Fencing: engine turns per second with built-in bots (one core, no recording), a whole
// recorded match, and `kibitz-cli run fencing` end to end.
#include "match/match_runner.h"
#include "match/participant.h"

#include "core/random.h"
#include "core/registry.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include "support/test_matches.h"

#include <QtTest>

#include <algorithm>

using namespace Kibitz;

namespace {

struct Match {
  std::unique_ptr<Rules::State> state;
  std::unique_ptr<Rules::Bot> bots[2];
};

Match newMatch(const Rules::Game& game, uint64_t seed)
{
  Rules::MatchSetup setup;
  setup.parameters = Rules::Parameters::defaults(game.info().parameters);
  setup.seed = seed;
  setup.playerNames = {QStringLiteral("A"), QStringLiteral("B")};
  QString error;
  Match m;
  m.state = game.newInitialState(setup, &error);
  for (int p = 0; p < 2; ++p)
    m.bots[p] = game.newBuiltinBot(QStringLiteral("fencer"), p, Rules::Random::deriveSeed(seed, uint64_t(p)));
  return m;
}

}  // namespace

class BenchFencing : public QObject {
  Q_OBJECT
private slots:
  void engineTurnsPerSecond()
  {
    // Whole matches of fencer vs fencer on the bare engine: what a tournament runs.
    const Rules::Game& game = *Rules::Registry::find(QStringLiteral("fencing"));
    std::vector<Rules::Move> moves(2);
    qint64 turns = 0;
    QElapsedTimer timer;
    timer.start();
    for (uint64_t seed = 0; seed < 20000; ++seed) {
      Match m = newMatch(game, seed);
      while (!m.state->isTerminal()) {
        std::fill(moves.begin(), moves.end(), Rules::Move());  // a respawn turn has no acting players
        for (int p : m.state->actingPlayers())
          moves[size_t(p)] = m.bots[p]->act(*m.state, p);
        m.state->applyMoves(moves);
        ++turns;
      }
    }
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    qInfo("fencing engine: %lld turns in %.3f s = %.2f million turns/s (fencer vs fencer, one core)", turns, seconds,
          turns / seconds / 1e6);
  }

  void recordedMatch()
  {
    QBENCHMARK {
      auto runner = Test::fencerVsFencer(7);
      runner->run();
      QVERIFY(runner->replay().frames.size() == 201);
    }
  }

  void cliRunEndToEnd()
  {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("m.kbz"));
    QList<double> ms;
    for (int i = 0; i < 30; ++i) {
      QElapsedTimer timer;
      timer.start();
      QProcess process;
      process.start(QStringLiteral(KIBITZ_CLI_PATH),
                    {QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--seed"), QString::number(i),
                     QStringLiteral("--bot"), QStringLiteral("builtin:fencer"), QStringLiteral("--bot"),
                     QStringLiteral("builtin:fencer"), QStringLiteral("--out"), out});
      QVERIFY(process.waitForFinished(30000));
      QCOMPARE(process.exitCode(), 0);
      ms << double(timer.nsecsElapsed()) / 1e6;
    }
    std::sort(ms.begin(), ms.end());
    qInfo("kibitz-cli run fencing (200 turns, fencer vs fencer, replay written): median %.1f ms, min %.1f ms, max %.1f ms over 30 runs",
          ms[ms.size() / 2], ms.first(), ms.last());
  }
};

QTEST_GUILESS_MAIN(BenchFencing)
#include "bench_fencing.moc"

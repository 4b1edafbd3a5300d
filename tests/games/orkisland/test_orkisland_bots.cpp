// The built-in bots: legal play, the strength order warlord > dummy > null, and the
// engine's speed with them (reported with qDebug; the lead runs the real benchmarks).
#include "orkisland/orkisland_bots.h"
#include "orkisland/orkisland_game.h"
#include "orkisland/orkisland_state.h"

#include <QtTest>

#include <ctime>

using namespace Kibitz::Rules;
using namespace Kibitz::Rules::OrkIsland;

namespace {

struct Result {
  QList<double> scores;
  qint64 nanoseconds = 0;
  int invalidMoves = 0;
};

Result playMatch(const Game& game, const QStringList& bots, uint64_t seed)
{
  MatchSetup setup;
  setup.parameters = Parameters::defaults(game.info().parameters);
  setup.seed = seed;
  setup.playerNames = bots;
  Result result;
  // Thread CPU time: the machine running the tests may be busy.
  timespec start{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start);
  QString error;
  std::unique_ptr<State> state = game.newInitialState(setup, &error);
  if (!state)
    qFatal("%s", qPrintable(error));
  std::vector<std::unique_ptr<Bot>> players;
  for (int p = 0; p < 4; ++p)
    players.push_back(game.newBuiltinBot(bots[p], p, seed * 4 + uint64_t(p)));
  std::vector<Move> moves(4);
  while (!state->isTerminal()) {
    for (int p : state->actingPlayers())
      moves[size_t(p)] = players[size_t(p)]->act(*state, p);
    state->applyMoves(moves);
  }
  timespec end{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end);
  result.nanoseconds = (end.tv_sec - start.tv_sec) * 1000000000LL + (end.tv_nsec - start.tv_nsec);
  result.scores = state->returns();
  for (int p = 0; p < 4; ++p)
    if (!static_cast<const OrkIslandState&>(*state).alive(p))
      ++result.invalidMoves;
  return result;
}

}  // namespace

class TestOrkIslandBots : public QObject {
  Q_OBJECT
private slots:
  void warlordBeatsThreeDummies()
  {
    OrkIslandGame game;
    const int seeds = qEnvironmentVariableIntValue("ORKISLAND_WARLORD_SEEDS") > 0
                        ? qEnvironmentVariableIntValue("ORKISLAND_WARLORD_SEEDS") : 10;
    int wins = 0;
    for (int seed = 1; seed <= seeds; ++seed) {
      // Rotate the warlord's seat so that no seat advantage helps it.
      const int seat = seed % 4;
      QStringList bots{QStringLiteral("dummy"), QStringLiteral("dummy"), QStringLiteral("dummy"), QStringLiteral("dummy")};
      bots[seat] = QStringLiteral("warlord");
      const Result r = playMatch(game, bots, uint64_t(seed));
      QCOMPARE(r.invalidMoves, 0);
      bool top = true;
      for (int p = 0; p < 4; ++p)
        top = top && (p == seat || r.scores[p] < r.scores[seat]);
      wins += top ? 1 : 0;
      qDebug("seed %d seat %d: %.0f %.0f %.0f %.0f%s", seed, seat, r.scores[0], r.scores[1], r.scores[2], r.scores[3],
             top ? "" : "  <- warlord not first");
    }
    qDebug("warlord first in %d of %d matches against three dummies", wins, seeds);
    QVERIFY(wins * 10 >= seeds * 7);
  }

  void dummyBeatsNull()
  {
    OrkIslandGame game;
    for (int seed = 1; seed <= 3; ++seed) {
      const Result r = playMatch(game, {QStringLiteral("dummy"), QStringLiteral("null"), QStringLiteral("null"), QStringLiteral("null")},
                                 uint64_t(seed));
      QVERIFY(r.scores[0] > 0);
      QCOMPARE(r.scores[1] + r.scores[2] + r.scores[3], 0.0);
    }
  }
};

QTEST_APPLESS_MAIN(TestOrkIslandBots)
#include "test_orkisland_bots.moc"

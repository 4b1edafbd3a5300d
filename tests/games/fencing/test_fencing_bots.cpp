// The built-in Fencing bots: `fencer` must beat `random` in at least 90% of 200 seeded
// matches (issue #2), playing either side.
#include "core/random.h"
#include "fencing/fencing_game.h"
#include "fencing/fencing_state.h"

#include <algorithm>

#include <QtTest>

using namespace Kibitz::Rules;
using namespace Kibitz::Rules::Fencing;

namespace {

QList<double> playMatch(const FencingGame& game, const QString& bot0, const QString& bot1, uint64_t seed, int league)
{
  MatchSetup setup;
  QString error;
  setup.parameters = *Parameters::resolve(game.info().parameters, {{QStringLiteral("league"), QString::number(league)}}, &error);
  setup.seed = seed;
  setup.playerNames = {QStringLiteral("A"), QStringLiteral("B")};
  std::unique_ptr<State> state = game.newInitialState(setup, &error);
  std::unique_ptr<Bot> bots[2] = {game.newBuiltinBot(bot0, 0, Random::deriveSeed(seed, 0)),
                                  game.newBuiltinBot(bot1, 1, Random::deriveSeed(seed, 1))};
  std::vector<Move> moves(2);
  while (!state->isTerminal()) {
    std::fill(moves.begin(), moves.end(), Move());  // a respawn turn has no acting players
    for (int p : state->actingPlayers())
      moves[size_t(p)] = bots[p]->act(*state, p);
    state->applyMoves(moves);
  }
  return state->returns();
}

}  // namespace

class TestFencingBots : public QObject {
  Q_OBJECT
private slots:
  void fencerBeatsRandom_data()
  {
    QTest::addColumn<int>("league");
    QTest::newRow("league 1") << 1;
    QTest::newRow("league 2") << 2;
    QTest::newRow("league 3") << 3;
  }
  void fencerBeatsRandom()
  {
    QFETCH(int, league);
    FencingGame game;
    int wins = 0;
    for (uint64_t seed = 1; seed <= 200; ++seed) {
      const bool fencerFirst = seed % 2 == 0;
      const QList<double> r = fencerFirst ? playMatch(game, QStringLiteral("fencer"), QStringLiteral("random"), seed, league)
                                          : playMatch(game, QStringLiteral("random"), QStringLiteral("fencer"), seed, league);
      const int me = fencerFirst ? 0 : 1;
      wins += r[me] > r[1 - me] ? 1 : 0;
    }
    qInfo("league %d: fencer won %d of 200 against random", league, wins);
    QVERIFY2(wins >= 180, qPrintable(QStringLiteral("fencer won only %1 of 200").arg(wins)));
  }

  void fencerNeverForfeitsAgainstItself()
  {
    FencingGame game;
    for (uint64_t seed = 1; seed <= 20; ++seed) {
      const QList<double> r = playMatch(game, QStringLiteral("fencer"), QStringLiteral("fencer"), seed, 3);
      QVERIFY2(r[0] >= 0 || r[1] >= 0, qPrintable(QStringLiteral("seed %1: both penalised").arg(seed)));
    }
  }

  void idleNeverScoresNorForfeits()
  {
    FencingGame game;
    const QList<double> r = playMatch(game, QStringLiteral("idle"), QStringLiteral("idle"), 1, 1);
    QCOMPARE(r, (QList<double>{-1, -1}));  // 0-0 after 200 turns: non-combativity
  }
};

QTEST_APPLESS_MAIN(TestFencingBots)
#include "test_fencing_bots.moc"

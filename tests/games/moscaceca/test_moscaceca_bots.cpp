// The built-in bots: both play only legal commands, and scout owns more territory than
// random in at least 90 % of seeded matches (20 seeds here; set MOSCACECA_DUEL_SEEDS
// to run more, e.g. 100).
#include "moscaceca/moscaceca_game.h"
#include "moscaceca/moscaceca_state.h"

#include "core/random.h"

#include <QtTest>

using namespace Kibitz::Rules;
using namespace Kibitz::Rules::MoscaCeca;

namespace {

const MoscaCecaGame& game()
{
  static const MoscaCecaGame instance;
  return instance;
}

struct Played {
  std::unique_ptr<MoscaCecaState> state;
  int errors = 0;
};

// Plays a match with bots[p] for player p; counts bot errors.
Played play(const QStringList& botNames, uint64_t seed, const QMap<QString, QString>& raw = {})
{
  MatchSetup setup;
  QString error;
  setup.parameters = *Parameters::resolve(game().info().parameters, raw, &error);
  setup.seed = seed;
  setup.playerNames = game().info().defaultPlayerNames.mid(0, botNames.size());
  Played out;
  std::unique_ptr<State> generic = game().newInitialState(setup, &error);
  if (!generic)
    qFatal("%s", qPrintable(error));
  out.state.reset(static_cast<MoscaCecaState*>(generic.release()));
  std::vector<std::unique_ptr<Bot>> bots;
  for (int p = 0; p < botNames.size(); ++p)
    bots.push_back(game().newBuiltinBot(botNames[p], p, Random::deriveSeed(seed, uint64_t(p))));
  while (!out.state->isTerminal()) {
    std::vector<Move> moves(size_t(botNames.size()));
    for (int p : out.state->actingPlayers())
      moves[size_t(p)] = bots[size_t(p)]->act(*out.state, p);
    out.state->applyMoves(moves);
    for (const Event& e : out.state->lastEvents())
      if (e.type == QLatin1String("bot_error")) {
        ++out.errors;
        qWarning("%s", qPrintable(e.text));
      }
  }
  return out;
}

int duelSeeds()
{
  const int fromEnv = qEnvironmentVariableIntValue("MOSCACECA_DUEL_SEEDS");
  return fromEnv > 0 ? fromEnv : 20;
}

}  // namespace

class TestMoscaCecaBots : public QObject {
  Q_OBJECT
private slots:
  void botsPlayOnlyLegalCommands_data()
  {
    QTest::addColumn<QString>("bot");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("agentsPerPlayer");
    QTest::newRow("random x4") << "random" << 4 << 1;
    QTest::newRow("scout x4") << "scout" << 4 << 1;
    QTest::newRow("scout 5 x 4 agents") << "scout" << 5 << 4;
    QTest::newRow("random 10 x 2 agents") << "random" << 10 << 2;
  }
  void botsPlayOnlyLegalCommands()
  {
    QFETCH(QString, bot);
    QFETCH(int, players);
    QFETCH(int, agentsPerPlayer);
    for (uint64_t seed : {1u, 2u, 3u}) {
      const Played out = play(QStringList(players, bot), seed,
                               {{QStringLiteral("agents_per_player"), QString::number(agentsPerPlayer)}});
      QCOMPARE(out.errors, 0);
      QVERIFY(out.state->isTerminal());
    }
  }

  void scoutPlantsAndSurvives()
  {
    // Alone on the default board, scout collects, plants cheap flags and never runs dry.
    const Played out = play({QStringLiteral("scout")}, 5);
    QVERIFY2(out.state->territory(0) >= 10, qPrintable(QString::number(out.state->territory(0))));
    QCOMPARE(out.state->agentsOn(0), 1);
    QVERIFY(out.state->endReason() == EndReason::MaxTurns);
  }

  void scoutOwnsMoreTerritoryThanRandom_data()
  {
    QTest::addColumn<int>("players");
    QTest::newRow("1 scout vs 1 random") << 2;
    QTest::newRow("1 scout vs 3 random") << 4;
  }
  void scoutOwnsMoreTerritoryThanRandom()
  {
    QFETCH(int, players);
    const int seeds = duelSeeds();
    int wins = 0;
    for (int seed = 1; seed <= seeds; ++seed) {
      const int scoutSeat = seed % players;  // every seat in turn
      QStringList bots(players, QStringLiteral("random"));
      bots[scoutSeat] = QStringLiteral("scout");
      const Played out = play(bots, uint64_t(seed));
      int best = 0;
      for (int p = 0; p < players; ++p)
        if (p != scoutSeat)
          best = std::max(best, out.state->territory(p));
      if (out.state->territory(scoutSeat) > best)
        ++wins;
    }
    qInfo("scout owned more territory than random in %d of %d matches (%d players)", wins, seeds, players);
    QVERIFY2(wins * 10 >= seeds * 9, qPrintable(QStringLiteral("%1 of %2").arg(wins).arg(seeds)));
  }
};

QTEST_APPLESS_MAIN(TestMoscaCecaBots)
#include "test_moscaceca_bots.moc"

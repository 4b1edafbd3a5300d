// The battery every game passes (OpenSpiel's idea): random matches with the built-in
// bots, checking at every turn that clone and JSON round trips are exact, that each
// bot's move survives the text protocol, that turn() rises by one, that metrics are
// finite, and that a seed determines the match. "Chaos" seats also answer garbage, time
// out and crash now and then: every game must cope and still end with a result text.
#include "core/game.h"
#include "core/place.h"
#include "core/random.h"
#include "core/registry.h"

#include <QJsonDocument>

#include <cmath>
#include <QtTest>

using namespace Kibitz::Rules;

namespace {

MatchSetup defaultSetup(const Game& game, uint64_t seed)
{
  MatchSetup setup;
  setup.parameters = Parameters::defaults(game.info().parameters);
  setup.seed = seed;
  // At most four players: enough to exercise every rule, and games for twenty stay quick.
  setup.playerNames = game.info().defaultPlayerNames.mid(0, std::min(game.info().maxPlayers, 4));
  while (setup.playerNames.size() < game.info().minPlayers)
    setup.playerNames << QStringLiteral("P%1").arg(setup.playerNames.size());
  return setup;
}

QByteArray dump(const State& state)
{
  return QJsonDocument(state.toJson()).toJson(QJsonDocument::Compact);
}

// What a chaos seat does instead of its bot's move, now and then.
Move chaosMove(const State& state, int player, Random& random)
{
  switch (random.below(3)) {
  case 0: return state.parseReply(player, {QStringLiteral("#!garbage 3.14 ???")});
  case 1: return Move::failed(Move::Status::Timeout, QStringLiteral("chaos: no answer in time"));
  default: return Move::failed(Move::Status::Crashed, QStringLiteral("chaos: the bot crashed"));
  }
}

// Plays one match, checking invariants; returns the JSON of every state. With `chaos`,
// about one move in five is replaced by an invalid, timed-out or crashed one.
QList<QByteArray> playChecked(const Game& game, const QString& botName, uint64_t seed, bool chaos = false)
{
  Random chaosRandom(Random::deriveSeed(seed, 0xc4a05));
  const MatchSetup setup = defaultSetup(game, seed);
  QString error;
  std::unique_ptr<State> state = game.newInitialState(setup, &error);
  if (!state) {
    QTest::qFail(qPrintable(game.info().id + QStringLiteral(": ") + error), __FILE__, __LINE__);
    return {};
  }
  std::vector<std::unique_ptr<Bot>> bots;
  for (int p = 0; p < setup.numPlayers(); ++p)
    bots.push_back(game.newBuiltinBot(botName, p, Random::deriveSeed(seed, uint64_t(p))));
  QList<QByteArray> history{dump(*state)};
  for (int guard = 0; !state->isTerminal() && guard < 100000; ++guard) {
    const QByteArray before = dump(*state);
    // Clone and JSON round trip are exact.
    std::unique_ptr<State> copy = state->clone();
    std::unique_ptr<State> restored = game.stateFromJson(setup, state->toJson(), &error);
    if (!restored || dump(*copy) != before || dump(*restored) != before) {
      QTest::qFail(qPrintable(QStringLiteral("%1 turn %2: clone/JSON round trip differs: %3")
                                  .arg(game.info().id).arg(state->turn()).arg(error)),
                   __FILE__, __LINE__);
      return {};
    }
    std::vector<Move> moves(size_t(setup.numPlayers()));
    for (int p : state->actingPlayers()) {
      if (state->observation(p).isEmpty() || !state->observation(p).endsWith(QLatin1Char('\n'))) {
        QTest::qFail(qPrintable(QStringLiteral("%1: observation must be complete lines").arg(game.info().id)), __FILE__, __LINE__);
        return {};
      }
      Move move = bots[size_t(p)]->act(*state, p);
      if (chaos && chaosRandom.chance(1, 5))
        move = chaosMove(*state, p, chaosRandom);
      if (move.isOk()) {
        // What a built-in bot plays, written as text and read back, is the same move.
        const QStringList lines = state->formatMove(p, move);
        const Move parsed = state->parseReply(p, lines);
        if (!state->replyComplete(p, lines) || parsed.status != move.status || parsed.words != move.words) {
          QTest::qFail(qPrintable(QStringLiteral("%1 turn %2: move of player %3 does not survive the protocol: %4 (%5)")
                                      .arg(game.info().id).arg(state->turn()).arg(p)
                                      .arg(lines.join(QLatin1Char('|')), parsed.error)),
                       __FILE__, __LINE__);
          return {};
        }
      }
      moves[size_t(p)] = std::move(move);
    }
    const int turnBefore = state->turn();
    state->applyMoves(moves);
    if (state->turn() != turnBefore + 1) {
      QTest::qFail(qPrintable(QStringLiteral("%1: turn() went from %2 to %3").arg(game.info().id).arg(turnBefore).arg(state->turn())),
                   __FILE__, __LINE__);
      return {};
    }
    restored->applyMoves(moves);
    copy->applyMoves(moves);
    if (dump(*restored) != dump(*state) || dump(*copy) != dump(*state)) {
      QTest::qFail(qPrintable(QStringLiteral("%1 turn %2: a restored state plays differently").arg(game.info().id).arg(state->turn())),
                   __FILE__, __LINE__);
      return {};
    }
    for (const Event& event : state->lastEvents()) {
      bool declared = false;
      for (const EventSpec& spec : game.info().events)
        declared = declared || spec.type == event.type;
      if (!declared) {
        QTest::qFail(qPrintable(QStringLiteral("%1: undeclared event type %2").arg(game.info().id, event.type)), __FILE__, __LINE__);
        return {};
      }
      // A place is an anchor every board and the web page read (docs/bot-marks.md), or none.
      if (!event.place.isEmpty() && !Place::isValid(event.place)) {
        QTest::qFail(qPrintable(QStringLiteral("%1 turn %2: event %3's place '%4' is not a place (cell:N, cell:R,C, unit:ID or players[N])")
                                    .arg(game.info().id).arg(state->turn()).arg(event.type, event.place)),
                     __FILE__, __LINE__);
        return {};
      }
      if (event.place.startsWith(QLatin1String("players[")) && event.place.mid(8).chopped(1).toInt() >= setup.numPlayers()) {
        QTest::qFail(qPrintable(QStringLiteral("%1: event %2's place %3 names no player").arg(game.info().id, event.type, event.place)), __FILE__, __LINE__);
        return {};
      }
    }
    for (int m = 0; m < game.info().metrics.size(); ++m)
      for (int p = 0; p < setup.numPlayers(); ++p)
        if (!std::isfinite(state->metric(m, p))) {
          QTest::qFail(qPrintable(QStringLiteral("%1 turn %2: metric %3 of player %4 is not finite")
                                      .arg(game.info().id).arg(state->turn()).arg(game.info().metrics[m].key).arg(p)),
                       __FILE__, __LINE__);
          return {};
        }
    history << dump(*state);
  }
  if (!state->isTerminal())
    QTest::qFail(qPrintable(game.info().id + QStringLiteral(": match did not end")), __FILE__, __LINE__);
  if (state->returns().size() != setup.numPlayers())
    QTest::qFail(qPrintable(game.info().id + QStringLiteral(": returns() has the wrong size")), __FILE__, __LINE__);
  for (double r : state->returns())
    if (!std::isfinite(r))
      QTest::qFail(qPrintable(game.info().id + QStringLiteral(": a return is not finite")), __FILE__, __LINE__);
  if (state->resultText(setup.playerNames).trimmed().isEmpty())
    QTest::qFail(qPrintable(game.info().id + QStringLiteral(": no result text")), __FILE__, __LINE__);
  return history;
}

}  // namespace

class TestAllGames : public QObject {
  Q_OBJECT
private slots:
  void everyGameIsDescribed()
  {
    QVERIFY(!Registry::all().isEmpty());
    for (const Game* game : Registry::all()) {
      const GameInfo& info = game->info();
      QVERIFY2(!info.id.isEmpty() && !info.name.isEmpty() && !info.rulesVersion.isEmpty(), qPrintable(info.id));
      QVERIFY2(info.minPlayers >= 1 && info.minPlayers <= info.maxPlayers, qPrintable(info.id));
      QVERIFY2(info.defaultPlayerNames.size() >= info.maxPlayers, qPrintable(info.id));
      QVERIFY2(!info.builtinBots.isEmpty(), qPrintable(info.id));
      QCOMPARE(Registry::find(info.id), game);
      for (const BuiltinBotSpec& bot : info.builtinBots)
        QVERIFY2(game->newBuiltinBot(bot.name, 0, 1) != nullptr, qPrintable(info.id + QLatin1Char(':') + bot.name));
      QVERIFY(game->newBuiltinBot(QStringLiteral("no-such-bot"), 0, 1) == nullptr);
    }
  }

  void randomMatchesKeepInvariants_data()
  {
    QTest::addColumn<QString>("gameId");
    QTest::addColumn<QString>("bot");
    for (const Game* game : Registry::all())
      for (const BuiltinBotSpec& bot : game->info().builtinBots)
        QTest::newRow(qPrintable(game->info().id + QLatin1Char('/') + bot.name)) << game->info().id << bot.name;
  }
  void randomMatchesKeepInvariants()
  {
    QFETCH(QString, gameId);
    QFETCH(QString, bot);
    const Game* game = Registry::find(gameId);
    for (uint64_t seed : {1u, 2u, 3u, 17u, 12345u})
      playChecked(*game, bot, seed);
  }

  void chaosSeatsAreSurvived_data() { randomMatchesKeepInvariants_data(); }
  void chaosSeatsAreSurvived()
  {
    QFETCH(QString, gameId);
    QFETCH(QString, bot);
    const Game* game = Registry::find(gameId);
    for (uint64_t seed : {5u, 6u, 7u})
      QVERIFY(!playChecked(*game, bot, seed, true).isEmpty());
  }

  void seedDeterminesTheMatch_data() { randomMatchesKeepInvariants_data(); }
  void seedDeterminesTheMatch()
  {
    QFETCH(QString, gameId);
    QFETCH(QString, bot);
    const Game* game = Registry::find(gameId);
    const QList<QByteArray> first = playChecked(*game, bot, 42);
    const QList<QByteArray> second = playChecked(*game, bot, 42);
    QVERIFY(!first.isEmpty());
    QCOMPARE(first, second);
  }

  void malformedStateJsonIsRejected()
  {
    for (const Game* game : Registry::all()) {
      const MatchSetup setup = defaultSetup(*game, 1);
      QString error;
      QVERIFY(game->stateFromJson(setup, QJsonObject{}, &error) == nullptr);
      QVERIFY2(!error.isEmpty(), qPrintable(game->info().id));
      error.clear();
      QVERIFY(game->stateFromJson(setup, QJsonObject{{QStringLiteral("players"), QStringLiteral("x")}}, &error) == nullptr);
      QVERIFY2(!error.isEmpty(), qPrintable(game->info().id));
    }
  }
};

QTEST_APPLESS_MAIN(TestAllGames)
#include "test_all_games.moc"

// Built-in bots and whole games: legality, determinism from the seed, the planner's edge
// over greedy, and exact state JSON round trips (with malformed input refused).
#include "test_dominoes_support.h"

#include "core/random.h"
#include "dominoes/dominoes_bots.h"

#include <QJsonDocument>

using namespace DominoesTest;

namespace {

struct Played {
  QList<QByteArray> states;
  QStringList replies;
  int score = 0;
};

// Plays a whole game with a built-in bot, checking every move is legal and survives the
// text protocol and the JSON round trip.
Played playGame(const QString& bot, uint64_t seed)
{
  Played result;
  std::unique_ptr<DominoesState> state = newGame(seed);
  std::unique_ptr<Bot> player = game().newBuiltinBot(bot, 0, Random::deriveSeed(seed, 0));
  const auto dump = [](const State& s) { return QJsonDocument(s.toJson()).toJson(QJsonDocument::Compact); };
  result.states << dump(*state);
  for (int guard = 0; !state->isTerminal() && guard < 200; ++guard) {
    const Move move = player->act(*state, 0);
    if (!state->moveError(move).isEmpty()) {
      QTest::qFail(qPrintable(bot + QStringLiteral(": illegal move: ") + state->moveError(move)), __FILE__, __LINE__);
      return result;
    }
    if (move.words[0] == int(Command::Quit) && (state->board().anyPendingFits() || state->board().revealsLeft() > 0)) {
      QTest::qFail(qPrintable(bot + QStringLiteral(" quit with legal moves left")), __FILE__, __LINE__);
      return result;
    }
    const QStringList lines = state->formatMove(0, move);
    result.replies << lines;
    const Move parsed = state->parseReply(0, lines);
    if (parsed.words != move.words) {
      QTest::qFail("a move does not survive the protocol", __FILE__, __LINE__);
      return result;
    }
    QString error;
    std::unique_ptr<State> restored = game().stateFromJson(setup(seed), state->toJson(), &error);
    if (!restored || dump(*restored) != dump(*state)) {
      QTest::qFail(qPrintable(QStringLiteral("JSON round trip differs: ") + error), __FILE__, __LINE__);
      return result;
    }
    play(*state, move);
    std::vector<Move> moves{move};
    restored->applyMoves(moves);
    if (dump(*restored) != dump(*state)) {
      QTest::qFail("a restored state plays differently", __FILE__, __LINE__);
      return result;
    }
    result.states << dump(*state);
  }
  if (!state->isTerminal())
    QTest::qFail("the game did not end", __FILE__, __LINE__);
  result.score = state->board().finalScore();
  return result;
}

double average(const QString& bot, int firstSeed, int count)
{
  double sum = 0;
  for (int seed = firstSeed; seed < firstSeed + count; ++seed)
    sum += playGame(bot, uint64_t(seed)).score;
  return sum / count;
}

}  // namespace

class TestDominoesBots : public QObject {
  Q_OBJECT
private slots:
  void botsPlayLegalGamesToTheEnd_data()
  {
    QTest::addColumn<QString>("bot");
    for (const BuiltinBotSpec& spec : game().info().builtinBots)
      QTest::newRow(qPrintable(spec.name)) << spec.name;
  }
  void botsPlayLegalGamesToTheEnd()
  {
    QFETCH(QString, bot);
    for (uint64_t seed : {1u, 2u, 12345u}) {
      const Played game = playGame(bot, seed);
      QVERIFY(game.states.size() > 2);
      QVERIFY(game.replies.size() <= 2 * 63 + 1);
    }
  }

  void aGameIsDeterminedByItsSeed_data() { botsPlayLegalGamesToTheEnd_data(); }
  void aGameIsDeterminedByItsSeed()
  {
    QFETCH(QString, bot);
    const Played first = playGame(bot, 2024);
    const Played second = playGame(bot, 2024);
    QCOMPARE(first.states, second.states);
    QCOMPARE(first.replies, second.replies);
    // The recorded replies replay the game exactly (docs/games/dominoes.md §12 row 7:
    // seed + actions).
    std::unique_ptr<DominoesState> replay = newGame(2024);
    for (const QString& line : first.replies)
      play(*replay, replay->parseReply(0, {line}));
    QCOMPARE(QJsonDocument(replay->toJson()).toJson(QJsonDocument::Compact), first.states.last());
  }

  void plannerBeatsGreedy()
  {
    // 20 seeds (the report's 100-seed averages: planner 404.0, greedy 291.0, random 155.9).
    const double greedy = average(QStringLiteral("greedy"), 1, 20);
    const double planner = average(QStringLiteral("planner"), 1, 20);
    const double random = average(QStringLiteral("random"), 1, 20);
    qInfo("average final score over seeds 1..20: planner %.1f, greedy %.1f, random %.1f", planner, greedy, random);
    QVERIFY2(planner > greedy, qPrintable(QStringLiteral("%1 vs %2").arg(planner).arg(greedy)));
    QVERIFY(greedy > random);
  }

  void greedyTakesTheBestGain()
  {
    // Slot 0 fits cell 27 with 4 neighbours (+16 at q = 2); slot 1 fits three cells with 1 (+4).
    Position p;
    p.firstCell = 26;
    p.cells = {{26, 3}, {28, 48}, {19, 21}, {35, 42}};
    p.stack = {{0, 0}, {1, 23}};
    std::unique_ptr<DominoesState> state = restore(p);
    QVERIFY(state);
    const Move move = game().newBuiltinBot(QStringLiteral("greedy"), 0, 1)->act(*state, 0);
    QCOMPARE(QList<int>(move.words.begin(), move.words.end()), (QList<int>{int(Command::Place), 0, 27}));
  }

  void greedyRevealsOnlyWhenNothingFits()
  {
    std::unique_ptr<DominoesState> state = newGame(12345);
    std::unique_ptr<Bot> bot = game().newBuiltinBot(QStringLiteral("greedy"), 0, 1);
    const Move first = bot->act(*state, 0);
    QCOMPARE(first.words[0], int(Command::Reveal));
    play(*state, first);
    QCOMPARE(bot->act(*state, 0).words[0], int(Command::Place));  // 6 fits under 13
  }

  void plannerPlacesTheWeakerDominoFirst()
  {
    // Two pending: 0 fits cell 27 with 4 neighbours, 23 (GGG GRR) fits cells 18, 29 and 43, with 1.
    // Greedy takes +16 then +8 (24); placing 23 first (+4) leaves q = 1 for 0: +32 (36).
    Position p;
    p.firstCell = 26;
    p.cells = {{26, 3}, {28, 48}, {19, 21}, {35, 42}};
    p.stack = {{0, 0}, {1, 23}};
    std::unique_ptr<DominoesState> state = restore(p);
    QVERIFY(state);
    QCOMPARE(state->board().legalCellsForSlot(1), (Mask{1} << 18) | (Mask{1} << 29) | (Mask{1} << 43));
    std::unique_ptr<Bot> planner = game().newBuiltinBot(QStringLiteral("planner"), 0, 1);
    const Move move = planner->act(*state, 0);
    QCOMPARE(move.words[0], int(Command::Place));
    QCOMPARE(move.words[1], 1);
    play(*state, move);
    const Move second = planner->act(*state, 0);
    QCOMPARE(QList<int>(second.words.begin(), second.words.end()), (QList<int>{int(Command::Place), 0, 27}));
    play(*state, second);
    QCOMPARE(state->board().total(), 36);
  }

  void plannerAvoidsKillingCells()
  {
    // 0 fits cell 8 (killing cells 0 and 9, see the rules test) or cell 17 (right of 16),
    // which kills nothing: the planner must not take cell 8.
    Position p;
    p.firstCell = 1;
    p.cells = {{1, 2}, {16, 42}};
    p.stack = {{0, 0}};
    std::unique_ptr<DominoesState> state = restore(p);
    QVERIFY(state);
    const Mask legal = state->board().legalCellsForSlot(0);
    QVERIFY(legal >> 8 & 1);
    const Move move = game().newBuiltinBot(QStringLiteral("planner"), 0, 1)->act(*state, 0);
    QCOMPARE(move.words[0], int(Command::Place));
    QVERIFY2(move.words[2] != 8, "the planner killed two cells");
    play(*state, move);
    QCOMPARE(state->board().deadCells(), Mask{0});
  }

  void malformedJsonIsRejected_data()
  {
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("error");
    QTest::newRow("turn") << "turn" << QJsonValue(-1) << "turn: -1 is out of range 0..127";
    QTest::newRow("next") << "next" << QJsonValue(65) << "next: 65 is out of range 1..64";
    QTest::newRow("deck size") << "deck" << QJsonValue(QJsonArray{1, 2}) << "deck: expected 64..64 elements, found 2";
    QTest::newRow("stack type") << "stack" << QJsonValue(QStringLiteral("x")) << "stack: expected an array";
    QTest::newRow("over") << "over" << QJsonValue(1) << "over: expected true or false";
  }
  void malformedJsonIsRejected()
  {
    QFETCH(QString, field);
    QFETCH(QJsonValue, value);
    QFETCH(QString, error);
    QJsonObject json = newGame(5)->toJson();
    json[field] = value;
    QString problem;
    QVERIFY(game().stateFromJson(setup(5), json, &problem) == nullptr);
    QCOMPARE(problem, error);
  }

  void inconsistentJsonIsRejected()
  {
    const QJsonObject good = newGame(12345)->toJson();
    QString problem;
    QVERIFY(game().stateFromJson(setup(), good, &problem));
    const auto rejects = [&](QJsonObject json, const QString& expected) {
      QString error;
      const bool refused = game().stateFromJson(setup(), json, &error) == nullptr;
      return refused && error == expected;
    };
    QJsonObject json = good;
    QJsonArray deck = json[QStringLiteral("deck")].toArray();
    deck[5] = deck[6];
    json[QStringLiteral("deck")] = deck;
    QVERIFY(rejects(json, QStringLiteral("deck[6]: pattern 39 appears twice")));

    json = good;
    QJsonArray grid = json[QStringLiteral("grid")].toArray();
    grid[0] = 6;  // dealt later
    json[QStringLiteral("grid")] = grid;
    QVERIFY(rejects(json, QStringLiteral("grid[0]: pattern 6 has not been dealt (next is 1)")));

    json = good;
    grid = json[QStringLiteral("grid")].toArray();
    grid[41] = -1;
    json[QStringLiteral("grid")] = grid;
    QVERIFY(rejects(json, QStringLiteral("grid, stack: 1 dealt domino(s) are missing")));

    json = good;
    grid = json[QStringLiteral("grid")].toArray();
    grid[3] = 1.5;
    json[QStringLiteral("grid")] = grid;
    QVERIFY(rejects(json, QStringLiteral("grid[3]: expected an integer in -1..63")));

    json = good;
    json[QStringLiteral("firstCell")] = 40;
    QVERIFY(rejects(json, QStringLiteral("grid[40]: the first domino (pattern 13) must be at firstCell")));

    json = good;
    json.remove(QStringLiteral("total"));
    QVERIFY(rejects(json, QStringLiteral("total: missing")));
  }
};

QTEST_APPLESS_MAIN(TestDominoesBots)
#include "test_dominoes_bots.moc"

// A seed determines the whole match (docs/games/moscaceca.md §3.3), including what every
// bot reads; clone and state JSON restore it exactly, also through bot errors, timeouts,
// crashes and switch-offs that the shared battery's bots never produce.
#include "moscaceca/moscaceca_game.h"
#include "moscaceca/moscaceca_state.h"

#include "core/random.h"

#include <QJsonDocument>
#include <QtTest>

using namespace Kibitz::Rules;
using namespace Kibitz::Rules::MoscaCeca;

namespace {

const MoscaCecaGame& game()
{
  static const MoscaCecaGame instance;
  return instance;
}

QByteArray dump(const State& state)
{
  return QJsonDocument(state.toJson()).toJson(QJsonDocument::Compact);
}

MatchSetup setupFor(uint64_t seed, int players, const QMap<QString, QString>& raw)
{
  MatchSetup setup;
  QString error;
  setup.parameters = *Parameters::resolve(game().info().parameters, raw, &error);
  setup.seed = seed;
  setup.playerNames = game().info().defaultPlayerNames.mid(0, players);
  return setup;
}

// Everything the match produced: each state, what each bot read, and the END lines.
struct Record {
  QList<QByteArray> states;
  QStringList transcript;
};

// Plays with `bot`; when `chaos`, a seeded share of the answers are replaced by errors
// (garbage lines, illegal commands, timeouts, crashes).
Record playMatch(const MatchSetup& setup, const QString& bot, bool chaos)
{
  QString error;
  std::unique_ptr<State> state = game().newInitialState(setup, &error);
  if (!state)
    qFatal("%s", qPrintable(error));
  const int players = setup.numPlayers();
  std::vector<std::unique_ptr<Bot>> bots;
  for (int p = 0; p < players; ++p)
    bots.push_back(game().newBuiltinBot(bot, p, Random::deriveSeed(setup.seed, uint64_t(p))));
  Random noise(setup.seed + 99);
  Record record{{dump(*state)}, {}};
  while (!state->isTerminal()) {
    std::vector<Move> moves(static_cast<size_t>(players));
    for (int p : state->actingPlayers()) {
      record.transcript << state->observation(p);
      Move move = bots[size_t(p)]->act(*state, p);
      if (chaos) {
        switch (noise.below(40)) {
        case 0: move = state->parseReply(p, {QStringLiteral("HELLO")}); break;
        case 1: move = state->parseReply(p, {QStringLiteral("MOVE N")}); break;  // often illegal at the edge
        case 2: move = Move::failed(Move::Status::Timeout, QString()); break;
        case 3: move = Move::failed(Move::Status::Timeout, QString()); break;
        case 4: if (noise.below(20) == 0) move = Move::failed(Move::Status::Crashed, QString()); break;
        default: break;
        }
      }
      moves[size_t(p)] = move;
    }
    std::unique_ptr<State> copy = state->clone();
    std::unique_ptr<State> restored = game().stateFromJson(setup, state->toJson(), &error);
    if (!restored)
      qFatal("restore failed: %s", qPrintable(error));
    if (dump(*restored) != dump(*state))
      qFatal("JSON round trip differs at decision %d", state->turn());
    state->applyMoves(moves);
    copy->applyMoves(moves);
    restored->applyMoves(moves);
    if (dump(*copy) != dump(*state) || dump(*restored) != dump(*state) || copy->lastEvents() != state->lastEvents()
        || restored->lastEvents() != state->lastEvents())
      qFatal("a copy plays differently at decision %d", state->turn());
    record.states << dump(*state);
  }
  for (int p = 0; p < players; ++p)
    record.transcript << state->finalMessage(p);
  return record;
}

}  // namespace

class TestMoscaCecaDeterminism : public QObject {
  Q_OBJECT
private slots:
  void sameSeedSameMatch_data()
  {
    QTest::addColumn<QString>("bot");
    QTest::addColumn<bool>("chaos");
    QTest::newRow("random") << "random" << false;
    QTest::newRow("scout") << "scout" << false;
    QTest::newRow("scout with errors") << "scout" << true;
    QTest::newRow("random with errors") << "random" << true;
  }
  void sameSeedSameMatch()
  {
    QFETCH(QString, bot);
    QFETCH(bool, chaos);
    for (const QString& onError : {QStringLiteral("skip"), QStringLiteral("switch-off")}) {
      const MatchSetup setup = setupFor(31337, 5,
                                        {{QStringLiteral("agents_per_player"), QStringLiteral("2")},
                                         {QStringLiteral("board_size"), QStringLiteral("14")},
                                         {QStringLiteral("max_turns"), QStringLiteral("50")},
                                         {QStringLiteral("start_cloth"), QStringLiteral("10")},
                                         {QStringLiteral("on_error"), onError}});
      const Record first = playMatch(setup, bot, chaos);
      const Record second = playMatch(setup, bot, chaos);
      QCOMPARE(first.states.size(), second.states.size());
      QCOMPARE(first.states, second.states);
      QCOMPARE(first.transcript, second.transcript);
      QVERIFY(first.states.size() > 100);
    }
  }

  void differentSeedsDifferentBoards()
  {
    QString error;
    QSet<QByteArray> boards;
    for (uint64_t seed = 0; seed < 10; ++seed) {
      std::unique_ptr<State> state = game().newInitialState(setupFor(seed, 4, {}), &error);
      boards.insert(dump(*state));
    }
    QCOMPARE(boards.size(), 10);
  }

  void generationFollowsTheSpecOrder()
  {
    // §3.3 on the default 20 x 20 board: 8 columns, 48 cloth cells, then 4 agents, from
    // one permutation; amounts drawn in order with random(1, 10).
    QString error;
    std::unique_ptr<State> generic = game().newInitialState(setupFor(2024, 4, {}), &error);
    const auto& state = static_cast<const MoscaCecaState&>(*generic);
    EngineRandom rng(2024);
    const std::vector<int> perm = rng.permutation(400);
    for (int i = 0; i < 8; ++i)
      QVERIFY(state.cell(perm[size_t(i)] / 20, perm[size_t(i)] % 20).ground == Ground::Column);
    for (int i = 8; i < 56; ++i) {
      const Cell& cell = state.cell(perm[size_t(i)] / 20, perm[size_t(i)] % 20);
      QVERIFY(cell.ground == Ground::Cloth);
      QCOMPARE(cell.value, rng.random(1, 10));
    }
    for (int a = 0; a < 4; ++a) {
      QCOMPARE(state.agent(a).row * 20 + state.agent(a).col, perm[size_t(56 + a)]);
      QCOMPARE(state.agent(a).energy, 100);
      QCOMPARE(state.agent(a).cloth, 0);
    }
    QCOMPARE(state.order(), rng.permutation(4));
    QCOMPARE(state.rng().state(), rng.state());
    int plain = 0;
    for (int r = 0; r < 20; ++r)
      for (int c = 0; c < 20; ++c)
        plain += state.cell(r, c).ground == Ground::Plain;
    QCOMPARE(plain, 400 - 56);
  }

  void engineGeneratorVectors()
  {
    // docs/games/orkisland.md §4.2, the generator this game adopts.
    const struct {
      int64_t seed;
      uint32_t states[4];
      int draws[8];
      int perm[10];
      int big[4];
    } vectors[] = {
        {0, {453816693, 1623591814, 474883, 709372028}, {7, 3, 6, 6, 0, 6, 1, 2}, {7, 3, 0, 2, 4, 8, 6, 1, 5, 9}, {7561, 3304, 6284, 6858}},
        {1, {1297131554, 17103983, 1426780792, 2111429773}, {0, 9, 4, 6, 6, 0, 8, 1}, {0, 9, 5, 7, 3, 2, 1, 4, 8, 6}, {80, 9833, 4139, 6851}},
        {234, {220998551, 1515077760, 896092149, 225886214}, {7, 1, 4, 5, 8, 8, 3, 6}, {7, 1, 5, 6, 8, 9, 0, 4, 3, 2}, {7056, 1052, 4323, 5280}},
        {12345, {175050234, 1542807399, 528491536, 394031173}, {7, 1, 4, 3, 9, 0, 8, 9}, {7, 2, 5, 1, 9, 3, 4, 6, 8, 0}, {7185, 1835, 4610, 3639}},
    };
    for (const auto& v : vectors) {
      EngineRandom r(v.seed);
      for (uint32_t expected : v.states) {
        r.step();
        QCOMPARE(r.state(), expected);
      }
      r.reseed(v.seed);
      for (int expected : v.draws)
        QCOMPARE(r.random(0, 9), expected);
      r.reseed(v.seed);
      const std::vector<int> perm = r.permutation(10);
      QCOMPARE(perm, std::vector<int>(std::begin(v.perm), std::end(v.perm)));
      r.reseed(v.seed);
      for (int expected : v.big)
        QCOMPARE(r.random(1, 10000), expected);
    }
    EngineRandom r(-5);
    QCOMPARE(r.state(), 5u);
    const uint32_t before = r.state();
    QCOMPARE(r.random(3, 2), 3);            // empty range: no step
    QCOMPARE(r.random(0, 2000000), 0);      // over 1,000,000 values: no step
    QCOMPARE(r.state(), before);
    QCOMPARE(r.random(4, 4), 4);            // random(k, k) still steps twice
    EngineRandom twice(-5);
    twice.step();
    twice.step();
    QCOMPARE(r.state(), twice.state());
  }
};

QTEST_APPLESS_MAIN(TestMoscaCecaDeterminism)
#include "test_moscaceca_determinism.moc"

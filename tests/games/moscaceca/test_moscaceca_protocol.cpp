// The bot protocol (docs/games/moscaceca.md §5): answer grammar and MALFORMED reasons, Move
// encoding, the header and view as bots parse them, legality judged from a view, time
// limits, parameters and the state JSON's validation.
#include "moscaceca/moscaceca_bots.h"
#include "moscaceca/moscaceca_game.h"
#include "moscaceca/moscaceca_protocol.h"
#include "moscaceca/moscaceca_sketch.h"
#include "moscaceca/moscaceca_state.h"
#include "moscaceca/moscaceca_view.h"

#include "core/random.h"

#include <QJsonArray>
#include <QtTest>

using namespace Kibitz::Rules;
using namespace Kibitz::Rules::MoscaCeca;

namespace {

const MoscaCecaGame& game()
{
  static const MoscaCecaGame instance;
  return instance;
}

MatchSetup setupWith(const QMap<QString, QString>& raw, int players, uint64_t seed)
{
  MatchSetup setup;
  QString error;
  const std::optional<Parameters> parameters = Parameters::resolve(game().info().parameters, raw, &error);
  if (!parameters)
    qFatal("%s", qPrintable(error));
  setup.parameters = *parameters;
  setup.seed = seed;
  setup.playerNames = game().info().defaultPlayerNames.mid(0, players);
  return setup;
}

}  // namespace

class TestMoscaCecaProtocol : public QObject {
  Q_OBJECT
private slots:
  void wellFormedAnswers_data()
  {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("move") << "MOVE NE" << "MOVE NE";
    QTest::newRow("spaces and tabs") << " \tMOVE \t  SW\t " << "MOVE SW";
    QTest::newRow("CR before LF") << "FLAG\r" << "FLAG";
    QTest::newRow("consume") << "CONSUME" << "CONSUME";
    QTest::newRow("attack") << "ATTACK NW" << "ATTACK NW";
    QTest::newRow("wait") << "  WAIT  " << "WAIT";
  }
  void wellFormedAnswers()
  {
    QFETCH(QString, line);
    QFETCH(QString, canonical);
    QString why;
    const std::optional<Order> order = parseOrderLine(line, &why);
    QVERIFY2(order, qPrintable(why));
    QCOMPARE(orderText(*order), canonical);
  }

  void malformedAnswers_data()
  {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("reason");
    const QString expected = QStringLiteral("(expected MOVE <dir>, FLAG, CONSUME, ATTACK <dir> or WAIT; upper case)");
    QTest::newRow("empty") << "" << "empty line (expected MOVE <dir>, FLAG, CONSUME, ATTACK <dir> or WAIT)";
    QTest::newRow("blank") << " \t " << "empty line (expected MOVE <dir>, FLAG, CONSUME, ATTACK <dir> or WAIT)";
    QTest::newRow("lower case") << "move N" << "'move': unknown command " + expected;
    QTest::newRow("unknown") << "PASS" << "'PASS': unknown command " + expected;
    QTest::newRow("no direction") << "MOVE" << "MOVE takes exactly one direction (N NE E SE S SW W NW), got 0 tokens after it";
    QTest::newRow("two directions") << "ATTACK N S" << "ATTACK takes exactly one direction (N NE E SE S SW W NW), got 2 tokens after it";
    QTest::newRow("bad direction") << "MOVE NORTH" << "MOVE NORTH: unknown direction (expected N NE E SE S SW W NW; upper case)";
    QTest::newRow("lower direction") << "MOVE n" << "MOVE n: unknown direction (expected N NE E SE S SW W NW; upper case)";
    QTest::newRow("argument") << "FLAG 3" << "FLAG takes no argument, got 1";
    QTest::newRow("too long") << "WAIT" + QString(1100, QLatin1Char(' ')) << "the line is 1104 bytes long, at most 1024";
  }
  void malformedAnswers()
  {
    QFETCH(QString, line);
    QFETCH(QString, reason);
    QString why;
    QVERIFY(!parseOrderLine(line, &why));
    QCOMPARE(why, reason);
    // Through the state: a MALFORMED invalid move.
    Sketch s;
    s.board = QStringList(8, QStringLiteral(". . . . . . . #"));
    s.agents = {Agent{}, Agent{}};
    s.agents[1].row = 5;
    QString error;
    auto state = stateFromSketch(game(), s, &error);
    QVERIFY2(state, qPrintable(error));
    const Move move = state->parseReply(0, {line});
    QCOMPARE(move.status, Move::Status::Invalid);
    // The event and the error carry the answer's first 80 bytes (§8).
    const QByteArray bytes = line.toUtf8();
    const QString shown = bytes.size() <= 80 ? line : QString::fromUtf8(bytes.left(80)) + QStringLiteral("...");
    QCOMPARE(move.error, QStringLiteral("MALFORMED: ") + reason + QStringLiteral(" (answer \"%1\")").arg(shown));
  }

  void movesSurviveTheTextProtocol()
  {
    Sketch s;
    s.board = QStringList(8, QStringLiteral(". . . . . . . #"));
    s.agents = {Agent{}, Agent{}};
    s.agents[1].row = 5;
    QString error;
    auto state = stateFromSketch(game(), s, &error);
    for (int c = 0; c < kCommandCount; ++c) {
      const Command command = Command(c);
      for (int d = commandTakesDir(command) ? 0 : -1; d < (commandTakesDir(command) ? kDirCount : 0); ++d) {
        const Move move = moveFromOrder({command, d});
        const QStringList lines = state->formatMove(1, move);
        QCOMPARE(lines.size(), 1);
        const Move parsed = state->parseReply(1, lines);  // player 1 is not deciding: syntax only
        QCOMPARE(parsed.status, Move::Status::Ok);
        QCOMPARE(parsed.words, move.words);
        QCOMPARE(orderFromWords(parsed), std::optional<Order>(Order{command, d}));
      }
    }
    QVERIFY(state->formatMove(0, Move::failed(Move::Status::Timeout, QString())).isEmpty());
    QVERIFY(!orderFromWords(Move::ok({9})));
    QVERIFY(!orderFromWords(Move::ok({int32_t(Command::Move)})));
    QVERIFY(!orderFromWords(Move::ok({int32_t(Command::Move), 8})));
    QVERIFY(!orderFromWords(Move::ok({int32_t(Command::Wait), 0})));
    // A built-in bot's bad words are MALFORMED, its illegal orders ILLEGAL.
    std::vector<Move> moves{Move::ok({42}), Move()};
    state->applyMoves(moves);
    QVERIFY(state->agent(0).result == Outcome::ErrorMalformed);
  }

  void headerComesWithTheFirstViewOnly()
  {
    const MatchSetup setup = setupWith({{QStringLiteral("agents_per_player"), QStringLiteral("2")},
                                        {QStringLiteral("decision_ms"), QStringLiteral("200")},
                                        {QStringLiteral("first_decision_ms"), QStringLiteral("3000")}},
                                       3, 77);
    QString error;
    std::unique_ptr<State> state = game().newInitialState(setup, &error);
    QVERIFY2(state, qPrintable(error));
    QList<int> headers(3, 0);
    std::vector<std::unique_ptr<Bot>> bots;
    for (int p = 0; p < 3; ++p)
      bots.push_back(game().newBuiltinBot(QStringLiteral("random"), p, 5));
    for (int i = 0; i < 60 && !state->isTerminal(); ++i) {
      const int p = *state->actingPlayers().begin();
      const QString text = state->observation(p);
      QString why;
      const std::optional<Observation> obs = parseObservation(text, &why);
      QVERIFY2(obs, qPrintable(why + QLatin1Char('\n') + text));
      QCOMPARE(state->timeLimitMs(p), headers[p] == 0 ? 3000 : 200);
      if (obs->header) {
        ++headers[p];
        QCOMPARE(obs->header->player, p);
        QCOMPARE(obs->header->agents, (QList<int>{2 * p, 2 * p + 1}));
        QCOMPARE(obs->header->players, 3);
        QCOMPARE(obs->header->agentsPerPlayer, 2);
        QCOMPARE(obs->header->boardSize, 20);
        QCOMPARE(obs->header->maxTurns, 200);
        QCOMPARE(obs->header->decisionMs, 200);
        QCOMPARE(obs->header->firstDecisionMs, 3000);
      }
      QCOMPARE(headers[p], 1);
      QCOMPARE(obs->view.agent / 2, p);
      std::vector<Move> moves(3);
      moves[size_t(p)] = bots[size_t(p)]->act(*state, p);
      state->applyMoves(moves);
    }
  }

  void viewParsesBackToTheState()
  {
    const MatchSetup setup = setupWith({{QStringLiteral("board_size"), QStringLiteral("10")},
                                        {QStringLiteral("start_cloth"), QStringLiteral("30")}},
                                       6, 4);
    QString error;
    std::unique_ptr<State> generic = game().newInitialState(setup, &error);
    auto& state = static_cast<MoscaCecaState&>(*generic);
    std::vector<std::unique_ptr<Bot>> bots;
    for (int p = 0; p < 6; ++p)
      bots.push_back(game().newBuiltinBot(QStringLiteral("random"), p, 11 + p));
    int checked = 0;
    while (!state.isTerminal() && checked < 600) {
      const int agent = state.currentAgent();
      const int p = state.config().ownerOf(agent);
      QString why;
      const std::optional<Observation> obs = parseObservation(state.observation(p), &why);
      QVERIFY2(obs, qPrintable(why));
      const View& v = obs->view;
      const Agent& a = state.agent(agent);
      QCOMPARE(v.turn, state.gameTurn());
      QCOMPARE(v.agent, agent);
      QCOMPARE(v.row, a.row);
      QCOMPARE(v.col, a.col);
      QCOMPARE(v.energy, a.energy);
      QCOMPARE(v.cloth, a.cloth);
      QVERIFY(v.result == a.result);
      int nearest = 1000;
      for (int r = 0; r < 10; ++r)
        for (int c = 0; c < 10; ++c)
          if (state.cell(r, c).ground == Ground::Column)
            nearest = std::min(nearest, chebyshev(r, c, a.row, a.col));
      QCOMPARE(v.columnDistance, nearest);
      for (int d = 0; d < kDirCount; ++d) {
        const int r = a.row + kDirRow[size_t(d)];
        const int c = a.col + kDirCol[size_t(d)];
        const ViewCell& near = v.near[size_t(d)];
        if (!state.onBoard(r, c)) {
          QVERIFY(near == (ViewCell{ViewKind::Out, 0, -1}));
          continue;
        }
        QCOMPARE(int(near.kind), int(state.cell(r, c).ground) + 1);
        QCOMPARE(near.value, state.cell(r, c).value);
        QCOMPARE(near.agent, state.agentAt(r, c) < 0 ? -1 : state.config().ownerOf(state.agentAt(r, c)));
      }
      QCOMPARE(int(v.flags.size()), state.territory(p));
      for (int i = 1; i < v.flags.size(); ++i)
        QVERIFY(v.flags[i - 1] < v.flags[i]);
      // Legality judged from the view alone equals the engine's.
      QCOMPARE(legalOrdersFromView(v, p), state.legalOrders(agent));
      std::vector<Move> moves(6);
      moves[size_t(p)] = bots[size_t(p)]->act(state, p);
      state.applyMoves(moves);
      ++checked;
    }
    QVERIFY(checked >= 600);
  }

  void malformedViewsAreReported()
  {
    QString why;
    QVERIFY(!parseObservation(u"TURN 1 0\nRESULT MAYBE\n", &why));
    QVERIFY2(why.contains(QLatin1String("unknown outcome")), qPrintable(why));
    why.clear();
    QVERIFY(!parseObservation(u"TURN x 0\n", &why));
    QVERIFY2(why.contains(QLatin1String("not an integer")), qPrintable(why));
  }

  void defaultCountsAndRefusedParameters()
  {
    QCOMPARE(Config::defaultColumns(8), 1);
    QCOMPARE(Config::defaultClothCells(8), 8);
    QCOMPARE(Config::defaultColumns(20), 8);
    QCOMPARE(Config::defaultClothCells(20), 48);
    QCOMPARE(Config::defaultColumns(100), 200);
    QCOMPARE(Config::defaultClothCells(100), 1200);
    QCOMPARE(Config::defaultColumns(25), 13);     // 12.5 rounds up
    QCOMPARE(Config::defaultClothCells(25), 75);

    struct Refused {
      QMap<QString, QString> raw;
      int players;
      uint64_t seed;
      const char* message;
    };
    const QList<Refused> refused = {
        {{{QStringLiteral("agents_per_player"), QStringLiteral("2")}}, 11, 1,
         "moscaceca: players x agents_per_player = 11 x 2 = 22 agents, at most 20"},
        {{{QStringLiteral("cloth_min"), QStringLiteral("7")}, {QStringLiteral("cloth_max"), QStringLiteral("6")}}, 2, 1,
         "moscaceca: cloth_min (7) must not exceed cloth_max (6)"},
        {{{QStringLiteral("board_size"), QStringLiteral("8")}, {QStringLiteral("columns"), QStringLiteral("61")}}, 4, 1,
         "moscaceca: columns = 61 is out of range 1..60 (n^2 - agents)"},
        {{{QStringLiteral("board_size"), QStringLiteral("8")}, {QStringLiteral("cloth_cells"), QStringLiteral("60")}}, 4, 1,
         "moscaceca: cloth_cells = 60 is out of range 0..59 (n^2 - columns - agents)"},
        {{{QStringLiteral("decision_ms"), QStringLiteral("6000")}}, 2, 1,
         "moscaceca: first_decision_ms (5000) must be at least decision_ms (6000)"},
        {{}, 2, uint64_t(1) << 31, "moscaceca: seed 2147483648 is out of range 0..2147483647"},
    };
    for (const Refused& r : refused) {
      QString error;
      QVERIFY(!game().newInitialState(setupWith(r.raw, r.players, r.seed), &error));
      QCOMPARE(error, QLatin1String(r.message));
    }
    // columns = 60 on 8 x 8 with 4 agents fits exactly when nothing else is asked.
    QString error;
    QVERIFY(game().newInitialState(setupWith({{QStringLiteral("board_size"), QStringLiteral("8")},
                                              {QStringLiteral("columns"), QStringLiteral("60")},
                                              {QStringLiteral("cloth_cells"), QStringLiteral("0")}},
                                             4, 1),
                                   &error));
    QVERIFY(!game().newInitialState(setupWith({}, 0, 1), &error));
    QCOMPARE(error, QStringLiteral("moscaceca takes 1..20 players, got 0"));
    QVERIFY(game().newInitialState(setupWith({}, 1, 1), &error));  // solo matches are fine
  }

  void stateJsonIsValidated()
  {
    Sketch s;
    s.board = QStringList(8, QStringLiteral(". . . . . . . ."));
    s.board[7] = QStringLiteral(". . . . . . . #");
    s.agents = {Agent{}, Agent{}};
    s.agents[1].row = 3;
    const QJsonObject good = sketchJson(s);
    const QStringList names{QStringLiteral("P0"), QStringLiteral("P1")};
    QString error;
    QVERIFY2(MoscaCecaState::fromJson(game(), names, good, &error), qPrintable(error));

    struct Bad {
      std::function<void(QJsonObject&)> edit;
      const char* message;
    };
    const auto setBoardRow = [](QJsonObject& o, int row, const QString& text) {
      QJsonArray board = o[QStringLiteral("board")].toArray();
      board[row] = text;
      o[QStringLiteral("board")] = board;
    };
    const auto setAgentField = [](QJsonObject& o, const QString& key, int i, const QJsonValue& value) {
      QJsonObject agents = o[QStringLiteral("agents")].toObject();
      QJsonArray values = agents[key].toArray();
      values[i] = value;
      agents[key] = values;
      o[QStringLiteral("agents")] = agents;
    };
    const QList<Bad> bad = {
        {[](QJsonObject& o) { o.remove(QStringLiteral("rng")); }, "rng: missing"},
        {[](QJsonObject& o) { o[QStringLiteral("turn")] = 11; }, "turn: 11 is out of range 1..10"},
        {[](QJsonObject& o) { o[QStringLiteral("order")] = QJsonArray{0, 0}; }, "order[1]: not a permutation of the agents 0..1"},
        {[](QJsonObject& o) { o[QStringLiteral("order")] = QJsonArray{0, 1, 2}; }, "order: expected 2..2 elements, found 3"},
        {[&](QJsonObject& o) { setBoardRow(o, 2, QStringLiteral(". . x . . . . .")); },
         "board[2] column 2: 'x' is not '.', '#', c<1..1000> or f<0..1>"},
        {[&](QJsonObject& o) { setBoardRow(o, 2, QStringLiteral(". . f2 . . . . .")); },
         "board[2] column 2: 'f2' is not '.', '#', c<1..1000> or f<0..1>"},
        {[&](QJsonObject& o) { setBoardRow(o, 2, QStringLiteral(". . c0 . . . . .")); },
         "board[2] column 2: 'c0' is not '.', '#', c<1..1000> or f<0..1>"},
        {[&](QJsonObject& o) { setBoardRow(o, 2, QStringLiteral(". . . .")); }, "board[2]: 4 cells, expected 8"},
        {[&](QJsonObject& o) { setBoardRow(o, 7, QStringLiteral(". . . . . . . .")); }, "board: no charging column ('#')"},
        {[](QJsonObject& o) { o[QStringLiteral("board")] = QJsonArray{QStringLiteral(".")}; }, "board: expected 8..8 elements, found 1"},
        {[&](QJsonObject& o) { setAgentField(o, QStringLiteral("row"), 1, 0); }, "agents[1]: cell (0, 0) already holds agent 0"},
        {[&](QJsonObject& o) { setAgentField(o, QStringLiteral("energy"), 1, 101); }, "agents.energy[1]: expected an integer in 0..100"},
        {[&](QJsonObject& o) { setAgentField(o, QStringLiteral("energy"), 1, 0); }, "agents.energy[1]: an agent switched on has energy 1..100"},
        {[&](QJsonObject& o) { setAgentField(o, QStringLiteral("result"), 0, QStringLiteral("WON")); }, "agents.result[0]: unknown outcome 'WON'"},
        {[&](QJsonObject& o) { setAgentField(o, QStringLiteral("on"), 0, 1); }, "agents.on[0]: expected true or false"},
        {[](QJsonObject& o) {
           QJsonObject agents = o[QStringLiteral("agents")].toObject();
           agents[QStringLiteral("cloth")] = QJsonArray{1, 2, 3};
           o[QStringLiteral("agents")] = agents;
         },
         "agents.cloth: 3 elements, expected 2"},
        {[&](QJsonObject& o) {
           setAgentField(o, QStringLiteral("on"), 0, false);
           setAgentField(o, QStringLiteral("energy"), 0, 0);
         },
         "orderIndex: agent 0 is switched off and cannot decide"},
        {[](QJsonObject& o) { o[QStringLiteral("endReason")] = QStringLiteral("max turns"); }, "endReason: 'max turns' does not match over = 0"},
        {[](QJsonObject& o) {
           QJsonObject c = o[QStringLiteral("config")].toObject();
           c[QStringLiteral("board_size")] = 7;
           o[QStringLiteral("config")] = c;
         },
         "config.board_size: 7 is out of range 8..100"},
        {[](QJsonObject& o) {
           QJsonObject c = o[QStringLiteral("config")].toObject();
           c[QStringLiteral("on_error")] = QStringLiteral("ignore");
           o[QStringLiteral("config")] = c;
         },
         "config.on_error: 'ignore' is not skip or switch-off"},
        {[](QJsonObject& o) {
           QJsonObject p = o[QStringLiteral("players")].toObject();
           p[QStringLiteral("hits")] = QJsonArray{3, 0};
           o[QStringLiteral("players")] = p;
         },
         "players.hits[0]: 3 hits but 0 attacks"},
    };
    for (const Bad& b : bad) {
      QJsonObject json = good;
      b.edit(json);
      error.clear();
      QVERIFY2(!MoscaCecaState::fromJson(game(), names, json, &error), b.message);
      QCOMPARE(error, QLatin1String(b.message));
    }
    // The number of players comes from the match: three names need three agents.
    error.clear();
    QVERIFY(!MoscaCecaState::fromJson(game(), names + QStringList{QStringLiteral("P2")}, good, &error));
    QCOMPARE(error, QStringLiteral("order: expected 3..3 elements, found 2"));
  }
};

QTEST_APPLESS_MAIN(TestMoscaCecaProtocol)
#include "test_moscaceca_protocol.moc"

// docs/games/moscaceca.md §6: the complete 3-turn match, byte for byte (headers, views,
// answers, outcomes, END lines), with its generation, metrics and timeline.
#include "moscaceca/moscaceca_game.h"
#include "moscaceca/moscaceca_state.h"

#include <QtTest>

using namespace Kibitz::Rules;
using namespace Kibitz::Rules::MoscaCeca;

namespace {

MatchSetup exampleSetup()
{
  const MoscaCecaGame game;
  MatchSetup setup;
  QString error;
  setup.parameters = *Parameters::resolve(game.info().parameters,
                                          {{QStringLiteral("board_size"), QStringLiteral("8")},
                                           {QStringLiteral("max_turns"), QStringLiteral("3")},
                                           {QStringLiteral("start_cloth"), QStringLiteral("8")}},
                                          &error);
  setup.seed = 9;
  setup.playerNames = {QStringLiteral("P0"), QStringLiteral("P1")};
  return setup;
}

const char* const kHeader0 =
    "MOSCACECA 1\nBOARD 8\nTURNS 3\nPLAYERS 2 1\nPLAYER 0\nAGENTS 0\nTIMELIMIT 1000 5000\n";
const char* const kHeader1 =
    "MOSCACECA 1\nBOARD 8\nTURNS 3\nPLAYERS 2 1\nPLAYER 1\nAGENTS 1\nTIMELIMIT 1000 5000\n";

struct Exchange {
  int bot;
  const char* view;  // without the header
  int viewBytes;
  const char* answer;
  int answerBytes;   // with its LF
  const char* error; // expected Move::error prefix for an invalid answer, or null
};

const Exchange kExchanges[] = {
    {1,
     "TURN 1 1\nRESULT NONE\nPOS 1 0\nENERGY 100\nCLOTH 8\nCOLUMN_DISTANCE 1\nHERE FREE 0\n"
     "NEAR N FREE 0 -1\nNEAR NE COLUMN 0 -1\nNEAR E CLOTH 5 -1\nNEAR SE FREE 0 -1\nNEAR S FREE 0 -1\n"
     "NEAR SW OUT 0 -1\nNEAR W OUT 0 -1\nNEAR NW OUT 0 -1\nFLAGS 0\nGO\n",
     229, "MOVE NE", 8, nullptr},
    {0,
     "TURN 1 0\nRESULT NONE\nPOS 0 3\nENERGY 100\nCLOTH 8\nCOLUMN_DISTANCE 2\nHERE FREE 0\n"
     "NEAR N OUT 0 -1\nNEAR NE OUT 0 -1\nNEAR E FREE 0 -1\nNEAR SE FREE 0 -1\nNEAR S FREE 0 -1\n"
     "NEAR SW FREE 0 -1\nNEAR W FREE 0 -1\nNEAR NW OUT 0 -1\nFLAGS 0\nGO\n",
     226, "FLAG", 5, nullptr},
    {1,
     "TURN 2 1\nRESULT OK\nPOS 0 1\nENERGY 99\nCLOTH 8\nCOLUMN_DISTANCE 0\nHERE COLUMN 0\n"
     "NEAR N OUT 0 -1\nNEAR NE OUT 0 -1\nNEAR E FREE 0 -1\nNEAR SE FREE 0 -1\nNEAR S CLOTH 5 -1\n"
     "NEAR SW FREE 0 -1\nNEAR W FREE 0 -1\nNEAR NW OUT 0 -1\nFLAGS 0\nGO\n",
     226, "CONSUME", 8, nullptr},
    {0,
     "TURN 2 0\nRESULT OK\nPOS 0 3\nENERGY 99\nCLOTH 0\nCOLUMN_DISTANCE 2\nHERE FLAG 0\n"
     "NEAR N OUT 0 -1\nNEAR NE OUT 0 -1\nNEAR E FREE 0 -1\nNEAR SE FREE 0 -1\nNEAR S FREE 0 -1\n"
     "NEAR SW FREE 0 1\nNEAR W FREE 0 -1\nNEAR NW OUT 0 -1\nFLAGS 1\n0 3\nGO\n",
     226, "MOVE SW", 8, "ILLEGAL: "},
    {0,
     "TURN 3 0\nRESULT ERROR ILLEGAL\nPOS 0 3\nENERGY 99\nCLOTH 0\nCOLUMN_DISTANCE 2\nHERE FLAG 0\n"
     "NEAR N OUT 0 -1\nNEAR NE OUT 0 -1\nNEAR E FREE 0 -1\nNEAR SE FREE 0 -1\nNEAR S FREE 0 -1\n"
     "NEAR SW FREE 0 1\nNEAR W FREE 0 -1\nNEAR NW OUT 0 -1\nFLAGS 1\n0 3\nGO\n",
     237, "MOVE W", 7, nullptr},
    {1,
     "TURN 3 1\nRESULT EJECTED\nPOS 1 2\nENERGY 100\nCLOTH 8\nCOLUMN_DISTANCE 1\nHERE FREE 0\n"
     "NEAR N FREE 0 0\nNEAR NE FLAG 0 -1\nNEAR E FREE 0 -1\nNEAR SE FREE 0 -1\nNEAR S FREE 0 -1\n"
     "NEAR SW FREE 0 -1\nNEAR W CLOTH 5 -1\nNEAR NW COLUMN 0 -1\nFLAGS 0\nGO\n",
     234, "WAIT", 5, nullptr},
};

// Per-turn metrics of the §6 table: energy a0 a1, cloth a0 a1, territory p0 p1, errors p0 p1.
struct Row {
  int energy[2];
  int cloth[2];
  int territory[2];
  int errors[2];
};
const Row kTable[] = {
    {{100, 100}, {8, 8}, {0, 0}, {0, 0}},
    {{99, 99}, {0, 8}, {1, 0}, {0, 0}},
    {{99, 100}, {0, 8}, {1, 0}, {1, 0}},
    {{98, 100}, {0, 8}, {1, 0}, {1, 0}},
};

void checkRow(const MoscaCecaState& state, const Row& row, int turn)
{
  const MoscaCecaGame& game = static_cast<const MoscaCecaGame&>(state.game());
  int boardCloth = 0;
  int clothCells = 0;
  for (int r = 0; r < 8; ++r)
    for (int c = 0; c < 8; ++c)
      if (state.cell(r, c).ground == Ground::Cloth) {
        boardCloth += state.cell(r, c).value;
        ++clothCells;
      }
  const QByteArray where = QByteArray("after turn ") + QByteArray::number(turn);
  QVERIFY2(boardCloth == 38 && clothCells == 8, where.constData());
  for (int p = 0; p < 2; ++p) {
    QVERIFY2(state.metric(game.metricIndex(QStringLiteral("energy")), p) == row.energy[p], where.constData());
    QVERIFY2(state.metric(game.metricIndex(QStringLiteral("cloth")), p) == row.cloth[p], where.constData());
    QVERIFY2(state.metric(game.metricIndex(QStringLiteral("territory")), p) == row.territory[p], where.constData());
    QVERIFY2(state.metric(game.metricIndex(QStringLiteral("errors")), p) == row.errors[p], where.constData());
  }
}

}  // namespace

class TestMoscaCecaExample : public QObject {
  Q_OBJECT
private slots:
  void generation()
  {
    const MoscaCecaGame game;
    QString error;
    const std::unique_ptr<State> generic = game.newInitialState(exampleSetup(), &error);
    QVERIFY2(generic, qPrintable(error));
    const auto& s = static_cast<const MoscaCecaState&>(*generic);
    QCOMPARE(s.config().columns, 1);
    QCOMPARE(s.config().clothCells, 8);
    QVERIFY(s.cell(0, 1).ground == Ground::Column);
    const int cloth[8][3] = {{1, 5, 1}, {5, 5, 6}, {5, 4, 7}, {3, 6, 3}, {3, 4, 7}, {6, 7, 5}, {1, 6, 4}, {1, 1, 5}};
    for (const auto& c : cloth) {
      QVERIFY(s.cell(c[0], c[1]).ground == Ground::Cloth);
      QCOMPARE(s.cell(c[0], c[1]).value, c[2]);
    }
    int resources = 0;
    for (int r = 0; r < 8; ++r)
      for (int c = 0; c < 8; ++c)
        resources += s.cell(r, c).ground != Ground::Plain;
    QCOMPARE(resources, 9);
    QCOMPARE(s.agent(0).row, 0);
    QCOMPARE(s.agent(0).col, 3);
    QCOMPARE(s.agent(1).row, 1);
    QCOMPARE(s.agent(1).col, 0);
    for (int a = 0; a < 2; ++a) {
      QCOMPARE(s.agent(a).energy, 100);
      QCOMPARE(s.agent(a).cloth, 8);
    }
    QCOMPARE(s.order(), (std::vector<int>{1, 0}));
    // 64 + 8 generation draws and the 2 of turn 1's order, each random() stepping twice.
    EngineRandom expected(9);
    for (int i = 0; i < 2 * (64 + 8 + 2); ++i)
      expected.step();
    QCOMPARE(s.rng().state(), expected.state());
  }

  void completeMatchByteForByte()
  {
    const MoscaCecaGame game;
    const MatchSetup setup = exampleSetup();
    QString error;
    std::unique_ptr<State> generic = game.newInitialState(setup, &error);
    QVERIFY2(generic, qPrintable(error));
    auto& state = static_cast<MoscaCecaState&>(*generic);
    QCOMPARE(QByteArray(kHeader0).size(), 78);
    QCOMPARE(QByteArray(kHeader1).size(), 78);

    QByteArray received[2];   // everything each bot reads on stdin
    QByteArray expected[2];
    QByteArray answered[2];   // everything each bot writes
    bool headerSent[2] = {false, false};
    checkRow(state, kTable[0], 0);
    int exchange = 0;
    for (const Exchange& x : kExchanges) {
      QVERIFY(!state.isTerminal());
      QCOMPARE(state.actingPlayers(), PlayerSet::only(x.bot));
      QCOMPARE(state.observation(1 - x.bot), QString());
      // The first view of each bot comes after its header and has the 5000 ms limit.
      QCOMPARE(state.timeLimitMs(x.bot), headerSent[x.bot] ? 1000 : 5000);
      const QByteArray input = state.observation(x.bot).toLatin1();
      const QByteArray header = headerSent[x.bot] ? QByteArray() : QByteArray(x.bot == 0 ? kHeader0 : kHeader1);
      QCOMPARE(input, header + QByteArray(x.view));
      QCOMPARE(int(input.size() - header.size()), x.viewBytes);
      headerSent[x.bot] = true;
      received[x.bot] += input;
      expected[x.bot] += header + QByteArray(x.view);

      const QByteArray line = QByteArray(x.answer) + '\n';
      QCOMPARE(int(line.size()), x.answerBytes);
      answered[x.bot] += line;
      const Move move = state.parseReply(x.bot, {QString::fromLatin1(x.answer)});
      if (x.error) {
        QCOMPARE(move.status, Move::Status::Invalid);
        QVERIFY2(move.error.startsWith(QLatin1String(x.error)), qPrintable(move.error));
      } else {
        QVERIFY2(move.isOk(), qPrintable(move.error));
        QCOMPARE(state.formatMove(x.bot, move), QStringList{QString::fromLatin1(x.answer)});
      }
      std::vector<Move> moves(2);
      moves[size_t(x.bot)] = move;
      state.applyMoves(moves);
      ++exchange;
      QCOMPARE(state.turn(), exchange);
      if (exchange % 2 == 0)
        checkRow(state, kTable[exchange / 2], exchange / 2);
    }
    QVERIFY(state.isTerminal());
    QVERIFY(state.endReason() == EndReason::MaxTurns);
    QCOMPARE(state.gameTurn(), 3);
    QCOMPARE(state.finalMessage(0), QStringLiteral("END 1 1\n"));
    QCOMPARE(state.finalMessage(1), QStringLiteral("END 2 0\n"));
    QCOMPARE(state.finalMessage(0).toLatin1().size(), 8);
    for (int p = 0; p < 2; ++p) {
      received[p] += state.finalMessage(p).toLatin1();
      expected[p] += p == 0 ? "END 1 1\n" : "END 2 0\n";
      QCOMPARE(received[p], expected[p]);
    }
    QCOMPARE(answered[0], QByteArray("FLAG\nMOVE SW\nMOVE W\n"));
    QCOMPARE(answered[1], QByteArray("MOVE NE\nCONSUME\nWAIT\n"));
    QCOMPARE(state.returns(), (QList<double>{1, 0}));
    QCOMPARE(state.rank(0), 1);
    QCOMPARE(state.rank(1), 2);

    // Generation (64 + 8), three orders (2 each) and the one ejection draw.
    EngineRandom rng(9);
    for (int i = 0; i < 2 * (64 + 8 + 2 + 1 + 2 + 2); ++i)
      rng.step();
    QCOMPARE(state.rng().state(), rng.state());
  }

  void timeline()
  {
    const MoscaCecaGame game;
    QString error;
    std::unique_ptr<State> generic = game.newInitialState(exampleSetup(), &error);
    auto& state = static_cast<MoscaCecaState&>(*generic);
    QStringList types;
    QStringList texts;
    for (const Exchange& x : kExchanges) {
      std::vector<Move> moves(2);
      moves[size_t(x.bot)] = state.parseReply(x.bot, {QString::fromLatin1(x.answer)});
      state.applyMoves(moves);
      for (const Event& e : state.lastEvents()) {
        types << e.type;
        texts << e.text;
      }
    }
    QCOMPARE(types, (QStringList{QStringLiteral("flag"), QStringLiteral("lead_change"), QStringLiteral("ejection"),
                                 QStringLiteral("bot_error"), QStringLiteral("match_end")}));
    QCOMPARE(texts[0], QStringLiteral("turn 1: agent 0 (P0) planted a flag [bandiera] on (0, 3) for 8 cloth"));
    QCOMPARE(texts[1], QStringLiteral("turn 1: new leaders: P0"));
    QCOMPARE(texts[2], QStringLiteral("turn 2: agent 1 (P1) ejected from the charging column (0, 1) to (1, 2)"));
    QCOMPARE(texts[3], QStringLiteral("turn 2: agent 0 (P0): ILLEGAL: MOVE SW: the target cell (1, 2) holds an agent"));
    QCOMPARE(texts[4], QStringLiteral("turn 3: match over after 3 turns (max turns); ranking (territory): 1. P0 1, 2. P1 0"));
  }
};

QTEST_APPLESS_MAIN(TestMoscaCecaExample)
#include "test_moscaceca_example.moc"

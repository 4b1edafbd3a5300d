// The bot protocol of docs/games/dominoes.md §11: observation text, reply parsing with its
// error messages, formatMove as the inverse of parseReply, the END line and the time limit.
#include "test_dominoes_support.h"

using namespace DominoesTest;

class TestDominoesProtocol : public QObject {
  Q_OBJECT
private slots:
  void observationOfANewGame()
  {
    std::unique_ptr<DominoesState> state = newGame(12345);
    QString grid = QStringLiteral("GRID");
    for (int cell = 0; cell < 64; ++cell)
      grid += cell == 41 ? QStringLiteral(" 13") : QStringLiteral(" -1");
    QCOMPARE(state->observation(0), grid + QStringLiteral("\nSTACK -1 -1 -1 -1 -1 -1 -1 -1\nREVEALS_LEFT 63\nSCORE 0 1 0\n"));
  }

  void observationAfterSomeMoves()
  {
    std::unique_ptr<DominoesState> state = newGame(12345);
    play(*state, revealMove(0));
    play(*state, placeMove(0, 49));
    play(*state, revealMove(5));
    const QStringList lines = state->observation(0).split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines[4], QString());  // every line is '\n'-terminated
    const QStringList grid = lines[0].split(QLatin1Char(' '));
    QCOMPARE(grid.size(), 65);
    QCOMPARE(grid[1 + 41], QStringLiteral("13"));
    QCOMPARE(grid[1 + 49], QStringLiteral("6"));
    QCOMPARE(lines[1], QStringLiteral("STACK -1 -1 -1 -1 -1 42 -1 -1"));
    QCOMPARE(lines[2], QStringLiteral("REVEALS_LEFT 61"));
    QCOMPARE(lines[3], QStringLiteral("SCORE 8 2 0"));
  }

  void endLine()
  {
    std::unique_ptr<DominoesState> state = newGame(12345);
    play(*state, revealMove(0));
    play(*state, placeMove(0, 49));
    play(*state, quitMove());
    QCOMPARE(state->finalMessage(0), QStringLiteral("END 8 2 0\n"));
  }

  void validReplies_data()
  {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QList<int>>("words");
    QTest::newRow("reveal") << QStringLiteral("REVEAL 3") << QList<int>{0, 3};
    QTest::newRow("place") << QStringLiteral("PLACE 0 49") << QList<int>{1, 0, 49};
    QTest::newRow("quit") << QStringLiteral("QUIT") << QList<int>{2};
    QTest::newRow("many spaces") << QStringLiteral("  PLACE   0    49  ") << QList<int>{1, 0, 49};
    QTest::newRow("leading zeros") << QStringLiteral("REVEAL 07") << QList<int>{0, 7};
  }
  void validReplies()
  {
    QFETCH(QString, line);
    QFETCH(QList<int>, words);
    std::unique_ptr<DominoesState> state = newGame(12345);
    play(*state, revealMove(0));  // slot 0: pattern 6, which fits cell 49 under the first domino
    const Move move = state->parseReply(0, {line});
    QVERIFY2(move.isOk(), qPrintable(move.error));
    QCOMPARE(QList<int>(move.words.begin(), move.words.end()), words);
  }

  void invalidReplies_data()
  {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("error");
    QTest::newRow("empty") << QString() << QStringLiteral("empty reply: expected 'REVEAL <slot>', 'PLACE <slot> <cell>' or 'QUIT'");
    QTest::newRow("blank") << QStringLiteral("   ") << QStringLiteral("empty reply: expected 'REVEAL <slot>', 'PLACE <slot> <cell>' or 'QUIT'");
    QTest::newRow("unknown") << QStringLiteral("MOVE 1 2")
                             << QStringLiteral("unknown command 'MOVE': expected 'REVEAL <slot>', 'PLACE <slot> <cell>' or 'QUIT'");
    QTest::newRow("lower case") << QStringLiteral("reveal 1") << QStringLiteral("unknown command 'reveal': keywords are upper case (REVEAL)");
    QTest::newRow("reveal no slot") << QStringLiteral("REVEAL") << QStringLiteral("REVEAL takes 1 argument (slot), got 0 in 'REVEAL'");
    QTest::newRow("reveal two") << QStringLiteral("REVEAL 1 2") << QStringLiteral("REVEAL takes 1 argument (slot), got 2 in 'REVEAL 1 2'");
    QTest::newRow("place one") << QStringLiteral("PLACE 0") << QStringLiteral("PLACE takes 2 arguments (slot cell), got 1 in 'PLACE 0'");
    QTest::newRow("quit arg") << QStringLiteral("QUIT now") << QStringLiteral("QUIT takes no argument, got 1 in 'QUIT now'");
    QTest::newRow("slot text") << QStringLiteral("REVEAL x") << QStringLiteral("REVEAL: slot 'x' is not an integer");
    QTest::newRow("cell text") << QStringLiteral("PLACE 0 4.5") << QStringLiteral("PLACE: cell '4.5' is not an integer");
    QTest::newRow("plus sign") << QStringLiteral("REVEAL +1") << QStringLiteral("REVEAL: slot '+1' is not an integer");
    QTest::newRow("huge") << QStringLiteral("REVEAL 99999999999") << QStringLiteral("REVEAL: slot '99999999999' is not an integer");
    QTest::newRow("tab") << QStringLiteral("REVEAL\t1") << QStringLiteral("unknown command 'REVEAL\t1': expected 'REVEAL <slot>', 'PLACE <slot> <cell>' or 'QUIT'");
    QTest::newRow("slot range") << QStringLiteral("REVEAL 8") << QStringLiteral("REVEAL: slot 8 is out of range 0..7");
    QTest::newRow("negative slot") << QStringLiteral("PLACE -1 3") << QStringLiteral("PLACE: slot -1 is out of range 0..7");
    QTest::newRow("cell range") << QStringLiteral("PLACE 0 64") << QStringLiteral("PLACE 0 64: cell 64 is out of range 0..63");
    QTest::newRow("filled slot") << QStringLiteral("REVEAL 0") << QStringLiteral("REVEAL 0: slot 0 is not empty (it holds pattern 6, RGR GRR)");
    QTest::newRow("empty slot") << QStringLiteral("PLACE 1 49") << QStringLiteral("PLACE 1 49: slot 1 is empty");
    QTest::newRow("occupied") << QStringLiteral("PLACE 0 41") << QStringLiteral("PLACE 0 41: cell 41 (row 5, col 1) is occupied by pattern 13 (GGR RGR)");
    QTest::newRow("isolated") << QStringLiteral("PLACE 0 0") << QStringLiteral("PLACE 0 0: cell 0 (row 0, col 0) has no occupied neighbour");
    QTest::newRow("mismatch") << QStringLiteral("PLACE 0 42")
                              << QStringLiteral("PLACE 0 42: pattern 6 (RGR GRR) does not match its left neighbour at cell 41 (row 5, col 1), "
                                                "pattern 13 (GGR RGR): left column RG vs right column RR");
  }
  void invalidReplies()
  {
    QFETCH(QString, line);
    QFETCH(QString, error);
    std::unique_ptr<DominoesState> state = newGame(12345);
    play(*state, revealMove(0));  // slot 0 holds pattern 6
    const Move move = state->parseReply(0, {line});
    QCOMPARE(move.status, Move::Status::Invalid);
    QCOMPARE(move.error, error);
    // Played anyway, it ends the game with that reason.
    play(*state, move);
    QVERIFY(state->isTerminal());
    QCOMPARE(state->endReason(), error);
  }

  void noRevealLeft()
  {
    // Every domino dealt; row 7 takes patterns with top row RRR, as 2 in slot 0 has.
    const QList<int> rowSix{0, 1, 4, 5, 16, 17, 20, 21};
    const QList<int> pending{2, 3, 7, 9, 11, 13, 15};
    Position p;
    p.firstCell = 48;
    for (int col = 0; col < 8; ++col)
      p.cells[48 + col] = rowSix[col];
    p.cells[63] = 19;
    int cell = 0;
    for (int pattern = 0; pattern < 64; ++pattern)
      if (!rowSix.contains(pattern) && !pending.contains(pattern) && pattern != 19)
        p.cells[cell++] = pattern;
    for (int slot = 0; slot < 7; ++slot)
      p.stack[slot] = pending[slot];
    std::unique_ptr<DominoesState> state = restore(p);
    QVERIFY(state);
    QCOMPARE(state->board().revealsLeft(), 0);
    QVERIFY(!state->isTerminal());
    QCOMPARE(state->parseReply(0, {QStringLiteral("REVEAL 7")}).error, QStringLiteral("REVEAL 7: no domino left to reveal"));
    QVERIFY(state->parseReply(0, {QStringLiteral("PLACE 0 56")}).isOk());
  }

  void formatMoveIsTheInverse()
  {
    std::unique_ptr<DominoesState> state = newGame(12345);
    play(*state, revealMove(0));
    for (const Move& move : {revealMove(4), placeMove(0, 49), quitMove()}) {
      const QStringList lines = state->formatMove(0, move);
      QCOMPARE(lines.size(), 1);
      QVERIFY(state->replyComplete(0, lines));
      const Move parsed = state->parseReply(0, lines);
      QVERIFY2(parsed.isOk(), qPrintable(parsed.error));
      QCOMPARE(parsed.words, move.words);
    }
    QCOMPARE(state->formatMove(0, placeMove(0, 49)), QStringList{QStringLiteral("PLACE 0 49")});
    QCOMPARE(state->formatMove(0, revealMove(4)), QStringList{QStringLiteral("REVEAL 4")});
    QCOMPARE(state->formatMove(0, quitMove()), QStringList{QStringLiteral("QUIT")});
    QVERIFY(state->formatMove(0, Move::invalid(QStringLiteral("x"))).isEmpty());
  }

  void timeLimit()
  {
    std::unique_ptr<DominoesState> state = newGame(1);
    QCOMPARE(state->timeLimitMs(0), 1000);
    MatchSetup custom = setup(1);
    QString error;
    const std::optional<Parameters> parameters = Parameters::resolve(
        game().info().parameters, {{QStringLiteral("time_limit_ms"), QStringLiteral("250")}}, &error);
    QVERIFY2(parameters, qPrintable(error));
    custom.parameters = *parameters;
    QCOMPARE(game().newInitialState(custom, &error)->timeLimitMs(0), 250);
  }

  void soloOnly()
  {
    MatchSetup two = setup(1);
    two.playerNames << QStringLiteral("Other");
    QString error;
    QVERIFY(game().newInitialState(two, &error) == nullptr);
    QCOMPARE(error, QStringLiteral("dominoes is a solo game: it needs exactly 1 player, got 2"));
  }
};

QTEST_APPLESS_MAIN(TestDominoesProtocol)
#include "test_dominoes_protocol.moc"

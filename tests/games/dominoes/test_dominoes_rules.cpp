// The rules of docs/games/dominoes.md §2-§7: geometry, matching, refusals, scoring,
// dead cells, end.
#include "test_dominoes_support.h"

#include "core/state_preconditions.h"

#include <bit>

using namespace DominoesTest;

namespace {

bool bit(int pattern, int k)
{
  return (pattern >> k) & 1;
}

// A board with one domino `other` at `at` and nothing else.
Board withOne(int at, int other)
{
  Board board;
  board.setCell(at, other);
  return board;
}

}  // namespace

class TestDominoesRules : public QObject {
  Q_OBJECT
private slots:
  void patternColours()
  {
    QCOMPARE(patternText(13), QStringLiteral("GGR RGR"));
    QCOMPARE(patternText(6), QStringLiteral("RGR GRR"));
    QCOMPARE(patternText(42), QStringLiteral("RRR GGG"));
    QCOMPARE(patternText(20), QStringLiteral("RGG RRR"));
    QCOMPARE(patternText(0), QStringLiteral("RRR RRR"));
    QCOMPARE(patternText(63), QStringLiteral("GGG GGG"));
    QCOMPARE(patternText(1), QStringLiteral("GRR RRR"));   // b0: top left
    QCOMPARE(patternText(2), QStringLiteral("RRR GRR"));   // b1: bottom left
    QCOMPARE(patternText(32), QStringLiteral("RRR RRG"));  // b5: bottom right
  }

  // §3, every side, every pair of patterns: N at the centre cell 27 next to one domino.
  void matchesLeftNeighbour()
  {
    for (int l = 0; l < 64; ++l)
      for (int n = 0; n < 64; ++n)
        QCOMPARE(withOne(26, l).canPlace(n, 27), bit(l, 4) == bit(n, 0) && bit(l, 5) == bit(n, 1));
  }
  void matchesRightNeighbour()
  {
    for (int r = 0; r < 64; ++r)
      for (int n = 0; n < 64; ++n)
        QCOMPARE(withOne(28, r).canPlace(n, 27), bit(n, 4) == bit(r, 0) && bit(n, 5) == bit(r, 1));
  }
  void matchesUpNeighbour()
  {
    for (int u = 0; u < 64; ++u)
      for (int n = 0; n < 64; ++n)
        QCOMPARE(withOne(19, u).canPlace(n, 27),
                 bit(u, 1) == bit(n, 0) && bit(u, 3) == bit(n, 2) && bit(u, 5) == bit(n, 4));
  }
  void matchesDownNeighbour()
  {
    for (int d = 0; d < 64; ++d)
      for (int n = 0; n < 64; ++n)
        QCOMPARE(withOne(35, d).canPlace(n, 27),
                 bit(n, 1) == bit(d, 0) && bit(n, 3) == bit(d, 2) && bit(n, 5) == bit(d, 4));
  }

  void everyOccupiedNeighbourMustMatch()
  {
    // Left neighbour 48 (right column GG) and up neighbour 21 (bottom row RRR).
    Board board;
    board.setCell(26, 48);
    board.setCell(19, 21);
    // 3 = GRR GRR: left column GG matches the left, top row GRR does not match the up one.
    QVERIFY(!board.canPlace(3, 27));
    QVERIFY(board.placementError(3, 27).contains(QStringLiteral("its up neighbour")));
    // 2 = RRR GRR: left column RG does not match the left one.
    QVERIFY(!board.canPlace(2, 27));
    QVERIFY(board.placementError(2, 27).contains(QStringLiteral("its left neighbour")));
    QCOMPARE(board.constraintAt(27).neighbours, 2);
    // Exactly the patterns with b0 = b1 = 1 and b0 = b2 = b4 = 0: none (b0 disagrees): dead.
    QVERIFY(board.constraintAt(27).conflict);
    QVERIFY(board.deadCells() >> 27 & 1);
  }

  void diagonalsAndWrapAroundAreNotNeighbours()
  {
    Board board;
    board.setCell(7, 63);  // row 0, col 7
    QCOMPARE(board.placementError(0, 8), QStringLiteral("cell 8 (row 1, col 0) has no occupied neighbour"));
    QCOMPARE(board.placementError(0, 14), QStringLiteral("cell 14 (row 1, col 6) has no occupied neighbour"));
    QCOMPARE(board.legalCells(63), (Mask{1} << 6) | (Mask{1} << 15));
    QCOMPARE(board.legalCells(0), Mask{0});  // 0 matches neither the left nor the up side
  }

  void refusalsSayWhy()
  {
    Board board;
    board.setCell(27, 13);  // GGR RGR
    QCOMPARE(board.placementError(0, 27), QStringLiteral("cell 27 (row 3, col 3) is occupied by pattern 13 (GGR RGR)"));
    QCOMPARE(board.placementError(63, 28),
             QStringLiteral("pattern 63 (GGG GGG) does not match its left neighbour at cell 27 (row 3, col 3), "
                            "pattern 13 (GGR RGR): left column GG vs right column RR"));
    QCOMPARE(board.placementError(0, 26),
             QStringLiteral("pattern 0 (RRR RRR) does not match its right neighbour at cell 27 (row 3, col 3), "
                            "pattern 13 (GGR RGR): right column RR vs left column GR"));
    QCOMPARE(board.placementError(0, 35),
             QStringLiteral("pattern 0 (RRR RRR) does not match its up neighbour at cell 27 (row 3, col 3), "
                            "pattern 13 (GGR RGR): top row RRR vs bottom row RGR"));
    QCOMPARE(board.placementError(0, 19),
             QStringLiteral("pattern 0 (RRR RRR) does not match its down neighbour at cell 27 (row 3, col 3), "
                            "pattern 13 (GGR RGR): bottom row RRR vs top row GGR"));
    QVERIFY(board.placementError(12, 28).isEmpty());  // 12 = RGR RGR: left column RR
  }

  void illegalMovesAreRefusedWithoutChange()
  {
    // §10.3 step 3 on the real deck: 42 above 20 is refused; nothing changes.
    std::unique_ptr<DominoesState> state = newGame(12345);
    play(*state, revealMove(0));
    play(*state, placeMove(0, 49));
    for (int slot : {0, 1, 2})
      play(*state, revealMove(slot));
    play(*state, placeMove(1, 42));
    const QJsonObject before = state->toJson();
    QCOMPARE(state->moveError(placeMove(0, 34)),
             QStringLiteral("PLACE 0 34: pattern 42 (RRR GGG) does not match its down neighbour at cell 42 (row 5, col 2), "
                            "pattern 20 (RGG RRR): bottom row GGG vs top row RGG"));
    QCOMPARE(state->moveError(placeMove(3, 34)), QStringLiteral("PLACE 3 34: slot 3 is empty"));
    QCOMPARE(state->moveError(placeMove(0, 41)),
             QStringLiteral("PLACE 0 41: cell 41 (row 5, col 1) is occupied by pattern 13 (GGR RGR)"));
    QCOMPARE(state->moveError(placeMove(0, 0)), QStringLiteral("PLACE 0 0: cell 0 (row 0, col 0) has no occupied neighbour"));
    QCOMPARE(state->moveError(placeMove(8, 0)), QStringLiteral("PLACE: slot 8 is out of range 0..7"));
    QCOMPARE(state->moveError(placeMove(0, 64)), QStringLiteral("PLACE 0 64: cell 64 is out of range 0..63"));
    QCOMPARE(state->moveError(revealMove(0)), QStringLiteral("REVEAL 0: slot 0 is not empty (it holds pattern 42, RRR GGG)"));
    QCOMPARE(state->moveError(revealMove(-1)), QStringLiteral("REVEAL: slot -1 is out of range 0..7"));
    QVERIFY(state->moveError(revealMove(1)).isEmpty());
    // A UI checks moveError() and applies nothing: the state is untouched.
    QCOMPARE(state->toJson(), before);
  }

  void workedScoringSequence()
  {
    // §10.3, seed 12345, observed live in the original.
    std::unique_ptr<DominoesState> state = newGame(12345);
    QCOMPARE(state->board().at(41), 13);
    QCOMPARE(scoreLine(*state), QStringLiteral("0 1 0"));
    // 1. Reveal 6 into slot 0, place it under the first domino: q = 1, r = 1.
    play(*state, revealMove(0));
    QCOMPARE(state->board().slot(0), 6);
    play(*state, placeMove(0, 8 * 6 + 1));
    QCOMPARE(scoreLine(*state), QStringLiteral("8 2 0"));
    QCOMPARE(state->board().slot(0), kEmpty);
    // 2. Reveal 42, 20, 24; place 20 right of the first domino: q = 3, bonus 2.
    for (int slot : {0, 1, 2})
      play(*state, revealMove(slot));
    QCOMPARE(state->board().slot(0), 42);
    QCOMPARE(state->board().slot(1), 20);
    QCOMPARE(state->board().slot(2), 24);
    play(*state, placeMove(1, 8 * 5 + 2));
    QCOMPARE(scoreLine(*state), QStringLiteral("10 3 0"));
    // 3. 42 above 20 is rejected; 42 left of domino 6: q = 2, bonus 4.
    QVERIFY(!state->moveError(placeMove(0, 8 * 4 + 2)).isEmpty());
    play(*state, placeMove(0, 8 * 6 + 0));
    QCOMPARE(scoreLine(*state), QStringLiteral("14 4 0"));
    // 4. Reveal 34, 39, 0; place 0 at (6,2) under 20 and right of 6: q = 4, r = 2.
    for (int slot : {0, 1, 3})
      play(*state, revealMove(slot));
    QCOMPARE(state->board().slot(0), 34);
    QCOMPARE(state->board().slot(1), 39);
    QCOMPARE(state->board().slot(3), 0);
    QCOMPARE(state->board().pending(), 4);
    play(*state, placeMove(3, 8 * 6 + 2));
    QCOMPARE(scoreLine(*state), QStringLiteral("18 5 1"));
    QCOMPARE(state->lastEvents().value(0).type, QStringLiteral("place"));
    QCOMPARE(state->lastEvents().value(0).text,
             QStringLiteral("pattern 0 (RRR RRR) at cell 50 (row 6, col 2): 2 neighbour(s) x bonus 2 (4 pending) = +4"));
    // The same as values, for boards (they never read the text).
    QCOMPARE(state->lastEvents().value(0).data,
             (QJsonObject{{QStringLiteral("slot"), 3}, {QStringLiteral("cell"), 50}, {QStringLiteral("pattern"), 0},
                          {QStringLiteral("neighbours"), 2}, {QStringLiteral("bonus"), 2}, {QStringLiteral("pending"), 4},
                          {QStringLiteral("points"), 4}}));
    QVERIFY(!state->isTerminal());
  }

  void bonusTable()
  {
    const QList<int> expected{8, 4, 2, 2, 0, 0, 0, 0};
    for (int q = 1; q <= 8; ++q)
      QCOMPARE(bonus(q), expected[q - 1]);
  }

  void displayedFinalScoreIsSTimesFOver64()
  {
    // §6: "104 53 86" was displayed by the original (the README's S / F would give 1).
    Board board;
    for (int cell = 0; cell < 53; ++cell)
      board.setCell(cell, cell);
    board.setTotal(104);
    QCOMPARE(board.placed(), 53);
    QCOMPARE(board.finalScore(), 86);
    board.setTotal(8);
    for (int cell = 2; cell < 53; ++cell)
      board.setCell(cell, kEmpty);
    QCOMPARE(board.finalScore(), 0);  // "8 2 0"
  }

  void fourNeighboursScoreThirtyTwo()
  {
    // Cell 27 surrounded by 3 (right column RR), 48 (left column RR), 21 (bottom row RRR)
    // and 42 (top row RRR): only pattern 0 fits there, and it is the only pending domino.
    Position p;
    p.firstCell = 26;
    p.cells = {{26, 3}, {28, 48}, {19, 21}, {35, 42}};
    p.stack = {{0, 0}};
    std::unique_ptr<DominoesState> state = restore(p);
    QVERIFY(state);
    QCOMPARE(state->board().constraintAt(27).neighbours, 4);
    QCOMPARE(patternsMatching(state->board().constraintAt(27).mask, state->board().constraintAt(27).value), Mask{1});
    QCOMPARE(state->board().legalCellsForSlot(0), Mask{1} << 27);
    play(*state, placeMove(0, 27));
    QCOMPARE(scoreLine(*state), QStringLiteral("32 5 2"));
  }

  void fivePendingScoreNothing()
  {
    Position p;
    p.firstCell = 26;
    p.cells = {{26, 3}, {28, 48}, {19, 21}, {35, 42}};
    p.stack = {{0, 0}, {1, 1}, {2, 2}, {3, 4}, {4, 5}};
    std::unique_ptr<DominoesState> state = restore(p);
    QVERIFY(state);
    play(*state, placeMove(0, 27));
    QCOMPARE(scoreLine(*state), QStringLiteral("0 5 0"));
    QCOMPARE(state->board().pending(), 4);
  }

  void deadCellsAppear()
  {
    // Up neighbour 2 at cell 1 forces b0 = G at cell 9; placing 0 (all red) at cell 8
    // (on top of 42, whose top row is RRR) forces b0 = R there: cell 9 dies, and so does
    // cell 0 (right neighbour 2 wants b5 = G, down neighbour 0 wants b5 = R).
    Position p;
    p.firstCell = 1;
    p.cells = {{1, 2}, {16, 42}};
    p.stack = {{0, 0}};
    std::unique_ptr<DominoesState> state = restore(p);
    QVERIFY(state);
    QCOMPARE(state->board().deadCells(), Mask{0});
    play(*state, placeMove(0, 8));
    QCOMPARE(state->board().deadCells(), (Mask{1} << 0) | (Mask{1} << 9));
    QCOMPARE(eventTypes(*state), (QStringList{QStringLiteral("place"), QStringLiteral("dead"), QStringLiteral("dead")}));
    QCOMPARE(state->lastEvents()[1].text, QStringLiteral("cell 0 (row 0, col 0) can no longer be filled"));
    QCOMPARE(state->lastEvents()[2].text, QStringLiteral("cell 9 (row 1, col 1) can no longer be filled"));
    QCOMPARE(state->lastEvents()[1].data, (QJsonObject{{QStringLiteral("cell"), 0}}));
    QCOMPARE(state->lastEvents()[2].data, (QJsonObject{{QStringLiteral("cell"), 9}}));
    QCOMPARE(state->metric(game().metricIndex(QStringLiteral("dead")), 0), 2.0);
  }

  void aCellDiesWhenItsOnlyPatternIsUsed()
  {
    Board board;
    for (auto [cell, pattern] : {std::pair{26, 3}, {28, 48}, {19, 21}, {35, 42}})
      board.setCell(cell, pattern);
    QVERIFY(!(board.deadCells() >> 27 & 1));
    board.setCell(63, 0);  // the one pattern that fits cell 27 is placed elsewhere
    QVERIFY(board.deadCells() >> 27 & 1);
    QVERIFY(!board.constraintAt(27).conflict);
  }

  void legalCellsForSlotAgreeWithCanPlace()
  {
    std::unique_ptr<DominoesState> state = newGame(7);
    for (int slot = 0; slot < 8; ++slot)
      play(*state, revealMove(slot));
    const Board& board = state->board();
    for (int slot = 0; slot < 8; ++slot) {
      Mask expected = 0;
      for (int cell = 0; cell < 64; ++cell)
        if (board.placementError(board.slot(slot), cell).isEmpty())
          expected |= Mask{1} << cell;
      QCOMPARE(board.legalCellsForSlot(slot), expected);
      QCOMPARE(maskToList(expected).size(), std::popcount(expected));
    }
  }

  void endsWhenTheGridIsFull()
  {
    // Every pattern but 0 on the grid; cell 0 is empty and 0 fits it (right neighbour 4
    // has left column RR, down neighbour 2 has top row RRR).
    Position p;
    p.firstCell = 1;
    int pattern = 1;
    for (int cell = 1; cell < 64; ++cell) {
      const int value = cell == 1 ? 4 : cell == 8 ? 2 : pattern;
      p.cells[cell] = value;
      if (cell != 1 && cell != 8)
        ++pattern;
      while (pattern == 2 || pattern == 4)
        ++pattern;
    }
    p.stack = {{5, 0}};
    std::unique_ptr<DominoesState> state = restore(p);
    QVERIFY(state);
    QCOMPARE(state->board().placed(), 63);
    QVERIFY(!state->isTerminal());
    play(*state, placeMove(5, 0));
    QVERIFY(state->isTerminal());
    QCOMPARE(state->endReason(), QStringLiteral("the grid is full"));
    QCOMPARE(state->board().placed(), 64);
    QCOMPARE(eventTypes(*state), (QStringList{QStringLiteral("place"), QStringLiteral("end")}));
    QCOMPARE(state->lastEvents()[1].data,
             (QJsonObject{{QStringLiteral("score"), 16}, {QStringLiteral("total"), 16}, {QStringLiteral("placed"), 64}}));
    QVERIFY(state->actingPlayers().isEmpty());
    QCOMPARE(state->finalMessage(0), QStringLiteral("END 16 64 16\n"));
  }

  void endsWhenTheStackFillsWithMisfits()
  {
    // 63 (all green) alone at cell 0: cell 1 wants b0 = b1 = G, cell 8 wants b0 = b2 = b4 = G.
    // Even patterns (b0 = R) fit nowhere; the 8th of them fills the stack.
    Position p;
    p.firstCell = 0;
    p.cells = {{0, 63}};
    for (int slot = 0; slot < 7; ++slot)
      p.stack[slot] = 2 * slot;
    p.upcoming = {14, 1};
    std::unique_ptr<DominoesState> state = restore(p);
    QVERIFY(state);
    QVERIFY(!state->isTerminal());
    play(*state, revealMove(7));
    QVERIFY(state->isTerminal());
    QCOMPARE(state->endReason(), QStringLiteral("the stack is full and no pending domino fits"));
    QCOMPARE(state->board().revealsLeft(), 55);
    QCOMPARE(state->lastEvents().last().text, QStringLiteral("game over (the stack is full and no pending domino fits): final score 0 (S 0, F 1)"));
  }

  void aFullStackThatStillFitsGoesOn()
  {
    Position p;
    p.firstCell = 0;
    p.cells = {{0, 63}};
    for (int slot = 0; slot < 7; ++slot)
      p.stack[slot] = 2 * slot;
    p.upcoming = {3};  // GRR GRR: left column GG fits cell 1
    std::unique_ptr<DominoesState> state = restore(p);
    play(*state, revealMove(7));
    QVERIFY(!state->isTerminal());
    QCOMPARE(state->board().pending(), 8);
  }

  void endsWhenNoRevealIsLeftAndNothingFits()
  {
    // Rows 0-6 full; row 6 holds the 8 patterns whose bottom row is RRR, so row 7 only
    // takes patterns whose top row is RRR (b0 = b2 = b4 = R). After placing 2 at cell 56,
    // the 7 odd (b0 = G) patterns left in the stack fit nowhere, and the deck is empty.
    const QList<int> rowSix{0, 1, 4, 5, 16, 17, 20, 21};
    const QList<int> pending{2, 3, 7, 9, 11, 13, 15, 19};
    Position p;
    p.firstCell = 48;
    for (int col = 0; col < 8; ++col)
      p.cells[48 + col] = rowSix[col];
    int cell = 0;
    for (int pattern = 0; pattern < 64; ++pattern)
      if (!rowSix.contains(pattern) && !pending.contains(pattern))
        p.cells[cell++] = pattern;
    QCOMPARE(cell, 48);
    for (int slot = 0; slot < 8; ++slot)
      p.stack[slot] = pending[slot];
    std::unique_ptr<DominoesState> state = restore(p);
    QVERIFY(state);
    QCOMPARE(state->board().revealsLeft(), 0);
    QCOMPARE(state->board().legalCellsForSlot(0), Mask{0xff} << 56);
    QVERIFY(!state->isTerminal());
    play(*state, placeMove(0, 56));
    QVERIFY(state->isTerminal());
    QCOMPARE(state->endReason(), QStringLiteral("no domino left to reveal and no pending domino fits"));
    QCOMPARE(state->board().placed(), 57);
  }

  void quitEndsTheGame()
  {
    std::unique_ptr<DominoesState> state = newGame(12345);
    play(*state, revealMove(0));
    play(*state, placeMove(0, 49));
    play(*state, quitMove());
    QVERIFY(state->isTerminal());
    QCOMPARE(state->endReason(), QStringLiteral("QUIT"));
    QCOMPARE(state->returns(), QList<double>{0.0});
    QCOMPARE(state->resultText({QStringLiteral("Ann")}), QStringLiteral("Ann: final score 0 (S 8, F 2 placed); QUIT"));
    // Nothing more can happen once it is over: nobody acts, no turn may be played.
    QVERIFY(state->actingPlayers().isEmpty());
    QVERIFY(!applyMovesProblem(*state, std::vector<Move>{revealMove(0)}).isEmpty());
    QCOMPARE(state->moveError(revealMove(0)), QStringLiteral("the game is over"));
  }

  void aBotErrorEndsTheGame()
  {
    // §12 rows 4-5: an illegal command, a timeout or a crash ends the game as it stands.
    std::unique_ptr<DominoesState> illegal = newGame(12345);
    play(*illegal, revealMove(0));
    play(*illegal, revealMove(0));
    QVERIFY(illegal->isTerminal());
    QCOMPARE(illegal->endReason(), QStringLiteral("REVEAL 0: slot 0 is not empty (it holds pattern 6, RGR GRR)"));
    QCOMPARE(illegal->board().revealsLeft(), 62);

    std::unique_ptr<DominoesState> invalid = newGame(12345);
    play(*invalid, Move::invalid(QStringLiteral("unknown command 'HELLO'")));
    QCOMPARE(invalid->endReason(), QStringLiteral("unknown command 'HELLO'"));

    std::unique_ptr<DominoesState> timeout = newGame(12345);
    play(*timeout, Move::failed(Move::Status::Timeout, QString()));
    QVERIFY(timeout->isTerminal());
    QCOMPARE(timeout->endReason(), QStringLiteral("timeout"));

    std::unique_ptr<DominoesState> crashed = newGame(12345);
    play(*crashed, Move::failed(Move::Status::Crashed, QStringLiteral("exit code 3")));
    QCOMPARE(crashed->endReason(), QStringLiteral("crashed: exit code 3"));
    QCOMPARE(eventTypes(*crashed), QStringList{QStringLiteral("end")});
  }

  void metricsFollowTheGame()
  {
    std::unique_ptr<DominoesState> state = newGame(12345);
    const auto value = [&](const char* key) { return state->metric(game().metricIndex(QLatin1String(key)), 0); };
    play(*state, revealMove(0));
    QCOMPARE(value("stack"), 1.0);
    play(*state, placeMove(0, 49));
    QCOMPARE(value("total"), 8.0);
    QCOMPARE(value("placed"), 2.0);
    QCOMPARE(value("stack"), 0.0);
    QCOMPARE(value("score"), 0.0);
    QCOMPARE(eventTypes(*state), QStringList{QStringLiteral("place")});
    play(*state, revealMove(4));
    QCOMPARE(eventTypes(*state), QStringList{QStringLiteral("reveal")});
    QCOMPARE(state->lastEvents()[0].text, QStringLiteral("revealed pattern 42 (RRR GGG) into slot 4, 61 left"));
    QCOMPARE(state->lastEvents()[0].data,
             (QJsonObject{{QStringLiteral("slot"), 4}, {QStringLiteral("pattern"), 42}, {QStringLiteral("left"), 61}}));
  }
};

QTEST_APPLESS_MAIN(TestDominoesRules)
#include "test_dominoes_rules.moc"

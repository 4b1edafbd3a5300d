// § numbers: the Rules reference of docs/games/dominoes.md.
#pragma once

#include "dominoes/dominoes_board.h"

#include <QList>
#include <QString>

namespace Kibitz::Rules::Dominoes {
class DominoesState;
}

namespace Kibitz::App {

// The public position of a morgan2 game as the board and the Play dialog show it, taken
// from the engine's typed state, so that matching, dead cells and scores are the rules'
// own (rules/dominoes/dominoes_board.h) and never a copy of them.
class DominoesPosition {
public:
  static constexpr int kSide = Rules::Dominoes::kSide;
  static constexpr int kCells = Rules::Dominoes::kCells;
  static constexpr int kSlots = Rules::Dominoes::kSlots;
  static constexpr int kPatterns = Rules::Dominoes::kPatterns;
  static constexpr int kEmpty = Rules::Dominoes::kEmpty;
  using Mask = Rules::Dominoes::Mask;

  // An empty grid (nothing shown yet).
  DominoesPosition() = default;
  explicit DominoesPosition(const Rules::Dominoes::DominoesState& state);

  int at(int cell) const { return board_.at(cell); }
  int slot(int index) const { return board_.slot(index); }
  int revealsLeft() const { return board_.revealsLeft(); }
  int pending() const { return board_.pending(); }         // q
  int placed() const { return board_.placed(); }           // F
  int total() const { return board_.total(); }             // S
  int finalScore() const { return board_.finalScore(); }   // D, the program's third number
  int firstCell() const { return firstCell_; }
  bool isOver() const { return over_; }
  QString endReason() const { return endReason_; }

  // Cells where `pattern` can go (§3), the legal cells of stack slot `index`, and the empty
  // cells no domino still to be placed can ever fill.
  Mask legalCells(int pattern) const;
  Mask legalCellsForSlot(int index) const;
  Mask deadCells() const { return board_.deadCells(); }
  // Number of occupied orthogonal neighbours of `cell`.
  int neighbours(int cell) const { return board_.constraintAt(cell).neighbours; }

  // "GGR RGR": top row (b0 b2 b4), space, bottom row (b1 b3 b5); R = red, G = green.
  static QString patternText(int pattern);
  // Bit `square` (0..5) of `pattern`: true for green.
  static bool isGreen(int pattern, int square) { return (pattern >> square) & 1; }
  static QList<int> cells(Mask mask) { return Rules::Dominoes::maskToList(mask); }

private:
  Rules::Dominoes::Board board_;
  int firstCell_ = 0;
  bool over_ = false;
  QString endReason_;
};

}  // namespace Kibitz::App

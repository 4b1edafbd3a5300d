#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

#include <array>
#include <cstdint>

namespace Kibitz::App {

// The public position of a morgan2 game as the app sees it: read from a frame's state JSON
// (DominoesState::toJson: grid, stack, next, total, over, endReason, firstCell), so the
// board and the Play dialog never need the engine's classes. The app is built without a
// link dependency on a particular game (KIBITZ_ONLY_GAMES), hence this small mirror of the
// public rules of rules/dominoes/dominoes_board.cpp (§3 matching, dead cells); the tests
// check it against the engine's verdicts and its "dead" metric.
class DominoesPosition {
public:
  static constexpr int kSide = 8;
  static constexpr int kCells = 64;
  static constexpr int kSlots = 8;
  static constexpr int kPatterns = 64;
  static constexpr int kEmpty = -1;
  using Mask = uint64_t;

  DominoesPosition();
  // Reads a state JSON; on failure returns false with `error` naming the bad key.
  bool read(const QJsonObject& state, QString* error);

  int at(int cell) const { return grid_[size_t(cell)]; }
  int slot(int index) const { return stack_[size_t(index)]; }
  int revealsLeft() const { return kPatterns - next_; }
  int pending() const;                     // q
  int placed() const;                      // F
  int total() const { return total_; }     // S
  int finalScore() const { return total_ * placed() / 64; }  // D, the program's third number
  int firstCell() const { return firstCell_; }
  bool isOver() const { return over_; }
  QString endReason() const { return endReason_; }

  // Cells where `pattern` can go (§3), the legal cells of stack slot `index`, and the empty
  // cells no domino still to be placed can ever fill.
  Mask legalCells(int pattern) const;
  Mask legalCellsForSlot(int index) const;
  Mask deadCells() const;
  // Number of occupied orthogonal neighbours of `cell`.
  int neighbours(int cell) const;

  // "GGR RGR": top row (b0 b2 b4), space, bottom row (b1 b3 b5); R = red, G = green.
  static QString patternText(int pattern);
  // Bit `square` (0..5) of `pattern`: true for green.
  static bool isGreen(int pattern, int square) { return (pattern >> square) & 1; }
  static QList<int> cells(Mask mask);

private:
  struct Constraint {
    int mask = 0;
    int value = 0;
    bool conflict = false;
    int neighbours = 0;
  };
  Constraint constraintAt(int cell) const;

  std::array<int, kCells> grid_;
  std::array<int, kSlots> stack_;
  int next_ = 1;
  int total_ = 0;
  int firstCell_ = 0;
  bool over_ = false;
  QString endReason_;
};

}  // namespace Kibitz::App

// § numbers: the Rules reference of docs/games/dominoes.md.
#pragma once

#include <QList>
#include <QString>

#include <array>
#include <cstdint>

namespace Kibitz::Rules::Dominoes {

constexpr int kSide = 8;                // the grid is kSide x kSide
constexpr int kCells = kSide * kSide;   // cell p = 8 * row + col, row 0 at the top
constexpr int kSlots = 8;               // stack slots
constexpr int kPatterns = 64;           // dominoes, one per 6-bit pattern
constexpr int kEmpty = -1;              // an empty cell or slot
constexpr int kMaxPlacementGain = 32;   // 4 neighbours x bonus(1)

// A set of cells or of patterns as a 64-bit mask (bit i = cell i or pattern i).
using Mask = uint64_t;

// Colours of a pattern (docs/games/dominoes.md §2): bit k is the square in column k/2, row
// k%2; 0 = red, 1 = green. "GGR RGR" = top row (b0 b2 b4), space, bottom row (b1 b3 b5).
QString patternText(int pattern);
inline int rowOf(int cell) { return cell / kSide; }
inline int colOf(int cell) { return cell % kSide; }
// "cell 41 (row 5, col 1)".
QString cellText(int cell);
// Points per neighbour for a placement made with `pending` filled slots, counting the
// placed domino: 8, 4, 2, 2, 0, 0, 0, 0 for 1..8 (§6).
int bonus(int pending);
// The cells of a mask, ascending.
QList<int> maskToList(Mask mask);

enum class Side : uint8_t { Left, Right, Up, Down };
const char* sideName(Side side);

// What the occupied neighbours of an empty cell force on a domino placed there: the
// squares in `mask` must have the colours in `value`. `conflict` when two neighbours
// disagree on a shared corner square (no pattern can ever fit: a dead corner, §3).
struct Constraint {
  uint8_t mask = 0;
  uint8_t value = 0;
  bool conflict = false;
  int neighbours = 0;
  bool accepts(int pattern) const { return !conflict && (pattern & mask) == value; }
};

// The patterns p with (p & mask) == value, for value a subset of mask.
Mask patternsMatching(uint8_t mask, uint8_t value);

// The public position of a morgan2 game: what the player sees (grid, stack, reveals left,
// score). Everything bots and a human UI need to reason about moves; the hidden deck
// order lives in DominoesState. Cheap to copy, for search.
class Board {
public:
  Board();

  int at(int cell) const { return grid_[size_t(cell)]; }
  int slot(int index) const { return stack_[size_t(index)]; }
  // n of §5: the deck index of the next reveal (1..64).
  int nextReveal() const { return next_; }
  int revealsLeft() const { return kPatterns - next_; }
  int pending() const { return pending_; }   // q: filled slots
  int placed() const { return placed_; }     // F: occupied cells, the first domino included
  int total() const { return total_; }       // S
  // D = floor(S * F / 64), the program's displayed third number and the headline score.
  int finalScore() const { return total_ * placed_ / 64; }
  Mask occupied() const { return occupied_; }
  // Patterns on the grid, in the stack, and neither (still in the deck).
  Mask placedPatterns() const { return placedPatterns_; }
  Mask pendingPatterns() const;
  Mask undealtPatterns() const { return ~placedPatterns_ & ~pendingPatterns(); }

  // What the neighbours of `cell` force (the cell itself may be occupied).
  Constraint constraintAt(int cell) const;
  // Why `pattern` cannot be placed at `cell`, or an empty string when it can (§3).
  QString placementError(int pattern, int cell) const;
  bool canPlace(int pattern, int cell) const;
  // Every cell where `pattern` can be placed.
  Mask legalCells(int pattern) const;
  // The legal placements of the domino in stack slot `index` (empty mask for an empty slot):
  // what a human UI highlights once a slot is selected.
  Mask legalCellsForSlot(int index) const;
  // Empty cells that can no longer be filled: no domino still to be placed (pending or in
  // the deck) fits their neighbours. Such a cell stays dead for the rest of the game.
  Mask deadCells() const;
  // Whether some pending domino has a legal cell.
  bool anyPendingFits() const;
  // Score gain of placing a pending domino at `cell` (assumed legal): occupied neighbours
  // x bonus(q), q counting the domino being placed.
  int placementGain(int cell) const;
  // §7: grid full, or no pending domino fits and the stack is full or the deck empty.
  bool isFinished() const;
  // Why isFinished() holds, for the result line; empty when it does not.
  QString finishReason() const;

  // Mutations; callers check legality first (placementError, slot emptiness).
  void reveal(int index, int pattern);
  // Places slot `index` at `cell`; returns the points scored.
  int place(int index, int cell);

  // Raw edits: the first domino, and restoring a saved position (validated by the caller).
  void setCell(int cell, int pattern);
  void setSlot(int index, int pattern);
  void setNextReveal(int next) { next_ = next; }
  void setTotal(int total) { total_ = total; }

  bool operator==(const Board&) const = default;

private:
  std::array<int8_t, kCells> grid_;
  std::array<int8_t, kSlots> stack_;
  int next_ = 1;
  int pending_ = 0;
  int placed_ = 0;
  int total_ = 0;
  Mask occupied_ = 0;
  Mask placedPatterns_ = 0;
};

}  // namespace Kibitz::Rules::Dominoes

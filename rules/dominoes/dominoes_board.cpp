// § numbers: the Rules reference of docs/games/dominoes.md.
#include "dominoes/dominoes_board.h"

#include <bit>

namespace Kibitz::Rules::Dominoes {

namespace {

// kMatching[mask][value] = the patterns p with (p & mask) == value.
constexpr std::array<std::array<Mask, 64>, 64> makeMatchingTable()
{
  std::array<std::array<Mask, 64>, 64> table{};
  for (int mask = 0; mask < 64; ++mask)
    for (int pattern = 0; pattern < 64; ++pattern)
      table[size_t(mask)][size_t(pattern & mask)] |= Mask{1} << pattern;
  return table;
}
constexpr auto kMatching = makeMatchingTable();

constexpr std::array<int, 9> kBonus{0, 8, 4, 2, 2, 0, 0, 0, 0};

// The squares of a side (bit indexes), top to bottom or left to right.
QString squares(int pattern, std::initializer_list<int> bits)
{
  QString text;
  for (int bit : bits)
    text += (pattern >> bit) & 1 ? QLatin1Char('G') : QLatin1Char('R');
  return text;
}

struct Neighbour {
  Side side;
  int cell;
};

// The occupied-or-not orthogonal neighbours of `cell` inside the grid (no wrap-around).
int neighboursOf(int cell, std::array<Neighbour, 4>* out)
{
  int count = 0;
  const int row = rowOf(cell), col = colOf(cell);
  if (col > 0)
    (*out)[size_t(count++)] = {Side::Left, cell - 1};
  if (col < kSide - 1)
    (*out)[size_t(count++)] = {Side::Right, cell + 1};
  if (row > 0)
    (*out)[size_t(count++)] = {Side::Up, cell - kSide};
  if (row < kSide - 1)
    (*out)[size_t(count++)] = {Side::Down, cell + kSide};
  return count;
}

// What a neighbour on `side` holding `pattern` forces on the new domino (§3 table).
void sideConstraint(Side side, int pattern, uint8_t* mask, uint8_t* value)
{
  switch (side) {
  case Side::Left:   // its right column (b4, b5) = our left column (b0, b1)
    *mask = 0x03;
    *value = uint8_t((pattern >> 4) & 0x03);
    return;
  case Side::Right:  // our right column (b4, b5) = its left column (b0, b1)
    *mask = 0x30;
    *value = uint8_t((pattern & 0x03) << 4);
    return;
  case Side::Up:     // its bottom row (b1, b3, b5) = our top row (b0, b2, b4)
    *mask = 0x15;
    *value = uint8_t((pattern >> 1) & 0x15);
    return;
  case Side::Down:   // our bottom row (b1, b3, b5) = its top row (b0, b2, b4)
    *mask = 0x2a;
    *value = uint8_t((pattern & 0x15) << 1);
    return;
  }
}

}  // namespace

QString patternText(int pattern)
{
  return squares(pattern, {0, 2, 4}) + QLatin1Char(' ') + squares(pattern, {1, 3, 5});
}

QString cellText(int cell)
{
  return QStringLiteral("cell %1 (row %2, col %3)").arg(cell).arg(rowOf(cell)).arg(colOf(cell));
}

int bonus(int pending)
{
  return pending >= 1 && pending <= kSlots ? kBonus[size_t(pending)] : 0;
}

QList<int> maskToList(Mask mask)
{
  QList<int> list;
  for (; mask; mask &= mask - 1)
    list << std::countr_zero(mask);
  return list;
}

const char* sideName(Side side)
{
  switch (side) {
  case Side::Left: return "left";
  case Side::Right: return "right";
  case Side::Up: return "up";
  case Side::Down: return "down";
  }
  return "?";
}

Mask patternsMatching(uint8_t mask, uint8_t value)
{
  return kMatching[mask & 63][value & mask & 63];
}

Board::Board()
{
  grid_.fill(kEmpty);
  stack_.fill(kEmpty);
}

Mask Board::pendingPatterns() const
{
  Mask mask = 0;
  for (int8_t pattern : stack_)
    if (pattern != kEmpty)
      mask |= Mask{1} << pattern;
  return mask;
}

Constraint Board::constraintAt(int cell) const
{
  Constraint c;
  std::array<Neighbour, 4> neighbours;
  const int count = neighboursOf(cell, &neighbours);
  for (int i = 0; i < count; ++i) {
    const int pattern = grid_[size_t(neighbours[size_t(i)].cell)];
    if (pattern == kEmpty)
      continue;
    uint8_t mask = 0, value = 0;
    sideConstraint(neighbours[size_t(i)].side, pattern, &mask, &value);
    // Two neighbours share a corner square: they must agree on it.
    if ((c.mask & mask) & (c.value ^ value))
      c.conflict = true;
    c.mask |= mask;
    c.value |= value;
    ++c.neighbours;
  }
  return c;
}

bool Board::canPlace(int pattern, int cell) const
{
  if (grid_[size_t(cell)] != kEmpty)
    return false;
  const Constraint c = constraintAt(cell);
  return c.neighbours > 0 && c.accepts(pattern);
}

QString Board::placementError(int pattern, int cell) const
{
  if (grid_[size_t(cell)] != kEmpty)
    return QStringLiteral("%1 is occupied by pattern %2 (%3)")
        .arg(cellText(cell)).arg(grid_[size_t(cell)]).arg(patternText(grid_[size_t(cell)]));
  std::array<Neighbour, 4> neighbours;
  const int count = neighboursOf(cell, &neighbours);
  int occupied = 0;
  for (int i = 0; i < count; ++i) {
    const Neighbour n = neighbours[size_t(i)];
    const int other = grid_[size_t(n.cell)];
    if (other == kEmpty)
      continue;
    ++occupied;
    uint8_t mask = 0, value = 0;
    sideConstraint(n.side, other, &mask, &value);
    if ((pattern & mask) == value)
      continue;
    // Name the two sides that differ, in the reading order of §2.
    QString ours, theirs;
    switch (n.side) {
    case Side::Left:
      ours = QStringLiteral("left column ") + squares(pattern, {0, 1});
      theirs = QStringLiteral("right column ") + squares(other, {4, 5});
      break;
    case Side::Right:
      ours = QStringLiteral("right column ") + squares(pattern, {4, 5});
      theirs = QStringLiteral("left column ") + squares(other, {0, 1});
      break;
    case Side::Up:
      ours = QStringLiteral("top row ") + squares(pattern, {0, 2, 4});
      theirs = QStringLiteral("bottom row ") + squares(other, {1, 3, 5});
      break;
    case Side::Down:
      ours = QStringLiteral("bottom row ") + squares(pattern, {1, 3, 5});
      theirs = QStringLiteral("top row ") + squares(other, {0, 2, 4});
      break;
    }
    return QStringLiteral("pattern %1 (%2) does not match its %3 neighbour at %4, pattern %5 (%6): %7 vs %8")
        .arg(pattern).arg(patternText(pattern)).arg(QLatin1String(sideName(n.side))).arg(cellText(n.cell))
        .arg(other).arg(patternText(other)).arg(ours, theirs);
  }
  if (occupied == 0)
    return QStringLiteral("%1 has no occupied neighbour").arg(cellText(cell));
  return {};
}

Mask Board::legalCells(int pattern) const
{
  Mask cells = 0;
  // Only empty cells next to an occupied one can take a domino.
  Mask frontier = ((occupied_ & ~0x8080808080808080ULL) << 1) | ((occupied_ & ~0x0101010101010101ULL) >> 1)
                  | (occupied_ << kSide) | (occupied_ >> kSide);
  frontier &= ~occupied_;
  for (Mask m = frontier; m; m &= m - 1) {
    const int cell = std::countr_zero(m);
    if (constraintAt(cell).accepts(pattern))
      cells |= Mask{1} << cell;
  }
  return cells;
}

Mask Board::legalCellsForSlot(int index) const
{
  if (index < 0 || index >= kSlots || stack_[size_t(index)] == kEmpty)
    return 0;
  return legalCells(stack_[size_t(index)]);
}

Mask Board::deadCells() const
{
  const Mask remaining = ~placedPatterns_;
  Mask dead = 0;
  for (int cell = 0; cell < kCells; ++cell) {
    if (grid_[size_t(cell)] != kEmpty)
      continue;
    const Constraint c = constraintAt(cell);
    if (c.conflict || (patternsMatching(c.mask, c.value) & remaining) == 0)
      dead |= Mask{1} << cell;
  }
  return dead;
}

bool Board::anyPendingFits() const
{
  for (int8_t pattern : stack_)
    if (pattern != kEmpty && legalCells(pattern) != 0)
      return true;
  return false;
}

int Board::placementGain(int cell) const
{
  return constraintAt(cell).neighbours * bonus(pending_);
}

bool Board::isFinished() const
{
  if (placed_ == kCells)
    return true;
  return (pending_ == kSlots || revealsLeft() == 0) && !anyPendingFits();
}

QString Board::finishReason() const
{
  if (!isFinished())
    return {};
  if (placed_ == kCells)
    return QStringLiteral("the grid is full");
  if (pending_ == kSlots)
    return QStringLiteral("the stack is full and no pending domino fits");
  return QStringLiteral("no domino left to reveal and no pending domino fits");
}

void Board::reveal(int index, int pattern)
{
  setSlot(index, pattern);
  ++next_;
}

int Board::place(int index, int cell)
{
  const int points = placementGain(cell);
  const int pattern = stack_[size_t(index)];
  setSlot(index, kEmpty);
  setCell(cell, pattern);
  total_ += points;
  return points;
}

void Board::setCell(int cell, int pattern)
{
  const int old = grid_[size_t(cell)];
  if (old != kEmpty) {
    --placed_;
    occupied_ &= ~(Mask{1} << cell);
    placedPatterns_ &= ~(Mask{1} << old);
  }
  grid_[size_t(cell)] = int8_t(pattern);
  if (pattern != kEmpty) {
    ++placed_;
    occupied_ |= Mask{1} << cell;
    placedPatterns_ |= Mask{1} << pattern;
  }
}

void Board::setSlot(int index, int pattern)
{
  if (stack_[size_t(index)] != kEmpty)
    --pending_;
  stack_[size_t(index)] = int8_t(pattern);
  if (pattern != kEmpty)
    ++pending_;
}

}  // namespace Kibitz::Rules::Dominoes

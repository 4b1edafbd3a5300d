#include "dominoes/dominoes_position.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <bit>

namespace Kibitz::App {

namespace {

// Reads `count` integers in minimum..maximum from state[key].
bool readArray(const QJsonObject& state, const char* key, int count, int minimum, int maximum, int* out,
               QString* error)
{
  const QJsonValue value = state.value(QLatin1String(key));
  const QJsonArray array = value.toArray();
  if (!value.isArray() || array.size() != count) {
    *error = QCoreApplication::translate("DominoesPosition", "%1: expected an array of %2 integers")
                 .arg(QLatin1String(key)).arg(count);
    return false;
  }
  for (int i = 0; i < count; ++i) {
    const QJsonValue v = array.at(i);
    const int n = v.toInt(minimum - 1);
    if (!v.isDouble() || n < minimum || n > maximum || double(n) != v.toDouble()) {
      *error = QCoreApplication::translate("DominoesPosition", "%1[%2]: expected an integer in %3..%4")
                   .arg(QLatin1String(key)).arg(i).arg(minimum).arg(maximum);
      return false;
    }
    out[i] = n;
  }
  return true;
}

bool readInt(const QJsonObject& state, const char* key, int minimum, int maximum, int* out, QString* error)
{
  const QJsonValue v = state.value(QLatin1String(key));
  const int n = v.toInt(minimum - 1);
  if (!v.isDouble() || n < minimum || n > maximum || double(n) != v.toDouble()) {
    *error = QCoreApplication::translate("DominoesPosition", "%1: expected an integer in %2..%3")
                 .arg(QLatin1String(key)).arg(minimum).arg(maximum);
    return false;
  }
  *out = n;
  return true;
}

}  // namespace

DominoesPosition::DominoesPosition()
{
  grid_.fill(kEmpty);
  stack_.fill(kEmpty);
}

bool DominoesPosition::read(const QJsonObject& state, QString* error)
{
  DominoesPosition p;
  if (!readArray(state, "grid", kCells, kEmpty, kPatterns - 1, p.grid_.data(), error)
      || !readArray(state, "stack", kSlots, kEmpty, kPatterns - 1, p.stack_.data(), error)
      || !readInt(state, "next", 1, kPatterns, &p.next_, error)
      || !readInt(state, "total", 0, 1 << 20, &p.total_, error)
      || !readInt(state, "firstCell", 0, kCells - 1, &p.firstCell_, error))
    return false;
  p.over_ = state.value(QLatin1String("over")).toBool();
  p.endReason_ = state.value(QLatin1String("endReason")).toString();
  *this = p;
  return true;
}

int DominoesPosition::pending() const
{
  return int(std::count_if(stack_.begin(), stack_.end(), [](int s) { return s != kEmpty; }));
}

int DominoesPosition::placed() const
{
  return int(std::count_if(grid_.begin(), grid_.end(), [](int s) { return s != kEmpty; }));
}

DominoesPosition::Constraint DominoesPosition::constraintAt(int cell) const
{
  Constraint c;
  const int row = cell / kSide, col = cell % kSide;
  const auto add = [&](int mask, int value) {
    if (c.mask & mask & (c.value ^ value))
      c.conflict = true;  // two neighbours disagree on a shared corner square
    c.mask |= mask;
    c.value |= value;
    ++c.neighbours;
  };
  // The §3 table: which squares of the new domino each neighbour forces.
  if (col > 0 && at(cell - 1) != kEmpty)
    add(0x03, (at(cell - 1) >> 4) & 0x03);
  if (col < kSide - 1 && at(cell + 1) != kEmpty)
    add(0x30, (at(cell + 1) & 0x03) << 4);
  if (row > 0 && at(cell - kSide) != kEmpty)
    add(0x15, (at(cell - kSide) >> 1) & 0x15);
  if (row < kSide - 1 && at(cell + kSide) != kEmpty)
    add(0x2a, (at(cell + kSide) & 0x15) << 1);
  return c;
}

int DominoesPosition::neighbours(int cell) const
{
  return constraintAt(cell).neighbours;
}

DominoesPosition::Mask DominoesPosition::legalCells(int pattern) const
{
  Mask cells = 0;
  if (pattern < 0 || pattern >= kPatterns)
    return cells;
  for (int cell = 0; cell < kCells; ++cell) {
    if (at(cell) != kEmpty)
      continue;
    const Constraint c = constraintAt(cell);
    if (c.neighbours > 0 && !c.conflict && (pattern & c.mask) == c.value)
      cells |= Mask{1} << cell;
  }
  return cells;
}

DominoesPosition::Mask DominoesPosition::legalCellsForSlot(int index) const
{
  if (index < 0 || index >= kSlots)
    return 0;
  return legalCells(slot(index));
}

DominoesPosition::Mask DominoesPosition::deadCells() const
{
  Mask placedPatterns = 0;
  for (int pattern : grid_)
    if (pattern != kEmpty)
      placedPatterns |= Mask{1} << pattern;
  Mask dead = 0;
  for (int cell = 0; cell < kCells; ++cell) {
    if (at(cell) != kEmpty)
      continue;
    const Constraint c = constraintAt(cell);
    bool fits = false;
    for (int pattern = 0; pattern < kPatterns && !c.conflict && !fits; ++pattern)
      fits = !(placedPatterns >> pattern & 1) && (pattern & c.mask) == c.value;
    if (!fits)
      dead |= Mask{1} << cell;
  }
  return dead;
}

QString DominoesPosition::patternText(int pattern)
{
  if (pattern < 0 || pattern >= kPatterns)
    return {};
  QString text;
  for (int square : {0, 2, 4, -1, 1, 3, 5})
    text += square < 0 ? QLatin1Char(' ') : isGreen(pattern, square) ? QLatin1Char('G') : QLatin1Char('R');
  return text;
}

QList<int> DominoesPosition::cells(Mask mask)
{
  QList<int> list;
  for (; mask; mask &= mask - 1)
    list << std::countr_zero(mask);
  return list;
}

}  // namespace Kibitz::App

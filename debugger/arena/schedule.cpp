#include "arena/schedule.h"

namespace Kibitz::Debugger::Arena {

namespace {
constexpr qint64 kMaxTables = 100'000;             // more tables than any round should hold
constexpr qint64 kMaxMatches = qint64(1) << 40;   // far beyond what a database can hold anyway

// The next k-subset of 0..n-1 after `set` in lexicographic order; false after the last.
bool nextCombination(QList<int>& set, int n)
{
  const int k = int(set.size());
  int i = k - 1;
  while (i >= 0 && set[i] == n - k + i)
    --i;
  if (i < 0)
    return false;
  ++set[i];
  for (int j = i + 1; j < k; ++j)
    set[j] = set[j - 1] + 1;
  return true;
}
}  // namespace

qint64 Schedule::binomial(int n, int k, qint64 limit)
{
  if (k < 0 || k > n)
    return 0;
  k = std::min(k, n - k);
  qint64 value = 1;
  for (int i = 1; i <= k; ++i) {
    // value * (n - k + i) / i stays exact: the product of i consecutive numbers is divisible by i!.
    value = value * (n - k + i) / i;
    if (value > limit)
      return -1;
  }
  return value;
}

std::optional<Schedule> Schedule::make(int entrants, int tableSize, qint64 matches, uint64_t firstSeed,
                                       QString* error, QString* notice)
{
  if (tableSize < 1) {
    *error = QStringLiteral("a table needs at least one seat");
    return std::nullopt;
  }
  if (entrants < tableSize) {
    *error = QStringLiteral("%1 seats at a table need at least %1 bots, got %2 (the same spec given twice, with "
                            "another --name, takes two seats)")
                 .arg(tableSize)
                 .arg(entrants);
    return std::nullopt;
  }
  if (matches < 1 || matches > kMaxMatches) {
    *error = QStringLiteral("--matches must be between 1 and %1").arg(kMaxMatches);
    return std::nullopt;
  }
  const qint64 tables = binomial(entrants, tableSize, kMaxTables);
  if (tables < 0) {
    *error = QStringLiteral("%1 bots at tables of %2 make more than %3 tables per seed: use fewer bots")
                 .arg(entrants)
                 .arg(tableSize)
                 .arg(kMaxTables);
    return std::nullopt;
  }
  Schedule s;
  s.entrants_ = entrants;
  s.tableSize_ = tableSize;
  s.firstSeed_ = firstSeed;
  QList<int> set;
  for (int i = 0; i < tableSize; ++i)
    set << i;
  do
    s.tables_ << set;
  while (nextCombination(set, entrants));
  const qint64 round = s.roundSize();
  s.rounds_ = (matches + round - 1) / round;
  if (notice && s.size() != matches)
    *notice = QStringLiteral("%1 matches make %2 rounds of %3 (every table of each seed in each rotation): playing %4")
                  .arg(matches)
                  .arg(s.rounds_)
                  .arg(round)
                  .arg(s.size());
  return s;
}

ScheduledMatch Schedule::at(qint64 index) const
{
  ScheduledMatch m;
  m.index = index;
  const qint64 round = roundSize();
  m.round = index / round;
  m.seed = firstSeed_ + uint64_t(m.round);  // wraps like any unsigned seed
  const qint64 inRound = index % round;
  const QList<int>& table = tables_[inRound / tableSize_];
  const int rotation = int(inRound % tableSize_);
  for (int seat = 0; seat < tableSize_; ++seat)
    m.seats << table[(seat + rotation) % tableSize_];
  return m;
}

}  // namespace Kibitz::Debugger::Arena

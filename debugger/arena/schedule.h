#pragma once

#include <QList>
#include <QString>

#include <cstdint>
#include <optional>

namespace Kibitz::Debugger::Arena {

// One match of a schedule: its place, its seed and which entrant sits in each seat.
struct ScheduledMatch {
  qint64 index = 0;   // 0-based position in the schedule
  qint64 round = 0;   // the seed's round: round r plays seed firstSeed + r
  uint64_t seed = 0;
  QList<int> seats;   // entrant index per seat, in seat order
};

// The order of an arena's matches, which depends only on its arguments (docs/arena.md).
// A round plays one seed: every table (each set of `tableSize` entrants, in lexicographic
// order) in each of its `tableSize` rotations, so that on every seed each entrant of a
// table sits in each seat once. Two seats: every pair with seats swapped; one seat: every
// entrant alone; more seats: the cyclic rotations. Matches are computed on demand.
class Schedule {
public:
  // `matches` is the total wanted; it is rounded up to whole rounds (`notice` says so).
  // Null with an error when the numbers do not make a schedule.
  static std::optional<Schedule> make(int entrants, int tableSize, qint64 matches, uint64_t firstSeed,
                                      QString* error, QString* notice = nullptr);

  int entrants() const { return entrants_; }
  int tableSize() const { return tableSize_; }
  uint64_t firstSeed() const { return firstSeed_; }
  qint64 tables() const { return qint64(tables_.size()); }
  qint64 roundSize() const { return tables() * tableSize_; }
  qint64 rounds() const { return rounds_; }
  qint64 size() const { return rounds_ * roundSize(); }

  ScheduledMatch at(qint64 index) const;

  // The number of ways to choose k of n, or -1 above `limit`.
  static qint64 binomial(int n, int k, qint64 limit);

private:
  int entrants_ = 0;
  int tableSize_ = 0;
  uint64_t firstSeed_ = 0;
  qint64 rounds_ = 0;
  QList<QList<int>> tables_;  // the entrants of each table, ascending
};

}  // namespace Kibitz::Debugger::Arena

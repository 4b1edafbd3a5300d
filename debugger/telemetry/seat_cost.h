#pragma once

#include <QList>
#include <QtGlobal>

namespace Kibitz::Debugger {

struct Replay;

// What each seat's bot cost over a match: its reply times against the limit and its
// memory (format 4 records CPU and memory, docs/replay-format.md). Read by `kibitz-cli
// info`, the arena and the window's charts alike.
namespace SeatCost {

struct Turn {
  int frame = 0;
  double wallMs = 0;
  double cpuMs = -1;  // -1: not measured
  int limitMs = 0;
};

struct Summary {
  int replies = 0;         // exchanges of the seat
  double p50Ms = 0;        // wall time percentiles (nearest rank)
  double p95Ms = 0;
  double maxMs = 0;
  double maxCpuMs = -1;    // -1: not measured
  int over80 = 0;          // replies that took more than 80% of their limit
  int timeouts = 0;
  qint64 peakRssKb = -1;   // -1: not measured
  QList<Turn> slowest;     // the slowest replies, slowest first (at most `kSlowest`)
};

constexpr int kSlowest = 10;

// True for a reply that took more than 80% of a (non-zero) limit.
bool nearLimit(double wallMs, int limitMs);
// The nearest-rank percentile `p` (0..100) of `values` (sorted in place).
double percentile(QList<double>* values, double p);

Summary of(const Replay& replay, int seat);

}  // namespace SeatCost

}  // namespace Kibitz::Debugger

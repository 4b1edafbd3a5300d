#pragma once

#include <QtGlobal>

#include <optional>

namespace Kibitz::App {

// The Arena window's "about … left" (docs/arena.md, "Progress"): the matches still missing
// times the time one takes, which is the mean match duration over the jobs, or the wall time
// per match seen while running when that is slower (storing and starting matches take time
// too). It is given the time (milliseconds of a monotonic clock) rather than reading one, so
// that the same numbers always give the same estimate.
class TimeLeftEstimate {
public:
  // A new run with `jobs` matches at once: nothing seen yet.
  void reset(int jobs);
  // The arena runs from `nowMs` on (started or resumed).
  void running(qint64 nowMs);
  // It stopped running at `nowMs` (pausing, cancelled, over): the time after is not its own.
  void stopped(qint64 nowMs);
  // A match of this run was stored; it took `durationMs` to play.
  void stored(double durationMs);

  qint64 played() const { return played_; }
  bool isRunning() const { return since_.has_value(); }
  // The time left for `missing` matches at `nowMs`; none before the run's first match, or
  // when nothing is missing.
  std::optional<qint64> leftMs(qint64 nowMs, qint64 missing) const;

private:
  int jobs_ = 1;
  qint64 played_ = 0;
  double durationSumMs_ = 0;
  qint64 runningMs_ = 0;          // running time before since_
  std::optional<qint64> since_;   // running since then
};

}  // namespace Kibitz::App

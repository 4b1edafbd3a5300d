#pragma once

#include <QList>
#include <QPointF>

namespace Kibitz::Debugger {
struct Replay;
}

namespace Kibitz::App {

// What each seat's bot cost per turn (format 4, docs/replay-format.md), as chart points
// x = frame: its reply (wall) time, its CPU time and its limit in ms, its resident and
// peak memory in MB. A seat is "measured" once one of its exchanges has a CPU or memory
// figure (external bots of format 4 replays); the others (built-in bots, older replays)
// get no cost charts. Live matches add frames as they arrive.
class SeatCostSeries {
public:
  enum Line { Wall, Cpu, Limit, Rss, PeakRss, LineCount };

  void reset(const Debugger::Replay& replay);
  // Frames first..last of `replay` arrived; returns whether a seat became measured.
  bool append(const Debugger::Replay& replay, int first, int last);

  int seatCount() const { return int(seats_.size()); }
  bool isMeasured(int seat) const;
  QList<int> measuredSeats() const;
  QList<QPointF> points(int seat, Line line) const;

private:
  struct Seat {
    bool measured = false;
    QList<QPointF> lines[LineCount];
  };
  QList<Seat> seats_;
};

}  // namespace Kibitz::App

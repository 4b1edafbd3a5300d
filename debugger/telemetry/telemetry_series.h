#pragma once

#include "telemetry/bot_value_tally.h"

#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

namespace Kibitz::Debugger {

struct Replay;

// A replay's telemetry as chart points x = frame, per seat: what its bot cost each turn
// (format 4, docs/replay-format.md: the reply's wall time, its CPU time and its limit in
// ms, its resident and peak memory in MB) and the values it reported (`#kibitz value`,
// docs/bot-marks.md, read from PlayerExchange::values: at most BotValues::kMaxNames names,
// in the order first reported, a point per frame that reported the name). A seat is
// "measured" once one of its exchanges has a CPU or memory figure (external bots); the
// others (built-in bots, older replays) have no cost lines. Live matches add frames as they
// arrive. What the Charts panel, its CSV export and the shared web page show.
class TelemetrySeries {
public:
  enum CostLine { Wall, Cpu, Limit, Rss, PeakRss, CostLineCount };

  // What an append changed beyond adding points: a seat measured for the first time, a
  // seat's first value name or a new one.
  struct Growth {
    bool measured = false;
    bool valueNames = false;
  };

  void reset(const Replay& replay);
  // Frames first..last of `replay` arrived.
  Growth append(const Replay& replay, int first, int last);

  int seatCount() const { return int(seats_.size()); }

  bool isMeasured(int seat) const;
  QList<int> measuredSeats() const;
  QList<QPointF> cost(int seat, CostLine line) const;

  bool hasValues() const;
  QStringList valueNames(int seat) const;
  // Points x = frame, y = value, in frame order; `name` indexes valueNames(seat).
  QList<QPointF> values(int seat, int name) const;
  // Value lines of this seat's stderr that were ignored, and the first one ("turn 4:
  // stderr line 2: ...").
  int valueProblems(int seat) const;
  QString firstValueProblem(int seat) const;

private:
  struct Seat {
    bool measured = false;
    QList<QPointF> cost[CostLineCount];
    BotValueTally tally;
    QList<QList<QPointF>> values;  // per name, in the tally's order
  };
  const Seat* seat(int seat) const;

  QList<Seat> seats_;
};

}  // namespace Kibitz::Debugger

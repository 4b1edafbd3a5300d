#pragma once

#include "telemetry/bot_value_tally.h"

#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

namespace Kibitz::Debugger {

struct Replay;

// The values each seat's bot reported with `#kibitz value NAME NUMBER` (docs/bot-marks.md),
// read from the recorded stderr of a replay: per seat, its names in the order first
// reported (at most 64) and per name a point (frame, value) for each frame that reported
// it. Live matches add frames as they arrive. What the value charts, the CSV export and the
// shared web page show.
class BotValuesSeries {
public:
  void reset(const Replay& replay);
  // Frames first..last of `replay` arrived; returns whether a seat gained a name.
  bool append(const Replay& replay, int first, int last);

  int seatCount() const { return int(seats_.size()); }
  bool isEmpty() const;
  QStringList names(int seat) const;
  // Points x = frame, y = value, in frame order.
  QList<QPointF> points(int seat, int name) const;
  // Lines of this seat's stderr that were ignored, and the first one ("turn 4: stderr line 2: ...").
  int problems(int seat) const;
  QString firstProblem(int seat) const;

private:
  struct Seat {
    BotValueTally tally;
    QList<QList<QPointF>> points;  // per name, in the tally's order
  };
  QList<Seat> seats_;
};

}  // namespace Kibitz::Debugger

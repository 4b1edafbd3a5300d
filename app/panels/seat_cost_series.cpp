#include "panels/seat_cost_series.h"

#include "replay/replay.h"

namespace Kibitz::App {

void SeatCostSeries::reset(const Debugger::Replay& replay)
{
  seats_ = QList<Seat>(replay.players.size());
  append(replay, 0, replay.lastTurn());
}

bool SeatCostSeries::append(const Debugger::Replay& replay, int first, int last)
{
  bool grew = false;
  for (int frame = std::max(first, 0); frame <= last && frame < replay.frames.size(); ++frame) {
    for (const Debugger::PlayerExchange& x : replay.frames[frame].exchanges) {
      if (x.player < 0 || x.player >= seats_.size())
        continue;
      Seat& seat = seats_[x.player];
      if (!seat.measured && (x.cpuMs >= 0 || x.rssKb >= 0)) {
        seat.measured = true;
        grew = true;
      }
      seat.lines[Wall] << QPointF(frame, x.timeMs);
      if (x.cpuMs >= 0)
        seat.lines[Cpu] << QPointF(frame, x.cpuMs);
      if (x.limitMs > 0)
        seat.lines[Limit] << QPointF(frame, x.limitMs);
      if (x.rssKb >= 0)
        seat.lines[Rss] << QPointF(frame, x.rssKb / 1024.0);
      if (x.peakRssKb >= 0 || x.rssKb >= 0)  // the peak is written only when it differs
        seat.lines[PeakRss] << QPointF(frame, std::max(x.peakRssKb, x.rssKb) / 1024.0);
    }
  }
  return grew;
}

bool SeatCostSeries::isMeasured(int seat) const
{
  return seat >= 0 && seat < seats_.size() && seats_[seat].measured;
}

QList<int> SeatCostSeries::measuredSeats() const
{
  QList<int> seats;
  for (int s = 0; s < seats_.size(); ++s)
    if (seats_[s].measured)
      seats << s;
  return seats;
}

QList<QPointF> SeatCostSeries::points(int seat, Line line) const
{
  return seat >= 0 && seat < seats_.size() ? seats_[seat].lines[line] : QList<QPointF>();
}

}  // namespace Kibitz::App

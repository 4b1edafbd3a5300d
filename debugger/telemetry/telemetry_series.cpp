#include "telemetry/telemetry_series.h"

#include "replay/replay.h"

#include <algorithm>

namespace Kibitz::Debugger {

void TelemetrySeries::reset(const Replay& replay)
{
  seats_ = QList<Seat>(replay.players.size());
  append(replay, 0, replay.lastTurn());
}

TelemetrySeries::Growth TelemetrySeries::append(const Replay& replay, int first, int last)
{
  Growth growth;
  for (int frame = std::max(first, 0); frame <= last && frame < replay.frames.size(); ++frame) {
    for (const PlayerExchange& x : replay.frames[frame].exchanges) {
      if (x.player < 0 || x.player >= seats_.size())
        continue;
      Seat& seat = seats_[x.player];
      if (!seat.measured && (x.cpuMs >= 0 || x.rssKb >= 0)) {
        seat.measured = true;
        growth.measured = true;
      }
      seat.cost[Wall] << QPointF(frame, x.timeMs);
      if (x.cpuMs >= 0)
        seat.cost[Cpu] << QPointF(frame, x.cpuMs);
      if (x.limitMs > 0)
        seat.cost[Limit] << QPointF(frame, x.limitMs);
      if (x.rssKb >= 0)
        seat.cost[Rss] << QPointF(frame, x.rssKb / 1024.0);
      if (x.peakRssKb >= 0 || x.rssKb >= 0)  // the peak is written only when it differs
        seat.cost[PeakRss] << QPointF(frame, std::max(x.peakRssKb, x.rssKb) / 1024.0);

      if (x.values.isEmpty() && x.valueErrors.isEmpty())
        continue;
      const QList<BotValue> kept = seat.tally.add(frame, x.values, x.valueErrors);
      const QStringList names = seat.tally.names();
      for (const BotValue& v : kept) {
        const qsizetype index = names.indexOf(v.name);
        if (index >= seat.values.size()) {
          seat.values.resize(index + 1);
          growth.valueNames = true;
        }
        seat.values[index] << QPointF(frame, v.value);
      }
    }
  }
  return growth;
}

const TelemetrySeries::Seat* TelemetrySeries::seat(int seat) const
{
  return seat >= 0 && seat < seats_.size() ? &seats_[seat] : nullptr;
}

bool TelemetrySeries::isMeasured(int seat) const
{
  const Seat* s = this->seat(seat);
  return s && s->measured;
}

QList<int> TelemetrySeries::measuredSeats() const
{
  QList<int> seats;
  for (int s = 0; s < seats_.size(); ++s)
    if (seats_[s].measured)
      seats << s;
  return seats;
}

QList<QPointF> TelemetrySeries::cost(int seat, CostLine line) const
{
  const Seat* s = this->seat(seat);
  return s && line >= 0 && line < CostLineCount ? s->cost[line] : QList<QPointF>();
}

bool TelemetrySeries::hasValues() const
{
  return std::any_of(seats_.begin(), seats_.end(), [](const Seat& s) { return !s.values.isEmpty(); });
}

QStringList TelemetrySeries::valueNames(int seat) const
{
  const Seat* s = this->seat(seat);
  return s ? s->tally.names() : QStringList();
}

QList<QPointF> TelemetrySeries::values(int seat, int name) const
{
  const Seat* s = this->seat(seat);
  return s ? s->values.value(name) : QList<QPointF>();
}

int TelemetrySeries::valueProblems(int seat) const
{
  const Seat* s = this->seat(seat);
  return s ? s->tally.problems() : 0;
}

QString TelemetrySeries::firstValueProblem(int seat) const
{
  const Seat* s = this->seat(seat);
  return s ? s->tally.firstProblem() : QString();
}

}  // namespace Kibitz::Debugger

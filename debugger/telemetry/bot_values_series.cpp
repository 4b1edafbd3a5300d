#include "telemetry/bot_values_series.h"

#include "replay/replay.h"
#include "telemetry/bot_values.h"

namespace Kibitz::Debugger {

void BotValuesSeries::reset(const Replay& replay)
{
  seats_ = QList<Seat>(replay.players.size());
  append(replay, 0, replay.lastTurn());
}

bool BotValuesSeries::append(const Replay& replay, int first, int last)
{
  bool grew = false;
  for (int frame = std::max(first, 0); frame <= last && frame < replay.frames.size(); ++frame) {
    for (const PlayerExchange& x : replay.frames[frame].exchanges) {
      if (x.player < 0 || x.player >= seats_.size())
        continue;
      QStringList errors;
      const QList<BotValue> parsed = BotValues::parse(x.stderrText, &errors);
      if (parsed.isEmpty() && errors.isEmpty())
        continue;
      Seat& seat = seats_[x.player];
      const QList<BotValue> kept = seat.tally.add(frame, parsed, errors);
      const QStringList names = seat.tally.names();
      for (const BotValue& v : kept) {
        const qsizetype index = names.indexOf(v.name);
        if (index >= seat.points.size()) {
          seat.points.resize(index + 1);
          grew = true;
        }
        seat.points[index] << QPointF(frame, v.value);
      }
    }
  }
  return grew;
}

bool BotValuesSeries::isEmpty() const
{
  for (const Seat& seat : seats_)
    if (!seat.points.isEmpty())
      return false;
  return true;
}

QStringList BotValuesSeries::names(int seat) const
{
  return seat >= 0 && seat < seats_.size() ? seats_[seat].tally.names() : QStringList();
}

QList<QPointF> BotValuesSeries::points(int seat, int name) const
{
  return seat >= 0 && seat < seats_.size() ? seats_[seat].points.value(name) : QList<QPointF>();
}

int BotValuesSeries::problems(int seat) const
{
  return seat >= 0 && seat < seats_.size() ? seats_[seat].tally.problems() : 0;
}

QString BotValuesSeries::firstProblem(int seat) const
{
  return seat >= 0 && seat < seats_.size() ? seats_[seat].tally.firstProblem() : QString();
}

}  // namespace Kibitz::Debugger

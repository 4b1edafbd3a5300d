#include "widgets/slow_replies.h"

#include "panels/cost_text.h"
#include "panels/player_labels.h"

#include "replay/replay.h"
#include "telemetry/seat_cost.h"

#include <QCoreApplication>
#include <QLocale>

namespace Kibitz::App::SlowReplies {

QList<Reply> find(const Debugger::Replay& replay, int first, int last)
{
  QList<Reply> replies;
  for (int frame = std::max(first, 0); frame <= last && frame < replay.frames.size(); ++frame)
    for (const Debugger::PlayerExchange& x : replay.frames[frame].exchanges)
      if (Debugger::SeatCost::nearLimit(x.timeMs, x.limitMs))
        replies << Reply{frame, x.player, x.timeMs, x.limitMs};
  return replies;
}

QString describe(const Debugger::Replay& replay, const Reply& reply)
{
  //: A timeline tooltip: a bot's reply close to its time limit.
  return QCoreApplication::translate("Kibitz::App::SlowReplies", "Slow reply: %1 took %2 ms of %3 ms (%4%)")
      .arg(PlayerLabels::label(replay, reply.seat), CostText::ms(reply.wallMs), QLocale().toString(reply.limitMs),
           QLocale().toString(100.0 * reply.wallMs / reply.limitMs, 'f', 0));
}

}  // namespace Kibitz::App::SlowReplies

#include "replay/seat_view.h"

#include "replay/restored_states.h"

#include "core/game.h"
#include "core/registry.h"
#include "core/state.h"

#include <QCoreApplication>

#include <limits>

namespace Kibitz::Debugger {

namespace SeatView {

bool hidesInformation(const Rules::Game* game)
{
  return game && game->info().hiddenInformation;
}

Frame frameFor(const Frame& frame, const Rules::Game& game, const QStringList& metricKeys, int seat,
               const Rules::State* restored)
{
  Frame seen;
  for (const PlayerExchange& exchange : frame.exchanges)
    if (exchange.player == seat)
      seen.exchanges << exchange;
  for (const Rules::Event& event : frame.events)
    if (game.seatSees(seat, event))
      seen.events << event;
  const QList<Rules::MetricSpec>& specs = game.info().metrics;
  seen.metrics = frame.metrics;
  for (qsizetype m = 0; m < seen.metrics.size(); ++m) {
    bool ownKnown = false;  // a metric the game does not declare (an external referee's): hidden
    for (const Rules::MetricSpec& spec : specs)
      if (spec.key == metricKeys.value(m))
        ownKnown = spec.knownToOwnSeat;
    QList<double>& values = seen.metrics[m];
    for (qsizetype p = 0; p < values.size(); ++p)
      if (p != seat || !ownKnown)
        values[p] = std::numeric_limits<double>::quiet_NaN();
  }
  seen.state = restored ? restored->seatView(seat)
                        : QJsonObject{{QStringLiteral("unavailable"),
                                       QCoreApplication::translate("Kibitz::Debugger::SeatView",
                                                                   "The engine could not restore this turn: seat %1's view cannot be shown")
                                           .arg(seat)}};
  return seen;
}

}  // namespace SeatView

const Frame& SeatFrames::at(const Replay& replay, RestoredStates& states, int seat, int turn)
{
  const Frame& frame = replay.frames[turn];
  const Rules::Game* game = Rules::Registry::find(replay.gameId);
  if (seat < 0 || seat >= replay.players.size() || !SeatView::hidesInformation(game))
    return frame;
  const qint64 key = (qint64(seat) << 32) | quint32(turn);
  if (auto found = frames_.find(key); found != frames_.end())
    return found->second;
  const std::shared_ptr<const Rules::State> restored = states.at(replay, turn);
  return frames_.emplace(key, SeatView::frameFor(frame, *game, replay.metricKeys, seat, restored.get())).first->second;
}

}  // namespace Kibitz::Debugger

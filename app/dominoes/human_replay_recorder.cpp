#include "dominoes/human_replay_recorder.h"

#include "core/game.h"
#include "core/state.h"

#include <QDateTime>

namespace Kibitz::App {

HumanReplayRecorder::HumanReplayRecorder(const Rules::Game& game, const Rules::MatchSetup& setup,
                                         QList<Debugger::PlayerRecord> players, const Rules::State& initial)
    : game_(game), setup_(setup)
{
  const Rules::GameInfo& info = game.info();
  replay_.gameId = info.id;
  replay_.rulesVersion = info.rulesVersion;
  replay_.parameters = setup_.parameters.toJson();
  replay_.seed = setup_.seed;
  replay_.players = std::move(players);
  for (const Rules::MetricSpec& m : info.metrics)
    replay_.metricKeys << m.key;
  replay_.createdBy = QStringLiteral("Kibitz %1").arg(QStringLiteral(KIBITZ_VERSION));
  replay_.createdAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
  replay_.frames << frameOf(initial);
}

Debugger::Frame HumanReplayRecorder::frameOf(const Rules::State& state) const
{
  Debugger::Frame frame;
  frame.state = state.toJson();
  for (int m = 0; m < int(game_.info().metrics.size()); ++m) {
    QList<double> values;
    for (int p = 0; p < setup_.numPlayers(); ++p)
      values << state.metric(m, p);
    frame.metrics << values;
  }
  return frame;
}

void HumanReplayRecorder::addTurn(const Rules::State& state, Debugger::PlayerExchange exchange)
{
  Debugger::Frame frame = frameOf(state);
  frame.exchanges << std::move(exchange);
  frame.events = state.lastEvents();
  replay_.frames << frame;
}

void HumanReplayRecorder::finish(const Rules::State& state)
{
  replay_.result.complete = state.isTerminal();
  replay_.result.returns = state.isTerminal() ? state.returns() : QList<double>();
  replay_.result.text = state.resultText(setup_.playerNames);
}

}  // namespace Kibitz::App

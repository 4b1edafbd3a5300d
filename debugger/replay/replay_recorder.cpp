#include "replay/replay_recorder.h"

#include "core/game.h"
#include "core/state.h"

#include <QDateTime>

namespace Kibitz::Debugger {

namespace {

// A frame holding `state`: its JSON and every metric the game declares for each of
// `numPlayers` players (no exchanges or events: the caller adds those).
Frame frameOfState(const Rules::Game& game, const Rules::State& state, int numPlayers)
{
  Frame frame;
  frame.state = state.toJson();
  const int metrics = int(game.info().metrics.size());
  frame.metrics.reserve(metrics);
  for (int m = 0; m < metrics; ++m) {
    QList<double> values;
    values.reserve(numPlayers);
    for (int p = 0; p < numPlayers; ++p)
      values << state.metric(m, p);
    frame.metrics << values;
  }
  return frame;
}

}  // namespace

ReplayRecorder::ReplayRecorder(const Rules::Game& game, const Rules::MatchSetup& setup, QList<PlayerRecord> players,
                               const Rules::State& initial, Frames frames)
    : game_(game), setup_(setup), frames_(frames)
{
  writeHeader(setup, std::move(players));
  if (frames_ == Frames::All)
    replay_.frames << frameOfState(game_, initial, setup_.numPlayers());
}

ReplayRecorder::ReplayRecorder(const Rules::Game& game, const Rules::MatchSetup& setup, QList<PlayerRecord> players,
                               QList<Frame> history)
    : game_(game), setup_(setup)
{
  writeHeader(setup, std::move(players));
  replay_.frames = std::move(history);
}

ReplayRecorder::ReplayRecorder(const Rules::Game& game, const Rules::MatchSetup& setup, QList<PlayerRecord> players,
                               Frames frames, const QJsonObject& origin)
    : game_(game), setup_(setup), frames_(frames)
{
  writeHeader(setup, std::move(players));
  replay_.origin = origin;
}

void ReplayRecorder::addFrame(Frame frame, const QList<QPair<QString, QList<double>>>& metrics)
{
  if (frames_ == Frames::None)
    return;
  const int players = setup_.numPlayers();
  for (const auto& [key, values] : metrics) {
    if (replay_.metricKeys.contains(key))
      continue;
    replay_.metricKeys << key;
    for (Frame& earlier : replay_.frames)
      earlier.metrics << QList<double>(players, 0.0);
  }
  // Start from the previous frame's values, so that a metric the referee does not repeat holds.
  frame.metrics = replay_.frames.isEmpty() ? QList<QList<double>>(replay_.metricKeys.size(), QList<double>(players, 0.0))
                                           : replay_.frames.last().metrics;
  for (const auto& [key, values] : metrics) {
    QList<double>& slot = frame.metrics[replay_.metricKeys.indexOf(key)];
    for (int p = 0; p < players && p < values.size(); ++p)
      slot[p] = values[p];
  }
  replay_.frames << std::move(frame);
}

void ReplayRecorder::finish(MatchResult result)
{
  replay_.result = std::move(result);
}

void ReplayRecorder::writeHeader(const Rules::MatchSetup& setup, QList<PlayerRecord> players)
{
  const Rules::GameInfo& info = game_.info();
  replay_.gameId = info.id;
  replay_.rulesVersion = info.rulesVersion;
  replay_.parameters = setup.parameters.toJson();
  replay_.seed = setup.seed;
  replay_.players = std::move(players);
  for (const Rules::MetricSpec& m : info.metrics)
    replay_.metricKeys << m.key;
  replay_.createdBy = QStringLiteral("Kibitz %1").arg(QStringLiteral(KIBITZ_VERSION));
  replay_.createdAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

void ReplayRecorder::addTurn(const Rules::State& state, QList<PlayerExchange> exchanges)
{
  if (frames_ == Frames::None)
    return;
  Frame frame = frameOfState(game_, state, setup_.numPlayers());
  frame.exchanges = std::move(exchanges);
  frame.events = state.lastEvents();
  replay_.frames << std::move(frame);
}

void ReplayRecorder::addRecordedState(const Rules::State& state)
{
  replay_.frames << frameOfState(game_, state, setup_.numPlayers());
}

void ReplayRecorder::finish(const Rules::State& last)
{
  replay_.result.complete = last.isTerminal();
  replay_.result.returns = last.isTerminal() ? last.returns() : QList<double>();
  replay_.result.text = last.resultText(setup_.playerNames);
}

void ReplayRecorder::setOrigin(const QString& key, const QJsonValue& value)
{
  replay_.origin.insert(key, value);
}

void ReplayRecorder::markNonConforming(const QString& reason)
{
  replay_.origin.insert(QStringLiteral("nonConforming"), true);
  replay_.origin.insert(QStringLiteral("reason"), reason);
}

QList<ExchangeWindow> ReplayRecorder::windowsOf(int seat) const
{
  QList<ExchangeWindow> windows;
  for (const Frame& frame : replay_.frames)
    for (const PlayerExchange& x : frame.exchanges)
      if (x.player == seat && x.window.startNs >= 0)
        windows.append(x.window);
  return windows;
}

void ReplayRecorder::setProfiles(int seat, const QString& profiler, const QList<TurnProfile>& profiles,
                                 const SourcePlaces& sources)
{
  if (seat < 0 || seat >= replay_.players.size())
    return;
  replay_.players[seat].profiler = profiler;
  replay_.players[seat].profileSources = TurnProfiles::placesUsedBy(sources, profiles);
  qsizetype next = 0;
  for (Frame& frame : replay_.frames)
    for (PlayerExchange& x : frame.exchanges)
      if (x.player == seat && x.window.startNs >= 0 && next < profiles.size())
        x.profile = profiles[next++];
}

}  // namespace Kibitz::Debugger

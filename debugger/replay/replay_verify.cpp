#include "replay/replay_verify.h"

#include "external/external_game.h"

#include "replay/json_diff.h"
#include "replay/replay_validation.h"

#include "core/game.h"

#include <algorithm>

namespace Kibitz::Debugger {

namespace {

VerifyResult divergence(int frame, const QString& message)
{
  return {false, frame, QStringLiteral("frame %1: %2").arg(frame).arg(message)};
}

// Whether the engine's events are the recorded ones. Replays before format version 3
// recorded no event data, and replays before events had places none: the values and the
// place are compared only where the replay has them.
bool sameEvents(const QList<Rules::Event>& recorded, const QList<Rules::Event>& engine)
{
  if (recorded.size() != engine.size())
    return false;
  for (qsizetype k = 0; k < recorded.size(); ++k) {
    const Rules::Event& r = recorded[k];
    const Rules::Event& e = engine[k];
    if (r.type != e.type || r.player != e.player || r.text != e.text || (!r.data.isEmpty() && r.data != e.data)
        || (!r.place.isEmpty() && r.place != e.place))
      return false;
  }
  return true;
}

QString eventsText(const QList<Rules::Event>& events)
{
  QStringList parts;
  for (const Rules::Event& e : events)
    parts << QStringLiteral("%1(%2)").arg(e.type).arg(e.player);
  return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
}

QString playersText(const QList<int>& players)
{
  QStringList parts;
  for (int p : players)
    parts << QString::number(p);
  return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
}

}  // namespace

VerifyResult verifyReplay(const Replay& replay)
{
  // Its rules are in its referee, not in Kibitz: nothing here can replay them.
  if (ExternalGame::isExternalId(replay.gameId))
    return {false, -1,
            QStringLiteral("%1 is played by an external referee: Kibitz cannot re-run its rules (play it again with "
                           "the same seed and compare the replays instead)")
                .arg(replay.gameId)};
  QString error;
  const std::optional<Rules::MatchSetup> setup = ReplayValidation::setupOf(replay, &error);
  if (!setup)
    return {false, -1, error};
  const Rules::Game& game = *ReplayValidation::gameOf(replay, &error);
  if (replay.rulesVersion != game.info().rulesVersion)
    return {false, -1, QStringLiteral("the replay was made with rules version %1, this engine is %2")
                           .arg(replay.rulesVersion, game.info().rulesVersion)};
  // A continued match carries its original's history, so it too replays from the setup.
  std::unique_ptr<Rules::State> state = game.newInitialState(*setup, &error);
  if (!state)
    return {false, 0, error};
  std::vector<Rules::Move> moves(size_t(setup->numPlayers()));
  // Frames an import took as its file recorded them cannot be replayed: checked up to there.
  const int checked = replay.recordedFrom() >= 0 ? std::min(replay.recordedFrom(), int(replay.frames.size())) : int(replay.frames.size());
  for (int f = 0; f < checked; ++f) {
    const Frame& frame = replay.frames[f];
    if (f > 0) {
      if (state->isTerminal())
        return divergence(f, QStringLiteral("the engine says the match ended at frame %1").arg(f - 1));
      QList<int> acting;
      for (int p : state->actingPlayers())
        acting << p;
      QList<int> recorded;
      for (const PlayerExchange& x : frame.exchanges)
        recorded << x.player;
      if (acting != recorded)
        return divergence(f, QStringLiteral("the engine asks players %1, the replay recorded %2")
                                 .arg(playersText(acting), playersText(recorded)));
      std::fill(moves.begin(), moves.end(), Rules::Move());  // only this frame's players give moves
      for (const PlayerExchange& x : frame.exchanges) {
        const QString input = state->observation(x.player);
        if (input != x.input)
          return divergence(f, QStringLiteral("player %1 received different input").arg(x.player));
        Rules::Move move;
        if (x.status == Rules::Move::Status::Ok || x.status == Rules::Move::Status::Invalid) {
          move = state->parseReply(x.player, x.output);
          if (move.status != x.status || move.error != x.error)
            return divergence(f, QStringLiteral("player %1's reply %2 is now judged %3 '%4', recorded %5 '%6'")
                                     .arg(x.player)
                                     .arg(x.output.join(QStringLiteral(" | ")), QString::fromLatin1(Rules::moveStatusName(move.status)),
                                          move.error, QString::fromLatin1(Rules::moveStatusName(x.status)), x.error));
        } else {
          move = Rules::Move::failed(x.status, x.error);
        }
        moves[size_t(x.player)] = std::move(move);
      }
      state->applyMoves(moves);
      if (!sameEvents(frame.events, state->lastEvents()))
        return divergence(f, QStringLiteral("events differ: recorded %1, engine %2")
                                 .arg(eventsText(frame.events), eventsText(state->lastEvents())));
    }
    const QJsonObject now = state->toJson();
    if (now != frame.state) {
      const QList<JsonDiff::Difference> diffs = JsonDiff::differences(frame.state, now, 5);
      QStringList lines;
      for (const JsonDiff::Difference& d : diffs)
        lines << JsonDiff::describe(d);
      return divergence(f, QStringLiteral("state differs (recorded -> engine): %1").arg(lines.join(QStringLiteral("; "))));
    }
    for (int m = 0; m < frame.metrics.size(); ++m)
      for (int p = 0; p < frame.metrics[m].size(); ++p)
        if (frame.metrics[m][p] != state->metric(m, p))
          return divergence(f, QStringLiteral("metric %1 of player %2: recorded %3, engine %4")
                                   .arg(replay.metricKeys.value(m)).arg(p).arg(frame.metrics[m][p]).arg(state->metric(m, p)));
  }
  if (checked < replay.frames.size())
    return {true, -1, QStringLiteral("%1 of %2 frames verified; %3").arg(checked).arg(replay.frames.size())
                          .arg(replay.notResimulatedReason(checked))};
  if (replay.result.complete) {
    if (!state->isTerminal())
      return divergence(replay.lastTurn(), QStringLiteral("the replay says the match ended, the engine would go on"));
    if (state->returns() != replay.result.returns)
      return {false, replay.lastTurn(), QStringLiteral("final scores differ")};
  }
  return {true, -1, QStringLiteral("%1 frames verified").arg(replay.frames.size())};
}

}  // namespace Kibitz::Debugger

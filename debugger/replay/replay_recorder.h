#pragma once

#include "replay/replay.h"

#include "core/match_setup.h"

namespace Kibitz::Rules {
class Game;
class State;
}

namespace Kibitz::Debugger {

// Writes one replay as a match unfolds: the header from the setup, a frame per turn,
// the result at the end. The one way every replay is filled: the runner, the human
// Dominoes player and imports all record through it.
class ReplayRecorder {
public:
  // What the recorder keeps: every frame (a replay to write, show or verify), or only the
  // header and the result (an arena that keeps no replays: no state JSON, inputs or metrics
  // are made, so a match costs little more than the engine and the bots).
  enum class Frames { All, None };

  // Starts a replay whose frame 0 is `initial` (with Frames::None, a replay without frames).
  ReplayRecorder(const Rules::Game& game, const Rules::MatchSetup& setup, QList<PlayerRecord> players,
                 const Rules::State& initial, Frames frames = Frames::All);
  // Starts a replay that shares `history` (frames 0..N of another match) and goes on from it.
  ReplayRecorder(const Rules::Game& game, const Rules::MatchSetup& setup, QList<PlayerRecord> players,
                 QList<Frame> history);

  // Starts a replay with no frame yet, for a match whose states are not the engine's (an
  // external referee's frames, debugger/external/): they come with addFrame().
  ReplayRecorder(const Rules::Game& game, const Rules::MatchSetup& setup, QList<PlayerRecord> players, Frames frames,
                 const QJsonObject& origin);

  // Appends a frame built without a Rules::State. `metrics` holds each metric's values per
  // player by key: a key seen for the first time joins the replay's metricKeys (earlier
  // frames hold 0 for it), a known key missing here keeps its previous value. Nothing
  // with Frames::None.
  void addFrame(Frame frame, const QList<QPair<QString, QList<double>>>& metrics = {});
  // The result of such a match.
  void finish(MatchResult result);

  // Appends the frame of a turn just played: `state` after it, what the acting players
  // exchanged, and the events State::lastEvents() reports. Nothing with Frames::None.
  void addTurn(const Rules::State& state, QList<PlayerExchange> exchanges);
  // Appends a state a foreign file records but that was not played here (no exchanges).
  void addRecordedState(const Rules::State& state);
  // Fills the result from the last state (complete only when it is terminal).
  void finish(const Rules::State& last);

  // Where the replay came from ({"import": ...}, {"fork": ...}), merged into origin.
  void setOrigin(const QString& key, const QJsonValue& value);
  // The match did not follow the game's time rules (external bots without their limits).
  void markNonConforming(const QString& reason);

  // The windows of `seat`'s exchanges played here, in frame order (a profile is cut by them).
  QList<ExchangeWindow> windowsOf(int seat) const;
  // Gives those exchanges their profiles (in the same order) and marks the seat profiled
  // by `profiler` ("perf", "python").
  // `sources`: where its functions are defined (kept for those the profiles name).
  void setProfiles(int seat, const QString& profiler, const QList<TurnProfile>& profiles,
                   const SourcePlaces& sources = {});
  bool keepsFrames() const { return frames_ == Frames::All; }
  const Replay& replay() const { return replay_; }
  Replay take() { return std::move(replay_); }

private:
  void writeHeader(const Rules::MatchSetup& setup, QList<PlayerRecord> players);

  const Rules::Game& game_;
  Rules::MatchSetup setup_;
  Frames frames_ = Frames::All;
  Replay replay_;
};

}  // namespace Kibitz::Debugger

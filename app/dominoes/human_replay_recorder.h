#pragma once

#include "replay/replay.h"

#include "core/match_setup.h"

namespace Kibitz::Rules {
class Game;
class State;
}

namespace Kibitz::App {

// Records a game played in the GUI exactly as MatchRunner records a match (frame 0 = the
// initial state; then per turn the exchange, the events, the state and the metrics), so
// a human game verifies, replays, charts and compares like any other replay.
class HumanReplayRecorder {
public:
  HumanReplayRecorder(const Rules::Game& game, const Rules::MatchSetup& setup, QList<Debugger::PlayerRecord> players,
                      const Rules::State& initial);
  // After state.applyMoves(): `exchange` is what the player saw and answered.
  void addTurn(const Rules::State& state, Debugger::PlayerExchange exchange);
  // Sets the result (complete only if the game is over).
  void finish(const Rules::State& state);
  const Debugger::Replay& replay() const { return replay_; }

private:
  Debugger::Frame frameOf(const Rules::State& state) const;

  const Rules::Game& game_;
  Rules::MatchSetup setup_;
  Debugger::Replay replay_;
};

}  // namespace Kibitz::App

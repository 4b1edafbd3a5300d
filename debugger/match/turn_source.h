#pragma once

namespace Kibitz::Rules {
class State;
}

namespace Kibitz::Debugger {

class MatchRunner;

// A match whose turns are played by a program of its own rather than the embedded
// engine (an external referee, debugger/external/). The runner keeps the seats and the
// recorder; the source decides who is asked what (MatchRunner::askSeat) and records the
// frames (MatchRunner::recorder()).
class TurnSource {
public:
  virtual ~TurnSource() = default;
  // The match as it stands: the latest frame, the question of the moment, the result.
  virtual const Rules::State& state() const = 0;
  virtual bool isOver() const = 0;
  // Plays until the next frame is recorded or the match ends (a broken referee ends it).
  virtual void playTurn(MatchRunner& runner) = 0;
  // Fills the replay's result, complete or not; the runner then finishes the seats.
  virtual void finish(MatchRunner& runner) = 0;
};

}  // namespace Kibitz::Debugger

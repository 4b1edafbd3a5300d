#pragma once

#include "core/move.h"

#include <QString>

#include <utility>

namespace Kibitz::Rules {

class State;

// A built-in bot: runs in-process and answers with a move directly (no text), so that
// engine benchmarks and tournaments are not bound by formatting. Seeded by its creator.
// Bots of partial-information games read only what State::observation() would tell them.
class Bot {
public:
  virtual ~Bot() = default;
  // The move of `player` in `state`, where `player` is acting.
  virtual Move act(const State& state, int player) = 0;

  // Debug output, for the person watching: what an external bot would write on stderr,
  // free text and `#kibitz` mark lines the board draws (docs/bot-marks.md). Off by
  // default, so that tournaments and benchmarks do not pay for formatting; the debugger
  // turns it on when it records a match.
  void setDebugOutputEnabled(bool on) { debugEnabled_ = on; }
  bool debugOutputEnabled() const { return debugEnabled_; }
  // What act() wrote since the last call (complete '\n'-terminated lines).
  QString takeDebugOutput() { return std::exchange(debug_, QString()); }

protected:
  // Appends one line of debug output; call only when debugOutputEnabled().
  void debugLine(const QString& line) { debug_ += line + QLatin1Char('\n'); }

private:
  bool debugEnabled_ = false;
  QString debug_;
};

// A source of reply text (an action script, a command trace): the lines a bot of the
// game would answer, turn by turn.
class ScriptedReplies {
public:
  virtual ~ScriptedReplies() = default;
  // The reply lines of `player` for the turn `state` is at, or false when the script
  // has nothing more (the player then counts as having timed out).
  virtual bool next(const State& state, int player, QStringList* lines) = 0;
};

}  // namespace Kibitz::Rules

#pragma once

#include "core/move.h"

#include <QString>

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

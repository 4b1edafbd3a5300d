#pragma once

#include "match/process_options.h"
#include "replay/replay.h"

#include "core/move.h"

#include <memory>

namespace Kibitz::Rules {
class Bot;
class Game;
class ScriptedReplies;
class State;
}

namespace Kibitz::Debugger {

struct BotSpec;

// One seat of a match: asks its bot for the reply of one turn.
class Participant {
public:
  virtual ~Participant() = default;
  // The move of `player` in `state` (where it acts). When `exchange` is not null, fills
  // in what was sent and answered, the time taken and the verdict, for the replay.
  virtual Rules::Move request(const Rules::State& state, int player, PlayerExchange* exchange) = 0;
  // Called once when the match is over (external bots get the game's final message).
  virtual void finish(const Rules::State& state, int player);
  // The time `player` has for its reply in `state`, in milliseconds, as this participant
  // enforces it; 0 when it is not timed (built-in bots and scripts answer in-process).
  virtual int timeLimitMs(const Rules::State& state, int player) const;
  // Shows the bot a turn of the history of a match it joins midway (continue from turn N),
  // so that a bot with memory is where it would have been. Default: nothing.
  virtual void warmUp(const Rules::State& state, int player);
};

// A built-in bot: answers with a move directly; its "output" is the move's text.
class BuiltinParticipant final : public Participant {
public:
  explicit BuiltinParticipant(std::unique_ptr<Rules::Bot> bot);
  ~BuiltinParticipant() override;
  Rules::Move request(const Rules::State& state, int player, PlayerExchange* exchange) override;
  void warmUp(const Rules::State& state, int player) override;

private:
  std::unique_ptr<Rules::Bot> bot_;
};

// Replies read from a script (or from an imported replay): decoded like a bot's output.
class ScriptParticipant final : public Participant {
public:
  explicit ScriptParticipant(std::unique_ptr<Rules::ScriptedReplies> script);
  ~ScriptParticipant() override;
  Rules::Move request(const Rules::State& state, int player, PlayerExchange* exchange) override;

private:
  std::unique_ptr<Rules::ScriptedReplies> script_;
};

// The participant for a seat described by `spec`, or null with an error naming the
// problem (unknown built-in bot with the valid names, unreadable script).
// `processOptions` applies to external (cmd:) bots only.
std::unique_ptr<Participant> makeParticipant(const Rules::Game& game, const BotSpec& spec, int player,
                                             uint64_t matchSeed, QString* error,
                                             const ProcessOptions& processOptions = {});

// An external bot's process (cmd:, or eda: built first), or null with an error.
class ProcessParticipant;
std::unique_ptr<ProcessParticipant> makeExternalParticipant(const Rules::Game& game, const BotSpec& spec, QString* error,
                                                            const ProcessOptions& processOptions = {});

// Fills the verdict fields of an exchange from a decoded move.
void recordVerdict(const Rules::Move& move, PlayerExchange* exchange);

}  // namespace Kibitz::Debugger

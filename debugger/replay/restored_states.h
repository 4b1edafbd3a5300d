#pragma once

#include "core/match_setup.h"

#include <QString>

#include <memory>
#include <vector>

namespace Kibitz::Rules {
class Game;
class State;
}

namespace Kibitz::Debugger {

struct Replay;

// The engine's own state of a replay's turn, restored on demand from the frame's JSON
// (Game::stateFromJson) and kept for the few turns around the one shown, so that boards
// and panels read their game's typed state instead of JSON keys. A replay the engine
// cannot restore (unknown game, bad parameters, a malformed frame) gives null: the
// caller then shows the generic board.
class RestoredStates {
public:
  RestoredStates();
  ~RestoredStates();
  // The state after frame `turn` of `replay`, or null. Valid until the next call that
  // evicts it; hold the shared pointer to keep it.
  std::shared_ptr<const Rules::State> at(const Replay& replay, int turn);
  // Forget everything (a new replay at the same address).
  void clear();
  // Why the last at() gave null (empty after a success).
  const QString& lastError() const { return error_; }

private:
  struct Entry {
    int turn;
    std::shared_ptr<const Rules::State> state;
  };
  bool sameReplay(const Replay& replay) const;

  static constexpr size_t kKept = 8;  // turns kept around the shown one (stepping back and forth)
  const Replay* replay_ = nullptr;
  QString key_;                       // what tells two replays at one address apart
  const Rules::Game* game_ = nullptr;
  Rules::MatchSetup setup_;
  bool restorable_ = false;
  QString setupError_;                // why the replay's setup cannot be restored
  QString error_;
  std::vector<Entry> entries_;        // most recently used last
};

}  // namespace Kibitz::Debugger

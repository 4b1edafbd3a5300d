#pragma once

#include "core/move.h"

#include <QString>

#include <span>

namespace Kibitz::Rules {

class State;

// State::applyMoves' precondition, for callers and tests that want the reason rather than
// the assertion: why `moves` cannot be played on `state` as its next turn, or an empty
// string when they can. They can when the state is not terminal, there is one move per
// player, and every player who does not act this turn is given no reply (the default
// Move, a timeout; never a move that is Ok or Invalid, which only a reply gives).
QString applyMovesProblem(const State& state, std::span<const Move> moves);

// Whether `move` is what a player's reply decodes to (Ok or Invalid), as opposed to no
// reply at all (a timeout, a crash, or the default Move of a player who does not act).
inline bool isReply(const Move& move)
{
  return move.status == Move::Status::Ok || move.status == Move::Status::Invalid;
}

}  // namespace Kibitz::Rules

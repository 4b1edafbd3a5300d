#include "core/state.h"

#include <QtGlobal>

#include <vector>

namespace Kibitz::Rules {

QString State::finalMessage(int) const
{
  return {};
}

bool State::replyComplete(int, const QStringList& lines) const
{
  return !lines.isEmpty();
}

void State::applyMoves(std::span<const Move> moves)
{
  events_.clear();
  if (isTerminal())
    return;
  // One move per player is the contract; a caller that gives fewer is a bug, and the
  // players it left out are treated as having timed out rather than read out of bounds.
  Q_ASSERT_X(moves.size() == size_t(numPlayers_), "State::applyMoves", "one move per player");
  if (moves.size() < size_t(numPlayers_)) {
    std::vector<Move> padded(moves.begin(), moves.end());
    padded.resize(size_t(numPlayers_), Move::failed(Move::Status::Timeout, QStringLiteral("no move given")));
    doApplyMoves(padded);
  } else {
    doApplyMoves(moves.first(size_t(numPlayers_)));
  }
  ++turn_;
}

}  // namespace Kibitz::Rules

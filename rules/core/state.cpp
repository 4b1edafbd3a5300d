#include "core/state.h"

#include "core/state_preconditions.h"

#include <QtGlobal>

#include <vector>

namespace Kibitz::Rules {

QString State::finalMessage(int) const
{
  return {};
}

QJsonObject State::seatView(int) const
{
  return toJson();
}

bool State::replyComplete(int, const QStringList& lines) const
{
  return !lines.isEmpty();
}

QString applyMovesProblem(const State& state, std::span<const Move> moves)
{
  if (state.isTerminal())
    return QStringLiteral("the match is over (turn %1): no turn can be played").arg(state.turn());
  if (moves.size() != size_t(state.numPlayers()))
    return QStringLiteral("%1 move(s) given for %2 player(s): one per player is needed")
        .arg(qsizetype(moves.size()))
        .arg(state.numPlayers());
  const PlayerSet acting = state.actingPlayers();
  for (int p = 0; p < state.numPlayers(); ++p)
    if (!acting.contains(p) && isReply(moves[size_t(p)]))
      return QStringLiteral("player %1 does not act on turn %2 but is given a reply (%3)")
          .arg(p)
          .arg(state.turn())
          .arg(QLatin1String(moveStatusName(moves[size_t(p)].status)));
  return {};
}

void State::applyMoves(std::span<const Move> moves)
{
  events_.clear();
  const QString problem = applyMovesProblem(*this, moves);
  if (problem.isEmpty()) {
    doApplyMoves(moves);
    ++turn_;
    return;
  }
  // A caller's bug: a debug build stops here; a release build says so and plays what the
  // contract allows, so that a running match never reads out of bounds or acts for a
  // player who was not asked.
  Q_ASSERT_X(false, "State::applyMoves", qPrintable(problem));
  qWarning("State::applyMoves: %s", qPrintable(problem));
  if (isTerminal())
    return;
  // Players left out time out; replies given to players who do not act are dropped.
  const PlayerSet acting = actingPlayers();
  std::vector<Move> checked(static_cast<size_t>(numPlayers_));
  for (int p = 0; p < numPlayers_; ++p) {
    if (size_t(p) >= moves.size())
      checked[size_t(p)] = Move::failed(Move::Status::Timeout, QStringLiteral("no move given"));
    else if (acting.contains(p) || !isReply(moves[size_t(p)]))
      checked[size_t(p)] = moves[size_t(p)];
  }
  doApplyMoves(checked);
  ++turn_;
}

}  // namespace Kibitz::Rules

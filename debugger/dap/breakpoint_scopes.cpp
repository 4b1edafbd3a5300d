#include "dap/breakpoint_scopes.h"

#include "replay/replay.h"

namespace Kibitz::Debugger::BreakpointScopes {

QStringList holding(const QList<DebugTurn::Breakpoint>& breakpoints, const Replay& replay, int turn,
                    const ConditionEvaluator& evaluate)
{
  QStringList conditions;
  for (const DebugTurn::Breakpoint& b : breakpoints)
    if (b.scope == DebugTurn::Scope::WhenStateHolds && !conditions.contains(b.stateCondition))
      conditions << b.stateCondition;
  const int frame = turn - 1;
  if (conditions.isEmpty() || !evaluate || frame < 0 || frame >= replay.frames.size())
    return {};
  const QList<bool> holds = evaluate(replay, frame, conditions);
  QStringList held;
  for (qsizetype i = 0; i < conditions.size(); ++i)
    if (holds.value(i))
      held << conditions[i];
  return held;
}

QList<DebugTurn::Breakpoint> applyingTo(const QList<DebugTurn::Breakpoint>& breakpoints, int turn, const QStringList& holding)
{
  QList<DebugTurn::Breakpoint> applying;
  for (const DebugTurn::Breakpoint& b : breakpoints)
    if (b.appliesTo(turn, holding.contains(b.stateCondition)))
      applying << b;
  return applying;
}

}  // namespace Kibitz::Debugger::BreakpointScopes

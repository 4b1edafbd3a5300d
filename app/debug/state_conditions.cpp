#include "debug/state_conditions.h"

#include "breakpoints/breakpoint_evaluator.h"

#include "replay/replay.h"

namespace Kibitz::App {

QList<bool> stateConditionsHold(const Debugger::Replay& replay, int frame, const QStringList& conditions)
{
  QList<bool> holds(conditions.size(), false);
  if (conditions.isEmpty() || frame < 0 || frame >= replay.frames.size())
    return holds;
  BreakpointEvaluator evaluator;
  evaluator.setExpressions(conditions);
  const QList<BreakpointEvaluator::Outcome> outcomes = evaluator.evaluate(replay, frame);
  for (qsizetype i = 0; i < holds.size() && i < outcomes.size(); ++i)
    holds[i] = outcomes[i].holds;
  return holds;
}

}  // namespace Kibitz::App

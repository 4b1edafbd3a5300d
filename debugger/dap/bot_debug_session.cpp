#include "dap/bot_debug_session.h"

#include "match/bot_rerun.h"

#include <QElapsedTimer>

namespace Kibitz::Debugger {

namespace {

constexpr int kStackLevels = 20;

// The stop as the CLI reports it: the stack, the top frame's locals, the plan's expressions.
std::optional<BotDebugSession::Stop> describe(DebugTurn& turn, int turnNumber, int threadId, const QString& reason,
                                              const QStringList& evals, QString* error)
{
  BotDebugSession::Stop stop;
  stop.turn = turnNumber;
  stop.reason = reason;
  const std::optional<QList<DebugTurn::Frame>> frames = turn.frames(threadId, kStackLevels, error);
  if (!frames)
    return std::nullopt;
  for (const DebugTurn::Frame& frame : *frames)
    stop.frames.append({frame.name, frame.file, frame.line});
  if (frames->isEmpty())
    return stop;
  const int frameId = frames->first().id;

  const std::optional<QList<DebugTurn::Variable>> scopes = turn.scopes(frameId, error);
  if (!scopes)
    return std::nullopt;
  for (const DebugTurn::Variable& scope : *scopes) {
    if (scope.type != QLatin1String("locals") && scope.name != QLatin1String("Locals"))
      continue;
    const std::optional<QList<DebugTurn::Variable>> locals = turn.variables(scope.reference, error);
    if (!locals)
      return std::nullopt;
    for (const DebugTurn::Variable& v : *locals)
      stop.locals.append({v.name, v.value});
    break;
  }
  for (const QString& expression : evals) {
    const std::optional<QString> value = turn.evaluate(expression, frameId, error);
    if (!value)
      return std::nullopt;
    stop.evals.append({expression, *value});
  }
  return stop;
}

}  // namespace

std::optional<BotDebugSession::Result> BotDebugSession::playTurn(BotRerun& rerun, const DebugTarget& target,
                                                                 const Plan& plan, QString* error)
{
  QElapsedTimer sinceStart;
  sinceStart.start();
  DebugTurn turn(DebugTurn::rerunTurn(rerun), plan.adapterTimeoutMs);
  QList<Breakpoint> breakpoints;  // those whose scope holds turn N
  for (const Breakpoint& b : plan.breakpoints)
    if (b.appliesTo(rerun.turn()))
      breakpoints << b;
  if (!turn.attach(target.adapter, target.attachArguments, error) || !turn.arm(breakpoints, true, error) || !turn.startTurn(error))
    return std::nullopt;

  Result result;
  int threadId = 0;
  QString reason;
  if (!turn.waitForStopOrReply(plan.turnTimeoutMs, &threadId, &reason, error))
    return std::nullopt;
  if (threadId != 0)
    result.startToStopMs = sinceStart.elapsed();
  for (int step = 0; threadId != 0; ++step) {
    std::optional<Stop> stop = describe(turn, rerun.turn(), threadId, reason, plan.evals, error);
    if (!stop)
      return std::nullopt;
    result.stops.append(*stop);
    if (step == plan.stepsOver)
      break;
    if (!turn.resume(DebugTurn::Resume::StepOver, threadId, error) ||
        !turn.waitForStopOrReply(plan.turnTimeoutMs, &threadId, &reason, error))
      return std::nullopt;
  }
  if (!turn.finish(plan.breakpoints, threadId, plan.turnTimeoutMs, error))
    return std::nullopt;
  turn.end();
  result.reply = turn.reply();
  return result;
}

}  // namespace Kibitz::Debugger

#include "debug/match_debugging.h"

#include "debug/debug_refusal_words.h"
#include "debug/state_conditions.h"

#include "editor/debug_bot_build.h"
#include "editor/editor_panel.h"
#include "editor/source_breakpoints.h"

#include "dap/debug_plan.h"
#include "dap/interactive_debug_session.h"
#include "match/bot_spec.h"
#include "match/match_runner.h"
#include "match/process_participant.h"
#include "match/sandboxed_process.h"

#include <QCoreApplication>

namespace Kibitz::App {

bool prepareMatchDebugging(QStringList* bots, const QStringList& names, Debugger::ProcessOptions* options,
                           MatchDebugPlan* plan, QString* error, int preferredSeat)
{
  Debugger::DebugRequest request;
  request.bots = *bots;
  request.preferredSeat = preferredSeat;
  request.match = true;
  request.debugBuild = debugBuildOf;  // an editor C++ bot runs its build for debugging (the replay records it)
  Debugger::DebugRefused refused;
  std::optional<Debugger::DebugPlan> planned = Debugger::DebugPlanner::plan(request, options, &refused);
  if (!planned) {
    *error = debugRefusalText(refused);
    return false;
  }
  plan->seat = planned->seat;
  plan->target = planned->target;
  (*bots)[plan->seat] = planned->botSpec;
  plan->botName = names.value(plan->seat);
  QString why;
  if (plan->botName.isEmpty())
    plan->botName = Debugger::BotSpec::parse(planned->botSpec, &why).value_or(Debugger::BotSpec()).defaultName();
  return true;
}

std::unique_ptr<Debugger::InteractiveDebugSession> debugMatch(Debugger::MatchRunner& runner, const MatchDebugPlan& plan,
                                                             const EditorPanel* editor, QString* error)
{
  auto* process = dynamic_cast<Debugger::ProcessParticipant*>(&runner.participant(plan.seat));
  const qint64 pid = process ? process->processId() : 0;
  if (const std::optional<Debugger::DebugRefused> refused = Debugger::DebugPlanner::checkDebuggee(pid, false)) {
    *error = debugRefusalText(*refused);
    return nullptr;
  }
  const QList<Debugger::DebugTurn::Breakpoint> breakpoints =
      SourceBreakpoints::forDebugger(editor ? editor->breakpoints() : SourceBreakpoints::all());
  // In the sandbox the session attaches to the bot inside it, once it runs there.
  auto session = std::make_unique<Debugger::InteractiveDebugSession>(
      Debugger::debuggeeFinder(pid, process->sandboxed()), plan.target, breakpoints);
  // "When a match condition holds", on the match so far (read on the runner's thread, by the
  // runner: where it is written).
  session->setStateConditions(stateConditionsHold, &runner.replay());
  runner.setBeforeRequest(session->runnerHook(plan.seat));
  runner.markNonConforming(process->debuggerInProcess()
                               ? QStringLiteral("debugger attached to seat %1's Python bot: its turns had no time limit (its "
                                                "debugger runs in its process); the other limits were judged on CPU time")
                                     .arg(plan.seat)
                               : QStringLiteral("debugger attached to seat %1's bot: limits judged on CPU time").arg(plan.seat));
  return session;
}

}  // namespace Kibitz::App

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

bool prepareMatchDebugging(QStringList* bots, Debugger::ProcessOptions* options, QString* error, int preferredSeat)
{
  Debugger::DebugRequest request;
  request.bots = *bots;
  request.preferredSeat = preferredSeat;
  request.match = true;
  request.debugBuild = debugBuildOf;  // an editor C++ bot runs its build for debugging (the replay records it)
  Debugger::DebugRefused refused;
  const std::optional<Debugger::DebugPlan> planned = Debugger::DebugPlanner::plan(request, options, &refused);
  if (!planned) {
    *error = debugRefusalText(refused);
    return false;
  }
  (*bots)[planned->seat] = planned->botSpec;
  return true;
}

const Debugger::DebugAttachment* matchDebugAttachment(Debugger::MatchRunner& runner)
{
  // Every seat's process has the match's options: the attachment names the seat.
  for (int seat = 0; seat < runner.replay().players.size(); ++seat)
    if (auto* process = dynamic_cast<Debugger::ProcessParticipant*>(&runner.participant(seat));
        process && process->debugAttachment())
      return &*process->debugAttachment();
  return nullptr;
}

void markMatchDebugged(Debugger::MatchRunner& runner)
{
  const Debugger::DebugAttachment* debug = matchDebugAttachment(runner);
  if (!debug)
    return;
  const int seat = debug->seat;
  if (seat < 0 || seat >= runner.replay().players.size())
    return;
  auto* process = dynamic_cast<Debugger::ProcessParticipant*>(&runner.participant(seat));
  runner.markNonConforming(process && process->debuggerInProcess()
                               ? QStringLiteral("debugger attached to seat %1's Python bot: its turns had no time limit (its "
                                                "debugger runs in its process); the other limits were judged on CPU time")
                                     .arg(seat)
                               : QStringLiteral("debugger attached to seat %1's bot: limits judged on CPU time").arg(seat));
}

std::unique_ptr<Debugger::InteractiveDebugSession> debugMatch(Debugger::MatchRunner& runner,
                                                             const Debugger::DebugAttachment& debug,
                                                             const EditorPanel* editor, QString* error)
{
  const int seat = debug.seat;
  auto* process = seat >= 0 && seat < runner.replay().players.size()
                      ? dynamic_cast<Debugger::ProcessParticipant*>(&runner.participant(seat))
                      : nullptr;
  const qint64 pid = process ? process->processId() : 0;
  if (const std::optional<Debugger::DebugRefused> refused = Debugger::DebugPlanner::checkDebuggee(pid, false)) {
    *error = debugRefusalText(*refused);
    return nullptr;
  }
  const QList<Debugger::DebugTurn::Breakpoint> breakpoints =
      SourceBreakpoints::forDebugger(editor ? editor->breakpoints() : SourceBreakpoints::all());
  // In the sandbox the session attaches to the bot inside it, once it runs there.
  auto session = std::make_unique<Debugger::InteractiveDebugSession>(
      Debugger::debuggeeFinder(pid, process->sandboxed()), *debug.target, breakpoints);
  // "When a match condition holds", on the match so far (read on the runner's thread, by the
  // runner: where it is written).
  session->setStateConditions(stateConditionsHold, &runner.replay());
  runner.setBeforeRequest(session->runnerHook(seat));
  return session;
}

}  // namespace Kibitz::App

#include "debug/match_debugging.h"

#include "debug/state_conditions.h"

#include "editor/debug_bot_build.h"
#include "editor/editor_panel.h"
#include "editor/source_breakpoints.h"

#include "dap/interactive_debug_session.h"
#include "match/bot_spec.h"
#include "match/match_runner.h"
#include "match/process_participant.h"
#include "match/sandbox_policy.h"
#include "match/sandboxed_process.h"

#include <QCoreApplication>

namespace Kibitz::App {

bool prepareMatchDebugging(QStringList* bots, const QStringList& names, Debugger::ProcessOptions* options,
                           MatchDebugPlan* plan, QString* error, int preferredSeat)
{
  const auto external = [bots](int seat) {
    QString why;
    const std::optional<Debugger::BotSpec> spec = Debugger::BotSpec::parse(bots->value(seat), &why);
    return spec && spec->isExternal();
  };
  plan->seat = preferredSeat >= 0 && preferredSeat < bots->size() && external(preferredSeat) ? preferredSeat : -1;
  for (int seat = 0; seat < bots->size() && plan->seat < 0; ++seat)
    if (external(seat))
      plan->seat = seat;
  if (plan->seat < 0) {
    *error = QCoreApplication::translate("Kibitz::App::MatchDebugging", "Debug needs a seat played by an external bot (a program, a Python script or a course player).");
    return false;
  }
  QString spec = bots->at(plan->seat);
  // In the sandbox a native bot is attached from outside it (its own process, found
  // inside); debugpy needs a network port, which the sandbox does not have.
  if (Debugger::SandboxPolicy::applied(*options).sandbox && Debugger::DapAdapter::isPythonBot(spec)) {
    *error = QCoreApplication::translate("Kibitz::App::MatchDebugging",
                                         "A Python bot cannot be debugged in the sandbox (its debugger needs a network "
                                         "port): turn off Tools > Sandbox Untrusted Bots to debug it.");
    return false;
  }
  // An editor C++ bot runs its build for debugging (the replay records that build).
  QString buildError;
  if (const QString debugBuild = debugBuildOf(spec, &buildError); !debugBuild.isEmpty())
    (*bots)[plan->seat] = spec = debugBuild;
  else if (!buildError.isEmpty()) {
    *error = buildError;
    return false;
  }
  const std::optional<Debugger::DebugTarget> target = Debugger::DapAdapter::targetFor(spec, options, error);
  if (!target) {
    *error = Debugger::DapAdapter::isPythonBot(spec)
                 ? QCoreApplication::translate("Kibitz::App::MatchDebugging", "No debugger for Python bots is installed: install the package %1.").arg(QLatin1String(Debugger::DapAdapter::kPythonPackage))
                 : QCoreApplication::translate("Kibitz::App::MatchDebugging", "No debugger for native bots is installed: install the package %1.").arg(QLatin1String(Debugger::DapAdapter::kNativePackage));
    return false;
  }
  plan->target = *target;
  plan->botName = names.value(plan->seat);
  if (plan->botName.isEmpty())
    plan->botName = Debugger::BotSpec::parse(spec, error).value_or(Debugger::BotSpec()).defaultName();
  // The bot may stay stopped for as long as its author looks: every seat's limit counts
  // its own CPU time only.
  options->judgeOnCpuTime = true;
  return true;
}

std::unique_ptr<Debugger::InteractiveDebugSession> debugMatch(Debugger::MatchRunner& runner, const MatchDebugPlan& plan,
                                                             const EditorPanel* editor, QString* error)
{
  auto* process = dynamic_cast<Debugger::ProcessParticipant*>(&runner.participant(plan.seat));
  const qint64 pid = process ? process->processId() : 0;
  if (pid <= 0) {
    *error = QCoreApplication::translate("Kibitz::App::MatchDebugging", "The debugged bot's process cannot be found.");
    return nullptr;
  }
  const QList<Debugger::DebugTurn::Breakpoint> breakpoints =
      SourceBreakpoints::forDebugger(editor ? editor->breakpoints() : SourceBreakpoints::all());
  // In the sandbox the session attaches to the bot inside it, once it runs there.
  auto session = std::make_unique<Debugger::InteractiveDebugSession>(
      Debugger::debuggeeFinder(pid, process->sandboxed()), plan.target, breakpoints);
  // Before turn t the bot answers frame t - 1: "when a match condition holds" looks there.
  // (Called on the runner's thread, by the runner: its replay is read where it is written.)
  session->setStateConditions([&runner](const QStringList& conditions, int turn) {
    return stateConditionsHold(runner.replay(), turn - 1, conditions);
  });
  runner.setBeforeRequest(session->runnerHook(plan.seat));
  runner.markNonConforming(process->debuggerInProcess()
                               ? QStringLiteral("debugger attached to seat %1's Python bot: its turns had no time limit (its "
                                                "debugger runs in its process); the other limits were judged on CPU time")
                                     .arg(plan.seat)
                               : QStringLiteral("debugger attached to seat %1's bot: limits judged on CPU time").arg(plan.seat));
  return session;
}

}  // namespace Kibitz::App

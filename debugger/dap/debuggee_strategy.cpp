#include "dap/debuggee_strategy.h"

#include "dap/breakpoint_scopes.h"
#include "dap/debug_session_worker.h"

namespace Kibitz::Debugger {

DebugTurn::Debuggee RerunDebuggee::debuggee() const
{
  return DebugTurn::rerunTurn(rerun_);
}

std::optional<QList<DebuggeeStrategy::Breakpoint>> RerunDebuggee::armedAtStart(const QList<Breakpoint>& breakpoints) const
{
  return BreakpointScopes::applyingTo(breakpoints, debuggee().turn, holding_);
}

void RerunDebuggee::letGo(DebugSessionWorker& worker) const
{
  if (worker.detach())
    worker.awaitReply();
}

void LiveDebuggee::botDone(DebugSessionWorker& worker) const
{
  worker.endSession();
}

void LiveDebuggee::letGo(DebugSessionWorker& worker) const
{
  if (worker.detach())
    worker.endSession();
}

}  // namespace Kibitz::Debugger

#include "debug/debug_refusal_words.h"

#include "dap/dap_adapter.h"

#include <QCoreApplication>

namespace Kibitz::App {

// The context is the one New Match's Debug first said them in (their translations).
QString debugRefusalText(const Debugger::DebugRefused& refused)
{
  using Debugger::DebugRefusal;
  switch (refused.reason) {
  case DebugRefusal::NoExternalSeat:
    return QCoreApplication::translate("Kibitz::App::MatchDebugging", "Debug needs a seat played by an external bot (a program, a Python script or a course player).");
  case DebugRefusal::PythonInSandbox:
    return QCoreApplication::translate("Kibitz::App::MatchDebugging", "A Python bot cannot be debugged in the sandbox (its debugger needs a network port): turn off Tools > "
                     "Sandbox Untrusted Bots to debug it.");
  case DebugRefusal::NoPythonDebugger:
    return QCoreApplication::translate("Kibitz::App::MatchDebugging", "No debugger for Python bots is installed: install the package %1.")
        .arg(QLatin1String(Debugger::DapAdapter::kPythonPackage));
  case DebugRefusal::PythonSetupFailed:
    return QCoreApplication::translate("Kibitz::App::MatchDebugging", "The debugger for Python bots cannot be set up: %1").arg(refused.detail);
  case DebugRefusal::NoNativeDebugger:
    return QCoreApplication::translate("Kibitz::App::MatchDebugging", "No debugger for native bots is installed: install the package %1.")
        .arg(QLatin1String(Debugger::DapAdapter::kNativePackage));
  case DebugRefusal::ChosenAdapterMissing:
    return QCoreApplication::translate("Kibitz::App::MatchDebugging", "KIBITZ_NATIVE_ADAPTER=gdb, but there is no gdb %1 or later on PATH.").arg(Debugger::DapAdapter::kGdbDapVersion);
  case DebugRefusal::DebugBuildFailed:
    return QCoreApplication::translate("Kibitz::App::MatchDebugging", "The bot cannot be built for debugging (-O0 -g): %1").arg(refused.detail);
  case DebugRefusal::ProcessNotFound:
    return QCoreApplication::translate("Kibitz::App::MatchDebugging", "The debugged bot's process cannot be found.");
  case DebugRefusal::ProcessInSandbox:
    return QCoreApplication::translate("Kibitz::App::MatchDebugging", "The bot's process cannot be found from outside the sandbox: turn off Tools > Sandbox Untrusted Bots "
                     "and start again to debug it.");
  }
  return refused.detail;  // not reached: every refusal is worded above
}

}  // namespace Kibitz::App

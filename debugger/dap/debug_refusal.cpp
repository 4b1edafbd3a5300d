#include "dap/debug_refusal.h"

#include "dap/dap_adapter.h"

namespace Kibitz::Debugger {

QList<DebugRefusal> allDebugRefusals()
{
  return {DebugRefusal::NoExternalSeat,   DebugRefusal::PythonInSandbox,      DebugRefusal::NoPythonDebugger,
          DebugRefusal::PythonSetupFailed, DebugRefusal::NoNativeDebugger,     DebugRefusal::ChosenAdapterMissing,
          DebugRefusal::DebugBuildFailed, DebugRefusal::ProcessNotFound,      DebugRefusal::ProcessInSandbox};
}

namespace {

QString withDetail(const QString& text, const QString& detail)
{
  return detail.isEmpty() ? text : QStringLiteral("%1: %2").arg(text, detail);
}

}  // namespace

QString cliText(const DebugRefused& refused)
{
  switch (refused.reason) {
  case DebugRefusal::NoExternalSeat:
    return QStringLiteral("only an external bot (cmd: or eda:) can be debugged");
  case DebugRefusal::PythonInSandbox:
    return QStringLiteral("a Python bot cannot be debugged in the sandbox (debugpy needs a network port): turn the sandbox off");
  case DebugRefusal::NoPythonDebugger:
    return QStringLiteral("no debug adapter for Python bots (debugpy) is installed: install the package %1 (sudo apt-get "
                          "install %1)")
        .arg(QLatin1String(DapAdapter::kPythonPackage));
  case DebugRefusal::PythonSetupFailed:
    return withDetail(QStringLiteral("the debugger of Python bots (debugpy) cannot be set up"), refused.detail);
  case DebugRefusal::NoNativeDebugger:
    return QStringLiteral("no debug adapter for native bots (lldb-dap or lldb-vscode-14, or gdb %2 or later) is "
                          "installed: install the package %1 (sudo apt-get install %1)")
        .arg(QLatin1String(DapAdapter::kNativePackage))
        .arg(DapAdapter::kGdbDapVersion);
  case DebugRefusal::ChosenAdapterMissing:
    return QStringLiteral("KIBITZ_NATIVE_ADAPTER=gdb, but PATH has no gdb %1 or later (gdb -i dap)").arg(DapAdapter::kGdbDapVersion);
  case DebugRefusal::DebugBuildFailed:
    return withDetail(QStringLiteral("the bot cannot be built for debugging (-O0 -g)"), refused.detail);
  case DebugRefusal::ProcessNotFound:
    return QStringLiteral("the debugged bot's process cannot be found");
  case DebugRefusal::ProcessInSandbox:
    return QStringLiteral("the bot's process cannot be found from outside the sandbox: turn the sandbox off to debug it");
  }
  return withDetail(QStringLiteral("the bot cannot be debugged"), refused.detail);
}

}  // namespace Kibitz::Debugger

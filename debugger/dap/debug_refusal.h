#pragma once

#include <QList>
#include <QString>

namespace Kibitz::Debugger {

// Why a bot cannot be debugged, as the debug planner (debug_plan.h) decides it for every
// entry point: New Match's Debug, the Re-run dialog's Debug the Turn, `kibitz-cli rerun
// --break`. Worded once for the window (app/debug/debug_refusal_words.h, translated) and once
// for the command line (cliText below, English).
enum class DebugRefusal {
  NoExternalSeat,        // no seat is played by a program, a Python script or a course player
  PythonInSandbox,       // debugpy needs a network port, which the sandbox does not have
  NoPythonDebugger,      // debugpy is not installed (kPythonPackage)
  PythonSetupFailed,     // debugpy is there, but Kibitz cannot listen for it or link its folder
  NoNativeDebugger,      // no lldb-dap, lldb-vscode or gdb 14 (kNativePackage)
  ChosenAdapterMissing,  // KIBITZ_NATIVE_ADAPTER=gdb, and PATH has no gdb 14 or later
  DebugBuildFailed,      // the editor's C++ bot could not be built -O0 -g
  ProcessNotFound,       // the bot's process is gone, or was never started
  ProcessInSandbox,      // the bot's own process cannot be seen from outside its sandbox
};

struct DebugRefused {
  DebugRefusal reason = DebugRefusal::NoExternalSeat;
  // The tool's own words, when it said some (a compiler's output, a socket's error): shown
  // after the refusal, as plain text.
  QString detail;
};

// Every refusal, for tests and tables.
QList<DebugRefusal> allDebugRefusals();

// The refusal for kibitz-cli (English, one line; the caller prints it through terminalSafe).
QString cliText(const DebugRefused& refused);

}  // namespace Kibitz::Debugger

#pragma once

#include <QString>

#include <memory>

namespace Kibitz::Debugger {

struct DebugTarget;  // dap/dap_adapter.h

// A match's (or a re-run's) bot started to be debugged: which seat, its debugger, and what
// its process needs for it. Set only by DebugPlanner::plan (dap/debug_plan.h), in
// ProcessOptions::debug; read where the bot is started (process_launch.cpp) and by whoever
// attaches the debugger (the window's Bot Debugger, a re-run's session).
struct DebugAttachment {
  int seat = 0;  // the debugged seat (a re-run: 0, its one bot)
  std::shared_ptr<const DebugTarget> target;  // the adapter and how it attaches

  // A Python bot (debugpy runs in it): its interpreter runs `-Xfrozen_modules=off -m debugpy
  // --connect pythonConnect` before the script, with `pythonPath` on its PYTHONPATH; only the
  // bot running `pythonScript` (absolute) does, not another seat's Python bot. The sandbox
  // refuses it (debugpy needs a network port). Empty for a native bot.
  QString pythonConnect;
  QString pythonPath;
  QString pythonScript;
  bool isPython() const { return !pythonConnect.isEmpty(); }

  // A native bot is attached from outside (lldb, gdb): under Yama's restricted ptrace
  // (ptrace_scope 1, Ubuntu's default) only a process's ancestors may trace it, and the
  // adapter is the bot's cousin, so every bot started with this attachment declares any
  // tracer welcome (PR_SET_PTRACER_ANY) before it starts.
  bool anyTracer() const { return !isPython(); }
};

}  // namespace Kibitz::Debugger

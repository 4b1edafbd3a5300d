#pragma once

#include "dap/dap_adapter.h"
#include "dap/debug_refusal.h"
#include "match/process_options.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

namespace Kibitz::Debugger {

class DebugListener;

// What the planner was asked: which bots, and how they will be played.
struct DebugRequest {
  QStringList bots;        // one spec per seat; a re-run: its one bot
  int preferredSeat = -1;  // debugged when an external bot plays it, else the first such seat
  // A match played on under the debugger (New Match's Debug): every seat's limit counts its
  // own CPU time only, since a stopped bot's time is its author's. A re-run's turn N has no
  // limit anyway.
  bool match = false;
  // Builds the editor's C++ bot -O0 -g (app/editor/debug_bot_build.h, blocking): the spec
  // that runs the build, "" when `botSpec` is not such a bot, with `error` set when the build
  // failed (a refusal). Unset: the bot runs as it is.
  std::function<QString(const QString& botSpec, QString* error)> debugBuild;
};

// How the planned bot is debugged.
struct DebugPlan {
  int seat = 0;       // the debugged seat (a re-run: 0)
  QString botSpec;    // what the seat runs: an editor C++ bot's debug build, or the bot as asked
  DebugTarget target;
};

// The debuggers the planner looks for (tests give their own, to reach each refusal).
struct DebugTools {
  std::function<std::optional<DapClient::Program>(QString*)> native = DapAdapter::native;
  std::function<std::optional<DapAdapter::Python>(QString*)> python = DapAdapter::python;
  std::function<std::shared_ptr<DebugListener>(QString*)> listen;  // unset: DebugListener::open
  QByteArray nativeChoice = qgetenv("KIBITZ_NATIVE_ADAPTER");
};

// The one place that decides whether and how a bot is debugged, asked by every entry point
// (New Match's Debug, the Re-run dialog, kibitz-cli rerun --break) before the bot starts.
namespace DebugPlanner {

// Chooses the seat, builds an editor C++ bot for debugging, finds the bot's debugger and
// sets `options` for it: its debug attachment (`options->debug`: the seat, the target; a
// Python bot connects to Kibitz's listener, a native bot welcomes any tracer), a course
// player from source compiled -O0 -g, a match's limits counted on CPU time. Nothing, with
// `refused` saying why, when the bot cannot be debugged; `options` then has no attachment.
std::optional<DebugPlan> plan(const DebugRequest& request, ProcessOptions* options, DebugRefused* refused,
                              const DebugTools& tools = {});

// Once the bot runs: whether its process `pid` can be attached to. `sandboxed`: `pid` was
// looked for from outside the bot's sandbox (a re-run's), where only its own process counts.
std::optional<DebugRefused> checkDebuggee(qint64 pid, bool sandboxed);

// A re-run's one bot (kibitz-cli rerun --break, tests): the target, or nothing with the
// refusal in the command line's words.
std::optional<DebugTarget> targetFor(const QString& botSpec, ProcessOptions* options, QString* error);

}  // namespace DebugPlanner

}  // namespace Kibitz::Debugger

#pragma once

#include "dap/dap_client.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace Kibitz::Debugger {

// How a bot is debugged: the adapter to start, and what to ask it to attach to.
struct DebugTarget {
  DapClient::Program adapter;
  QJsonObject attachArguments;  // empty: {"pid": the bot's process}
  // The bot's language as the debugger sees it: "native" (C, C++) or "python". Watches
  // and conditions are expressions in it, kept apart per language.
  QString language = QStringLiteral("native");
};

// Which debug adapter debugs a bot, and how it must be started.
namespace DapAdapter {

// The Debian package that provides the native adapter, named when it is missing.
inline constexpr char kNativePackage[] = "lldb-14";

// The adapter for a native bot (C, C++): gdb's own (`gdb -i dap`) where PATH's gdb is
// version 14 or later, otherwise lldb-dap or lldb-vscode(-N) from PATH. lldb 14's
// lldb-vscode gets PYTHONPATH to its LLVM's Python directory, without which its data
// formatters fail and STL values come out wrong (llvm issue 55575). KIBITZ_NATIVE_ADAPTER
// set to "lldb" or "gdb" chooses one of them only. Nothing, with an error naming the
// package to install, when none is installed.
std::optional<DapClient::Program> native(QString* error);

// The first gdb version with a Debug Adapter Protocol interpreter (gdb -i dap).
inline constexpr int kGdbDapVersion = 14;
// The major version `gdb --version` reports (asked once per program), or 0.
int gdbMajorVersion(const QString& gdb);

inline constexpr char kPythonPackage[] = "python3-debugpy";

// Python bots: debugpy. The bot's interpreter runs `-Xfrozen_modules=off -m debugpy
// --connect 127.0.0.1:PORT` before its script (set by DebugPlanner::plan), with
// `modulePath` on its PYTHONPATH (a folder holding only debugpy and what it imports, so that
// an interpreter of its own, a virtualenv or pyenv, finds it and nothing else of the
// system's). Its debugger then connects to Kibitz's DebugListener on PORT and speaks the
// protocol there: the bot listens on nothing (issue #46).
struct Python {
  QString interpreter;  // one that imports debugpy
  QString modulePath;
};
std::optional<Python> python(QString* error);
// The target whose debuggee connects to `listener`, and the attach request (its stdout
// stays the runner's: redirectOutput false).
DebugTarget pythonTarget(std::shared_ptr<DebugListener> listener);
// True when `botSpec` runs a Python script through an interpreter (cmd:python3 bot.py).
bool isPythonBot(const QString& botSpec);

}  // namespace DapAdapter

}  // namespace Kibitz::Debugger

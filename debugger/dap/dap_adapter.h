#pragma once

#include "dap/dap_client.h"

#include <QString>

#include <optional>

namespace Kibitz::Debugger {

// Which debug adapter debugs a bot, and how it must be started.
namespace DapAdapter {

// The Debian package that provides the native adapter, named when it is missing.
inline constexpr char kNativePackage[] = "lldb-14";

// The adapter for a native bot (C, C++): lldb-dap or lldb-vscode(-N) from PATH. lldb 14's
// lldb-vscode gets PYTHONPATH to its LLVM's Python directory, without which its data
// formatters fail and STL values come out wrong (llvm issue 55575). Nothing, with an
// error naming the package to install, when none is installed.
std::optional<DapClient::Program> native(QString* error);

}  // namespace DapAdapter

}  // namespace Kibitz::Debugger

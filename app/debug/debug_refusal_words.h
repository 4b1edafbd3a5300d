#pragma once

#include "dap/debug_refusal.h"

#include <QString>

namespace Kibitz::App {

// Why the bot cannot be debugged, in the window's words (translated), for New Match's Debug
// and the Re-run dialog alike; the tool's own words, when any, follow as plain text.
QString debugRefusalText(const Debugger::DebugRefused& refused);

}  // namespace Kibitz::App

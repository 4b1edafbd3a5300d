#pragma once

#include "dap/dap_adapter.h"
#include "match/process_options.h"

#include <QString>

#include <memory>

namespace Kibitz::Debugger {
class InteractiveDebugSession;
class MatchRunner;
}  // namespace Kibitz::Debugger

namespace Kibitz::App {

class EditorPanel;

// New Match's Debug: which seat's bot is debugged, and how.
struct MatchDebugPlan {
  int seat = -1;
  Debugger::DebugTarget target;
  QString botName;
};

// Prepares `request`-to-be for a debugged match (match_debugging.cpp): seat `preferredSeat`
// is debugged when an external bot plays it, else the first seat played by one; its debugger is found (a Python bot is told to listen);
// an editor C++ bot is built -O0 -g and `bots[seat]` runs that build; no time limits (time
// stands still while the bot is stopped; the replay says so). False with an error naming
// the problem (no external seat, no adapter, a Python bot in the sandbox).
bool prepareMatchDebugging(QStringList* bots, const QStringList& names, Debugger::ProcessOptions* options,
                           MatchDebugPlan* plan, QString* error, int preferredSeat = -1);

// The session on the runner's debugged bot, its breakpoints (the editor's, with their
// scopes) armed by the runner before each of its turns. Null with an error when the bot's
// process cannot be found. Created before the runner plays its first turn.
std::unique_ptr<Debugger::InteractiveDebugSession> debugMatch(Debugger::MatchRunner& runner, const MatchDebugPlan& plan,
                                                             const EditorPanel* editor, QString* error);

}  // namespace Kibitz::App

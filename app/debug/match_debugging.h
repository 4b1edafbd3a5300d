#pragma once

#include "match/process_options.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace Kibitz::Debugger {
struct DebugAttachment;
class InteractiveDebugSession;
class MatchRunner;
}  // namespace Kibitz::Debugger

namespace Kibitz::App {

class EditorPanel;

// New Match's Debug: asks the planner (Debugger::DebugPlanner) about the match-to-be: seat
// `preferredSeat` is debugged when an external bot plays it, else the first seat played by
// one; an editor C++ bot is built -O0 -g and `bots[seat]` runs that build; `options` get
// the debug attachment (ProcessOptions::debug) and limits judged on CPU time (time stands
// still while the bot is stopped; the replay says so). False with the refusal in the
// window's words (no external seat, no adapter, a Python bot in the sandbox, ...).
bool prepareMatchDebugging(QStringList* bots, Debugger::ProcessOptions* options, QString* error, int preferredSeat = -1);

// The debug attachment of the match `runner` is about to play (prepareMatchDebugging's), or
// null when none of its bots is debugged.
const Debugger::DebugAttachment* matchDebugAttachment(Debugger::MatchRunner& runner);

// Says in the replay of `runner` (a match prepareMatchDebugging planned) that a debugger is
// attached to its bot, and what its limits were: the replay is non-conforming. Before the
// match starts, so that the window's copy of the replay has it.
void markMatchDebugged(Debugger::MatchRunner& runner);

// The session on the runner's debugged bot, its breakpoints (the editor's, with their
// scopes) armed by the runner before each of its turns. Null with an error when the bot's
// process cannot be found. Created before the runner plays its first turn.
std::unique_ptr<Debugger::InteractiveDebugSession> debugMatch(Debugger::MatchRunner& runner,
                                                             const Debugger::DebugAttachment& debug,
                                                             const EditorPanel* editor, QString* error);

}  // namespace Kibitz::App

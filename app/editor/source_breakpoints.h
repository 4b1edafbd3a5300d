#pragma once

#include "dap/debug_turn.h"

#include <QList>
#include <QMap>
#include <QString>

namespace Kibitz::App {

// A breakpoint in the editor's gutter: a 1-based line and the turns it applies to.
struct SourceBreakpoint {
  int line = 0;
  Debugger::DebugTurn::Scope scope = Debugger::DebugTurn::Scope::EveryTurn;
  int turn = 0;  // for OnlyTurn and FromTurn
  QString condition;  // in the bot's language (the debugger evaluates it at each hit); empty: none
  QString stateCondition;  // WhenStateHolds: a match breakpoint's JavaScript condition
  bool enabled = true;     // a disabled one keeps its place and settings, and is not armed
  bool operator==(const SourceBreakpoint& other) const
  {
    return line == other.line && scope == other.scope && turn == other.turn && condition == other.condition &&
           stateCondition == other.stateCondition && enabled == other.enabled;
  }
  // Whether it is a plain one: every turn, no condition, enabled (kept as its line alone).
  bool isPlain() const { return scope == Debugger::DebugTurn::Scope::EveryTurn && condition.isEmpty() && enabled; }
};

// Where the gutter's breakpoints are kept between runs: per source file (its absolute
// path), in the settings, as an IDE's workspace keeps them. The debugger arms them.
namespace SourceBreakpoints {

QList<SourceBreakpoint> of(const QString& path);
QList<int> linesOf(const QString& path);
// Empty `breakpoints` forgets the file.
void store(const QString& path, const QList<SourceBreakpoint>& breakpoints);
// Every file's breakpoints (path -> by ascending line).
QMap<QString, QList<SourceBreakpoint>> all();
// What the debugger arms: `files`' enabled breakpoints with their scopes.
QList<Debugger::DebugTurn::Breakpoint> forDebugger(const QMap<QString, QList<SourceBreakpoint>>& files);

}  // namespace SourceBreakpoints

}  // namespace Kibitz::App

#pragma once

#include <QList>
#include <QStringList>

namespace Kibitz::Debugger {
struct Replay;
}

namespace Kibitz::App {

// Whether each match breakpoint condition (JavaScript, docs/breakpoints.md) holds on frame
// `frame` of `replay`: the state a bot answers in turn `frame` + 1. The window's
// Debugger::BreakpointScopes::ConditionEvaluator, for source breakpoints that stop "when a
// match condition holds" (which ones apply is BreakpointScopes' to say, for a re-run and a
// live match alike). Evaluated by an evaluator made on the calling thread (a QJSEngine
// belongs to its thread), with the evaluator's time limit.
QList<bool> stateConditionsHold(const Debugger::Replay& replay, int frame, const QStringList& conditions);

}  // namespace Kibitz::App

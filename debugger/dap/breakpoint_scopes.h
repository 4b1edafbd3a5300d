#pragma once

#include "dap/debug_turn.h"

#include <QList>
#include <QStringList>

#include <functional>

namespace Kibitz::Debugger {

struct Replay;

// Which source breakpoints are armed for a turn, for a re-run's turn N and a live match's
// turns alike: by their scopes (DebugTurn::Scope), "when a match condition holds" decided on
// the state the bot answers in that turn (frame turn - 1), the one its input is made from.
namespace BreakpointScopes {

// Whether each match condition (JavaScript, docs/breakpoints.md) holds on frame `frame` of
// `replay`, one answer per condition. The window's evaluates with a QJSEngine made on the
// calling thread (app/debug/state_conditions.h); without one no condition holds.
using ConditionEvaluator = std::function<QList<bool>(const Replay& replay, int frame, const QStringList& conditions)>;

// The WhenStateHolds conditions of `breakpoints` that hold when the bot answers `turn`.
QStringList holding(const QList<DebugTurn::Breakpoint>& breakpoints, const Replay& replay, int turn,
                    const ConditionEvaluator& evaluate);

// The breakpoints whose scope holds `turn`, `holding` being holding()'s answer for it.
QList<DebugTurn::Breakpoint> applyingTo(const QList<DebugTurn::Breakpoint>& breakpoints, int turn,
                                        const QStringList& holding = {});

}  // namespace BreakpointScopes

}  // namespace Kibitz::Debugger

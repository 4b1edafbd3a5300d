#!/usr/bin/env bash
# One way to debug a bot (docs/architecture.md, "One way to debug a bot"), kept over the source:
#   - MainWindow (app/mainwindow/main_window*) includes no dap/ or debug/ header and names no
#     debug session: the Bot Debugger feature owns the live match's;
#   - the process options' debug attachment is set only by the planner
#     (debugger/dap/debug_plan.cpp): no other code assigns `.debug =` or `->debug =` of
#     ProcessOptions, and no code outside the planner calls DebugListener::open;
#   - no code resolves "when a match condition holds" outside BreakpointScopes: only
#     debugger/dap/breakpoint_scopes.cpp builds the list of conditions to ask.
#
# Usage: check_debug_seams.sh [SOURCE_DIR]        (ctest: test_debug_seams)
set -euo pipefail
cd "${1:-$(dirname "$0")/../..}"
export LC_ALL=C
failed=0
fail() { echo "$1"; failed=1; }

if hits=$(grep -nE '#include "(dap|debug)/|InteractiveDebugSession|matchDebug' app/mainwindow/main_window*.h app/mainwindow/main_window*.cpp); then
  fail "MainWindow knows of debugging (the Bot Debugger feature owns it):"$'\n'"$hits"
fi
if hits=$(grep -rnE '(\.|->)debug = |(\.|->)debug\.emplace|(\.|->)debug\.reset\(' app debugger --include=*.cpp --include=*.h \
            | grep -v '^debugger/dap/debug_plan.cpp:'); then
  fail "a debug attachment set outside DebugPlanner::plan:"$'\n'"$hits"
fi
if hits=$(grep -rn 'DebugListener::open' app debugger --include=*.cpp | grep -vE '^debugger/dap/(debug_plan|debug_listener)\.cpp:'); then
  fail "a debug listener opened outside the planner:"$'\n'"$hits"
fi
if hits=$(grep -rn 'Scope::WhenStateHolds' app debugger --include=*.cpp \
            | grep -vE '^(debugger/dap/breakpoint_scopes|debugger/dap/debug_turn|app/editor/[a-z_]+|app/debug/bot_debug_panel)\.cpp:'); then
  fail "\"when a match condition holds\" resolved outside BreakpointScopes:"$'\n'"$hits"
fi
exit $failed

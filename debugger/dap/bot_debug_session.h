#pragma once

#include "dap/dap_adapter.h"
#include "dap/dap_client.h"
#include "dap/debug_turn.h"
#include "match/participant.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

namespace Kibitz::Debugger {

class BotRerun;

// Plays a re-run's turn N under a debug adapter: attaches it to the bot that waits for turn
// N's input, arms the breakpoints (only now, so turns 1..N-1 never stop: turn-scoped
// breakpoints are the runner's doing, not debugger conditions), sends the input, and when
// the bot stops reads the stack, the top frame's locals and the expressions asked for;
// then clears the breakpoints, lets the bot answer and detaches, leaving the bot running.
// The turn has no time limit, so time stands still while the bot is stopped.
class BotDebugSession {
public:
  using Breakpoint = DebugTurn::Breakpoint;
  struct Frame {
    QString name;
    QString file;
    int line = 0;
  };
  // Where the bot stood: at the breakpoint, then after each step.
  struct Stop {
    int turn = 0;
    QString reason;  // "breakpoint", "step", "exception", "signal", ... as the adapter says
    QList<Frame> frames;
    QList<QPair<QString, QString>> locals;  // the top frame's, as the debugger prints them
    QList<QPair<QString, QString>> evals;   // each expression in the top frame, or the debugger's error
  };
  struct Plan {
    QList<Breakpoint> breakpoints;
    QStringList evals;
    int stepsOver = 0;              // "next" this many times after the breakpoint
    int adapterTimeoutMs = 30000;   // for each answer of the adapter (a dead or hung adapter)
    int turnTimeoutMs = 600000;     // for the bot to stop or answer in turn N
  };
  struct Result {
    QList<Stop> stops;  // empty: no breakpoint was hit in turn N
    PlayerExchange reply;
    qint64 startToStopMs = -1;  // from starting the adapter to the first stop
  };

  // Nothing, with an error, when the adapter fails or the bot cannot be attached to; the
  // bot is then gone or left without a debugger.
  static std::optional<Result> playTurn(BotRerun& rerun, const DebugTarget& target, const Plan& plan,
                                        QString* error);
};

}  // namespace Kibitz::Debugger

#pragma once

#include "dap/dap_client.h"
#include "match/participant.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <atomic>
#include <deque>
#include <functional>
#include <optional>
#include <thread>

namespace Kibitz::Debugger {

class BotRerun;

// One re-run turn under a debug adapter, the steps that both the scripted session (the
// CLI's `rerun --break`) and the window's Debug dock take: attach to the bot waiting for
// turn N's input, arm the breakpoints (only now, so turns 1..N-1 never stop), send the input
// on a thread of its own (the bot's pipe blocks until the reply) and wait for a stop or the
// reply; at a stop read frames, scopes, variables, evaluate, resume; at the end clear the
// breakpoints and detach, leaving the bot running. Blocking: lives and is used on one thread.
// Destroying it makes sure the turn is over: without its debugger the bot answers or is killed.
class DebugTurn {
public:
  // Which turns a breakpoint applies to: armed by the runner just before those turns
  // (debugger conditions would cost every hit: a false one 0.45 ms in gdb, 2.1 ms in lldb).
  // WhenStateHolds: in the turns where `stateCondition` (a match breakpoint's JavaScript
  // condition, docs/breakpoints.md) holds on the state the bot answers; the window decides it.
  enum class Scope { EveryTurn, OnlyTurn, FromTurn, WhenStateHolds };
  struct Breakpoint {
    QString file;  // a path, or a file name lldb matches in any directory
    int line = 0;
    Scope scope = Scope::EveryTurn;
    int scopeTurn = 0;  // for OnlyTurn and FromTurn
    QString condition;  // in the bot's language, evaluated by the debugger at each hit; empty: none
    QString stateCondition;  // for WhenStateHolds
    // For WhenStateHolds, `stateHolds` says whether its condition holds in `turn`.
    bool appliesTo(int turn, bool stateHolds = false) const
    {
      switch (scope) {
      case Scope::EveryTurn: return true;
      case Scope::OnlyTurn: return turn == scopeTurn;
      case Scope::FromTurn: return turn >= scopeTurn;
      case Scope::WhenStateHolds: return stateHolds;
      }
      return false;
    }
  };
  // What is debugged: a process, and for a re-run turn how to play it.
  struct Debuggee {
    std::function<qint64()> pid;  // the process to attach to; <= 0: it cannot be found
    // Empty: something else drives the bot (a live match's runner), and the session lasts
    // until the bot ends or is detached.
    std::function<PlayerExchange()> playTurn;
    int turn = 0;  // the re-run's turn (messages)
  };
  // A breakpoint as the adapter took it: verified (on `line`, which may be a later line
  // with code) or not (no code there, or no debug information for the file).
  struct ArmedBreakpoint {
    Breakpoint requested;
    bool verified = false;
    int line = 0;
    QString message;  // the adapter's reason, when it says one
  };
  struct Frame {
    int id = 0;  // the adapter's frameId, valid while the bot stays stopped
    QString name;
    QString file;
    int line = 0;
  };
  struct Variable {
    QString name;
    QString value;  // as the debugger prints it
    QString type;  // of a scope: its presentationHint ("locals", "arguments", "registers")
    int reference = 0;  // > 0: it has children (variables(reference))
  };
  enum class Resume { Continue, StepOver, StepIn, StepOut };

  DebugTurn(Debuggee debuggee, int adapterTimeoutMs) : debuggee_(std::move(debuggee)), adapterTimeoutMs_(adapterTimeoutMs) {}
  // A re-run's turn N (`rerun` outlives this).
  static Debuggee rerunTurn(BotRerun& rerun);
  ~DebugTurn();
  DebugTurn(const DebugTurn&) = delete;
  DebugTurn& operator=(const DebugTurn&) = delete;

  // Calls `wakeUp` (on this thread's event loop, or from the turn's own thread when the bot
  // answered) whenever waitForStopOrReply() may have something new: for a worker that waits
  // in its event loop and polls (pollStopOrReply) instead of blocking. Set before attach().
  void setWakeUp(std::function<void()> wakeUp);
  // Starts the adapter and asks it to attach: to the bot's process, or as `attachArguments`
  // say (debugpy: connect to the port the bot listens on). Its answer may come only after
  // configurationDone (debugpy's does): startTurn() waits for it.
  bool attach(const DapClient::Program& adapter, const QJsonObject& attachArguments, QString* error);
  // Sets (or clears) the breakpoints, one setBreakpoints per file as DAP wants; how the
  // adapter took each comes back in `armed` when given.
  bool arm(const QList<Breakpoint>& breakpoints, bool on, QString* error, QList<ArmedBreakpoint>* armed = nullptr);
  // configurationDone, then (a re-run) the turn's input goes to the bot.
  bool startTurn(QString* error);
  // Until the bot stops (true, `threadId` set), answers or ends (true, threadId 0) or
  // `interrupt()` holds (true, threadId -1); false when the adapter fails or `timeoutMs` passes.
  bool waitForStopOrReply(int timeoutMs, int* threadId, QString* reason, QString* error,
                          const std::function<bool()>& interrupt = {});
  // waitForStopOrReply() without waiting: what has arrived is read; threadId -1 when nothing
  // happened; false when the adapter failed.
  bool pollStopOrReply(int* threadId, QString* reason, QString* error);
  std::optional<QList<Frame>> frames(int threadId, int levels, QString* error);
  // The frame's scopes as variables (their reference lists their contents).
  std::optional<QList<Variable>> scopes(int frameId, QString* error);
  std::optional<QList<Variable>> variables(int reference, QString* error);
  // The value, or the debugger's message for an expression it refuses; nothing when the adapter fails.
  std::optional<QString> evaluate(const QString& expression, int frameId, QString* error);
  bool resume(Resume how, int threadId, QString* error);
  // Clears the breakpoints, resumes the bot until it answers, detaches. False, with an
  // error, when the adapter fails or `interrupt()` holds while the bot still stops.
  bool finish(const QList<Breakpoint>& breakpoints, int threadId, int turnTimeoutMs, QString* error,
              const std::function<bool()>& interrupt = {});
  bool replied() const { return replied_; }
  // The debugged process ended (the adapter said so).
  bool exited() const { return exited_; }
  // The bot's answer to turn N, once replied().
  const PlayerExchange& reply() const { return reply_; }
  // Ends the turn now: the adapter is stopped; a bot that does not answer is killed.
  void end();

private:
  void onEvent(const QString& event, const QJsonObject& body);
  void waitUntilDetached();

  Debuggee debuggee_;
  int adapterTimeoutMs_;
  bool exited_ = false;
  QStringList exceptionFilters_;  // the adapter's exception stops on by default
  DapClient client_;
  std::deque<QJsonObject> stopped_;  // "stopped" events not yet handled
  std::optional<DapClient::Response> attached_;  // the attach request's answer, once it came
  std::thread turn_;
  std::function<void()> wakeUp_;
  std::atomic<bool> replied_{false};
  PlayerExchange reply_;
};

}  // namespace Kibitz::Debugger

#pragma once

#include "dap/breakpoint_scopes.h"
#include "dap/dap_adapter.h"
#include "dap/debug_turn.h"

#include <QList>
#include <QObject>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QThread>

#include <functional>
#include <memory>
#include <mutex>

namespace Kibitz::Debugger {

class BotRerun;
class DebuggeeStrategy;
class DebugSessionWorker;

// A bot under a debug adapter, driven by a person (the window's Debug dock): a re-run's
// turn N, or a bot playing a live match. Stops are reported as they come; while the bot is
// stopped the stack's scopes and variables are read on demand (lazily, one level at a time),
// expressions evaluated, and the bot continued or stepped. The adapter is talked to by a
// DebugSessionWorker on a QThread of its own (DebugTurn blocks): requests are queued calls
// to it and every answer arrives as a signal on the thread that made the session. The session is over with replied() (a
// re-run), ended() (a live match) or failed().
class InteractiveDebugSession final : public QObject {
  Q_OBJECT
public:
  using Breakpoint = DebugTurn::Breakpoint;
  using ArmedBreakpoint = DebugTurn::ArmedBreakpoint;
  using Frame = DebugTurn::Frame;
  using Variable = DebugTurn::Variable;
  using Resume = DebugTurn::Resume;
  using Evaluations = QList<QPair<QString, QString>>;

  // Starts at once: attaches the target's adapter to the bot of `rerun` (waiting for turn N's input),
  // arms those of `breakpoints` whose scope holds turn N (their match conditions decided now,
  // by `evaluate`, on the re-run's replay) and sends the input. `rerun` must outlive the session.
  InteractiveDebugSession(BotRerun& rerun, const DebugTarget& target, const QList<Breakpoint>& breakpoints,
                          const BreakpointScopes::ConditionEvaluator& evaluate = {}, QObject* parent = nullptr);
  // A live match's bot, process `pid` (started, waiting for its first input): attached at
  // once; its breakpoints are armed by beforeTurn(), which the match's runner calls.
  InteractiveDebugSession(qint64 pid, const DebugTarget& target, const QList<Breakpoint>& breakpoints,
                          QObject* parent = nullptr);
  // The same, the process found by `pid` when the session attaches (a sandboxed bot's own
  // process, which appears inside the sandbox a moment after the match starts it).
  InteractiveDebugSession(std::function<qint64()> pid, const DebugTarget& target, const QList<Breakpoint>& breakpoints,
                          QObject* parent = nullptr);
  // Ends the turn now if it is not over: the adapter is stopped, a bot that does not answer
  // without it is killed (waits for that, a few seconds at most).
  ~InteractiveDebugSession() override;

  bool isStopped() const { return stopped_; }
  // DebugTarget::language of the bot: "native" or "python".
  const QString& language() const { return language_; }
  bool isOver() const { return over_; }
  // While stopped:
  void resume(Resume how);
  void fetchScopes(int frameId);
  void fetchVariables(int reference);
  void evaluate(const QStringList& expressions, int frameId);
  // Clears the breakpoints and lets the bot run on to its reply without the debugger.
  void stopDebugging();
  // The breakpoints now (added, removed or changed in the editor during the session): sent
  // to the adapter at once, stopped or running, as IDEs do (issue #47, 3). A live match's
  // take their scopes from the turn the bot is answering.
  void setBreakpoints(const QList<Breakpoint>& breakpoints);

  // A live match: called on the runner's thread before the bot is asked for `turn`; arms the
  // breakpoints whose scope holds that turn (and clears the others) and returns when they
  // are, or at once when the session is over. Thread-safe (not on the session's thread).
  void beforeTurn(int turn);
  // The hook for the match's runner (MatchRunner::setBeforeRequest): beforeTurn() for
  // `seat`'s turns. It may outlive the session (it then does nothing).
  std::function<void(int seat, int turn)> runnerHook(int seat);
  // A live match's "when a match condition holds": decided by `evaluate` before each of the
  // bot's turns, on the runner's thread, on `replay` (the runner's, the match so far), as
  // BreakpointScopes::holding says. Set before the match starts; unset, they never hold.
  void setStateConditions(BreakpointScopes::ConditionEvaluator evaluate, const Replay* replay)
  {
    evaluate_ = std::move(evaluate);
    replay_ = replay;
  }

signals:
  void armed(const QList<Kibitz::Debugger::DebugTurn::ArmedBreakpoint>& breakpoints);
  void stopped(int turn, const QString& reason, const QList<Kibitz::Debugger::DebugTurn::Frame>& frames);
  void resumed();
  void scopesFetched(int frameId, const QList<Kibitz::Debugger::DebugTurn::Variable>& scopes);
  void variablesFetched(int reference, const QList<Kibitz::Debugger::DebugTurn::Variable>& variables);
  void evaluated(int frameId, const QList<QPair<QString, QString>>& values);
  // The bot answered turn N (the debugger is detached): the session is over.
  void replied(const Kibitz::Debugger::PlayerExchange& reply);
  // The adapter failed or the bot could not be debugged: the session is over.
  void failed(const QString& error);
  // A live match's bot ended, or was let go (stopDebugging): the session is over.
  void ended();

private:
  InteractiveDebugSession(std::unique_ptr<DebuggeeStrategy> strategy, const DebugTarget& target,
                          const QList<Breakpoint>& breakpoints, QObject* parent);
  // Runs `call` on the worker's thread, after what was asked before.
  template <typename Call>
  void ask(Call call);

  QThread thread_;
  DebugSessionWorker* worker_ = nullptr;  // on thread_ until the session ends, then deleted here
  std::mutex mutex_;  // breakpoints_, read by the runner's thread
  QList<Breakpoint> breakpoints_;
  // Between runnerHook()'s callers and this object's life: a caller holds the mutex while it
  // is inside beforeTurn(), so the destructor's nulling waits for it.
  struct HookBridge {
    std::mutex mutex;
    InteractiveDebugSession* session = nullptr;
  };
  std::shared_ptr<HookBridge> bridge_;
  BreakpointScopes::ConditionEvaluator evaluate_;
  const Replay* replay_ = nullptr;
  bool stopped_ = false;  // as this object's thread last heard
  QString language_;
  bool over_ = false;
};

}  // namespace Kibitz::Debugger

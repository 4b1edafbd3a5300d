#pragma once

#include "dap/dap_adapter.h"
#include "dap/debug_turn.h"

#include <QList>
#include <QObject>
#include <QPair>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>

class QThread;

namespace Kibitz::Debugger {

class DebuggeeStrategy;

// The adapter side of an InteractiveDebugSession, on a thread of its own (DebugTurn blocks
// while it waits for an answer). Everything it is asked comes as a queued call; while the
// bot runs it waits in its thread's event loop, woken when the adapter writes or the bot
// answers, and reports in signals. The strategy says what is debugged and how it ends.
class DebugSessionWorker final : public QObject {
  Q_OBJECT
public:
  using Breakpoint = DebugTurn::Breakpoint;
  using Resume = DebugTurn::Resume;

  // `home`: the thread it goes back to when shut down (its owner's, which deletes it).
  DebugSessionWorker(std::unique_ptr<DebuggeeStrategy> strategy, const DebugTarget& target,
                     const QList<Breakpoint>& breakpoints, QThread* home);
  ~DebugSessionWorker() override;

  // On the worker's thread, each as a queued call:
  void start();
  void resume(Resume how);
  void fetchScopes(int frameId);
  void fetchVariables(int reference);
  void evaluate(const QStringList& expressions, int frameId);
  void stopDebugging();
  void setBreakpoints(const QList<Breakpoint>& breakpoints);
  // Arms the breakpoints whose scope holds `turn` (`holding`: the state conditions that
  // hold then) and clears the others; nothing once the session is over.
  void armFor(int turn, const QStringList& holding);
  // Ends the turn if it is not over, and goes back to the home thread.
  void shutDown();

  // Any thread: a detach still waiting for the bot gives up.
  void abort() { aborting_ = true; }

  // For the strategies (on the worker's thread):
  // Clears the breakpoints, lets the bot run on and detaches; false (the session failed) when the adapter fails.
  bool detach();
  // The session ends with the bot's reply, now or when it comes.
  void awaitReply();
  // The session ends: the bot ended or plays on without the debugger.
  void endSession();

signals:
  void armed(const QList<Kibitz::Debugger::DebugTurn::ArmedBreakpoint>& breakpoints);
  void stopped(int turn, const QString& reason, const QList<Kibitz::Debugger::DebugTurn::Frame>& frames);
  void resumed();
  void scopesFetched(int frameId, const QList<Kibitz::Debugger::DebugTurn::Variable>& scopes);
  void variablesFetched(int reference, const QList<Kibitz::Debugger::DebugTurn::Variable>& variables);
  void evaluated(int frameId, const QList<QPair<QString, QString>>& values);
  void replied(const Kibitz::Debugger::PlayerExchange& reply);
  void failed(const QString& error);
  void ended();

private:
  enum class State { Starting, Running, Stopped, AwaitingReply, Over };
  bool attached() const { return state_ == State::Running || state_ == State::Stopped; }
  // Any thread: pump() soon, once however often it is asked.
  void wake();
  // Takes what came from the adapter and the bot: stops, the end of the turn.
  void pump();
  void fail(const QString& error);
  // Sends `applying` in place of what is armed; every file that had breakpoints is sent.
  bool armInstead(const QList<Breakpoint>& applying, QList<DebugTurn::ArmedBreakpoint>* taken, QString* error);

  std::unique_ptr<DebuggeeStrategy> strategy_;
  const DebugTarget target_;
  QThread* home_;
  std::unique_ptr<DebugTurn> turn_;
  State state_ = State::Starting;
  QList<Breakpoint> breakpoints_;  // all of them, as the editor has them
  QList<Breakpoint> armed_;        // what the adapter has now
  QStringList holding_;            // the state conditions that held at the last armFor
  int turnNumber_ = 0;             // the turn the bot is answering
  int threadId_ = 0;               // the stopped thread, 0 while the bot runs
  std::atomic<bool> pumpAsked_{false};
  std::atomic<bool> aborting_{false};
};

}  // namespace Kibitz::Debugger

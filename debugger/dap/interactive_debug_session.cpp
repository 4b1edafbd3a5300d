#include "dap/interactive_debug_session.h"

#include "dap/debug_session_worker.h"
#include "dap/debuggee_strategy.h"
#include "match/bot_rerun.h"

#include <QMetaObject>

namespace Kibitz::Debugger {

InteractiveDebugSession::InteractiveDebugSession(BotRerun& rerun, const DebugTarget& target,
                                                 const QList<Breakpoint>& breakpoints,
                                                 const BreakpointScopes::ConditionEvaluator& evaluate, QObject* parent)
    : InteractiveDebugSession(
          std::make_unique<RerunDebuggee>(rerun, BreakpointScopes::holding(breakpoints, rerun.replay(), rerun.turn(), evaluate)),
          target, breakpoints, parent)
{
}

InteractiveDebugSession::InteractiveDebugSession(qint64 pid, const DebugTarget& target, const QList<Breakpoint>& breakpoints,
                                                 QObject* parent)
    : InteractiveDebugSession(std::function<qint64()>([pid] { return pid; }), target, breakpoints, parent)
{
}

InteractiveDebugSession::InteractiveDebugSession(std::function<qint64()> pid, const DebugTarget& target,
                                                 const QList<Breakpoint>& breakpoints, QObject* parent)
    : InteractiveDebugSession(std::make_unique<LiveDebuggee>(std::move(pid)), target, breakpoints, parent)
{
}

InteractiveDebugSession::InteractiveDebugSession(std::unique_ptr<DebuggeeStrategy> strategy, const DebugTarget& target,
                                                 const QList<Breakpoint>& breakpoints, QObject* parent)
    : QObject(parent), breakpoints_(breakpoints), bridge_(std::make_shared<HookBridge>()), language_(target.language)
{
  thread_.setObjectName(QStringLiteral("debug session"));
  worker_ = new DebugSessionWorker(std::move(strategy), target, breakpoints, thread());
  worker_->moveToThread(&thread_);
  // The worker's signals cross to this thread queued, in the order they were sent.
  using Worker = DebugSessionWorker;
  connect(worker_, &Worker::armed, this, &InteractiveDebugSession::armed);
  connect(worker_, &Worker::stopped, this, [this](int turn, const QString& reason, const QList<Frame>& frames) {
    stopped_ = true;
    emit stopped(turn, reason, frames);
  });
  connect(worker_, &Worker::resumed, this, &InteractiveDebugSession::resumed);
  connect(worker_, &Worker::scopesFetched, this, &InteractiveDebugSession::scopesFetched);
  connect(worker_, &Worker::variablesFetched, this, &InteractiveDebugSession::variablesFetched);
  connect(worker_, &Worker::evaluated, this, &InteractiveDebugSession::evaluated);
  const auto over = [this] {
    over_ = true;
    stopped_ = false;
  };
  connect(worker_, &Worker::replied, this, [this, over](const PlayerExchange& reply) {
    over();
    emit replied(reply);
  });
  connect(worker_, &Worker::failed, this, [this, over](const QString& error) {
    over();
    emit failed(error);
  });
  connect(worker_, &Worker::ended, this, [this, over] {
    over();
    emit ended();
  });
  thread_.start();
  ask([](Worker& worker) { worker.start(); });
  bridge_->session = this;
}

InteractiveDebugSession::~InteractiveDebugSession()
{
  {
    std::lock_guard<std::mutex> lock(bridge_->mutex);  // waits for a runner inside beforeTurn()
    bridge_->session = nullptr;
  }
  worker_->abort();
  QMetaObject::invokeMethod(worker_, &DebugSessionWorker::shutDown, Qt::BlockingQueuedConnection);
  thread_.quit();
  thread_.wait();
  delete worker_;  // back on this thread (shutDown)
}

template <typename Call>
void InteractiveDebugSession::ask(Call call)
{
  QMetaObject::invokeMethod(worker_, [worker = worker_, call] { call(*worker); }, Qt::QueuedConnection);
}

std::function<void(int seat, int turn)> InteractiveDebugSession::runnerHook(int seat)
{
  return [bridge = bridge_, seat](int asked, int turn) {
    if (asked != seat)
      return;
    std::lock_guard<std::mutex> lock(bridge->mutex);
    if (bridge->session)
      bridge->session->beforeTurn(turn);
  };
}

void InteractiveDebugSession::beforeTurn(int turn)
{
  // The state conditions are evaluated here, on the runner's thread, on the match so far.
  QList<Breakpoint> breakpoints;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    breakpoints = breakpoints_;
  }
  const QStringList holding = replay_ ? BreakpointScopes::holding(breakpoints, *replay_, turn, evaluate_) : QStringList();
  // The runner waits until the worker has armed them (at once when the session is over).
  QMetaObject::invokeMethod(
      worker_, [worker = worker_, turn, holding] { worker->armFor(turn, holding); }, Qt::BlockingQueuedConnection);
}

void InteractiveDebugSession::resume(Resume how)
{
  if (over_ || !stopped_)
    return;  // already running
  stopped_ = false;
  ask([how](DebugSessionWorker& worker) { worker.resume(how); });
}

void InteractiveDebugSession::fetchScopes(int frameId)
{
  if (stopped_)
    ask([frameId](DebugSessionWorker& worker) { worker.fetchScopes(frameId); });
}

void InteractiveDebugSession::fetchVariables(int reference)
{
  if (stopped_ && reference > 0)
    ask([reference](DebugSessionWorker& worker) { worker.fetchVariables(reference); });
}

void InteractiveDebugSession::evaluate(const QStringList& expressions, int frameId)
{
  if (stopped_ && !expressions.isEmpty())
    ask([expressions, frameId](DebugSessionWorker& worker) { worker.evaluate(expressions, frameId); });
}

void InteractiveDebugSession::stopDebugging()
{
  if (over_)
    return;
  stopped_ = false;
  ask([](DebugSessionWorker& worker) { worker.stopDebugging(); });
}

void InteractiveDebugSession::setBreakpoints(const QList<Breakpoint>& breakpoints)
{
  if (over_)
    return;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    breakpoints_ = breakpoints;
  }
  ask([breakpoints](DebugSessionWorker& worker) { worker.setBreakpoints(breakpoints); });
}

}  // namespace Kibitz::Debugger

#include "dap/debug_session_worker.h"

#include "dap/breakpoint_scopes.h"
#include "dap/debuggee_strategy.h"

#include <QMetaObject>
#include <QThread>

#include <algorithm>
#include <limits>

namespace Kibitz::Debugger {

namespace {

constexpr int kAdapterTimeoutMs = 30000;  // for each answer of the adapter (a dead or hung adapter)
constexpr int kStackLevels = 64;
constexpr int kForever = std::numeric_limits<int>::max();  // a debugged turn has no time limit

bool sameLines(const QList<DebugTurn::Breakpoint>& a, const QList<DebugTurn::Breakpoint>& b)
{
  if (a.size() != b.size())
    return false;
  for (qsizetype i = 0; i < a.size(); ++i)
    if (a[i].file != b[i].file || a[i].line != b[i].line || a[i].condition != b[i].condition)
      return false;
  return true;
}

}  // namespace

DebugSessionWorker::DebugSessionWorker(std::unique_ptr<DebuggeeStrategy> strategy, const DebugTarget& target,
                                       const QList<Breakpoint>& breakpoints, QThread* home)
    : strategy_(std::move(strategy)), target_(target), home_(home), breakpoints_(breakpoints),
      holding_(strategy_->holdingAtStart()), turnNumber_(strategy_->debuggee().turn)
{
}

DebugSessionWorker::~DebugSessionWorker() = default;

void DebugSessionWorker::wake()
{
  if (!pumpAsked_.exchange(true))
    QMetaObject::invokeMethod(this, &DebugSessionWorker::pump, Qt::QueuedConnection);
}

void DebugSessionWorker::start()
{
  // Made here, so that the adapter's process and socket belong to this thread.
  turn_ = std::make_unique<DebugTurn>(strategy_->debuggee(), kAdapterTimeoutMs);
  turn_->setWakeUp([this] { wake(); });
  QString error;
  if (!turn_->attach(target_.adapter, target_.attachArguments, &error))
    return fail(error);
  if (const std::optional<QList<Breakpoint>> first = strategy_->armedAtStart(breakpoints_)) {
    QList<DebugTurn::ArmedBreakpoint> taken;
    if (!turn_->arm(*first, true, &error, &taken))
      return fail(error);
    armed_ = *first;
    emit armed(taken);
  }
  if (!turn_->startTurn(&error))
    return fail(error);
  state_ = State::Running;
  wake();
}

void DebugSessionWorker::pump()
{
  pumpAsked_ = false;
  if (state_ == State::AwaitingReply)
    return awaitReply();
  // Every stop that came (a multi-threaded bot may stop twice), then the end of the turn.
  while (attached()) {
    int stoppedThread = 0;
    QString reason;
    QString error;
    if (!turn_->pollStopOrReply(&stoppedThread, &reason, &error))
      return fail(error);
    if (stoppedThread < 0)
      return;  // nothing yet: woken again when something comes
    if (stoppedThread == 0)
      return strategy_->botDone(*this);
    threadId_ = stoppedThread;
    const std::optional<QList<DebugTurn::Frame>> frames = turn_->frames(threadId_, kStackLevels, &error);
    if (!frames)
      return fail(error);
    state_ = State::Stopped;
    emit stopped(turnNumber_, reason, *frames);
  }
}

void DebugSessionWorker::resume(Resume how)
{
  if (state_ != State::Stopped || threadId_ <= 0)
    return;
  QString error;
  if (!turn_->resume(how, threadId_, &error))
    return fail(error);
  threadId_ = 0;
  state_ = State::Running;
  emit resumed();
  wake();
}

void DebugSessionWorker::fetchScopes(int frameId)
{
  if (state_ != State::Stopped)
    return;
  QString error;
  const std::optional<QList<DebugTurn::Variable>> scopes = turn_->scopes(frameId, &error);
  if (!scopes)
    return fail(error);
  emit scopesFetched(frameId, *scopes);
}

void DebugSessionWorker::fetchVariables(int reference)
{
  if (state_ != State::Stopped)
    return;
  QString error;
  const std::optional<QList<DebugTurn::Variable>> variables = turn_->variables(reference, &error);
  if (!variables)
    return fail(error);
  emit variablesFetched(reference, *variables);
}

void DebugSessionWorker::evaluate(const QStringList& expressions, int frameId)
{
  if (state_ != State::Stopped)
    return;
  QList<QPair<QString, QString>> values;
  QString error;
  for (const QString& expression : expressions) {
    const std::optional<QString> value = turn_->evaluate(expression, frameId, &error);
    if (!value)
      return fail(error);
    values.append({expression, *value});
  }
  emit evaluated(frameId, values);
}

void DebugSessionWorker::stopDebugging()
{
  if (attached())
    strategy_->letGo(*this);
}

bool DebugSessionWorker::armInstead(const QList<Breakpoint>& applying, QList<DebugTurn::ArmedBreakpoint>* taken,
                                    QString* error)
{
  // Files that had breakpoints and have none now are cleared.
  QList<Breakpoint> clear;
  for (const Breakpoint& b : armed_ + breakpoints_)
    if (!std::any_of(applying.cbegin(), applying.cend(), [&b](const Breakpoint& a) { return a.file == b.file; }))
      clear << b;
  if (!turn_->arm(clear, false, error) || !turn_->arm(applying, true, error, taken))
    return false;
  armed_ = applying;
  return true;
}

void DebugSessionWorker::setBreakpoints(const QList<Breakpoint>& breakpoints)
{
  if (!attached()) {
    breakpoints_ = breakpoints;
    return;
  }
  // By their scopes, for the turn the bot answers. A "when a match condition holds"
  // breakpoint added now waits for the next turn's evaluation.
  QList<DebugTurn::ArmedBreakpoint> taken;
  QString error;
  const QList<Breakpoint> applying = BreakpointScopes::applyingTo(breakpoints, turnNumber_, holding_);
  const bool ok = armInstead(applying, &taken, &error);
  breakpoints_ = breakpoints;
  if (!ok)
    return fail(error);
  emit armed(taken);
  wake();  // a stop that came during the calls
}

void DebugSessionWorker::armFor(int turn, const QStringList& holding)
{
  if (!attached())
    return;
  turnNumber_ = turn;
  holding_ = holding;
  const QList<Breakpoint> applying = BreakpointScopes::applyingTo(breakpoints_, turn, holding);
  if (sameLines(applying, armed_))
    return;
  const bool first = armed_.isEmpty() && !applying.isEmpty();
  QList<DebugTurn::ArmedBreakpoint> taken;
  QString error;
  if (!armInstead(applying, &taken, &error))
    return fail(error);
  if (first)
    emit armed(taken);
  wake();
}

bool DebugSessionWorker::detach()
{
  QString error;
  if (!turn_->finish(breakpoints_, threadId_, kForever, &error, [this] { return aborting_.load(); })) {
    fail(error);
    return false;
  }
  threadId_ = 0;
  return true;
}

void DebugSessionWorker::awaitReply()
{
  state_ = State::AwaitingReply;
  if (!turn_->replied())
    return;  // the turn's thread wakes us when it comes
  turn_->end();
  state_ = State::Over;
  emit replied(turn_->reply());
}

void DebugSessionWorker::endSession()
{
  state_ = State::Over;
  emit ended();
}

void DebugSessionWorker::fail(const QString& error)
{
  if (turn_)
    turn_->end();
  state_ = State::Over;
  if (!aborting_)
    emit failed(error);
}

void DebugSessionWorker::shutDown()
{
  state_ = State::Over;
  turn_.reset();  // ends the turn: the adapter stops, a bot that does not answer is killed
  moveToThread(home_);
}

}  // namespace Kibitz::Debugger

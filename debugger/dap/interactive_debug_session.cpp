#include "dap/interactive_debug_session.h"

#include "match/bot_rerun.h"

#include <QMetaObject>

#include <algorithm>
#include <limits>

namespace Kibitz::Debugger {

using BreakpointScopes::applyingTo;

namespace {

constexpr int kAdapterTimeoutMs = 30000;  // for each answer of the adapter (a dead or hung adapter)
constexpr int kStackLevels = 64;
constexpr int kForever = std::numeric_limits<int>::max();  // turn N has no time limit

}  // namespace

namespace {

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

InteractiveDebugSession::InteractiveDebugSession(BotRerun& rerun, const DebugTarget& target,
                                                 const QList<Breakpoint>& breakpoints,
                                                 const BreakpointScopes::ConditionEvaluator& evaluate, QObject* parent)
    : InteractiveDebugSession(DebugTurn::rerunTurn(rerun), target, breakpoints,
                              BreakpointScopes::holding(breakpoints, rerun.replay(), rerun.turn(), evaluate), parent)
{
}

InteractiveDebugSession::InteractiveDebugSession(qint64 pid, const DebugTarget& target, const QList<Breakpoint>& breakpoints,
                                                 QObject* parent)
    : InteractiveDebugSession(std::function<qint64()>([pid] { return pid; }), target, breakpoints, parent)
{
}

InteractiveDebugSession::InteractiveDebugSession(std::function<qint64()> pid, const DebugTarget& target,
                                                 const QList<Breakpoint>& breakpoints, QObject* parent)
    : InteractiveDebugSession(DebugTurn::Debuggee{std::move(pid), {}, 0}, target, breakpoints, {}, parent)
{
}

InteractiveDebugSession::InteractiveDebugSession(DebugTurn::Debuggee debuggee, const DebugTarget& target,
                                                 const QList<Breakpoint>& breakpoints, const QStringList& holding,
                                                 QObject* parent)
    : QObject(parent), debuggee_(std::move(debuggee)), live_(!debuggee_.playTurn),
      // A re-run has its one turn: what applies to it is armed at once.
      breakpoints_(live_ ? breakpoints : applyingTo(breakpoints, debuggee_.turn, holding)), holding_(holding),
      turn_(debuggee_.turn), bridge_(std::make_shared<HookBridge>())
{
  language_ = target.language;
  bridge_->session = this;
  worker_ = std::thread([this, target] { run(target); });
}

std::function<void(int seat, int turn)> InteractiveDebugSession::runnerHook(int seat)
{
  return [bridge = bridge_, seat](int asked, int turn) {
    if (asked != seat)
      return;
    InteractiveDebugSession* session = nullptr;
    {
      std::lock_guard<std::mutex> lock(bridge->mutex);
      session = bridge->session;
      if (!session)
        return;
      ++session->inBeforeTurn_;
    }
    session->beforeTurn(turn);
    --session->inBeforeTurn_;
  };
}

void InteractiveDebugSession::beforeTurn(int turn)
{
  if (!live_ || finished_)
    return;
  // The state conditions are evaluated here, on the runner's thread, on the match so far.
  QList<Breakpoint> breakpoints;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    breakpoints = breakpoints_;
  }
  const QStringList holding = replay_ ? BreakpointScopes::holding(breakpoints, *replay_, turn, evaluate_) : QStringList();
  auto done = std::make_shared<std::promise<void>>();
  std::future<void> armed = done->get_future();
  {
    std::lock_guard<std::mutex> lock(mutex_);
    requests_.push_back({Request::Kind::Arm, Resume::Continue, turn, holding, done});
    hasRequest_ = true;
  }
  // The worker answers, or ends (then every waiting turn is let go).
  while (armed.wait_for(std::chrono::milliseconds(50)) != std::future_status::ready)
    if (finished_)
      return;
}

InteractiveDebugSession::~InteractiveDebugSession()
{
  {
    std::lock_guard<std::mutex> lock(bridge_->mutex);
    bridge_->session = nullptr;  // no runner enters beforeTurn() any more
  }
  abort_ = true;
  if (worker_.joinable())
    worker_.join();
  finished_ = true;
  while (inBeforeTurn_ > 0)  // they see finished_ within a poll
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
}

void InteractiveDebugSession::post(Request request)
{
  if (over_ || finished_)
    return;
  const bool resumes = request.kind == Request::Kind::Resume || request.kind == Request::Kind::StopDebugging;
  if (resumes) {
    if (!stopped_ && request.kind == Request::Kind::Resume)
      return;  // already running
    stopped_ = false;
  }
  std::lock_guard<std::mutex> lock(mutex_);
  requests_.push_back(std::move(request));
  hasRequest_ = true;
}

void InteractiveDebugSession::resume(Resume how)
{
  post({Request::Kind::Resume, how, 0, {}});
}

void InteractiveDebugSession::fetchScopes(int frameId)
{
  if (stopped_)
    post({Request::Kind::Scopes, Resume::Continue, frameId, {}});
}

void InteractiveDebugSession::fetchVariables(int reference)
{
  if (stopped_ && reference > 0)
    post({Request::Kind::Variables, Resume::Continue, reference, {}});
}

void InteractiveDebugSession::evaluate(const QStringList& expressions, int frameId)
{
  if (stopped_ && !expressions.isEmpty())
    post({Request::Kind::Evaluate, Resume::Continue, frameId, expressions});
}

void InteractiveDebugSession::stopDebugging()
{
  post({Request::Kind::StopDebugging, Resume::Continue, 0, {}});
}

void InteractiveDebugSession::setBreakpoints(const QList<Breakpoint>& breakpoints)
{
  if (over_ || finished_)
    return;
  std::lock_guard<std::mutex> lock(mutex_);
  nextBreakpoints_ = breakpoints;
  requests_.push_back({Request::Kind::Rearm, Resume::Continue, 0, {}});
  hasRequest_ = true;
}

bool InteractiveDebugSession::rearm(DebugTurn& turn, const QList<Breakpoint>& next, QString* error)
{
  // By their scopes, for the turn the bot answers (a re-run's: its one turn). A "when a
  // match condition holds" breakpoint added now waits for the next turn's evaluation.
  const QList<Breakpoint> applying = applyingTo(next, turn_, holding_);
  // Files that had breakpoints and have none now are cleared.
  QList<Breakpoint> clear;
  for (const Breakpoint& b : armed_ + breakpoints_)
    if (!std::any_of(applying.cbegin(), applying.cend(), [&b](const Breakpoint& a) { return a.file == b.file; }))
      clear << b;
  QList<ArmedBreakpoint> taken;
  if (!turn.arm(clear, false, error) || !turn.arm(applying, true, error, &taken))
    return false;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    breakpoints_ = next;
  }
  armed_ = applying;
  deliver([this, taken] { emit armed(taken); });
  return true;
}

void InteractiveDebugSession::deliver(std::function<void()> emitter)
{
  QMetaObject::invokeMethod(this, std::move(emitter), Qt::QueuedConnection);
}

bool InteractiveDebugSession::serve(DebugTurn& turn, const Request& request, int* threadId, QString* error)
{
  switch (request.kind) {
  case Request::Kind::Resume:
    if (!turn.resume(request.how, *threadId, error))
      return false;
    *threadId = 0;
    deliver([this] { emit resumed(); });
    return true;
  case Request::Kind::Scopes: {
    const std::optional<QList<Variable>> scopes = turn.scopes(request.id, error);
    if (!scopes)
      return false;
    deliver([this, id = request.id, list = *scopes] { emit scopesFetched(id, list); });
    return true;
  }
  case Request::Kind::Variables: {
    const std::optional<QList<Variable>> variables = turn.variables(request.id, error);
    if (!variables)
      return false;
    deliver([this, id = request.id, list = *variables] { emit variablesFetched(id, list); });
    return true;
  }
  case Request::Kind::Evaluate: {
    Evaluations values;
    for (const QString& expression : request.expressions) {
      const std::optional<QString> value = turn.evaluate(expression, request.id, error);
      if (!value)
        return false;
      values.append({expression, *value});
    }
    deliver([this, id = request.id, values] { emit evaluated(id, values); });
    return true;
  }
  case Request::Kind::StopDebugging:
  case Request::Kind::Arm:
  case Request::Kind::Rearm:
    break;
  }
  return true;
}

bool InteractiveDebugSession::armFor(DebugTurn& turn, int turnNumber, const QStringList& holding, QString* error)
{
  turn_ = turnNumber;
  holding_ = holding;
  const QList<Breakpoint> applying = applyingTo(breakpoints_, turnNumber, holding);
  if (sameLines(applying, armed_))
    return true;
  // Every file is sent, so that one whose breakpoints all left this turn is cleared.
  QList<Breakpoint> clear;
  for (const Breakpoint& b : breakpoints_)
    if (!std::any_of(applying.cbegin(), applying.cend(), [&b](const Breakpoint& a) { return a.file == b.file; }))
      clear << b;
  QList<ArmedBreakpoint> taken;
  if (!turn.arm(clear, false, error) || !turn.arm(applying, true, error, &taken))
    return false;
  const bool first = armed_.isEmpty() && !applying.isEmpty();
  armed_ = applying;
  if (first)
    deliver([this, taken] { emit armed(taken); });
  return true;
}

void InteractiveDebugSession::run(const DebugTarget& target)
{
  runSession(target);
  // Whatever ended it, no turn of the runner waits for it any more.
  finished_ = true;
  std::lock_guard<std::mutex> lock(mutex_);
  for (Request& request : requests_)
    if (request.done)
      request.done->set_value();
  requests_.clear();
}

void InteractiveDebugSession::runSession(const DebugTarget& target)
{
  DebugTurn turn(debuggee_, kAdapterTimeoutMs);
  QString error;
  const auto fail = [this, &turn, &error] {
    turn.end();
    deliver([this, error] {
      over_ = true;
      stopped_ = false;
      emit failed(error);
    });
  };
  QList<ArmedBreakpoint> armedBreakpoints;
  // A re-run arms its breakpoints now; a live match's as each turn comes (beforeTurn).
  if (!turn.attach(target.adapter, target.attachArguments, &error) ||
      (!live_ && !turn.arm(breakpoints_, true, &error, &armedBreakpoints)) || !turn.startTurn(&error))
    return fail();
  if (!live_)
    deliver([this, armedBreakpoints] { emit armed(armedBreakpoints); });

  int threadId = 0;  // the stopped thread, 0 while the bot runs
  const auto interrupted = [this] { return hasRequest_ || abort_; };
  for (;;) {
    int stoppedThread = 0;
    QString reason;
    if (!turn.waitForStopOrReply(kForever, &stoppedThread, &reason, &error, interrupted))
      return fail();
    if (abort_)
      return;  // ~DebugTurn ends the turn
    if (stoppedThread > 0) {
      threadId = stoppedThread;
      const std::optional<QList<Frame>> frames = turn.frames(threadId, kStackLevels, &error);
      if (!frames)
        return fail();
      deliver([this, turnNumber = turn_, reason, list = *frames] {
        stopped_ = true;
        emit stopped(turnNumber, reason, list);
      });
      continue;
    }
    Request request;
    if (stoppedThread == 0 && live_) {  // the bot ended
      deliver([this] {
        over_ = true;
        stopped_ = false;
        emit ended();
      });
      return;
    }
    if (stoppedThread == 0) {
      request.kind = Request::Kind::StopDebugging;  // the bot answered (or died): the turn is over
    } else {
      std::lock_guard<std::mutex> lock(mutex_);
      request = requests_.front();
      requests_.pop_front();
      hasRequest_ = !requests_.empty();
    }
    if (request.kind == Request::Kind::Rearm) {
      QList<Breakpoint> next;
      {
        std::lock_guard<std::mutex> lock(mutex_);
        next = nextBreakpoints_;
      }
      if (!rearm(turn, next, &error))
        return fail();
      continue;
    }
    if (request.kind == Request::Kind::Arm) {
      const bool ok = armFor(turn, request.id, request.expressions, &error);
      request.done->set_value();
      if (!ok)
        return fail();
      continue;
    }
    if (request.kind != Request::Kind::StopDebugging) {
      if (threadId > 0 && !serve(turn, request, &threadId, &error))
        return fail();
      continue;
    }
    if (live_) {  // let go of the bot: it plays on without the debugger
      if (!turn.finish(breakpoints_, threadId, kForever, &error))
        return fail();
      deliver([this] {
        over_ = true;
        stopped_ = false;
        emit ended();
      });
      return;
    }
    // Without the debugger the bot runs on to its reply, for as long as it needs.
    if (!turn.finish(breakpoints_, threadId, kForever, &error))
      return fail();
    while (!turn.replied() && !abort_)
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    if (abort_)
      return;
    turn.end();
    deliver([this, reply = turn.reply()] {
      over_ = true;
      stopped_ = false;
      emit replied(reply);
    });
    return;
  }
}

}  // namespace Kibitz::Debugger

#include "dap/interactive_debug_session.h"

#include "match/bot_rerun.h"

#include <QMetaObject>

#include <limits>

namespace Kibitz::Debugger {

namespace {

constexpr int kAdapterTimeoutMs = 30000;  // for each answer of the adapter (a dead or hung adapter)
constexpr int kStackLevels = 64;
constexpr int kForever = std::numeric_limits<int>::max();  // turn N has no time limit

}  // namespace

InteractiveDebugSession::InteractiveDebugSession(BotRerun& rerun, const DebugTarget& target,
                                                 const QList<Breakpoint>& breakpoints, QObject* parent)
    : QObject(parent), rerun_(rerun), breakpoints_(breakpoints)
{
  worker_ = std::thread([this, target] { run(target); });
}

InteractiveDebugSession::~InteractiveDebugSession()
{
  abort_ = true;
  if (worker_.joinable())
    worker_.join();
}

void InteractiveDebugSession::post(Request request)
{
  if (over_)
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
    break;
  }
  return true;
}

void InteractiveDebugSession::run(const DebugTarget& target)
{
  DebugTurn turn(rerun_, kAdapterTimeoutMs);
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
  if (!turn.attach(target.adapter, target.attachArguments, &error) || !turn.arm(breakpoints_, true, &error, &armedBreakpoints) || !turn.startTurn(&error))
    return fail();
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
      deliver([this, turnNumber = rerun_.turn(), reason, list = *frames] {
        stopped_ = true;
        emit stopped(turnNumber, reason, list);
      });
      continue;
    }
    Request request;
    if (stoppedThread == 0) {
      request.kind = Request::Kind::StopDebugging;  // the bot answered (or died): the turn is over
    } else {
      std::lock_guard<std::mutex> lock(mutex_);
      request = requests_.front();
      requests_.pop_front();
      hasRequest_ = !requests_.empty();
    }
    if (request.kind != Request::Kind::StopDebugging) {
      if (threadId > 0 && !serve(turn, request, &threadId, &error))
        return fail();
      continue;
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

#include "dap/bot_debug_session.h"

#include "match/bot_rerun.h"

#include <QElapsedTimer>
#include <QJsonArray>

#include <atomic>
#include <deque>
#include <signal.h>
#include <thread>

namespace Kibitz::Debugger {

namespace {

constexpr int kStackLevels = 20;
constexpr int kDetachGraceMs = 5000;
constexpr int kMaxResumes = 100;  // stops after the breakpoints are cleared (signals): then give up

// One attach-play-detach, with the bot's turn on a thread of its own: the bot's channel
// blocks until the reply, while this thread talks to the adapter.
class Session {
public:
  Session(BotRerun& rerun, const BotDebugSession::Plan& plan) : rerun_(rerun), plan_(plan) {}
  ~Session() { endTurn(); }

  std::optional<BotDebugSession::Result> run(const DapClient::Program& adapter, QString* error);

private:
  bool attach(const DapClient::Program& adapter, QString* error);
  bool arm(bool on, QString* error);
  bool waitForStopOrReply(int* threadId, QString* reason, QString* error);
  std::optional<BotDebugSession::Stop> describe(int threadId, const QString& reason, QString* error);
  bool finishTurn(int threadId, QString* error);
  void endTurn();

  BotRerun& rerun_;
  const BotDebugSession::Plan& plan_;
  DapClient client_;
  std::deque<QJsonObject> stopped_;  // "stopped" events not yet handled
  std::thread turn_;
  std::atomic<bool> replied_{false};
  PlayerExchange reply_;
};

bool Session::attach(const DapClient::Program& adapter, QString* error)
{
  bool initialized = false;
  client_.setEventHandler([this, &initialized](const QString& event, const QJsonObject& body) {
    if (event == QLatin1String("initialized"))
      initialized = true;
    else if (event == QLatin1String("stopped"))
      stopped_.push_back(body);
  });
  if (!client_.start(adapter, error))
    return false;
  if (!client_.call(QStringLiteral("initialize"),
                    {{QStringLiteral("clientID"), QStringLiteral("kibitz")},
                     {QStringLiteral("adapterID"), QStringLiteral("kibitz")},
                     {QStringLiteral("linesStartAt1"), true},
                     {QStringLiteral("columnsStartAt1"), true},
                     {QStringLiteral("pathFormat"), QStringLiteral("path")}},
                    plan_.adapterTimeoutMs, error))
    return false;
  const qint64 pid = rerun_.debuggeeId();
  if (pid <= 0) {
    *error = QStringLiteral("the bot's process cannot be found (in the sandbox: turn the sandbox off to debug it)");
    return false;
  }
  if (!client_.call(QStringLiteral("attach"), {{QStringLiteral("pid"), pid}}, plan_.adapterTimeoutMs, error)) {
    *error = QStringLiteral("cannot attach to the bot (process %1): %2").arg(pid).arg(*error);
    return false;
  }
  if (!client_.waitUntil([&initialized] { return initialized; }, plan_.adapterTimeoutMs, error))
    return false;
  // The events handler outlives this function: stop watching `initialized`.
  client_.setEventHandler([this](const QString& event, const QJsonObject& body) {
    if (event == QLatin1String("stopped"))
      stopped_.push_back(body);
  });
  return true;
}

// Sets (or clears) every breakpoint of the plan, one setBreakpoints per file as DAP wants.
bool Session::arm(bool on, QString* error)
{
  QMap<QString, QJsonArray> byFile;
  for (const BotDebugSession::Breakpoint& b : plan_.breakpoints)
    byFile[b.file].append(QJsonObject{{QStringLiteral("line"), b.line}});
  for (auto it = byFile.cbegin(); it != byFile.cend(); ++it)
    if (!client_.call(QStringLiteral("setBreakpoints"),
                      {{QStringLiteral("source"), QJsonObject{{QStringLiteral("path"), it.key()}}},
                       {QStringLiteral("breakpoints"), on ? it.value() : QJsonArray()}},
                      plan_.adapterTimeoutMs, error))
      return false;
  return true;
}

// Until the bot stops (true, with its thread) or answers (true, threadId 0).
bool Session::waitForStopOrReply(int* threadId, QString* reason, QString* error)
{
  *threadId = 0;
  if (!client_.waitUntil([this] { return !stopped_.empty() || replied_; }, plan_.turnTimeoutMs, error))
    return false;
  if (!stopped_.empty()) {
    const QJsonObject body = stopped_.front();
    stopped_.pop_front();
    *threadId = body.value(QStringLiteral("threadId")).toInt();
    *reason = body.value(QStringLiteral("reason")).toString();
  }
  return true;
}

std::optional<BotDebugSession::Stop> Session::describe(int threadId, const QString& reason, QString* error)
{
  BotDebugSession::Stop stop;
  stop.turn = rerun_.turn();
  stop.reason = reason;
  const std::optional<QJsonObject> trace = client_.call(
      QStringLiteral("stackTrace"), {{QStringLiteral("threadId"), threadId}, {QStringLiteral("levels"), kStackLevels}},
      plan_.adapterTimeoutMs, error);
  if (!trace)
    return std::nullopt;
  const QJsonArray frames = trace->value(QStringLiteral("stackFrames")).toArray();
  for (const QJsonValue& value : frames) {
    const QJsonObject frame = value.toObject();
    const QJsonObject source = frame.value(QStringLiteral("source")).toObject();
    const QString path = source.value(QStringLiteral("path")).toString();
    stop.frames.append({frame.value(QStringLiteral("name")).toString(),
                        path.isEmpty() ? source.value(QStringLiteral("name")).toString() : path,
                        frame.value(QStringLiteral("line")).toInt()});
  }
  if (frames.isEmpty())
    return stop;
  const int frameId = frames.first().toObject().value(QStringLiteral("id")).toInt();

  const std::optional<QJsonObject> scopes =
      client_.call(QStringLiteral("scopes"), {{QStringLiteral("frameId"), frameId}}, plan_.adapterTimeoutMs, error);
  if (!scopes)
    return std::nullopt;
  for (const QJsonValue& value : scopes->value(QStringLiteral("scopes")).toArray()) {
    const QJsonObject scope = value.toObject();
    if (scope.value(QStringLiteral("presentationHint")).toString() != QLatin1String("locals") &&
        scope.value(QStringLiteral("name")).toString() != QLatin1String("Locals"))
      continue;
    const std::optional<QJsonObject> variables = client_.call(
        QStringLiteral("variables"), {{QStringLiteral("variablesReference"), scope.value(QStringLiteral("variablesReference"))}},
        plan_.adapterTimeoutMs, error);
    if (!variables)
      return std::nullopt;
    for (const QJsonValue& v : variables->value(QStringLiteral("variables")).toArray())
      stop.locals.append({v.toObject().value(QStringLiteral("name")).toString(),
                          v.toObject().value(QStringLiteral("value")).toString().trimmed()});
    break;
  }

  for (const QString& expression : plan_.evals) {
    QString why;
    const std::optional<QJsonObject> result = client_.call(
        QStringLiteral("evaluate"),
        {{QStringLiteral("expression"), expression}, {QStringLiteral("frameId"), frameId}, {QStringLiteral("context"), QStringLiteral("watch")}},
        plan_.adapterTimeoutMs, &why);
    if (!result && !client_.running()) {
      *error = why;
      return std::nullopt;
    }
    // An expression the debugger refuses shows its message, as the debugger's console would.
    stop.evals.append({expression, result ? result->value(QStringLiteral("result")).toString().trimmed()
                                          : why.section(QStringLiteral(" failed: "), 1, -1).trimmed()});
  }
  return stop;
}

// Clears the breakpoints, resumes the bot until it answers, detaches.
bool Session::finishTurn(int threadId, QString* error)
{
  if (!arm(false, error))
    return false;
  for (int resumes = 0; threadId != 0; ++resumes) {
    if (resumes == kMaxResumes) {
      *error = QStringLiteral("the bot keeps stopping in turn %1").arg(rerun_.turn());
      return false;
    }
    if (!client_.call(QStringLiteral("continue"), {{QStringLiteral("threadId"), threadId}}, plan_.adapterTimeoutMs, error))
      return false;
    QString reason;
    if (!waitForStopOrReply(&threadId, &reason, error))
      return false;
  }
  QString why;  // an adapter that fails to detach is stopped below all the same
  client_.call(QStringLiteral("disconnect"), {{QStringLiteral("terminateDebuggee"), false}}, kDetachGraceMs, &why);
  client_.stop(kDetachGraceMs);
  return true;
}

// Makes sure the turn's thread is over: without its debugger the bot either answers, or
// (left stopped, or hitting a breakpoint instruction left in its code) is killed.
void Session::endTurn()
{
  if (!turn_.joinable())
    return;
  client_.stop(kDetachGraceMs);
  QElapsedTimer waited;
  waited.start();
  while (!replied_ && waited.elapsed() < kDetachGraceMs)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  if (!replied_ && rerun_.debuggeeId() > 0)
    ::kill(pid_t(rerun_.debuggeeId()), SIGKILL);
  turn_.join();
}

std::optional<BotDebugSession::Result> Session::run(const DapClient::Program& adapter, QString* error)
{
  QElapsedTimer sinceStart;
  sinceStart.start();
  if (!attach(adapter, error) || !arm(true, error))
    return std::nullopt;
  if (!client_.call(QStringLiteral("configurationDone"), {}, plan_.adapterTimeoutMs, error))
    return std::nullopt;

  turn_ = std::thread([this] {
    reply_ = rerun_.playTurn();
    replied_ = true;
  });
  BotDebugSession::Result result;
  int threadId = 0;
  QString reason;
  if (!waitForStopOrReply(&threadId, &reason, error))
    return std::nullopt;
  if (threadId != 0)
    result.startToStopMs = sinceStart.elapsed();
  for (int step = 0; threadId != 0; ++step) {
    std::optional<BotDebugSession::Stop> stop = describe(threadId, reason, error);
    if (!stop)
      return std::nullopt;
    result.stops.append(*stop);
    if (step == plan_.stepsOver)
      break;
    if (!client_.call(QStringLiteral("next"), {{QStringLiteral("threadId"), threadId}}, plan_.adapterTimeoutMs, error))
      return std::nullopt;
    if (!waitForStopOrReply(&threadId, &reason, error))
      return std::nullopt;
  }
  if (!finishTurn(threadId, error))
    return std::nullopt;
  endTurn();
  result.reply = reply_;
  return result;
}

}  // namespace

std::optional<BotDebugSession::Result> BotDebugSession::playTurn(BotRerun& rerun, const DapClient::Program& adapter,
                                                                 const Plan& plan, QString* error)
{
  Session session(rerun, plan);
  return session.run(adapter, error);
}

}  // namespace Kibitz::Debugger

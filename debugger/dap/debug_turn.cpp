#include "dap/debug_turn.h"

#include "match/bot_rerun.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QMap>

#include <signal.h>

namespace Kibitz::Debugger {

namespace {

constexpr int kDetachGraceMs = 5000;
constexpr int kMaxResumes = 100;  // stops after the breakpoints are cleared (signals): then give up
constexpr int kMaxVariables = 2000;  // of one scope or value: a huge container stays readable

QString sourcePath(const QJsonObject& source)
{
  const QString path = source.value(QStringLiteral("path")).toString();
  return path.isEmpty() ? source.value(QStringLiteral("name")).toString() : path;
}

DebugTurn::Variable variableOf(const QJsonObject& v, const QString& valueKey)
{
  return {v.value(QStringLiteral("name")).toString(), v.value(valueKey).toString().trimmed(),
          v.value(QStringLiteral("type")).toString(), v.value(QStringLiteral("variablesReference")).toInt()};
}

}  // namespace

DebugTurn::~DebugTurn()
{
  end();
}

DebugTurn::Debuggee DebugTurn::rerunTurn(BotRerun& rerun)
{
  return {[&rerun] { return rerun.debuggeeId(); }, [&rerun] { return rerun.playTurn(); }, rerun.turn()};
}

void DebugTurn::setWakeUp(std::function<void()> wakeUp)
{
  wakeUp_ = wakeUp;
  client_.watch(std::move(wakeUp));
}

bool DebugTurn::attach(const DapClient::Program& adapter, const QJsonObject& attachArguments, QString* error)
{
  bool initialized = false;
  client_.setEventHandler([this, &initialized](const QString& event, const QJsonObject& body) {
    if (event == QLatin1String("initialized"))
      initialized = true;
    else
      onEvent(event, body);
  });
  if (!client_.start(adapter, error))
    return false;
  const std::optional<QJsonObject> capabilities =
      client_.call(QStringLiteral("initialize"),
                   {{QStringLiteral("clientID"), QStringLiteral("kibitz")},
                    {QStringLiteral("adapterID"), QStringLiteral("kibitz")},
                    {QStringLiteral("linesStartAt1"), true},
                    {QStringLiteral("columnsStartAt1"), true},
                    {QStringLiteral("pathFormat"), QStringLiteral("path")}},
                   adapterTimeoutMs_, error);
  if (!capabilities)
    return false;
  // The exception stops the adapter turns on by default, as VS Code does (debugpy: uncaught
  // exceptions; lldb: none).
  exceptionFilters_.clear();
  for (const QJsonValue& filter : capabilities->value(QStringLiteral("exceptionBreakpointFilters")).toArray())
    if (filter.toObject().value(QStringLiteral("default")).toBool())
      exceptionFilters_ << filter.toObject().value(QStringLiteral("filter")).toString();
  QJsonObject arguments = attachArguments;
  const qint64 pid = debuggee_.pid();
  if (arguments.isEmpty()) {
    if (pid <= 0) {
      *error = QStringLiteral("the bot's process cannot be found (in the sandbox: turn the sandbox off to debug it)");
      return false;
    }
    arguments.insert(QStringLiteral("pid"), pid);
  }
  client_.request(QStringLiteral("attach"), arguments, [this](const DapClient::Response& r) { attached_ = r; });
  const auto refused = [this] { return attached_ && !attached_->success; };
  if (!client_.waitUntil([&initialized, &refused] { return initialized || refused(); }, adapterTimeoutMs_, error))
    return false;
  if (refused()) {
    *error = QStringLiteral("cannot attach to the bot (process %1): %2").arg(pid).arg(attached_->message);
    if (arguments.contains(QStringLiteral("pid")) && BotRerun::attachRestricted())
      *error += QStringLiteral(" (this system lets only root attach to a running process, Yama ptrace_scope 1 or more: "
                               "run Kibitz with sudo, or allow it with 'echo 0 | sudo tee /proc/sys/kernel/yama/ptrace_scope')");
    return false;
  }
  // The events handler outlives this function: stop watching `initialized`.
  client_.setEventHandler([this](const QString& event, const QJsonObject& body) { onEvent(event, body); });
  return true;
}

void DebugTurn::onEvent(const QString& event, const QJsonObject& body)
{
  if (event == QLatin1String("stopped"))
    stopped_.push_back(body);
  else if (event == QLatin1String("exited") || event == QLatin1String("terminated"))
    exited_ = true;
}

bool DebugTurn::arm(const QList<Breakpoint>& breakpoints, bool on, QString* error, QList<ArmedBreakpoint>* armed)
{
  QMap<QString, QList<Breakpoint>> byFile;
  for (const Breakpoint& b : breakpoints)
    byFile[b.file].append(b);
  for (auto it = byFile.cbegin(); it != byFile.cend(); ++it) {
    QJsonArray lines;
    for (const Breakpoint& b : it.value()) {
      QJsonObject line{{QStringLiteral("line"), b.line}};
      if (!b.condition.isEmpty())
        line.insert(QStringLiteral("condition"), b.condition);
      lines.append(line);
    }
    const std::optional<QJsonObject> answer = client_.call(
        QStringLiteral("setBreakpoints"),
        {{QStringLiteral("source"), QJsonObject{{QStringLiteral("path"), it.key()}}},
         {QStringLiteral("breakpoints"), on ? lines : QJsonArray()}},
        adapterTimeoutMs_, error);
    if (!answer)
      return false;
    if (!armed || !on)
      continue;
    // The answer lists the breakpoints in the order they were asked for.
    const QJsonArray taken = answer->value(QStringLiteral("breakpoints")).toArray();
    for (qsizetype i = 0; i < it.value().size(); ++i) {
      const QJsonObject b = taken.at(i).toObject();
      armed->append({it.value()[i], b.value(QStringLiteral("verified")).toBool(),
                     b.value(QStringLiteral("line")).toInt(it.value()[i].line), b.value(QStringLiteral("message")).toString()});
    }
  }
  return true;
}

bool DebugTurn::startTurn(QString* error)
{
  if (!exceptionFilters_.isEmpty() &&
      !client_.call(QStringLiteral("setExceptionBreakpoints"),
                    {{QStringLiteral("filters"), QJsonArray::fromStringList(exceptionFilters_)}}, adapterTimeoutMs_, error))
    return false;
  if (!client_.call(QStringLiteral("configurationDone"), {}, adapterTimeoutMs_, error))
    return false;
  if (!client_.waitUntil([this] { return attached_.has_value(); }, adapterTimeoutMs_, error))
    return false;
  if (!attached_->success) {
    *error = QStringLiteral("cannot attach to the bot (process %1): %2").arg(debuggee_.pid()).arg(attached_->message);
    return false;
  }
  if (debuggee_.playTurn)
    turn_ = std::thread([this] {
      reply_ = debuggee_.playTurn();
      replied_ = true;
      if (wakeUp_)
        wakeUp_();
    });
  return true;
}

bool DebugTurn::waitForStopOrReply(int timeoutMs, int* threadId, QString* reason, QString* error,
                                   const std::function<bool()>& interrupt)
{
  *threadId = 0;
  const auto done = [this, &interrupt] { return !stopped_.empty() || replied_ || exited_ || (interrupt && interrupt()); };
  if (!client_.waitUntil(done, timeoutMs, error))
    return false;
  if (!stopped_.empty()) {
    const QJsonObject body = stopped_.front();
    stopped_.pop_front();
    *threadId = body.value(QStringLiteral("threadId")).toInt();
    *reason = body.value(QStringLiteral("reason")).toString();
    // An exception says which ("exception: IndexError", debugpy's text or description).
    if (*reason == QLatin1String("exception")) {
      QString what = body.value(QStringLiteral("text")).toString();
      if (what.isEmpty())
        what = body.value(QStringLiteral("description")).toString();
      if (!what.isEmpty())
        *reason += QStringLiteral(": ") + what.simplified().left(200);
    }
  } else if (!replied_ && !exited_) {
    *threadId = -1;
  }
  return true;
}

bool DebugTurn::pollStopOrReply(int* threadId, QString* reason, QString* error)
{
  // Done at once while the adapter runs; a dead one fails as a wait would.
  return waitForStopOrReply(0, threadId, reason, error, [this] { return client_.running(); });
}

std::optional<QList<DebugTurn::Frame>> DebugTurn::frames(int threadId, int levels, QString* error)
{
  const std::optional<QJsonObject> trace = client_.call(
      QStringLiteral("stackTrace"), {{QStringLiteral("threadId"), threadId}, {QStringLiteral("levels"), levels}},
      adapterTimeoutMs_, error);
  if (!trace)
    return std::nullopt;
  QList<Frame> frames;
  for (const QJsonValue& value : trace->value(QStringLiteral("stackFrames")).toArray()) {
    const QJsonObject frame = value.toObject();
    frames.append({frame.value(QStringLiteral("id")).toInt(), frame.value(QStringLiteral("name")).toString(),
                   sourcePath(frame.value(QStringLiteral("source")).toObject()), frame.value(QStringLiteral("line")).toInt()});
  }
  return frames;
}

std::optional<QList<DebugTurn::Variable>> DebugTurn::scopes(int frameId, QString* error)
{
  const std::optional<QJsonObject> answer =
      client_.call(QStringLiteral("scopes"), {{QStringLiteral("frameId"), frameId}}, adapterTimeoutMs_, error);
  if (!answer)
    return std::nullopt;
  QList<Variable> scopes;
  for (const QJsonValue& value : answer->value(QStringLiteral("scopes")).toArray())
  {
    DebugTurn::Variable scope = variableOf(value.toObject(), QStringLiteral("value"));
    scope.type = value.toObject().value(QStringLiteral("presentationHint")).toString();
    scopes.append(scope);
  }
  return scopes;
}

std::optional<QList<DebugTurn::Variable>> DebugTurn::variables(int reference, QString* error)
{
  const std::optional<QJsonObject> answer = client_.call(
      QStringLiteral("variables"), {{QStringLiteral("variablesReference"), reference}, {QStringLiteral("count"), kMaxVariables}},
      adapterTimeoutMs_, error);
  if (!answer)
    return std::nullopt;
  QList<Variable> variables;
  for (const QJsonValue& value : answer->value(QStringLiteral("variables")).toArray()) {
    if (variables.size() == kMaxVariables)
      break;
    variables.append(variableOf(value.toObject(), QStringLiteral("value")));
  }
  return variables;
}

std::optional<QString> DebugTurn::evaluate(const QString& expression, int frameId, QString* error)
{
  QString why;
  const std::optional<QJsonObject> result = client_.call(
      QStringLiteral("evaluate"),
      {{QStringLiteral("expression"), expression}, {QStringLiteral("frameId"), frameId}, {QStringLiteral("context"), QStringLiteral("watch")}},
      adapterTimeoutMs_, &why);
  if (!result && !client_.running()) {
    *error = why;
    return std::nullopt;
  }
  // An expression the debugger refuses shows its message, as the debugger's console would.
  return result ? result->value(QStringLiteral("result")).toString().trimmed()
                : why.section(QStringLiteral(" failed: "), 1, -1).trimmed();
}

bool DebugTurn::resume(Resume how, int threadId, QString* error)
{
  static const char* const commands[] = {"continue", "next", "stepIn", "stepOut"};
  return client_
      .call(QString::fromLatin1(commands[int(how)]), {{QStringLiteral("threadId"), threadId}}, adapterTimeoutMs_, error)
      .has_value();
}

bool DebugTurn::finish(const QList<Breakpoint>& breakpoints, int threadId, int turnTimeoutMs, QString* error,
                       const std::function<bool()>& interrupt)
{
  // The bot ended (its debugger's connection with it), or the adapter did (which lets go of
  // its tracees): there is nothing left to let go of. (What arrived is read first.)
  QString unread;
  client_.waitUntil([] { return true; }, 0, &unread);
  if (exited_ && !client_.running()) {
    client_.stop(0);
    return true;
  }
  if (!arm(breakpoints, false, error))
    return false;
  for (int resumes = 0; threadId > 0; ++resumes) {
    if (!debuggee_.playTurn) {  // a live match's bot: it runs on, its runner waits for the reply
      if (!resume(Resume::Continue, threadId, error))
        return false;
      break;
    }
    if (resumes == kMaxResumes) {
      *error = QStringLiteral("the bot keeps stopping in turn %1").arg(debuggee_.turn);
      return false;
    }
    if (!resume(Resume::Continue, threadId, error))
      return false;
    QString reason;
    if (!waitForStopOrReply(turnTimeoutMs, &threadId, &reason, error, interrupt))
      return false;
    if (threadId < 0) {
      *error = QStringLiteral("interrupted while the bot runs on to its reply");
      return false;
    }
  }
  QString why;  // an adapter that fails to detach is stopped below all the same
  client_.call(QStringLiteral("disconnect"), {{QStringLiteral("terminateDebuggee"), false}}, kDetachGraceMs, &why);
  client_.stop(kDetachGraceMs);
  waitUntilDetached();
  return true;
}

// lldb traces through a process of its own (lldb-server), which may still be letting go of
// the bot when the adapter has exited: the turn is over when the bot has no tracer.
void DebugTurn::waitUntilDetached()
{
  const qint64 pid = debuggee_.pid();
  QElapsedTimer waited;
  waited.start();
  while (pid > 0 && waited.elapsed() < kDetachGraceMs) {
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
      return;  // gone
    qint64 tracer = 0;
    for (const QByteArray& line : status.readAll().split('\n'))
      if (line.startsWith("TracerPid:"))
        tracer = line.mid(10).trimmed().toLongLong();
    if (tracer == 0)
      return;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
}

void DebugTurn::end()
{
  client_.stop(kDetachGraceMs);
  if (!turn_.joinable())
    return;
  QElapsedTimer waited;
  waited.start();
  while (!replied_ && waited.elapsed() < kDetachGraceMs)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  if (!replied_ && debuggee_.pid() > 0)
    ::kill(pid_t(debuggee_.pid()), SIGKILL);
  turn_.join();
}

}  // namespace Kibitz::Debugger

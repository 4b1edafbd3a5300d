#include "lsp/lsp_client.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>

#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>

namespace Kibitz::Debugger {

namespace {
constexpr qsizetype kStderrKept = 2048;  // enough to say why a server failed
constexpr int kWatchdogMs = 1000;
}  // namespace

LspClient::LspClient(QObject* parent) : QObject(parent), watchdog_(new QTimer(this))
{
  clock_.start();
  watchdog_->setInterval(kWatchdogMs);
  connect(watchdog_, &QTimer::timeout, this, &LspClient::checkHung);
}

LspClient::~LspClient()
{
  if (process_) {
    process_->disconnect(this);
    if (process_->state() != QProcess::NotRunning) {
      process_->kill();
      process_->waitForFinished(1000);  // reaps it: a SIGKILLed process ends at once
    }
  }
}

bool LspClient::isRunning() const
{
  return process_ && process_->state() != QProcess::NotRunning;
}

qint64 LspClient::processId() const
{
  return isRunning() ? process_->processId() : 0;
}

bool LspClient::start(const Program& program, QJsonObject initializeParams, QString* error)
{
  name_ = QFileInfo(program.program).fileName();
  process_ = new QProcess(this);
  if (!program.workingDirectory.isEmpty())
    process_->setWorkingDirectory(program.workingDirectory);
  // The server must not outlive Kibitz, even one killed with SIGKILL.
  // Capped: its memory (heap and private mappings), and below the window's priority.
  const qint64 memory = program.memoryBytes;
  process_->setChildProcessModifier([memory] {
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (memory > 0) {
      const rlimit cap{rlim_t(memory), rlim_t(memory)};
      ::setrlimit(RLIMIT_DATA, &cap);
    }
    ::setpriority(PRIO_PROCESS, 0, 10);
  });
  connect(process_, &QProcess::readyReadStandardOutput, this, &LspClient::readOutput);
  connect(process_, &QProcess::readyReadStandardError, this, [this] {
    stderrTail_.append(process_->readAllStandardError());
    if (stderrTail_.size() > kStderrKept)
      stderrTail_ = stderrTail_.right(kStderrKept);
  });
  connect(process_, &QProcess::finished, this, &LspClient::onFinished);
  process_->start(program.program, program.arguments);
  if (!process_->waitForStarted(5000)) {
    *error = QStringLiteral("%1 does not start: %2").arg(program.program, process_->errorString());
    delete process_;
    process_ = nullptr;
    return false;
  }
  initializeParams.insert(QStringLiteral("processId"), program.ownProcessNamespace ? QJsonValue(QJsonValue::Null)
                                                                                 : QJsonValue(QCoreApplication::applicationPid()));
  const int id = nextId_++;
  pending_[id] = {[this](const QJsonValue& result, const QString& problem) {
                    if (!problem.isEmpty()) {
                      fail(QStringLiteral("%1 refused to start: %2").arg(name_, problem));
                      return;
                    }
                    capabilities_ = result.toObject().value(QStringLiteral("capabilities")).toObject();
                    ready_ = true;
                    send({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                          {QStringLiteral("method"), QStringLiteral("initialized")},
                          {QStringLiteral("params"), QJsonObject()}});
                    const QList<QJsonObject> queued = std::exchange(queued_, {});
                    for (const QJsonObject& message : queued)
                      send(message);
                    emit ready();
                  },
                  clock_.elapsed()};
  send({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
        {QStringLiteral("id"), id},
        {QStringLiteral("method"), QStringLiteral("initialize")},
        {QStringLiteral("params"), initializeParams}});
  watchdog_->start();
  return true;
}

void LspClient::send(const QJsonObject& message)
{
  if (isRunning() && !failed_)
    process_->write(ContentLengthFraming::frame(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

int LspClient::request(const QString& method, const QJsonValue& params, Callback callback)
{
  if (!isRunning() || failed_ || stopping_ || int(pending_.size()) >= kMaxPending)
    return -1;
  const int id = nextId_++;
  const QJsonObject message{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                            {QStringLiteral("id"), id},
                            {QStringLiteral("method"), method},
                            {QStringLiteral("params"), params}};
  if (!ready_) {
    if (queued_.size() >= kMaxQueued)
      return -1;
    queued_ << message;
  } else {
    send(message);
  }
  pending_[id] = {std::move(callback), clock_.elapsed()};
  return id;
}

void LspClient::cancel(int id)
{
  if (pending_.erase(id) == 0)
    return;
  for (qsizetype i = 0; i < queued_.size(); ++i)
    if (queued_[i].value(QStringLiteral("id")).toInt() == id) {
      queued_.removeAt(i);  // never sent: nothing to cancel on the server
      return;
    }
  notify(QStringLiteral("$/cancelRequest"), QJsonObject{{QStringLiteral("id"), id}});
}

void LspClient::notify(const QString& method, const QJsonValue& params)
{
  if (!isRunning() || failed_ || stopping_)
    return;
  const QJsonObject message{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                            {QStringLiteral("method"), method},
                            {QStringLiteral("params"), params}};
  if (ready_)
    send(message);
  else if (queued_.size() < kMaxQueued)
    queued_ << message;
}

void LspClient::readOutput()
{
  if (!process_ || failed_)
    return;
  framing_.append(process_->readAllStandardOutput());
  while (!failed_) {
    const std::optional<QByteArray> body = framing_.next();
    if (!body) {
      if (!framing_.error().isEmpty())
        fail(QStringLiteral("%1 broke the protocol: %2").arg(name_, framing_.error()));
      return;
    }
    // A server that sends thousands of messages a second is flooding, not working.
    const qint64 now = clock_.elapsed();
    if (now - rateWindowStartMs_ >= 1000) {
      rateWindowStartMs_ = now;
      messagesInWindow_ = 0;
    }
    if (++messagesInWindow_ > kMaxMessagesPerSecond) {
      fail(QStringLiteral("%1 sent more than %2 messages in a second").arg(name_).arg(kMaxMessagesPerSecond));
      return;
    }
    dispatch(*body);
  }
}

void LspClient::dispatch(const QByteArray& body)
{
  QJsonParseError parseError;
  const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
  if (!document.isObject()) {
    fail(QStringLiteral("%1 sent a message that is not a JSON object (%2)").arg(name_, parseError.errorString()));
    return;
  }
  const QJsonObject message = document.object();
  const QJsonValue id = message.value(QStringLiteral("id"));
  const QString method = message.value(QStringLiteral("method")).toString();
  if (!method.isEmpty() && !id.isUndefined()) {
    // A request from the server: configuration gets "no settings" per item, the rest
    // (progress tokens, capability registration) an empty success.
    QJsonValue result;
    if (method == QLatin1String("workspace/configuration")) {
      QJsonArray nothing;
      const QJsonArray items = message.value(QStringLiteral("params")).toObject().value(QStringLiteral("items")).toArray();
      for (qsizetype i = 0; i < items.size() && i < 64; ++i)
        nothing.append(QJsonValue::Null);
      result = nothing;
    }
    send({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), id}, {QStringLiteral("result"), result}});
    return;
  }
  if (!method.isEmpty()) {
    emit notification(method, message.value(QStringLiteral("params")));
    return;
  }
  const auto found = pending_.find(id.toInt(-1));
  if (found == pending_.end())
    return;  // cancelled, or not ours
  const Callback callback = std::move(found->second.callback);
  pending_.erase(found);  // before the callback, which may send requests of its own
  const QJsonObject error = message.value(QStringLiteral("error")).toObject();
  if (callback)
    callback(message.value(QStringLiteral("result")),
             error.isEmpty() ? QString() : error.value(QStringLiteral("message")).toString(QStringLiteral("an error without a message")));
}

void LspClient::checkHung()
{
  const qint64 now = clock_.elapsed();
  for (const auto& [id, pending] : pending_)
    if (now - pending.sentAtMs > kAnswerTimeoutMs) {
      fail(QStringLiteral("%1 did not answer within %2 s").arg(name_).arg(kAnswerTimeoutMs / 1000));
      return;
    }
}

void LspClient::fail(const QString& reason)
{
  if (failed_)
    return;
  failed_ = true;
  ready_ = false;
  watchdog_->stop();
  pending_.clear();
  queued_.clear();
  if (process_) {
    process_->disconnect(this);
    if (process_->state() == QProcess::NotRunning) {
      process_->deleteLater();
    } else {
      // Reaped when it ends (a SIGKILLed process ends at once); never waited for here.
      connect(process_, &QProcess::finished, process_, &QObject::deleteLater);
      process_->kill();
    }
    process_ = nullptr;
  }
  if (!stopping_)
    emit stopped(reason);
}

void LspClient::onFinished(int exitCode, QProcess::ExitStatus status)
{
  if (stopping_ || failed_)
    return;
  QString reason = status == QProcess::CrashExit ? QStringLiteral("%1 crashed").arg(name_)
                                                 : QStringLiteral("%1 exited with code %2").arg(name_).arg(exitCode);
  const QString said = QString::fromUtf8(stderrTail_).trimmed().section(QLatin1Char('\n'), -2);
  if (!said.isEmpty())
    reason += QStringLiteral(": ") + said;
  fail(reason);
}

void LspClient::stop(int graceMs)
{
  if (!isRunning() || stopping_)
    return;
  stopping_ = true;
  watchdog_->stop();
  pending_.clear();
  if (ready_) {
    send({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), nextId_++},
          {QStringLiteral("method"), QStringLiteral("shutdown")}});
    send({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("method"), QStringLiteral("exit")}});
  }
  process_->closeWriteChannel();
  QProcess* process = process_;
  QTimer::singleShot(graceMs, process, [process] {
    if (process->state() != QProcess::NotRunning)
      process->kill();
  });
}

}  // namespace Kibitz::Debugger

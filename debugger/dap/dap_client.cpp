#include "dap/dap_client.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>

#include <csignal>
#include <sys/prctl.h>

namespace Kibitz::Debugger {

namespace {
constexpr qsizetype kStderrKept = 4096;  // enough to say why an adapter failed
constexpr int kReadSliceMs = 50;         // how often waitUntil() looks at its condition
}  // namespace

DapClient::DapClient() = default;

DapClient::~DapClient()
{
  stop(0);
}

bool DapClient::start(const Program& adapter, QString* error)
{
  name_ = QFileInfo(adapter.program).fileName();
  process_ = std::make_unique<QProcess>();
  process_->setProcessEnvironment(adapter.environment);
  // Killed with Kibitz, however Kibitz ends (SIGKILL too): no adapter is left holding a bot.
  // (The parent-death signal follows the thread that starts it: a client lives on one thread.)
  process_->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGKILL); });
  process_->start(adapter.program, adapter.arguments);
  if (!process_->waitForStarted(10000)) {
    *error = QStringLiteral("the debug adapter %1 does not start: %2").arg(adapter.program, process_->errorString());
    process_.reset();
    return false;
  }
  return true;
}

bool DapClient::running() const
{
  return process_ && process_->state() != QProcess::NotRunning;
}

int DapClient::request(const QString& command, const QJsonObject& arguments, Callback callback)
{
  const int seq = nextSeq_++;
  QJsonObject message{{QStringLiteral("seq"), seq}, {QStringLiteral("type"), QStringLiteral("request")},
                      {QStringLiteral("command"), command}};
  if (!arguments.isEmpty())
    message.insert(QStringLiteral("arguments"), arguments);
  pending_[seq] = std::move(callback);
  if (running())
    process_->write(ContentLengthFraming::frame(QJsonDocument(message).toJson(QJsonDocument::Compact)));
  return seq;
}

void DapClient::readAvailable()
{
  if (!process_)
    return;
  stderr_.append(process_->readAllStandardError());
  if (stderr_.size() > kStderrKept)
    stderr_ = stderr_.right(kStderrKept);
  framing_.append(process_->readAllStandardOutput());
  while (protocolError_.isEmpty()) {
    const std::optional<QByteArray> body = framing_.next();
    if (!body) {
      if (!framing_.error().isEmpty())
        protocolError_ = QStringLiteral("the debug adapter %1 broke the protocol: %2").arg(name_, framing_.error());
      break;
    }
    dispatch(*body, &protocolError_);
  }
}

bool DapClient::dispatch(const QByteArray& body, QString* error)
{
  QJsonParseError parseError;
  const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
  if (!document.isObject()) {
    *error = QStringLiteral("the debug adapter %1 sent a message that is not a JSON object (%2)").arg(name_, parseError.errorString());
    return false;
  }
  const QJsonObject message = document.object();
  const QString type = message.value(QStringLiteral("type")).toString();
  if (type == QLatin1String("response")) {
    const auto found = pending_.find(message.value(QStringLiteral("request_seq")).toInt());
    if (found == pending_.end())
      return true;  // not ours (or answered twice): nothing waits for it
    const Callback callback = std::move(found->second);
    pending_.erase(found);  // before the callback, which may send requests of its own
    if (callback)
      callback(Response{message.value(QStringLiteral("success")).toBool(), message.value(QStringLiteral("message")).toString(),
                        message.value(QStringLiteral("body")).toObject()});
  } else if (type == QLatin1String("event")) {
    if (eventHandler_)
      eventHandler_(message.value(QStringLiteral("event")).toString(), message.value(QStringLiteral("body")).toObject());
  } else if (type == QLatin1String("request")) {
    // A reverse request (runInTerminal, startDebugging): this client does neither.
    const QJsonObject reply{{QStringLiteral("seq"), nextSeq_++},
                            {QStringLiteral("type"), QStringLiteral("response")},
                            {QStringLiteral("request_seq"), message.value(QStringLiteral("seq"))},
                            {QStringLiteral("command"), message.value(QStringLiteral("command"))},
                            {QStringLiteral("success"), false},
                            {QStringLiteral("message"), QStringLiteral("not supported by Kibitz")}};
    process_->write(ContentLengthFraming::frame(QJsonDocument(reply).toJson(QJsonDocument::Compact)));
  }
  return true;
}

QString DapClient::deathReason() const
{
  QString reason = process_->exitStatus() == QProcess::CrashExit
                       ? QStringLiteral("the debug adapter %1 crashed").arg(name_)
                       : QStringLiteral("the debug adapter %1 exited with code %2").arg(name_).arg(process_->exitCode());
  if (const QString text = adapterStderr(); !text.isEmpty())
    reason += QStringLiteral(": ") + text.section(QLatin1Char('\n'), -3);
  return reason;
}

bool DapClient::waitUntil(const std::function<bool()>& done, int timeoutMs, QString* error)
{
  QElapsedTimer elapsed;
  elapsed.start();
  for (;;) {
    readAvailable();
    if (!protocolError_.isEmpty()) {
      *error = protocolError_;
      return false;
    }
    if (done())
      return true;
    if (!running()) {
      *error = process_ ? deathReason() : QStringLiteral("no debug adapter runs");
      return false;
    }
    const qint64 remaining = timeoutMs - elapsed.elapsed();
    if (remaining <= 0) {
      *error = QStringLiteral("the debug adapter %1 did not answer within %2 s").arg(name_).arg(timeoutMs / 1000.0);
      return false;
    }
    process_->waitForReadyRead(int(qMin<qint64>(remaining, kReadSliceMs)));
  }
}

std::optional<QJsonObject> DapClient::call(const QString& command, const QJsonObject& arguments, int timeoutMs, QString* error)
{
  std::optional<Response> response;
  const int seq = request(command, arguments, [&response](const Response& r) { response = r; });
  if (!waitUntil([&response] { return response.has_value(); }, timeoutMs, error)) {
    pending_.erase(seq);  // its callback refers to `response`, gone after this
    *error = QStringLiteral("%1: %2").arg(command, *error);
    return std::nullopt;
  }
  if (!response->success) {
    *error = QStringLiteral("%1 failed: %2").arg(command, response->message.isEmpty() ? QStringLiteral("(no reason given)")
                                                                                       : response->message);
    return std::nullopt;
  }
  return response->body;
}

void DapClient::stop(int graceMs)
{
  if (!process_)
    return;
  if (running()) {
    process_->closeWriteChannel();
    if (graceMs <= 0 || !process_->waitForFinished(graceMs)) {
      process_->kill();
      process_->waitForFinished(5000);
    }
  }
  readAvailable();
  pending_.clear();  // callbacks may refer to a caller's locals that are gone after this
}

}  // namespace Kibitz::Debugger

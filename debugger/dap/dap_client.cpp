#include "dap/dap_client.h"

#include <QElapsedTimer>
#include <QJsonDocument>


namespace Kibitz::Debugger {

namespace {
constexpr int kReadSliceMs = 50;     // how often waitUntil() looks at its condition
constexpr int kConnectMs = 15000;    // a debuggee connecting: debugpy gives up after 10 s
}  // namespace

DapClient::DapClient() = default;

DapClient::~DapClient()
{
  stop(0);
}

bool DapClient::start(const Program& adapter, QString* error)
{
  transport_ = adapter.listener ? acceptDebuggee(*adapter.listener, kConnectMs, error)
                                : startAdapterProcess(adapter.program, adapter.arguments, adapter.environment.toStringList(), error);
  if (transport_ && readable_)
    transport_->watch(readable_);
  return transport_ != nullptr;
}

bool DapClient::running() const
{
  return transport_ && transport_->running();
}

void DapClient::send(const QJsonObject& message)
{
  if (running())
    transport_->write(ContentLengthFraming::frame(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

int DapClient::request(const QString& command, const QJsonObject& arguments, Callback callback)
{
  const int seq = nextSeq_++;
  QJsonObject message{{QStringLiteral("seq"), seq}, {QStringLiteral("type"), QStringLiteral("request")},
                      {QStringLiteral("command"), command}};
  if (!arguments.isEmpty())
    message.insert(QStringLiteral("arguments"), arguments);
  pending_[seq] = std::move(callback);
  send(message);
  return seq;
}

void DapClient::readAvailable()
{
  if (!transport_)
    return;
  framing_.append(transport_->read());
  while (protocolError_.isEmpty()) {
    const std::optional<QByteArray> body = framing_.next();
    if (!body) {
      if (!framing_.error().isEmpty())
        protocolError_ = QStringLiteral("the debug adapter %1 broke the protocol: %2").arg(transport_->name(), framing_.error());
      break;
    }
    dispatch(*body, &protocolError_);
  }
  // A debuggee that connected to Kibitz ends its session by closing the connection (debugpy
  // sends no `terminated` first): said as the event an adapter would send.
  if (protocolError_.isEmpty() && !terminatedSaid_ && transport_->debuggeeEnded()) {
    terminatedSaid_ = true;
    if (eventHandler_)
      eventHandler_(QStringLiteral("terminated"), {});
  }
}

bool DapClient::dispatch(const QByteArray& body, QString* error)
{
  QJsonParseError parseError;
  const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
  if (!document.isObject()) {
    *error = QStringLiteral("the debug adapter %1 sent a message that is not a JSON object (%2)").arg(transport_->name(), parseError.errorString());
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
    send(reply);
  }
  return true;
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
      *error = transport_ ? transport_->endReason() : QStringLiteral("no debug adapter runs");
      return false;
    }
    const qint64 remaining = timeoutMs - elapsed.elapsed();
    if (remaining <= 0) {
      *error = QStringLiteral("the debug adapter %1 did not answer within %2 s").arg(transport_->name()).arg(timeoutMs / 1000.0);
      return false;
    }
    transport_->waitForReadyRead(int(qMin<qint64>(remaining, kReadSliceMs)));
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
  if (!transport_)
    return;
  transport_->stop(graceMs);
  readAvailable();
  pending_.clear();  // callbacks may refer to a caller's locals that are gone after this
}

}  // namespace Kibitz::Debugger

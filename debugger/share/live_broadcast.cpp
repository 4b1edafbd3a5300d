#include "share/live_broadcast.h"

#include "replay/replay_json.h"
#include "share/html_export.h"
#include "share/html_strings.h"
#include "share/live_server.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QMetaObject>

namespace Kibitz::Debugger {

std::optional<LiveBroadcast::Address> LiveBroadcast::parseAddress(const QString& text, QString* error)
{
  Address address;
  const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
  QString host = colon < 0 ? QString() : text.left(colon);
  bool ok = false;
  const uint port = text.mid(colon + 1).toUInt(&ok);
  if (!ok || port > 65535) {
    *error = QStringLiteral("--live '%1': expected [ADDRESS:]PORT with PORT from 0 to 65535").arg(text);
    return std::nullopt;
  }
  address.port = quint16(port);
  if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']')))
    host = host.mid(1, host.size() - 2);
  if (host == QLatin1String("localhost"))
    host = QStringLiteral("127.0.0.1");
  if (!host.isEmpty() && !address.host.setAddress(host)) {
    *error = QStringLiteral("--live '%1': '%2' is not an IP address").arg(text, host);
    return std::nullopt;
  }
  return address;
}

QByteArray LiveBroadcast::frameJson(const Frame& frame)
{
  Replay one;
  one.frames.append(frame);
  return QJsonDocument(ReplayJson::standaloneFrame(HtmlExport::withoutBotTexts(std::move(one)).frames.first()))
      .toJson(QJsonDocument::Compact);
}

QByteArray LiveBroadcast::resultJson(const Replay& replay, const QString& language)
{
  QJsonArray returns;
  for (double r : replay.result.returns)
    returns.append(r);
  return QJsonDocument(QJsonObject{{QStringLiteral("complete"), replay.result.complete},
                                   {QStringLiteral("returns"), returns},
                                   {QStringLiteral("text"), replay.result.text},
                                   {QStringLiteral("said"), HtmlStrings::resultLine(language, replay)}})
      .toJson(QJsonDocument::Compact);
}

std::unique_ptr<LiveBroadcast> LiveBroadcast::start(const Replay& replay, const Address& address,
                                                    const QString& language, QString* error)
{
  std::unique_ptr<LiveBroadcast> broadcast = serve(address, error);
  if (!broadcast || !broadcast->begin(replay, language, error))
    return nullptr;
  return broadcast;
}

std::unique_ptr<LiveBroadcast> LiveBroadcast::serve(const Address& address, QString* error)
{
  std::unique_ptr<LiveBroadcast> broadcast(new LiveBroadcast);
  // The server and its sockets are made on the thread that serves them.
  auto* server = new LiveServer(QByteArray());
  server->moveToThread(&broadcast->thread_);
  QObject::connect(&broadcast->thread_, &QThread::finished, server, &QObject::deleteLater);
  broadcast->thread_.setObjectName(QStringLiteral("kibitz-live"));
  broadcast->thread_.start();
  bool listening = false;
  QString url;
  QMetaObject::invokeMethod(
      server,
      [&] {
        listening = server->listen(address.host, address.port, error);
        url = server->url();
      },
      Qt::BlockingQueuedConnection);
  if (!listening)
    return nullptr;  // the destructor stops the thread, which deletes the server
  broadcast->server_ = server;
  broadcast->url_ = url;
  return broadcast;
}

bool LiveBroadcast::begin(const Replay& replay, const QString& language, QString* error)
{
  if (replay.frames.isEmpty()) {
    *error = QStringLiteral("the match has no frame to show yet");
    return false;
  }
  // The page carries the match's header and its first frame; the stream brings the rest.
  Replay first = replay;
  first.frames = {replay.frames.first()};
  first.result = MatchResult();
  HtmlExport::Options options;
  options.language = language;
  options.live = true;
  const std::optional<QByteArray> page = HtmlExport::page(first, options, error);
  if (!page)
    return false;
  language_ = language;
  QMetaObject::invokeMethod(server_, [server = server_, page = *page] { server->restart(page); }, Qt::QueuedConnection);
  sent_ = 0;
  publish(replay);
  return true;
}

LiveBroadcast::~LiveBroadcast()
{
  thread_.quit();
  thread_.wait();
}

void LiveBroadcast::publish(const Replay& replay)
{
  if (!server_)
    return;
  QList<QByteArray> frames;
  for (qsizetype f = sent_; f < replay.frames.size(); ++f)
    frames.append(frameJson(replay.frames[f]));
  sent_ = replay.frames.size();
  if (frames.isEmpty())
    return;
  QMetaObject::invokeMethod(server_, [server = server_, frames] { server->appendFrames(frames); }, Qt::QueuedConnection);
}

void LiveBroadcast::finish(const Replay& replay)
{
  publish(replay);
  if (!server_)
    return;
  QMetaObject::invokeMethod(server_, [server = server_, end = resultJson(replay, language_)] { server->finish(end); },
                            Qt::QueuedConnection);
}

}  // namespace Kibitz::Debugger

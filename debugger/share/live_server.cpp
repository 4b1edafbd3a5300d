#include "share/live_server.h"

#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace Kibitz::Debugger {

struct LiveServer::Client {
  QTcpSocket* socket = nullptr;
  QTimer* headerTimer = nullptr;
  QByteArray request;  // bytes read until the blank line that ends the headers
  bool streaming = false;
  bool closing = false;
  qsizetype next = 0;  // the next frame this client gets
};

namespace {

QByteArray randomToken()
{
  quint32 words[LiveServer::kTokenBytes / 4];
  QRandomGenerator::system()->fillRange(words);
  return QByteArray(reinterpret_cast<const char*>(words), sizeof(words)).toHex();
}

// Compared in full whatever differs first: the time says nothing of the token.
bool sameToken(const QByteArray& a, const QByteArray& b)
{
  if (a.size() != b.size())
    return false;
  unsigned char diff = 0;
  for (qsizetype i = 0; i < a.size(); ++i)
    diff |= static_cast<unsigned char>(a[i] ^ b[i]);
  return diff == 0;
}

// A header's value from the request's head (names are case-insensitive), or null.
QByteArray headerValue(const QByteArray& head, const QByteArray& name)
{
  const QList<QByteArray> lines = head.split('\n');
  for (qsizetype i = 1; i < lines.size(); ++i) {
    const qsizetype colon = lines[i].indexOf(':');
    if (colon > 0 && lines[i].left(colon).trimmed().compare(name, Qt::CaseInsensitive) == 0)
      return lines[i].mid(colon + 1).trimmed();
  }
  return {};
}

QByteArray sseEvent(qsizetype id, const QByteArray& json)
{
  // JSON written compactly has no raw newline, so one `data:` line holds it.
  return "id: " + QByteArray::number(id) + "\ndata: " + json + "\n\n";
}

}  // namespace

LiveServer::LiveServer(QByteArray page, QObject* parent) : QObject(parent), page_(std::move(page)), token_(randomToken()) {}

LiveServer::~LiveServer()
{
  // Taken out first: aborting a socket signals drop(), which must not touch the list.
  const QList<Client*> clients = std::exchange(clients_, {});
  for (Client* client : clients) {
    client->socket->disconnect(this);
    client->socket->abort();
    delete client;
  }
}

bool LiveServer::listen(const QHostAddress& address, quint16 port, QString* error)
{
  server_ = new QTcpServer(this);
  server_->setMaxPendingConnections(kMaxClients);
  if (!server_->listen(address, port)) {
    *error = QStringLiteral("cannot listen on %1 port %2: %3").arg(address.toString()).arg(port).arg(server_->errorString());
    return false;
  }
  address_ = address;
  connect(server_, &QTcpServer::newConnection, this, &LiveServer::accept);
  return true;
}

quint16 LiveServer::port() const
{
  return server_ ? server_->serverPort() : 0;
}

QString LiveServer::url() const
{
  QHostAddress shown = address_;
  if (shown == QHostAddress::Any || shown == QHostAddress::AnyIPv4)
    shown = QHostAddress::LocalHost;
  else if (shown == QHostAddress::AnyIPv6)
    shown = QHostAddress::LocalHostIPv6;
  const QString host = shown.protocol() == QAbstractSocket::IPv6Protocol ? QStringLiteral("[%1]").arg(shown.toString())
                                                                         : shown.toString();
  return QStringLiteral("http://%1:%2/%3/").arg(host).arg(port()).arg(QString::fromLatin1(token_));
}

void LiveServer::appendFrames(const QList<QByteArray>& frames)
{
  for (const QByteArray& frame : frames)
    events_.append(sseEvent(events_.size(), frame));
  for (Client* client : std::as_const(clients_))
    if (client->streaming)
      feed(client);
}

void LiveServer::finish(const QByteArray& result)
{
  // Its id is one past the last frame's: a client that reconnects after it asks for what
  // follows every frame, and gets only the end again.
  end_ = "id: " + QByteArray::number(events_.size()) + "\nevent: end\ndata: " + result + "\n\n";
  for (Client* client : std::as_const(clients_))
    if (client->streaming)
      feed(client);
}

void LiveServer::restart(const QByteArray& page)
{
  page_ = page;
  events_.clear();
  end_.clear();
  for (Client* client : std::as_const(clients_))
    if (client->streaming && !client->closing) {
      client->closing = true;
      client->socket->write("event: next\ndata: {}\n\n");
      client->socket->disconnectFromHost();
    }
}

void LiveServer::accept()
{
  while (QTcpSocket* socket = server_->nextPendingConnection()) {
    if (clients_.size() >= kMaxClients) {
      socket->write("HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
      socket->disconnectFromHost();
      connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
      continue;
    }
    auto* client = new Client;
    client->socket = socket;
    socket->setParent(this);
    clients_.append(client);
    // A client that does not finish its headers in time (slowloris) is dropped.
    client->headerTimer = new QTimer(socket);
    client->headerTimer->setSingleShot(true);
    connect(client->headerTimer, &QTimer::timeout, this, [this, client] { drop(client); });
    client->headerTimer->start(kHeaderTimeoutMs);
    connect(socket, &QTcpSocket::readyRead, this, [this, client] { readRequest(client); });
    connect(socket, &QTcpSocket::bytesWritten, this, [this, client] {
      if (client->streaming)
        feed(client);
    });
    connect(socket, &QTcpSocket::disconnected, this, [this, client] { drop(client); });
    connect(socket, &QTcpSocket::errorOccurred, this, [this, client] { drop(client); });
  }
}

void LiveServer::readRequest(Client* client)
{
  if (client->streaming || client->closing) {
    client->socket->readAll();  // a streaming client has nothing more to say: ignored
    return;
  }
  client->request += client->socket->read(kMaxRequestBytes + 1 - client->request.size());
  const qsizetype end = client->request.indexOf("\r\n\r\n");
  if (end < 0) {
    if (client->request.size() > kMaxRequestBytes)
      reply(client, 431, "Request Header Fields Too Large", "text/plain", "request too large\n", false);
    return;
  }
  client->headerTimer->stop();
  respond(client, client->request.left(end).replace("\r\n", "\n"));
}

void LiveServer::respond(Client* client, const QByteArray& head)
{
  const QList<QByteArray> requestLine = head.left(head.indexOf('\n')).split(' ');
  if (requestLine.size() != 3 || !requestLine[2].startsWith("HTTP/1.")) {
    reply(client, 400, "Bad Request", "text/plain", "bad request\n", false);
    return;
  }
  const QByteArray& method = requestLine[0];
  const bool headOnly = method == "HEAD";
  if (method != "GET" && !headOnly) {
    reply(client, 405, "Method Not Allowed", "text/plain", "only GET\n", false);
    return;
  }
  QByteArray path = requestLine[1];
  if (const qsizetype query = path.indexOf('?'); query >= 0)
    path.truncate(query);
  // "/TOKEN/", "/TOKEN/index.html", "/TOKEN/events": anything else is unknown.
  const QList<QByteArray> parts = path.split('/');
  if (parts.size() != 3 || !parts[0].isEmpty() || !sameToken(parts[1], token_)) {
    reply(client, 404, "Not Found", "text/plain", "not found\n", headOnly);
    return;
  }
  if (page_.isEmpty()) {  // an arena worker between matches, or before its first
    reply(client, 503, "Service Unavailable", "text/plain", "no match is being played here yet: reload in a moment\n", headOnly);
    return;
  }
  if (parts[2].isEmpty() || parts[2] == "index.html") {
    reply(client, 200, "OK", "text/html; charset=utf-8", page_, headOnly);
    return;
  }
  if (parts[2] != "events" || headOnly) {
    reply(client, 404, "Not Found", "text/plain", "not found\n", headOnly);
    return;
  }
  // A reconnecting EventSource says the last id it got: it resumes after it.
  bool ok = false;
  const qlonglong last = headerValue(head, "Last-Event-ID").toLongLong(&ok);
  client->next = ok && last >= 0 ? qsizetype(std::min<qlonglong>(last + 1, events_.size())) : 0;
  client->streaming = true;
  // Each frame leaves at once (no Nagle wait for the previous one's acknowledgement).
  client->socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
  client->socket->write("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
                        "Connection: close\r\nX-Content-Type-Options: nosniff\r\n\r\nretry: 2000\n\n");
  feed(client);
}

void LiveServer::reply(Client* client, int status, const QByteArray& reason, const QByteArray& type,
                       const QByteArray& body, bool headOnly)
{
  client->closing = true;
  // A client that does not read its reply is dropped in the end all the same.
  client->headerTimer->start(kHeaderTimeoutMs * 6);
  QByteArray head = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason + "\r\nContent-Type: " + type +
                    "\r\nContent-Length: " + QByteArray::number(body.size()) +
                    "\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n";
  client->socket->write(headOnly ? head : head + body);
  client->socket->disconnectFromHost();  // after what was written is sent
}

// Writes the frames the client lacks while less than kMaxQueuedBytes wait to be sent; the
// rest follows as it drains (bytesWritten). Once it has every frame of a finished match: end.
void LiveServer::feed(Client* client)
{
  QTcpSocket* socket = client->socket;
  while (client->next < events_.size() && socket->bytesToWrite() < kMaxQueuedBytes)
    socket->write(events_[client->next++]);
  if (client->next == events_.size() && !end_.isEmpty() && !client->closing) {
    client->closing = true;
    socket->write(end_);
    socket->disconnectFromHost();
  }
}

void LiveServer::drop(Client* client)
{
  if (!clients_.removeOne(client))
    return;
  QTcpSocket* socket = client->socket;
  client->headerTimer->stop();
  delete client;
  socket->disconnect(this);
  socket->abort();
  socket->deleteLater();
}

}  // namespace Kibitz::Debugger

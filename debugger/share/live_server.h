#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QString>

class QTcpServer;
class QTcpSocket;

namespace Kibitz::Debugger {

// A small HTTP/1.1 server for one match watched live in a browser (docs/replay-format.md,
// "Watching a match live"). Under /TOKEN/ it serves the shared web page in its live mode,
// and under /TOKEN/events the match's frames as Server-Sent Events: `id: N` and the frame's
// JSON, every frame from the first (or after a `Last-Event-ID`), then an `end` event with
// the result (its id one past the last frame's), after which the stream closes. Anything else, a path without the token
// included: 404.
//
// Every client is hostile: their number, what they may send (request size, the time to
// send its headers) and what is queued for each (a slow reader is fed as it drains, never
// more than kMaxQueuedBytes ahead) are bounded. Lives on one thread (LiveBroadcast runs it
// on its own, so that a match blocking its thread does not stall the clients).
class LiveServer : public QObject {
  Q_OBJECT
public:
  static constexpr int kMaxClients = 16;                     // connections at once; more get 503
  static constexpr qint64 kMaxRequestBytes = 8 * 1024;       // request line and headers; more: 431
  static constexpr int kHeaderTimeoutMs = 10'000;            // to send them; later: dropped (slowloris)
  static constexpr qint64 kMaxQueuedBytes = 1024 * 1024;     // a frame is written while less waits to be sent
  static constexpr int kTokenBytes = 16;                     // 128 random bits in the URL path

  explicit LiveServer(QByteArray page, QObject* parent = nullptr);
  ~LiveServer() override;

  // Listens on `address`:`port` (0: any free port). False with an error naming the address.
  bool listen(const QHostAddress& address, quint16 port, QString* error);
  // http://ADDRESS:PORT/TOKEN/ (the page).
  QString url() const;
  quint16 port() const;
  QByteArray token() const { return token_; }
  int clientCount() const { return int(clients_.size()); }

  // The next frames, in order: each one frame's JSON (compact). Sent to every client.
  void appendFrames(const QList<QByteArray>& frames);
  // The match is over: clients get the `end` event (`result`: JSON) once they have every frame.
  void finish(const QByteArray& result);
  // Another match from now on (an arena worker's next one), at the same URL: `page` is its
  // page, its frames start again from 0; the streams of the previous match get a `next`
  // event (the page reloads) and close.
  void restart(const QByteArray& page);

private:
  struct Client;
  void accept();
  void readRequest(Client* client);
  void respond(Client* client, const QByteArray& requestHead);
  void reply(Client* client, int status, const QByteArray& reason, const QByteArray& type, const QByteArray& body,
             bool headOnly);
  void feed(Client* client);
  void drop(Client* client);

  QByteArray page_;
  QByteArray token_;
  QTcpServer* server_ = nullptr;
  QHostAddress address_;
  QList<QByteArray> events_;  // each frame's SSE event, ready to write
  QByteArray end_;            // the end event, once finished
  QList<Client*> clients_;
};

}  // namespace Kibitz::Debugger

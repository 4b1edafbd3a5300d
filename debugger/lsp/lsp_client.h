#pragma once

#include "protocol/content_length_framing.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QJsonValue>
#include <QObject>
#include <QProcess>
#include <QStringList>

#include <functional>
#include <map>

class QTimer;

namespace Kibitz::Debugger {

// A Language Server Protocol client on the event loop: runs a server (clangd, pylsp) and
// talks JSON-RPC to it over its stdin/stdout, never blocking the calling thread. Requests
// and notifications sent before the server answered `initialize` wait in a bounded queue.
// A server that exits, crashes, hangs on a request, floods or writes garbage is killed and
// stopped() says why; nothing more is sent to it. The server dies with this process too
// (parent-death signal), also when Kibitz is killed. QtCore only.
class LspClient final : public QObject {
  Q_OBJECT
public:
  struct Program {
    QString program;
    QStringList arguments;
    QString workingDirectory;
    qint64 memoryBytes = 0;  // RLIMIT_DATA of the server (0: unchanged); it also runs at a lower priority
    bool ownProcessNamespace = false;  // it cannot see Kibitz's process id (the sandbox): none is sent
  };
  // `result` is the response's result; `error` its error message ("" when it succeeded).
  using Callback = std::function<void(const QJsonValue& result, const QString& error)>;

  // Bounds that keep a misbehaving server from taking the editor down with it.
  static constexpr qsizetype kMaxMessageBytes = qsizetype(16) << 20;
  static constexpr int kMaxQueued = 512;          // messages waiting for `initialize`
  static constexpr int kMaxPending = 256;         // requests waiting for an answer
  static constexpr int kMaxMessagesPerSecond = 5000;
  static constexpr int kAnswerTimeoutMs = 20000;  // a request unanswered this long: a hung server

  explicit LspClient(QObject* parent = nullptr);
  ~LspClient() override;  // kills the server if it still runs

  // Starts the server and sends `initialize` with `initializeParams` (processId is added).
  // False with `error` when the program does not start.
  bool start(const Program& program, QJsonObject initializeParams, QString* error);
  bool isReady() const { return ready_; }
  bool isRunning() const;
  QJsonObject serverCapabilities() const { return capabilities_; }

  // A request; `callback` runs on its answer (not after cancel() or the server's end).
  // Its id, or -1 when the server is gone or too far behind.
  int request(const QString& method, const QJsonValue& params, Callback callback);
  // Forgets the request and tells the server ($/cancelRequest).
  void cancel(int id);
  void notify(const QString& method, const QJsonValue& params);
  int pendingRequests() const { return int(pending_.size()); }

  // A polite end: shutdown and exit, then a kill if it is still there after `graceMs`.
  void stop(int graceMs = 2000);
  // The server's process id (0 when none), for tests.
  qint64 processId() const;

signals:
  void ready();
  void notification(const QString& method, const QJsonValue& params);
  // The server is gone (or was given up): `reason` in words. Not emitted after stop().
  void stopped(const QString& reason);

private:
  void readOutput();
  void dispatch(const QByteArray& body);
  void send(const QJsonObject& message);
  void fail(const QString& reason);
  void onFinished(int exitCode, QProcess::ExitStatus status);
  void checkHung();

  QProcess* process_ = nullptr;
  QTimer* watchdog_;
  QString name_;  // the program's file name, for messages
  ContentLengthFraming framing_{kMaxMessageBytes};
  bool ready_ = false;
  bool stopping_ = false;
  bool failed_ = false;
  QJsonObject capabilities_;
  int nextId_ = 1;
  struct Pending {
    Callback callback;
    qint64 sentAtMs = 0;
  };
  std::map<int, Pending> pending_;
  QList<QJsonObject> queued_;  // until ready
  QElapsedTimer clock_;
  qint64 rateWindowStartMs_ = 0;
  int messagesInWindow_ = 0;
  QByteArray stderrTail_;
};

}  // namespace Kibitz::Debugger

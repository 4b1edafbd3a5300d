#pragma once

#include "dap/dap_transport.h"
#include "protocol/content_length_framing.h"

#include <QJsonObject>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <functional>
#include <map>
#include <memory>
#include <optional>

namespace Kibitz::Debugger {

// A Debug Adapter Protocol client: runs an adapter (lldb-vscode, gdb -i dap, ...) and talks
// to it on its stdin/stdout, or talks to a debuggee that connects to Kibitz (debugpy's
// --connect, through a DebugListener): a DapTransport either way. Blocking, with no event loop of its own (for the CLI, tests and
// a worker thread): messages are read while waitUntil() or call() wait, each wait has a
// deadline, and an adapter that dies, hangs past a deadline or writes garbage ends the
// session with a message saying so. QtCore only.
class DapClient {
public:
  struct Program {
    QString program;
    QStringList arguments;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    // Set instead of a program: the debuggee connects here (debug_listener.h).
    std::shared_ptr<DebugListener> listener;
  };
  struct Response {
    bool success = false;
    QString message;  // why not, when !success
    QJsonObject body;
  };
  using Callback = std::function<void(const Response&)>;
  using EventHandler = std::function<void(const QString& event, const QJsonObject& body)>;

  DapClient();
  ~DapClient();  // stops the adapter (stop(0))
  DapClient(const DapClient&) = delete;
  DapClient& operator=(const DapClient&) = delete;

  bool start(const Program& adapter, QString* error);
  // Sends a request; `callback` runs when its response arrives (inside a wait). Its seq.
  int request(const QString& command, const QJsonObject& arguments = {}, Callback callback = {});
  // Events, as they arrive (inside a wait).
  void setEventHandler(EventHandler handler) { eventHandler_ = std::move(handler); }

  // Reads messages until `done()` holds (true) or `timeoutMs` passes, the adapter dies or
  // breaks the protocol (false, `error` says which). `done` is checked between reads too,
  // so it may watch something other than the adapter.
  bool waitUntil(const std::function<bool()>& done, int timeoutMs, QString* error);
  // A request and its response; a failed one gives its message as `error`.
  std::optional<QJsonObject> call(const QString& command, const QJsonObject& arguments, int timeoutMs, QString* error);

  bool running() const;
  // Calls `readable` on this thread's event loop when the adapter may have sent something
  // (DapTransport::watch): set before start(). Nothing is read then: waitUntil() reads.
  void watch(std::function<void()> readable) { readable_ = std::move(readable); }
  // Closes its stdin, waits up to `graceMs` for it to exit, then kills it.
  void stop(int graceMs);

private:
  void readAvailable();
  bool dispatch(const QByteArray& body, QString* error);
  void send(const QJsonObject& message);

  std::unique_ptr<DapTransport> transport_;
  ContentLengthFraming framing_;
  QString protocolError_;
  int nextSeq_ = 1;
  std::map<int, Callback> pending_;
  EventHandler eventHandler_;
  std::function<void()> readable_;
  bool terminatedSaid_ = false;
};

}  // namespace Kibitz::Debugger

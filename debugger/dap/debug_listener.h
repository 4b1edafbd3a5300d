#pragma once

#include <QString>
#include <QStringList>

#include <memory>

namespace Kibitz::Debugger {

// Where a debuggee that connects to its debugger finds Kibitz: debugpy started with
// `--connect 127.0.0.1:PORT` (DebugPlanner::plan) opens a connection to this listener and
// speaks the Debug Adapter Protocol on it. The bot itself listens on nothing, so no other
// process can connect to it and run code in it (issue #46: a port debugpy listened on was
// taken by another local user). A connection from another user's process is refused, and
// remembered so that the session can say so. Opened before the bot starts (its connection
// waits in the backlog until accepted); closed when the last DebugTarget holding it goes.
class DebugListener {
public:
  // A listener on 127.0.0.1 on a port the system chooses; null with `error` when none.
  static std::shared_ptr<DebugListener> open(QString* error);
  ~DebugListener();
  DebugListener(const DebugListener&) = delete;
  DebugListener& operator=(const DebugListener&) = delete;

  int port() const { return port_; }
  // The next connection made by a process of this user, within `timeoutMs`: its socket
  // (the caller owns it), or -1 with `error`. Connections of other users are closed.
  int acceptOwn(int timeoutMs, QString* error);
  // Who connected and was refused ("uid 65534 from port 40112"), for messages.
  QStringList refused() const { return refused_; }

  // The user owning the TCP socket at 127.0.0.1:`localPort` connected to
  // 127.0.0.1:`remotePort` (/proc/net/tcp), or -1 when none is listed.
  static long ownerOfConnection(int localPort, int remotePort);

private:
  DebugListener(int fd, int port) : fd_(fd), port_(port) {}
  int fd_ = -1;
  int port_ = 0;
  QStringList refused_;
};

}  // namespace Kibitz::Debugger

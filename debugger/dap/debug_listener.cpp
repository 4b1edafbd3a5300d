#include "dap/debug_listener.h"

#include <QElapsedTimer>
#include <QFile>

#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace Kibitz::Debugger {

namespace {
// /proc/net/tcp holds a line per socket of the network namespace: a busy machine's is a few
// hundred kilobytes.
constexpr qint64 kMaxTcpTableBytes = qint64(16) << 20;
}  // namespace

std::shared_ptr<DebugListener> DebugListener::open(QString* error)
{
  const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t length = sizeof address;
  if (fd < 0 || ::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 || ::listen(fd, 4) != 0
      || ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) != 0) {
    *error = QStringLiteral("cannot listen on 127.0.0.1 for the bot's debugger: %1").arg(QString::fromLocal8Bit(strerror(errno)));
    if (fd >= 0)
      ::close(fd);
    return nullptr;
  }
  return std::shared_ptr<DebugListener>(new DebugListener(fd, ntohs(address.sin_port)));
}

DebugListener::~DebugListener()
{
  if (fd_ >= 0)
    ::close(fd_);
}

long DebugListener::ownerOfConnection(int localPort, int remotePort)
{
  QFile table(QStringLiteral("/proc/net/tcp"));
  if (!table.open(QIODevice::ReadOnly))
    return -1;
  // "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid ..."
  const QByteArray local = QByteArray("0100007F:") + QByteArray::number(localPort, 16).toUpper().rightJustified(4, '0');
  const QByteArray remote = QByteArray("0100007F:") + QByteArray::number(remotePort, 16).toUpper().rightJustified(4, '0');
  // Read to the end of what it gives (a /proc file's size is 0: atEnd() cannot tell).
  qint64 read = 0;
  while (read < kMaxTcpTableBytes) {
    const QByteArray line = table.readLine(4096);
    if (line.isEmpty())
      break;
    read += line.size();
    const QList<QByteArray> fields = line.simplified().split(' ');
    if (fields.size() > 7 && fields[1] == local && fields[2] == remote) {
      bool ok = false;
      const long uid = fields[7].toLong(&ok);
      return ok ? uid : -1;
    }
  }
  return -1;
}

int DebugListener::acceptOwn(int timeoutMs, QString* error)
{
  QElapsedTimer waited;
  waited.start();
  for (;;) {
    const qint64 remaining = timeoutMs - waited.elapsed();
    pollfd wait{fd_, POLLIN, 0};
    const int ready = remaining > 0 ? ::poll(&wait, 1, int(remaining)) : 0;
    if (ready < 0 && errno == EINTR)
      continue;
    if (ready <= 0) {
      *error = QStringLiteral("the bot did not connect to its debugger on 127.0.0.1:%1 within %2 s").arg(port_).arg(timeoutMs / 1000.0);
      if (!refused_.isEmpty())
        *error += QStringLiteral(" (refused: %1)").arg(refused_.join(QStringLiteral(", ")));
      return -1;
    }
    sockaddr_in peer{};
    socklen_t length = sizeof peer;
    const int connection = ::accept4(fd_, reinterpret_cast<sockaddr*>(&peer), &length, SOCK_CLOEXEC);
    if (connection < 0)
      continue;
    const int peerPort = ntohs(peer.sin_port);
    const long owner = ownerOfConnection(peerPort, port_);
    if (owner == long(::geteuid()))
      return connection;
    ::close(connection);
    refused_ << (owner < 0 ? QStringLiteral("an unknown process from port %1").arg(peerPort)
                           : QStringLiteral("a process of user %1 from port %2").arg(owner).arg(peerPort));
  }
}

}  // namespace Kibitz::Debugger

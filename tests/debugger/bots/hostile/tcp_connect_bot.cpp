// Hostile: connects to a TCP listener on the machine's loopback (--port=N), over IPv4
// and IPv6, and sends a line. Expected in the sandbox: no socket can be made (stderr:
// "tcp 127.0.0.1: socket: Operation not permitted"), the listener sees no connection,
// the bot then plays (verdicts Ok).
#include "hostile_bot.h"

#include <arpa/inet.h>
#include <cerrno>
#include <cstdlib>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace {

void attempt(int family, const char* address, int port)
{
  const int fd = socket(family, SOCK_STREAM, 0);
  if (fd < 0) {
    std::fprintf(stderr, "tcp %s: socket: %s\n", address, std::strerror(errno));
    return;
  }
  sockaddr_storage storage{};
  socklen_t size = 0;
  if (family == AF_INET) {
    auto* in = reinterpret_cast<sockaddr_in*>(&storage);
    in->sin_family = AF_INET;
    in->sin_port = htons(uint16_t(port));
    inet_pton(AF_INET, address, &in->sin_addr);
    size = sizeof *in;
  } else {
    auto* in6 = reinterpret_cast<sockaddr_in6*>(&storage);
    in6->sin6_family = AF_INET6;
    in6->sin6_port = htons(uint16_t(port));
    inet_pton(AF_INET6, address, &in6->sin6_addr);
    size = sizeof *in6;
  }
  if (connect(fd, reinterpret_cast<sockaddr*>(&storage), size) != 0) {
    std::fprintf(stderr, "tcp %s: connect: %s\n", address, std::strerror(errno));
  } else {
    const char hello[] = "hello from the bot\n";
    std::fprintf(stderr, "tcp %s: connected, sent %zd bytes\n", address, write(fd, hello, sizeof hello - 1));
  }
  close(fd);
}

}  // namespace

int main(int argc, char** argv)
{
  const char* port = Hostile::option(argc, argv, "port");
  if (port) {
    attempt(AF_INET, "127.0.0.1", std::atoi(port));
    attempt(AF_INET6, "::1", std::atoi(port));
  }
  return Hostile::playBreak();
}

#include "files/scratch_dirs.h"

#include <QDir>
#include <QMutex>
#include <QSet>

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <thread>
#include <unistd.h>

namespace Kibitz::Debugger::ScratchDirs {

namespace {

QMutex& mutex()
{
  static QMutex m;
  return m;
}

QSet<QString>& dirs()
{
  static QSet<QString> set;
  return set;
}

int signalPipe[2] = {-1, -1};

// Only a write: the removing is done on a thread of its own, where it may allocate.
void onSignal(int signal)
{
  const int saved = errno;
  const unsigned char byte = static_cast<unsigned char>(signal);
  [[maybe_unused]] const ssize_t n = ::write(signalPipe[1], &byte, 1);
  errno = saved;
}

void removeAllThenDie()
{
  unsigned char signal = 0;
  while (::read(signalPipe[0], &signal, 1) < 0 && errno == EINTR) {
  }
  {
    QMutexLocker lock(&mutex());
    for (const QString& dir : std::as_const(dirs()))
      QDir(dir).removeRecursively();
    dirs().clear();
  }
  ::signal(signal, SIG_DFL);
  ::raise(signal);
  ::_exit(128 + signal);
}

}  // namespace

void add(const QString& path)
{
  QMutexLocker lock(&mutex());
  dirs().insert(path);
}

void remove(const QString& path)
{
  QMutexLocker lock(&mutex());
  dirs().remove(path);
}

void removeOnSignals()
{
  if (signalPipe[0] >= 0 || ::pipe2(signalPipe, O_CLOEXEC) != 0)
    return;
  std::thread(removeAllThenDie).detach();
  struct sigaction action = {};
  action.sa_handler = onSignal;
  sigemptyset(&action.sa_mask);
  for (int s : {SIGINT, SIGTERM, SIGHUP})
    ::sigaction(s, &action, nullptr);
}

}  // namespace Kibitz::Debugger::ScratchDirs

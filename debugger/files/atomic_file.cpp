#include "files/atomic_file.h"

#include <QFile>
#include <QSaveFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Kibitz::Debugger::AtomicFile {

namespace {

QString systemError()
{
  return QString::fromLocal8Bit(std::strerror(errno));
}

// A character device (/dev/null, /dev/stdout, a terminal) or a FIFO the user named: the
// bytes go through it, as a shell's redirection would send them. A FIFO nobody reads is
// refused at once rather than waited on.
bool writeThrough(const QString& path, bool fifo, const QByteArray& bytes, QString* error)
{
  const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CLOEXEC | O_NOCTTY | (fifo ? O_NONBLOCK : 0));
  if (fd < 0) {
    *error = fifo && errno == ENXIO ? QStringLiteral("%1: cannot write (a FIFO nothing reads)").arg(path)
                                    : QStringLiteral("%1: cannot write (%2)").arg(path, systemError());
    return false;
  }
  if (fifo)
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  qsizetype done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.constData() + done, size_t(bytes.size() - done));
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0) {
      *error = QStringLiteral("%1: writing failed (%2)").arg(path, systemError());
      ::close(fd);
      return false;
    }
    done += n;
  }
  ::close(fd);
  return true;
}

}  // namespace

bool write(const QString& path, const QByteArray& bytes, QString* error)
{
  // What `path` leads to decides (a link is followed: its target is written, the link
  // stays). A regular file is replaced whole; a device or a FIFO is written through; a
  // folder, a socket or a block device is never replaced by a file (as root, a rename
  // over /dev/null would have made it one).
  struct stat st {};
  if (::stat(QFile::encodeName(path).constData(), &st) == 0 && !S_ISREG(st.st_mode)) {
    if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode))
      return writeThrough(path, S_ISFIFO(st.st_mode), bytes, error);
    *error = QStringLiteral("%1: cannot write: it is %2, not a regular file")
                 .arg(path, S_ISDIR(st.st_mode) ? QStringLiteral("a folder")
                            : S_ISBLK(st.st_mode) ? QStringLiteral("a block device")
                            : S_ISSOCK(st.st_mode) ? QStringLiteral("a socket")
                                                   : QStringLiteral("a special file"));
    return false;
  }
  QSaveFile file(path);  // follows symbolic links to the file they name
  if (!file.open(QIODevice::WriteOnly)) {
    *error = QStringLiteral("%1: cannot write (%2)").arg(path, file.errorString());
    return false;
  }
  if (file.write(bytes) != bytes.size() || !file.commit()) {
    *error = QStringLiteral("%1: writing failed (%2)").arg(path, file.errorString());
    return false;
  }
  return true;
}

}  // namespace Kibitz::Debugger::AtomicFile

#include "arena/bot_version.h"

#include "match/bot_spec.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QProcess>
#include <QStandardPaths>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <mutex>
#include <sys/stat.h>
#include <unistd.h>

namespace Kibitz::Debugger::Arena::BotVersion {

namespace {

struct CacheEntry {
  dev_t device = 0;
  ino_t inode = 0;
  off_t size = 0;
  qint64 modifiedNs = 0;
  qint64 changedNs = 0;
  QString hash;
};

std::mutex cacheMutex;
QHash<QString, CacheEntry> cache;

qint64 nanoseconds(const struct timespec& t)
{
  return qint64(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
}

// A program word resolved as the launcher resolves it (process_launch.cpp): a path from
// the current folder, or a name on PATH.
QString resolveProgram(const QString& word)
{
  if (word.contains(QLatin1Char('/')))
    return QDir::cleanPath(QFileInfo(word).absoluteFilePath());
  return QStandardPaths::findExecutable(word);
}

bool isRegularFile(const QString& word)
{
  if (word.isEmpty() || word.startsWith(QLatin1Char('-')))
    return false;
  struct stat st{};
  return ::stat(QFile::encodeName(word).constData(), &st) == 0 && S_ISREG(st.st_mode);
}

}  // namespace

QString ofFile(const QString& path, QString* why)
{
  QString ignored;
  if (!why)
    why = &ignored;
  if (path.isEmpty()) {
    *why = QStringLiteral("no file");
    return {};
  }
  // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below anyway.
  const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    *why = QString::fromLocal8Bit(std::strerror(errno));
    return {};
  }
  struct stat st{};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(fd);
    *why = QStringLiteral("not a regular file");
    return {};
  }
  if (st.st_size > kMaxBytes) {
    ::close(fd);
    *why = QStringLiteral("larger than %1 bytes").arg(kMaxBytes);
    return {};
  }
  CacheEntry entry{st.st_dev, st.st_ino, st.st_size, nanoseconds(st.st_mtim), nanoseconds(st.st_ctim), {}};
  {
    std::lock_guard lock(cacheMutex);
    const auto it = cache.constFind(path);
    if (it != cache.constEnd() && it->device == entry.device && it->inode == entry.inode && it->size == entry.size &&
        it->modifiedNs == entry.modifiedNs && it->changedNs == entry.changedNs) {
      ::close(fd);
      return it->hash;
    }
  }
  QCryptographicHash hash(QCryptographicHash::Sha256);
  QByteArray buffer(1 << 16, Qt::Uninitialized);
  qint64 total = 0;
  for (;;) {
    const ssize_t n = ::read(fd, buffer.data(), size_t(buffer.size()));
    if (n < 0 && errno == EINTR)
      continue;
    if (n < 0) {
      *why = QString::fromLocal8Bit(std::strerror(errno));
      ::close(fd);
      return {};
    }
    if (n == 0)
      break;
    total += n;
    if (total > kMaxBytes) {  // it grew while being read
      ::close(fd);
      *why = QStringLiteral("larger than %1 bytes").arg(kMaxBytes);
      return {};
    }
    hash.addData(QByteArrayView(buffer.constData(), n));
  }
  ::close(fd);
  entry.hash = QString::fromLatin1(hash.result().toHex());
  std::lock_guard lock(cacheMutex);
  if (cache.size() > 4096)
    cache.clear();
  cache.insert(path, entry);
  return entry.hash;
}

QString of(const QString& specText)
{
  QString error;
  const std::optional<BotSpec> spec = BotSpec::parse(specText, &error);
  if (!spec)
    return {};
  switch (spec->kind) {
  case BotSpec::Kind::Builtin:
  case BotSpec::Kind::Human: return {};
  case BotSpec::Kind::Script:
  case BotSpec::Kind::Course: return ofFile(QDir::cleanPath(QFileInfo(spec->value).absoluteFilePath()));
  case BotSpec::Kind::Command: {
    const QStringList words = QProcess::splitCommand(spec->value);
    if (words.isEmpty())
      return {};
    for (qsizetype i = 1; i < words.size(); ++i)
      if (isRegularFile(words[i]))
        return ofFile(QDir::cleanPath(QFileInfo(words[i]).absoluteFilePath()));
    return ofFile(resolveProgram(words.first()));
  }
  }
  return {};
}

bool valid(const QString& text)
{
  if (text.isEmpty())
    return true;
  if (text.size() < 8 || text.size() > 64)
    return false;
  for (const QChar c : text)
    if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f'))))
      return false;
  return true;
}

QString shortForm(const QString& version)
{
  return version.left(8);
}

}  // namespace Kibitz::Debugger::Arena::BotVersion

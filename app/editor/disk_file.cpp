#include "editor/disk_file.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QStringDecoder>

#include <linux/magic.h>
#include <sys/vfs.h>

namespace Kibitz::App::DiskFile {

bool onKernelFileSystem(const QString& path)
{
  struct statfs fs {};
  if (::statfs(QFile::encodeName(path).constData(), &fs) != 0)
    return false;
  return fs.f_type == PROC_SUPER_MAGIC || fs.f_type == SYSFS_MAGIC || fs.f_type == DEBUGFS_MAGIC
         || fs.f_type == CGROUP2_SUPER_MAGIC || fs.f_type == CGROUP_SUPER_MAGIC || fs.f_type == TRACEFS_MAGIC;
}

bool read(const QString& path, QByteArray* bytes, QString* error)
{
  const QFileInfo info(path);
  if (!info.exists()) {
    *error = QCoreApplication::translate("Kibitz::App::DiskFile", "%1 does not exist (deleted or moved?).").arg(path);
    return false;
  }
  if (!info.isFile()) {
    *error = QCoreApplication::translate("Kibitz::App::DiskFile", "%1 is not a file.").arg(path);
    return false;
  }
  if (info.size() > kMaxBytes) {
    *error = QCoreApplication::translate("Kibitz::App::DiskFile", "%1 is %2: the editor opens sources up to %3.")
                 .arg(path, QLocale().formattedDataSize(info.size()), QLocale().formattedDataSize(kMaxBytes));
    return false;
  }
  // /proc and /sys hold "files" of size 0 that read without end (/proc/self/pagemap): a
  // path from debug information or a traceback may name one.
  if (onKernelFileSystem(path)) {
    *error = QCoreApplication::translate("Kibitz::App::DiskFile", "%1 is a system file of the kernel, not a source.").arg(path);
    return false;
  }
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    *error = QCoreApplication::translate("Kibitz::App::DiskFile", "Cannot read %1: %2. Check its permissions.").arg(path, file.errorString());
    return false;
  }
  // Read up to the limit and one byte more, whatever size the file claimed.
  *bytes = file.read(kMaxBytes + 1);
  if (bytes->size() > kMaxBytes) {
    *error = QCoreApplication::translate("Kibitz::App::DiskFile", "%1 is %2: the editor opens sources up to %3.")
                 .arg(path, QLocale().formattedDataSize(bytes->size()), QLocale().formattedDataSize(kMaxBytes));
    bytes->clear();
    return false;
  }
  if (bytes->contains('\0')) {
    *error = QCoreApplication::translate("Kibitz::App::DiskFile", "%1 is not a text file (it holds NUL bytes).").arg(path);
    return false;
  }
  QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
  const QString text = decoder.decode(*bytes);
  if (decoder.hasError()) {
    // Where it is, so that the user finds the character.
    const qsizetype bad = text.indexOf(QChar::ReplacementCharacter);
    const int line = bad < 0 ? 0 : int(text.left(bad).count(QLatin1Char('\n'))) + 1;
    *error = QCoreApplication::translate("Kibitz::App::DiskFile", "%1 is not UTF-8 text (line %2 is in another encoding). The editor reads and writes UTF-8 only: "
                "convert the file first, e.g. iconv -f latin1 -t utf-8.")
                 .arg(path)
                 .arg(line);
    return false;
  }
  return true;
}

QByteArray hashOf(const QByteArray& bytes)
{
  return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

QByteArray currentHash(const QString& path)
{
  QFile file(path);
  if (!QFileInfo(path).isFile() || !file.open(QIODevice::ReadOnly))
    return {};
  QCryptographicHash hash(QCryptographicHash::Sha256);
  hash.addData(&file);
  return hash.result();
}

bool canSaveInPlace(const QString& path, QString* why)
{
  const QFileInfo info(path);
  const QFileInfo folder(info.absolutePath());
  if (!folder.isWritable()) {
    *why = QCoreApplication::translate("Kibitz::App::DiskFile", "Kibitz cannot write in the folder %1.").arg(folder.absoluteFilePath());
    return false;
  }
  if (info.exists() && !info.isWritable()) {
    *why = QCoreApplication::translate("Kibitz::App::DiskFile", "%1 is read-only.").arg(path);
    return false;
  }
  return true;
}

}  // namespace Kibitz::App::DiskFile

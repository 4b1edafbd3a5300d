#include "files/atomic_file.h"

#include <QSaveFile>

namespace Kibitz::Debugger::AtomicFile {

bool write(const QString& path, const QByteArray& bytes, QString* error)
{
  QSaveFile file(path);
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

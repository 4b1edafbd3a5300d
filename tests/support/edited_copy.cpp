#include "support/edited_copy.h"

#include <QFile>

namespace Kibitz::Test {

bool writeEditedCopy(const QString& source, const QByteArray& from, const QByteArray& to, const QString& target,
                     QString* error)
{
  QFile in(source);
  if (!in.open(QIODevice::ReadOnly)) {
    *error = QStringLiteral("%1: %2").arg(source, in.errorString());
    return false;
  }
  QByteArray text = in.readAll();
  if (!text.contains(from)) {
    *error = QStringLiteral("%1 does not contain '%2'").arg(source, QString::fromUtf8(from));
    return false;
  }
  text.replace(from, to);
  QFile out(target);
  if (!out.open(QIODevice::WriteOnly) || out.write(text) != text.size()) {
    *error = QStringLiteral("%1: %2").arg(target, out.errorString());
    return false;
  }
  return true;
}

}  // namespace Kibitz::Test

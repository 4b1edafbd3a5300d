#include "lsp/compile_database.h"
#include "files/atomic_file.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Kibitz::Debugger::CompileDatabase {

bool write(const QString& dir, const QList<Entry>& entries, QString* error)
{
  if (!QDir().mkpath(dir)) {
    *error = QStringLiteral("cannot create %1").arg(dir);
    return false;
  }
  QJsonArray array;
  for (const Entry& e : entries)
    array.append(QJsonObject{{QStringLiteral("directory"), e.directory},
                             {QStringLiteral("file"), e.file},
                             {QStringLiteral("arguments"), QJsonArray::fromStringList(e.arguments)}});
  return AtomicFile::write(dir + QStringLiteral("/compile_commands.json"), QJsonDocument(array).toJson(), error);
}

}  // namespace Kibitz::Debugger::CompileDatabase

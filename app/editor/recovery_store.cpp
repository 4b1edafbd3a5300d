#include "editor/recovery_store.h"
#include "files/atomic_file.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QStandardPaths>
#include <QUuid>

namespace Kibitz::App {

RecoveryStore::RecoveryStore(const QString& root)
    : root_(root.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                                 QStringLiteral("/editor-recovery")
                           : root),
      session_(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
  QDir().mkpath(root_);
  lock_ = std::make_unique<QLockFile>(root_ + QLatin1Char('/') + session_ + QStringLiteral(".lock"));
  lock_->setStaleLockTime(0);  // only a dead owner makes a lock stale
  lock_->tryLock(0);
}

RecoveryStore::~RecoveryStore()
{
  // The files stay (a crash-like end); a clean close called clear() first.
  lock_->unlock();
}

QString RecoveryStore::sessionDir() const
{
  return root_ + QLatin1Char('/') + session_;
}

bool RecoveryStore::write(const Buffer& buffer, QString* error)
{
  QDir().mkpath(sessionDir());
  QJsonObject object{{QStringLiteral("id"), buffer.id},
                     {QStringLiteral("file"), buffer.filePath},
                     {QStringLiteral("name"), buffer.name},
                     {QStringLiteral("language"), buffer.language},
                     {QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
                     {QStringLiteral("text"), buffer.text}};
  return Debugger::AtomicFile::write(sessionDir() + QLatin1Char('/') + buffer.id + QStringLiteral(".json"),
                                     QJsonDocument(object).toJson(QJsonDocument::Compact), error);
}

void RecoveryStore::remove(const QString& id)
{
  QFile::remove(sessionDir() + QLatin1Char('/') + id + QStringLiteral(".json"));
}

void RecoveryStore::clear()
{
  QDir(sessionDir()).removeRecursively();
}

QList<RecoveryStore::Buffer> RecoveryStore::orphaned() const
{
  QList<Buffer> result;
  const QDir root(root_);
  for (const QString& session : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
    if (session == session_)
      continue;
    QLockFile lock(root.filePath(session + QStringLiteral(".lock")));
    lock.setStaleLockTime(0);
    if (!lock.tryLock(0))
      continue;  // its editor is still running
    lock.unlock();
    const QDir dir(root.filePath(session));
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Time)) {
      QFile file(dir.filePath(name));
      if (!file.open(QIODevice::ReadOnly))
        continue;
      const QJsonObject object = QJsonDocument::fromJson(file.readAll()).object();
      if (object.isEmpty())
        continue;
      result << Buffer{object.value(QStringLiteral("id")).toString(),   object.value(QStringLiteral("file")).toString(),
                       object.value(QStringLiteral("name")).toString(), object.value(QStringLiteral("language")).toString(),
                       object.value(QStringLiteral("text")).toString(), object.value(QStringLiteral("savedAt")).toString(),
                       dir.filePath(name)};
    }
  }
  return result;
}

void RecoveryStore::discard(const Buffer& buffer)
{
  QFile::remove(buffer.storedAt);
  QDir dir = QFileInfo(buffer.storedAt).dir();
  if (dir.isEmpty()) {
    const QString name = dir.dirName();
    dir.cdUp();
    dir.rmdir(name);
    QFile::remove(dir.filePath(name + QStringLiteral(".lock")));
  }
}

}  // namespace Kibitz::App

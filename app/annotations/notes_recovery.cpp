#include "annotations/notes_recovery.h"
#include "files/atomic_file.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>

namespace Kibitz::App::NotesRecovery {

namespace {
const QString kFormat = QStringLiteral("kibitz-notes-recovery");
constexpr qint64 kMaxBytes = qint64(64) << 20;
}

QString keyFor(const QString& replayFile, const QString& gameId, quint64 seed, const QString& createdAt)
{
  const QString identity = replayFile.isEmpty() ? QStringLiteral("unsaved:%1:%2:%3").arg(gameId).arg(seed).arg(createdAt)
                                                : QStringLiteral("file:") + QDir::cleanPath(replayFile);
  return QString::fromLatin1(QCryptographicHash::hash(identity.toUtf8(), QCryptographicHash::Sha1).toHex().left(16));
}

QString pathFor(const QString& key)
{
  return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery/notes-%1.json").arg(key);
}

bool write(const QString& key, const Snapshot& snapshot, QString* error)
{
  const QString path = pathFor(key);
  if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
    *error = QStringLiteral("%1: cannot create the folder").arg(QFileInfo(path).absolutePath());
    return false;
  }
  QJsonArray notes;
  for (const Debugger::Note& n : snapshot.notes)
    notes.append(Debugger::Notes::toJson(n));
  QJsonObject o{{QStringLiteral("format"), kFormat},
                {QStringLiteral("replayFile"), snapshot.replayFile},
                {QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
                {QStringLiteral("notes"), notes}};
  if (snapshot.draft)
    o.insert(QStringLiteral("draft"), Debugger::Notes::toJson(*snapshot.draft));
  return Debugger::AtomicFile::write(path, QJsonDocument(o).toJson(QJsonDocument::Compact), error);
}

std::optional<Snapshot> read(const QString& key, int lastTurn, QString* error)
{
  const QString path = pathFor(key);
  QFile file(path);
  if (!file.exists())
    return std::nullopt;
  if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxBytes) {
    *error = QStringLiteral("%1: cannot read the recovered notes").arg(path);
    return std::nullopt;
  }
  QJsonParseError parseError;
  const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
  const QJsonObject o = doc.object();
  if (parseError.error != QJsonParseError::NoError || o.value(QStringLiteral("format")).toString() != kFormat) {
    *error = QStringLiteral("%1: not a notes recovery file").arg(path);
    return std::nullopt;
  }
  Snapshot s;
  s.replayFile = o.value(QStringLiteral("replayFile")).toString();
  s.savedAt = o.value(QStringLiteral("savedAt")).toString();
  QStringList warnings;
  s.notes = Debugger::Notes::fromAnnotations(o.value(QStringLiteral("notes")).toArray(), lastTurn, &warnings);
  if (o.contains(QStringLiteral("draft"))) {
    Debugger::Note draft;
    QString problem;
    if (Debugger::Notes::fromJson(o.value(QStringLiteral("draft")).toObject(), QStringLiteral("draft"), lastTurn, &draft, &problem))
      s.draft = draft;
  }
  return s;
}

void remove(const QString& key)
{
  QFile::remove(pathFor(key));
}

}  // namespace Kibitz::App::NotesRecovery

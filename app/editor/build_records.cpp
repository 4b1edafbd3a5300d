#include "editor/build_records.h"

#include "files/atomic_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace Kibitz::App {

namespace {
// Records of sources that are gone are dropped on save; past this many, the file is still small.
constexpr qsizetype kMaxRecords = 500;
constexpr qint64 kMaxFileBytes = 4 << 20;
}  // namespace

BuildRecords::BuildRecords(const QString& path) : path_(path)
{
  if (path_.isEmpty())
    path_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/bot-builds.json");
  load();
}

void BuildRecords::load()
{
  QFile file(path_);
  if (file.size() > kMaxFileBytes || !file.open(QIODevice::ReadOnly))
    return;
  // A damaged file only means "not built": every field is checked.
  const QJsonArray entries = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("builds")).toArray();
  for (const QJsonValue& value : entries) {
    const QJsonObject o = value.toObject();
    const QString source = o.value(QStringLiteral("source")).toString();
    if (source.isEmpty() || records_.size() >= kMaxRecords)
      continue;
    Record r;
    r.success = o.value(QStringLiteral("success")).toBool();
    r.sourceHash = QByteArray::fromHex(o.value(QStringLiteral("sourceSha256")).toString().toLatin1());
    r.outputPath = o.value(QStringLiteral("output")).toString();
    r.outputHash = QByteArray::fromHex(o.value(QStringLiteral("outputSha256")).toString().toLatin1());
    r.command = o.value(QStringLiteral("command")).toString();
    records_.insert(source, r);
  }
}

void BuildRecords::save() const
{
  QJsonArray entries;
  for (auto it = records_.constBegin(); it != records_.constEnd(); ++it) {
    if (!QFileInfo::exists(it.key()))
      continue;
    entries.append(QJsonObject{{QStringLiteral("source"), it.key()},
                               {QStringLiteral("success"), it->success},
                               {QStringLiteral("sourceSha256"), QString::fromLatin1(it->sourceHash.toHex())},
                               {QStringLiteral("output"), it->outputPath},
                               {QStringLiteral("outputSha256"), QString::fromLatin1(it->outputHash.toHex())},
                               {QStringLiteral("command"), it->command}});
  }
  QDir().mkpath(QFileInfo(path_).absolutePath());
  QString error;  // not worth a message: the next start builds once more
  Debugger::AtomicFile::write(path_, QJsonDocument(QJsonObject{{QStringLiteral("builds"), entries}}).toJson(), &error);
}

std::optional<BuildRecords::Record> BuildRecords::find(const QString& source) const
{
  const auto it = records_.constFind(source);
  if (it == records_.constEnd())
    return std::nullopt;
  return *it;
}

void BuildRecords::insert(const QString& source, const Record& record)
{
  // Another window may have recorded builds since: its records are kept.
  records_.clear();
  load();
  if (records_.size() >= kMaxRecords && !records_.contains(source))
    records_.erase(records_.begin());
  records_.insert(source, record);
  save();
}

void BuildRecords::remove(const QString& source)
{
  records_.clear();
  load();
  if (records_.remove(source))
    save();
}

}  // namespace Kibitz::App

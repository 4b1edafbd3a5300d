#include "profile/python_profile.h"

#include "files/scratch_dirs.h"
#include "profile/profiler_checks.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Kibitz::Debugger {

std::unique_ptr<PythonProfile> PythonProfile::prepare(QString* error)
{
  std::unique_ptr<PythonProfile> p(new PythonProfile);
  ScratchDirs::add(p->dir_.path());  // removed on Ctrl+C too
  QFile source(QStringLiteral(":/profile/kibitz_profile.py"));
  QFile target(p->wrapperPath());
  if (!p->dir_.isValid() || !source.open(QIODevice::ReadOnly) || !target.open(QIODevice::WriteOnly) ||
      target.write(source.readAll()) < 0) {
    *error = QStringLiteral("cannot write the Python profiling wrapper in %1: %2").arg(p->dir_.path(), target.errorString());
    return nullptr;
  }
  target.close();
  // Readable by all: the sandbox runs a bot of root's as nobody. The output stays private.
  QFile::setPermissions(p->dir_.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup |
                                           QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther);
  QFile::setPermissions(target.fileName(), QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
  return p;
}

QString PythonProfile::wrapperPath() const
{
  return dir_.filePath(QStringLiteral("kibitz_profile.py"));
}

PythonProfile::~PythonProfile()
{
  ScratchDirs::remove(dir_.path());
}

void PythonProfile::collectSandboxedOutput(qint64 pid, const QString& pathInside) const
{
  if (pid <= 0)
    return;
  QFile inside(QStringLiteral("/proc/%1/root%2").arg(pid).arg(pathInside));
  QFile copy(outputPath());
  if (!inside.open(QIODevice::ReadOnly) || !copy.open(QIODevice::WriteOnly))
    return;  // read() says the profiler wrote no samples
  // One byte more than read() takes, so that it still notices an output too large.
  copy.write(inside.read(kMaxOutputBytes + 1));
}

QString PythonProfile::outputPath() const
{
  return dir_.filePath(QStringLiteral("turns.jsonl"));
}

QList<ProfileChunk> PythonProfile::read(const QString& name, QStringList* warnings, SourcePlaces* sources) const
{
  QFile file(outputPath());
  if (!file.open(QIODevice::ReadOnly)) {
    warnings->append(QCoreApplication::translate("Kibitz::Profiler", "%1: the Python profiler wrote no samples.").arg(name));
    return {};
  }
  const QByteArray text = file.read(kMaxOutputBytes);
  if (!file.atEnd())
    warnings->append(QCoreApplication::translate("Kibitz::Profiler", "%1: the Python profile is larger than %2 MiB; the last turns have none.")
                         .arg(name)
                         .arg(kMaxOutputBytes >> 20));
  int bad = 0;
  QList<ProfileChunk> chunks = parsePythonProfile(text, &bad, sources);
  if (bad > 0)
    warnings->append(QCoreApplication::translate("Kibitz::Profiler", "%1: %2 lines of the Python profile were malformed and skipped.")
                         .arg(name)
                         .arg(bad));
  return chunks;
}

QList<ProfileChunk> parsePythonProfile(QByteArrayView text, int* badLines, SourcePlaces* sources)
{
  QList<ProfileChunk> chunks;
  *badLines = 0;
  while (!text.isEmpty()) {
    qsizetype nl = text.indexOf('\n');
    const QByteArrayView line = nl < 0 ? text : text.first(nl);
    text = nl < 0 ? QByteArrayView() : text.sliced(nl + 1);
    if (line.trimmed().isEmpty())
      continue;
    const QJsonObject o = line.size() <= PythonProfile::kMaxLineBytes
                              ? QJsonDocument::fromJson(line.toByteArray()).object()
                              : QJsonObject();
    const double t0 = o.value(QStringLiteral("t0")).toDouble(-1);
    const QJsonArray folded = o.value(QStringLiteral("folded")).toArray();
    if (t0 < 0 || t0 > 9.2e18 || folded.isEmpty() || folded.size() > TurnProfile::kMaxStacks) {
      ++*badLines;
      continue;
    }
    for (const QJsonValue& v : folded) {
      const QJsonArray pair = v.toArray();
      const QString stack = pair.at(0).toString();
      const double count = pair.at(1).toDouble(-1);
      if (stack.isEmpty() || stack.size() > TurnProfile::kMaxStackChars || count < 1 || count > 1e9) {
        ++*badLines;
        break;
      }
      chunks.append({qint64(t0), stack, qint64(count)});
    }
    // Each function's place, validated like the replay's (a bad one is dropped alone).
    const QJsonObject where = o.value(QStringLiteral("where")).toObject();
    for (auto it = where.begin(); sources && it != where.end() && sources->size() < SourcePlace::kMaxFunctions; ++it) {
      SourcePlaces one;
      QString ignored;
      if (TurnProfiles::sourcesFromJson(QJsonObject{{it.key(), it.value()}}, QString(), &one, &ignored))
        sources->insert(one);
    }
  }
  return chunks;
}

}  // namespace Kibitz::Debugger

#pragma once

// Which processes a test left behind, and whether a debugger holds one: read from /proc.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QString>

namespace Kibitz::Test {

// Processes running `executable` (canonical path) that started after `sinceTicks`.
inline QList<qint64> processesOf(const QString& executable, qint64 sinceTicks)
{
  QList<qint64> found;
  for (const QString& entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
    bool number = false;
    const qint64 pid = entry.toLongLong(&number);
    if (!number || QFileInfo(QStringLiteral("/proc/%1/exe").arg(pid)).canonicalFilePath() != executable)
      continue;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
      continue;
    const QByteArray text = stat.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    if (fields.size() > 19 && fields[19].toLongLong() >= sinceTicks && fields[0] != "Z")
      found << pid;
  }
  return found;
}

inline qint64 ownStartTicks()
{
  QFile stat(QStringLiteral("/proc/self/stat"));
  if (!stat.open(QIODevice::ReadOnly))
    return 0;
  const QByteArray text = stat.readAll();
  return text.mid(text.lastIndexOf(')') + 2).split(' ').value(19).toLongLong();
}

// "TracerPid" of /proc/<pid>/status: 0 when no debugger is attached.
inline qint64 tracerOf(qint64 pid)
{
  QFile status(QStringLiteral("/proc/%1/status").arg(pid));
  if (!status.open(QIODevice::ReadOnly))
    return -1;
  for (const QByteArray& line : status.readAll().split('\n'))
    if (line.startsWith("TracerPid:"))
      return line.mid(10).trimmed().toLongLong();
  return -1;
}

}  // namespace Kibitz::Test

#pragma once

// Which processes a test left behind, and whether a debugger holds one: read from /proc.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QString>

#include <unistd.h>

namespace Kibitz::Test {

// Marks every process this test starts from now on (an environment variable its children
// inherit), so that processesOf() does not count another test's running beside it.
inline void markChildren()
{
  qputenv("KIBITZ_TEST_RUN", QByteArray::number(qint64(::getpid())));
}

// Processes running `executable` (canonical path) that started after `sinceTicks`; with
// `markedOnly`, only those carrying this test's mark (for a program other tests run too,
// a debug adapter; a bot's environment is scrubbed, but its program is the test's own).
inline QList<qint64> processesOf(const QString& executable, qint64 sinceTicks, bool markedOnly = false)
{
  const QByteArray mark = markedOnly ? qgetenv("KIBITZ_TEST_RUN") : QByteArray();
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
    if (fields.size() <= 19 || fields[19].toLongLong() < sinceTicks || fields[0] == "Z")
      continue;
    if (!mark.isEmpty()) {
      QFile environ(QStringLiteral("/proc/%1/environ").arg(pid));
      if (environ.open(QIODevice::ReadOnly) && !environ.readAll().split('\0').contains("KIBITZ_TEST_RUN=" + mark))
        continue;  // another test's
    }
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

#include "match/sandboxed_process.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <memory>
#include <mutex>
#include <thread>

namespace Kibitz::Debugger {

namespace {

// Whether /proc/<pid>/stat is readable, with the process's parent and start time.
bool processStat(qint64 pid, qint64* parent, qint64* started)
{
  QFile file(QStringLiteral("/proc/%1/stat").arg(pid));
  if (!file.open(QIODevice::ReadOnly))
    return false;
  const QByteArray stat = file.readAll();
  // "pid (comm) state ppid ..."; comm may hold spaces and parentheses: fields follow the last ')'.
  const QList<QByteArray> fields = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
  if (fields.size() < 20)
    return false;
  *parent = fields[1].toLongLong();
  *started = fields[19].toLongLong();  // field 22 of the whole line
  return true;
}

// The oldest child of `pid`, or 0.
qint64 firstChild(qint64 pid)
{
  qint64 found = 0;
  qint64 foundStart = 0;
  const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
  for (const QString& entry : entries) {
    bool number = false;
    const qint64 candidate = entry.toLongLong(&number);
    qint64 parent = 0;
    qint64 started = 0;
    if (number && processStat(candidate, &parent, &started) && parent == pid && (found == 0 || started < foundStart)) {
      found = candidate;
      foundStart = started;
    }
  }
  return found;
}

QString programOf(qint64 pid)
{
  return QFileInfo(QStringLiteral("/proc/%1/exe").arg(pid)).symLinkTarget();
}

}  // namespace

qint64 sandboxedBotProcess(qint64 bubblewrapPid)
{
  const qint64 inner = bubblewrapPid > 0 ? firstChild(bubblewrapPid) : 0;
  return inner > 0 ? firstChild(inner) : 0;
}

qint64 waitForSandboxedBot(qint64 bubblewrapPid, int timeoutMs)
{
  const QString bubblewrap = programOf(bubblewrapPid);
  for (int waited = 0;; waited += 10) {
    if (const qint64 bot = sandboxedBotProcess(bubblewrapPid); bot > 0) {
      const QString program = programOf(bot);
      if (!program.isEmpty() && program != bubblewrap && QFileInfo(program).fileName() != QLatin1String("prlimit"))
        return bot;
    }
    if (waited >= timeoutMs || !QFileInfo::exists(QStringLiteral("/proc/%1").arg(bubblewrapPid)))
      return 0;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
}

std::function<qint64()> debuggeeFinder(qint64 processId, bool sandboxed)
{
  if (!sandboxed)
    return [processId] { return processId; };
  struct Found {
    std::once_flag once;
    qint64 pid = 0;
  };
  auto found = std::make_shared<Found>();
  return [processId, found] {
    constexpr int kStartMs = 10000;  // bubblewrap sets the sandbox up in tens of milliseconds
    std::call_once(found->once, [&] { found->pid = waitForSandboxedBot(processId, kStartMs); });
    return found->pid;
  };
}

}  // namespace Kibitz::Debugger

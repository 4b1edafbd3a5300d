#include "profile/profiler_checks.h"

#include <QCoreApplication>
#include <QFile>
#include <QStandardPaths>

#include <unistd.h>

namespace Kibitz::Debugger::ProfilerChecks {

namespace {
QString tr(const char* text)
{
  return QCoreApplication::translate(kContext, text);
}
}  // namespace

QString findPerf()
{
  return QStandardPaths::findExecutable(QStringLiteral("perf"));
}

QString paranoidFile()
{
  const QString override = qEnvironmentVariable("KIBITZ_PERF_PARANOID_FILE");
  return override.isEmpty() ? QStringLiteral("/proc/sys/kernel/perf_event_paranoid") : override;
}

std::optional<int> paranoidLevel()
{
  QFile file(paranoidFile());
  if (!file.open(QIODevice::ReadOnly))
    return std::nullopt;
  bool ok = false;
  const int level = file.read(32).trimmed().toInt(&ok);  // a number: a few bytes are enough
  return ok ? std::optional<int>(level) : std::nullopt;
}

QString paranoidRefusal(int level, bool privileged)
{
  if (privileged || level <= 2)
    return {};
  return tr("The kernel does not let a user profile its own programs (kernel.perf_event_paranoid is %1; "
            "profiling needs 2 or less). Run: sudo sysctl kernel.perf_event_paranoid=2")
      .arg(level);
}

QString nativeRefusal()
{
  if (findPerf().isEmpty())
    return perfMissing();
  const std::optional<int> level = paranoidLevel();
  if (!level)
    return {};  // unknown: perf itself will say whether it may attach
  // KIBITZ_PERF_PARANOID_FILE stands for the kernel's setting of a normal user's machine.
  const bool privileged = geteuid() == 0 && qEnvironmentVariableIsEmpty("KIBITZ_PERF_PARANOID_FILE");
  return paranoidRefusal(*level, privileged);
}

QString perfMissing()
{
  return tr("Profiling a bot needs perf, which is not on PATH. Install it (Debian: apt install linux-perf; "
            "Ubuntu: apt install linux-tools-generic; Fedora: dnf install perf).");
}

QString attachRefused(qint64 pid, const QString& perfSaid)
{
  return tr("perf could not attach to the bot (process %1): %2. If the kernel restricts ptrace (Yama), "
            "run: sudo sysctl kernel.yama.ptrace_scope=1")
      .arg(pid)
      .arg(perfSaid.isEmpty() ? tr("it gave no reason") : perfSaid);
}

QString noSymbols(const QString& bot, qint64 unnamed, qint64 samples)
{
  return tr("%1: %2 of %3 samples have no function name: the program has no symbols. Build it with -g "
            "(and -fno-omit-frame-pointer) and do not strip it.")
      .arg(bot)
      .arg(unnamed)
      .arg(samples);
}

QString pythonInSandbox()
{
  return tr("A Python bot cannot be profiled in the sandbox yet: turn the sandbox off for it, or profile a native bot.");
}

}  // namespace Kibitz::Debugger::ProfilerChecks

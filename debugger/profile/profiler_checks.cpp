#include "profile/profiler_checks.h"

#include <QCoreApplication>
#include <QFile>
#include <QStandardPaths>

#include <unistd.h>

namespace Kibitz::Debugger::ProfilerChecks {

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
  return QCoreApplication::translate("Kibitz::Profiler", "The kernel does not let a user profile its own programs (kernel.perf_event_paranoid is %1; "
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
  return QCoreApplication::translate("Kibitz::Profiler", "Profiling a bot needs perf, which is not on PATH. Install it (Debian: apt install linux-perf; "
            "Ubuntu: apt install linux-tools-generic; Fedora: dnf install perf).");
}

QString attachRefused(qint64 pid, const QString& perfSaid)
{
  return QCoreApplication::translate("Kibitz::Profiler", "perf could not attach to the bot (process %1): %2. perf attaches only to "
                                     "processes of your own user, and only as far as the kernel allows "
                                     "(kernel.perf_event_paranoid, Yama's kernel.yama.ptrace_scope).")
      .arg(pid)
      .arg(perfSaid.isEmpty() ? QCoreApplication::translate("Kibitz::Profiler", "it gave no reason") : perfSaid);
}

QString noSymbols(const QString& bot, qint64 unnamed, qint64 samples)
{
  return QCoreApplication::translate("Kibitz::Profiler", "%1: %2 of %3 samples have no function name: the program has no symbols. Build it with -g "
            "(and -fno-omit-frame-pointer) and do not strip it.")
      .arg(bot)
      .arg(unnamed)
      .arg(samples);
}

}  // namespace Kibitz::Debugger::ProfilerChecks

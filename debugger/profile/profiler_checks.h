#pragma once

#include <QString>

#include <optional>

namespace Kibitz::Debugger::ProfilerChecks {

// The translation context of every profiler message (written out where each is translated,
// for lupdate): the window shows the same words.
inline constexpr char kContext[] = "Kibitz::Profiler";

// perf's absolute path on PATH, or empty.
QString findPerf();
// Where the kernel's kernel.perf_event_paranoid is read: KIBITZ_PERF_PARANOID_FILE (for
// tests), else /proc/sys/kernel/perf_event_paranoid.
QString paranoidFile();
// The level in that file, or nothing when it cannot be read.
std::optional<int> paranoidLevel();

// The decision, as a pure function: the refusal (naming the value and the sysctl to run)
// when a user (`privileged`: root) may not attach perf to its own process at `level`, or
// empty. Levels up to 2 let a user profile its own processes in user space.
QString paranoidRefusal(int level, bool privileged);

// Everything checked before a native bot is started to be profiled: perf on PATH, the
// paranoid level. Empty when profiling can go on, else the refusal naming the fix.
QString nativeRefusal();

// The texts of the other refusals and warnings, translated.
QString perfMissing();
QString attachRefused(qint64 pid, const QString& perfSaid);
QString noSymbols(const QString& bot, qint64 unnamed, qint64 samples);

}  // namespace Kibitz::Debugger::ProfilerChecks

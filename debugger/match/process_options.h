#pragma once

#include "match/debug_attachment.h"

#include <QString>
#include <QtGlobal>

#include <optional>

namespace Kibitz::Debugger {

// How external bot processes (`cmd:COMMAND`) are run and contained. The defaults suit a
// normal conforming match; docs/bot-processes.md explains what the containment covers.
struct ProcessOptions {
  // Time limits. Either option makes the match non-conforming (the caller records it).
  bool noTimeLimit = false;     // wait for replies forever (for attaching a debugger)
  int timeLimitOverrideMs = 0;  // > 0: replaces the game's per-turn limit
  // Every turn's limit counts the bot's own CPU time only, with no wait on the wall clock:
  // a match played under a debugger, whose stops are not the bot's time.
  bool judgeOnCpuTime = false;
  // The cores the bots of one turn share (0: the machine's). More bots asked at once than
  // cores: each is judged on its own CPU time (docs/bot-processes.md, "Time and memory").
  int sharedCores = 0;

  // Resource limits of the bot process (setrlimit, inherited by its children); 0 leaves
  // the runner's own limit in place.
  qint64 cpuSeconds = 300;                  // RLIMIT_CPU: total CPU time of the bot
  qint64 addressSpaceBytes = qint64(4) << 30;  // RLIMIT_AS: virtual memory
  qint64 fileSizeBytes = qint64(64) << 20;   // RLIMIT_FSIZE: largest file it may write
  // Core dumps are always disabled (RLIMIT_CORE 0).

  // The strict sandbox for untrusted bots (bubblewrap, docs/bot-processes.md, "The
  // sandbox"): read-only system directories, the bot's own files, a private working
  // directory, no network, a seccomp filter. Fail closed: when it cannot be set up
  // (sandboxAvailable() in match/sandbox_check.h says why), the bot does not start.
  bool sandbox = false;
  int sandboxProcesses = 64;                    // RLIMIT_NPROC inside: processes and threads
  qint64 sandboxTmpBytes = qint64(64) << 20;    // size of each private tmpfs (working directory, /tmp, /dev/shm)

  // Memory bounds of the runner's side.
  qsizetype maxLineBytes = qsizetype(1) << 20;        // a longer stdout line stops the bot
  qsizetype maxStderrBytesPerTurn = qsizetype(64) << 10;  // the rest is dropped (stderrTruncated)

  // After the match: how long a bot may take to exit once its stdin is closed.
  int finishGraceMs = 200;

  // How `eda:` course players are compiled (CoursePlayerBuild); empty: the course's
  // `g++ -std=c++11 -Wall -Wno-unused-variable -O2`.
  QString courseCompileCommand;

  // A bot started to be debugged (set only by DebugPlanner::plan): which seat, its
  // debugger, and what its process needs for it.
  std::optional<DebugAttachment> debug;

  // Profile the bot turn by turn (kibitz-cli run --profile, docs/bot-processes.md,
  // "Profiling a bot"): a native bot is sampled by perf from outside its process (and its
  // sandbox); a Python bot runs through Kibitz's wrapper `pythonProfileWrapper`, which
  // writes to `pythonProfileOutput` (both set by ProcessParticipant::start).
  bool profile = false;
  QString pythonProfileWrapper;
  QString pythonProfileOutput;
};

}  // namespace Kibitz::Debugger

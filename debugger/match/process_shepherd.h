#pragma once

#include <sys/types.h>

namespace Kibitz::Debugger {

// The code that runs in the forked child of the runner (the "shepherd"). The shepherd is
// a child subreaper: it starts the bot as its own child, so every process the bot
// leaves behind - even one that called setsid() and lost its parent - is re-parented to
// the shepherd, which reaps it (no zombie) and kills it at the end (no orphan). Making
// the runner itself the subreaper would also adopt the orphans of everything else the
// IDE launches; one shepherd per bot keeps the bot's tree apart.
//
// Runs between fork() and exit in a copy of a multi-threaded process: only
// async-signal-safe calls, no allocation. Everything it needs is prepared in advance.

constexpr int kMaxPassedFds = 32;
constexpr long kSandboxOpenFiles = 256;
constexpr long kSandboxPendingSignals = 256;

// Why the bot could not be started, sent back on the report pipe.
struct ShepherdFailure {
  enum Stage : int { Fork = 1, Setup, Limits, WorkDir, Exec, User, Descriptors, Mounts };
  int stage = 0;
  int error = 0;  // errno
};

struct ShepherdPlan {
  const char* program = nullptr;     // absolute path
  char* const* argv = nullptr;       // null-terminated
  char* const* envp = nullptr;       // null-terminated
  const char* workingDirectory = nullptr;
  long cpuSeconds = 0;               // 0 = unchanged
  long addressSpaceBytes = 0;
  long fileSizeBytes = 0;
  // Descriptors the bot receives at 3, 4, ... (not close-on-exec), at most kMaxPassedFds.
  const int* passedFds = nullptr;
  int passedFdCount = 0;
  // The sandbox's per-user limits (RLIMIT_RTPRIO and RLIMIT_NICE 0, RLIMIT_NOFILE
  // kSandboxOpenFiles, RLIMIT_SIGPENDING kSandboxPendingSignals, RLIMIT_MSGQUEUE 0).
  bool sandboxLimits = false;
  // PR_SET_PTRACER_ANY before exec: a debugger that is not the bot's ancestor may attach
  // under Yama's restricted ptrace.
  bool anyTracer = false;
  // >= 0: the bot switches to this user and group (no supplementary groups) before exec.
  int uid = -1;
  int gid = -1;
  // Staged mounts (LaunchPlan::stagedMounts), made while still root: a mount namespace of
  // the bot's own, a tmpfs on `stagingFolder`, each source bound read-only on its target.
  const char* stagingFolder = nullptr;
  char* const* stagedSources = nullptr;
  char* const* stagedTargets = nullptr;
  int stagedCount = 0;

  // The bot's ends of its stdio pipes.
  int botStdin = -1;
  int botStdout = -1;
  int botStderr = -1;
  // Write end, close-on-exec: a ShepherdFailure when the bot cannot start; end of file
  // when it did.
  int report = -1;
  // Read end: each 'K' kills the bot's process group now; end of file (the runner closed
  // it, or died) kills every remaining descendant, and the shepherd exits.
  int control = -1;
  // Write end: first the bot's pid (int), then its wait status (int) when it exits.
  int status = -1;
};

// Never returns.
[[noreturn]] void runShepherd(const ShepherdPlan& plan);

}  // namespace Kibitz::Debugger

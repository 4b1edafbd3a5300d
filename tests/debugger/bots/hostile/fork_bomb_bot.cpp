// Hostile: a fork bomb. Every process forks for as long as it can, then waits forever.
// Expected in the sandbox: the bomb stops at the process cap (stderr: "fork bomb stopped:
// N processes", N <= ProcessOptions::sandboxProcesses), the bot then plays (verdicts Ok),
// nothing is left after the match. Refuses to run outside the sandbox.
#include "hostile_bot.h"

#include <cerrno>
#include <dirent.h>
#include <unistd.h>

namespace {

// The processes this PID namespace holds: the bomb and bwrap's own.
int processesInNamespace()
{
  DIR* proc = opendir("/proc");
  if (!proc)
    return -1;
  int count = 0;
  while (const dirent* e = readdir(proc))
    if (e->d_name[0] >= '0' && e->d_name[0] <= '9')
      ++count;
  closedir(proc);
  return count;
}

[[noreturn]] void bomb()
{
  for (;;)
    if (fork() < 0)
      for (;;)
        pause();
}

}  // namespace

int main()
{
  if (!Hostile::inSandbox()) {
    std::fprintf(stderr, "fork bomb: refusing to run outside a sandbox\n");
    return 1;
  }
  for (;;) {
    const pid_t child = fork();
    if (child == 0)
      bomb();
    if (child < 0)
      break;
  }
  const int error = errno;
  std::fprintf(stderr, "fork bomb stopped: %d processes (%s)\n", processesInNamespace(), std::strerror(error));
  return Hostile::playBreak();
}

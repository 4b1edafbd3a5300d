// Misbehaves behind the runner's back, then plays BREAK correctly:
//   - a child calls setsid() (leaves the bot's session and process group) and sleeps;
//   - that child starts a helper, which starts an "orphan" and exits at once, so the
//     orphan loses its parent and is re-parented to the nearest subreaper.
// All of them keep the stdio pipes open. Reports on stderr: "child PID orphan PID".
#include <cstdio>
#include <sys/wait.h>
#include <unistd.h>

namespace {
[[noreturn]] void sleepForever()
{
  for (;;)
    sleep(1);
}
}  // namespace

int main()
{
  int link[2];
  if (pipe(link) != 0)
    return 1;
  const pid_t child = fork();
  if (child == 0) {
    setsid();
    const pid_t helper = fork();
    if (helper == 0) {
      const pid_t orphan = fork();
      if (orphan == 0)
        sleepForever();
      if (write(link[1], &orphan, sizeof orphan) != sizeof orphan)
        _exit(1);
      _exit(0);
    }
    waitpid(helper, nullptr, 0);
    sleepForever();
  }
  pid_t orphan = 0;
  if (read(link[0], &orphan, sizeof orphan) != sizeof orphan)
    return 1;
  std::fprintf(stderr, "child %d orphan %d\n", int(child), int(orphan));
  char line[256];
  for (;;) {
    if (!std::fgets(line, sizeof line, stdin) || !std::fgets(line, sizeof line, stdin))
      return 0;
    std::printf("BREAK\n");
    std::fflush(stdout);
  }
}

// Hostile: starts a daemon the classic way - fork, setsid, fork again - that ignores
// SIGTERM, SIGHUP and SIGINT, lets go of the bot's pipes and sleeps forever; then plays.
// Expected in the sandbox: verdicts Ok, and after the match the daemon is gone with the
// rest (stderr: "daemon started").
#include "hostile_bot.h"

#include <csignal>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

int main()
{
  int ready[2];
  if (pipe(ready) != 0)
    return 1;
  const pid_t first = fork();
  if (first == 0) {
    setsid();
    if (fork() != 0)
      _exit(0);
    signal(SIGTERM, SIG_IGN);
    signal(SIGHUP, SIG_IGN);
    signal(SIGINT, SIG_IGN);
    const int null = open("/dev/null", O_RDWR);
    for (int fd = 0; fd < 3; ++fd)
      dup2(null, fd);
    if (write(ready[1], "R", 1) != 1)
      _exit(1);
    for (;;)
      pause();
  }
  waitpid(first, nullptr, 0);
  char byte = 0;
  if (read(ready[0], &byte, 1) == 1)
    std::fprintf(stderr, "daemon started\n");
  close(ready[0]);
  close(ready[1]);
  return Hostile::playBreak();
}

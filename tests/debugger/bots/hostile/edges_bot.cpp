// Hostile: tries the sandbox's edges, each of which once let a bot take what the sandbox
// does not bound: fills /dev (a tmpfs without size), takes inotify instances (charged to
// the user, not the sandbox), and reports its limits and PATH; prints one line each on
// stderr, then plays. Expected in the sandbox: "dev fill: Read-only file system",
// "dev null: ok", "inotify_init1: EPERM", the limits of docs/bot-processes.md and
// "PATH=/usr/bin:/bin". Refuses to run outside the sandbox (it would write into /dev).
#include "hostile_bot.h"

#include <cerrno>
#include <cstdlib>
#include <fcntl.h>
#include <sys/inotify.h>
#include <sys/resource.h>
#include <unistd.h>

namespace {

void report(const char* name, long result)
{
  std::fprintf(stderr, "%s: %s\n", name, result >= 0 ? "ok" : errno == EPERM ? "EPERM" : std::strerror(errno));
}

void reportLimit(const char* name, int resource)
{
  rlimit limit{};
  if (getrlimit(resource, &limit) != 0)
    std::fprintf(stderr, "%s: %s\n", name, std::strerror(errno));
  else if (limit.rlim_cur == RLIM_INFINITY)
    std::fprintf(stderr, "%s: unlimited\n", name);
  else
    std::fprintf(stderr, "%s: %llu\n", name, static_cast<unsigned long long>(limit.rlim_cur));
}

}  // namespace

int main()
{
  if (!Hostile::inSandbox()) {
    std::fprintf(stderr, "edges: refusing to run outside a sandbox\n");
    return 1;
  }
  const int fill = open("/dev/kibitz-fill", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  report("dev fill", fill);
  if (fill >= 0)
    close(fill);
  const int null = open("/dev/null", O_WRONLY | O_CLOEXEC);
  report("dev null", null >= 0 ? write(null, "x", 1) : -1);
  if (null >= 0)
    close(null);
  report("inotify_init1", inotify_init1(IN_CLOEXEC));
  reportLimit("RLIMIT_NOFILE", RLIMIT_NOFILE);
  reportLimit("RLIMIT_RTPRIO", RLIMIT_RTPRIO);
  reportLimit("RLIMIT_NICE", RLIMIT_NICE);
  reportLimit("RLIMIT_SIGPENDING", RLIMIT_SIGPENDING);
  reportLimit("RLIMIT_MSGQUEUE", RLIMIT_MSGQUEUE);
  const char* path = std::getenv("PATH");
  std::fprintf(stderr, "PATH=%s\n", path ? path : "");
  return Hostile::playBreak();
}

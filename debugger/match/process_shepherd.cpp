#include "match/process_shepherd.h"

#include <cerrno>
#include <csignal>
#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

// Reminder: everything here runs in a forked copy of a multi-threaded process. Only
// system calls and async-signal-safe functions; no malloc, no Qt, no stdio.

namespace Kibitz::Debugger {

namespace {

void writeAll(int fd, const void* data, size_t size)
{
  const char* p = static_cast<const char*>(data);
  while (size > 0) {
    const ssize_t n = write(fd, p, size);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return;
    p += n;
    size -= size_t(n);
  }
}

[[noreturn]] void failStart(int report, ShepherdFailure::Stage stage)
{
  const ShepherdFailure failure{stage, errno};
  writeAll(report, &failure, sizeof failure);
  _exit(127);
}

void closeRange(unsigned first, unsigned last)
{
  if (first > last || syscall(SYS_close_range, first, last, 0) == 0)
    return;
  // A kernel without close_range: close one by one up to the descriptor limit.
  rlimit limit{};
  unsigned top = 65535;
  if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY && limit.rlim_cur < top)
    top = unsigned(limit.rlim_cur);
  for (unsigned fd = first; fd <= last && fd <= top; ++fd)
    close(int(fd));
}

// Closes every descriptor from 3 up except `keep` (any order, no allocation).
void closeAllExcept(int* keep, int count)
{
  for (int i = 1; i < count; ++i)  // insertion sort: a handful of entries
    for (int j = i; j > 0 && keep[j - 1] > keep[j]; --j) {
      const int t = keep[j];
      keep[j] = keep[j - 1];
      keep[j - 1] = t;
    }
  unsigned next = 3;
  for (int i = 0; i < count; ++i) {
    if (keep[i] < int(next))
      continue;
    closeRange(next, unsigned(keep[i]) - 1);
    next = unsigned(keep[i]) + 1;
  }
  closeRange(next, ~0U);
}

void resetSignalHandlers()
{
  struct sigaction dfl = {};
  dfl.sa_handler = SIG_DFL;
  sigemptyset(&dfl.sa_mask);
  for (int s = 1; s < NSIG; ++s)
    sigaction(s, &dfl, nullptr);  // fails harmlessly for SIGKILL, SIGSTOP and glibc's own
}

// Sets a limit, clamped to the hard limit the runner has (raising it is not allowed).
bool setLimit(int resource, long value, long hardExtra = 0)
{
  rlimit current{};
  if (getrlimit(resource, &current) != 0)
    return false;
  rlimit wanted{rlim_t(value), rlim_t(value) + rlim_t(hardExtra)};
  if (current.rlim_max != RLIM_INFINITY) {
    if (wanted.rlim_max > current.rlim_max)
      wanted.rlim_max = current.rlim_max;
    if (wanted.rlim_cur > wanted.rlim_max)
      wanted.rlim_cur = wanted.rlim_max;
  }
  return setrlimit(resource, &wanted) == 0;
}

// Puts plan.passedFds at 3, 4, ...: first every one (and the report pipe, which may sit
// there) above that range, then each in its place. `*report` follows the move.
bool placePassedFds(const ShepherdPlan& plan, int* report)
{
  const int count = plan.passedFdCount;
  if (count == 0)
    return true;
  const int above = 3 + count;
  int moved[kMaxPassedFds];
  const int newReport = fcntl(*report, F_DUPFD_CLOEXEC, above);
  if (newReport < 0)
    return false;
  *report = newReport;
  for (int i = 0; i < count; ++i)
    if ((moved[i] = fcntl(plan.passedFds[i], F_DUPFD_CLOEXEC, above)) < 0)
      return false;
  for (int i = 0; i < count; ++i)  // dup2 leaves the new descriptor open across exec
    if (dup2(moved[i], 3 + i) < 0)
      return false;
  return true;
}

// Raw system calls: they change this thread only, which is all a forked child has.
bool switchUser(const ShepherdPlan& plan)
{
  return syscall(SYS_setgroups, 0, nullptr) == 0 && syscall(SYS_setresgid, plan.gid, plan.gid, plan.gid) == 0
         && syscall(SYS_setresuid, plan.uid, plan.uid, plan.uid) == 0;
}

// LaunchPlan::stagedMounts, in a mount namespace of the bot's own (nothing propagates to
// the host's), before switching to nobody.
bool stageMounts(const ShepherdPlan& plan)
{
  if (unshare(CLONE_NEWNS) != 0 || mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0
      || mount("tmpfs", plan.stagingFolder, "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, "mode=0755,size=64k") != 0)
    return false;
  for (int i = 0; i < plan.stagedCount; ++i)
    if (mkdir(plan.stagedTargets[i], 0755) != 0 || mount(plan.stagedSources[i], plan.stagedTargets[i], nullptr, MS_BIND | MS_REC, nullptr) != 0
        || mount(nullptr, plan.stagedTargets[i], nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr) != 0)
      return false;
  return true;
}

// In the bot's child, just before exec.
[[noreturn]] void startBot(const ShepherdPlan& plan, pid_t shepherd)
{
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, nullptr);
  signal(SIGPIPE, SIG_DFL);
  // Its own session and process group (pgid = pid): one kill() reaches the group.
  if (setsid() < 0)
    failStart(plan.report, ShepherdFailure::Setup);
  if (dup2(plan.botStdin, 0) < 0 || dup2(plan.botStdout, 1) < 0 || dup2(plan.botStderr, 2) < 0)
    failStart(plan.report, ShepherdFailure::Setup);
  if (!setLimit(RLIMIT_CORE, 0)
      || (plan.cpuSeconds > 0 && !setLimit(RLIMIT_CPU, plan.cpuSeconds, 1))  // SIGXCPU, then SIGKILL
      || (plan.addressSpaceBytes > 0 && !setLimit(RLIMIT_AS, plan.addressSpaceBytes))
      || (plan.fileSizeBytes > 0 && !setLimit(RLIMIT_FSIZE, plan.fileSizeBytes)))
    failStart(plan.report, ShepherdFailure::Limits);
  // What a sandboxed bot may take of what the kernel charges to the user, not to the
  // sandbox: no real-time or raised priority, few descriptors, signals and message queues.
  if (plan.sandboxLimits
      && (!setLimit(RLIMIT_RTPRIO, 0) || !setLimit(RLIMIT_NICE, 0) || !setLimit(RLIMIT_NOFILE, kSandboxOpenFiles)
          || !setLimit(RLIMIT_SIGPENDING, kSandboxPendingSignals) || !setLimit(RLIMIT_MSGQUEUE, 0)))
    failStart(plan.report, ShepherdFailure::Limits);
  if (plan.stagedCount > 0 && !stageMounts(plan))
    failStart(plan.report, ShepherdFailure::Mounts);
  // Entered before switching users: the new user may not be allowed in.
  if (chdir(plan.workingDirectory) != 0)
    failStart(plan.report, ShepherdFailure::WorkDir);
  if (plan.uid >= 0 && !switchUser(plan))
    failStart(plan.report, ShepherdFailure::User);
  // After the switch, which clears it. The shepherd is single-threaded, so the
  // parent-death signal is tied to its life.
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != shepherd)
    failStart(plan.report, ShepherdFailure::Setup);
  // Fails with EINVAL where Yama is not there, which is fine: nothing restricts the tracer then.
  if (plan.anyTracer)
    prctl(PR_SET_PTRACER, PR_SET_PTRACER_ANY, 0, 0, 0);
  int report = plan.report;
  if (plan.passedFdCount > kMaxPassedFds || !placePassedFds(plan, &report))
    failStart(report, ShepherdFailure::Descriptors);
  int keep[kMaxPassedFds + 1];
  keep[0] = report;
  for (int i = 0; i < plan.passedFdCount; ++i)
    keep[i + 1] = 3 + i;
  closeAllExcept(keep, plan.passedFdCount + 1);
  execve(plan.program, plan.argv, plan.envp);
  failStart(report, ShepherdFailure::Exec);
}

// Reaps every child that has exited; reports the bot's status once.
void reapChildren(pid_t bot, bool* botReaped, int statusFd)
{
  int status = 0;
  pid_t pid;
  while ((pid = waitpid(-1, &status, WNOHANG)) > 0 || (pid < 0 && errno == EINTR)) {
    if (pid == bot && !*botReaped) {
      *botReaped = true;
      writeAll(statusFd, &status, sizeof status);
    }
  }
}

void drainSignals(int signalFd)
{
  signalfd_siginfo info;
  while (signalFd >= 0 && read(signalFd, &info, sizeof info) > 0) {
  }
}

// Parses the decimal numbers of `text` and calls `use` on each (a number cut at the
// buffer's end is carried over in `*partial`).
template <typename Use>
void forEachNumber(const char* text, ssize_t size, long* partial, Use use)
{
  for (ssize_t i = 0; i < size; ++i) {
    if (text[i] >= '0' && text[i] <= '9') {
      *partial = (*partial < 0 ? 0 : *partial) * 10 + (text[i] - '0');
    } else if (*partial >= 0) {
      use(*partial);
      *partial = -1;
    }
  }
}

// The parent pid in the contents of /proc/PID/stat ("pid (comm) S ppid ..."); comm may
// hold anything, so parsing starts after the last ')'.
long parentInStat(const char* text, ssize_t size)
{
  ssize_t close = -1;
  for (ssize_t i = 0; i < size; ++i)
    if (text[i] == ')')
      close = i;
  if (close < 0 || close + 4 >= size)
    return -1;
  long ppid = -1;
  ssize_t i = close + 4;  // ") S " then the ppid
  for (; i < size && text[i] >= '0' && text[i] <= '9'; ++i)
    ppid = (ppid < 0 ? 0 : ppid) * 10 + (text[i] - '0');
  return ppid;
}

// Slow path when /proc/thread-self/children is missing: every /proc/PID/stat.
void killChildrenByScan(pid_t self)
{
  const int dir = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir < 0)
    return;
  alignas(8) char entries[4096];
  long count;
  while ((count = syscall(SYS_getdents64, dir, entries, sizeof entries)) > 0) {
    for (long offset = 0; offset < count;) {
      const auto* e = reinterpret_cast<const dirent64*>(entries + offset);
      offset += e->d_reclen;
      long pid = 0;
      const char* n = e->d_name;
      for (; *n >= '0' && *n <= '9'; ++n)
        pid = pid * 10 + (*n - '0');
      if (*n != '\0' || pid <= 0)
        continue;
      char path[48] = "/proc/";
      int len = 6;
      for (const char* c = e->d_name; *c && len < 40; ++c)
        path[len++] = *c;
      const char tail[] = "/stat";
      for (const char* c = tail; *c; ++c)
        path[len++] = *c;
      path[len] = '\0';
      const int fd = open(path, O_RDONLY | O_CLOEXEC);
      if (fd < 0)
        continue;
      char stat[512];
      const ssize_t size = read(fd, stat, sizeof stat);
      close(fd);
      if (size > 0 && parentInStat(stat, size) == self)
        kill(pid_t(pid), SIGKILL);
    }
  }
  close(dir);
}

void killChildren(pid_t self)
{
  const int fd = open("/proc/thread-self/children", O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    killChildrenByScan(self);
    return;
  }
  char text[1024];
  long partial = -1;
  ssize_t size;
  const auto killOne = [](long pid) {
    if (pid > 0)
      kill(pid_t(pid), SIGKILL);
  };
  while ((size = read(fd, text, sizeof text)) > 0)
    forEachNumber(text, size, &partial, killOne);
  if (partial >= 0)
    killOne(partial);
  close(fd);
}

// The end: kill the bot's group, then every child until none is left. Killing a child
// re-parents its own children to us, so this repeats until the tree is empty.
void killDescendants(pid_t bot, bool* botReaped, int statusFd, int signalFd)
{
  if (!*botReaped) {  // while unreaped, `bot` cannot name anything else
    kill(-bot, SIGKILL);
    kill(bot, SIGKILL);
  }
  const pid_t self = getpid();
  for (;;) {
    killChildren(self);
    reapChildren(bot, botReaped, statusFd);
    siginfo_t info;
    if (waitid(P_ALL, 0, &info, WEXITED | WNOHANG | WNOWAIT) < 0 && errno == ECHILD)
      return;
    pollfd wake{signalFd, POLLIN, 0};
    poll(&wake, signalFd >= 0 ? 1 : 0, 5);
    drainSignals(signalFd);
  }
}

}  // namespace

void runShepherd(const ShepherdPlan& plan)
{
  resetSignalHandlers();
  signal(SIGPIPE, SIG_IGN);
  // Out of the terminal's job control: Ctrl-C reaches the runner, which then ends us.
  setsid();
  prctl(PR_SET_CHILD_SUBREAPER, 1);
  int keep[6 + kMaxPassedFds] = {plan.botStdin, plan.botStdout, plan.botStderr, plan.report, plan.control, plan.status};
  const int passed = plan.passedFdCount < kMaxPassedFds ? plan.passedFdCount : kMaxPassedFds;
  for (int i = 0; i < passed; ++i)
    keep[6 + i] = plan.passedFds[i];
  closeAllExcept(keep, 6 + passed);
  // Nor does it hold the runner's stdio (a caller reading the runner's output until end
  // of file must not wait for the shepherd).
  const int null = open("/dev/null", O_RDWR | O_CLOEXEC);
  if (null >= 0) {
    for (int fd = 0; fd < 3; ++fd)
      if (fd != null)
        dup2(null, fd);
    if (null > 2)
      close(null);
  }

  sigset_t childSignal;
  sigemptyset(&childSignal);
  sigaddset(&childSignal, SIGCHLD);
  sigprocmask(SIG_BLOCK, &childSignal, nullptr);
  const int signalFd = signalfd(-1, &childSignal, SFD_CLOEXEC | SFD_NONBLOCK);

  const pid_t self = getpid();
  const pid_t bot = _Fork();
  if (bot == 0)
    startBot(plan, self);
  if (bot < 0)
    failStart(plan.report, ShepherdFailure::Fork);
  close(plan.botStdin);
  close(plan.botStdout);
  close(plan.botStderr);
  close(plan.report);
  for (int i = 0; i < passed; ++i)
    close(plan.passedFds[i]);
  const int botPid = bot;
  writeAll(plan.status, &botPid, sizeof botPid);

  bool botReaped = false;
  for (;;) {
    pollfd fds[2] = {{plan.control, POLLIN, 0}, {signalFd, POLLIN, 0}};
    // Without a signalfd, poll for exited children every 10 ms instead.
    const int ready = poll(fds, signalFd >= 0 ? 2 : 1, signalFd >= 0 ? -1 : 10);
    if (ready < 0 && errno != EINTR)
      break;
    drainSignals(signalFd);
    reapChildren(bot, &botReaped, plan.status);
    if (ready > 0 && fds[0].revents != 0) {
      char commands[16];
      const ssize_t n = read(plan.control, commands, sizeof commands);
      if (n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN))
        break;  // the runner closed the pipe or is gone
      for (ssize_t i = 0; i < n; ++i)
        if (commands[i] == 'K' && !botReaped) {
          kill(-bot, SIGKILL);
          kill(bot, SIGKILL);
        }
    }
  }
  killDescendants(bot, &botReaped, plan.status, signalFd);
  _exit(0);
}

}  // namespace Kibitz::Debugger

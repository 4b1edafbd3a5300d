// Hostile: tries what the sandbox's seccomp filter denies - ptrace, mount, new
// namespaces, the kernel keyring, BPF, perf events, io_uring, an Internet socket - and
// what it allows (socketpair); prints one "CALL: RESULT" line each on stderr, then plays.
// Expected in the sandbox: every denied call "EPERM", "socketpair: ok"; verdicts Ok.
// Refuses to run outside the sandbox (as root, its mount would succeed).
#include "hostile_bot.h"

#include <cerrno>
#include <csignal>
#include <sched.h>
#include <sys/mount.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

void report(const char* name, long result)
{
  std::fprintf(stderr, "%s: %s\n", name, result >= 0 ? "ok" : errno == EPERM ? "EPERM" : std::strerror(errno));
}

}  // namespace

int main()
{
  if (!Hostile::inSandbox()) {
    std::fprintf(stderr, "syscalls: refusing to run outside a sandbox\n");
    return 1;
  }
  report("ptrace", syscall(SYS_ptrace, 0 /* PTRACE_TRACEME */, 0, 0, 0));
  report("mount", mount("none", "/tmp", "tmpfs", 0, nullptr));
  report("unshare", unshare(CLONE_NEWUSER));
  // clone() with a namespace flag; a child that got through exits at once.
  const long child = syscall(SYS_clone, CLONE_NEWUSER | SIGCHLD, 0, 0, 0, 0);
  if (child == 0)
    _exit(0);
  if (child > 0)
    waitpid(pid_t(child), nullptr, 0);
  report("clone", child);
  report("keyctl", syscall(SYS_keyctl, 0 /* KEYCTL_GET_KEYRING_ID */, -3 /* session */, 0));
  report("bpf", syscall(SYS_bpf, 0, 0, 0));
  report("perf_event_open", syscall(SYS_perf_event_open, 0, 0, -1, -1, 0));
  report("io_uring_setup", syscall(SYS_io_uring_setup, 1, 0));
  report("socket", socket(AF_INET, SOCK_STREAM, 0));
  int pair[2];
  report("socketpair", socketpair(AF_UNIX, SOCK_STREAM, 0, pair));
  return Hostile::playBreak();
}

#include "match/sandbox_filter.h"

#include <seccomp.h>

#include <cerrno>
#include <cstring>
#include <mutex>
#include <sched.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <unistd.h>

namespace Kibitz::Debugger {

namespace {

// Denied outright. Names libseccomp does not know on this architecture resolve to
// negative pseudo numbers, which it skips.
const int kDenied[] = {
    // other processes' memory
    SCMP_SYS(ptrace), SCMP_SYS(process_vm_readv), SCMP_SYS(process_vm_writev), SCMP_SYS(pidfd_getfd),
    // mounts, roots and namespaces: the sandbox's view of the system stays as built
    SCMP_SYS(mount), SCMP_SYS(umount2), SCMP_SYS(pivot_root), SCMP_SYS(chroot), SCMP_SYS(move_mount),
    SCMP_SYS(open_tree), SCMP_SYS(fsopen), SCMP_SYS(fsconfig), SCMP_SYS(fsmount), SCMP_SYS(fspick),
    SCMP_SYS(mount_setattr), SCMP_SYS(unshare), SCMP_SYS(setns),
    // kernel interfaces with a record of privilege escalations
    SCMP_SYS(keyctl), SCMP_SYS(add_key), SCMP_SYS(request_key), SCMP_SYS(bpf), SCMP_SYS(perf_event_open),
    SCMP_SYS(userfaultfd), SCMP_SYS(io_uring_setup), SCMP_SYS(io_uring_enter), SCMP_SYS(io_uring_register),
    SCMP_SYS(name_to_handle_at), SCMP_SYS(open_by_handle_at), SCMP_SYS(lookup_dcookie),
    // the machine itself
    SCMP_SYS(kexec_load), SCMP_SYS(kexec_file_load), SCMP_SYS(init_module), SCMP_SYS(finit_module),
    SCMP_SYS(delete_module), SCMP_SYS(reboot), SCMP_SYS(swapon), SCMP_SYS(swapoff), SCMP_SYS(acct),
    SCMP_SYS(quotactl), SCMP_SYS(quotactl_fd), SCMP_SYS(syslog), SCMP_SYS(settimeofday),
    SCMP_SYS(clock_settime), SCMP_SYS(clock_adjtime), SCMP_SYS(adjtimex), SCMP_SYS(iopl), SCMP_SYS(ioperm),
    SCMP_SYS(uselib), SCMP_SYS(vhangup),
    // per-user kernel objects the sandbox cannot bound (a bot took 109 of the user's 120
    // inotify instances; fanotify watches the whole file system)
    SCMP_SYS(inotify_init), SCMP_SYS(inotify_init1), SCMP_SYS(fanotify_init),
};

// clone() flags that would make a namespace.
const unsigned long kNamespaceFlags[] = {CLONE_NEWUSER, CLONE_NEWNS,  CLONE_NEWPID,   CLONE_NEWNET,
                                         CLONE_NEWUTS,  CLONE_NEWIPC, CLONE_NEWCGROUP};

QString failure(const char* what, int rc)
{
  return QStringLiteral("cannot build the sandbox's seccomp filter (%1: %2)")
      .arg(QLatin1String(what), QString::fromLocal8Bit(strerror(-rc)));
}

bool addRules(scmp_filter_ctx ctx, QString* error)
{
  const uint32_t deny = SCMP_ACT_ERRNO(EPERM);
  int rc = 0;
  for (int call : kDenied)
    if ((rc = seccomp_rule_add(ctx, deny, call, 0)) < 0 && rc != -EDOM) {
      *error = failure("seccomp_rule_add", rc);
      return false;
    }
  for (unsigned long flag : kNamespaceFlags)
    if ((rc = seccomp_rule_add(ctx, deny, SCMP_SYS(clone), 1, SCMP_A0(SCMP_CMP_MASKED_EQ, flag, flag))) < 0) {
      *error = failure("clone", rc);
      return false;
    }
  // clone3 passes its flags in memory the filter cannot read.
  if ((rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0)) < 0) {
    *error = failure("clone3", rc);
    return false;
  }
  // No network of any kind, not even loopback; pipes and socketpair() still work.
  if ((rc = seccomp_rule_add(ctx, deny, SCMP_SYS(socket), 1, SCMP_A0(SCMP_CMP_NE, AF_UNIX))) < 0) {
    *error = failure("socket", rc);
    return false;
  }
  // Typing into a terminal the bot may have inherited.
  for (unsigned long request : {TIOCSTI, TIOCLINUX})
    if ((rc = seccomp_rule_add(ctx, deny, SCMP_SYS(ioctl), 1, SCMP_A1(SCMP_CMP_MASKED_EQ, 0xffffffffUL, request))) < 0) {
      *error = failure("ioctl", rc);
      return false;
    }
  return true;
}

// libseccomp writes the program to a descriptor; a memory file gives it back as bytes.
bool exportProgram(scmp_filter_ctx ctx, QByteArray* program, QString* error)
{
  const int fd = memfd_create("kibitz-seccomp", MFD_CLOEXEC);
  if (fd < 0) {
    *error = failure("memfd_create", -errno);
    return false;
  }
  int rc = seccomp_export_bpf(ctx, fd);
  const off_t size = rc == 0 ? lseek(fd, 0, SEEK_END) : -1;
  if (rc == 0 && size > 0) {
    program->resize(qsizetype(size));
    if (pread(fd, program->data(), size_t(size), 0) != ssize_t(size))
      rc = -EIO;
  } else if (rc == 0) {
    rc = -EIO;
  }
  close(fd);
  if (rc < 0)
    *error = failure("seccomp_export_bpf", rc);
  return rc == 0;
}

}  // namespace

const QByteArray* sandboxSeccompProgram(QString* error)
{
  static std::mutex mutex;
  static QByteArray program;
  static QString problem;
  static bool built = false;
  std::lock_guard<std::mutex> lock(mutex);
  if (!built) {
    built = true;
    scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
    if (!ctx) {
      problem = QStringLiteral("cannot build the sandbox's seccomp filter (libseccomp: seccomp_init failed)");
    } else {
      int rc = seccomp_attr_set(ctx, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS);
      if (rc < 0)
        problem = failure("seccomp_attr_set", rc);
      else if (addRules(ctx, &problem))
        exportProgram(ctx, &program, &problem);
      seccomp_release(ctx);
    }
  }
  if (program.isEmpty()) {
    *error = problem;
    return nullptr;
  }
  return &program;
}

}  // namespace Kibitz::Debugger

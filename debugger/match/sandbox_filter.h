#pragma once

#include <QByteArray>
#include <QString>

namespace Kibitz::Debugger {

// The seccomp filter of sandboxed bots, as the classic BPF program bwrap's `--seccomp FD`
// loads. It allows everything but what a bot never needs and a sandbox escape or an
// attack on the machine would: debugging other processes (ptrace, process_vm_*), mounts
// and namespaces, the kernel keyring, BPF, perf, userfaultfd, io_uring, modules, kexec,
// reboot, swap, clocks, and sockets other than AF_UNIX. Those fail with EPERM (clone3
// with ENOSYS, so that the C library falls back to clone, whose flags the filter sees).
// System calls of another architecture (32-bit x86 on x86-64) kill the process.
//
// Compiled once per process; null with `error` set when libseccomp refuses.
const QByteArray* sandboxSeccompProgram(QString* error);

}  // namespace Kibitz::Debugger

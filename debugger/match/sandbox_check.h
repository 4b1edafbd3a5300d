#pragma once

#include <QString>

namespace Kibitz::Debugger {

// Whether bots can run in the sandbox (ProcessOptions::sandbox) on this machine: bwrap
// and prlimit installed, the seccomp filter built, and user namespaces allowed. Finds
// out by running a trivial program in the sandbox, once per process when it works
// (20-35 ms; a failure is checked again on the next call, after the user fixed it).
// False with `reason` saying what is wrong and how to fix it. Thread-safe.
bool sandboxAvailable(QString* reason);

}  // namespace Kibitz::Debugger

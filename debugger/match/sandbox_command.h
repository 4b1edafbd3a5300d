#pragma once

#include "match/process_options.h"

#include <QByteArrayList>
#include <QString>
#include <QStringList>

namespace Kibitz::Debugger {

struct LaunchPlan;

// Where the bot's side of a sandboxed start finds what bwrap reads (process_spawn.cpp
// puts them there): the seccomp program on a pipe, then each copied file.
constexpr int kSandboxSeccompFd = 3;
constexpr int kSandboxFirstFileFd = 4;
// The user a sandboxed bot runs as when Kibitz runs as root (nobody): root's processes
// are exempt from the process cap, and a bot should not own root's files.
constexpr int kSandboxRootUid = 65534;
constexpr int kSandboxRootGid = 65534;

// Whether `path` lies in a system folder the sandbox always shows read-only (/usr, /etc...).
bool underSandboxSystemPath(const QString& path);

// bwrap's arguments that show the system directories read-only (links stay links).
const QByteArrayList& sandboxSystemMounts();

// bwrap on PATH, or empty.
QString findBubblewrap();
// prlimit (util-linux) in /usr/bin or /bin, where the sandbox can see it; or empty.
QString findPrlimit();

// What a sandbox shows besides the bot's own files, for the compiler of a build run in
// it: folders of headers it reads, and the build folder (the working directory) kept
// and writable instead of a private tmpfs, so that the output stays.
struct SandboxExtras {
  QStringList readOnlyDirs;  // absolute, canonical
  bool keepWorkingDirectory = false;
};

// Turns the bot's `argv` (its absolute program first) into a bwrap command line in
// `plan` (whose environment and working directory are already set): bwrap as the
// program, the seccomp program, the files to copy in and the user to run as. What the
// sandbox holds is in docs/bot-processes.md, "The sandbox". False with a reason when a
// tool is missing or the seccomp filter cannot be built.
bool wrapInSandbox(const QByteArrayList& argv, const ProcessOptions& options, LaunchPlan* plan, QString* error,
                   const SandboxExtras& extras = {});

}  // namespace Kibitz::Debugger

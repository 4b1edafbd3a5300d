#pragma once

#include "match/process_options.h"
#include "match/sandbox_command.h"

#include <QByteArrayList>
#include <QString>
#include <QStringList>

namespace Kibitz::Debugger {

// What the runner executes for a `cmd:` bot, worked out before forking (the forked side
// may not allocate). Holds absolute paths only: the bot runs in its own working directory.
struct LaunchPlan {
  QByteArray program;          // absolute path of the executable (the bot, or bwrap)
  QByteArrayList arguments;    // argv, argv[0] included
  QByteArrayList environment;  // "KEY=value": PATH, HOME, LANG only
  QByteArray workingDirectory;
  qint64 cpuSeconds = 0;       // the ProcessOptions limits; 0 = unchanged
  qint64 addressSpaceBytes = 0;
  qint64 fileSizeBytes = 0;
  bool debuggerMayAttach = false;  // DebugAttachment::anyTracer()
  // The bot runs its debugger inside its own process (debugpy): that debugger's threads
  // spend the bot's CPU time while it is stopped, so its turns have no time limit.
  bool debuggerInProcess = false;

  // The sandbox (sandbox_command.h). The bot's side receives `seccompProgram` on a pipe at
  // descriptor 3 and each of `passedFiles` opened read-only at 4, 5, ... (what bwrap's
  // arguments name); it switches to `runAsUid`/`runAsGid` (>= 0) before executing.
  bool sandboxed = false;      // exit codes above 128 are bwrap's report of a signal
  QByteArray seccompProgram;
  QByteArrayList passedFiles;
  int runAsUid = -1;
  int runAsGid = -1;
  // Folders bwrap could not reach as nobody (an interpreter under root's 0700 home): the
  // shepherd, still root, mounts a tmpfs on `stagingFolder` in a mount namespace of the
  // bot's own and bind-mounts each of `stagedMounts` read-only at stagingFolder/0, /1, ...,
  // which bwrap's arguments name.
  QByteArray stagingFolder;
  QByteArrayList stagedMounts;
};

// Splits `command` like a shell would (QProcess::splitCommand, no shell runs it), finds
// the program (a path, or a name looked up on PATH) and prepares a scrubbed environment
// with HOME = `workDir`. Arguments naming an existing file relative to the current
// directory become absolute, so that `python3 bot.py` still works from `workDir`.
// With options.sandbox the command runs in the sandbox (wrapInSandbox), after checking
// that the sandbox can be set up. False with an error naming the command when it cannot
// be started.
bool makeLaunchPlan(const QString& command, const ProcessOptions& options, const QString& workDir,
                    LaunchPlan* plan, QString* error);

// The same for a command already split into words (the program first); the error does
// not name the command. `extras`: what else the sandbox shows (a build's folders).
bool makeLaunchPlan(const QStringList& words, const ProcessOptions& options, const QString& workDir, LaunchPlan* plan,
                    QString* error, const SandboxExtras& extras);

// Whether `command` runs a Python interpreter (python, python3, python3.11 ...).
bool runsPython(const QString& command);

// `word` (a path with spaces, say) as one word of a command line that makeLaunchPlan
// splits: quoted when it holds spaces, tabs or quotes.
QString quotedCommandWord(const QString& word);

}  // namespace Kibitz::Debugger

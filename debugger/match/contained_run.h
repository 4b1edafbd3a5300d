#pragma once

#include "match/process_options.h"
#include "match/sandbox_command.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace Kibitz::Debugger {

// What a program run to its end by runContained left.
struct ContainedRun {
  bool started = false;   // false: `problem` says why it could not start
  bool timedOut = false;  // killed at the time limit
  int waitStatus = 0;     // as waitpid gives it (a sandboxed program's as if bwrap were not there)
  QByteArray output;      // stdout and stderr as they came, at most `maxOutputBytes`
  bool outputTruncated = false;
  QString problem;
  bool succeeded() const;  // started, ended in time, exited 0
};

// Runs `words` (the program first) to its end with the containment of a bot: its own
// process tree, killed whole at the end; the resource limits of `options`; stdin at end
// of file; in the sandbox when options.sandbox (with `extras`). For what Kibitz starts
// that is not a bot but must not run with the user's rights either: a course player's
// build and its name probe. Blocking, at most `timeoutMs`.
ContainedRun runContained(const QStringList& words, const ProcessOptions& options, const QString& workDir,
                          const SandboxExtras& extras, int timeoutMs, qsizetype maxOutputBytes = qsizetype(1) << 20);

}  // namespace Kibitz::Debugger

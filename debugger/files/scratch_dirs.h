#pragma once

#include <QString>

namespace Kibitz::Debugger::ScratchDirs {

// Folders Kibitz makes for a while (a bot's working directory, a build's, a probe's) are
// registered while they exist, so that a process stopped by SIGINT, SIGTERM or SIGHUP
// removes them before it ends (removeOnSignals). A kill -9 still leaves them.
void add(const QString& path);
void remove(const QString& path);

// From here on, those signals remove every registered folder, then end the process as
// the signal would have (kibitz-cli calls it first thing).
void removeOnSignals();

}  // namespace Kibitz::Debugger::ScratchDirs

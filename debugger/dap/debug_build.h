#pragma once

#include <QString>

namespace Kibitz::Debugger::DebugBuild {

// A compiler command line made to build for debugging: every optimisation level (-O2,
// -Os, -Ofast...) becomes -O0 and -g is added, so that the debugger finds the source
// lines and every local. The build caches key on the command, so these builds are
// cached apart from the release ones.
QString commandFor(const QString& compileCommand);

}  // namespace Kibitz::Debugger::DebugBuild

#pragma once

#include <QString>

namespace Kibitz::App {

// A debug build (-O0 -g, Debugger::DebugBuild) of the editor's C++ bot that `botSpec` runs
// (cmd:DIR/NAME, built by the editor from DIR/NAME.cc, .cpp, .cxx or .c++), into the build
// cache, made again when the source or the build command changed. Blocking (the Re-run
// dialog calls it on its worker thread). The spec that runs the debug build; empty when
// `botSpec` is not such a bot, or when the sandbox is on (a compiler then runs only in it:
// the release build is debugged), or with `error` when the build failed.
QString debugBuildOf(const QString& botSpec, QString* error);

}  // namespace Kibitz::App

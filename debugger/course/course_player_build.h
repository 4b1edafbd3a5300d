#pragma once

#include <QString>
#include <QStringList>

#include "match/contained_run.h"
#include "match/process_options.h"

#include <optional>

namespace Kibitz::Debugger {

// Course players (`eda:PATH`): a player written against a game's original C++ course API
// (OrkIsland's `Player.hh`), as a source file or as the course's prebuilt object, built
// with Kibitz's own implementation of that API (rules/<id>/course_api/, embedded) into an
// executable that speaks the game's external bot protocol. Builds are cached by content:
// the same file, layer and compile command never compile twice.
namespace CoursePlayerBuild {

// The course's compile command, to which the layer's include path, the files and the
// output are added.
QString defaultCompileCommand();

// Whether `gameId` has a course API (a rules/<id>/course_api/ folder).
bool gameHasCourseApi(const QString& gameId);

// What building one player takes: the compiler and its arguments, and the cached
// executable it produces.
struct Plan {
  QString gameId;
  QString inputPath;      // the source or the object, absolute
  bool isObject = false;  // a prebuilt object (linked) rather than a source (compiled)
  QString program;
  QStringList arguments;  // their -o names `temporaryOutput`, renamed to `executable` after success
  QString temporaryOutput;  // in `buildDir`
  QString buildDir;         // this build's own folder, removed by finish()
  QString apiDir;           // the course API's headers and sources, which the compiler reads
  QString executable;
  bool upToDate = false;  // `executable` exists: nothing to do
  QString commandLine() const;
};

// The plan for `path`, or nullopt with an error naming the file and the problem (missing,
// not a course player, an object for another platform, a game without a course API).
// An empty `compileCommand` is the default.
std::optional<Plan> plan(const QString& gameId, const QString& path, const QString& compileCommand, QString* error);

// After the compiler of `plan` ran: moves its output into place, or says why the build
// failed (the compiler's own words in `output` are the details). Before that the program
// is asked the player's name, contained like a bot of `options` (in the sandbox when
// options.sandbox). Used by `executableFor` and by the editor, which runs the compiler
// itself to show its output as it comes.
bool finish(const Plan& plan, int exitCode, bool crashed, const QString& output, QString* error,
            const ProcessOptions& options);

// The compiler command a language server (clangd) checks the source `path` with: the
// compile command, the course API's include path (extracted into the cache) and the
// source, as the build compiles it, without output. Nullopt with `error` when the game
// has no course API or the command is empty.
std::optional<QStringList> checkCommand(const QString& gameId, const QString& path, const QString& compileCommand,
                                        QString* error);

// Removes the build folder of `plan` (finish() does; for a build that never ran).
void discardBuildDir(const Plan& plan);

// Runs the compiler of `plan` to its end, bounded in memory, time and input, and in the
// sandbox when options.sandbox (the system, the source, the course API and the build
// folder only).
ContainedRun compile(const Plan& plan, const ProcessOptions& options, int timeoutMs);

// Builds `path` if its cached build is missing (blocking, at most `timeoutMs`) and returns
// the executable, or nullopt with an error that includes the compiler's diagnostics.
// options.courseCompileCommand is the compile command; options.sandbox puts the compiler
// and the name probe in the sandbox.
std::optional<QString> executableFor(const QString& gameId, const QString& path, const ProcessOptions& options,
                                     QString* error, int timeoutMs = 180000);

// The player's name as the original registers it: a source's `#define PLAYER_NAME X`, or
// for an object (or a source without the define) the file name without "AI" and its
// extensions ("AIDummy.o.Linux64" is "Dummy").
QString playerName(const QString& path);

// Whether a file of this name is a course object by its suffix: ".o" or ".o.<Platform>"
// ("AIDummy.o.Linux64"); "AIBob.old.cc" is not.
bool isObjectFileName(const QString& fileName);

// Where builds are cached: $KIBITZ_CACHE_DIR, else the user's cache folder, + "/kibitz".
QString cacheRoot();

}  // namespace CoursePlayerBuild
}  // namespace Kibitz::Debugger

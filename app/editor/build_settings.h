#pragma once

#include "editor/bot_language.h"

#include "match/process_options.h"

#include <QString>
#include <QStringList>

namespace Kibitz::App::BuildSettings {

// The build command of a language, from Settings::buildCommand ("editor/build/<key>"); BOT and
// SOURCE are replaced by the output and the source path. Empty: nothing to build.
QString command(BotLanguage language);
void setCommand(BotLanguage language, const QString& command);
QString defaultCommand(BotLanguage language);

// The program and arguments to run: the command split like a shell would
// (QProcess::splitCommand), then BOT and SOURCE replaced inside each word, so paths
// with spaces stay one argument. Empty when the command is empty.
QStringList expand(const QString& command, const QString& botPath, const QString& sourcePath);

// Where the build of `sourcePath` goes: the same folder, the file name without its
// extension ("bot.cpp" → "bot").
QString outputPathFor(const QString& sourcePath);

// The `cmd:` command line that runs a bot: the binary for C++, `python3 FILE` for Python.
QString runCommand(BotLanguage language, const QString& sourcePath);
// The bot spec that runs a built source: `cmd:` + runCommand, or `eda:FILE` for a course
// player (its build is cached by content: CoursePlayerBuild).
QString runSpec(BotLanguage language, const QString& sourcePath);

// The folder of course players (AI<Name>.cc or .o) that play opened native logs again;
// empty: none.
QString coursePlayersFolder();
void setCoursePlayersFolder(const QString& folder);

// The game whose course API builds CourseCpp sources (OrkIsland's), or empty.
QString courseGameId();

// Tools > Sandbox Untrusted Bots: external bots run in the strict sandbox (bubblewrap,
// docs/bot-processes.md). Off by default.
bool sandboxBots();
void setSandboxBots(bool on);

// How the window runs external bots (New Match, the arena, re-runs, imports played
// again): the course compile command and the sandbox setting. One place, so that every
// match started from the window runs its bots the same way.
Debugger::ProcessOptions processOptions();

}  // namespace Kibitz::App::BuildSettings

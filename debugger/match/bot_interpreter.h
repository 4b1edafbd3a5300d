#pragma once

#include <QByteArrayList>
#include <QString>
#include <QStringList>

namespace Kibitz::Debugger {

// The interpreter of a scripted bot, as the sandbox must show it. Python bot authors run
// pyenv shims, venvs and conda environments, not /usr/bin/python3: such an interpreter is
// not the bot's own file (it lies outside the bot's folder), so the sandbox shows its
// installation read-only instead of refusing it (docs/bot-processes.md, "Interpreters").
struct BotInterpreter {
  // What to execute: the real interpreter behind a pyenv shim, or the program as given
  // (a venv's `bin/python` stays itself, so that Python finds its pyvenv.cfg).
  QString program;
  // Canonical folders to show read-only: the installation's prefix, the venv.
  QStringList readOnlyDirs;
};

// Whether `argv`'s program (absolute, argv[0]) is an interpreter of a script named later on
// the line rather than the bot's own program: it leads outside the folder of the first
// later argument that names a file, or it is a pyenv shim. System interpreters
// (/usr/bin/python3) are not: the sandbox shows the system folders anyway.
bool isInterpreterOfScript(const QByteArrayList& argv);

// Resolves argv[0] of a line for which isInterpreterOfScript holds: a pyenv shim to the
// interpreter pyenv would run for the script's folder (PYENV_VERSION, .python-version,
// $PYENV_ROOT/version, read as pyenv reads them, nothing executed), then the installation
// the interpreter belongs to (the folder above its bin/, after links) and the venv it
// lives in (the folder holding pyvenv.cfg, and the installation its `home` names). False
// with a reason naming the file when it cannot be shown safely: a script that is no known
// shim, or an installation that would show the home folder, `/`, or anything but an
// installation (a folder with bin/ and lib/).
bool resolveInterpreter(const QByteArrayList& argv, BotInterpreter* interpreter, QString* error);

}  // namespace Kibitz::Debugger

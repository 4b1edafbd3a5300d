#pragma once

#include "lsp/compile_database.h"

#include <QString>
#include <QStringList>

namespace Kibitz::Debugger::ServerSandbox {

// A language server reads the files of a folder that may have been downloaded (a .clangd,
// a compile_commands.json, a setup.cfg): with the sandbox on (Tools > Sandbox Untrusted
// Bots) it runs in bubblewrap, as bots do, seeing the system folders, the folders of its
// documents and their headers read-only, a private /tmp as its home, no network and no
// other file of the user's (docs/bot-processes.md, "What the language servers may touch").

// What a sandboxed server is shown read-only besides the system folders: each document's
// folder, and for C++ each compile command's folder and include folders. Canonical,
// existing, at most kMaxFolders; a folder that is `/`, the home folder or holds it is
// replaced by the document alone.
constexpr int kMaxFolders = 64;
QStringList foldersToShow(const QStringList& documents, const QList<CompileDatabase::Entry>& commands);

// Whether `path` (a document) is shown by `folders` (what foldersToShow gave).
bool shows(const QStringList& folders, const QString& path);

// `program` with `arguments` as a bubblewrap command line (`*program` becomes bwrap) that
// shows `folders` and the server's own installation when it lies outside the system
// folders (a pylsp of pyenv). False with a reason naming the problem: bwrap missing, an
// installation that would show the home folder.
bool wrap(QString* program, QStringList* arguments, const QStringList& folders, QString* error);

}  // namespace Kibitz::Debugger::ServerSandbox

#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Kibitz::Debugger::CompileDatabase {

// One source and the compiler command its build uses (the compiler first).
struct Entry {
  QString file;       // absolute
  QString directory;  // where the command runs
  QStringList arguments;
};

// Writes `entries` as `dir`/compile_commands.json (atomically), which clangd reads with
// --compile-commands-dir. False with `error` naming the problem.
bool write(const QString& dir, const QList<Entry>& entries, QString* error);

}  // namespace Kibitz::Debugger::CompileDatabase

#include "dap/dap_adapter.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace Kibitz::Debugger::DapAdapter {

namespace {

// The directory holding lldb/embedded_interpreter.py next to the adapter's LLVM
// (/usr/lib/llvm-14/bin/lldb-vscode -> /usr/lib/llvm-14/lib/python3.11/dist-packages), or "".
QString lldbPythonDirectory(const QString& adapter)
{
  QDir lib(QFileInfo(QFileInfo(adapter).canonicalFilePath()).dir());
  if (!lib.cdUp() || !lib.cd(QStringLiteral("lib")))
    return {};
  for (const QString& python : lib.entryList({QStringLiteral("python3*")}, QDir::Dirs, QDir::Name | QDir::Reversed))
    for (const QString& packages : {QStringLiteral("dist-packages"), QStringLiteral("site-packages")}) {
      const QString dir = lib.filePath(python + QLatin1Char('/') + packages);
      if (QFileInfo::exists(dir + QStringLiteral("/lldb/embedded_interpreter.py")))
        return dir;
    }
  return {};
}

}  // namespace

std::optional<DapClient::Program> native(QString* error)
{
  // gdb's own adapter (gdb -i dap) needs gdb 14; Debian 12 has 13, so lldb's comes first.
  for (const QString& name : {QStringLiteral("lldb-dap"), QStringLiteral("lldb-vscode-14"), QStringLiteral("lldb-vscode")}) {
    const QString path = QStandardPaths::findExecutable(name);
    if (path.isEmpty())
      continue;
    DapClient::Program program;
    program.program = path;
    if (const QString python = lldbPythonDirectory(path); !python.isEmpty()) {
      const QString old = program.environment.value(QStringLiteral("PYTHONPATH"));
      program.environment.insert(QStringLiteral("PYTHONPATH"), old.isEmpty() ? python : python + QLatin1Char(':') + old);
    }
    return program;
  }
  *error = QStringLiteral("no debug adapter for native bots (lldb-dap or lldb-vscode-14) is installed: install the "
                          "package %1 (sudo apt-get install %1)")
               .arg(QLatin1String(kNativePackage));
  return std::nullopt;
}

}  // namespace Kibitz::Debugger::DapAdapter

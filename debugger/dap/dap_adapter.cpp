#include "dap/dap_adapter.h"

#include "dap/debug_listener.h"

#include "match/bot_spec.h"

#include <QDir>
#include <QHash>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>

#include <mutex>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>
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

int gdbMajorVersion(const QString& gdb)
{
  static std::mutex mutex;
  static QHash<QString, int> known;
  std::lock_guard<std::mutex> lock(mutex);
  if (const auto it = known.constFind(gdb); it != known.cend())
    return *it;
  QProcess probe;
  probe.start(gdb, {QStringLiteral("--version")});
  int major = 0;
  if (probe.waitForFinished(10000) && probe.exitStatus() == QProcess::NormalExit && probe.exitCode() == 0) {
    // "GNU gdb (Debian 13.1-3) 13.1", "GNU gdb (GDB) 14.2": the first line's last word.
    const QString first = QString::fromUtf8(probe.readAllStandardOutput().left(4096)).section(QLatin1Char('\n'), 0, 0);
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("(\\d+)\\.\\d+\\S*\\s*$")).match(first);
    major = m.hasMatch() ? m.captured(1).toInt() : 0;
  } else {
    probe.kill();
    probe.waitForFinished(1000);
  }
  known.insert(gdb, major);
  return major;
}

std::optional<DapClient::Program> native(QString* error)
{
  const QByteArray chosen = qgetenv("KIBITZ_NATIVE_ADAPTER");
  // gdb's own adapter needs gdb 14; Debian 12 has 13, where lldb's serves.
  if (chosen != "lldb") {
    const QString gdb = QStandardPaths::findExecutable(QStringLiteral("gdb"));
    if (!gdb.isEmpty() && gdbMajorVersion(gdb) >= kGdbDapVersion) {
      DapClient::Program program;
      program.program = gdb;
      program.arguments = {QStringLiteral("--quiet"), QStringLiteral("-i"), QStringLiteral("dap")};
      return program;
    }
  }
  for (const QString& name : {QStringLiteral("lldb-dap"), QStringLiteral("lldb-vscode-14"), QStringLiteral("lldb-vscode")}) {
    if (chosen == "gdb")
      break;
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
  *error = chosen == "gdb"
               ? QStringLiteral("KIBITZ_NATIVE_ADAPTER=gdb, but PATH has no gdb %1 or later (gdb -i dap)").arg(kGdbDapVersion)
               : QStringLiteral("no debug adapter for native bots (lldb-dap or lldb-vscode-14, or gdb %2 or later) is "
                                "installed: install the package %1 (sudo apt-get install %1)")
                     .arg(QLatin1String(kNativePackage))
                     .arg(kGdbDapVersion);
  return std::nullopt;
}

namespace {

// The package folder of debugpy as `interpreter` imports it, or "".
QString debugpyFolder(const QString& interpreter)
{
  // Isolated (-I: no current folder, PYTHONPATH or user site on its path) and run from the
  // root folder: a bot's folder holding a debugpy.py or os.py must not run here.
  QProcess probe;
  probe.setWorkingDirectory(QStringLiteral("/"));
  probe.start(interpreter, {QStringLiteral("-I"), QStringLiteral("-c"), QStringLiteral("import debugpy, os; print(os.path.dirname(debugpy.__file__))")});
  if (!probe.waitForFinished(20000) || probe.exitStatus() != QProcess::NormalExit || probe.exitCode() != 0) {
    probe.kill();
    probe.waitForFinished(1000);
    return {};
  }
  const QString folder = QString::fromUtf8(probe.readAllStandardOutput()).trimmed();
  return QFileInfo::exists(folder + QStringLiteral("/__main__.py")) ? folder : QString();
}

}  // namespace

static std::optional<Python> findPython(QString* error);

std::optional<Python> python(QString* error)
{
  // Found once per run: dialogs ask when they open, and the probe starts interpreters.
  static std::mutex mutex;
  static std::optional<Python> found;
  std::lock_guard<std::mutex> lock(mutex);
  if (found)
    return found;
  found = findPython(error);
  return found;
}

static std::optional<Python> findPython(QString* error)
{
  // The python3 on PATH first (it may be the one the bots use), then the system's.
  QStringList interpreters;
  for (const QString& candidate : {QStandardPaths::findExecutable(QStringLiteral("python3")), QStringLiteral("/usr/bin/python3")})
    if (!candidate.isEmpty() && QFileInfo(candidate).isExecutable() && !interpreters.contains(candidate))
      interpreters << candidate;
  for (const QString& interpreter : interpreters) {
    const QString folder = debugpyFolder(interpreter);
    if (folder.isEmpty())
      continue;
    // A folder holding only links to debugpy and what Debian's unvendored pydevd imports
    // (bytecode): on a bot's PYTHONPATH it adds nothing else of the system's.
    const QString root = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/debugpy-path");
    QDir().mkpath(root);
    const QDir packages = QFileInfo(folder).dir();
    for (const QString& name : {QStringLiteral("debugpy"), QStringLiteral("bytecode")}) {
      const QString target = packages.filePath(name);
      const QString link = root + QLatin1Char('/') + name;
      if (!QFileInfo::exists(target) || QFileInfo(link).canonicalFilePath() == QFileInfo(target).canonicalFilePath())
        continue;
      QFile::remove(link);
      if (!QFile::link(target, link)) {
        *error = QStringLiteral("cannot make %1").arg(link);
        return std::nullopt;
      }
    }
    return Python{interpreter, root};
  }
  *error = QStringLiteral("no debug adapter for Python bots (debugpy) is installed: install the package %1 (sudo apt-get "
                          "install %1)")
               .arg(QLatin1String(kPythonPackage));
  return std::nullopt;
}

DebugTarget pythonTarget(std::shared_ptr<DebugListener> listener)
{
  // debugpy's debugger (pydevd) speaks the protocol itself on the connection the bot makes
  // to Kibitz: no adapter process, no relay, and no port of the bot's for anyone to take.
  DebugTarget target;
  target.adapter.listener = std::move(listener);
  target.attachArguments = {{QStringLiteral("redirectOutput"), false}, {QStringLiteral("justMyCode"), true}};
  target.language = QStringLiteral("python");
  return target;
}

bool isPythonBot(const QString& botSpec)
{
  QString error;
  const std::optional<BotSpec> spec = BotSpec::parse(botSpec, &error);
  if (!spec || spec->kind != BotSpec::Kind::Command)
    return false;
  const QStringList words = QProcess::splitCommand(spec->value);
  static const QRegularExpression interpreter(QStringLiteral("^python3?(\\.\\d+)?$"));
  return words.size() >= 2 && interpreter.match(QFileInfo(words.first()).fileName()).hasMatch() &&
         words[1].endsWith(QStringLiteral(".py"));
}

}  // namespace Kibitz::Debugger::DapAdapter

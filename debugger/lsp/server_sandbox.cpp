#include "lsp/server_sandbox.h"

#include "match/sandbox_command.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace Kibitz::Debugger::ServerSandbox {

namespace {

constexpr qint64 kTmpBytes = qint64(256) << 20;  // its private /tmp (and home): a tmpfs

bool inside(const QString& path, const QString& folder)
{
  return path == folder || path.startsWith(folder.endsWith(QLatin1Char('/')) ? folder : folder + QLatin1Char('/'));
}

QString canonical(const QString& path)
{
  return QFileInfo(path).canonicalFilePath();
}

// Folders a server may not be shown whole: `/` and anything holding the home folder.
bool tooWide(const QString& folder)
{
  const QString home = canonical(QDir::homePath());
  return folder == QLatin1String("/") || (!home.isEmpty() && inside(home, folder));
}

// The include folders named by a compiler command line (-I x, -Ix, -isystem x, -iquote x).
QStringList includeFolders(const CompileDatabase::Entry& entry)
{
  QStringList folders;
  static const QStringList kFlags{QStringLiteral("-I"), QStringLiteral("-isystem"), QStringLiteral("-iquote"),
                                  QStringLiteral("-idirafter")};
  for (qsizetype i = 0; i < entry.arguments.size(); ++i) {
    const QString& a = entry.arguments[i];
    for (const QString& flag : kFlags) {
      if (a == flag && i + 1 < entry.arguments.size())
        folders << entry.arguments[i + 1];
      else if (a.size() > flag.size() && a.startsWith(flag) && flag == QLatin1String("-I"))
        folders << a.mid(flag.size());
    }
  }
  for (QString& f : folders)
    if (QDir::isRelativePath(f))
      f = QDir(entry.directory).absoluteFilePath(f);
  return folders;
}

// The installation a server program outside the system folders belongs to (the folder
// above its bin/), following a script's #! line once: a pylsp installed with pyenv's pip.
bool installationFolders(const QString& program, QStringList* folders, QString* error)
{
  QStringList programs{canonical(program)};
  QFile script(program);
  if (script.open(QIODevice::ReadOnly)) {
    const QByteArray first = script.readLine(4096).trimmed();
    if (first.startsWith("#!"))
      programs << canonical(QString::fromLocal8Bit(first.mid(2).trimmed().split(' ').value(0)));
  }
  for (const QString& real : programs) {
    if (real.isEmpty() || underSandboxSystemPath(real))
      continue;
    const QString prefix = QFileInfo(QFileInfo(real).path()).path();
    if (!QFileInfo(prefix + QStringLiteral("/lib")).isDir() || tooWide(prefix)) {
      *error = QStringLiteral("the language server '%1' is installed in '%2', which the sandbox cannot show without your home "
                              "folder: install it system-wide (apt) or in its own prefix")
                   .arg(program, prefix);
      return false;
    }
    if (!folders->contains(prefix))
      *folders << prefix;
  }
  return true;
}

}  // namespace

QStringList foldersToShow(const QStringList& documents, const QList<CompileDatabase::Entry>& commands)
{
  QStringList wanted;
  for (const QString& document : documents)
    wanted << QFileInfo(document).absolutePath();
  for (const CompileDatabase::Entry& entry : commands) {
    wanted << entry.directory;
    wanted += includeFolders(entry);
  }
  QStringList folders;
  for (const QString& path : std::as_const(wanted)) {
    const QString real = canonical(path);
    if (real.isEmpty() || !QFileInfo(real).isDir() || underSandboxSystemPath(real) || folders.contains(real))
      continue;
    if (tooWide(real))
      continue;  // its documents are shown one by one below
    folders << real;
    if (folders.size() >= kMaxFolders)
      break;
  }
  // A document in a folder too wide to show (~/bot.py): the file alone.
  for (const QString& document : documents) {
    const QString real = canonical(document);
    if (!real.isEmpty() && !shows(folders, real) && folders.size() < kMaxFolders)
      folders << real;
  }
  return folders;
}

bool shows(const QStringList& folders, const QString& path)
{
  const QString real = canonical(path);
  const QString folder = canonical(QFileInfo(path).absolutePath());
  for (const QString& shown : folders)
    if ((!real.isEmpty() && inside(real, shown)) || (!folder.isEmpty() && inside(folder, shown)))
      return true;
  return false;
}

bool wrap(QString* program, QStringList* arguments, const QStringList& folders, QString* error)
{
  const QString bwrap = findBubblewrap();
  if (bwrap.isEmpty()) {
    *error = QStringLiteral("the sandbox is on and bubblewrap ('bwrap') is not installed: install it (apt install bubblewrap) "
                            "or turn the sandbox off to use the language server");
    return false;
  }
  QStringList shown = folders;
  if (!installationFolders(*program, &shown, error))
    return false;
  QStringList args{QStringLiteral("--unshare-all"), QStringLiteral("--die-with-parent"), QStringLiteral("--new-session")};
  for (const QByteArray& a : sandboxSystemMounts())
    args << QFile::decodeName(a);
  const QString tmpBytes = QString::number(kTmpBytes);
  args << QStringLiteral("--dev") << QStringLiteral("/dev") << QStringLiteral("--proc") << QStringLiteral("/proc")
       << QStringLiteral("--size") << tmpBytes << QStringLiteral("--tmpfs") << QStringLiteral("/tmp");
  for (const QString& folder : std::as_const(shown))
    args << QStringLiteral("--ro-bind") << folder << folder;
  // Caches (jedi's, clangd's) go to the private /tmp, which ends with the server.
  args << QStringLiteral("--setenv") << QStringLiteral("HOME") << QStringLiteral("/tmp") << QStringLiteral("--setenv")
       << QStringLiteral("XDG_CACHE_HOME") << QStringLiteral("/tmp/.cache") << QStringLiteral("--remount-ro")
       << QStringLiteral("/") << QStringLiteral("--") << *program;
  args += *arguments;
  *program = bwrap;
  *arguments = args;
  return true;
}

}  // namespace Kibitz::Debugger::ServerSandbox

#include "match/bot_interpreter.h"

#include "match/sandbox_command.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace Kibitz::Debugger {

namespace {

// Shims, .python-version and pyvenv.cfg are a few lines: a larger file is not one.
constexpr qint64 kSmallFileBytes = 64 * 1024;

QByteArray readSmallFile(const QString& path)
{
  if (!QFileInfo(path).isFile())
    return {};
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly))
    return {};
  return file.read(kSmallFileBytes);
}

QByteArray fileStart(const QString& path, int bytes)
{
  if (!QFileInfo(path).isFile())
    return {};
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.read(bytes) : QByteArray();
}

bool isElf(const QString& path)
{
  return fileStart(path, 4) == QByteArrayLiteral("\x7f" "ELF");
}

QString canonical(const QString& path)
{
  return QFileInfo(path).canonicalFilePath();
}

bool inside(const QString& path, const QString& folder)
{
  return path == folder || path.startsWith(folder.endsWith(QLatin1Char('/')) ? folder : folder + QLatin1Char('/'));
}

// The path as given with its folder's links resolved and its own name kept: a venv's
// bin/python stays bin/python.
QString withCanonicalFolder(const QString& path)
{
  const QFileInfo info(path);
  const QString folder = canonical(info.absolutePath());
  return folder.isEmpty() ? QString() : QDir(folder).filePath(info.fileName());
}

// The first argument after the program that names a file: the script.
QString scriptOf(const QByteArrayList& argv)
{
  for (qsizetype i = 1; i < argv.size(); ++i) {
    const QString path = QFile::decodeName(argv[i]);
    if (QDir::isAbsolutePath(path) && QFileInfo(path).isFile())
      return canonical(path);
  }
  return {};
}

QString pyenvRoot()
{
  const QString root = qEnvironmentVariable("PYENV_ROOT");
  return canonical(root.isEmpty() ? QDir::homePath() + QStringLiteral("/.pyenv") : root);
}

// A shim of the user's own pyenv (PYENV_ROOT, or ~/.pyenv): a script in its shims folder.
// A shim anywhere else is only a script (a downloaded folder's "shim" names nothing Kibitz
// would trust).
bool isPyenvShim(const QString& program)
{
  const QString root = pyenvRoot();
  return !root.isEmpty() && canonical(QFileInfo(program).absolutePath()) == root + QStringLiteral("/shims")
         && fileStart(program, 2) == "#!";
}

// The versions pyenv would try for a script in `folder`, in its order: PYENV_VERSION, the
// nearest .python-version up from the folder, $PYENV_ROOT/version, then the system's.
QStringList pyenvVersions(const QString& root, const QString& folder)
{
  const auto words = [](const QByteArray& text) {
    QStringList out;
    for (const QByteArray& line : text.split('\n')) {
      const QByteArray trimmed = line.trimmed();
      if (trimmed.isEmpty() || trimmed.startsWith('#'))
        continue;
      for (const QString& word : QString::fromUtf8(trimmed).split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts))
        out << word;
    }
    return out;
  };
  const QString fromEnvironment = qEnvironmentVariable("PYENV_VERSION");
  if (!fromEnvironment.isEmpty())
    return fromEnvironment.split(QLatin1Char(':'), Qt::SkipEmptyParts);
  for (QString dir = folder; !dir.isEmpty(); dir = dir == QLatin1String("/") ? QString() : QFileInfo(dir).path()) {
    const QStringList local = words(readSmallFile(dir + QStringLiteral("/.python-version")));
    if (!local.isEmpty())
      return local;
  }
  const QStringList global = words(readSmallFile(root + QStringLiteral("/version")));
  return global.isEmpty() ? QStringList{QStringLiteral("system")} : global;
}

// The program a pyenv shim runs for `scriptFolder`, read as pyenv reads it, or empty.
QString resolvePyenvShim(const QString& shim, const QString& scriptFolder, QString* error)
{
  const QString root = pyenvRoot();
  const QString name = QFileInfo(shim).fileName();
  const QString versionsDir = root + QStringLiteral("/versions");
  const QStringList versions = pyenvVersions(root, scriptFolder);
  for (const QString& version : versions) {
    if (version == QLatin1String("system")) {
      for (const QString& dir : qEnvironmentVariable("PATH").split(QLatin1Char(':'), Qt::SkipEmptyParts)) {
        const QString candidate = QDir(dir).filePath(name);
        if (canonical(dir) != root + QStringLiteral("/shims") && QFileInfo(candidate).isExecutable()
            && QFileInfo(candidate).isFile())
          return candidate;
      }
      continue;
    }
    const QString candidate = versionsDir + QLatin1Char('/') + version + QStringLiteral("/bin/") + name;
    // A version is a name under versions/ (pyenv-virtualenv's hold a slash): never `..`.
    if (version.split(QLatin1Char('/')).contains(QStringLiteral("..")) || !QFileInfo(candidate).isFile()
        || !QFileInfo(candidate).isExecutable() || !inside(canonical(candidate), canonical(versionsDir)))
      continue;
    return candidate;
  }
  *error = QStringLiteral("the pyenv shim '%1' finds no '%2' in version %3 (from PYENV_VERSION, .python-version or "
                          "%4/version): install it with pyenv, or name the interpreter itself")
               .arg(shim, name, versions.join(QLatin1Char(':')), root);
  return {};
}

// Whether `dir` may be shown to a bot as an interpreter's installation: an installation's
// shape (bin/ and lib/), never `/`, the home folder or a folder holding it.
bool checkInstallation(const QString& dir, const QString& whose, QString* error)
{
  const QString home = canonical(QDir::homePath());
  if (dir.isEmpty() || dir == QLatin1String("/") || (!home.isEmpty() && inside(home, dir))) {
    *error = QStringLiteral("%1 would show the folder '%2' to the bot, which holds your home folder: install the "
                            "interpreter in a folder of its own (pyenv, a venv, conda)")
                 .arg(whose, dir.isEmpty() ? QStringLiteral("/") : dir);
    return false;
  }
  if (!QFileInfo(dir + QStringLiteral("/bin")).isDir() || !QFileInfo(dir + QStringLiteral("/lib")).isDir()) {
    *error = QStringLiteral("%1 is not in an interpreter's installation ('%2' has no bin/ and lib/ folders): the "
                            "sandbox shows installations only")
                 .arg(whose, dir);
    return false;
  }
  return true;
}

// The installation a program of `binFolder` belongs to: the folder above bin/.
QString installationOf(const QString& binFolder)
{
  const QFileInfo info(binFolder);
  return info.fileName() == QLatin1String("bin") ? canonical(info.path()) : canonical(binFolder);
}

// `home = /path/bin` from a venv's pyvenv.cfg.
QString venvHome(const QString& config)
{
  for (const QByteArray& line : readSmallFile(config).split('\n')) {
    const int equals = line.indexOf('=');
    if (equals > 0 && line.left(equals).trimmed() == "home")
      return QString::fromUtf8(line.mid(equals + 1).trimmed());
  }
  return {};
}

// Adds `dir` unless it lies in a folder already shown (or is shown already).
void addShown(QStringList* dirs, const QString& dir)
{
  for (const QString& shown : *dirs)
    if (inside(dir, shown))
      return;
  dirs->erase(std::remove_if(dirs->begin(), dirs->end(), [&](const QString& shown) { return inside(shown, dir); }),
              dirs->end());
  *dirs << dir;
}

}  // namespace

bool isInterpreterOfScript(const QByteArrayList& argv)
{
  if (argv.isEmpty())
    return false;
  const QString program = QFile::decodeName(argv.first());
  if (underSandboxSystemPath(program))
    return false;
  const QString script = scriptOf(argv);
  if (script.isEmpty())
    return false;
  if (isPyenvShim(program))
    return true;
  const QString real = canonical(program);
  return !real.isEmpty() && !inside(real, QFileInfo(script).path());
}

bool resolveInterpreter(const QByteArrayList& argv, BotInterpreter* interpreter, QString* error)
{
  QString program = QFile::decodeName(argv.value(0));
  const QString script = scriptOf(argv);
  if (isPyenvShim(program)) {
    program = resolvePyenvShim(program, QFileInfo(script).path(), error);
    if (program.isEmpty())
      return false;
  }
  const QString real = canonical(program);
  if (!isElf(real)) {
    *error = QStringLiteral("'%1' is a script that starts another program, and not a shim of your pyenv (%2): name the "
                            "interpreter it runs instead")
                 .arg(QFile::decodeName(argv.value(0)), pyenvRoot().isEmpty() ? QStringLiteral("~/.pyenv") : pyenvRoot());
    return false;
  }
  const QString shownAs = QStringLiteral("the interpreter '%1'").arg(program);
  QStringList dirs;
  if (!underSandboxSystemPath(real)) {
    const QString prefix = installationOf(QFileInfo(real).path());
    if (!checkInstallation(prefix, shownAs, error))
      return false;
    addShown(&dirs, prefix);
  }
  // A venv: its pyvenv.cfg beside the program's bin/ folder (the path as given: the link,
  // not where it leads), and the installation its `home` names.
  const QString venv = canonical(QFileInfo(QFileInfo(withCanonicalFolder(program)).path()).path());
  if (!venv.isEmpty() && QFileInfo(venv + QStringLiteral("/pyvenv.cfg")).isFile()) {
    if (!checkInstallation(venv, QStringLiteral("the venv of '%1'").arg(program), error))
      return false;
    addShown(&dirs, venv);
    const QString home = canonical(venvHome(venv + QStringLiteral("/pyvenv.cfg")));
    if (!home.isEmpty() && !underSandboxSystemPath(home)) {
      const QString base = installationOf(home);
      if (!checkInstallation(base, QStringLiteral("the interpreter named by %1/pyvenv.cfg").arg(venv), error))
        return false;
      addShown(&dirs, base);
    }
  }
  interpreter->program = program;
  interpreter->readOnlyDirs = dirs;
  return true;
}

}  // namespace Kibitz::Debugger

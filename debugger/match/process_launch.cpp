#include "match/process_launch.h"

#include "match/sandbox_check.h"
#include "match/sandbox_command.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

namespace Kibitz::Debugger {

namespace {

const char kDefaultPath[] = "/usr/local/bin:/usr/bin:/bin";
const char kSandboxPath[] = "/usr/bin:/bin";

// The absolute path of `program`, or an empty string with `why` set.
QString resolveProgram(const QString& program, QString* why)
{
  QString path;
  if (program.contains(QLatin1Char('/'))) {
    path = QDir::cleanPath(QFileInfo(program).absoluteFilePath());
    if (!QFileInfo::exists(path)) {
      *why = QStringLiteral("no such file");
      return {};
    }
  } else {
    path = QStandardPaths::findExecutable(program);
    if (path.isEmpty()) {
      *why = QStringLiteral("not found on PATH");
      return {};
    }
  }
  const QFileInfo info(path);
  if (info.isDir()) {
    *why = QStringLiteral("is a directory");
    return {};
  }
  if (!info.isExecutable()) {
    *why = QStringLiteral("not executable (chmod +x?)");
    return {};
  }
  return path;
}

// `word` made absolute when it names an existing file from the runner's directory.
QString absoluteIfFile(const QString& word)
{
  if (word.isEmpty() || word.startsWith(QLatin1Char('-')) || QDir::isAbsolutePath(word))
    return word;
  const QFileInfo info(word);
  return info.exists() ? QDir::cleanPath(info.absoluteFilePath()) : word;
}

}  // namespace

QString quotedCommandWord(const QString& word)
{
  if (!word.contains(QLatin1Char(' ')) && !word.contains(QLatin1Char('"')) && !word.contains(QLatin1Char('\t')))
    return word;
  QString escaped = word;
  escaped.replace(QLatin1Char('"'), QStringLiteral("\"\"\""));  // splitCommand's quote inside quotes
  return QLatin1Char('"') + escaped + QLatin1Char('"');
}

namespace {
bool isPython(const QString& program)
{
  static const QRegularExpression python(QStringLiteral("^python3?(\\.\\d+)?$"));
  return python.match(QFileInfo(program).fileName()).hasMatch();
}
}  // namespace

bool runsPython(const QString& command)
{
  const QStringList words = QProcess::splitCommand(command);
  return !words.isEmpty() && isPython(words.first());
}

bool makeLaunchPlan(const QString& command, const ProcessOptions& options, const QString& workDir,
                    LaunchPlan* plan, QString* error)
{
  const QStringList words = QProcess::splitCommand(command);
  if (words.isEmpty()) {
    *error = QStringLiteral("cmd:%1: empty command").arg(command);
    return false;
  }
  // A profiled Python bot in the sandbox sees Kibitz's wrapper, in a folder of its own.
  SandboxExtras extras;
  if (options.sandbox && !options.pythonProfileWrapper.isEmpty() && isPython(words.first()))
    extras.readOnlyDirs << QFileInfo(QFileInfo(options.pythonProfileWrapper).path()).canonicalFilePath();
  if (!makeLaunchPlan(words, options, workDir, plan, error, extras)) {
    *error = QStringLiteral("cmd:%1: %2").arg(command, *error);
    return false;
  }
  return true;
}

bool makeLaunchPlan(const QStringList& words, const ProcessOptions& options, const QString& workDir, LaunchPlan* plan,
                    QString* error, const SandboxExtras& extras)
{
  QString why;
  const QString program = words.isEmpty() ? QString() : resolveProgram(words.first(), &why);
  if (program.isEmpty()) {
    *error = QStringLiteral("cannot start '%1': %2").arg(words.value(0), words.isEmpty() ? QStringLiteral("no program") : why);
    return false;
  }
  QByteArrayList argv{QFile::encodeName(program)};
  const DebugAttachment* debug = options.debug ? &*options.debug : nullptr;
  const bool debugPython = debug && debug->isPython() && isPython(program) &&
                           (debug->pythonScript.isEmpty() || absoluteIfFile(words.value(1)) == debug->pythonScript);
  if (debugPython) {
    if (options.sandbox) {
      *error = QStringLiteral("a Python bot cannot be debugged in the sandbox (debugpy needs a network port): turn the sandbox off");
      return false;
    }
    // debugpy's command line (`-m debugpy --connect`) holds the script until its debugger
    // has configured it; Kibitz's attaches at the turn under study, so the script must run
    // meanwhile, as it does when debugpy listens.
    static const char kConnectWithoutWaiting[] =
        "import functools; from debugpy.server import api, cli; "
        "api.pydevd.settrace = functools.partial(api.pydevd.settrace, wait_for_ready_to_run=False); cli.main()";
    argv << "-Xfrozen_modules=off" << "-c" << kConnectWithoutWaiting << "--connect" << debug->pythonConnect.toUtf8();
  } else if (!options.pythonProfileWrapper.isEmpty() && isPython(program)) {
    // The profiling wrapper runs the script (python/kibitz_profile.py in debugger/profile/).
    argv << QFile::encodeName(options.pythonProfileWrapper) << QFile::encodeName(options.pythonProfileOutput);
  }
  for (qsizetype i = 1; i < words.size(); ++i)
    argv << QFile::encodeName(absoluteIfFile(words[i]));

  const QByteArray dir = QFile::encodeName(workDir);
  plan->workingDirectory = dir;
  QByteArray path = qgetenv("PATH");
  if (path.isEmpty())
    path = kDefaultPath;
  // In the sandbox, a fixed PATH of the folders it shows: Kibitz's own says where its
  // user keeps programs.
  if (options.sandbox)
    path = kSandboxPath;
  // Python buffers a pipe's output: a bot written for CodinGame prints without flushing
  // (the arena runs Python unbuffered), so Kibitz does the same.
  plan->environment = {"PATH=" + path, "HOME=" + dir, "LANG=C.UTF-8", "PYTHONUNBUFFERED=1"};
  if (debugPython)
    plan->environment << "PYTHONPATH=" + QFile::encodeName(debug->pythonPath);
  plan->cpuSeconds = options.cpuSeconds;
  plan->addressSpaceBytes = options.addressSpaceBytes;
  plan->fileSizeBytes = options.fileSizeBytes;
  plan->debuggerMayAttach = debug && debug->anyTracer();
  plan->debuggerInProcess = debugPython;

  if (!options.sandbox) {
    plan->program = argv.first();
    plan->arguments = argv;
    return true;
  }
  // Fail closed: a bot that asked for the sandbox never runs without it.
  QString reason;
  if (!sandboxAvailable(&reason) || !wrapInSandbox(argv, options, plan, &reason, extras)) {
    *error = QStringLiteral("the sandbox cannot be set up: %1").arg(reason);
    return false;
  }
  return true;
}

}  // namespace Kibitz::Debugger

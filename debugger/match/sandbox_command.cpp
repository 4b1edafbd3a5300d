#include "match/sandbox_command.h"

#include "match/bot_interpreter.h"
#include "match/process_launch.h"
#include "match/sandbox_filter.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>

#include <sys/stat.h>
#include <unistd.h>

namespace Kibitz::Debugger {

namespace {

// The system directories the sandbox shows read-only (symbolic links stay links).
const char* const kSystemPaths[] = {"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc", "/opt"};

}  // namespace

const QByteArrayList& sandboxSystemMounts()
{
  static const QByteArrayList mounts = [] {
    QByteArrayList args;
    for (const char* path : kSystemPaths) {
      const QFileInfo info(QString::fromLatin1(path));
      if (info.isSymLink())
        args << "--symlink" << QFile::encodeName(info.symLinkTarget()) << path;
      else if (info.isDir())
        args << "--ro-bind" << path << path;
    }
    return args;
  }();
  return mounts;
}

namespace {

// Whether a user who is neither owner nor group (nobody) can reach `path`: every folder
// on the way searchable, the file readable (and executable for the program).
bool othersCanUse(const QString& path, bool execute)
{
  const QString real = QFileInfo(path).canonicalFilePath();
  if (real.isEmpty())
    return false;
  struct stat st {};
  if (::stat(QFile::encodeName(real).constData(), &st) != 0 || !(st.st_mode & S_IROTH) || (execute && !(st.st_mode & S_IXOTH)))
    return false;
  for (QString dir = QFileInfo(real).path(); dir != QLatin1String("/"); dir = QFileInfo(dir).path())
    if (::stat(QFile::encodeName(dir).constData(), &st) != 0 || !(st.st_mode & S_IXOTH))
      return false;
  return true;
}

bool insideFolder(const QString& path, const QString& folder)
{
  return path == folder || path.startsWith(folder.endsWith(QLatin1Char('/')) ? folder : folder + QLatin1Char('/'));
}

// The bot's own files: its program and every argument naming an existing file (not a
// folder), at the paths given, with the content of the file each path leads to. Bound
// read-only; copied in (through a descriptor Kibitz opens) when the sandbox's user could
// not reach them. Links are followed here, where Kibitz decides: every file must be the
// user's and lie in the bot's folder (that of its first own file), or an argument that
// is a link to ~/.ssh/id_rsa (or, as root, to /etc/shadow) would be shown to the bot.
// Files in `extraDirs` are shown with their folder.
bool addOwnFiles(const QByteArrayList& argv, const QStringList& extraDirs, bool asNobody, LaunchPlan* plan,
                 QByteArrayList* args, QString* error)
{
  QStringList seen;
  QString botFolder;
  for (qsizetype i = 0; i < argv.size(); ++i) {
    const QString path = QFile::decodeName(argv[i]);
    if (!QDir::isAbsolutePath(path) || seen.contains(path) || underSandboxSystemPath(path) || !QFileInfo(path).isFile())
      continue;
    seen << path;
    const QString real = QFileInfo(path).canonicalFilePath();
    struct stat st {};
    if (real.isEmpty() || ::stat(QFile::encodeName(real).constData(), &st) != 0) {
      *error = QStringLiteral("cannot find the file '%1' leads to").arg(path);
      return false;
    }
    // Shown with their folder: a build's headers, an interpreter's installation or venv
    // (whose bin/python is a link leading out of the venv: the path as given counts too).
    const QString given = QDir(QFileInfo(QFileInfo(path).absolutePath()).canonicalFilePath()).filePath(QFileInfo(path).fileName());
    if (std::any_of(extraDirs.begin(), extraDirs.end(),
                    [&](const QString& d) { return insideFolder(real, d) || insideFolder(given, d); }))
      continue;
    if (botFolder.isEmpty())
      botFolder = QFileInfo(real).path();
    const QString shown = real == path ? QStringLiteral("'%1'").arg(path) : QStringLiteral("'%1' (a link to %2)").arg(path, real);
    if (st.st_uid != geteuid()) {
      *error = QStringLiteral("%1 belongs to another user: the sandbox shows a bot only files of yours").arg(shown);
      return false;
    }
    if (!insideFolder(real, botFolder) || underSandboxSystemPath(real)) {
      *error = QStringLiteral("%1 is outside the bot's folder %2: the sandbox shows a bot only the files of its folder "
                              "(copy the file there)")
                   .arg(shown, botFolder);
      return false;
    }
    const QByteArray source = QFile::encodeName(real);
    const bool program = i == 0;
    if (!asNobody || othersCanUse(real, program)) {
      *args << "--ro-bind" << source << argv[i];
      continue;
    }
    const int fd = kSandboxFirstFileFd + int(plan->passedFiles.size());
    plan->passedFiles << source;
    *args << "--perms" << (program ? "0555" : "0444") << "--ro-bind-data" << QByteArray::number(fd) << argv[i];
  }
  return true;
}

// A folder of this process's, empty on the host, on which the shepherd of a bot that needs
// staged mounts mounts a tmpfs in its own mount namespace; removed when the process ends.
struct StagingFolder {
  QByteArray path;
  ~StagingFolder()
  {
    if (!path.isEmpty())
      ::rmdir(path.constData());
  }
};

QByteArray sandboxStagingFolder(QString* error)
{
  static StagingFolder folder;
  static const bool made = [] {
    QByteArray name = QFile::encodeName(QDir::tempPath()) + "/kibitz-staging-XXXXXX";
    if (!::mkdtemp(name.data()) || ::chmod(name.constData(), 0755) != 0)
      return false;
    folder.path = name;
    return true;
  }();
  if (!made)
    *error = QStringLiteral("cannot make a staging folder in %1 for the interpreter's installation").arg(QDir::tempPath());
  return made ? folder.path : QByteArray();
}

}  // namespace

bool underSandboxSystemPath(const QString& path)
{
  for (const char* system : kSystemPaths)
    if (path.startsWith(QLatin1String(system) + QLatin1Char('/')))
      return true;
  return false;
}

QString findBubblewrap()
{
  return QStandardPaths::findExecutable(QStringLiteral("bwrap"));
}

QString findPrlimit()
{
  return QStandardPaths::findExecutable(QStringLiteral("prlimit"), {QStringLiteral("/usr/bin"), QStringLiteral("/bin")});
}

bool wrapInSandbox(const QByteArrayList& givenArgv, const ProcessOptions& options, LaunchPlan* plan, QString* error,
                   const SandboxExtras& extras)
{
  // A script's interpreter installed outside the system folders (pyenv, a venv, conda):
  // its installation is shown read-only, and the bot's folder is the script's.
  QByteArrayList argv = givenArgv;
  QStringList interpreterDirs;
  if (isInterpreterOfScript(argv)) {
    BotInterpreter interpreter;
    if (!resolveInterpreter(argv, &interpreter, error))
      return false;
    argv[0] = QFile::encodeName(interpreter.program);
    interpreterDirs = interpreter.readOnlyDirs;
  }
  const QString bwrap = findBubblewrap();
  if (bwrap.isEmpty()) {
    *error = QStringLiteral("bubblewrap ('bwrap') is not installed or not on PATH: install it (Debian and Ubuntu: "
                            "apt install bubblewrap; Fedora: dnf install bubblewrap)");
    return false;
  }
  const QString prlimit = findPrlimit();
  if (options.sandboxProcesses > 0 && prlimit.isEmpty()) {
    *error = QStringLiteral("'prlimit' is not in /usr/bin or /bin: install util-linux");
    return false;
  }
  const QByteArray* seccomp = sandboxSeccompProgram(error);
  if (!seccomp)
    return false;

  const bool asNobody = geteuid() == 0;
  const QByteArray dir = plan->workingDirectory;
  const QByteArray tmpSize = QByteArray::number(options.sandboxTmpBytes);
  // A private tmpfs of bounded size: what the bot writes never reaches the disk.
  const auto tmpfs = [&](const QByteArray& path) {
    return options.sandboxTmpBytes > 0 ? QByteArrayList{"--size", tmpSize, "--tmpfs", path} : QByteArrayList{"--tmpfs", path};
  };
  plan->program = QFile::encodeName(bwrap);
  plan->passedFiles.clear();
  QByteArrayList args{plan->program,
                      // every namespace: user, mount, PID, network (nothing but its own
                      // loopback), IPC, UTS, cgroup; no nested user namespaces
                      "--unshare-all", "--unshare-user", "--disable-userns",
                      // the bot dies with bwrap, bwrap with the shepherd; no terminal
                      "--die-with-parent", "--new-session"};
  args += sandboxSystemMounts();
  args << "--dev" << "/dev";
  args += tmpfs("/dev/shm");
  // bwrap's /dev is a tmpfs without a size (a bot filled 320 MiB of it): read-only once
  // /dev/shm, which has one, is mounted on it. Devices stay writable.
  args << "--remount-ro" << "/dev";
  args << "--proc" << "/proc";
  args += tmpfs("/tmp");
  // A build's folders (bwrap runs as nobody for root: they must be folders nobody can
  // reach, as CoursePlayerBuild::compile makes them).
  if (extras.keepWorkingDirectory)
    args << "--bind" << dir << dir;
  else
    args += tmpfs(dir);
  for (const QString& extra : extras.readOnlyDirs)
    args << "--ro-bind" << QFile::encodeName(extra) << QFile::encodeName(extra);
  // bwrap runs as nobody for root, who may not reach root's own folders (~ is 0700): such
  // a folder is bind-mounted by the shepherd, still root, under a staging folder nobody
  // can reach, in a mount namespace of the bot's own (LaunchPlan::stagedMounts).
  plan->stagedMounts.clear();
  for (const QString& shown : interpreterDirs) {
    const QByteArray path = QFile::encodeName(shown);
    if (!asNobody || othersCanUse(shown, true)) {
      args << "--ro-bind" << path << path;
      continue;
    }
    const QByteArray staging = sandboxStagingFolder(error);
    if (staging.isEmpty())
      return false;
    args << "--ro-bind" << staging + '/' + QByteArray::number(plan->stagedMounts.size()) << path;
    plan->stagingFolder = staging;
    plan->stagedMounts << path;
  }
  args << "--chdir" << dir;
  if (!addOwnFiles(argv, extras.readOnlyDirs + interpreterDirs, asNobody, plan, &args, error))
    return false;
  // The root bwrap builds is a tmpfs without a size: read-only once the mounts are made.
  args << "--remount-ro" << "/";
  args << "--seccomp" << QByteArray::number(kSandboxSeccompFd) << "--";
  // The process cap counts the processes of the bot's user in its own user namespace,
  // so it is set in there, after bwrap made the namespace.
  if (options.sandboxProcesses > 0)
    args << QFile::encodeName(prlimit) << "--nproc=" + QByteArray::number(options.sandboxProcesses) << "--";
  args += argv;

  plan->arguments = args;
  plan->sandboxed = true;
  plan->seccompProgram = *seccomp;
  plan->runAsUid = asNobody ? kSandboxRootUid : -1;
  plan->runAsGid = asNobody ? kSandboxRootGid : -1;
  return true;
}

}  // namespace Kibitz::Debugger

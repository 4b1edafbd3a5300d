#include "course/course_player_build.h"
#include "files/atomic_file.h"
#include "files/scratch_dirs.h"
#include "match/contained_run.h"
#include "match/process_channel.h"
#include "match/sandbox_command.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTemporaryDir>

#include <sys/wait.h>
#include <unistd.h>

namespace Kibitz::Debugger::CoursePlayerBuild {

namespace {

constexpr qint64 kMaxSourceBytes = 4 << 20;
constexpr qint64 kMaxObjectBytes = 64 << 20;
// The symbol every course player's registration calls (Registry::Register(char const*, Player* (*)())).
constexpr char kRegisterSymbol[] = "_ZN8Registry8RegisterEPKcPFP6PlayervE";
// The compiler's bounds: a course player builds in about 1 s, with 200 MB at the most.
constexpr qint64 kCompilerAddressSpace = qint64(2) << 30;
constexpr qint64 kCompilerFileSize = qint64(256) << 20;
constexpr qint64 kCompilerTmpBytes = qint64(512) << 20;
constexpr int kProbeTimeoutMs = 10000;

// The name probe runs the player's code: with a bot's limits, a short CPU allowance.
ProcessOptions probeOptions(const ProcessOptions& options)
{
  ProcessOptions probe = options;
  probe.cpuSeconds = 10;
  return probe;
}

QString apiResourceDir(const QString& gameId)
{
  return QStringLiteral(":/course_api/%1").arg(gameId);
}

struct ApiFile {
  QString name;
  QByteArray content;
};

QByteArray hashOf(const QList<ApiFile>& files)
{
  QCryptographicHash hash(QCryptographicHash::Sha256);
  for (const ApiFile& f : files) {
    hash.addData(f.name.toUtf8());
    hash.addData(QByteArray(1, '\0'));
    hash.addData(f.content);
    hash.addData(QByteArray(1, '\0'));
  }
  return hash.result().toHex().left(16);
}

// A game's API files (embedded, so they never change while Kibitz runs) and their hash:
// read once per process, not once per player of every match.
struct ApiLayer {
  QList<ApiFile> files;
  QByteArray hash;
};

const ApiLayer& apiLayer(const QString& gameId)
{
  static QMutex mutex;
  static QHash<QString, ApiLayer> layers;
  const QMutexLocker lock(&mutex);
  auto it = layers.find(gameId);
  if (it == layers.end()) {
    ApiLayer layer;
    QDirIterator dir(apiResourceDir(gameId), QDir::Files);
    while (dir.hasNext()) {
      QFile file(dir.next());
      if (file.open(QIODevice::ReadOnly))
        layer.files << ApiFile{dir.fileName(), file.readAll()};
    }
    std::sort(layer.files.begin(), layer.files.end(), [](const ApiFile& a, const ApiFile& b) { return a.name < b.name; });
    layer.hash = hashOf(layer.files);
    it = layers.insert(gameId, layer);
  }
  return *it;  // QHash keeps its values in place until they are removed
}

// The layer's files on disk, where the compiler can read them: written once per version
// of the layer into a folder of its own (built beside it, then renamed into place).
std::optional<QString> extractApi(const QString& gameId, const ApiLayer& layer, QString* error)
{
  const QList<ApiFile>& files = layer.files;
  const QString root = cacheRoot() + QStringLiteral("/course_api");
  const QString dir = QStringLiteral("%1/%2-%3").arg(root, gameId, QString::fromLatin1(layer.hash));
  if (QFileInfo::exists(dir + QStringLiteral("/.complete")))
    return dir;
  const QString staging =
      QStringLiteral("%1.tmp-%2-%3").arg(dir).arg(QCoreApplication::applicationPid()).arg(QRandomGenerator::global()->generate());
  if (!QDir().mkpath(staging)) {
    *error = QStringLiteral("cannot create %1 for the course API").arg(staging);
    return std::nullopt;
  }
  for (const ApiFile& f : files) {
    QString problem;
    if (!AtomicFile::write(staging + QLatin1Char('/') + f.name, f.content, &problem)) {
      *error = QStringLiteral("cannot write the course API: %1").arg(problem);
      QDir(staging).removeRecursively();
      return std::nullopt;
    }
  }
  QFile marker(staging + QStringLiteral("/.complete"));
  marker.open(QIODevice::WriteOnly);
  marker.close();
  if (!QDir().rename(staging, dir))  // another build got there first: theirs is the same
    QDir(staging).removeRecursively();
  if (!QFileInfo::exists(dir + QStringLiteral("/.complete"))) {
    *error = QStringLiteral("cannot put the course API into %1").arg(dir);
    return std::nullopt;
  }
  return dir;
}

// Why `bytes` is not an object this machine links, or empty when it is one.
QString objectProblem(const QByteArray& bytes)
{
  if (!bytes.startsWith("\x7f" "ELF"))
    return QStringLiteral("it is not an ELF object file (the course ships one object per platform; "
                          "this machine needs AI<Name>.o.Linux64)");
  if (bytes.size() < 20 || bytes[4] != 2 || bytes[5] != 1)
    return QStringLiteral("it is not a 64-bit little-endian object file");
  const int type = uchar(bytes[16]) | (uchar(bytes[17]) << 8);
  const int machine = uchar(bytes[18]) | (uchar(bytes[19]) << 8);
  if (type != 1)
    return QStringLiteral("it is an ELF file of type %1, not a relocatable object (.o)").arg(type);
  if (machine != 62)
    return QStringLiteral("it is an object for another processor (ELF machine %1, not x86-64)").arg(machine);
  if (QSysInfo::currentCpuArchitecture() != QLatin1String("x86_64"))
    return QStringLiteral("it is an x86-64 object and this machine is %1").arg(QSysInfo::currentCpuArchitecture());
  if (!bytes.contains(kRegisterSymbol))
    return QStringLiteral("it registers no course player (no call of Registry::Register)");
  return {};
}

// The compiler's lines that say why a link failed ("undefined reference to ...",
// "file format not recognized"), at most a few.
QString linkReason(const QString& output)
{
  QStringList reasons;
  for (const QString& line : output.split(QLatin1Char('\n'))) {
    if (line.contains(QLatin1String("undefined reference")) || line.contains(QLatin1String("file format"))
        || line.contains(QLatin1String("relocation")) || line.contains(QLatin1String("multiple definition"))
        || line.contains(QLatin1String("error:")))
      reasons << line.trimmed();
    if (reasons.size() == 5)
      break;
  }
  return reasons.isEmpty() ? output.trimmed().section(QLatin1Char('\n'), -3) : reasons.join(QLatin1Char('\n'));
}

}  // namespace

QString defaultCompileCommand()
{
  return QStringLiteral("g++ -std=c++11 -Wall -Wno-unused-variable -O2");
}

bool gameHasCourseApi(const QString& gameId)
{
  return QFileInfo::exists(apiResourceDir(gameId) + QStringLiteral("/Player.hh"));
}

QString cacheRoot()
{
  const QString fromEnvironment = qEnvironmentVariable("KIBITZ_CACHE_DIR");
  if (!fromEnvironment.isEmpty())
    return fromEnvironment;
  QString base = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation);
  if (base.isEmpty())
    base = QDir::tempPath();
  return base + QStringLiteral("/kibitz");
}

QString Plan::commandLine() const
{
  QStringList words{program};
  for (QString a : arguments) {
    if (a == temporaryOutput)
      a = executable;
    words << (a.contains(QLatin1Char(' ')) ? QLatin1Char('"') + a + QLatin1Char('"') : a);
  }
  return words.join(QLatin1Char(' '));
}

bool isObjectFileName(const QString& fileName)
{
  // "AIDummy.o", "AIDummy.o.Linux64": the course names its objects after the platform.
  // A source extension after ".o." ("AIBob.o.cc") is still a source.
  static const QRegularExpression object(QStringLiteral("\\.o(\\.(\\w+))?$"));
  static const QStringList sources{QStringLiteral("c"), QStringLiteral("cc"), QStringLiteral("cpp"), QStringLiteral("cxx"),
                                   QStringLiteral("C"), QStringLiteral("h"), QStringLiteral("hh"), QStringLiteral("hpp")};
  const QRegularExpressionMatch m = object.match(fileName);
  return m.hasMatch() && !sources.contains(m.captured(2));
}

QString playerName(const QString& path)
{
  QFile file(path);
  // Only a regular file is read, and never past the source cap: a FIFO or /dev/zero named as
  // a player must not hang or fill the memory of whoever asks for its name.
  if (QFileInfo(path).isFile() && !isObjectFileName(QFileInfo(path).fileName()) && file.size() <= kMaxSourceBytes
      && file.open(QIODevice::ReadOnly)) {
    static const QRegularExpression define(QStringLiteral("^\\s*#\\s*define\\s+PLAYER_NAME\\s+(\\w+)"),
                                           QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = define.match(QString::fromUtf8(file.read(kMaxSourceBytes)));
    if (m.hasMatch())
      return m.captured(1);
  }
  QString name = QFileInfo(path).fileName().section(QLatin1Char('.'), 0, 0);
  if (name.startsWith(QLatin1String("AI")) && name.size() > 2)
    name = name.mid(2);
  return name.isEmpty() ? QFileInfo(path).fileName() : name;
}

std::optional<Plan> plan(const QString& gameId, const QString& path, const QString& compileCommand, QString* error)
{
  if (!gameHasCourseApi(gameId)) {
    *error = QStringLiteral("eda:%1: %2 has no course API (eda: players are OrkIsland course players)").arg(path, gameId);
    return std::nullopt;
  }
  Plan p;
  p.gameId = gameId;
  p.inputPath = QFileInfo(path).absoluteFilePath();
  QFile input(p.inputPath);
  if (!input.exists()) {
    *error = QStringLiteral("eda:%1: no such file").arg(path);
    return std::nullopt;
  }
  if (input.size() > kMaxObjectBytes || !input.open(QIODevice::ReadOnly)) {
    *error = QStringLiteral("eda:%1: %2").arg(path, input.size() > kMaxObjectBytes ? QStringLiteral("too large for a course player")
                                                                                     : input.errorString());
    return std::nullopt;
  }
  const QByteArray bytes = input.readAll();
  p.isObject = bytes.startsWith("\x7f" "ELF") || isObjectFileName(QFileInfo(path).fileName());
  if (p.isObject) {
    if (const QString why = objectProblem(bytes); !why.isEmpty()) {
      *error = QStringLiteral("eda:%1: cannot be linked: %2").arg(path, why);
      return std::nullopt;
    }
  } else {
    if (bytes.size() > kMaxSourceBytes) {
      *error = QStringLiteral("eda:%1: a source file larger than %2 MB").arg(path).arg(kMaxSourceBytes >> 20);
      return std::nullopt;
    }
    static const QRegularExpression registration(QStringLiteral("\\bRegisterPlayer\\s*\\("));
    if (!registration.match(QString::fromUtf8(bytes)).hasMatch()) {
      *error = QStringLiteral("eda:%1: not a course player: the file has no RegisterPlayer(...) line "
                              "(a course player ends with RegisterPlayer(PLAYER_NAME);)").arg(path);
      return std::nullopt;
    }
  }

  const ApiLayer& layer = apiLayer(gameId);
  const QList<ApiFile>& files = layer.files;
  std::optional<QString> apiDir = extractApi(gameId, layer, error);
  if (!apiDir)
    return std::nullopt;
  *apiDir = QFileInfo(*apiDir).canonicalFilePath();  // where a sandboxed compiler finds it
  const QString command = compileCommand.trimmed().isEmpty() ? defaultCompileCommand() : compileCommand.trimmed();
  QStringList words = QProcess::splitCommand(command);
  if (words.isEmpty()) {
    *error = QStringLiteral("eda:%1: empty compile command").arg(path);
    return std::nullopt;
  }

  QCryptographicHash key(QCryptographicHash::Sha256);
  key.addData(layer.hash);
  key.addData(command.toUtf8());
  key.addData(p.isObject ? QByteArray("object") : QByteArray("source"));
  key.addData(bytes);
  const QString dir = QStringLiteral("%1/course_players/%2").arg(cacheRoot(), QString::fromLatin1(key.result().toHex().left(32)));
  const QString name = QStringLiteral("AI") + playerName(path);
  p.executable = dir + QLatin1Char('/') + name;
  // Each build writes into a folder of its own (the one a sandboxed compiler may write).
  p.buildDir = QStringLiteral("%1/.build-%2-%3").arg(dir).arg(QCoreApplication::applicationPid()).arg(QRandomGenerator::global()->generate());
  p.temporaryOutput = p.buildDir + QLatin1Char('/') + name;
  p.apiDir = *apiDir;
  p.upToDate = QFileInfo(p.executable).isExecutable();

  p.program = words.takeFirst();
  p.arguments = words;
  p.arguments << QStringLiteral("-I") << *apiDir;
  if (!p.isObject)  // any extension is C++ here; the layer's own files go by theirs
    p.arguments << QStringLiteral("-x") << QStringLiteral("c++") << p.inputPath << QStringLiteral("-x") << QStringLiteral("none");
  for (const ApiFile& f : files)
    if (f.name.endsWith(QLatin1String(".cc")))
      p.arguments << *apiDir + QLatin1Char('/') + f.name;
  if (p.isObject)
    p.arguments << p.inputPath;
  // The course's objects hold 32-bit absolute relocations: they link only into a non-PIE.
  p.arguments << QStringLiteral("-no-pie") << QStringLiteral("-o") << p.temporaryOutput;
  if (!QDir().mkpath(dir) || (!p.upToDate && !QDir().mkpath(p.buildDir))) {
    *error = QStringLiteral("eda:%1: cannot create the build folder %2").arg(path, dir);
    return std::nullopt;
  }
  if (!p.upToDate)
    ScratchDirs::add(p.buildDir);
  return p;
}

std::optional<QStringList> checkCommand(const QString& gameId, const QString& path, const QString& compileCommand,
                                        QString* error)
{
  if (!gameHasCourseApi(gameId)) {
    *error = QStringLiteral("%1 has no course API").arg(gameId);
    return std::nullopt;
  }
  std::optional<QString> apiDir = extractApi(gameId, apiLayer(gameId), error);
  if (!apiDir)
    return std::nullopt;
  const QString command = compileCommand.trimmed().isEmpty() ? defaultCompileCommand() : compileCommand.trimmed();
  QStringList words = QProcess::splitCommand(command);
  if (words.isEmpty()) {
    *error = QStringLiteral("empty compile command");
    return std::nullopt;
  }
  words << QStringLiteral("-I") << QFileInfo(*apiDir).canonicalFilePath() << QStringLiteral("-x") << QStringLiteral("c++")
        << QFileInfo(path).absoluteFilePath();
  return words;
}

void discardBuildDir(const Plan& plan)
{
  QDir(plan.buildDir).removeRecursively();
  ScratchDirs::remove(plan.buildDir);
}

bool finish(const Plan& plan, int exitCode, bool crashed, const QString& output, QString* error, const ProcessOptions& options)
{
  const QString file = QFileInfo(plan.inputPath).fileName();
  const auto cleanUp = [&] { discardBuildDir(plan); };
  if (crashed || exitCode != 0 || !QFileInfo::exists(plan.temporaryOutput)) {
    cleanUp();
    if (plan.isObject)
      *error = QStringLiteral("eda:%1: cannot be linked: %2").arg(plan.inputPath, linkReason(output));
    else
      *error = QStringLiteral("eda:%1: %2 does not compile:\n%3")
                   .arg(plan.inputPath, file, output.trimmed().isEmpty() ? QStringLiteral("(no compiler output)") : output.trimmed());
    return false;
  }
  // The program says which player registered: exactly one must have (the layer's
  // driver checks; a file can hold the class yet lack RegisterPlayer, or link two).
  // It is the player's code running: contained like the player, in the sandbox when on.
  QTemporaryDir probeDir(QDir::tempPath() + QStringLiteral("/kibitz-probe-XXXXXX"));
  ScratchDirs::add(probeDir.path());
  const ContainedRun probe = runContained({plan.temporaryOutput, QStringLiteral("--player-name")}, probeOptions(options),
                                          probeDir.path(), {}, kProbeTimeoutMs, 64 << 10);
  ScratchDirs::remove(probeDir.path());
  if (!probe.succeeded()) {
    cleanUp();
    const QString said = QString::fromLocal8Bit(probe.output).trimmed().remove(QStringLiteral("kibitz_course: "));
    *error = QStringLiteral("eda:%1: not a course player: %2")
                 .arg(plan.inputPath, !said.isEmpty() ? said.left(2000)
                                      : !probe.problem.isEmpty() ? QStringLiteral("the built program %1").arg(probe.problem)
                                                                 : QStringLiteral("the built program does not name its player"));
    return false;
  }
  if (!QFile::rename(plan.temporaryOutput, plan.executable)) {
    cleanUp();  // a parallel build put the same executable there
    if (!QFileInfo(plan.executable).isExecutable()) {
      *error = QStringLiteral("eda:%1: cannot move the build to %2").arg(plan.inputPath, plan.executable);
      return false;
    }
  }
  cleanUp();
  return true;
}

ContainedRun compile(const Plan& plan, const ProcessOptions& options, int timeoutMs)
{
  // The compiler reads what the source names (#include "/dev/zero", .incbin "~/.ssh/id_rsa"):
  // always bounded in memory, time and input; in the sandbox when on, where it sees the
  // system, the source, a copy of the course API and its build folder only.
  ProcessOptions limits = options;
  limits.cpuSeconds = qMin<qint64>(timeoutMs / 1000 + 1, 300);
  limits.addressSpaceBytes = kCompilerAddressSpace;
  limits.fileSizeBytes = kCompilerFileSize;
  limits.sandboxTmpBytes = kCompilerTmpBytes;
  const QStringList words = QStringList{plan.program} + plan.arguments;
  if (!options.sandbox)
    return runContained(words, limits, plan.buildDir, {}, timeoutMs);

  // A folder bwrap can reach (it runs as nobody for root, who cannot enter /root/.cache):
  // the course API is copied in, the program comes out there and goes to the plan's.
  QTemporaryDir staging(QDir::tempPath() + QStringLiteral("/kibitz-build-XXXXXX"));
  ContainedRun failed;
  const QString api = staging.path() + QStringLiteral("/api");
  if (!staging.isValid() || !QDir().mkpath(api)) {
    failed.problem = QStringLiteral("cannot create a build folder in %1").arg(QDir::tempPath());
    return failed;
  }
  ScratchDirs::add(staging.path());
  QFile::setPermissions(staging.path(), QFile::permissions(staging.path()) | QFileDevice::ReadOther | QFileDevice::ExeOther);
  for (const QString& name : QDir(plan.apiDir).entryList(QDir::Files))
    QFile::copy(plan.apiDir + QLatin1Char('/') + name, api + QLatin1Char('/') + name);
  if (geteuid() == 0)  // the sandbox's compiler runs as nobody, and writes its program here
    ::chown(QFile::encodeName(staging.path()).constData(), kSandboxRootUid, kSandboxRootGid);
  const QString output = staging.path() + QLatin1Char('/') + QFileInfo(plan.temporaryOutput).fileName();
  QStringList staged;
  for (const QString& word : words)
    staged << (word == plan.temporaryOutput ? output
               : word.startsWith(plan.apiDir + QLatin1Char('/')) ? api + word.mid(plan.apiDir.size())
               : word == plan.apiDir ? api
                                     : word);
  SandboxExtras extras;
  extras.readOnlyDirs << api;
  extras.keepWorkingDirectory = true;
  ContainedRun run = runContained(staged, limits, staging.path(), extras, timeoutMs);
  if (run.succeeded() && !QFile::copy(output, plan.temporaryOutput)) {
    run.waitStatus = 1 << 8;  // as if the compiler had failed: finish() says so
    run.output += "\nkibitz: cannot copy the program out of the sandbox's build folder\n";
  }
  ScratchDirs::remove(staging.path());
  return run;
}

std::optional<QString> executableFor(const QString& gameId, const QString& path, const ProcessOptions& options,
                                     QString* error, int timeoutMs)
{
  std::optional<Plan> p = plan(gameId, path, options.courseCompileCommand, error);
  if (!p)
    return std::nullopt;
  if (p->upToDate)
    return p->executable;
  const ContainedRun run = compile(*p, options, timeoutMs);
  if (!run.started) {
    discardBuildDir(*p);
    *error = QStringLiteral("eda:%1: cannot start the compiler '%2': %3").arg(path, p->program, run.problem);
    return std::nullopt;
  }
  if (run.timedOut) {
    discardBuildDir(*p);
    *error = QStringLiteral("eda:%1: the build took longer than %2 s").arg(path).arg(timeoutMs / 1000);
    return std::nullopt;
  }
  QString output = QString::fromLocal8Bit(run.output);
  if (run.outputTruncated)
    output += QStringLiteral("\n(the compiler's output is cut at %1)").arg(describeByteCount(run.output.size()));
  if (!run.succeeded() && WIFSIGNALED(run.waitStatus))
    output += QStringLiteral("\n(the compiler %1)").arg(run.problem);
  if (!finish(*p, WIFEXITED(run.waitStatus) ? WEXITSTATUS(run.waitStatus) : -1, !WIFEXITED(run.waitStatus), output, error, options))
    return std::nullopt;
  return p->executable;
}

}  // namespace Kibitz::Debugger::CoursePlayerBuild

#include "editor/bot_builder.h"

#include "editor/build_settings.h"
#include "editor/disk_file.h"

#include "match/contained_run.h"
#include "match/sandbox_command.h"
#include "match/sandbox_policy.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QDir>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <memory>
#include <sys/wait.h>
#include <unistd.h>

namespace Kibitz::App {

BotBuilder::BotBuilder(QObject* parent, const QString& recordsPath)
    : QObject(parent), timeout_(new QTimer(this)), records_(recordsPath)
{
  timeout_->setSingleShot(true);
  connect(timeout_, &QTimer::timeout, this, [this] {
    timedOut_ = true;
    if (process_)
      process_->kill();
  });
}

BotBuilder::~BotBuilder()
{
  if (sandboxedBuild_) {  // the compiler is bounded in time: wait for it to end
    sandboxedBuild_->disconnect(this);
    sandboxedBuild_->wait();
  }
  if (process_) {
    process_->disconnect(this);
    process_->kill();
    process_->waitForFinished(2000);
  }
}

bool BotBuilder::isRunning() const
{
  return process_ != nullptr || sandboxedBuild_ != nullptr;
}

QByteArray BotBuilder::hashOf(const QString& path)
{
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly))
    return {};
  QCryptographicHash hash(QCryptographicHash::Sha256);
  hash.addData(&file);
  return hash.result();
}

bool BotBuilder::start(const QString& sourcePath, BotLanguage language, QString* error)
{
  if (isRunning()) {
    *error = tr("A build is already running.");
    return false;
  }
  const QString source = QFileInfo(sourcePath).absoluteFilePath();
  if (language == BotLanguage::CourseCpp)
    return startCourse(source, error);
  const QString command = BuildSettings::command(language);
  const QString output = language == BotLanguage::Cpp ? BuildSettings::outputPathFor(source) : QString();
  // Whatever happens next, an old binary must not pass for this build's.
  records_.remove(source);
  if (!output.isEmpty() && QFileInfo::exists(output) && !QFile::remove(output)) {
    *error = tr("Cannot remove the old build %1.").arg(output);
    return false;
  }
  current_ = Result{source, output, false, {}, {}, {}};
  currentHash_ = hashOf(source);
  currentCommand_ = command;
  timedOut_ = false;
  if (command.trimmed().isEmpty()) {
    // Nothing to build (Python by default): the source itself is what runs.
    current_.success = true;
    records_.insert(source, Record{true, currentHash_, output, {}, command});
    emit started(source, QString());
    emit finished(current_);
    return true;
  }
  const QStringList words = BuildSettings::expand(command, output, source);
  if (words.isEmpty()) {
    *error = tr("The build command \"%1\" is empty.").arg(command);
    return false;
  }
  if (Debugger::SandboxPolicy::required() && !output.isEmpty()) {
    startSandboxed(source, words, output);
    return true;
  }
  startProcess(source, words.first(), words.mid(1), words.join(QLatin1Char(' ')));
  return true;
}

bool BotBuilder::startCourse(const QString& source, QString* error)
{
  const QString gameId = BuildSettings::courseGameId();
  if (gameId.isEmpty()) {
    *error = tr("This build of Kibitz has no game with a course API.");
    return false;
  }
  QString problem;
  std::optional<Debugger::CoursePlayerBuild::Plan> plan =
      Debugger::CoursePlayerBuild::plan(gameId, source, BuildSettings::command(BotLanguage::CourseCpp), &problem);
  if (!plan) {
    *error = problem;
    return false;
  }
  records_.remove(source);
  current_ = Result{source, plan->executable, false, {}, {}, {}};
  currentHash_ = hashOf(source);
  currentCommand_ = BuildSettings::command(BotLanguage::CourseCpp);
  timedOut_ = false;
  if (plan->upToDate) {
    // The build cache already holds this very content's program.
    current_.success = true;
    current_.output = tr("Up to date: %1 was built from this content before.").arg(plan->executable);
    records_.insert(source, Record{true, currentHash_, plan->executable, hashOf(plan->executable), currentCommand_});
    emit started(source, plan->commandLine());
    emit outputReceived(current_.output);
    emit finished(current_);
    return true;
  }
  coursePlan_ = plan;
  if (Debugger::SandboxPolicy::required()) {
    startSandboxed(source, {}, {});
    return true;
  }
  startProcess(source, plan->program, plan->arguments, plan->commandLine());
  return true;
}

void BotBuilder::startSandboxed(const QString& source, const QStringList& words, const QString& output)
{
  // The compiler reads whatever the source names: in the sandbox it sees the system, the
  // source's folder and a build folder of its own, which holds the program until it is
  // moved to `output`. Its output arrives whole at the end.
  Debugger::ProcessOptions options = BuildSettings::processOptions();
  options.sandbox = true;
  const int timeout = timeoutMs;
  auto run = std::make_shared<Debugger::ContainedRun>();
  QThread* thread = nullptr;
  if (coursePlan_) {
    emit started(source, coursePlan_->commandLine());
    const Debugger::CoursePlayerBuild::Plan plan = *coursePlan_;
    thread = QThread::create([plan, options, timeout, run] { *run = Debugger::CoursePlayerBuild::compile(plan, options, timeout); });
  } else {
    emit started(source, words.join(QLatin1Char(' ')));
    auto buildDir = std::make_shared<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/kibitz-build-XXXXXX"));
    const QString staged = buildDir->path() + QLatin1Char('/') + QFileInfo(output).fileName();
    QStringList staging;
    for (const QString& word : words)  // whole words only: "bot.cpp" starts with "bot" too
      staging << (word == output ? staged : word == QStringLiteral("-o") + output ? QStringLiteral("-o") + staged : word);
    const QString sourceDir = QFileInfo(source).canonicalPath();
    thread = QThread::create([staging, sourceDir, buildDir, options, timeout, run, staged, output] {
      if (::geteuid() == 0)  // the sandbox's compiler runs as nobody
        ::chown(QFile::encodeName(buildDir->path()).constData(), Debugger::kSandboxRootUid, Debugger::kSandboxRootGid);
      Debugger::SandboxExtras extras;
      if (::geteuid() != 0)  // bwrap runs as nobody for root, who cannot reach root's folders
        extras.readOnlyDirs << sourceDir;
      extras.keepWorkingDirectory = true;
      *run = Debugger::runContained(staging, options, buildDir->path(), extras, timeout);
      if (run->succeeded() && (!QFile::exists(staged) || !QFile::rename(staged, output)))
        run->problem = QStringLiteral("cannot move the program to %1").arg(output);
    });
  }
  sandboxedBuild_ = thread;
  connect(thread, &QThread::finished, this, [this, thread, run] {
    thread->deleteLater();
    if (sandboxedBuild_ != thread)
      return;  // cancelled
    sandboxedBuild_ = nullptr;
    const QString text = QString::fromLocal8Bit(run->output);
    current_.output += text;
    if (!text.isEmpty())
      emit outputReceived(text);
    if (!run->started)
      current_.problem = tr("The build command could not start: %1").arg(run->problem);
    else if (run->timedOut)
      current_.problem = tr("The build took longer than %n second(s) and was stopped.", nullptr, timeoutMs / 1000);
    else if (!run->succeeded() && !WIFEXITED(run->waitStatus))
      current_.problem = tr("The build was stopped.");
    else if (!run->succeeded())
      current_.problem = tr("The build failed with exit code %1.").arg(WEXITSTATUS(run->waitStatus));
    else if (!run->problem.isEmpty())
      current_.problem = run->problem;
    conclude(WIFEXITED(run->waitStatus) ? WEXITSTATUS(run->waitStatus) : -1, !run->started || !WIFEXITED(run->waitStatus));
  });
  thread->start();
}

void BotBuilder::startProcess(const QString& source, const QString& program, const QStringList& arguments, const QString& shown)
{
  process_ = new QProcess(this);
  process_->setProcessChannelMode(QProcess::MergedChannels);
  process_->setWorkingDirectory(QFileInfo(source).absolutePath());
  connect(process_, &QProcess::readyRead, this, [this] {
    const QString text = QString::fromLocal8Bit(process_->readAll());
    current_.output += text;
    emit outputReceived(text);
  });
  connect(process_, &QProcess::finished, this,
          [this](int code, QProcess::ExitStatus status) { onFinished(code, int(status)); });
  connect(process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
    if (e == QProcess::FailedToStart)
      onFinished(-1, int(QProcess::CrashExit));
  });
  emit started(source, shown);
  process_->start(program, arguments);
  timeout_->start(timeoutMs);
}

void BotBuilder::cancel()
{
  if (process_)
    process_->kill();
}

void BotBuilder::onFinished(int exitCode, int exitStatus)
{
  if (!process_)
    return;
  timeout_->stop();
  QProcess* process = process_;
  process_ = nullptr;
  const QString rest = QString::fromLocal8Bit(process->readAll());
  current_.output += rest;
  if (!rest.isEmpty())
    emit outputReceived(rest);
  if (process->error() == QProcess::FailedToStart)
    current_.problem = tr("The build command could not start: %1").arg(process->errorString());
  else if (timedOut_)
    current_.problem = tr("The build took longer than %n second(s) and was stopped.", nullptr, timeoutMs / 1000);
  else if (exitStatus != QProcess::NormalExit)
    current_.problem = tr("The build was stopped.");
  else if (exitCode != 0)
    current_.problem = tr("The build failed with exit code %1.").arg(exitCode);
  process->deleteLater();
  conclude(exitCode, exitStatus != QProcess::NormalExit);
}

void BotBuilder::conclude(int exitCode, bool crashed)
{
  const bool course = coursePlan_.has_value();
  if (course) {
    // Moves the program into the cache, or removes what a failed build left.
    QString why;
    const bool placed = Debugger::CoursePlayerBuild::finish(*coursePlan_, exitCode, crashed, current_.output, &why,
                                                            BuildSettings::processOptions());
    if (!placed && current_.problem.isEmpty())
      current_.problem = why.section(QLatin1Char('\n'), 0, 0);
    coursePlan_.reset();
  }
  if (current_.problem.isEmpty() && !current_.outputPath.isEmpty() && !QFileInfo(current_.outputPath).isExecutable())
    current_.problem = tr("The build succeeded but made no program %1.").arg(current_.outputPath);
  current_.success = current_.problem.isEmpty();
  current_.diagnostics = parseDiagnostics(current_.output, QFileInfo(current_.sourcePath).absolutePath());
  // A course build's cached program belongs to its content: only our own output goes.
  if (!current_.success && !current_.outputPath.isEmpty() && !course)
    QFile::remove(current_.outputPath);
  records_.insert(current_.sourcePath, Record{current_.success, currentHash_, current_.outputPath,
                                              current_.success ? hashOf(current_.outputPath) : QByteArray(), currentCommand_});
  emit finished(current_);
}

QString BotBuilder::runnableSpec(const QString& sourcePath, BotLanguage language, QString* error) const
{
  const QString source = QFileInfo(sourcePath).absoluteFilePath();
  const QString name = QFileInfo(source).fileName();
  if (!QFileInfo::exists(source)) {
    *error = tr("%1 does not exist.").arg(source);
    return {};
  }
  const std::optional<Record> record = records_.find(source);
  const QByteArray sourceHash = hashOf(source);
  const bool sameContent = record && record->sourceHash == sourceHash;
  // A Python bot runs as it is: its compile check only stops it when this very content
  // failed the check.
  if (language == BotLanguage::Python && sameContent && !record->success) {
    *error = tr("The last check of %1 failed: fix the errors and build again.").arg(name);
    return {};
  }
  const QString command = BuildSettings::command(language);
  const bool needsBuild = language != BotLanguage::Python && !command.trimmed().isEmpty();
  if (!needsBuild)
    return BuildSettings::runSpec(language, source);
  if (language == BotLanguage::CourseCpp) {
    // The build cache is keyed by content: this content's program there is up to date.
    if (!(sameContent && record->success)) {
      QString problem;
      const auto plan = Debugger::CoursePlayerBuild::plan(BuildSettings::courseGameId(), source, command, &problem);
      if (!plan || !plan->upToDate) {
        *error = !record ? tr("%1 has not been built yet: build it first (Editor ▸ Build Bot, Ctrl+B).").arg(name)
                 : !sameContent ? tr("%1 changed since its last build: build it again.").arg(name)
                                : tr("The last build of %1 failed: fix the errors and build again.").arg(name);
        return {};
      }
    }
    return BuildSettings::runSpec(language, source);
  }
  const QString output = BuildSettings::outputPathFor(source);
  const QFileInfo program(output);
  const bool programIsTheBuilt = record && program.isExecutable() && hashOf(output) == record->outputHash;
  if (record && record->success && sameContent && record->command == command && programIsTheBuilt)
    return BuildSettings::runSpec(language, source);
  // Rebuilt elsewhere (a terminal, another window) after Kibitz built it once: a program
  // newer than the source's last change, which is not the one recorded here. A program
  // Kibitz never built is not trusted.
  if (record && program.isExecutable() && !programIsTheBuilt && program.lastModified() >= QFileInfo(source).lastModified())
    return BuildSettings::runSpec(language, source);
  if (!record)
    *error = tr("%1 has not been built yet: build it first (Editor ▸ Build Bot, Ctrl+B).").arg(name);
  else if (!sameContent)
    *error = tr("%1 changed since its last build: build it again.").arg(name);
  else if (!record->success)
    *error = tr("The last build of %1 failed: fix the errors and build again.").arg(name);
  else if (record->command != command)
    *error = tr("The build command changed since %1 was built: build it again.").arg(name);
  else if (!program.isExecutable())
    *error = tr("The built program %1 is missing: build it again.").arg(output);
  else
    *error = tr("The built program %1 changed since it was built from %2: build it again.").arg(output, name);
  return {};
}

}  // namespace Kibitz::App

#include "external/referee_process.h"

#include "files/scratch_dirs.h"
#include "match/process_channel.h"
#include "match/process_launch.h"
#include "match/process_spawn.h"

#include "match/sandbox_command.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

namespace Kibitz::Debugger {

namespace {

// The referee's own folder, which the sandbox shows it read-only (a referee is often
// several files: a script and its modules, a jar and its assets): the folder of the first
// argument naming an existing file (`python3 ref/main.py`, `java -cp ref/referee.jar ...`),
// else of the program when it is given as a path (`./referee`); empty when neither.
QString ownFolder(const QStringList& words)
{
  for (qsizetype i = 1; i < words.size(); ++i) {
    const QFileInfo file(words[i]);
    if (!words[i].startsWith(QLatin1Char('-')) && file.isFile())
      return file.canonicalPath();
  }
  const QFileInfo program(words.value(0));
  return words.value(0).contains(QLatin1Char('/')) && program.isFile() ? program.canonicalPath() : QString();
}

}  // namespace

std::unique_ptr<RefereeProcess> RefereeProcess::start(const QString& command, const ProcessOptions& options,
                                                      int replyTimeoutMs, QString* error)
{
  auto workDir = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/kibitz-referee-XXXXXX"));
  if (!workDir->isValid()) {
    *error = QStringLiteral("referee %1: cannot create a working directory: %2").arg(command, workDir->errorString());
    return nullptr;
  }
  ScratchDirs::add(workDir->path());
  // The referee has no turn limit of its own and may run the whole match: its CPU cap is
  // the options' total, like a bot's.
  const QStringList words = QProcess::splitCommand(command);
  SandboxExtras extras;
  if (const QString folder = ownFolder(words); !folder.isEmpty())
    extras.readOnlyDirs << folder;
  LaunchPlan plan;
  SpawnedBot process;
  QString why = words.isEmpty() ? QStringLiteral("empty command") : QString();
  if (words.isEmpty() || !makeLaunchPlan(words, options, workDir->path(), &plan, &why, extras)
      || !spawnBot(plan, &process, &why)) {
    ScratchDirs::remove(workDir->path());
    *error = QStringLiteral("referee %1: %2").arg(command, why);
    return nullptr;
  }
  ProcessChannel::Bounds bounds;
  bounds.maxLineBytes = options.maxLineBytes;
  bounds.maxStderrBytes = kMaxStderrBytes;
  return std::unique_ptr<RefereeProcess>(new RefereeProcess(
      std::move(workDir), std::make_unique<ProcessChannel>(process, bounds), replyTimeoutMs));
}

RefereeProcess::RefereeProcess(std::unique_ptr<QTemporaryDir> workDir, std::unique_ptr<ProcessChannel> channel,
                               int replyTimeoutMs)
    : workDir_(std::move(workDir)), channel_(std::move(channel)), replyTimeoutMs_(replyTimeoutMs)
{
}

RefereeProcess::~RefereeProcess()
{
  finish(0);
}

qint64 RefereeProcess::processId() const
{
  return channel_->botPid();
}

void RefereeProcess::send(const QByteArray& bytes)
{
  pending_ += bytes;
}

std::optional<QString> RefereeProcess::readLine(QString* error)
{
  const qint64 limitNs = replyTimeoutMs_ > 0 ? qint64(replyTimeoutMs_) * 1'000'000 : -1;
  ProcessChannel::Turn turn = channel_->exchange(pending_, limitNs, [](const QStringList&) { return true; });
  pending_.clear();
  if (stderr_.size() < kMaxStderrBytes)
    stderr_ += turn.stderrBytes.left(kMaxStderrBytes - stderr_.size());
  switch (turn.outcome) {
  case ProcessChannel::Outcome::Reply:
    break;
  case ProcessChannel::Outcome::Timeout:
    *error = QStringLiteral("the referee sent nothing for %1 ms after line %2").arg(replyTimeoutMs_).arg(lineNumber_);
    return std::nullopt;
  case ProcessChannel::Outcome::Gone:
    // The channel speaks of "the bot"; here it is the referee.
    *error = QStringLiteral("the referee stopped after line %1: %2")
                 .arg(lineNumber_)
                 .arg(QString(channel_->goneReason()).replace(QLatin1String("the bot "), QLatin1String("it ")));
    return std::nullopt;
  }
  const QString line = turn.lines.value(0);
  ++lineNumber_;
  bytesRead_ += line.size() + 1;
  if (bytesRead_ > kMaxOutputBytes) {
    *error = QStringLiteral("the referee sent more than %1 (line %2)")
                 .arg(describeByteCount(qsizetype(kMaxOutputBytes)))
                 .arg(lineNumber_);
    return std::nullopt;
  }
  return line;
}

QString RefereeProcess::takeStderr()
{
  QString text = QString::fromUtf8(stderr_);
  stderr_.clear();
  return text;
}

void RefereeProcess::finish(int graceMs)
{
  if (finished_)
    return;
  finished_ = true;
  channel_->finish(pending_, graceMs);
  pending_.clear();
  if (workDir_)
    ScratchDirs::remove(workDir_->path());
}

}  // namespace Kibitz::Debugger

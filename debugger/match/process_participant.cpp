#include "match/process_participant.h"
#include "match/sandboxed_process.h"

#include "files/scratch_dirs.h"
#include "match/process_channel.h"
#include "match/process_launch.h"
#include "match/process_spawn.h"
#include "telemetry/process_tree_usage.h"
#include "profile/perf_recorder.h"
#include "profile/profiler_checks.h"
#include "profile/python_profile.h"

#include "core/state.h"

#include <QDir>
#include <QTemporaryDir>
#include <QThread>

namespace Kibitz::Debugger {

namespace {

QString lateReason(const ProcessChannel::Turn& turn, int limitMs)
{
  switch (turn.late) {
  case ProcessChannel::Late::OwnCpu:
    return QStringLiteral("no reply within %1 ms of its own CPU time").arg(limitMs);
  case ProcessChannel::Late::WallBackstop:
    return QStringLiteral("no reply within %1 ms of wall time, the most a %2 ms limit waits for bots sharing the cores")
        .arg(qRound(double(turn.elapsedNs) / 1e6))
        .arg(limitMs);
  case ProcessChannel::Late::No:
  case ProcessChannel::Late::WallClock:
    break;
  }
  return QStringLiteral("no reply within %1 ms").arg(limitMs);
}

}  // namespace

std::unique_ptr<ProcessParticipant> ProcessParticipant::start(const QString& command, const ProcessOptions& requested,
                                                              QString* error)
{
  // Profiling: refused before the bot starts when the machine does not allow it.
  ProcessOptions options = requested;
  auto workDir = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/kibitz-bot-XXXXXX"));
  if (!workDir->isValid()) {
    *error = QStringLiteral("cmd:%1: cannot create a working directory: %2").arg(command, workDir->errorString());
    return nullptr;
  }
  std::unique_ptr<PythonProfile> python;
  if (options.profile && runsPython(command)) {
    python = PythonProfile::prepare(error);
    if (!python)
      return nullptr;
    options.pythonProfileWrapper = python->wrapperPath();
    // In the sandbox the wrapper writes into the bot's private working directory, read
    // through the bot's /proc/PID/root before it ends (collectSandboxedOutput).
    options.pythonProfileOutput = options.sandbox ? workDir->filePath(PythonProfile::kSandboxedOutputName) : python->outputPath();
  } else if (options.profile) {
    if (const QString refusal = ProfilerChecks::nativeRefusal(); !refusal.isEmpty()) {
      *error = refusal;
      return nullptr;
    }
  }
  ScratchDirs::add(workDir->path());
  LaunchPlan plan;
  if (!makeLaunchPlan(command, options, workDir->path(), &plan, error)) {
    ScratchDirs::remove(workDir->path());
    return nullptr;
  }
  SpawnedBot bot;
  QString why;
  if (!spawnBot(plan, &bot, &why)) {
    ScratchDirs::remove(workDir->path());
    *error = QStringLiteral("cmd:%1: %2").arg(command, why);
    return nullptr;
  }
  ProcessChannel::Bounds bounds;
  bounds.maxLineBytes = options.maxLineBytes;
  bounds.maxStderrBytes = options.maxStderrBytesPerTurn;
  std::unique_ptr<ProcessParticipant> participant(
      new ProcessParticipant(options, std::move(workDir), std::make_unique<ProcessChannel>(bot, bounds)));
  participant->debuggerInProcess_ = plan.debuggerInProcess;
  participant->command_ = command;
  participant->python_ = std::move(python);
  if (options.profile && !participant->python_) {
    // perf attaches from outside, to the bot's own process (inside the sandbox, the one a
    // debugger attaches to), before its first turn.
    const qint64 target = options.sandbox ? waitForSandboxedBot(participant->processId(), 10'000) : participant->processId();
    if (target <= 0) {
      *error = ProfilerChecks::attachRefused(participant->processId(), QStringLiteral("the bot's process in the sandbox did not start"));
      return nullptr;
    }
    participant->perf_ = PerfRecorder::attach(target, error);
    if (!participant->perf_)
      return nullptr;
  }
  return participant;
}

QString ProcessParticipant::profiler() const
{
  return perf_ ? QStringLiteral("perf") : python_ ? QStringLiteral("python") : QString();
}

QList<ProfileChunk> ProcessParticipant::takeProfile(QStringList* warnings, SourcePlaces* sources)
{
  const QString name = QStringLiteral("cmd:%1").arg(command_);
  QList<ProfileChunk> chunks;
  if (perf_) {
    chunks = perf_->stop(name, warnings);
    if (sources)
      *sources = perf_->sources();
  } else if (python_) {
    chunks = python_->read(name, warnings, sources);
  }
  perf_.reset();
  python_.reset();
  return chunks;
}

ProcessParticipant::ProcessParticipant(const ProcessOptions& options, std::unique_ptr<QTemporaryDir> workDir,
                                       std::unique_ptr<ProcessChannel> channel)
    : options_(options), workDir_(std::move(workDir)), channel_(std::move(channel)),
      usage_(std::make_unique<ProcessTreeUsage>(channel_->botPid()))
{
}

ProcessParticipant::~ProcessParticipant()
{
  if (workDir_)
    ScratchDirs::remove(workDir_->path());
}

qint64 ProcessParticipant::processId() const
{
  return channel_->botPid();
}

qint64 ProcessParticipant::debuggeeId() const
{
  return options_.sandbox ? sandboxedBotProcess(processId()) : processId();
}

QString ProcessParticipant::workingDirectory() const
{
  return workDir_ ? workDir_->path() : QString();
}

int ProcessParticipant::timeLimitMs(const Rules::State& state, int player) const
{
  return options_.noTimeLimit ? 0 : options_.timeLimitOverrideMs > 0 ? options_.timeLimitOverrideMs : state.timeLimitMs(player);
}

void ProcessParticipant::sendRequest(const Rules::State& state, int player, int botsAtOnce)
{
  // A bot whose debugger runs in its own process (debugpy) spends CPU time while stopped:
  // its turns have no limit, as the replay says (MatchBuilder, BotRerun).
  sentLimitMs_ = debuggerInProcess_ ? 0 : cpuTimeLimitMs_ >= 0 ? cpuTimeLimitMs_ : timeLimitMs(state, player);
  sentInput_ = state.observation(player);
  ProcessChannel::Limits limits;
  limits.limitNs = options_.noTimeLimit || sentLimitMs_ <= 0 ? -1 : qint64(sentLimitMs_) * 1'000'000;
  const auto ownCpuTime = [this] { return usage_->sample().cpuNs - cpuNsAtLastReply_; };
  // More bots than cores compute at once: each waits for a core, so its own CPU time is
  // what counts, and the wall clock waits as long as the bots' share of the cores needs.
  const int cores = options_.sharedCores > 0 ? options_.sharedCores : qMax(1, QThread::idealThreadCount());
  if (limits.limitNs >= 0 && (cpuTimeLimitMs_ >= 0 || options_.judgeOnCpuTime)) {
    limits.cpuClock = ownCpuTime;  // no wall clock: a debugger may hold the bot
  } else if (botsAtOnce > cores && limits.limitNs >= 0) {
    limits.cpuClock = ownCpuTime;
    limits.wallBackstopNs = limits.limitNs * ((botsAtOnce + cores - 1) / cores);
  }
  channel_->begin(sentInput_.toUtf8(), std::move(limits),
                  [&state, player](const QStringList& lines) { return state.replyComplete(player, lines); });
  requestSent_ = true;
}

void ProcessParticipant::waitForReplies(const QList<ProcessParticipant*>& bots)
{
  QList<ProcessChannel*> channels;
  channels.reserve(bots.size());
  for (ProcessParticipant* bot : bots)
    channels << bot->channel_.get();
  ProcessChannel::exchangeAll(channels);
}

Rules::Move ProcessParticipant::request(const Rules::State& state, int player, PlayerExchange* exchange)
{
  if (!requestSent_)
    sendRequest(state, player, 1);
  requestSent_ = false;
  ProcessChannel::exchangeAll({channel_.get()});  // at once when waitForReplies() had it
  const ProcessChannel::Turn turn = channel_->takeTurn();
  const int limitMs = sentLimitMs_;
  // Everything the tree ran since the previous reply (children still busy after it included).
  const ProcessTreeUsage::Totals used = usage_->sample();
  const qint64 cpuNs = used.cpuNs - cpuNsAtLastReply_;
  cpuNsAtLastReply_ = used.cpuNs;

  Rules::Move move;
  switch (turn.outcome) {
  case ProcessChannel::Outcome::Reply:
    move = state.parseReply(player, turn.lines);
    break;
  case ProcessChannel::Outcome::Timeout:
    move = Rules::Move::failed(Rules::Move::Status::Timeout, lateReason(turn, limitMs));
    break;
  case ProcessChannel::Outcome::Gone:
    move = Rules::Move::failed(Rules::Move::Status::Crashed, channel_->goneReason());
    break;
  }
  if (exchange) {
    exchange->player = player;
    exchange->input = std::move(sentInput_);
    exchange->output = turn.lines;
    exchange->stderrText = QString::fromUtf8(turn.stderrBytes);
    exchange->stderrTruncated = turn.stderrTruncated;
    exchange->timeMs = double(turn.elapsedNs) / 1e6;
    exchange->limitMs = limitMs;  // 0: no limit
    exchange->cpuMs = double(cpuNs) / 1e6;
    exchange->rssKb = used.rssKb;
    exchange->peakRssKb = used.peakRssKb;
    if (turn.startMonotonicNs >= 0)
      exchange->window = {turn.startMonotonicNs, turn.startMonotonicNs + turn.elapsedNs};
    recordVerdict(move, exchange);
  }
  sentInput_.clear();
  return move;
}

void ProcessParticipant::warmUp(const Rules::State& state, int player)
{
  request(state, player, nullptr);
}

void ProcessParticipant::finish(const Rules::State& state, int player)
{
  if (perf_)
    perf_->endRecording();  // the match is over: what the bot does now is no turn's
  if (python_ && options_.sandbox)
    python_->collectSandboxedOutput(debuggeeId(), options_.pythonProfileOutput);
  channel_->finish(state.finalMessage(player).toUtf8(), options_.finishGraceMs);
  if (workDir_)
    ScratchDirs::remove(workDir_->path());
  workDir_.reset();
}

std::unique_ptr<Participant> makeProcessParticipant(const QString& command, QString* error, const ProcessOptions& options)
{
  return ProcessParticipant::start(command, options, error);
}

}  // namespace Kibitz::Debugger

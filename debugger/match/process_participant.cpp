#include "match/process_participant.h"

#include "files/scratch_dirs.h"
#include "match/process_channel.h"
#include "match/process_launch.h"
#include "match/process_spawn.h"
#include "match/process_tree_usage.h"

#include "core/state.h"

#include <QDir>
#include <QTemporaryDir>

namespace Kibitz::Debugger {

std::unique_ptr<ProcessParticipant> ProcessParticipant::start(const QString& command, const ProcessOptions& options,
                                                              QString* error)
{
  auto workDir = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/kibitz-bot-XXXXXX"));
  if (!workDir->isValid()) {
    *error = QStringLiteral("cmd:%1: cannot create a working directory: %2").arg(command, workDir->errorString());
    return nullptr;
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
  return std::unique_ptr<ProcessParticipant>(
      new ProcessParticipant(options, std::move(workDir), std::make_unique<ProcessChannel>(bot, bounds)));
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

QString ProcessParticipant::workingDirectory() const
{
  return workDir_ ? workDir_->path() : QString();
}

int ProcessParticipant::timeLimitMs(const Rules::State& state, int player) const
{
  return options_.noTimeLimit ? 0 : options_.timeLimitOverrideMs > 0 ? options_.timeLimitOverrideMs : state.timeLimitMs(player);
}

Rules::Move ProcessParticipant::request(const Rules::State& state, int player, PlayerExchange* exchange)
{
  const int limitMs = timeLimitMs(state, player);
  const qint64 limitNs = options_.noTimeLimit ? -1 : qint64(limitMs) * 1'000'000;
  const QString input = state.observation(player);
  const ProcessChannel::Turn turn =
      channel_->exchange(input.toUtf8(), limitNs, [&](const QStringList& lines) { return state.replyComplete(player, lines); });
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
    move = Rules::Move::failed(Rules::Move::Status::Timeout, QStringLiteral("no reply within %1 ms").arg(limitMs));
    break;
  case ProcessChannel::Outcome::Gone:
    move = Rules::Move::failed(Rules::Move::Status::Crashed, channel_->goneReason());
    break;
  }
  if (exchange) {
    exchange->player = player;
    exchange->input = input;
    exchange->output = turn.lines;
    exchange->stderrText = QString::fromUtf8(turn.stderrBytes);
    exchange->stderrTruncated = turn.stderrTruncated;
    exchange->timeMs = double(turn.elapsedNs) / 1e6;
    exchange->limitMs = limitMs;  // 0: no limit
    exchange->cpuMs = double(cpuNs) / 1e6;
    exchange->rssKb = used.rssKb;
    exchange->peakRssKb = used.peakRssKb;
    recordVerdict(move, exchange);
  }
  return move;
}

void ProcessParticipant::warmUp(const Rules::State& state, int player)
{
  request(state, player, nullptr);
}

void ProcessParticipant::finish(const Rules::State& state, int player)
{
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

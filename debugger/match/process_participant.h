#pragma once

#include "match/participant.h"
#include "match/process_options.h"
#include "replay/turn_profile.h"

#include <QString>

#include <memory>

class QTemporaryDir;

namespace Kibitz::Debugger {

struct ProfileChunk;
class PerfRecorder;
class PythonProfile;
class ProcessChannel;
class ProcessTreeUsage;

// An external bot (`cmd:COMMAND`): a process that reads each turn's observation on stdin
// and answers on stdout. Started when created, in a fresh temporary working directory,
// contained as docs/bot-processes.md describes; ended by finish() or the destructor.
class ProcessParticipant final : public Participant {
public:
  // Null with an error naming the command when it cannot be started.
  static std::unique_ptr<ProcessParticipant> start(const QString& command, const ProcessOptions& options,
                                                   QString* error);
  ~ProcessParticipant() override;

  // Timeout when no complete reply came in time, Crashed once the bot is gone (and at
  // once for every later turn), otherwise what State::parseReply() says.
  Rules::Move request(const Rules::State& state, int player, PlayerExchange* exchange) override;
  void finish(const Rules::State& state, int player) override;
  // A match continued midway shows the bot the history (its replies are not used), so a
  // bot with memory continues where it would have been.
  void warmUp(const Rules::State& state, int player) override;
  // The game's limit, or the options' override; 0 without a limit.
  int timeLimitMs(const Rules::State& state, int player) const override;

  // Sends the turn's input now, so that this bot computes while others are asked too;
  // the next request() for the same turn gives its reply. With more `botsAtOnce` than
  // cores (ProcessOptions::sharedCores) the limit is judged on this bot's own CPU time,
  // the wall clock waiting at most the limit times the bots per core. MatchRunner::step() does this for
  // every external bot of a simultaneous turn, then waits on them with waitForReplies().
  void sendRequest(const Rules::State& state, int player, int botsAtOnce);
  static void waitForReplies(const QList<ProcessParticipant*>& bots);

  // The bot's process id, which is also its process group and session (for attaching a
  // debugger, or for tests).
  qint64 processId() const;
  // The process a debugger attaches to: processId(), or in the sandbox the bot's own
  // process inside it (sandboxed_process.h); 0 while it cannot be found.
  qint64 debuggeeId() const;
  bool sandboxed() const { return options_.sandbox; }
  // The debugger this bot was started for (DebugPlanner::plan), if any.
  const std::optional<DebugAttachment>& debugAttachment() const { return options_.debug; }
  // Its debugger runs inside it (debugpy): its turns have no time limit (LaunchPlan).
  bool debuggerInProcess() const { return debuggerInProcess_; }
  // From the next turn, a limit of `ms` on the bot's own CPU time only (0: none), however
  // long the turn lasts on the wall clock: a re-run bot may wait for its author's debugger
  // at the turn under study, and the time it is stopped there is not its time. -1: back
  // to the options' limits.
  void setCpuTimeLimit(int ms) { cpuTimeLimitMs_ = ms; }
  QString workingDirectory() const;

  // Profiling (ProcessOptions::profile): "perf" or "python", empty when not profiled.
  QString profiler() const;
  // After finish(): every sample taken while the bot ran, to be cut by the exchanges'
  // windows (each recorded exchange has its window); `warnings` gets what the user should
  // know (no symbols, samples lost).
  QList<ProfileChunk> takeProfile(QStringList* warnings, SourcePlaces* sources = nullptr);

private:
  ProcessParticipant(const ProcessOptions& options, std::unique_ptr<QTemporaryDir> workDir,
                     std::unique_ptr<ProcessChannel> channel);

  ProcessOptions options_;
  std::unique_ptr<QTemporaryDir> workDir_;  // declared first: removed after the bot is gone
  std::unique_ptr<ProcessChannel> channel_;
  std::unique_ptr<ProcessTreeUsage> usage_;  // the bot's CPU time and memory
  qint64 cpuNsAtLastReply_ = 0;
  QString sentInput_;      // the input of the request in flight
  int sentLimitMs_ = 0;
  int cpuTimeLimitMs_ = -1;  // setCpuTimeLimit()
  bool requestSent_ = false;
  bool debuggerInProcess_ = false;
  QString command_;
  std::unique_ptr<PerfRecorder> perf_;
  std::unique_ptr<PythonProfile> python_;
};

// An external bot: `command` is split into words like a shell would (no shell runs it).
std::unique_ptr<Participant> makeProcessParticipant(const QString& command, QString* error,
                                                    const ProcessOptions& options = {});

}  // namespace Kibitz::Debugger

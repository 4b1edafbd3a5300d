#pragma once

#include "match/process_line_buffer.h"
#include "match/process_spawn.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace Kibitz::Debugger {

// The runner's side of one bot process: sends a turn's input, collects the reply lines
// from stdout within a time limit, captures stderr, and notices when the bot is gone.
// Blocking (ppoll on the pipes, no event loop), for a worker thread or the CLI.
// Memory is bounded: the stdout buffer by the longest accepted line plus one read, the
// captured stderr by a per-turn cap, the unsent input by a fixed cap.
class ProcessChannel {
public:
  struct Bounds {
    qsizetype maxLineBytes = qsizetype(1) << 20;
    qsizetype maxStderrBytes = qsizetype(64) << 10;
  };
  enum class Outcome {
    Reply,    // `lines` hold a complete reply
    Timeout,  // no complete reply within the limit (what came stays queued)
    Gone,     // the bot cannot answer any more: see goneReason()
  };
  struct Turn {
    Outcome outcome = Outcome::Gone;
    QStringList lines;
    QByteArray stderrBytes;  // what the bot wrote on stderr while the turn lasted
    bool stderrTruncated = false;
    qint64 elapsedNs = 0;
  };
  // Whether the lines received so far form the whole reply.
  using ReplyCheck = std::function<bool(const QStringList&)>;

  ProcessChannel(const SpawnedBot& bot, Bounds bounds);
  ~ProcessChannel();  // ends the bot at once if finish() was not called
  ProcessChannel(const ProcessChannel&) = delete;
  ProcessChannel& operator=(const ProcessChannel&) = delete;

  // Writes `input` and reads lines until `complete` accepts them or `limitNs` passes
  // (< 0: no limit). Lines already queued are used first, even when the bot is gone.
  Turn exchange(QByteArrayView input, qint64 limitNs, const ReplyCheck& complete);

  // "the bot exited with code 3", "the bot was killed by signal 11 (SIGSEGV)", ...
  const QString& goneReason() const { return goneReason_; }
  pid_t botPid() const { return bot_.bot; }
  // The bot's wait status once it exited (a sandboxed bot's as if bwrap were not there).
  std::optional<int> waitStatus() const { return waitStatus_; }

  // Sends `finalMessage`, closes the pipes, waits up to `graceMs` for the bot to exit,
  // then has the shepherd kill whatever is left of its process tree and reaps it.
  void finish(QByteArrayView finalMessage, int graceMs);

private:
  bool takeReply(Turn* turn, qsizetype* used, const ReplyCheck& complete);
  void pump(qint64 timeoutNs, Turn* turn);
  void flushInput();
  void readStdout();
  void drainStdout();
  void readStderr(Turn* turn);
  void readStatus();
  void outputClosed();
  void setGone(const QString& reason);
  void killBot();

  SpawnedBot bot_;
  Bounds bounds_;
  ProcessLineBuffer lines_;
  QByteArray readBuffer_;    // one pipe read
  QByteArray pendingInput_;  // not yet accepted by the pipe, from pendingOffset_
  qsizetype pendingOffset_ = 0;
  bool exited_ = false;      // the bot's wait status arrived
  std::optional<int> waitStatus_;
  bool gone_ = false;
  QString goneReason_;
  bool finished_ = false;
};

// "the bot exited with code 3", "the bot was killed by signal 11 (SIGSEGV)".
QString describeWaitStatus(int status);
// "1 MiB", "64 KiB", "1000 bytes".
QString describeByteCount(qsizetype bytes);

}  // namespace Kibitz::Debugger

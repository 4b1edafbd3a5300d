#pragma once

#include "match/process_line_buffer.h"
#include "match/process_spawn.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <QElapsedTimer>

#include <functional>
#include <optional>

struct pollfd;

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
  // Why a turn is a Timeout: which clock ran out.
  enum class Late { No, WallClock, OwnCpu, WallBackstop };
  struct Turn {
    Outcome outcome = Outcome::Gone;
    Late late = Late::No;
    QStringList lines;
    QByteArray stderrBytes;  // what the bot wrote on stderr while the turn lasted
    bool stderrTruncated = false;
    qint64 elapsedNs = 0;
    // When the input was written, on CLOCK_MONOTONIC (the clock `perf record -k
    // CLOCK_MONOTONIC` stamps samples with): a turn's stretch is this plus elapsedNs.
    qint64 startMonotonicNs = -1;
  };
  // Whether the lines received so far form the whole reply.
  using ReplyCheck = std::function<bool(const QStringList&)>;
  // The bot's on-CPU time since the turn began, in nanoseconds.
  using CpuClock = std::function<qint64()>;
  // How a turn's time is judged. By default on the wall clock: a reply must come within
  // `limitNs` (< 0: no limit). With a `cpuClock`, on the bot's own CPU time: a bot asked at
  // the same time as others, and so sharing the cores, is late only once it has computed
  // for `limitNs`, or once `wallBackstopNs` passed (a bot that sleeps or waits).
  struct Limits {
    qint64 limitNs = -1;
    CpuClock cpuClock;
    qint64 wallBackstopNs = -1;
  };

  ProcessChannel(const SpawnedBot& bot, Bounds bounds);
  ~ProcessChannel();  // ends the bot at once if finish() was not called
  ProcessChannel(const ProcessChannel&) = delete;
  ProcessChannel& operator=(const ProcessChannel&) = delete;

  // Writes `input` and reads lines until `complete` accepts them or `limitNs` passes
  // (< 0: no limit). Lines already queued are used first, even when the bot is gone.
  Turn exchange(QByteArrayView input, qint64 limitNs, const ReplyCheck& complete);

  // The same in three steps, so that several bots compute at once: begin() writes the
  // input of every bot, exchangeAll() waits on all of their pipes together (each reply is
  // read, and timed, when it comes), takeTurn() gives each bot's turn.
  void begin(QByteArrayView input, Limits limits, ReplyCheck complete);
  static void exchangeAll(const QList<ProcessChannel*>& channels);
  Turn takeTurn();

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
  // Decides the turn in flight if it can, without waiting: true once it is decided.
  bool settle();
  Late lateness(qint64 wallNs) const;
  // How long the turn in flight may wait before settle() must look again (< 0: forever).
  qint64 nsUntilNextCheck() const;
  // The pipes to wait on (at most 4 entries), and what to do with those that are ready.
  int watchedFds(pollfd* fds, int indexes[4]) const;
  void handleReady(const pollfd* fds, const int indexes[4], Turn* turn);
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
  // The turn in flight (begin() .. takeTurn()).
  Turn turn_;
  Limits limits_;
  ReplyCheck complete_;
  QElapsedTimer turnTimer_;
  qsizetype usedLines_ = 0;  // queued lines looked at so far
  bool inFlight_ = false;
  bool decided_ = false;
};

// "the bot exited with code 3", "the bot was killed by signal 11 (SIGSEGV)".
QString describeWaitStatus(int status);
// "1 MiB", "64 KiB", "1000 bytes".
QString describeByteCount(qsizetype bytes);

}  // namespace Kibitz::Debugger

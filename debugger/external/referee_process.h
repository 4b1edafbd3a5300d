#pragma once

#include "match/process_options.h"

#include <QByteArray>
#include <QString>

#include <memory>
#include <optional>

class QTemporaryDir;

namespace Kibitz::Debugger {

class ProcessChannel;

// A game's referee, run as a process of its own (docs/external-games.md): started and
// contained like a bot (the ProcessOptions limits, the sandbox when asked, its own files
// visible, a private working directory), read one line at a time.
//
// Every line it sends is hostile: a line longer than the options' maxLineBytes ends it, a
// read waits at most `replyTimeoutMs`, and all its output over the match is capped at
// kMaxOutputBytes (a referee that floods is stopped, not buffered). Errors name the line
// ("line 12: ...") so that the match's message can say what the referee sent.
class RefereeProcess {
public:
  static constexpr qint64 kMaxOutputBytes = qint64(256) << 20;
  static constexpr qsizetype kMaxStderrBytes = qsizetype(1) << 20;  // kept for the replay

  // Null with an error naming the command when it cannot be started.
  static std::unique_ptr<RefereeProcess> start(const QString& command, const ProcessOptions& options,
                                               int replyTimeoutMs, QString* error);
  ~RefereeProcess();

  // Queues `bytes` for the referee; they are written with the next read (or finish()).
  void send(const QByteArray& bytes);
  // The next line (without its terminator), or nullopt with `error` set: the referee sent
  // nothing in time, exited, or went over a bound.
  std::optional<QString> readLine(QString* error);
  // How many lines were read so far (the number of the last one).
  qint64 lineNumber() const { return lineNumber_; }
  // What the referee wrote on stderr since the last call (bounded).
  QString takeStderr();

  // Writes what is queued, closes its stdin and ends what is left of it.
  void finish(int graceMs = 200);
  qint64 processId() const;

private:
  RefereeProcess(std::unique_ptr<QTemporaryDir> workDir, std::unique_ptr<ProcessChannel> channel, int replyTimeoutMs);

  std::unique_ptr<QTemporaryDir> workDir_;
  std::unique_ptr<ProcessChannel> channel_;
  int replyTimeoutMs_;
  QByteArray pending_;
  QByteArray stderr_;
  qint64 lineNumber_ = 0;
  qint64 bytesRead_ = 0;
  bool finished_ = false;
};

}  // namespace Kibitz::Debugger

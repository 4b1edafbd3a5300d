#pragma once

#include "profile/profile_samples.h"

#include <QProcess>

#include <sys/types.h>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace Kibitz::Debugger {

// `perf record` attached from outside to one bot process (the sandbox refuses
// perf_event_open inside it): about 1 kHz, frame-pointer call graphs, time stamps on
// CLOCK_MONOTONIC like the exchanges' windows, its data in a private temporary folder.
// Bounded: attaching, stopping and reading the samples each have a time limit, the text
// of `perf script` a size limit.
class PerfRecorder {
public:
  static constexpr int kFrequencyHz = 997;           // not a multiple of common timer ticks
  static constexpr int kAttachTimeoutMs = 30'000;    // perf starts slowly on a loaded machine
  static constexpr int kStopTimeoutMs = 30'000;
  static constexpr int kScriptTimeoutMs = 180'000;
  static constexpr qint64 kMaxScriptBytes = qint64(1) << 30;

  // Starts perf on `pid` and returns once it records (perf acknowledges on its control
  // FIFO), so that the first turn is sampled. Null with the refusal (ProfilerChecks) when
  // perf is missing, not allowed, or cannot attach.
  static std::unique_ptr<PerfRecorder> attach(qint64 pid, QString* error);
  ~PerfRecorder();  // ends perf if stop() was not called

  // Stops recording (SIGINT, bounded wait): called while the bot still runs, so that perf
  // reads the bot's binaries through its process (in the sandbox, its own mounts). Once.
  void endRecording();
  // Stops recording if it was not, and reads the samples. `warnings` gets what the user should know (a
  // binary without symbols, samples lost); `name` names the bot in them.
  QList<ProfileChunk> stop(const QString& name, QStringList* warnings);
  // After stop(): where the sampled functions of the bot's own program are defined (from
  // its debug information; none without it).
  const SourcePlaces& sources() const { return sources_; }

private:
  PerfRecorder() = default;
  // A sandboxed bot run by root maps copies of its files that bubblewrap deleted
  // ("/home/me/bot (deleted)"): perf cannot open them to name functions. Read while the
  // bot runs, its mappings give a folder of links (perf script --symfs) from each such
  // name to the file at the same path outside the sandbox, and from every other file to
  // itself. False when no mapping needs it.
  bool makeSymbolFolder();
  QTemporaryDir dir_;
  // `perf record`, started with posix_spawn rather than a QProcess: the window builds the
  // match on its GUI thread and plays (and stops) it on a worker thread, and a QProcess may
  // only be used on the thread that made it.
  bool running();
  bool waitForExit(int timeoutMs);
  pid_t record_ = -1;
  qint64 pid_ = 0;
  int controlFd_ = -1;
  int ackFd_ = -1;
  bool lost_ = false;  // perf did not stop in time
  bool symbolFolder_ = false;
  QString binary_;  // the bot's program, read while it runs (for its functions' places)
  SourcePlaces sources_;
};

}  // namespace Kibitz::Debugger

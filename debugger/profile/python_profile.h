#pragma once

#include "profile/profile_samples.h"

#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace Kibitz::Debugger {

// A Python bot run through Kibitz's profiling wrapper (python/kibitz_profile.py, embedded
// under :/profile/): perf sees only the interpreter before Python 3.12. The wrapper and its
// output live in a private temporary folder; the output is read back as hostile text.
class PythonProfile {
public:
  static constexpr qint64 kMaxOutputBytes = qint64(64) << 20;
  static constexpr qsizetype kMaxLineBytes = qsizetype(1) << 20;
  // Its output in a sandboxed bot's working directory (a tmpfs Kibitz cannot see).
  static inline const QString kSandboxedOutputName = QStringLiteral(".kibitz-profile.jsonl");

  // Writes the wrapper; null with an error when it cannot.
  static std::unique_ptr<PythonProfile> prepare(QString* error);
  ~PythonProfile();
  // The wrapper, in a folder of its own readable by every user (the sandbox shows it
  // read-only, and runs a bot of root's as nobody).
  QString wrapperPath() const;
  QString outputPath() const;
  // A sandboxed bot's output, copied (bounded) from `pathInside` through /proc/`pid`/root
  // to outputPath(), while the bot still runs (its tmpfs goes with it).
  void collectSandboxedOutput(qint64 pid, const QString& pathInside) const;
  // The wrapper's stretches as chunks (each stack at its stretch's start).
  // `sources` (optional) gets where the sampled functions are defined.
  QList<ProfileChunk> read(const QString& name, QStringList* warnings, SourcePlaces* sources = nullptr) const;

private:
  PythonProfile() = default;
  QTemporaryDir dir_;
};

// The chunks of the wrapper's output text; malformed lines are skipped and counted.
// `sources` (optional) gets the functions' places the lines name ("where").
QList<ProfileChunk> parsePythonProfile(QByteArrayView text, int* badLines, SourcePlaces* sources = nullptr);

}  // namespace Kibitz::Debugger

#pragma once

#include "profile/profile_samples.h"

#include <QByteArray>
#include <QList>
#include <QSet>
#include <QStringList>

namespace Kibitz::Debugger {

// Reads the text of `perf script -F tid,time,ip,sym --ns` as it comes: a header line per
// sample ("  1234  5678.000001234:"), then one line per frame, leaf first ("\t1150 think_hard"),
// then a blank line. perf's output is treated as hostile: lines, frames per sample and
// samples are bounded, anything else is skipped and counted, never trusted.
class PerfScriptParser {
public:
  static constexpr qsizetype kMaxLineBytes = 64 << 10;
  static constexpr int kMaxFrames = 256;            // deeper stacks lose their root frames
  static constexpr qsizetype kMaxSamples = 2'000'000;  // over half an hour of CPU at 1 kHz

  void feed(QByteArrayView bytes);
  // Ends the last sample; then samples() is complete.
  void finish();

  const QList<ProfileChunk>& samples() const { return samples_; }
  QList<ProfileChunk> takeSamples() { return std::move(samples_); }
  // Samples whose leaf frame has no function name ("[unknown]" or a bare address).
  qsizetype unnamedLeaves() const { return unnamedLeaves_; }
  qsizetype skippedLines() const { return skippedLines_; }
  bool truncated() const { return samples_.size() >= kMaxSamples; }

private:
  void line(QByteArrayView text);
  void endSample();

  QByteArray partial_;
  bool overlong_ = false;  // dropping the rest of a line longer than kMaxLineBytes
  bool inSample_ = false;
  qint64 timeNs_ = 0;
  QStringList frames_;  // leaf first
  QList<ProfileChunk> samples_;
  QSet<QString> stacks_;
  qsizetype unnamedLeaves_ = 0;
  qsizetype skippedLines_ = 0;
};

// "5678.000001234" as nanoseconds, or -1.
qint64 parsePerfTime(QByteArrayView text);

}  // namespace Kibitz::Debugger

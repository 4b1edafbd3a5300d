#pragma once

#include "animation/animation_sink.h"

#include <QProcess>

namespace Kibitz::Debugger {

// MP4 (H.264) or WebM (VP9) made by the ffmpeg program, fed raw RGBA frames on its stdin
// (nothing of libav is linked). It writes a temporary file beside `out`, renamed to `out`
// once ffmpeg has succeeded; its last lines of stderr name what went wrong otherwise.
class FfmpegSink : public AnimationSink {
public:
  static constexpr int kWriteTimeoutMs = 120'000;   // ffmpeg takes a frame this long at most
  static constexpr int kFinishTimeoutMs = 600'000;  // and this long to finish the file
  static constexpr qsizetype kMaxStderrBytes = 64 * 1024;

  static std::unique_ptr<FfmpegSink> start(const QString& program, bool mp4, const QString& out, int width, int height,
                                           int fps, QString* error);
  ~FfmpegSink() override;

  bool add(const uint8_t* rgba, qsizetype stride, QString* error) override;
  bool finish(QString* error) override;

private:
  FfmpegSink() = default;
  QString failure(const QString& what);
  void keepStderr();

  QProcess process_;
  QString out_;
  QString partial_;
  int width_ = 0;
  int height_ = 0;
  QByteArray stderr_;
};

}  // namespace Kibitz::Debugger

#include "animation/animation_sink.h"

#include "animation/ffmpeg_sink.h"
#include "animation/gif_encoder.h"
#include "files/atomic_file.h"

#include <QStandardPaths>

namespace Kibitz::Debugger {

namespace {

// The GIF is built in memory (a few megabytes for hundreds of turns) and written at once.
class GifSink : public AnimationSink {
public:
  GifSink(const QString& out, int width, int height, int fps) : out_(out), encoder_(width, height, (100 + fps / 2) / fps) {}
  bool add(const uint8_t* rgba, qsizetype stride, QString*) override
  {
    encoder_.addFrame(rgba, stride);
    return true;
  }
  bool finish(QString* error) override { return AtomicFile::write(out_, encoder_.finish(), error); }

private:
  QString out_;
  GifEncoder encoder_;
};

}  // namespace

std::optional<AnimationSink::Format> AnimationSink::formatNamed(const QString& name)
{
  if (name == QLatin1String("gif"))
    return Format::Gif;
  if (name == QLatin1String("mp4"))
    return Format::Mp4;
  if (name == QLatin1String("webm"))
    return Format::WebM;
  return std::nullopt;
}

QString AnimationSink::ffmpegProgram()
{
  return QStandardPaths::findExecutable(QStringLiteral("ffmpeg"));
}

QString AnimationSink::ffmpegMissingMessage()
{
  return QStringLiteral("MP4 and WebM are made by the ffmpeg program, which is not on PATH: install it (apt install ffmpeg), "
                        "or export a GIF (--format gif)");
}

std::unique_ptr<AnimationSink> AnimationSink::create(Format format, const QString& out, int width, int height, int fps,
                                                     QString* error)
{
  if (width < 1 || height < 1 || width > GifEncoder::kMaxSide || height > GifEncoder::kMaxSide) {
    *error = QStringLiteral("frames of %1x%2 pixels: each side must be 1 to %3").arg(width).arg(height).arg(GifEncoder::kMaxSide);
    return nullptr;
  }
  if (fps < kMinFps || fps > kMaxFps) {
    *error = QStringLiteral("%1 frames per second: from %2 to %3").arg(fps).arg(kMinFps).arg(kMaxFps);
    return nullptr;
  }
  if (format == Format::Gif)
    return std::make_unique<GifSink>(out, width, height, fps);
  const QString ffmpeg = ffmpegProgram();
  if (ffmpeg.isEmpty()) {
    *error = ffmpegMissingMessage();
    return nullptr;
  }
  return FfmpegSink::start(ffmpeg, format == Format::Mp4, out, width, height, fps, error);
}

}  // namespace Kibitz::Debugger

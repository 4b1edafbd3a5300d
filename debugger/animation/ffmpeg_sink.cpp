#include "animation/ffmpeg_sink.h"

#include <QFile>
#include <QDir>
#include <QFileInfo>

namespace Kibitz::Debugger {

std::unique_ptr<FfmpegSink> FfmpegSink::start(const QString& program, bool mp4, const QString& out, int width, int height,
                                              int fps, QString* error)
{
  std::unique_ptr<FfmpegSink> sink(new FfmpegSink);
  sink->out_ = out;
  const QFileInfo info(out);
  sink->partial_ = info.absoluteDir().filePath(QStringLiteral(".%1.part").arg(info.fileName()));
  sink->width_ = width;
  sink->height_ = height;
  // yuv420p (what players play) needs even sides: one row or column of padding if not.
  QStringList args{QStringLiteral("-hide_banner"), QStringLiteral("-nostdin"), QStringLiteral("-loglevel"), QStringLiteral("error"),
                   QStringLiteral("-y"), QStringLiteral("-f"), QStringLiteral("rawvideo"), QStringLiteral("-pix_fmt"),
                   QStringLiteral("rgba"), QStringLiteral("-s"), QStringLiteral("%1x%2").arg(width).arg(height),
                   QStringLiteral("-r"), QString::number(fps), QStringLiteral("-i"), QStringLiteral("pipe:0"),
                   QStringLiteral("-vf"), QStringLiteral("pad=ceil(iw/2)*2:ceil(ih/2)*2"), QStringLiteral("-pix_fmt"),
                   QStringLiteral("yuv420p")};
  if (mp4)
    args << QStringLiteral("-c:v") << QStringLiteral("libx264") << QStringLiteral("-movflags") << QStringLiteral("+faststart")
         << QStringLiteral("-f") << QStringLiteral("mp4");
  else
    args << QStringLiteral("-c:v") << QStringLiteral("libvpx-vp9") << QStringLiteral("-b:v") << QStringLiteral("0")
         << QStringLiteral("-crf") << QStringLiteral("32") << QStringLiteral("-f") << QStringLiteral("webm");
  args << sink->partial_;
  QObject::connect(&sink->process_, &QProcess::readyReadStandardError, [s = sink.get()] { s->keepStderr(); });
  sink->process_.start(program, args);
  if (!sink->process_.waitForStarted(30'000)) {
    *error = QStringLiteral("cannot start %1: %2").arg(program, sink->process_.errorString());
    return nullptr;
  }
  return sink;
}

FfmpegSink::~FfmpegSink()
{
  if (process_.state() != QProcess::NotRunning) {
    process_.kill();
    process_.waitForFinished(10'000);
  }
  QFile::remove(partial_);
}

// ffmpeg's stderr, its last kMaxStderrBytes only: said when it fails.
void FfmpegSink::keepStderr()
{
  stderr_ += process_.readAllStandardError();
  if (stderr_.size() > kMaxStderrBytes)
    stderr_ = stderr_.right(kMaxStderrBytes);
}

QString FfmpegSink::failure(const QString& what)
{
  keepStderr();
  const QString said = QString::fromUtf8(stderr_).trimmed().right(400);
  return said.isEmpty() ? QStringLiteral("ffmpeg %1").arg(what) : QStringLiteral("ffmpeg %1: %2").arg(what, said);
}

bool FfmpegSink::add(const uint8_t* rgba, qsizetype stride, QString* error)
{
  for (int y = 0; y < height_; ++y) {
    const char* row = reinterpret_cast<const char*>(rgba + y * stride);
    if (process_.write(row, qint64(width_) * 4) != qint64(width_) * 4) {
      *error = failure(QStringLiteral("stopped taking frames"));
      return false;
    }
  }
  // Bounded: at most a frame waits in the pipe before the next is written.
  while (process_.bytesToWrite() > 0) {
    if (process_.state() != QProcess::Running || !process_.waitForBytesWritten(kWriteTimeoutMs)) {
      *error = failure(QStringLiteral("stopped taking frames"));
      return false;
    }
  }
  return true;
}

bool FfmpegSink::finish(QString* error)
{
  process_.closeWriteChannel();
  if (!process_.waitForFinished(kFinishTimeoutMs)) {
    *error = failure(QStringLiteral("did not finish"));
    return false;
  }
  if (process_.exitStatus() != QProcess::NormalExit || process_.exitCode() != 0) {
    *error = failure(QStringLiteral("failed (exit code %1)").arg(process_.exitCode()));
    return false;
  }
  QFile::remove(out_);
  if (!QFile::rename(partial_, out_)) {
    *error = QStringLiteral("cannot move %1 to %2").arg(partial_, out_);
    return false;
  }
  return true;
}

}  // namespace Kibitz::Debugger

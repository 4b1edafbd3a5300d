// kibitz-cli export --format gif|mp4|webm: the boards the window draws, one frame per turn.
#include "cli/command_export_animation.h"

#include "cli/cli_output.h"

#include "animation/animation_sink.h"
#include "animation/frame_stream.h"

#include <QElapsedTimer>

#include <cstdio>
#include <unistd.h>

namespace Kibitz::Cli {

namespace {

// "export: 37/201 frames" on the terminal's stderr, redrawn in place on a terminal, a line
// every quarter otherwise (logs).
class Progress {
public:
  explicit Progress(int total) : total_(total), terminal_(::isatty(STDERR_FILENO) == 1) {}
  void frame(int done)
  {
    if (terminal_) {
      std::fprintf(stderr, "\rexport: %d/%d frames", done, total_);
      if (done == total_)
        std::fputc('\n', stderr);
      std::fflush(stderr);
    } else if (done == total_ || (total_ >= 4 && done % (total_ / 4) == 0)) {
      err(QStringLiteral("export: %1/%2 frames").arg(done).arg(total_));
    }
  }

private:
  int total_;
  bool terminal_;
};

}  // namespace

int exportAnimation(const AnimationRequest& request, const Debugger::Replay& replay)
{
  QString error;
  const std::optional<Debugger::AnimationSink::Format> format = Debugger::AnimationSink::formatNamed(request.format);
  if (!format)
    return fail(QStringLiteral("'%1' is not an animation format (gif, mp4, webm)").arg(request.format));
  const int last = replay.lastTurn();
  const int from = request.from.value_or(0);
  const int to = request.to.value_or(last);
  if (from < 0 || to > last || from > to)
    return fail(QStringLiteral("--from %1 --to %2: turns of this replay are 0 to %3, --from not after --to").arg(from).arg(to).arg(last));
  if (request.fps < Debugger::AnimationSink::kMinFps || request.fps > Debugger::AnimationSink::kMaxFps)
    return fail(QStringLiteral("--fps %1: from %2 to %3").arg(request.fps).arg(Debugger::AnimationSink::kMinFps).arg(Debugger::AnimationSink::kMaxFps));
  if (request.width < 64 || request.width > Debugger::FrameStream::kMaxSide)
    return fail(QStringLiteral("--width %1: from 64 to %2 pixels").arg(request.width).arg(Debugger::FrameStream::kMaxSide));
  // Checked first: without ffmpeg there is nothing to draw for.
  if (Debugger::AnimationSink::needsFfmpeg(*format) && Debugger::AnimationSink::ffmpegProgram().isEmpty())
    return fail(Debugger::AnimationSink::ffmpegMissingMessage());
  const QString renderer = Debugger::FrameStream::rendererProgram(&error);
  if (renderer.isEmpty())
    return fail(error);

  QElapsedTimer clock;
  clock.start();
  Debugger::FrameStream::Reader frames;
  if (!frames.start(renderer,
                    {QStringLiteral("--export-animation"), request.file, QStringLiteral("--from"), QString::number(from),
                     QStringLiteral("--to"), QString::number(to), QStringLiteral("--width"), QString::number(request.width)},
                    &error))
    return fail(error);
  const Debugger::FrameStream::Header header = *frames.header();
  if (header.count != to - from + 1)
    return fail(QStringLiteral("the renderer announced %1 frames for turns %2 to %3").arg(header.count).arg(from).arg(to));
  std::unique_ptr<Debugger::AnimationSink> sink =
      Debugger::AnimationSink::create(*format, request.out, header.width, header.height, request.fps, &error);
  if (!sink)
    return fail(error);
  Progress progress(header.count);
  QByteArray frame;
  for (int i = 0; i < header.count; ++i) {
    if (!frames.next(&frame, &error) ||
        !sink->add(reinterpret_cast<const uint8_t*>(frame.constData()), qsizetype(header.width) * 4, &error))
      return fail(error);
    progress.frame(i + 1);
  }
  if (!sink->finish(&error))
    return fail(error);
  out(QStringLiteral("%1 -> %2 (%3, %4 frames of %5x%6, turns %7-%8, %9 fps, %10 s)")
          .arg(request.file, request.out, request.format)
          .arg(header.count)
          .arg(header.width)
          .arg(header.height)
          .arg(from)
          .arg(to)
          .arg(request.fps)
          .arg(double(clock.elapsed()) / 1000.0, 0, 'f', 1));
  return kSuccess;
}

}  // namespace Kibitz::Cli

#pragma once

#include <QString>

#include <cstdint>
#include <memory>
#include <optional>

namespace Kibitz::Debugger {

// Where an animation's frames go, one after the other, all of one size (RGBA, 4 bytes a
// pixel): a GIF written by the project, or the ffmpeg program for MP4 and WebM. Shared by
// `kibitz-cli export --format gif|mp4|webm` and the window's File > Export > Animation.
class AnimationSink {
public:
  enum class Format { Gif, Mp4, WebM };
  static constexpr int kMinFps = 1;
  static constexpr int kMaxFps = 50;

  virtual ~AnimationSink() = default;
  // False with an error naming what failed (ffmpeg stopped, a write failed).
  virtual bool add(const uint8_t* rgba, qsizetype stride, QString* error) = 0;
  // Writes the file (atomically: nothing at `out` until it is whole).
  virtual bool finish(QString* error) = 0;

  // "gif", "mp4", "webm"; nullopt for anything else.
  static std::optional<Format> formatNamed(const QString& name);
  // A sink for frames of `width` x `height` at `fps`, written to `out`; null with an error
  // (for MP4 and WebM without ffmpeg on PATH, the error names `apt install ffmpeg`).
  static std::unique_ptr<AnimationSink> create(Format format, const QString& out, int width, int height, int fps,
                                               QString* error);
  // Whether the format needs the ffmpeg program, and whether it is there.
  static bool needsFfmpeg(Format format) { return format != Format::Gif; }
  static QString ffmpegProgram();  // its path, empty when not on PATH
  static QString ffmpegMissingMessage();
};

}  // namespace Kibitz::Debugger

#pragma once

#include "mainwindow/window_feature.h"

#include "animation/animation_sink.h"

class QAction;

namespace Kibitz::App {

// File > Export > Animation…: the open replay as a GIF (encoded by Kibitz) or an MP4/WebM
// video (by the ffmpeg program), one frame per turn drawn by the window's board with the
// turn and players above it (AnimationFrames), behind a progress dialog that can cancel.
// The same files as `kibitz-cli export FILE --format gif|mp4|webm`.
class AnimationExportFeature final : public WindowFeature {
  Q_OBJECT
public:
  const char* name() const override { return "animationExport"; }
  void initialize(MainWindow* window) override;
  void replayChanged(ReplayDocument* document) override;

  struct Choice {
    Debugger::AnimationSink::Format format = Debugger::AnimationSink::Format::Gif;
    int from = 0;
    int to = 0;
    int fps = 5;
    int width = 720;
  };
  // Writes the window's replay to `path`; false with an error, or when cancelled (`error`
  // empty). `showProgress`: a progress dialog (tests pass false).
  bool exportAnimation(const Choice& choice, const QString& path, bool showProgress, QString* error);

private:
  void exportInteractively();

  MainWindow* window_ = nullptr;
  QAction* action_ = nullptr;
};

}  // namespace Kibitz::App

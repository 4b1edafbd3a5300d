#pragma once

#include "replay/replay.h"

#include <QString>

#include <optional>

namespace Kibitz::Cli {

struct AnimationRequest {
  QString file;    // the replay (the renderer reads it too)
  QString format;  // gif, mp4, webm
  QString out;
  std::optional<int> from;  // first turn (default 0)
  std::optional<int> to;    // last turn (default the last)
  int fps = 5;
  int width = 720;          // of the board; the turn and players' line is added above it
};

// The animation of `replay` (read from request.file), one frame per turn: drawn by the
// window's program offscreen (FrameStream), encoded by an AnimationSink. Exit code.
int exportAnimation(const AnimationRequest& request, const Debugger::Replay& replay);

}  // namespace Kibitz::Cli

#pragma once

#include <QStringList>

namespace Kibitz::App {

// `kibitz --export-animation FILE --from A --to B --width W [--language L]`, run offscreen by
// kibitz-cli export --format gif|mp4|webm: loads the replay, draws turns A to B with
// AnimationFrames and writes them on stdout as a FrameStream (debugger/animation/frame_stream.h).
// Errors go to stderr, exit code 2. Called before any window exists.
bool asksForAnimationFrames(int argc, char** argv);
int writeAnimationFrames(const QStringList& arguments);

}  // namespace Kibitz::App

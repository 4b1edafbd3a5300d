#pragma once

#include <QCoreApplication>
#include <QImage>
#include <QSize>

#include <memory>

namespace Kibitz::Debugger {
struct Replay;
}

namespace Kibitz::App {

class BoardView;

// The frames of an animation of a replay (GIF, MP4, WebM), drawn offscreen by the same
// board the window shows, with a line above it naming the turn and the players in their
// colours. Used by File > Export > Animation and by `kibitz --export-animation`, which
// kibitz-cli runs to draw its frames (debugger/animation/frame_stream.h).
class AnimationFrames {
  Q_DECLARE_TR_FUNCTIONS(Kibitz::App::AnimationFrames)
public:
  // `replay` outlives this. `width`: of every frame; the height follows the board's shape.
  AnimationFrames(const Debugger::Replay& replay, int width);
  ~AnimationFrames();

  QSize size() const { return size_; }
  // Frame `turn`, size() pixels, QImage::Format_RGBA8888, opaque.
  QImage render(int turn);
  // Where the board is drawn inside a frame (tests find a cell's pixel with it).
  QPoint boardOrigin() const { return {0, captionHeight_}; }
  BoardView& board() { return *board_; }

private:
  void paintCaption(QPainter& painter, int turn) const;

  const Debugger::Replay& replay_;
  std::unique_ptr<BoardView> board_;
  int captionHeight_ = 0;
  QSize size_;
};

}  // namespace Kibitz::App

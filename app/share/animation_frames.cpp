#include "share/animation_frames.h"

#include "boards/board_view.h"
#include "boards/player_palette.h"

#include "replay/replay.h"

#include <QPainter>

#include <algorithm>

namespace Kibitz::App {

AnimationFrames::AnimationFrames(const Debugger::Replay& replay, int width) : replay_(replay)
{
  board_.reset(createBoardView(replay.gameId, nullptr));
  board_->setAttribute(Qt::WA_DontShowOnScreen);
  // The board's own shape (its size hint), else 3:2; sides even, as video encoders want.
  const QSize hint = board_->sizeHint();
  const int w = std::max(2, width & ~1);
  int boardHeight = hint.width() > 0 && hint.height() > 0 ? w * hint.height() / hint.width() : w * 2 / 3;
  boardHeight = std::clamp(boardHeight, w / 4, w * 2) & ~1;
  captionHeight_ = std::max(24, w / 24) & ~1;
  board_->resize(w, boardHeight);
  board_->show();  // polished and laid out like the window's (never on a screen)
  size_ = QSize(w, captionHeight_ + boardHeight);
}

AnimationFrames::~AnimationFrames() = default;

QImage AnimationFrames::render(int turn)
{
  board_->showFrame(replay_, turn);
  QImage image(size_, QImage::Format_RGBA8888);
  image.fill(Qt::white);
  QPainter painter(&image);
  paintCaption(painter, turn);
  board_->render(&painter, boardOrigin(), QRegion(), QWidget::DrawChildren);
  painter.end();
  return image;
}

// "Turn 12 of 200" on the left; the players, each after a square of their colour, on the right.
void AnimationFrames::paintCaption(QPainter& painter, int turn) const
{
  const int h = captionHeight_;
  painter.fillRect(0, 0, size_.width(), h, QColor(0xf3, 0xf4, 0xf6));
  QFont font = painter.font();
  font.setPixelSize(std::max(10, h * 11 / 20));
  painter.setFont(font);
  painter.setPen(QColor(0x11, 0x18, 0x27));
  const int pad = h / 3;
  painter.drawText(QRect(pad, 0, size_.width() / 3, h), Qt::AlignLeft | Qt::AlignVCenter,
                   tr("Turn %1 of %2").arg(turn).arg(replay_.lastTurn()));
  const QFontMetrics metrics(font);
  int right = size_.width() - pad;
  const QStringList names = replay_.playerNames();
  for (int p = int(names.size()) - 1; p >= 0; --p) {
    const QString name = metrics.elidedText(names[p], Qt::ElideRight, size_.width() / std::max<int>(3, int(names.size()) + 1));
    const int textWidth = metrics.horizontalAdvance(name);
    painter.drawText(QRect(right - textWidth, 0, textWidth, h), Qt::AlignVCenter, name);
    right -= textWidth + pad / 2 + h / 2;
    painter.fillRect(right, h / 4, h / 2, h / 2, PlayerPalette::color(p));
    right -= pad;
  }
}

}  // namespace Kibitz::App

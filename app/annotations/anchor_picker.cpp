#include "annotations/anchor_picker.h"

#include "boards/board_view.h"

#include <QKeyEvent>
#include <QMouseEvent>

namespace Kibitz::App {

void AnchorPicker::setBoard(BoardView* board)
{
  if (board_ == board)
    return;
  if (board_) {
    board_->removeEventFilter(this);
    board_->unsetCursor();
  }
  board_ = board;
  if (board_) {
    board_->installEventFilter(this);
    if (active_)
      board_->setCursor(Qt::CrossCursor);
  }
}

void AnchorPicker::setActive(bool active)
{
  if (active_ == active)
    return;
  active_ = active;
  if (board_) {
    if (active)
      board_->setCursor(Qt::CrossCursor);
    else
      board_->unsetCursor();
  }
  emit activeChanged(active);
}

bool AnchorPicker::eventFilter(QObject* watched, QEvent* event)
{
  if (!active_ || watched != board_)
    return QObject::eventFilter(watched, event);
  if (event->type() == QEvent::MouseButtonPress) {
    auto* mouse = static_cast<QMouseEvent*>(event);
    if (mouse->button() != Qt::LeftButton)
      return false;
    const QString anchor = board_->anchorAt(mouse->position().toPoint());
    if (anchor.isEmpty()) {
      emit missed();
      return true;
    }
    setActive(false);
    emit picked(anchor);
    return true;
  }
  if (event->type() == QEvent::KeyPress && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
    setActive(false);
    return true;
  }
  return QObject::eventFilter(watched, event);
}

}  // namespace Kibitz::App

#include "play/board_clicks.h"

#include <QMouseEvent>

namespace Kibitz::App {

BoardClicks::~BoardClicks()
{
  detach();
}

void BoardClicks::attach(BoardView* board)
{
  if (board == board_)
    return;
  detach();
  board_ = board;
  if (board_)
    board_->installEventFilter(this);
}

void BoardClicks::detach()
{
  if (!board_)
    return;
  board_->removeEventFilter(this);
  board_->setPlayMarks({});
  board_ = nullptr;
}

void BoardClicks::setMarks(const QList<BoardMark>& marks)
{
  if (board_)
    board_->setPlayMarks(marks);
}

bool BoardClicks::cellOf(const QString& anchor, int* row, int* col)
{
  if (!anchor.startsWith(QLatin1String("cell:")))
    return false;
  const QStringList parts = anchor.mid(5).split(QLatin1Char(','));
  bool okRow = false;
  bool okCol = false;
  *row = parts.value(0).toInt(&okRow);
  *col = parts.value(1).toInt(&okCol);
  return parts.size() == 2 && okRow && okCol;
}

int BoardClicks::unitOf(const QString& anchor)
{
  if (!anchor.startsWith(QLatin1String("unit:")))
    return -1;
  bool ok = false;
  const int unit = anchor.mid(5).toInt(&ok);
  return ok && unit >= 0 ? unit : -1;
}

bool BoardClicks::eventFilter(QObject* watched, QEvent* event)
{
  // Mouse events only, and the board compared as a plain QObject: a board being destroyed
  // still sends events through its filters, when it is no BoardView any more.
  const QEvent::Type type = event->type();
  if ((type != QEvent::MouseButtonPress && type != QEvent::MouseButtonRelease) || !board_ ||
      watched != static_cast<QObject*>(board_.data()))
    return QObject::eventFilter(watched, event);
  // A click is a press and a release at the same place: a drag still pans a big board.
  if (event->type() == QEvent::MouseButtonPress) {
    const auto* mouse = static_cast<QMouseEvent*>(event);
    if (mouse->button() == Qt::LeftButton)
      pressAt_ = mouse->position().toPoint();
  } else if (event->type() == QEvent::MouseButtonRelease) {
    const auto* mouse = static_cast<QMouseEvent*>(event);
    const QPoint at = mouse->position().toPoint();
    if (mouse->button() == Qt::LeftButton && pressAt_ && (at - *pressAt_).manhattanLength() < kClickSlack) {
      pressAt_.reset();
      emit clicked(board_->anchorAt(at));
      return true;  // the person's click: not the board's own (selection, notes)
    }
    pressAt_.reset();
  }
  return QObject::eventFilter(watched, event);
}

}  // namespace Kibitz::App

#include "events/event_mark_overlay.h"

#include "boards/board_view.h"

#include <QEvent>
#include <QFontMetrics>
#include <QPainter>

#include <algorithm>

namespace Kibitz::App {

EventMarkOverlay::EventMarkOverlay(BoardView* board) : QWidget(board), board_(board), boardObject_(board)
{
  setObjectName(QStringLiteral("eventMarkOverlay"));
  setAttribute(Qt::WA_TransparentForMouseEvents);
  setAttribute(Qt::WA_NoSystemBackground);
  setGeometry(board->rect());
  board->installEventFilter(this);
  hide();
}

void EventMarkOverlay::setMark(const QString& anchor, const QString& label, const QColor& color)
{
  anchor_ = anchor;
  label_ = label;
  color_ = color;
  setVisible(!anchor.isEmpty());
  raise();  // over the board's own children (the Dominoes grid)
  update();
}

std::optional<QPointF> EventMarkOverlay::markedPoint() const
{
  if (!board_ || anchor_.isEmpty())
    return std::nullopt;
  return board_->anchorPosition(anchor_);
}

bool EventMarkOverlay::eventFilter(QObject* watched, QEvent* event)
{
  // Follows the board's size. (A transparent child is painted again whenever the board
  // is, so a zoom or a new frame moves the ring with it.)
  if (watched == boardObject_ && event->type() == QEvent::Resize)
    setGeometry(static_cast<QWidget*>(watched)->rect());
  return QWidget::eventFilter(watched, event);
}

void EventMarkOverlay::paintEvent(QPaintEvent*)
{
  const std::optional<QPointF> at = markedPoint();
  if (!at)
    return;
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  // A dark halo under the coloured ring keeps it visible on any ground.
  p.setBrush(Qt::NoBrush);
  p.setPen(QPen(QColor(0, 0, 0, 200), 7));
  p.drawEllipse(*at, kRadius, kRadius);
  p.setPen(QPen(color_, 4));
  p.drawEllipse(*at, kRadius, kRadius);
  p.drawLine(*at + QPointF(-kRadius - 8, 0), *at + QPointF(-kRadius + 4, 0));
  p.drawLine(*at + QPointF(kRadius - 4, 0), *at + QPointF(kRadius + 8, 0));
  if (label_.isEmpty())
    return;
  QFont font = p.font();
  font.setPixelSize(12);
  font.setBold(true);
  p.setFont(font);
  const QFontMetrics metrics(font);
  QRectF box = metrics.boundingRect(label_).adjusted(-6, -3, 6, 3);
  box.moveTopLeft(*at + QPointF(kRadius + 6, -kRadius - box.height()));
  box.moveLeft(std::clamp(box.left(), 2.0, std::max(2.0, width() - box.width() - 2)));
  box.moveTop(std::clamp(box.top(), 2.0, std::max(2.0, height() - box.height() - 2)));
  p.setPen(QPen(color_, 1.5));
  p.setBrush(QColor(0, 0, 0, 190));
  p.drawRoundedRect(box, 4, 4);
  p.setPen(Qt::white);
  p.drawText(box, Qt::AlignCenter, label_);
}

}  // namespace Kibitz::App

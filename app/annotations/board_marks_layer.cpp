// BoardView::paintMarks: the notes and bot-marks layer every board can draw on top of
// itself, placed with the board's own anchorPosition(). Lives here because the marks are
// the annotations feature's; board_view.h only declares it.
#include "boards/board_view.h"

#include <QFontMetrics>
#include <QPaintDevice>
#include <QPainter>

#include <algorithm>

namespace Kibitz::App {

namespace {

const QColor kDefaultMark(0xff, 0xeb, 0x3b);  // bot marks without a colour: bright yellow

QColor markColor(const BoardMark& mark)
{
  return mark.color.isValid() ? mark.color : kDefaultMark;
}

void drawLabel(QPainter& p, const QPointF& at, const QString& text, const QColor& color)
{
  const QFontMetrics metrics(p.font());
  const QString shown = metrics.elidedText(text, Qt::ElideRight, 240);
  QRectF box = metrics.boundingRect(shown).adjusted(-5, -2, 5, 2);
  box.moveBottomLeft(at);
  // Kept inside the board: a mark on an edge cell must stay readable.
  const QRectF area(2, 2, p.device()->width() - 4, p.device()->height() - 4);
  box.moveLeft(std::clamp(box.left(), area.left(), std::max(area.left(), area.right() - box.width())));
  box.moveTop(std::clamp(box.top(), area.top(), std::max(area.top(), area.bottom() - box.height())));
  p.setPen(QPen(color, 1.5));
  p.setBrush(QColor(0, 0, 0, 170));
  p.drawRoundedRect(box, 4, 4);
  p.setPen(Qt::white);
  p.drawText(box, Qt::AlignCenter, shown);
}

void drawNotePin(QPainter& p, const QPointF& at, const BoardMark& mark)
{
  const QColor color = markColor(mark);
  if (mark.highlighted) {
    p.setPen(QPen(QColor(0xff, 0xd6, 0x00), 4));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(at, 22, 22);
  }
  // A flag on a pole planted at the anchor (hanging down from anchors near the top edge).
  const QPointF top = at.y() < 40 ? at + QPointF(0, 34) : at - QPointF(0, 34);
  p.setPen(QPen(Qt::white, 2));
  p.drawLine(at, top);
  QPolygonF flag;
  flag << top << top + QPointF(18, 6) << top + QPointF(0, 12);
  p.setPen(QPen(Qt::white, 1));
  p.setBrush(color);
  p.drawPolygon(flag);
  p.drawEllipse(at, 4, 4);
  if (!mark.text.isEmpty())
    drawLabel(p, top + QPointF(22, 4), mark.text, color);
}

}  // namespace

QRectF BoardView::marksListArea() const
{
  return QRectF(8, 8, std::max(80, width() / 2 - 40), std::max(0, height() - 16));
}

void BoardView::paintMarks(QPainter& p)
{
  paintedMarks_ = 0;
  const QList<BoardMark> drawn = marksVisible_ ? marks_ + playMarks_ : playMarks_;
  if (drawn.isEmpty())
    return;
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  QFont font = p.font();
  font.setBold(false);
  font.setPixelSize(12);
  p.setFont(font);
  QList<const BoardMark*> unplaced;
  for (const BoardMark& mark : drawn) {
    const std::optional<QPointF> at = mark.anchor.isEmpty() ? std::nullopt : anchorPosition(mark.anchor);
    if (!at) {
      unplaced << &mark;
      continue;
    }
    const QColor color = markColor(mark);
    switch (mark.kind) {
    case BoardMark::Kind::Note:
      drawNotePin(p, *at, mark);
      break;
    case BoardMark::Kind::Text:
      p.setPen(Qt::NoPen);
      p.setBrush(color);
      p.drawEllipse(*at, 3, 3);
      drawLabel(p, *at - QPointF(0, 6), mark.text, color);
      break;
    case BoardMark::Kind::Color: {
      QColor fill = color;
      fill.setAlpha(110);
      p.setPen(QPen(color, 2));
      p.setBrush(fill);
      p.drawEllipse(*at, 12, 12);
      break;
    }
    case BoardMark::Kind::Line: {
      const std::optional<QPointF> to = anchorPosition(mark.anchor2);
      if (!to) {
        unplaced << &mark;
        continue;
      }
      p.setPen(QPen(color, 3, Qt::SolidLine, Qt::RoundCap));
      p.drawLine(*at, *to);
      p.setBrush(color);
      p.drawEllipse(*to, 4, 4);
      break;
    }
    }
    ++paintedMarks_;
  }
  // Marks with nowhere to go (bot "note" lines, notes on the whole turn): a list in the corner.
  QStringList lines;
  QList<QColor> colors;
  for (const BoardMark* mark : unplaced) {
    lines << (mark->kind == BoardMark::Kind::Note || mark->anchor.isEmpty() ? mark->text
                                                                            : QStringLiteral("%1: %2").arg(mark->anchor, mark->text));
    colors << markColor(*mark);
  }
  const QFontMetrics metrics(p.font());
  const QRectF area = marksListArea();
  const int shown = std::min<int>(int(lines.size()), 8);
  double y = area.top();
  for (int i = 0; i < shown && y + metrics.height() + 4 <= area.bottom(); ++i) {
    const QString text = metrics.elidedText(lines[i], Qt::ElideRight, std::max(40, int(area.width()) - 22));
    QRectF box(area.left(), y, metrics.horizontalAdvance(text) + 22, metrics.height() + 4);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 160));
    p.drawRoundedRect(box, 3, 3);
    p.setBrush(colors[i]);
    p.drawEllipse(QPointF(box.left() + 8, box.center().y()), 4, 4);
    p.setPen(Qt::white);
    p.drawText(box.adjusted(16, 0, 0, 0), Qt::AlignVCenter | Qt::AlignLeft, text);
    y += box.height() + 3;
    ++paintedMarks_;
  }
  p.restore();
}

}  // namespace Kibitz::App

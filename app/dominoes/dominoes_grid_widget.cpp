#include "dominoes/dominoes_grid_widget.h"

#include "widgets/plain_text.h"

#include <QHelpEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace Kibitz::App {

namespace {

constexpr double kMargin = 8;
constexpr double kStackGap = 0.45;             // between the grid and the stack, in cells
constexpr double kColumns = 8 + kStackGap + 1; // grid, gap, stack
const QColor kBackground(0x10, 0x10, 0x14);
const QColor kLines(0x50, 0x50, 0x58);
const QColor kRed(0xf0, 0x20, 0x20);            // the original's #f00 and #0f0, a little softened
const QColor kGreen(0x20, 0xe0, 0x30);
const QColor kCursor(Qt::white);
const QColor kLegal(0x40, 0xa0, 0xff);
const QColor kDead(0x90, 0x30, 0x30);
const QColor kSelected(0xff, 0xd0, 0x40);

bool has(DominoesPosition::Mask mask, int cell)
{
  return cell >= 0 && (mask >> cell & 1);
}

}  // namespace

DominoesGridWidget::DominoesGridWidget(QWidget* parent) : QWidget(parent)
{
  setMouseTracking(true);
  setFocusPolicy(Qt::StrongFocus);
}

void DominoesGridWidget::setPosition(const DominoesPosition& position)
{
  position_ = position;
  message_.clear();
  update();
}

void DominoesGridWidget::setMarks(const Marks& marks)
{
  marks_ = marks;
  update();
}

void DominoesGridWidget::setMessage(const QString& message)
{
  message_ = message;
  update();
}

int DominoesGridWidget::textHeight(double cell) const
{
  // Wrapped as paint() draws it; a translation may take three lines or more, in a fallback
  // font taller than this one (the layout counts it).
  const QRect wrapped = fontMetrics().boundingRect(QRect(0, 0, std::max(1, int(kColumns * cell)), 1 << 20),
                                                   Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, detailLine());
  return 4 + fontMetrics().height() + 2 + wrapped.height() + 6;
}

double DominoesGridWidget::cellSize() const
{
  const QString detail = detailLine();
  if (sizeCache_.size == size() && sizeCache_.detail == detail && sizeCache_.font == font())
    return sizeCache_.cell;
  const double byWidth = (width() - 2 * kMargin) / kColumns;
  const auto fitting = [this, byWidth](double cell) {
    return std::max(8.0, std::min(byWidth, (height() - 2 * kMargin - textHeight(cell)) / 8));
  };
  // A narrower grid wraps the text onto more lines: once more at the size found.
  const double cell = fitting(fitting(byWidth));
  sizeCache_ = {size(), detail, font(), cell};
  return cell;
}

QPointF DominoesGridWidget::origin() const
{
  const double s = cellSize();
  return {std::max(kMargin, (width() - kColumns * s) / 2), kMargin};
}

QRectF DominoesGridWidget::cellRect(int cell) const
{
  const double s = cellSize();
  const QPointF o = origin();
  return {o.x() + (cell % 8) * s, o.y() + (cell / 8) * s, s, s};
}

QRectF DominoesGridWidget::slotRect(int slot) const
{
  const double s = cellSize();
  const QPointF o = origin();
  return {o.x() + (8 + kStackGap) * s, o.y() + slot * s, s, s};
}

int DominoesGridWidget::cellAt(const QPointF& point) const
{
  for (int cell = 0; cell < DominoesPosition::kCells; ++cell)
    if (cellRect(cell).contains(point))
      return cell;
  return -1;
}

int DominoesGridWidget::slotAt(const QPointF& point) const
{
  for (int slot = 0; slot < DominoesPosition::kSlots; ++slot)
    if (slotRect(slot).contains(point))
      return slot;
  return -1;
}

QString DominoesGridWidget::scoreLine() const
{
  // The original's own line, numbers unlocalised like the program printed them.
  return QStringLiteral("score: %1 %2 %3").arg(position_.total()).arg(position_.placed()).arg(position_.finalScore());
}

QString DominoesGridWidget::detailLine() const
{
  const QLocale locale;
  QString line = tr("Total S %1 · placed F %2 · final score D = S×F/64 = %3 · reveals left %4")
                     .arg(locale.toString(position_.total()), locale.toString(position_.placed()),
                          locale.toString(position_.finalScore()), locale.toString(position_.revealsLeft()));
  if (marks_.showDead) {
    const int dead = int(DominoesPosition::cells(position_.deadCells()).size());
    line += QLatin1Char('\n') + tr("%n dead cell(s)", nullptr, dead);
  }
  if (position_.isOver())
    line += (marks_.showDead ? QStringLiteral(" · ") : QStringLiteral("\n"))
            + tr("game over: %1").arg(position_.endReason());
  return line;
}

QString DominoesGridWidget::cellToolTip(int cell) const
{
  if (cell < 0 || cell >= DominoesPosition::kCells || !message_.isEmpty())
    return {};
  QStringList lines{tr("Cell %1 (row %2, col %3)").arg(cell).arg(cell / 8).arg(cell % 8)};
  const int pattern = position_.at(cell);
  if (pattern != DominoesPosition::kEmpty) {
    lines << tr("Pattern %1: %2 (top row, bottom row)").arg(pattern).arg(DominoesPosition::patternText(pattern));
    if (cell == position_.firstCell())
      lines << tr("The first domino, dealt at random");
  } else {
    lines << tr("Empty, %n occupied neighbour(s)", nullptr, position_.neighbours(cell));
    if (has(position_.deadCells(), cell))
      lines << tr("Dead: no domino still to be placed fits its neighbours");
    else
      lines << tr("Not dead: a remaining domino can still fit");
    if (marks_.selectedSlot >= 0 && position_.slot(marks_.selectedSlot) != DominoesPosition::kEmpty)
      lines << (has(position_.legalCellsForSlot(marks_.selectedSlot), cell)
                    ? tr("The selected domino can go here")
                    : tr("The selected domino cannot go here"));
  }
  return lines.join(QLatin1Char('\n'));
}

QString DominoesGridWidget::slotToolTip(int slot) const
{
  if (slot < 0 || slot >= DominoesPosition::kSlots || !message_.isEmpty())
    return {};
  const int pattern = position_.slot(slot);
  if (pattern == DominoesPosition::kEmpty)
    return tr("Stack slot %1: empty (%n reveal(s) left)", nullptr, position_.revealsLeft()).arg(slot);
  const int fits = int(DominoesPosition::cells(position_.legalCellsForSlot(slot)).size());
  return tr("Stack slot %1: pattern %2 (%3)").arg(slot).arg(pattern).arg(DominoesPosition::patternText(pattern))
         + QLatin1Char('\n') + tr("Fits %n cell(s)", nullptr, fits);
}

void DominoesGridWidget::drawDomino(QPainter& p, const QRectF& cell, int pattern) const
{
  // Three squares wide, two tall, taller than wide like the X11 version's 6x12 squares.
  const double w = cell.width() * 0.66, h = cell.height() * 0.66;
  const QRectF body(cell.center().x() - w / 2, cell.center().y() - h / 2, w, h);
  const double sw = w / 3, sh = h / 2;
  for (int square = 0; square < 6; ++square) {
    const QRectF r(body.left() + (square / 2) * sw, body.top() + (square % 2) * sh, sw, sh);
    p.fillRect(r, DominoesPosition::isGreen(pattern, square) ? kGreen : kRed);
  }
  p.setPen(QPen(kBackground, 1));
  p.setBrush(Qt::NoBrush);
  p.drawRect(body);
}

void DominoesGridWidget::paintEvent(QPaintEvent*)
{
  QPainter p(this);
  p.fillRect(rect(), kBackground);
  if (!message_.isEmpty()) {
    p.setPen(Qt::white);
    p.drawText(rect().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap, message_);
    return;
  }
  const double s = cellSize();
  const DominoesPosition::Mask dead = marks_.showDead ? position_.deadCells() : 0;
  p.setRenderHint(QPainter::Antialiasing, false);
  for (int cell = 0; cell < DominoesPosition::kCells; ++cell) {
    const QRectF r = cellRect(cell);
    if (has(marks_.legal, cell))
      p.fillRect(r.adjusted(2, 2, -2, -2), kLegal.darker(220));
    if (has(dead, cell)) {
      // A dim cross: this cell can never be filled.
      p.fillRect(r.adjusted(2, 2, -2, -2), kDead.darker(250));
      p.setPen(QPen(kDead, std::max(1.0, s / 18)));
      p.drawLine(r.topLeft() + QPointF(s * 0.25, s * 0.25), r.bottomRight() - QPointF(s * 0.25, s * 0.25));
      p.drawLine(r.topRight() + QPointF(-s * 0.25, s * 0.25), r.bottomLeft() + QPointF(s * 0.25, -s * 0.25));
    }
    p.setPen(QPen(kLines, 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(r);
    if (position_.at(cell) != DominoesPosition::kEmpty)
      drawDomino(p, r, position_.at(cell));
    if (has(marks_.legal, cell)) {
      p.setPen(QPen(kLegal, std::max(1.0, s / 20)));
      p.drawRect(r.adjusted(3, 3, -3, -3));
    }
  }
  for (int slot = 0; slot < DominoesPosition::kSlots; ++slot) {
    const QRectF r = slotRect(slot);
    if (slot == marks_.selectedSlot)
      p.fillRect(r, kSelected.darker(300));
    p.setPen(QPen(slot == marks_.selectedSlot ? kSelected : kLines, slot == marks_.selectedSlot ? 3 : 1));
    p.drawRect(r);
    if (position_.slot(slot) != DominoesPosition::kEmpty)
      drawDomino(p, r, position_.slot(slot));
  }
  const auto outline = [&](const QRectF& r, const QColor& color, double width, Qt::PenStyle style) {
    p.setPen(QPen(color, width, style));
    p.setBrush(Qt::NoBrush);
    p.drawRect(r.adjusted(1.5, 1.5, -1.5, -1.5));
  };
  if (marks_.lastCell >= 0)
    outline(cellRect(marks_.lastCell), kSelected.darker(130), 2, Qt::DotLine);
  if (marks_.targetCell >= 0)
    outline(cellRect(marks_.targetCell), kSelected, 3, Qt::DashLine);
  if (marks_.cellCursor >= 0)
    outline(cellRect(marks_.cellCursor), kCursor, 3, Qt::SolidLine);
  if (marks_.slotCursor >= 0)
    outline(slotRect(marks_.slotCursor), kCursor, 3, Qt::SolidLine);

  // The score line under the grid, then its meaning.
  const double top = origin().y() + 8 * s + 4;
  const QRectF textRect(origin().x(), top, kColumns * s, height() - top);
  QFont mono(QStringLiteral("monospace"));
  mono.setStyleHint(QFont::Monospace);
  mono.setBold(true);
  p.setFont(mono);
  p.setPen(Qt::white);
  p.drawText(textRect, Qt::AlignLeft | Qt::AlignTop, scoreLine());
  p.setFont(font());
  p.setPen(QColor(0xc0, 0xc0, 0xc8));
  p.drawText(textRect.adjusted(0, fontMetrics().height() + 2, 0, 0), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
             detailLine());
  if (overlayPainter_) {
    p.save();
    overlayPainter_(p);
    p.restore();
  }
}

bool DominoesGridWidget::event(QEvent* event)
{
  const auto textAt = [this](const QPoint& at) {
    const QString cell = cellToolTip(cellAt(at));
    return cell.isEmpty() ? slotToolTip(slotAt(at)) : cell;
  };
  if (PlainText::showToolTip(this, event, textAt))
    return true;
  return QWidget::event(event);
}

void DominoesGridWidget::mousePressEvent(QMouseEvent* event)
{
  if (!message_.isEmpty() || event->button() != Qt::LeftButton)
    return QWidget::mousePressEvent(event);
  if (const int cell = cellAt(event->position()); cell >= 0)
    emit cellClicked(cell);
  else if (const int slot = slotAt(event->position()); slot >= 0)
    emit slotClicked(slot);
}

}  // namespace Kibitz::App

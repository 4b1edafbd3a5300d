#include "boards/grid_board_view.h"

#include <QMouseEvent>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace Kibitz::App {

namespace {
constexpr double kFitMargin = 6;
constexpr double kZoomPerWheelStep = 1.2;
constexpr double kDragThreshold = 4;  // pixels a press may move and still be a click
}  // namespace

void GridBoardView::setScaleLimits(double fitMinimum, double minimum, double maximum)
{
  fitMinimum_ = fitMinimum;
  minScale_ = minimum;
  maxScale_ = maximum;
}

void GridBoardView::fitToWindow()
{
  const QSize grid = gridSize();
  const QRectF area = fitArea();
  if (grid.isEmpty() || area.width() <= 0 || area.height() <= 0)
    return;
  scale_ = std::clamp(std::min((area.width() - 2 * kFitMargin) / grid.width(), (area.height() - 2 * kFitMargin) / grid.height()),
                      fitMinimum_, maxScale_);
  origin_ = QPointF(area.left() + (area.width() - grid.width() * scale_) / 2,
                    area.top() + (area.height() - grid.height() * scale_) / 2);
  fitted_ = true;
  update();
}

void GridBoardView::zoomAt(const QPointF& point, double factor)
{
  const double next = std::clamp(scale_ * factor, std::min(minScale_, scale_), maxScale_);
  const QPointF gridPoint = (point - origin_) / scale_;  // stays under `point`
  scale_ = next;
  origin_ = point - gridPoint * scale_;
  fitted_ = false;
  update();
}

QPointF GridBoardView::cellCenter(int row, int col) const
{
  return origin_ + QPointF((col + 0.5) * scale_, (row + 0.5) * scale_);
}

QPoint GridBoardView::cellAt(const QPointF& point) const
{
  const QSize grid = gridSize();
  const QPointF at = (point - origin_) / scale_;
  const int col = int(std::floor(at.x()));
  const int row = int(std::floor(at.y()));
  if (col < 0 || row < 0 || col >= grid.width() || row >= grid.height())
    return {-1, -1};
  return {col, row};
}

QString GridBoardView::anchorAt(const QPoint& point) const
{
  const int unit = unitAtPoint(point);
  if (unit >= 0)
    return QStringLiteral("unit:%1").arg(unit);
  const QPoint cell = cellAt(point);
  return cell.x() < 0 ? QString() : QStringLiteral("cell:%1,%2").arg(cell.y()).arg(cell.x());
}

std::optional<QPointF> GridBoardView::anchorPosition(const QString& anchor) const
{
  if (anchor.startsWith(QLatin1String("unit:"))) {
    bool ok = false;
    const int unit = anchor.mid(5).toInt(&ok);
    if (const std::optional<QPoint> cell = ok ? unitCell(unit) : std::nullopt)
      return cellCenter(cell->y(), cell->x());
  } else if (anchor.startsWith(QLatin1String("cell:"))) {
    const QStringList parts = anchor.mid(5).split(QLatin1Char(','));
    bool okRow = false;
    bool okCol = false;
    const int row = parts.value(0).toInt(&okRow);
    const int col = parts.value(1).toInt(&okCol);
    const QSize grid = gridSize();
    if (okRow && okCol && parts.size() == 2 && row >= 0 && col >= 0 && row < grid.height() && col < grid.width())
      return cellCenter(row, col);
  }
  return std::nullopt;
}

void GridBoardView::resizeEvent(QResizeEvent* event)
{
  BoardView::resizeEvent(event);
  if (fitted_)
    fitToWindow();
}

void GridBoardView::showEvent(QShowEvent* event)
{
  BoardView::showEvent(event);
  if (fitted_)
    fitToWindow();
}

void GridBoardView::wheelEvent(QWheelEvent* event)
{
  const double steps = event->angleDelta().y() / 120.0;
  if (steps != 0)
    zoomAt(event->position(), std::pow(kZoomPerWheelStep, steps));
  event->accept();
}

void GridBoardView::mousePressEvent(QMouseEvent* event)
{
  if (event->button() != Qt::LeftButton)
    return;
  pressed_ = true;
  dragging_ = false;
  pressPos_ = lastDrag_ = event->position();
}

void GridBoardView::mouseMoveEvent(QMouseEvent* event)
{
  if (!pressed_ || !(event->buttons() & Qt::LeftButton))
    return;
  if (!dragging_ && (event->position() - pressPos_).manhattanLength() < kDragThreshold)
    return;
  dragging_ = true;
  setCursor(Qt::ClosedHandCursor);
  origin_ += event->position() - lastDrag_;
  lastDrag_ = event->position();
  fitted_ = false;
  update();
}

void GridBoardView::mouseReleaseEvent(QMouseEvent* event)
{
  if (event->button() != Qt::LeftButton || !pressed_)
    return;
  pressed_ = false;
  if (dragging_) {
    dragging_ = false;
    unsetCursor();
    return;
  }
  clicked(event->position());
}

void GridBoardView::mouseDoubleClickEvent(QMouseEvent* event)
{
  if (event->button() == Qt::LeftButton)
    fitToWindow();
}

}  // namespace Kibitz::App

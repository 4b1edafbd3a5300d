#pragma once

#include "boards/board_view.h"

#include <QPointF>
#include <QRectF>
#include <QSize>

namespace Kibitz::App {

// A board drawn as a grid of square cells that the user zooms (wheel, around the
// cursor), pans (drag) and fits to the window (double-click); it refits on resize until
// the user zooms or pans. A press and release without moving is a click on the board.
// OrkIsland and Mosca Ceca boards build on it.
class GridBoardView : public BoardView {
  Q_OBJECT
public:
  using BoardView::BoardView;

  // Pixels per cell, and the widget position of the top-left corner of cell (0, 0).
  double scale() const { return scale_; }
  QPointF origin() const { return origin_; }
  void fitToWindow();
  void zoomAt(const QPointF& point, double factor);
  // Widget position of the centre of cell (row, col).
  QPointF cellCenter(int row, int col) const;
  // The cell under a point as QPoint(col, row); (-1, -1) outside the grid.
  QPoint cellAt(const QPointF& point) const;
  // Anchors: "unit:<id>" for the unit drawn at a point, else "cell:<row>,<col>".
  QString anchorAt(const QPoint& point) const override;
  std::optional<QPointF> anchorPosition(const QString& anchor) const override;

protected:
  // Columns and rows of the grid (an empty size: nothing to fit yet).
  virtual QSize gridSize() const = 0;
  // The part of the widget the grid is fitted into (a board may keep room for a legend).
  virtual QRectF fitArea() const { return QRectF(rect()); }
  // The unit drawn at a widget point (-1: none), and the cell unit `id` stands on as
  // QPoint(col, row) (nothing: no such unit on the grid). Boards without units keep these.
  virtual int unitAtPoint(const QPointF& point) const { Q_UNUSED(point) return -1; }
  virtual std::optional<QPoint> unitCell(int id) const { Q_UNUSED(id) return std::nullopt; }
  // A click (press and release without dragging) at a widget point.
  virtual void clicked(const QPointF& point) { Q_UNUSED(point) }
  // Zoom range: `fitMinimum` for fitting a large grid into a small widget, `minimum` and
  // `maximum` for the wheel.
  void setScaleLimits(double fitMinimum, double minimum, double maximum);

  void resizeEvent(QResizeEvent* event) override;
  void showEvent(QShowEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void mouseDoubleClickEvent(QMouseEvent* event) override;

  // The view, for boards that set it themselves.
  double scale_ = 8;
  QPointF origin_;
  bool fitted_ = true;

private:
  double fitMinimum_ = 0.1;
  double minScale_ = 1;
  double maxScale_ = 80;
  QPointF pressPos_;
  QPointF lastDrag_;
  bool dragging_ = false;
  bool pressed_ = false;
};

}  // namespace Kibitz::App

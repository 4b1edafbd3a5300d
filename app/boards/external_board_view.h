#pragma once

#include "boards/grid_board_view.h"

#include "external/entity_scene.h"

#include <QColor>
#include <QList>
#include <QStringList>

class QTextBrowser;

namespace Kibitz::Debugger {
struct ExternalFrame;
}

namespace Kibitz::App {

// The board of a game played by an external referee (docs/external-games.md). Tier 0, for
// every referee: each player's last input and reply, the turn's summary lines, the
// scores, the events, the referee's log and, at the end, the result (with the referee's
// message when it broke off). Tier 1, when the referee sends a kibitz frame: its grid
// (rows, cols, cell text and colour) drawn beside the text, with its marks (drawn by the
// marks layer, annotations/turn_marks.cpp). Tier 2, an SDK referee that uses the graphic
// entity module: its shapes as they stand at the end of the frame (EntityScenePainter).
// Everything comes from the replay file and is shown as plain text.
class ExternalBoardView final : public GridBoardView {
  Q_OBJECT
public:
  explicit ExternalBoardView(QWidget* parent = nullptr);
  void showFrame(const Debugger::Replay& replay, int turn) override;

  // The grid's cell colour at a widget point (invalid outside the grid or for a cell
  // without one), and its text (tests, tooltips).
  QColor cellColorAt(const QPointF& point) const;
  QString cellTextAt(const QPointF& point) const;
  // The tier-0 text now shown, as plain text (tests).
  QString shownText() const;
  // Tier 2: the graphic entities shown, and where a world point is drawn.
  const Debugger::EntityScene& entityScene() const { return scene_; }
  QPointF worldToWidget(const QPointF& world) const;
  QString tooltipAt(const QPointF& point) const override;
  QRectF marksListArea() const override;

protected:
  QSize gridSize() const override { return QSize(cols_, rows_); }
  QRectF fitArea() const override;
  void paintEvent(QPaintEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void changeEvent(QEvent* event) override;

private:
  struct Cell {
    QString text;
    QColor color;
  };
  void readGrid(const Debugger::ExternalFrame& frame);
  // A grid or graphic entities beside the text.
  bool hasPicture() const { return rows_ > 0 || !scene_.isEmpty(); }
  void layoutText();
  void showText();
  const Cell* cellAtPoint(const QPointF& point) const;

  QTextBrowser* text_;
  const Debugger::Replay* replay_ = nullptr;
  int turn_ = -1;
  int rows_ = 0;
  int cols_ = 0;
  QList<Cell> cells_;  // row by row
  Debugger::EntityScene scene_;
};

}  // namespace Kibitz::App

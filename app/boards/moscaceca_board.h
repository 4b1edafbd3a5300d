#pragma once

#include "boards/grid_board_view.h"
#include "boards/moscaceca_board_frame.h"

#include <QImage>
#include <QLineF>
#include <QPointF>

#include <algorithm>

namespace Kibitz::App {

// The Mosca Ceca board [scacchiera], n x n up to 100 x 100: cells coloured by ground
// (free, stoffa with its amount, colonna di ricarica), each player's territory shaded in
// its colour with its bandiere, agents as discs in their player's colour with an energia
// bar and their stoffa; markers for what this frame's decision did (flag planted, attack
// hit or missed, ejection, switch-off). The "fog" overlay shows what one agent knows this
// turn, taken from the engine's own view of it. Wheel zooms around the cursor, dragging
// pans, double-click fits; clicking an agent selects it (the fog follows it).
class MoscaCecaBoard final : public GridBoardView {
  Q_OBJECT
public:
  explicit MoscaCecaBoard(QWidget* parent = nullptr);
  // Up to 20 distinct hues (moscaceca_board_colors.h): also the charts' colours.
  static QColor playerColor(int player);
  void showFrame(const Debugger::Replay& replay, int turn) override;
  // With a seat, the fog follows that player's agents only, and under it the tooltips and
  // this turn's markers tell only what the player knows.
  void setViewSeat(int seat) override;
  // "fog" (off), "events" (markers, on), "grid" (on).
  // Anchors ("unit:<agent id>", "cell:<row>,<col>"): GridBoardView.

  // View (zoom, pan, fit, cellCenter(row, col), cellAt): GridBoardView.
  // The tooltip for a widget point (empty outside the board).
  QString tooltipAt(const QPointF& point) const override;
  // The agent drawn at a point (switched-on first, then a switched-off one), or -1.
  int agentAt(const QPointF& point) const;
  int selectedAgent() const { return selected_; }
  void selectAgent(int id);
  // The agent whose sight the fog overlay shows: the selected one, else the agent that
  // decides next; with a view seat, that seat's (selected, deciding, else its first
  // switched on); -1 when none.
  int fogAgent() const;
  const MoscaCecaFrame& frame() const { return frame_; }
  const MoscaCecaSight& sight() const { return sight_; }

protected:
  void paintEvent(QPaintEvent* event) override;
  void changeEvent(QEvent* event) override;
  QSize gridSize() const override { return {frame_.size, frame_.size}; }
  QRectF fitArea() const override;
  int unitAtPoint(const QPointF& point) const override { return agentAt(point); }
  std::optional<QPoint> unitCell(int id) const override;
  void clicked(const QPointF& point) override;
  QSize sizeHint() const override { return {820, 720}; }

private:
  void updateSight();
  void renderGround();
  // Painting (moscaceca_board_paint.cpp).
  void drawCellDetails(QPainter& p, int r0, int r1, int c0, int c1) const;
  void drawTerritoryBorders(QPainter& p) const;
  void drawGrid(QPainter& p, int r0, int r1, int c0, int c1) const;
  void drawAgents(QPainter& p) const;
  void drawAgent(QPainter& p, int id) const;
  void drawFog(QPainter& p, int r0, int r1, int c0, int c1) const;
  void drawHappenings(QPainter& p) const;
  void drawLegend(QPainter& p) const;
  int legendWidth() const { return std::clamp(width() / 3, 170, 250); }  // at most
  void drawFogLegend(QPainter& p) const;
  // Text.
  QString playerName(int player) const;
  QString cellText(int row, int col) const;
  QString agentText(int id) const;
  QString happeningText(const MoscaCecaFrame::Happening& h) const;
  // Whether the fog hides what others do from the view seat (a person plays it, fog on).
  bool seatFog() const { return showFog_ && viewSeat_ >= 0 && sight_.agent >= 0; }
  bool seatKnows(const MoscaCecaFrame::Happening& h) const;
  QString seatTooltip(int row, int col) const;

  MoscaCecaFrame frame_;
  MoscaCecaSight sight_;
  bool hasFrame_ = false;
  int turn_ = -1;
  const Debugger::Replay* replay_ = nullptr;
  QStringList names_;
  QImage ground_;               // one pixel per cell, this frame's ground colours
  QImage fog_;                  // one pixel per cell, the fog overlay's veil for sight_
  QVector<QVector<QLineF>> borders_;  // per player: territory edges, in cell units

  int selected_ = -1;
  int viewSeat_ = -1;
  bool showFog_ = false;
  bool showEvents_ = true;
  bool showGrid_ = true;

  int fittedSize_ = -1;  // the board size the view was fitted for
};

}  // namespace Kibitz::App

#pragma once

#include "boards/board_view.h"

#include "angelempire/angelempire_board.h"
#include "angelempire/angelempire_state.h"

#include <QRectF>
#include <QStringList>
#include <QVector>

namespace Kibitz::App {

// The Angel Empire (天使帝國) 10 × 7 battlefield of one frame, drawn from the engine's
// AngelEmpireState (so reach and damage come from the rules, not from a copy of them): walls, units drawn by class (Warrior: a shield, Magician: a pointed hat)
// filled with their element's colour, their side as the outline and tile colour (Player
// blue, CPU red), HP bars, the damage of the hits that landed in this frame (strike-backs
// included), and a header with battle, turn, budget and campaign score. Clicking a unit
// selects it (Inspector: "board[7x+y]") and shows where it can move and whom it can attack.
// x = 0..9 runs left to right, y = 0..6 top to bottom, as in the protocol.
class AngelEmpireBoard final : public BoardView {
  Q_OBJECT
public:
  // A unit of the shown frame.
  struct Unit {
    int id = 0;
    int x = 0;
    int y = 0;
    int type = 0;
    int side = 0;
    int live = 0;
    bool moved = false;
  };
  // A hit that landed during the shown frame (from its events, else from HP differences).
  struct Hit {
    int x = 0;
    int y = 0;
    int damage = 0;
    int hpAfter = 0;
    int victimId = 0;
    int victimType = 0;  // 0 when unknown
    int victimSide = 0;
    bool counter = false;
    bool spell = false;
    bool killed = false;
  };

  explicit AngelEmpireBoard(QWidget* parent = nullptr);
  void showFrame(const Debugger::Replay& replay, int turn) override;
  // Anchors: "unit:<id>" and "cell:<row>,<col>" = "cell:<y>,<x>" (docs/bot-marks.md: grid
  // games name cells row first).
  QString anchorAt(const QPoint& point) const override;
  std::optional<QPointF> anchorPosition(const QString& anchor) const override;

  // Geometry (widget coordinates): the rectangle and centre of cell (x, y), the cell under a
  // point ((-1, -1) outside the map).
  QRectF cellRect(int x, int y) const;
  QPointF cellCenter(int x, int y) const { return cellRect(x, y).center(); }
  QPoint cellAt(const QPointF& point) const;
  // The unit drawn at a point (its id), or 0.
  int unitAt(const QPointF& point) const;
  QString tooltipAt(const QPointF& point) const override;
  // Under the header line.
  QRectF marksListArea() const override;

  const QVector<Unit>& units() const { return units_; }
  const QVector<Hit>& hits() const { return hits_; }
  // The header line.
  QString headerText() const;
  int cellType(int x, int y) const;  // WALL 0, SPACE 1, unit type 2..9, -1 off the map

  // Selection (a unit id of the shown battle, 0 for none) and its reach, from the engine.
  void selectUnit(int id);
  int selectedUnit() const { return selected_; }
  const QVector<QPoint>& reachCells() const { return reach_; }      // legal destinations
  const QVector<QPoint>& targetCells() const { return targets_; }   // attackable enemies

  static QColor elementColor(int element);
  static QColor sideColor(int side);
  // The one player is the Player side (blue), also in the charts.
  static QColor playerColor(int player);

protected:
  void paintEvent(QPaintEvent* event) override;
  void changeEvent(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  QSize sizeHint() const override { return {820, 620}; }

private:
  void clearFrame();
  void readHits(const Debugger::Replay& replay, int turn, const Rules::AngelEmpire::AngelEmpireState& state);
  void computeReach();
  void layout();
  const Unit* unitById(int id) const;
  const Unit* unitAtCell(int x, int y) const;
  QString unitName(int type) const;
  QString sideName(int side) const;
  QString unitTooltip(const Unit& u) const;
  void drawCells(QPainter& p) const;
  void drawReach(QPainter& p) const;
  void drawUnit(QPainter& p, const QRectF& cell, int type, int side, int live, bool moved, bool ghost) const;
  void drawUnits(QPainter& p) const;
  void drawHits(QPainter& p) const;
  void drawHeader(QPainter& p) const;
  void drawLegend(QPainter& p) const;

  // This frame (parsed once in showFrame).
  bool hasFrame_ = false;
  bool hasBoard_ = false;
  Rules::AngelEmpire::Board board_;
  QVector<Unit> units_;
  QVector<Hit> hits_;
  QVector<QPair<QPoint, int>> cpuArmy_;  // (cell, type): the CPU army while the Player buys
  Rules::AngelEmpire::Stage stage_ = Rules::AngelEmpire::Stage::Build;
  int battle_ = 0;
  int battles_ = 10;
  int turn_ = 0;
  int turns_ = 50;
  int money_ = -1;
  int leftover_ = -1;
  int killCredit_ = 0;
  int finishedTotal_ = 0;
  int finishedBattles_ = 0;
  int frame_ = -1;
  QString playerName_;
  QString battleEnd_;  // "Battle 2 ended: CPU wiped out, score 1,000" when a battle ended in this frame
  int endedBattle_ = 0;
  int endReason_ = -1;
  int endScore_ = 0;
  bool hitsOnMap_ = true;

  int selected_ = 0;
  int selectedBattle_ = 0;
  QVector<QPoint> reach_;
  QVector<int> reachSteps_;
  QVector<QPoint> targets_;

  bool showReach_ = true;
  bool showDamage_ = true;
  bool showHpBars_ = true;

  // Layout.
  QRectF header_;
  QRectF map_;
  QRectF legend_;
  double cell_ = 40;
};

}  // namespace Kibitz::App

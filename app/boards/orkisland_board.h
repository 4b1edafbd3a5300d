#pragma once

#include "boards/grid_board_view.h"

#include "orkisland/orkisland_state.h"

#include <QImage>
#include <QPixmap>
#include <QRegion>
#include <QPointF>
#include <QVector>

#include <memory>

class QVariantAnimation;

namespace Kibitz::App {

// The OrkIsland 70 × 70 island, drawn from the engine's OrkIslandState: cells coloured by type, cities and paths tinted with their
// owner, orks as owner-coloured squares with a health bar. Wheel zooms around the cursor,
// dragging pans, double-click fits. Clicking an ork selects it: its trail over the
// previous turns is drawn and its fate (deaths, captures) listed in a legend.
class OrkIslandBoard final : public GridBoardView {
  Q_OBJECT
public:
  using Unit = Rules::OrkIsland::Unit;

  explicit OrkIslandBoard(QWidget* parent = nullptr);
  void showFrame(const Debugger::Replay& replay, int turn) override;
  // Anchors ("unit:<id>", "cell:<i>,<j>"): GridBoardView.

  // View (zoom, pan, fit, cellCenter(i, j), cellAt): GridBoardView.
  // The tooltip text for a widget point (empty when outside the map).
  QString tooltipAt(const QPointF& point) const override;
  // The ork drawn at a point, or -1.
  int unitAt(const QPointF& point) const;
  const QVector<Unit>& units() const { return units_; }
  // Where unit `u` is drawn: its cell, or on its way there while a move is animated.
  QPointF unitCenter(int u) const;
  // Whether a move animation is running (tests), and the time it takes.
  bool isAnimating() const;
  static constexpr int kAnimationMs = 180;
  int selectedUnit() const { return selected_; }
  void selectUnit(int id);
  // The selected ork's positions over the previous turns (oldest first) and its fate.
  const QVector<QPoint>& trail() const { return trail_; }
  const QStringList& fate() const { return fate_; }
  int rows() const { return rows_; }
  int cols() const { return cols_; }

protected:
  void paintEvent(QPaintEvent* event) override;
  void changeEvent(QEvent* event) override;
  QSize sizeHint() const override { return {900, 700}; }
  QSize gridSize() const override { return {cols_, rows_}; }
  int unitAtPoint(const QPointF& point) const override { return unitAt(point); }
  std::optional<QPoint> unitCell(int id) const override;
  void clicked(const QPointF& point) override;

private:
  void loadMap(std::shared_ptr<const Rules::OrkIsland::Board> board);
  void renderStatic();
  void renderOwners();
  // What the map layer was drawn for: the island, the view and the grid overlay.
  struct LayerKey {
    int island = 0;  // islandSerial_: another replay's island of the same size is another layer
    QPointF origin;
    double scale = 0;
    QSize pixels;
    bool grid = false;
    bool operator==(const LayerKey&) const = default;
  };
  // Draws the whole layer (`changed` empty) or only `changed` (widget pixels) of it.
  void renderMapLayer(const LayerKey& key, const QRegion& changed);
  // The cells of the cities and paths whose owner differs from the layer's.
  QRegion changedOwnerCells() const;
  void computeHistory(const Debugger::Replay& replay, int turn);
  void drawUnits(QPainter& p) const;
  // Slides the orks from from_ when `step` (one turn forward), else shows them at once.
  void startMoveAnimation(bool step);
  void drawTrails(QPainter& p) const;
  void drawGrid(QPainter& p, const QRectF& visible) const;
  void drawLegend(QPainter& p) const;
  QString cellTypeName(char type) const;
  QString ownerName(int owner) const;
  static QColor playerColor(int player);

  // Static map (cached per map: the board never changes during a match).
  std::shared_ptr<const Rules::OrkIsland::Board> island_;  // restored states share it
  int rows_ = 0;
  int cols_ = 0;
  QByteArray types_;                 // one char per cell, row-major: W . F S C P
  QVector<int> cityOf_, pathOf_;     // per cell, -1 when none
  QVector<QVector<QPoint>> cityCells_, pathCells_;  // QPoint(j, i)
  QImage staticImage_;               // cell types, kCellPixels per cell
  QImage ownersImage_;               // staticImage_ with the owners' tints of this frame
  QPixmap mapLayer_;                 // ownersImage_ scaled into the view, with the grid
  LayerKey mapLayerKey_;
  int islandSerial_ = 0;             // counts loadMap calls (not the pointer: freed islands' addresses recur)
  QVector<int> layerCityOwners_, layerPathOwners_;  // the owners mapLayer_ shows

  // This frame.
  bool hasFrame_ = false;
  const Debugger::Replay* replay_ = nullptr;  // the shown replay (it outlives showFrame)
  int turn_ = 0;
  int round_ = 0;
  int initialHealth_ = 100;
  QVector<int> cityOwners_, pathOwners_, renderedCityOwners_, renderedPathOwners_;
  QVector<Unit> units_;
  QStringList names_;
  QList<qint64> scores_;
  QVector<QVector<QPoint>> recent_;  // per unit: positions over the last turns (trails overlay)

  int selected_ = -1;
  QVector<QPoint> trail_;
  QStringList fate_;

  bool showTrails_ = true;
  bool showGrid_ = false;
  // Move animation (overlay "animate"): stepping one turn forward slides every ork that
  // moved one cell from where it stood; respawns and jumps are not animated.
  bool animateMoves_ = false;
  QVector<Unit> from_;          // the units of the previous frame, while animating
  QVariantAnimation* animation_ = nullptr;
  double progress_ = 1;         // 0 at the previous positions, 1 at the new ones
};

}  // namespace Kibitz::App

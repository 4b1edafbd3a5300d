#pragma once

#include "boards/board_view.h"

namespace Kibitz::App {

class DominoesGridWidget;

// The morgan2 board: a frame's grid, stack and score line from the engine's DominoesState,
// dead cells marked, the cell the last PLACE filled, and the move the player makes next
// (its stack slot, target cell and the slot's legal cells, from the next frame's event
// values) as optional overlays.
class DominoesBoard final : public BoardView {
  Q_OBJECT
public:
  explicit DominoesBoard(QWidget* parent = nullptr);
  void showFrame(const Debugger::Replay& replay, int turn) override;
  // Anchors: "cell:<p>" with p = 8 * row + col (docs/bot-marks.md); "cell:<row>,<col>" is
  // drawn too; "slot:<k>" is stack slot k (what a click there picks when playing by hand).
  QString anchorAt(const QPoint& point) const override;
  std::optional<QPointF> anchorPosition(const QString& anchor) const override;
  void setMarks(const QList<BoardMark>& marks) override;
  QString tooltipAt(const QPointF& point) const override;

  // For tests and screenshots: the drawing widget (tooltips, geometry, the position).
  DominoesGridWidget* grid() const { return grid_; }

private:
  void updateMarks();

  DominoesGridWidget* grid_;
  int nextSlot_ = -1;
  int nextCell_ = -1;
  int lastCell_ = -1;
  bool showDead_ = true;
  bool showNext_ = true;
};

}  // namespace Kibitz::App

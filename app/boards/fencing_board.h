#pragma once

#include "boards/board_view.h"

#include "fencing/fencing_state.h"

#include <memory>

namespace Kibitz::App {

// The Fencing ESport piste, after the original CodinGame viewer: both fencers at their
// positions with the action each played, score boxes, energy bars against energyMax,
// drugs and skills, the referee's messages; optional reach and parry zones.
class FencingBoard final : public BoardView {
  Q_OBJECT
public:
  explicit FencingBoard(QWidget* parent = nullptr);
  // The original viewer's red and green: also the charts' colours for the two fencers.
  static QColor playerColor(int player);
  void showFrame(const Debugger::Replay& replay, int turn) override;
  // Anchors: the fencers "players[0]"/"players[1]", piste positions "cell:<0..500>".
  QString anchorAt(const QPoint& point) const override;
  std::optional<QPointF> anchorPosition(const QString& anchor) const override;

  // For tests: the referee message shown, and a fencer's tooltip.
  QString refereeMessage() const { return referee_; }
  QString fencerTooltip(int player) const;
  QString tooltipAt(const QPointF& point) const override;
  // Left of the score boxes, which sit in the middle of the top.
  QRectF marksListArea() const override;
  // The x of a piste position in widget coordinates.
  double xOf(int position) const;

  // Where the texts of the shown frame go, laid out so that none overlaps another at any
  // size and in any language: the two energy labels, the two action (or "deactivated")
  // labels over the fencers, and the referee's words. Empty rectangles are not drawn.
  // The footer is the strip of the piste's position numbers and the name bands.
  struct Labels {
    QRectF energy[2];
    QRectF action[2];
    QRectF referee;
    QRectF footer;
    QFont energyFont;
  };
  Labels labelLayout() const;

protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  QSize sizeHint() const override { return {900, 420}; }

private:
  int fencerAt(const QPointF& point) const;
  void drawPiste(QPainter& p) const;
  void drawFencer(QPainter& p, int player) const;
  void drawHud(QPainter& p) const;
  void drawZones(QPainter& p) const;
  double pisteY() const;
  double fencerScale() const;
  QString actionText(int player) const;
  QFont actionFont() const;
  QFont refereeFont() const;
  const Rules::Fencing::Fencer& fencer(int player) const { return state_->fencer(player); }

  std::shared_ptr<const Rules::Fencing::FencingState> state_;
  QStringList names_;
  QString referee_;
  bool hasFrame_ = false;
  bool showDistances_ = false;
  bool showPassport_ = false;
};

}  // namespace Kibitz::App

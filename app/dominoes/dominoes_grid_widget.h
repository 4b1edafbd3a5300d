// § numbers: the Rules reference of docs/games/dominoes.md.
#pragma once

#include "dominoes/dominoes_position.h"

#include <QFont>
#include <QWidget>

#include <functional>

namespace Kibitz::App {

// Draws a morgan2 position like the original's screen (§8): the 8x8 grid of red and green
// dominoes, the stack column to its right (slot k level with row k) and the score line
// "score: S F D". Shared by the Board panel and the Play dialog, which add cursors,
// a selection and highlighted cells. Clicks report cells and slots; tooltips describe them.
class DominoesGridWidget final : public QWidget {
  Q_OBJECT
public:
  // What is drawn on top of the position.
  struct Marks {
    int slotCursor = -1;     // the original's white cursor in the stack (stack mode)
    int cellCursor = -1;     // ... on the grid (grid mode)
    int selectedSlot = -1;   // the domino being placed (highlighted)
    int targetCell = -1;     // where it goes (a replay's next move)
    int lastCell = -1;       // the domino placed by the last move
    DominoesPosition::Mask legal = 0;  // highlighted cells
    bool showDead = true;
  };

  explicit DominoesGridWidget(QWidget* parent = nullptr);

  void setPosition(const DominoesPosition& position);
  void setMarks(const Marks& marks);
  // Replaces the drawing by a message (a frame that cannot be read); empty to clear.
  void setMessage(const QString& message);
  const DominoesPosition& position() const { return position_; }
  const Marks& marks() const { return marks_; }
  QString message() const { return message_; }
  // Something drawn over the position at the end of each paint (the board's notes and
  // bot marks layer), in this widget's coordinates.
  void setOverlayPainter(std::function<void(QPainter&)> painter) { overlayPainter_ = std::move(painter); }

  // Geometry and texts, also for tests.
  QRectF cellRect(int cell) const;
  QRectF slotRect(int slot) const;
  int cellAt(const QPointF& point) const;
  int slotAt(const QPointF& point) const;
  QString cellToolTip(int cell) const;
  QString slotToolTip(int slot) const;
  // "score: S F D" and its spelled-out companion line.
  QString scoreLine() const;
  QString detailLine() const;

signals:
  void cellClicked(int cell);
  void slotClicked(int slot);

protected:
  void paintEvent(QPaintEvent* event) override;
  bool event(QEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  QSize sizeHint() const override { return {560, 470}; }
  QSize minimumSizeHint() const override { return {300, 260}; }

  // The height of the text under the grid when the grid's cells are `cell` pixels wide: the
  // score line, then its meaning wrapped to the grid's width.
  int textHeight(double cell) const;

private:
  double cellSize() const;
  QPointF origin() const;
  void drawDomino(QPainter& p, const QRectF& cell, int pattern) const;

  DominoesPosition position_;
  Marks marks_;
  QString message_;
  std::function<void(QPainter&)> overlayPainter_;
  // cellSize() for this size and text (it lays the text out; paint asks it for every cell).
  struct SizeCache {
    QSize size;
    QString detail;
    QFont font;
    double cell = 0;
  };
  mutable SizeCache sizeCache_;
};

}  // namespace Kibitz::App

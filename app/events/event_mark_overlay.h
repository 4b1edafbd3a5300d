#pragma once

#include <QColor>
#include <QPointer>
#include <QWidget>

namespace Kibitz::App {

class BoardView;

// A ring over the board at the place of the event chosen in the Events panel, drawn by a
// transparent child of the board at the board's own anchorPosition(), so that no board
// changes and the notes' marks layer stays the annotations feature's.
class EventMarkOverlay final : public QWidget {
  Q_OBJECT
public:
  explicit EventMarkOverlay(BoardView* board);

  // Marks `anchor` (empty: nothing) with `label` beside it.
  void setMark(const QString& anchor, const QString& label, const QColor& color);
  QString anchor() const { return anchor_; }
  // Where the ring is drawn in the board's coordinates, when the board shows the anchor.
  std::optional<QPointF> markedPoint() const;

  static constexpr double kRadius = 14;

protected:
  bool eventFilter(QObject* watched, QEvent* event) override;
  void paintEvent(QPaintEvent* event) override;

private:
  QPointer<BoardView> board_;
  // The same object, for eventFilter(): a board being destroyed still sends events, when it
  // is only a QWidget and QPointer<BoardView> may not cast it (UBSan's vptr check).
  const QObject* boardObject_;
  QString anchor_;
  QString label_;
  QColor color_;
};

}  // namespace Kibitz::App

#pragma once

#include <QObject>
#include <QPoint>
#include <QPointer>

#include <optional>

#include "boards/board_view.h"

namespace Kibitz::App {

// Takes the clicks on a game's board for a move input, through the board's own anchors
// (BoardView::anchorAt: "unit:12", "cell:3,4"), so no board needs code for human play.
// While attached, a left click on the board (a drag still pans) is the person's and does
// nothing else; the board's play marks (BoardView::setPlayMarks) are cleared on detach.
class BoardClicks final : public QObject {
  Q_OBJECT
public:
  using QObject::QObject;
  ~BoardClicks() override;
  void attach(BoardView* board);
  void detach();
  BoardView* board() const { return board_; }
  // Sets the marks drawn over the attached board (nothing when detached).
  void setMarks(const QList<BoardMark>& marks);

  // The row and column of an anchor "cell:R,C", or false.
  static bool cellOf(const QString& anchor, int* row, int* col);
  // The unit id of an anchor "unit:N", or -1.
  static int unitOf(const QString& anchor);
  static QString cellAnchor(int row, int col) { return QStringLiteral("cell:%1,%2").arg(row).arg(col); }
  static QString unitAnchor(int unit) { return QStringLiteral("unit:%1").arg(unit); }
  // A play mark: a ring (Color), a label (Text) or an arrow to `to` (Line) at `anchor`.
  static BoardMark mark(BoardMark::Kind kind, const QString& anchor, const QColor& color, const QString& text = {},
                        const QString& to = {})
  {
    BoardMark m;
    m.kind = kind;
    m.anchor = anchor;
    m.anchor2 = to;
    m.text = text;
    m.color = color;
    return m;
  }

signals:
  // A left click on the board, on what anchorAt() names there (may be empty).
  void clicked(const QString& anchor);

protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

private:
  static constexpr int kClickSlack = 6;  // pixels a click may move before it is a drag
  QPointer<BoardView> board_;
  std::optional<QPoint> pressAt_;
};

}  // namespace Kibitz::App

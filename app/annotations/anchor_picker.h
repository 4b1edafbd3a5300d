#pragma once

#include <QObject>
#include <QPointer>

namespace Kibitz::App {

class BoardView;

// "Pick anchor" mode: while active, the next click on the board names the thing under it
// (BoardView::anchorAt) instead of doing what a click usually does; Escape cancels.
class AnchorPicker final : public QObject {
  Q_OBJECT
public:
  using QObject::QObject;
  void setBoard(BoardView* board);
  BoardView* board() const { return board_; }
  bool isActive() const { return active_; }
  void setActive(bool active);

signals:
  void picked(const QString& anchor);
  void activeChanged(bool active);
  // The click hit nothing that can carry a note.
  void missed();

protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

private:
  QPointer<BoardView> board_;
  bool active_ = false;
};

}  // namespace Kibitz::App

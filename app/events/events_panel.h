#pragma once

#include <QWidget>

#include <functional>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace Kibitz::App {

class BoardView;
class EventsFilter;
class EventsModel;
class ReplayDocument;

// The Events dock: the match's events (or the current turn's), filtered by type, player
// and text, with their counts per type. Choosing one moves to its turn and rings its place
// on the board; Ctrl+click or "Break on Every…" asks for a breakpoint on such events.
// Next/Previous Event (F7, Shift+F7) step through the events of the chosen type.
class EventsPanel final : public QWidget {
  Q_OBJECT
public:
  // `board` gives the board shown now (it changes with the game), or null.
  EventsPanel(ReplayDocument* document, std::function<BoardView*()> board, QWidget* parent = nullptr);

  EventsModel* model() const { return model_; }
  EventsFilter* filter() const { return filter_; }
  QTableView* table() const { return table_; }
  QComboBox* scopeBox() const { return scope_; }
  QComboBox* typeBox() const { return type_; }
  QComboBox* playerBox() const { return player_; }
  QLineEdit* textEdit() const { return text_; }
  QLabel* countsLabel() const { return counts_; }
  QAction* nextEventAction() const { return next_; }
  QAction* previousEventAction() const { return previous_; }

  // Moves to the event of model row `row` and marks its place; the marked row, or -1.
  void goToEvent(int row);
  int markedRow() const { return marked_; }
  // The anchor ringed on the board now (empty: none).
  QString markedAnchor() const;
  // Asks for a breakpoint on every event like model row `row` (same type and player).
  void breakOnEventsLike(int row);
  // Next/Previous Event: the next event after the current turn (or after the marked one
  // in it) of the chosen type (the type filter, else the marked event's); its row or -1.
  int nextEvent();
  int previousEvent();

signals:
  void breakpointRequested(const QString& expression);

protected:
  void changeEvent(QEvent* event) override;
  bool eventFilter(QObject* watched, QEvent* event) override;

private:
  void retranslateUi();
  void rebuildChoices();
  void updateCounts();
  void updateMark();
  void showContextMenu(const QPoint& at);
  int step(int direction);
  QString steppedType() const;

  ReplayDocument* document_;
  std::function<BoardView*()> board_;
  EventsModel* model_;
  EventsFilter* filter_;
  QComboBox* scope_;
  QComboBox* type_;
  QComboBox* player_;
  QLineEdit* text_;
  QLabel* counts_;
  QTableView* table_;
  QAction* next_;
  QAction* previous_;
  int marked_ = -1;
};

}  // namespace Kibitz::App

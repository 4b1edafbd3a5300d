#pragma once

#include "replay/turn_profile.h"

#include <QStringList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;
class QSplitter;
class QTreeWidget;
class QTreeWidgetItem;

namespace Kibitz::App {

class FlameGraphView;
class ReplayDocument;

// Where a profiled bot spent the current turn (issue #49): its icicle graph, its functions
// (self and total samples, their shares, where each is defined) and, compared with another
// turn, what grew and what shrank. Follows the document's turn; the seat is chosen among
// the profiled ones. Without a profile it says why (not profiled, refused, the bot did not
// play the turn, no samples), never an empty panel.
class ProfilePanel final : public QWidget {
  Q_OBJECT
public:
  explicit ProfilePanel(ReplayDocument* document, QWidget* parent = nullptr);

  // The seat shown (-1 when no seat was profiled); showSeat ignores a seat not profiled.
  int seat() const { return seat_; }
  void showSeat(int seat);
  // Compares the current turn with `turn` (-1: no comparison).
  void setCompareTurn(int turn);
  int compareTurn() const;
  // What the profiler said once the match ended (a binary without symbols, lost samples).
  void setWarnings(const QStringList& warnings);
  // A profiling refusal the window showed (perf missing...): said until another replay.
  void setRefusal(const QString& refusal);

  // For tests and screenshots.
  QString messageText() const;
  FlameGraphView* flameGraph() const { return flame_; }
  QTreeWidget* table() const { return table_; }
  // The row of `function` in the table, or -1.
  int rowOf(const QString& function) const;

signals:
  // A function was clicked (graph) or activated (table) whose source place is known: the
  // file as the replay names it (hostile text: to be opened through the editor's loader).
  void sourceRequested(int seat, const QString& file, int line);
  // The same, when the replay knows no place for the function: the status line says so.
  void sourceUnknown(const QString& function);

protected:
  void changeEvent(QEvent* event) override;

private:
  void retranslateUi();
  void replayReset();
  void fillSeats();
  void refresh();
  void fillTable(const Debugger::TurnProfile& profile, const Debugger::TurnProfile* then);
  void openFunction(const QString& function);

  ReplayDocument* document_;
  int seat_ = -1;
  QStringList warnings_;
  QString refusal_;
  QLabel* seatLabel_;
  QComboBox* seats_;
  QCheckBox* compare_;
  QSpinBox* compareTurn_;
  QLabel* message_;
  FlameGraphView* flame_;
  QTreeWidget* table_;
  QSplitter* views_;  // the graph above the table; hidden without a profile
};

}  // namespace Kibitz::App

#pragma once

#include "replay/replay.h"
#include "replay/replay_diff.h"

#include <QWidget>

#include <array>
#include <optional>

class QLabel;
class QPushButton;
class QTreeWidget;
class QSpinBox;
class QSplitter;

namespace Kibitz::App {

class BoardView;
class MarkedSlider;

// Two replays of the same game side by side: two boards on one shared timeline, the
// first turn where their states differ (found at once and marked on the timeline), and
// every value that differs at the shown turn, by path.
class CompareWindow final : public QWidget {
  Q_OBJECT
public:
  enum Side { A = 0, B = 1 };
  explicit CompareWindow(QWidget* parent = nullptr);
  ~CompareWindow() override;

  // Loads one side; compares as soon as both are there. False with a message naming the
  // problem (unreadable file, another game than the other side).
  bool setReplay(Side side, Debugger::Replay replay, const QString& name, QString* error);
  // Any file the main window opens (ReplayLoader): a Kibitz replay, or a foreign replay or
  // native log, imported as the window imports it.
  bool openFile(Side side, const QString& path, QString* error);

  bool hasBoth() const { return replays_[A].has_value() && replays_[B].has_value(); }
  // The first turn whose states differ, or -1 (identical, or not both loaded).
  int firstDivergence() const { return difference_.firstFrame; }
  const Debugger::ReplayDifference& difference() const { return difference_; }
  // Every turn where a seat replied otherwise (ticks on the timeline, rows in the list).
  const QList<Debugger::ReplyDifference>& replyDifferences() const { return replies_; }
  // Goes to the next turn after the shown one where the replies differ (wrapping); false if none.
  bool goToNextReplyDifference();
  int currentTurn() const;
  int lastTurn() const;
  void setCurrentTurn(int turn);
  // The values that differ at the shown turn.
  const QList<Debugger::JsonDiff::Difference>& currentDifferences() const { return current_; }
  QString summaryText() const;
  MarkedSlider* slider() const { return slider_; }
  QTreeWidget* differenceList() const { return list_; }

protected:
  void changeEvent(QEvent* event) override;

private:
  void retranslateUi();
  void chooseFile(Side side);
  void compare();
  void showTurn();
  void updateSummary();

  std::array<std::optional<Debugger::Replay>, 2> replays_;
  std::array<QString, 2> names_;
  std::array<BoardView*, 2> boards_{};
  std::array<QWidget*, 2> boardHolders_{};
  std::array<QLabel*, 2> placeholders_{};  // where a side's board will be, until it has one
  std::array<QLabel*, 2> nameLabels_{};
  std::array<QPushButton*, 2> openButtons_{};
  Debugger::ReplayDifference difference_;
  QList<Debugger::ReplyDifference> replies_;
  QList<Debugger::JsonDiff::Difference> current_;
  QSplitter* boardsSplitter_ = nullptr;
  MarkedSlider* slider_;
  QSpinBox* turnBox_;
  QLabel* turnLabel_;
  QPushButton* divergenceButton_;
  QPushButton* nextReplyButton_;
  QLabel* summary_;
  QLabel* listTitle_;
  QTreeWidget* list_;
};

}  // namespace Kibitz::App

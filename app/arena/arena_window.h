#pragma once

#include "arena/arena_data.h"
#include "arena/arena_runner.h"
#include "arena/time_left.h"

#include "match/process_options.h"

#include <QElapsedTimer>
#include <QMainWindow>
#include <QPointer>

#include <functional>
#include <memory>

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableView;
class QTemporaryDir;
class QTimer;

namespace Kibitz::App {

class ArenaSetupForm;
class MainWindow;
class MatchFilter;
class MatchListModel;
class RankingModel;
class HistoryChart;
class RatingChart;
class WinRateMatrix;

// Tools > Arena: plays a tournament between bots (docs/arena.md, "The Arena window") on the
// debugger's arena runner, without blocking the window, and shows its ranking with
// intervals, the win-rate matrix, each bot's rating as matches accumulate and the list of
// matches, whose replays open in the debugger window. Results stay in the database, which
// File > Open Database shows again later.
class ArenaWindow final : public QMainWindow {
  Q_OBJECT
public:
  // `debugger`: where a match's replay opens.
  explicit ArenaWindow(MainWindow* debugger, QWidget* parent = nullptr);
  ~ArenaWindow() override;

  ArenaSetupForm* setup() const { return setup_; }
  // Starts (or, on a database of the same arena, resumes) the arena of the form; false
  // with the reason shown in the window.
  bool start();
  void pause();
  void resume();
  void cancel();
  ArenaRunner::State state() const { return runner_->state(); }
  // Shows what a database holds and prepares the form to continue its arena.
  bool openDatabase(const QString& path);
  // Opens the replay of the match on `row` of the (filtered) list in the debugger window,
  // or (without replays) plays that match again and opens it.
  bool openMatch(int row);

  const ArenaData& data() const { return data_; }
  RankingModel* ranking() const { return ranking_; }
  WinRateMatrix* matrix() const { return matrix_; }
  RatingChart* chart() const { return chart_; }
  HistoryChart* historyChart() const { return history_; }
  MatchListModel* matchList() const { return matches_; }
  MatchFilter* matchFilter() const { return filter_; }
  QTableView* matchView() const { return matchView_; }
  QComboBox* botFilter() const { return botFilter_; }
  QComboBox* resultFilter() const { return resultFilter_; }
  QCheckBox* errorsOnly() const { return errorsOnly_; }
  QProgressBar* progress() const { return progress_; }
  QLabel* timeLeft() const { return timeLeft_; }
  QTabWidget* tabs() const { return tabs_; }
  QPushButton* startButton() const { return startButton_; }
  QPushButton* pauseButton() const { return pauseButton_; }
  QPushButton* resumeButton() const { return resumeButton_; }
  QPushButton* cancelButton() const { return cancelButton_; }
  // The last message the window showed (an error, a warning, the end of the arena).
  QString message() const;
  // Whether questions and errors also come as dialogs (tests turn this off).
  void setInteractive(bool interactive) { interactive_ = interactive; }
  // What the "about … left" of the progress is computed from.
  const TimeLeftEstimate& timeLeftEstimate() const { return pace_; }
  // "1 h 02 min", "3 min 20 s", "12 s".
  static QString durationText(qint64 ms);

protected:
  void changeEvent(QEvent* event) override;
  void closeEvent(QCloseEvent* event) override;

private:
  void retranslate();
  void showMessage(const QString& text, bool error);
  // `text` is asked again on every language change.
  void showMessage(std::function<QString()> text, bool error);
  // `text` followed by the lasting warnings.
  std::function<QString()> withWarnings(std::function<QString()> text) const;
  void onOpened(qint64 total, const QList<Debugger::Arena::MatchOutcome>& stored);
  void onStored(const QList<Debugger::Arena::MatchOutcome>& outcomes);
  void onStateChanged(ArenaRunner::State state);
  void scheduleRefresh();
  void refresh();
  void updateHistory();
  // The matches of the database's arenas other than `schedule` (none when it is new).
  static QList<Debugger::Arena::MatchOutcome> otherArenas(const QString& dbPath, const QString& schedule);
  void updateProgress();
  void updateButtons();
  void rebuildFilters();
  void applyFilters();
  void updateShownCount();
  void resetViews();
  void openDatabaseDialog();
  // How a match played again runs its bots: as the window's sandbox setting says.
  Debugger::ProcessOptions againOptions() const;
  void playAgainAndOpen(const Debugger::Arena::MatchOutcome& outcome);
  QString stateText() const;

  QPointer<MainWindow> debugger_;
  bool interactive_ = true;
  ArenaRunner* runner_;
  ArenaData data_;
  ArenaSetupForm* setup_;
  QPushButton* startButton_;
  QPushButton* pauseButton_;
  QPushButton* resumeButton_;
  QPushButton* cancelButton_;
  QProgressBar* progress_;
  QLabel* timeLeft_;
  QLabel* message_;
  QTabWidget* tabs_;
  RankingModel* ranking_;
  QTableView* rankingView_;
  WinRateMatrix* matrix_;
  RatingChart* chart_;
  HistoryChart* history_;
  bool historyStale_ = true;
  MatchListModel* matches_;
  MatchFilter* filter_;
  QTableView* matchView_;
  QLabel* botFilterLabel_;
  QComboBox* botFilter_;
  QLabel* resultFilterLabel_;
  QComboBox* resultFilter_;
  QCheckBox* errorsOnly_;
  QLabel* shownCount_;
  QMenu* fileMenu_;
  QAction* openAction_;
  QAction* closeAction_;
  QTimer* refreshTimer_;
  QString messageText_;
  std::function<QString()> messageFn_;
  bool messageIsError_ = false;
  // The time-left estimate, on the window's clock.
  TimeLeftEstimate pace_;
  QElapsedTimer clock_;
  // This run's warnings that stay in the message area until the next Start (a bot's first
  // crash), each asked again on a language change.
  QList<std::function<QString()>> lastingWarnings_;
  std::unique_ptr<QTemporaryDir> againDir_;  // matches played again to open them
  bool playingAgain_ = false;
};

}  // namespace Kibitz::App

#pragma once

#include "compare/compare_window.h"
#include "dap/debug_plan.h"
#include "dap/interactive_debug_session.h"
#include "match/bot_rerun.h"

#include <QDialog>
#include <QPointer>

#include <atomic>
#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QThread;

namespace Kibitz::App {

class MainWindow;

// Debug > Re-run a Bot up to This Turn: a fresh copy of a seat's external bot gets the
// recorded inputs of turns 1..N-1 (each reply compared with the match's), then waits for
// turn N with no time limit while its author attaches a debugger (gdb -p PID). From
// there the match can be continued with this bot. The bot runs on a thread of its own,
// so the window stays responsive while it waits in a debugger.
class RerunDialog final : public QDialog {
  Q_OBJECT
public:
  RerunDialog(MainWindow* window, int seat, int turn);
  ~RerunDialog() override;

  // For tests: the state the dialog is in, and its texts.
  enum class Stage { Setup, Feeding, Waiting, Playing, Played, Failed };
  Stage stage() const { return stage_; }
  QString reportText() const;
  QString attachText() const;
  QPushButton* startButton() const { return start_; }
  QPushButton* playButton() const { return play_; }
  QPushButton* debugButton() const { return debug_; }
  Debugger::InteractiveDebugSession* debugSession() const { return session_.get(); }
  QPushButton* continueButton() const { return continue_; }
  QPushButton* compareButton() const { return compare_; }
  // The turn the re-run stops at (the form's).
  int stopTurn() const;
  // The Compare window the last "Compare Replies" opened (null when closed or none).
  CompareWindow* compareWindow() const { return compareWindow_; }
  QPushButton* profileButton() const { return profile_; }
  void setBot(const QString& spec);
  // Closing ends the bot (and any debugger session on it).
  void reject() override;

protected:
  void changeEvent(QEvent* event) override;

private:
  void retranslateUi();
  void updateButtons();
  void fillSeats();
  // Asks before starting the external bot the replay records (its command shown);
  // true when it may start.
  bool confirmRecordedBot(int seat, const QString& bot);
  void startRerun();
  void playTurn();
  // Plays turn N under the debugger with the editor's breakpoints (the Debug dock shows it).
  void debugTurn();
  void continueMatch();
  // Plays the match on from the turn before the chosen one with this seat's bot profiled
  // (the New Match dialog of a continuation, "Profile this bot" ticked): the Profile panel
  // of the new window shows where the bot spent the turn.
  void profileTurn();
  void openTerminal();
  // Opens the Compare window on the match and the match as the re-run played it: every
  // turn whose reply differs is marked on its timeline (issue #47, 14).
  void compareReplies();
  void historyDone(int generation, bool ok, const QString& error);
  void turnPlayed(const Debugger::PlayerExchange& answer);
  void stopBot();
  void appendReport(const QString& text);

  MainWindow* window_;
  Stage stage_ = Stage::Setup;
  QLabel* intro_;
  QLabel* seatLabel_;
  QComboBox* seat_;
  QLabel* botLabel_;
  QLineEdit* bot_;
  QLabel* turnLabel_;
  QSpinBox* turn_;
  QPushButton* start_;
  QProgressBar* progress_;
  QPlainTextEdit* report_;
  QLabel* attach_;
  QPushButton* copyAttach_;
  QPushButton* terminal_;
  QPushButton* play_;
  QPushButton* debug_;
  QPushButton* continue_;
  QPushButton* profile_;
  QPushButton* close_;
  QPushButton* compare_;
  QPointer<CompareWindow> compareWindow_;
  QStringList confirmedBots_;  // recorded commands the user agreed to start
  std::shared_ptr<Debugger::Replay> replayKeeper_;  // what rerun_ reads; declared first, destroyed last
  std::unique_ptr<Debugger::BotRerun> rerun_;
  std::unique_ptr<Debugger::InteractiveDebugSession> session_;  // on rerun_'s bot: destroyed before it
  // The planner's answer for the bot started (DebugPlanner::plan), said at Debug the Turn.
  std::optional<Debugger::DebugPlan> debugPlan_;
  Debugger::DebugRefused debugRefused_;
  bool adapterInstalled_ = false;  // else the gdb -p line is the way to debug
  QThread* thread_ = nullptr;
  std::atomic<qint64> botPid_ = 0;
  int generation_ = 0;  // answers of a re-run that was stopped are dropped
};

}  // namespace Kibitz::App

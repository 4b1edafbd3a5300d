#pragma once

#include "dap/interactive_debug_session.h"
#include "widgets/shortcut_claim.h"
#include "core/move.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

#include <functional>

class QAction;
class QLabel;
class QLineEdit;
class QSplitter;
class QTreeWidget;
class QTreeWidgetItem;

namespace Kibitz::App {

// The Debug dock: a bot stopped in its code at a re-run's turn. A banner says where and why;
// the call stack (a click shows that frame), the frame's variables (a lazy tree: a value's
// members are read when it is expanded), watches (evaluated at every stop, in the frame
// shown); Continue F5, Step Over F10, Step Into F11, Step Out Shift+F11, Stop Debugging
// Shift+F5. Every value is plain text, cut to a readable length.
class BotDebugPanel final : public QWidget {
  Q_OBJECT
public:
  // A new replay or match without the debugger: an ended session's banner and values go
  // (they named the previous bot).
  void forgetOverSession();
  explicit BotDebugPanel(QWidget* parent = nullptr);

  // Follows `session` (owned elsewhere) until it is over or destroyed. `botName` names the
  // bot in the banner.
  void attach(Debugger::InteractiveDebugSession* session, const QString& botName);
  Debugger::InteractiveDebugSession* session() const { return session_; }
  const QString& botName() const { return botName_; }
  // The language whose watches are shown: that of the last bot attached ("native", "python").
  const QString& watchLanguage() const { return watchLanguage_; }

  QList<QAction*> actions() const;
  QAction* continueAction() const { return continue_; }
  QAction* stepOverAction() const { return stepOver_; }
  QAction* stepIntoAction() const { return stepIn_; }
  QAction* stepOutAction() const { return stepOut_; }
  QAction* stopAction() const { return stop_; }

  // For tests and the window: what is shown.
  QString bannerText() const;
  QTreeWidget* stackView() const { return stack_; }
  QTreeWidget* variablesView() const { return variables_; }
  QTreeWidget* watchesView() const { return watches_; }
  void addWatch(const QString& expression);
  QStringList watchExpressions() const;
  // The frame shown (index in the stack), -1 while the bot runs.
  int shownFrame() const { return shownFrame_; }
  void showFrame(int index);

signals:
  // The frame shown is at this place (the editor opens it); `turn` is the re-run's turn.
  void stoppedAt(int turn, const QString& file, int line);
  // The bot runs again, or the session is over: the place is no more.
  void running();
  void sessionOver();

protected:
  void changeEvent(QEvent* event) override;
  void showEvent(QShowEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

private:
  // The stack, variables and watches in proportion 1 : 3 : 2 of the height, until the
  // user moves a handle (QSplitter's stretch factors share only what exceeds the views'
  // size hints, which a dock's height never does).
  void proportionSections();
  // The first time the dock shows: it takes 3/5 of its column, so that the variables list
  // more than a few rows in a window of any size (issue #47, 12).
  void claimRoomInColumn();
  void retranslateUi();
  void updateActions();
  void onStopped(int turn, const QString& reason, const QList<Debugger::DebugTurn::Frame>& frames);
  void onScopes(int frameId, const QList<Debugger::DebugTurn::Variable>& scopes);
  void onVariables(int reference, const QList<Debugger::DebugTurn::Variable>& variables);
  void onEvaluated(int frameId, const QList<QPair<QString, QString>>& values);
  // The session is over: `error` when it failed, else how the bot's turn ended.
  void onOver(const QString& error, Rules::Move::Status status = Rules::Move::Status::Ok);
  void showIdle();
  void markWatchesStale();
  void loadWatches();
  // The names from the top of the variables tree down to `item`, joined by '/'.
  static QString pathOf(const QTreeWidgetItem* item);
  void onItemExpanded(QTreeWidgetItem* item);
  void evaluateWatches();
  void setBanner(std::function<QString()> text);
  int frameId() const;

  QPointer<Debugger::InteractiveDebugSession> session_;
  ShortcutClaim shortcuts_;  // the window's keys the stopped bot's debugger holds
  // Each variable's value at the stops of this session (by pathOf), to show what changed.
  QHash<QString, QString> lastValues_;
  static constexpr int kMaxRememberedValues = 20000;
  QString botName_;
  QString watchLanguage_ = QStringLiteral("native");
  int summariesAsked_ = 0;  // structs whose members were asked for since the variables were cleared
  QList<Debugger::DebugTurn::Frame> frames_;
  int shownFrame_ = -1;
  int turn_ = 0;
  std::function<QString()> banner_;
  QLabel* bannerLabel_;
  QSplitter* sections_ = nullptr;  // the stack, variables and watches
  bool sectionsMoved_ = false;     // by the user: their proportions are kept
  bool roomClaimed_ = false;
  QLabel* stackLabel_;
  QLabel* variablesLabel_;
  QLabel* watchesLabel_;
  QTreeWidget* stack_;
  QTreeWidget* variables_;
  QTreeWidget* watches_;
  QLineEdit* newWatch_;
  QAction* continue_;
  QAction* stepOver_;
  QAction* stepIn_;
  QAction* stepOut_;
  QAction* stop_;
};

}  // namespace Kibitz::App

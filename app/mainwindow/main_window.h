#pragma once

#include "document/match_worker.h"
#include "mainwindow/dock_placement.h"
#include "replay/replay.h"

#include <QMainWindow>
#include <QMessageBox>

#include <functional>
#include <optional>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QThread;

namespace Kibitz::Rules {
class Game;
struct MatchSetup;
}
namespace Kibitz::Debugger {
class MatchRunner;
}

namespace Kibitz::App {

class BoardPanel;
class BotIoPanel;
class ChartsPanel;
class InspectorPanel;
class LanguageManager;
class MatchPanel;
class NewMatchDialog;
class Playback;
class ReplayDocument;
class TimelinePanel;
class WindowFeature;

// The debugger window: dockable Board, Timeline, Inspector, Bot I/O, Charts and Match
// panels around one ReplayDocument.
class MainWindow final : public QMainWindow {
  Q_OBJECT
public:
  explicit MainWindow(LanguageManager* languages, QWidget* parent = nullptr);
  ~MainWindow() override;

  ReplayDocument* document() const { return document_; }
  Playback* playback() const { return playback_; }
  InspectorPanel* inspector() const { return inspector_; }
  BotIoPanel* botIo() const { return botIo_; }
  ChartsPanel* charts() const { return charts_; }
  BoardPanel* boardPanel() const { return boardPanel_; }
  TimelinePanel* timeline() const { return timeline_; }

  // Opens a replay or a native log; shows a dialog saying why when it cannot. Once the file
  // is read, an unsaved match on screen asks maybeSave() before it is replaced; declined,
  // nothing changes and false is returned (lastError() says so).
  bool openFile(const QString& path);
  // Whether the window's replay may be replaced or closed: an unsaved match asks "Save it
  // now?" (Save, Discard, Cancel). The one place that decides, for every path that
  // replaces the replay (File > Open, recent files, drops, New Match, the Arena, closing).
  bool maybeSave();
  // Shows the built-in demo: a Fencing match between two built-in bots.
  void openDemo();
  // Starts a live match on the worker thread.
  bool startMatch(std::unique_ptr<Debugger::MatchRunner> runner);
  bool isMatchRunning() const { return worker_ != nullptr; }
  void cancelMatch();
  void goToTurn(int turn);
  bool saveTo(const QString& path);
  bool saveScreenshot(const QString& path);
  // Debug > Continue from This Turn, from `turn`, with `bot` preset in `seat` (when >= 0):
  // the New Match dialog, then the fork in a window of its own.
  // `debug`: the user was debugging that seat's bot (a re-run): the dialog's Debug button
  // debugs it, and is its default. `profile`: the seat's bot is to be profiled.
  void continueWith(int turn, int seat = -1, const QString& bot = {}, bool debug = false, bool profile = false);
  // The one way to make a dock, for the window's own panels and every feature's: a dock
  // named `objectName` (saveState keys on it) holding `panel`, titled `title()` (asked again
  // on every language change), listed in the View menu, first shown where `placement` says
  // (an area, or as a tab beside another dock, hidden or not). Its lists may shrink to two
  // rows, and a panel of a tab group taller than kTabbedPanelMinimumHeight scrolls.
  QDockWidget* addDock(QWidget* panel, const QString& objectName, std::function<QString()> title,
                       const DockPlacement& placement);
  static constexpr int kTabbedPanelMinimumHeight = 160;
  // The window's features (window_feature.h), in the order they were initialized.
  const QList<WindowFeature*>& features() const { return features_; }
  // The window's feature of type T, or null.
  template <class T>
  T* feature() const
  {
    for (WindowFeature* f : features_)
      if (auto* t = dynamic_cast<T*>(f))
        return t;
    return nullptr;
  }
  // What the window told its features, "initialize editor", "extensionsInitialized editor",
  // "replayChanged notes", "aboutToShutdown arena": for diagnostics and tests.
  const QStringList& featureLog() const { return featureLog_; }
  enum class MenuId { File, View, Go, Debug, Tools, Language, Help };
  QMenu* menu(MenuId id) const;
  void showStatus(const QString& message);
  // An error: the status line, and a dialog titled `title` when interactive (lastError()
  // keeps it; errorShown() tells the features).
  void showError(const QString& title, const QString& message);
  // The status line as a function of the language: said again after a language switch.
  void setStatus(std::function<QString()> text);

signals:
  // A live match is about to start on `worker` (before its first turn): features that
  // watch live matches (breakpoints) attach to it here.
  void matchStarted(MatchWorker* worker);
  // The live match is about to be cancelled (File > Open, New Match, closing the window):
  // features holding its bots let go first (the Bot Debugger: a stopped bot would never
  // answer, and the match would wait for it).
  void matchCancelling();
  // An error was shown (status line and, when interactive, a dialog): features that can say
  // more (the editor: a course player's compile errors) pick it up here.
  void errorShown(const QString& message);

public:
  // Whether errors are shown in dialogs (tests turn this off and read lastError()).
  void setInteractive(bool interactive) { interactive_ = interactive; }
  bool isInteractive() const { return interactive_; }
  QString lastError() const { return lastError_; }
  // Tests: without dialogs, maybeSave()'s question gets `answer()` (Save, Discard or Cancel);
  // unset, it gets Discard.
  void setUnsavedAnswer(std::function<QMessageBox::StandardButton()> answer) { unsavedAnswer_ = std::move(answer); }
  // Where an error leads (the editor: a compile error's "Go to AIFoo.cc:5"): a button of the
  // error dialog. The editor sets the finder; none: errors lead nowhere.
  struct ErrorLink {
    QString text;
    std::function<void()> open;
  };
  void setErrorLinkFinder(std::function<std::optional<ErrorLink>(const QString& message)> finder)
  {
    errorLinkFinder_ = std::move(finder);
  }
  std::optional<ErrorLink> errorLinkFor(const QString& message) const
  {
    return errorLinkFinder_ ? errorLinkFinder_(message) : std::nullopt;
  }

protected:
  void closeEvent(QCloseEvent* event) override;
  void changeEvent(QEvent* event) override;
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dropEvent(QDropEvent* event) override;

private:
  void createActions();
  void createMenus();
  void createDocks();
  void createFeatures();
  bool featuresAgreeToShutdown();
  void keepKeysOutOfHiddenDock(QDockWidget* dock);
  void retranslateUi();
  void restoreSettings();
  void saveSettings();
  void updateTitle();
  void updateActions();
  void addRecentFile(const QString& path);
  void rebuildRecentMenu();

  void newMatch();
  // A match the New Match dialog chose (started with Debug, a seat's bot carries its debug
  // attachment: the Bot Debugger feature attaches when the match starts).
  struct ChosenMatch {
    std::unique_ptr<Debugger::MatchRunner> runner;
  };
  bool createChosenMatch(const NewMatchDialog& dialog, ChosenMatch* match, QString* error);
  void startChosenMatch(ChosenMatch match);
  void open();
  bool save();
  bool saveAs();
  void jumpToTurn();
  void continueFromHere();
  void showAbout();
  void onFramesProduced(const QList<Debugger::Frame>& frames, const QStringList& metricKeys);
  void onMatchFinished(const Debugger::MatchResult& result, bool cancelled);

  LanguageManager* languages_;
  int shownPlayState_ = -1;  // what the play/reverse icons show: 1 playing forward, 2 backward, 0 neither
  ReplayDocument* document_;
  Playback* playback_;
  bool interactive_ = true;
  QString lastError_;
  std::function<QMessageBox::StandardButton()> unsavedAnswer_;
  std::function<std::optional<ErrorLink>(const QString& message)> errorLinkFinder_;

  BoardPanel* boardPanel_ = nullptr;
  TimelinePanel* timeline_ = nullptr;
  InspectorPanel* inspector_ = nullptr;
  BotIoPanel* botIo_ = nullptr;
  ChartsPanel* charts_ = nullptr;
  MatchPanel* matchPanel_ = nullptr;
  struct Dock {
    QDockWidget* dock;
    std::function<QString()> title;
  };
  QList<Dock> docks_;
  QList<WindowFeature*> features_;
  QStringList featureLog_;
  std::function<QString()> statusText_;

  QMenu* fileMenu_ = nullptr;
  QMenu* recentMenu_ = nullptr;
  QMenu* viewMenu_ = nullptr;
  QMenu* goMenu_ = nullptr;
  QMenu* debugMenu_ = nullptr;
  QMenu* toolsMenu_ = nullptr;
  QMenu* languageMenu_ = nullptr;
  QMenu* helpMenu_ = nullptr;
  QActionGroup* languageGroup_ = nullptr;
  QAction* newMatchAction_ = nullptr;
  QAction* openAction_ = nullptr;
  QAction* saveAction_ = nullptr;
  QAction* saveAsAction_ = nullptr;
  QAction* quitAction_ = nullptr;
  QAction* firstAction_ = nullptr;
  QAction* back10Action_ = nullptr;
  QAction* previousAction_ = nullptr;
  QAction* reverseAction_ = nullptr;
  QAction* playAction_ = nullptr;
  QAction* nextAction_ = nullptr;
  QAction* forward10Action_ = nullptr;
  QAction* lastAction_ = nullptr;
  QAction* jumpAction_ = nullptr;
  QAction* followLiveAction_ = nullptr;  // a live match keeps the newest turn in view
  QAction* aboutAction_ = nullptr;
  QAction* continueAction_ = nullptr;

  QThread* workerThread_ = nullptr;
  MatchWorker* worker_ = nullptr;
  QLabel* statusLabel_ = nullptr;
  QProgressBar* progress_ = nullptr;
  QPushButton* cancelButton_ = nullptr;
};

}  // namespace Kibitz::App

#pragma once

#include "editor/current_bot.h"

#include "editor/diagnostic_parser.h"
#include "mainwindow/window_feature.h"

#include <QObject>

#include <optional>

class QAction;
class QMenu;

namespace Kibitz::App {

class BotBuilder;
class BuildPanel;
class EditorPanel;
class MainWindow;

// The bot editor feature in the window: the Bot Editor and Build docks, the File menu's
// bot actions, an Editor menu (find, go to line, zoom, build, build settings), the Debug
// menu's "Save Bot Input up to This Turn…", and the "My bot" provider of the new-match
// dialog. A window feature: closing the window asks about unsaved bot sources.
class EditorFeature final : public WindowFeature {
  Q_OBJECT
public:
  EditorFeature();
  ~EditorFeature() override;

  const char* name() const override { return "editor"; }
  void initialize(MainWindow* window) override;
  void replayChanged(ReplayDocument* document) override;
  // Saves the open tabs for the next start, then asks about unsaved sources.
  bool aboutToShutdown() override;

  EditorPanel* editorPanel() const { return editor_; }
  BuildPanel* buildPanel() const { return buildPanel_; }
  BotBuilder* builder() const { return builder_; }
  QMenu* editorMenu() const { return editorMenu_; }

  // Saves the current source (asking where when it is new) and builds it in the
  // background; false with the reason when it cannot start.
  bool buildCurrent(QString* error);
  // What "My bot" runs: its bot spec (cmd:..., eda:...), or empty with the reason.
  QString currentBotSpec(QString* error) const;
  // Saves and builds the current bot for a match that wants it (CurrentBot::Builder).
  bool buildForRun(QObject* context, CurrentBot::Progress progress, CurrentBot::Done done, QString* error);
  // Writes what `player` received from turn 0 to the current turn (Debug menu action).
  bool saveBotInputUpTo(int player, const QString& path, QString* error) const;
  void newBotFromTemplate();  // asks which
  bool newBotFromTemplate(const QString& gameId, int language);  // BotLanguage as int

  bool eventFilter(QObject* watched, QEvent* event) override;

private:
  void createActions();
  void retranslateUi();
  void openSource();
  void showBuildSettings();
  void saveBotInputInteractive();
  void updateActions();
  // A bot that crashed with a Python traceback in the match on screen: its traceback goes
  // to the Build panel and the editor's markers, like a compile error (first crash only).
  void showBotTraceback(int firstTurn, int lastTurn);

public:
  // An error the window showed that holds compiler output (a course player of a new match
  // that does not compile): the whole output goes to Build, the source opens in the editor
  // at the first error's line, and the status bar says that error in one line. False when
  // the message names no error in a file there is.
  bool showCompileErrors(const QString& message);
  // The place an error message leads to (its first error in a file there is, outside
  // Kibitz's cache), or none: the window's error dialog shows it as a button.
  std::optional<Diagnostic> errorPlace(const QString& message) const;
  // Opens the editor at `place` and brings it to the front; false when the file cannot open.
  bool showEditorAt(const Diagnostic& place);
  // The source a file named in seat `player`'s stderr means: an absolute path as it is, a
  // relative one in the folders of the bot's command, then of the open sources; never a
  // system file (/usr). Empty when there is none.
  QString resolveBotSource(const QString& file, int player) const;

private:
  bool tracebackShown_ = false;

  MainWindow* window_ = nullptr;
  EditorPanel* editor_ = nullptr;
  BuildPanel* buildPanel_ = nullptr;
  BotBuilder* builder_ = nullptr;
  QMenu* editorMenu_ = nullptr;
  QAction* newFromTemplate_ = nullptr;
  QAction* openSource_ = nullptr;
  QAction* saveSource_ = nullptr;
  QAction* saveSourceAs_ = nullptr;
  QAction* closeSource_ = nullptr;
  QAction* find_ = nullptr;
  QAction* replace_ = nullptr;
  QAction* findNext_ = nullptr;
  QAction* findPrevious_ = nullptr;
  QAction* goToLine_ = nullptr;
  QAction* goBack_ = nullptr;
  QAction* goForward_ = nullptr;
  QAction* zoomIn_ = nullptr;
  QAction* zoomOut_ = nullptr;
  QAction* build_ = nullptr;
  QAction* stopBuild_ = nullptr;
  QAction* buildSettings_ = nullptr;
  QAction* saveInputHistory_ = nullptr;
};

// The window's editor (null in none).
EditorFeature* editorFeature(const MainWindow* window);

}  // namespace Kibitz::App

#pragma once

#include "editor/bot_language.h"
#include "editor/diagnostic_parser.h"
#include "editor/file_sync.h"
#include "editor/recovery_store.h"
#include "editor/navigation_history.h"
#include "editor/source_breakpoints.h"

#include <QMessageBox>
#include <QWidget>

#include <functional>
#include <memory>

class QTabWidget;
class QTimer;

namespace Kibitz::App {

class FindBar;
class LanguageAssist;
class LanguageStatusBar;
class SourceEditor;

// The bot editor: one tab per source, the find/replace bar, go to line, zoom, saving
// (atomic) with a prompt before unsaved changes are lost, and autosave of unsaved
// buffers into a RecoveryStore that the next start offers back.
class EditorPanel final : public QWidget {
  Q_OBJECT
public:
  // `recoveryRoot` empty: the standard location (tests pass a temporary folder).
  explicit EditorPanel(QWidget* parent = nullptr, const QString& recoveryRoot = {});
  ~EditorPanel() override;

  int count() const;
  SourceEditor* editor(int index) const;
  SourceEditor* currentEditor() const;
  int currentIndex() const;
  QString tabTitle(int index) const;
  FindBar* findBar() const { return findBar_; }
  // Live diagnostics, completion and navigation from language servers, and their status line.
  LanguageAssist* languageAssist() const { return assist_; }
  LanguageStatusBar* languageStatusBar() const { return languageStatus_; }

  // Opens a file (or switches to its tab); false with an error shown/recorded.
  bool openFile(const QString& path);
  // A new untitled tab with `text`, marked modified (it exists nowhere yet).
  SourceEditor* newBuffer(const QString& name, BotLanguage language, const QString& text);
  bool save(int index);
  bool saveAs(int index, const QString& path = {});
  // Closing asks what to do with unsaved changes; false when the user cancels.
  bool closeTab(int index);
  // For the window's closeEvent: asks about every modified tab; false when the user
  // cancels. On true, the autosaved copies are removed (a clean exit).
  bool maybeCloseAll();

  // Find and replace, from the bar's current options.
  void showFind();
  void showReplace();
  bool findNext();
  bool findPrevious();
  bool replaceOne();
  int replaceAll();
  void askGoToLine();
  void goToLine(int line);
  // Go Back / Go Forward over jumps (Go to Definition, Go to Line): recordJumpFrom() is
  // called before a jump leaves the current editor's caret.
  void recordJumpFrom(SourceEditor* editor);
  bool goBack();
  bool goForward();
  bool canGoBack() const { return navigation_.canGoBack(); }
  bool canGoForward() const { return navigation_.canGoForward(); }
  void zoomIn();
  void zoomOut();

  // Shows a build's diagnostics in every open tab (markers and annotations).
  void showDiagnostics(const QList<Diagnostic>& diagnostics);
  // Opens the file if needed and puts the cursor at the diagnostic.
  bool jumpTo(const Diagnostic& diagnostic);
  // The byte index in `line` of a compiler's 1-based `column` (GCC's display columns).
  static int byteIndexOfColumn(const QByteArray& line, int column);

  // The gutter's breakpoints of every file: those kept in the settings, with the open tabs'
  // lines as they stand now (they move as the text is edited).
  QMap<QString, QList<SourceBreakpoint>> breakpoints() const;
  // The Source Breakpoints list's edits, for open and closed files alike.
  void setBreakpointEnabled(const QString& path, int line, bool enabled);
  void removeBreakpoint(const QString& path, int line);
  void removeAllBreakpoints();
  // Where a stopped bot is: opens the file (when it exists) at the line and marks it; every
  // other tab loses its mark. False when the file cannot be opened. clearExecutionLine() unmarks.
  bool showExecutionLine(const QString& file, int line);
  void clearExecutionLine();

  // Autosave: writes every modified buffer now (the timer does it a few seconds after
  // a change).
  void autosaveNow();
  int autosaveDelayMs() const { return autosaveDelayMs_; }
  QString recoveryRoot() const { return store_.root(); }
  QList<RecoveryStore::Buffer> recoverableBuffers() const;
  // Reopens the chosen buffers as modified tabs and deletes the others.
  void restoreBuffers(const QList<RecoveryStore::Buffer>& accepted, const QList<RecoveryStore::Buffer>& declined);
  // Shows the recovery dialog when earlier buffers were left behind.
  void offerRecovery();

  // Files in sync (editor_panel_sync.cpp): a file changed elsewhere is reloaded when the tab
  // has no unsaved changes, else the user is asked; a deleted or unreadable file keeps its
  // tab, and says so. A save first checks that the file is still what the tab loaded.
  FileSync* fileSync() const { return sync_; }
  // Takes the file as it is on disk now (undoes nothing: the reload is one step in the text).
  bool reloadFromDisk(int index);
  // The bots open now, for the next start (QSettings), and opening them again: how many opened.
  void saveSession() const;
  int reopenSession();

  // Tests: no dialogs; prompts get `answer` (Save, Discard or Cancel) and errors go to lastError().
  void setInteractive(bool interactive) { interactive_ = interactive; }
  void setPromptAnswer(QMessageBox::StandardButton answer) { promptAnswer_ = answer; }
  void setSaveAsPathProvider(std::function<QString()> provider) { saveAsPath_ = std::move(provider); }
  QString lastError() const { return lastError_; }
  // Tests: the answers to "it changed on disk: reload (Yes) or keep yours (No)?" and to "save
  // over a change made elsewhere (Yes) or not (No)?"; the last question asked, and how many.
  void setReloadAnswer(QMessageBox::StandardButton answer) { reloadAnswer_ = answer; }
  void setOverwriteAnswer(QMessageBox::StandardButton answer) { overwriteAnswer_ = answer; }
  QString lastQuestion() const { return lastQuestion_; }
  int questionCount() const { return questionCount_; }

signals:
  void currentEditorChanged(Kibitz::App::SourceEditor* editor);
  void navigationChanged();
  // A breakpoint of any open source was added, removed or changed.
  void breakpointsChanged();
  void statusMessage(const QString& message);

protected:
  void changeEvent(QEvent* event) override;

private:
  void updateTabTitle(SourceEditor* editor);
  void showError(const QString& message);
  QMessageBox::StandardButton askSaveChanges(SourceEditor* editor);
  int indexOf(const QString& path) const;
  void addEditor(SourceEditor* editor);
  void scheduleAutosave(SourceEditor* editor);
  void reportFind(bool found, const QString& error);
  void onDiskStateChanged(SourceEditor* editor, FileSync::DiskState state);
  // A question with two choices of our own words; `testAnswer` without dialogs.
  QMessageBox::StandardButton askTwoWays(const QString& title, const QString& text, const QString& yes,
                                         const QString& no, QMessageBox::StandardButton testAnswer);
  // Before saving `editor` over its own file: true when the disk still holds what it loaded,
  // or the user agrees to replace the change made elsewhere.
  bool confirmOverwrite(SourceEditor* editor);

  QTabWidget* tabs_;
  FindBar* findBar_;
  LanguageAssist* assist_;
  LanguageStatusBar* languageStatus_;
  QTimer* autosaveTimer_;
  RecoveryStore store_;
  int autosaveDelayMs_ = 3000;
  bool interactive_ = true;
  QMessageBox::StandardButton promptAnswer_ = QMessageBox::Cancel;
  std::function<QString()> saveAsPath_;
  QString lastError_;
  QList<SourceEditor*> pendingAutosave_;
  FileSync* sync_;
  NavigationHistory navigation_;
  QMessageBox::StandardButton reloadAnswer_ = QMessageBox::No;
  QMessageBox::StandardButton overwriteAnswer_ = QMessageBox::No;
  QString lastQuestion_;
  int questionCount_ = 0;
};

}  // namespace Kibitz::App

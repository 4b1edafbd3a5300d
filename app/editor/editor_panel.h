#pragma once

#include "editor/bot_language.h"
#include "editor/diagnostic_parser.h"
#include "editor/recovery_store.h"

#include <QMessageBox>
#include <QWidget>

#include <functional>
#include <memory>

class QTabWidget;
class QTimer;

namespace Kibitz::App {

class FindBar;
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
  void zoomIn();
  void zoomOut();

  // Shows a build's diagnostics in every open tab (markers and annotations).
  void showDiagnostics(const QList<Diagnostic>& diagnostics);
  // Opens the file if needed and puts the cursor at the diagnostic.
  bool jumpTo(const Diagnostic& diagnostic);

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

  // Tests: no dialogs; prompts get `answer` (Save, Discard or Cancel) and errors go to lastError().
  void setInteractive(bool interactive) { interactive_ = interactive; }
  void setPromptAnswer(QMessageBox::StandardButton answer) { promptAnswer_ = answer; }
  void setSaveAsPathProvider(std::function<QString()> provider) { saveAsPath_ = std::move(provider); }
  QString lastError() const { return lastError_; }

signals:
  void currentEditorChanged(Kibitz::App::SourceEditor* editor);
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

  QTabWidget* tabs_;
  FindBar* findBar_;
  QTimer* autosaveTimer_;
  RecoveryStore store_;
  int autosaveDelayMs_ = 3000;
  bool interactive_ = true;
  QMessageBox::StandardButton promptAnswer_ = QMessageBox::Cancel;
  std::function<QString()> saveAsPath_;
  QString lastError_;
  QList<SourceEditor*> pendingAutosave_;
};

}  // namespace Kibitz::App

#pragma once

#include "editor/bot_language.h"
#include "editor/source_editor.h"

#include "lsp/language_server.h"

#include <QHash>
#include <QObject>
#include <QPointer>

class QTimer;

namespace Kibitz::App {

class EditorPanel;

// The editor's language intelligence: one language server per language for the window
// (clangd for C++ and course players, pylsp for Python), told of every open editor and,
// a moment after typing stops, of its whole text. It shows live diagnostics, completes
// on ".", "->", "::" and Ctrl+Space, shows signatures on "(" and ",", hover text, goes to
// definitions (other files open read-only), formats and finds references. A server that
// is missing or stopped only loses these: the editor works as before.
class LanguageAssist final : public QObject {
  Q_OBJECT
public:
  static constexpr int kChangeDelayMs = 250;  // didChange after typing stops this long

  explicit LanguageAssist(EditorPanel* panel);
  ~LanguageAssist() override;

  void attach(SourceEditor* editor);

  // The diagnostics now shown in `editor` (0 errors... for an editor without a server).
  QList<Debugger::LspMessages::Diagnostic> diagnostics(const SourceEditor* editor) const;
  int errorCount(const SourceEditor* editor) const;
  int warningCount(const SourceEditor* editor) const;
  // The server of a language, made on first use (tests: its state, its process).
  Debugger::LanguageServer* server(BotLanguage language);
  // A line for the status: what is wrong with the server of `editor`, or "".
  QString serverProblem(const SourceEditor* editor) const;
  // The Debian package to install when the server of `editor` is missing, or "".
  QString missingPackage(const SourceEditor* editor) const;
  // Where the compile database of this window's clangd lives (in Kibitz's cache).
  QString compileCommandsDir() const { return compileCommandsDir_; }
  // The path the servers know `editor` by (an untitled buffer gets one in the cache).
  QString documentPath(const SourceEditor* editor) const;

  void requestCompletion(SourceEditor* editor, int position, bool explicitly);
  void requestDefinition(SourceEditor* editor, int position);
  void requestReferences(SourceEditor* editor, int position);
  void requestFormat(SourceEditor* editor);
  // The server's quick fixes for the line of `position` and its diagnostics (Ctrl+.):
  // quickFixesOffered() with them, or a message when there is none. In the window a menu
  // at the caret offers them.
  void requestQuickFixes(SourceEditor* editor, int position);
  // Applies one fix's edits to `editor` in one undo step; false when its text changed
  // since the fixes were offered.
  bool applyQuickFix(SourceEditor* editor, const Debugger::LspMessages::CodeAction& fix);
  void requestSignature(SourceEditor* editor, int position);
  void requestHover(SourceEditor* editor, int position, const QPoint& globalPos);
  // Tests: no menu pops up for quick fixes (quickFixesOffered still says them).
  void setInteractive(bool interactive) { interactive_ = interactive; }

signals:
  // The diagnostics of an editor or a server's state changed: the status line updates.
  void statusChanged();
  void message(const QString& text);
  void quickFixesOffered(Kibitz::App::SourceEditor* editor, const QList<Kibitz::Debugger::LspMessages::CodeAction>& fixes);

private:
  struct Attached {
    QString path;  // as the server knows it
    BotLanguage language = BotLanguage::Other;
    QTimer* changeTimer = nullptr;
    QList<Debugger::LspMessages::Diagnostic> diagnostics;
  };
  Debugger::LanguageServer* serverFor(const SourceEditor* editor) const;
  void openDocument(SourceEditor* editor);
  void closeDocument(SourceEditor* editor);
  void sendChange(SourceEditor* editor);
  void onCharAdded(SourceEditor* editor, int character);
  void onDiagnostics(const QString& path, const QList<Debugger::LspMessages::Diagnostic>& diagnostics);
  // Sends the latest text now, so that a request is about what the user sees.
  void flush(SourceEditor* editor);
  // Cancels the previous request of this kind (stale) and remembers the new one.
  void track(const QString& kind, Debugger::LanguageServer* server, int id);
  void updateCompileCommand(const SourceEditor* editor, const QString& path);

  EditorPanel* panel_;
  QString compileCommandsDir_;
  bool interactive_ = true;
  QHash<const SourceEditor*, QString> quickFixText_;  // the text the offered fixes are about
  QHash<SourceEditor*, Attached> attached_;
  QHash<int, Debugger::LanguageServer*> servers_;  // by BotLanguage (C++ and course share one)
  QHash<QString, QPair<QPointer<Debugger::LanguageServer>, int>> inFlight_;
};

}  // namespace Kibitz::App

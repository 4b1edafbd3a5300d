#pragma once

#include "editor/bot_language.h"
#include "editor/source_breakpoints.h"
#include "editor/diagnostic_parser.h"
#include "editor/text_search.h"

#include <QHash>
#include <Qsci/qsciscintilla.h>

namespace Kibitz::App {

// One bot source in a tab: QScintilla with the lexer of its language, line numbers,
// folding, brace matching and auto-indent; knows its file, saves atomically, shows
// build diagnostics as margin markers and inline annotations.
class SourceEditor final : public QsciScintilla {
  Q_OBJECT
public:
  explicit SourceEditor(QWidget* parent = nullptr);
  ~SourceEditor() override;

  QString filePath() const { return filePath_; }
  // For an untitled buffer (a new bot from a template): the name shown in the tab.
  void setUntitledName(const QString& name);
  QString displayName() const;
  BotLanguage language() const { return language_; }
  void setLanguage(BotLanguage language);
  // A stable id for the autosave file of this buffer.
  QString recoveryId() const { return recoveryId_; }

  bool load(const QString& path, QString* error);
  // Writes atomically (QSaveFile) and, on success, becomes that file, unmodified.
  bool saveTo(const QString& path, QString* error);

  // Selects the next/previous match from the cursor; false when there is none.
  bool find(const SearchOptions& options, bool forward, QString* error);
  // Replaces the selection when it is a match, then selects the next one.
  bool replaceCurrent(const SearchOptions& options, const QString& replacement, QString* error);
  int replaceAll(const SearchOptions& options, const QString& replacement, QString* error);
  void goToLine(int line);  // 1-based

  // Shows these diagnostics (only those whose file is this one), replacing earlier ones.
  void setDiagnostics(const QList<Diagnostic>& diagnostics);
  void clearDiagnostics();
  int diagnosticMarkerLines() const;  // how many lines carry a marker (for tests)

  // Source breakpoints, set in the gutter (a click in the marker margin, or F9 at the
  // cursor): 1-based lines, which move with the text as it is edited, each for every turn
  // or some (the context menu).
  QList<SourceBreakpoint> breakpoints() const;
  QList<int> breakpointLines() const;
  void setBreakpoints(const QList<SourceBreakpoint>& breakpoints);
  void toggleBreakpoint(int line);
  // Sets the turns the breakpoint at `line` applies to, or its condition in the bot's
  // language (empty: none), adding it when there is none.
  void setBreakpointScope(int line, Debugger::DebugTurn::Scope scope, int turn);
  void setBreakpointCondition(int line, const QString& condition);
  // Keeps the breakpoint at `line` but does not arm it (a hollow ring), or arms it again.
  void setBreakpointEnabled(int line, bool enabled);
  // Stops in the turns where a match breakpoint's JavaScript condition holds (empty: unchanged).
  void setBreakpointStateCondition(int line, const QString& condition);
  // The breakpoint at `line` (or a plain one there, when there is none).
  SourceBreakpoint breakpointAt(int line) const;
  // Where a stopped bot is (the debugger's current line, marked by an arrow and a band): 0 none.
  void setExecutionLine(int line);
  int executionLine() const;

  // What the language server is asked for at a position (Scintilla bytes); LanguageAssist
  // answers assistRequested().
  enum class Assist { Completion, Definition, References, Format, QuickFix };

  // QString offsets <-> Scintilla byte positions.
  int positionOf(qsizetype offset) const;
  qsizetype offsetOf(int position) const;

protected:
  bool event(QEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void contextMenuEvent(QContextMenuEvent* event) override;

signals:
  // From the destructor, before QObject::destroyed: the editor is still a SourceEditor.
  void aboutToBeDestroyed();
  void saveRequested();
  // A breakpoint was set or removed here (not when lines only moved with the text).
  void breakpointsChanged();
  // Ctrl+Space (completion), F2 or Ctrl+click (definition), the context menu's entries.
  void assistRequested(Kibitz::App::SourceEditor::Assist assist, int position);

private:
  void selectOffsets(qsizetype start, qsizetype length);

  void addBreakpointMarker(const SourceBreakpoint& breakpoint);
  void removeBreakpointMarkers(int line);
  void breakpointsEdited();
  // Asks for the turn of an "only"/"from" scope; 0 when cancelled.
  int askScopeTurn(Debugger::DebugTurn::Scope scope, int line);

  QString filePath_;
  // The breakpoints with a scope or a condition, by marker handle (the handle follows its line).
  QHash<int, SourceBreakpoint> special_;
  QString untitledName_;
  QString recoveryId_;
  BotLanguage language_ = BotLanguage::Other;
};

}  // namespace Kibitz::App

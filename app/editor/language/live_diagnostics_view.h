#pragma once

#include "lsp/lsp_messages.h"

#include <QList>
#include <QString>

namespace Kibitz::App {

class SourceEditor;

// The language server's diagnostics in an editor, apart from a build's: squiggles under
// the code and small square margin markers (a build's are circles with annotations), and
// the references of a symbol as boxes. Positions are LSP's (UTF-16) converted per line.
namespace LiveDiagnosticsView {

using Debugger::LspMessages::Diagnostic;

// Scintilla's byte position of an LSP position, and back.
int bytePosition(const SourceEditor* editor, Debugger::LspPositions::Position position);
Debugger::LspPositions::Position lspPosition(const SourceEditor* editor, int bytePosition);

// Replaces the editor's live diagnostics with these.
void show(SourceEditor* editor, const QList<Diagnostic>& diagnostics);
// The lines (0-based) that carry a live marker (for tests).
QList<int> markedLines(const SourceEditor* editor);
// The messages of the diagnostics over byte position `position`, one a line.
QString messagesAt(const SourceEditor* editor, const QList<Diagnostic>& diagnostics, int position);

// Highlights these ranges (references of a symbol), replacing earlier ones; none clears.
void showReferences(SourceEditor* editor, const QList<Debugger::LspMessages::Range>& ranges);

}  // namespace LiveDiagnosticsView
}  // namespace Kibitz::App

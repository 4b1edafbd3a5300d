#pragma once

#include "lsp/lsp_positions.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QUrl>

namespace Kibitz::Debugger::LspMessages {

// What the editor needs from the answers of a server, read defensively: a missing or
// mistyped field gives an empty value, never a crash, and lists are bounded.
using LspPositions::Position;

struct Range {
  Position start;
  Position end;
};

struct Diagnostic {
  enum class Severity { Error = 1, Warning = 2, Information = 3, Hint = 4 };
  Range range;
  Severity severity = Severity::Error;
  QString message;
  QString source;  // "clang", "pyflakes"
};

struct CompletionItem {
  QString label;       // what the list shows
  QString insertText;  // what choosing it inserts (the word to complete)
  QString detail;      // a type or signature
  int kind = 0;        // LSP CompletionItemKind (2 method, 3 function, 6 variable...)
};

struct Location {
  QString path;  // a local file
  Range range;
};

struct TextEdit {
  Range range;
  QString newText;
};

struct SignatureHelp {
  QString label;                // "city_owner(int id) const"
  int parameterStart = -1;      // the active parameter inside `label` (-1: none)
  int parameterLength = 0;
};

constexpr int kMaxItems = 2000;

QString uriOf(const QString& path);
QString pathOf(const QString& uri);  // "" when it is not a file: URI
QJsonObject positionJson(Position position);
QJsonObject textDocumentPosition(const QString& path, Position position);

QList<Diagnostic> diagnostics(const QJsonArray& array);
QList<CompletionItem> completionItems(const QJsonValue& result);
QString hoverText(const QJsonValue& result);
QList<Location> locations(const QJsonValue& result);
QList<TextEdit> textEdits(const QJsonValue& result);

// A quick fix a server offers (textDocument/codeAction): its title and its edits of one
// document. Actions that edit other files or only run a server command are left out: the
// editor applies what it can show undoably.
struct CodeAction {
  QString title;
  QList<TextEdit> edits;
};
QList<CodeAction> codeActions(const QJsonValue& result, const QString& uri);
// A diagnostic as the server sent it, for a codeAction request's context.
QJsonObject diagnosticJson(const Diagnostic& d);
SignatureHelp signatureHelp(const QJsonValue& result);

}  // namespace Kibitz::Debugger::LspMessages

#pragma once

#include <QList>
#include <QString>

namespace Kibitz::App {

// One compiler message that names a place in a file.
struct Diagnostic {
  enum class Severity { Error, Warning, Note };
  QString file;  // as the compiler printed it (absolute when made so by parseDiagnostics)
  int line = 0;  // 1-based
  int column = 0;  // 1-based, 0 when the compiler gave none
  Severity severity = Severity::Error;
  QString message;
};

// Parses GCC and Clang output ("file:line:col: error|warning|note: message", also
// "fatal error" and lines without a column) and Python's (a SyntaxError's `File "...",
// line N` with its caret, and tracebacks: the innermost frame is the error, the frames
// that called it notes). Relative file names are resolved against `workingDirectory`
// when it is not empty. Colour escapes are ignored.
QList<Diagnostic> parseDiagnostics(const QString& output, const QString& workingDirectory = {});

}  // namespace Kibitz::App

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

// A place in a source file named on one line of a text: a compiler's "bot.cpp:12:3: error",
// a Python frame (`File "bot.py", line 12`), an assert (`bot.cc:42: int main(): Assertion`),
// a sanitizer's frame or summary (`#0 0x... in f /src/bot.cc:42:7`), UBSan's "runtime error".
struct SourceLink {
  int textLine = 0;       // 0-based line of the text
  qsizetype start = 0;    // where the place is written on that line, and its length
  qsizetype length = 0;
  QString file;           // as written: may be relative (resolve it where the bot ran)
  int line = 0;           // 1-based
  int column = 0;         // 1-based, 0 when none was given
};

// Every place named in `text`, at most one per line (the first), in the order of the lines.
QList<SourceLink> findSourceLinks(const QString& text);
// The link a reader wants first: a traceback's innermost frame (the last), else the first.
// -1 when `links` is empty.
int primarySourceLink(const QString& text, const QList<SourceLink>& links);

}  // namespace Kibitz::App

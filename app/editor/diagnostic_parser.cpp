#include "editor/diagnostic_parser.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>

namespace Kibitz::App {

namespace {

// One `File "...", line N, in f` of a Python traceback (or the place of a SyntaxError).
struct PythonFrame {
  QString file;
  int line = 0;
  int column = 0;
  QString function;
};

qsizetype leadingSpaces(QStringView text)
{
  qsizetype i = 0;
  while (i < text.size() && text[i].isSpace())
    ++i;
  return i;
}

// The 1-based column in the file of a caret Python printed under a code line: Python shows
// the line without its indentation, so the file's own indentation is added back.
int caretColumn(const QString& file, int lineNumber, const QString& codeLine, const QString& caretLine)
{
  static const QRegularExpression marker(QStringLiteral("[\\^~]"));
  const qsizetype caret = caretLine.indexOf(marker);
  const qsizetype start = leadingSpaces(codeLine);
  if (caret < start)
    return 0;
  qsizetype indent = 0;
  QFile source(file);
  if (source.size() < (8 << 20) && source.open(QIODevice::ReadOnly)) {
    const QList<QByteArray> fileLines = source.readAll().split('\n');
    if (lineNumber >= 1 && lineNumber <= fileLines.size())
      indent = leadingSpaces(QString::fromUtf8(fileLines[lineNumber - 1]));
  }
  return int(indent + (caret - start) + 1);
}

// Python's error output: a traceback (a crashed bot's stderr) or a SyntaxError from a
// compile check. The innermost frame in a real file is the error; the frames that called
// it are notes.
void parsePython(const QStringList& lines, const QString& workingDirectory, QList<Diagnostic>* result)
{
  static const QRegularExpression frameLine(QStringLiteral("^\\s*File \"(.+)\", line (\\d+)(?:, in (.+))?$"));
  static const QRegularExpression exceptionLine(QStringLiteral("^([A-Za-z_][\\w.]*(?:Error|Exception|Warning|Exit|Interrupt))(?::\\s*(.*))?$"));
  QList<PythonFrame> frames;
  for (qsizetype k = 0; k < lines.size(); ++k) {
    const QRegularExpressionMatch f = frameLine.match(lines[k]);
    if (f.hasMatch()) {
      PythonFrame frame{f.captured(1), f.captured(2).toInt(), 0, f.captured(3)};
      if (!workingDirectory.isEmpty() && QDir::isRelativePath(frame.file) && !frame.file.startsWith(QLatin1Char('<')))
        frame.file = QDir::cleanPath(QDir(workingDirectory).filePath(frame.file));
      // The code line, then a caret line, may follow.
      const QString caretLine = k + 2 < lines.size() ? lines[k + 2].trimmed() : QString();
      if (!caretLine.isEmpty() && !frameLine.match(lines[k + 1]).hasMatch()
          && (caretLine.startsWith(QLatin1Char('^')) || caretLine.startsWith(QLatin1Char('~'))))
        frame.column = caretColumn(frame.file, frame.line, lines[k + 1], lines[k + 2]);
      frames << frame;
      continue;
    }
    const QRegularExpressionMatch e = exceptionLine.match(lines[k]);
    if (!e.hasMatch() || frames.isEmpty())
      continue;
    // The end of one traceback: its frames in real files, innermost last.
    QList<PythonFrame> real;
    for (const PythonFrame& frame : std::as_const(frames))
      if (!frame.file.startsWith(QLatin1Char('<')))
        real << frame;
    frames.clear();
    const QString message = lines[k].trimmed();
    for (qsizetype i = 0; i < real.size(); ++i) {
      Diagnostic d;
      d.file = real[i].file;
      d.line = real[i].line;
      d.column = real[i].column;
      const bool innermost = i + 1 == real.size();
      d.severity = innermost ? Diagnostic::Severity::Error : Diagnostic::Severity::Note;
      d.message = innermost ? message
                            : QCoreApplication::translate("Kibitz::App::DiagnosticParser", "called from here (in %1): %2")
                                  .arg(real[i].function, message);
      *result << d;
    }
  }
}

}  // namespace

QList<Diagnostic> parseDiagnostics(const QString& output, const QString& workingDirectory)
{
  static const QRegularExpression ansi(QStringLiteral("\x1b\\[[0-9;]*[mK]"));
  static const QRegularExpression pattern(
      QStringLiteral("^(.+?):(\\d+):(?:(\\d+):)?\\s*(fatal error|runtime error|error|warning|note):\\s*(.*)$"));
  // glibc's assert(): "bot: bot.cc:42: int main(): Assertion `x > 0' failed."
  static const QRegularExpression assertion(QStringLiteral("^(?:\\S+: )?(\\S+?):(\\d+): (.*?: )?(Assertion .* failed\\.?)$"));
  QList<Diagnostic> result;
  QString cleaned = output;
  cleaned.remove(ansi);
  for (const QString& raw : cleaned.split(QLatin1Char('\n'))) {
    QString line = raw;
    if (line.endsWith(QLatin1Char('\r')))
      line.chop(1);
    const QRegularExpressionMatch m = pattern.match(line);
    if (!m.hasMatch()) {
      const QRegularExpressionMatch a = assertion.match(line);
      if (a.hasMatch()) {
        Diagnostic d;
        d.file = a.captured(1);
        if (!workingDirectory.isEmpty() && QDir::isRelativePath(d.file))
          d.file = QDir::cleanPath(QDir(workingDirectory).filePath(d.file));
        d.line = a.captured(2).toInt();
        d.message = a.captured(4);
        result << d;
      }
      continue;
    }
    Diagnostic d;
    d.file = m.captured(1);
    if (!workingDirectory.isEmpty() && QDir::isRelativePath(d.file))
      d.file = QDir::cleanPath(QDir(workingDirectory).filePath(d.file));
    d.line = m.captured(2).toInt();
    d.column = m.captured(3).toInt();
    const QString kind = m.captured(4);
    d.severity = kind == QLatin1String("warning") ? Diagnostic::Severity::Warning
                 : kind == QLatin1String("note")  ? Diagnostic::Severity::Note
                                                  : Diagnostic::Severity::Error;
    d.message = m.captured(5).trimmed();
    result << d;
  }
  QStringList lines = cleaned.split(QLatin1Char('\n'));
  for (QString& line : lines)
    if (line.endsWith(QLatin1Char('\r')))
      line.chop(1);
  parsePython(lines, workingDirectory, &result);
  return result;
}

QList<SourceLink> findSourceLinks(const QString& text)
{
  // A Python frame names its file in quotes (it may hold spaces); anything else names it as
  // one word with a source extension, then ":line" and maybe ":column".
  static const QRegularExpression pythonFrame(QStringLiteral("File \"([^\"]+)\", line (\\d+)"));
  static const QRegularExpression place(
      QStringLiteral("(?<![\\w./+-])((?:[\\w.+-]*/)*[\\w.+-]+\\.(?:cc|cpp|cxx|c\\+\\+|c|hh|hpp|hxx|h|py)):(\\d+)(?::(\\d+))?(?!\\d)"));
  QList<SourceLink> links;
  const QStringList lines = text.split(QLatin1Char('\n'));
  for (int i = 0; i < lines.size(); ++i) {
    const QString& line = lines[i];
    if (const QRegularExpressionMatch m = pythonFrame.match(line); m.hasMatch()) {
      if (!m.captured(1).startsWith(QLatin1Char('<')))  // <string>, <frozen ...>
        links << SourceLink{i, m.capturedStart(0), m.capturedLength(0), m.captured(1), m.captured(2).toInt(), 0};
      continue;
    }
    if (const QRegularExpressionMatch m = place.match(line); m.hasMatch()) {
      const int number = m.captured(2).toInt();
      if (number > 0)
        links << SourceLink{i, m.capturedStart(0), m.capturedLength(0), m.captured(1), number, m.captured(3).toInt()};
    }
  }
  return links;
}

int primarySourceLink(const QString& text, const QList<SourceLink>& links)
{
  if (links.isEmpty())
    return -1;
  return text.contains(QLatin1String("Traceback (most recent call last):")) ? int(links.size()) - 1 : 0;
}

}  // namespace Kibitz::App

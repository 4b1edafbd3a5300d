#include "editor/diagnostic_parser.h"

#include <QDir>
#include <QRegularExpression>

namespace Kibitz::App {

QList<Diagnostic> parseDiagnostics(const QString& output, const QString& workingDirectory)
{
  static const QRegularExpression ansi(QStringLiteral("\x1b\\[[0-9;]*[mK]"));
  static const QRegularExpression pattern(
      QStringLiteral("^(.+?):(\\d+):(?:(\\d+):)?\\s*(fatal error|error|warning|note):\\s*(.*)$"));
  QList<Diagnostic> result;
  QString cleaned = output;
  cleaned.remove(ansi);
  for (const QString& raw : cleaned.split(QLatin1Char('\n'))) {
    QString line = raw;
    if (line.endsWith(QLatin1Char('\r')))
      line.chop(1);
    const QRegularExpressionMatch m = pattern.match(line);
    if (!m.hasMatch())
      continue;
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
  return result;
}

}  // namespace Kibitz::App

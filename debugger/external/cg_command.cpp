#include "external/cg_command.h"

namespace Kibitz::Debugger::CgCommand {

std::optional<Header> parseHeader(const QString& line, QString* error)
{
  // `[[NAME] N]`: the space before N is optional, NAME is any non-empty text.
  const QString text = line.trimmed();
  const qsizetype close = text.indexOf(QLatin1Char(']'), 2);
  if (!text.startsWith(QLatin1String("[[")) || !text.endsWith(QLatin1Char(']')) || close <= 2
      || close + 1 >= text.size() - 1) {
    *error = QStringLiteral("expected a command header [[NAME] N]");
    return std::nullopt;
  }
  Header header;
  header.name = text.mid(2, close - 2);
  const QString count = text.mid(close + 1, text.size() - close - 2).trimmed();
  bool ok = !count.isEmpty();
  for (QChar c : count)
    ok = ok && c.isDigit() && c.unicode() < 128;
  const qlonglong n = ok && count.size() <= 9 ? count.toLongLong(&ok) : -1;
  if (!ok || n < 0) {
    *error = QStringLiteral("expected a line count in [[%1] N], got '%2'").arg(header.name, count.left(40));
    return std::nullopt;
  }
  if (n > kMaxLines) {
    *error = QStringLiteral("[[%1] %2] announces %2 lines, the most is %3").arg(header.name).arg(n).arg(kMaxLines);
    return std::nullopt;
  }
  header.lineCount = int(n);
  return header;
}

QByteArray format(const QString& name, const QStringList& lines)
{
  QByteArray out = QStringLiteral("[[%1] %2]\n").arg(name).arg(lines.size()).toUtf8();
  for (const QString& line : lines) {
    out += line.toUtf8();
    out += '\n';
  }
  return out;
}

}  // namespace Kibitz::Debugger::CgCommand

#include "core/script.h"

#include "core/state.h"

namespace Kibitz::Rules {

QStringList splitLines(QStringView text)
{
  QStringList lines;
  qsizetype start = 0;
  for (qsizetype i = 0; i < text.size(); ++i) {
    const QChar c = text[i];
    if (c == QLatin1Char('\n') || c == QLatin1Char('\r')) {
      lines << text.mid(start, i - start).toString();
      if (c == QLatin1Char('\r') && i + 1 < text.size() && text[i + 1] == QLatin1Char('\n'))
        ++i;
      start = i + 1;
    }
  }
  if (start < text.size())
    lines << text.mid(start).toString();
  return lines;
}

LineScript::LineScript(const QByteArray& content)
{
  for (const QString& line : splitLines(QString::fromUtf8(content))) {
    if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
      continue;
    lines_ << line;
  }
}

bool LineScript::next(const State& state, int player, QStringList* lines)
{
  lines->clear();
  while (cursor_ < lines_.size()) {
    lines->append(lines_[cursor_++]);
    if (state.replyComplete(player, *lines))
      return true;
  }
  return false;
}

}  // namespace Kibitz::Rules

#include "widgets/status_line.h"

#include "widgets/plain_text.h"

#include <QLabel>

namespace Kibitz::App::StatusLine {

QString firstLine(const QString& text)
{
  const QString trimmed = text.trimmed();
  const qsizetype end = trimmed.indexOf(QLatin1Char('\n'));
  if (end < 0)
    return trimmed;
  QString line = trimmed.left(end).trimmed();
  if (line.endsWith(QLatin1Char(':')))
    line.chop(1);
  return line + QStringLiteral(" …");
}

void show(QLabel* label, const QString& text)
{
  const QString line = firstLine(text);
  label->setText(line);
  label->setToolTip(line == text ? QString() : PlainText::toolTip(text));
}

}  // namespace Kibitz::App::StatusLine

#include "core/place.h"

#include <QRegularExpression>

namespace Kibitz::Rules::Place {

QString cell(int position)
{
  return QStringLiteral("cell:%1").arg(position);
}

QString cell(int row, int col)
{
  return QStringLiteral("cell:%1,%2").arg(row).arg(col);
}

QString unit(int id)
{
  return QStringLiteral("unit:%1").arg(id);
}

QString player(int index)
{
  return QStringLiteral("players[%1]").arg(index);
}

bool isValid(const QString& place)
{
  static const QRegularExpression pattern(QStringLiteral("^(cell:-?\\d{1,9}(,-?\\d{1,9})?|unit:\\d{1,9}|players\\[\\d{1,3}\\])$"));
  return place.size() <= 32 && pattern.match(place).hasMatch();
}

}  // namespace Kibitz::Rules::Place

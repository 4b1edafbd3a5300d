#include "events/event_breakpoint.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Kibitz::App::EventBreakpoint {

QString expression(const QString& type, int player)
{
  // ["death"] -> "death", with JSON's escapes (valid in JavaScript too).
  QString literal = QString::fromUtf8(QJsonDocument(QJsonArray{type}).toJson(QJsonDocument::Compact));
  literal = literal.mid(1, literal.size() - 2);
  const QString condition = player >= 0 ? QStringLiteral("e.type == %1 && e.player == %2").arg(literal).arg(player)
                                        : QStringLiteral("e.type == %1").arg(literal);
  return QStringLiteral("events.some(e => %1)").arg(condition);
}

}  // namespace Kibitz::App::EventBreakpoint

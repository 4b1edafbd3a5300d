#include "breakpoints/breakpoint.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace Kibitz::App {

QJsonArray breakpointsToJson(const QList<Breakpoint>& breakpoints)
{
  QJsonArray array;
  for (const Breakpoint& b : breakpoints)
    array.append(QJsonObject{{QStringLiteral("expression"), b.expression},
                             {QStringLiteral("enabled"), b.enabled},
                             {QStringLiteral("logOnly"), b.logOnly}});
  return array;
}

bool breakpointsFromJson(const QJsonArray& array, QList<Breakpoint>* breakpoints, QString* error)
{
  QList<Breakpoint> result;
  for (qsizetype i = 0; i < array.size(); ++i) {
    const QJsonObject object = array[i].toObject();
    const QJsonValue expression = object.value(QStringLiteral("expression"));
    if (!array[i].isObject() || !expression.isString() || expression.toString().trimmed().isEmpty()) {
      *error = QCoreApplication::translate("Kibitz::App::Breakpoints",
                                           "breakpoint %1: expected an object with a non-empty \"expression\" string")
                   .arg(i + 1);
      return false;
    }
    Breakpoint b;
    b.expression = expression.toString();
    b.enabled = object.value(QStringLiteral("enabled")).toBool(true);
    b.logOnly = object.value(QStringLiteral("logOnly")).toBool(false);
    result << b;
  }
  *breakpoints = result;
  return true;
}

}  // namespace Kibitz::App

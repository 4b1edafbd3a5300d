#include "panels/json_value_text.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <cmath>

namespace Kibitz::App::JsonValueText {

namespace {

bool isInteger(double value)
{
  return std::isfinite(value) && std::abs(value) < 9.0e15 && value == std::trunc(value);
}

}  // namespace

QString display(const QJsonValue& value, const QLocale& locale)
{
  switch (value.type()) {
  case QJsonValue::Double: {
    const double d = value.toDouble();
    return isInteger(d) ? locale.toString(qint64(d)) : locale.toString(d, 'g', QLocale::FloatingPointShortest);
  }
  case QJsonValue::String:
    return QLatin1Char('"') + value.toString() + QLatin1Char('"');
  case QJsonValue::Bool:
    return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
  case QJsonValue::Null:
    return QStringLiteral("null");
  case QJsonValue::Array:
    // English has no catalogue to pick plural forms, hence the explicit singular.
    if (value.toArray().size() == 1)
      return QCoreApplication::translate("Kibitz::App::JsonValueText", "1 item");
    return QCoreApplication::translate("Kibitz::App::JsonValueText", "%n items", nullptr, int(value.toArray().size()));
  case QJsonValue::Object:
    if (value.toObject().size() == 1)
      return QCoreApplication::translate("Kibitz::App::JsonValueText", "1 field");
    return QCoreApplication::translate("Kibitz::App::JsonValueText", "%n fields", nullptr, int(value.toObject().size()));
  case QJsonValue::Undefined:
    break;
  }
  return {};
}

QString copy(const QJsonValue& value)
{
  switch (value.type()) {
  case QJsonValue::Double: {
    const double d = value.toDouble();
    return isInteger(d) ? QString::number(qint64(d)) : QString::number(d, 'g', QLocale::FloatingPointShortest);
  }
  case QJsonValue::String:
    return value.toString();
  case QJsonValue::Bool:
    return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
  case QJsonValue::Null:
    return QStringLiteral("null");
  case QJsonValue::Array:
    return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented)).trimmed();
  case QJsonValue::Object:
    return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented)).trimmed();
  case QJsonValue::Undefined:
    break;
  }
  return {};
}

}  // namespace Kibitz::App::JsonValueText

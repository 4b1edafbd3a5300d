#include "core/json_reader.h"

#include <cmath>

namespace Kibitz::Rules {

std::optional<int> exactInt(const QJsonValue& value)
{
  // Qt's toInt() converts only a double that an int holds exactly (else it returns 0), so a
  // value it changed is not one.
  const int n = value.toInt();
  if (!value.isDouble() || double(n) != value.toDouble())
    return std::nullopt;
  return n;
}

void JsonReader::fail(const QString& message)
{
  if (error_->isEmpty())
    *error_ = message;
}

bool JsonReader::has(const QString& key)
{
  if (object_.contains(key))
    return true;
  fail(QStringLiteral("%1: missing").arg(path(key)));
  return false;
}

qint64 JsonReader::integer(const QString& key, qint64 minimum, qint64 maximum)
{
  if (!has(key))
    return minimum;
  const QJsonValue value = object_.value(key);
  const double d = value.toDouble(std::nan(""));
  if (!value.isDouble() || std::floor(d) != d) {
    fail(QStringLiteral("%1: expected an integer").arg(path(key)));
    return minimum;
  }
  if (d < double(minimum) || d > double(maximum)) {
    fail(QStringLiteral("%1: %2 is out of range %3..%4").arg(path(key)).arg(d).arg(minimum).arg(maximum));
    return minimum;
  }
  return qint64(d);
}

bool JsonReader::boolean(const QString& key)
{
  if (!has(key))
    return false;
  const QJsonValue value = object_.value(key);
  if (!value.isBool())
    fail(QStringLiteral("%1: expected true or false").arg(path(key)));
  return value.toBool();
}

QString JsonReader::text(const QString& key)
{
  if (!has(key))
    return {};
  const QJsonValue value = object_.value(key);
  if (!value.isString())
    fail(QStringLiteral("%1: expected a string").arg(path(key)));
  return value.toString();
}

QJsonArray JsonReader::array(const QString& key, qsizetype minSize, qsizetype maxSize)
{
  if (!has(key))
    return {};
  const QJsonValue value = object_.value(key);
  if (!value.isArray()) {
    fail(QStringLiteral("%1: expected an array").arg(path(key)));
    return {};
  }
  const QJsonArray array = value.toArray();
  if (array.size() < minSize || array.size() > maxSize) {
    fail(QStringLiteral("%1: expected %2..%3 elements, found %4").arg(path(key)).arg(minSize).arg(maxSize).arg(array.size()));
    return {};
  }
  return array;
}

QJsonObject JsonReader::object(const QString& key)
{
  if (!has(key))
    return {};
  const QJsonValue value = object_.value(key);
  if (!value.isObject())
    fail(QStringLiteral("%1: expected an object").arg(path(key)));
  return value.toObject();
}

}  // namespace Kibitz::Rules

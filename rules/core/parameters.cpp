#include "core/parameters.h"

namespace Kibitz::Rules {

QString ParameterSpec::typeName() const
{
  switch (type) {
  case Type::Integer: return QStringLiteral("integer");
  case Type::Boolean: return QStringLiteral("boolean");
  case Type::Text: return QStringLiteral("text");
  case Type::Choice: return QStringLiteral("choice");
  }
  return {};
}

QString ParameterSpec::rangeText() const
{
  switch (type) {
  case Type::Integer: return QStringLiteral("%1..%2").arg(minimum).arg(maximum);
  case Type::Boolean: return QStringLiteral("true|false");
  case Type::Text: return QStringLiteral("text");
  case Type::Choice: return choices.join(QLatin1Char('|'));
  }
  return {};
}

namespace {

QString knownKeys(const QList<ParameterSpec>& specs)
{
  QStringList keys;
  for (const ParameterSpec& spec : specs)
    keys << spec.key;
  return keys.isEmpty() ? QStringLiteral("(this game has no parameters)") : keys.join(QStringLiteral(", "));
}

const ParameterSpec* findSpec(const QList<ParameterSpec>& specs, const QString& key)
{
  for (const ParameterSpec& spec : specs)
    if (spec.key == key)
      return &spec;
  return nullptr;
}

// Converts and range-checks one value; returns an invalid QVariant and sets `error` on failure.
QVariant convert(const ParameterSpec& spec, const QVariant& raw, QString* error)
{
  const QString shown = raw.toString();
  switch (spec.type) {
  case ParameterSpec::Type::Integer: {
    bool ok = false;
    qint64 value = 0;
    if (raw.typeId() == QMetaType::QString)
      value = raw.toString().trimmed().toLongLong(&ok);
    else if (raw.canConvert<qint64>()) {
      const double d = raw.toDouble();
      value = raw.toLongLong(&ok);
      ok = ok && double(value) == d;
    }
    if (!ok) {
      *error = QStringLiteral("parameter %1: '%2' is not an integer (valid: %3)").arg(spec.key, shown, spec.rangeText());
      return {};
    }
    if (value < spec.minimum || value > spec.maximum) {
      *error = QStringLiteral("parameter %1: %2 is out of range (valid: %3)").arg(spec.key).arg(value).arg(spec.rangeText());
      return {};
    }
    return QVariant::fromValue(value);
  }
  case ParameterSpec::Type::Boolean: {
    if (raw.typeId() == QMetaType::Bool)
      return raw;
    const QString text = shown.trimmed().toLower();
    if (text == QLatin1String("true") || text == QLatin1String("1") || text == QLatin1String("yes"))
      return true;
    if (text == QLatin1String("false") || text == QLatin1String("0") || text == QLatin1String("no"))
      return false;
    *error = QStringLiteral("parameter %1: '%2' is not a boolean (valid: true|false)").arg(spec.key, shown);
    return {};
  }
  case ParameterSpec::Type::Choice:
    if (!spec.choices.contains(shown)) {
      *error = QStringLiteral("parameter %1: '%2' is not a valid choice (valid: %3)").arg(spec.key, shown, spec.rangeText());
      return {};
    }
    return shown;
  case ParameterSpec::Type::Text:
    if (raw.typeId() != QMetaType::QString) {
      *error = QStringLiteral("parameter %1: expected text").arg(spec.key);
      return {};
    }
    return shown;
  }
  return {};
}

}  // namespace

Parameters Parameters::defaults(const QList<ParameterSpec>& specs)
{
  Parameters p;
  for (const ParameterSpec& spec : specs)
    p.values_.insert(spec.key, spec.defaultValue);
  return p;
}

std::optional<Parameters> Parameters::resolve(const QList<ParameterSpec>& specs,
                                              const QMap<QString, QString>& raw, QString* error)
{
  Parameters p = defaults(specs);
  for (auto it = raw.cbegin(); it != raw.cend(); ++it) {
    const ParameterSpec* spec = findSpec(specs, it.key());
    if (!spec) {
      *error = QStringLiteral("unknown parameter '%1' (valid: %2)").arg(it.key(), knownKeys(specs));
      return std::nullopt;
    }
    const QVariant value = convert(*spec, it.value(), error);
    if (!value.isValid())
      return std::nullopt;
    p.values_.insert(spec->key, value);
  }
  return p;
}

std::optional<Parameters> Parameters::fromJson(const QList<ParameterSpec>& specs,
                                               const QJsonObject& json, QString* error)
{
  Parameters p = defaults(specs);
  for (auto it = json.begin(); it != json.end(); ++it) {
    const ParameterSpec* spec = findSpec(specs, it.key());
    if (!spec) {
      *error = QStringLiteral("unknown parameter '%1' (valid: %2)").arg(it.key(), knownKeys(specs));
      return std::nullopt;
    }
    const QVariant value = convert(*spec, it.value().toVariant(), error);
    if (!value.isValid())
      return std::nullopt;
    p.values_.insert(spec->key, value);
  }
  return p;
}

QJsonObject Parameters::toJson() const
{
  return QJsonObject::fromVariantMap(values_);
}

}  // namespace Kibitz::Rules

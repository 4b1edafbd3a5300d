#pragma once

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <optional>

namespace Kibitz::Rules {

// One game parameter as the game describes it (shown by `kibitz-cli games` and the
// New match dialog).
struct ParameterSpec {
  enum class Type { Integer, Boolean, Text, Choice };
  QString key;
  Type type = Type::Integer;
  QVariant defaultValue;
  qint64 minimum = 0;      // Integer only, inclusive
  qint64 maximum = 0;      // Integer only, inclusive
  QStringList choices;     // Choice only
  QString description;     // one line

  QString typeName() const;
  // "1..3", "true|false", "fast|slow", "text".
  QString rangeText() const;
};

// A complete, validated set of parameter values for one game.
class Parameters {
public:
  Parameters() = default;

  // Every parameter at its default.
  static Parameters defaults(const QList<ParameterSpec>& specs);
  // Defaults overridden by `raw` (key -> text). Unknown keys and bad or out-of-range
  // values set `error` to a message that names the valid choices.
  static std::optional<Parameters> resolve(const QList<ParameterSpec>& specs,
                                           const QMap<QString, QString>& raw, QString* error);
  // From a replay header; the same checks as resolve().
  static std::optional<Parameters> fromJson(const QList<ParameterSpec>& specs,
                                            const QJsonObject& json, QString* error);
  QJsonObject toJson() const;

  qint64 integer(const QString& key) const { return values_.value(key).toLongLong(); }
  bool boolean(const QString& key) const { return values_.value(key).toBool(); }
  QString text(const QString& key) const { return values_.value(key).toString(); }
  const QVariantMap& values() const { return values_; }
  bool operator==(const Parameters& other) const { return values_ == other.values_; }

private:
  QVariantMap values_;
};

}  // namespace Kibitz::Rules

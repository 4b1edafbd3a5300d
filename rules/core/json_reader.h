#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace Kibitz::Rules {

// The int a JSON value holds exactly, or nothing for a non-number, a fraction, NaN or a value
// outside int's range (converting those to int is undefined behaviour: check before casting).
std::optional<int> exactInt(const QJsonValue& value);

// Small helpers for reading state JSON with errors that name the field.
class JsonReader {
public:
  JsonReader(const QJsonObject& object, QString path, QString* error)
      : object_(object), path_(std::move(path)), error_(error) {}

  bool ok() const { return error_->isEmpty(); }
  // An integer field in [minimum, maximum]; on failure records the error and returns minimum.
  qint64 integer(const QString& key, qint64 minimum, qint64 maximum);
  bool boolean(const QString& key);
  QString text(const QString& key);
  QJsonArray array(const QString& key, qsizetype minSize, qsizetype maxSize);
  QJsonObject object(const QString& key);
  QString path(const QString& key) const { return path_.isEmpty() ? key : path_ + QLatin1Char('.') + key; }
  void fail(const QString& message);

private:
  bool has(const QString& key);
  const QJsonObject& object_;
  QString path_;
  QString* error_;
};

}  // namespace Kibitz::Rules

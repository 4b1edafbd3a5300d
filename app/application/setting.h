#pragma once

#include <QSettings>
#include <QString>
#include <QVariant>

#include <utility>

namespace Kibitz::App {

// One value the application keeps between runs: its key, its type and the value it has
// before the user chose one, declared once (application/settings.h) and read and written
// only through it, so that a key is never spelt twice nor read with two defaults.
template <typename T>
class Setting {
public:
  explicit Setting(QString key, T fallback = T()) : key_(std::move(key)), fallback_(std::move(fallback)) {}

  // The stored value, or the fallback when none is stored or it is not of the type (a
  // hand-edited settings file).
  T value() const
  {
    const QVariant stored = QSettings().value(key_);
    return stored.isValid() && stored.canConvert<T>() ? stored.value<T>() : fallback_;
  }
  void set(const T& value) const { QSettings().setValue(key_, QVariant::fromValue(value)); }
  void remove() const { QSettings().remove(key_); }
  const QString& key() const { return key_; }

private:
  QString key_;
  T fallback_;
};

}  // namespace Kibitz::App

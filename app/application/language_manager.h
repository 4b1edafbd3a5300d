#pragma once

#include <QObject>
#include <QStringList>

class QTranslator;

namespace Kibitz::App {

// Chooses the UI language (system locale, or the user's choice from the Language menu)
// and swaps translators at run time; Qt then sends LanguageChange to every widget.
class LanguageManager : public QObject {
  Q_OBJECT
public:
  explicit LanguageManager(QObject* parent = nullptr);
  ~LanguageManager() override;

  // "en", "it", "zh_CN", "zh_TW".
  static QStringList languages();
  // The language's name in itself ("Italiano"), for the menu.
  static QString nativeName(const QString& language);
  // The supported language closest to a locale name ("it_IT" -> "it", "zh_HK" -> "zh_TW").
  static QString languageForLocale(const QString& localeName);

  QString current() const { return current_; }
  // Installs the translators of `language`; false if its catalogue is missing.
  bool setLanguage(const QString& language);
  // The saved choice, or the system's language.
  QString preferredLanguage() const;

signals:
  void languageChanged(const QString& language);

private:
  QString current_;
  QTranslator* appTranslator_;
  QTranslator* qtTranslator_;
};

}  // namespace Kibitz::App

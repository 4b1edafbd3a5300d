#include "application/language_manager.h"

#include "application/settings.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace Kibitz::App {

LanguageManager::LanguageManager(QObject* parent)
    : QObject(parent), current_(QStringLiteral("en")), appTranslator_(new QTranslator(this)), qtTranslator_(new QTranslator(this))
{
}

LanguageManager::~LanguageManager() = default;

QStringList LanguageManager::languages()
{
  return {QStringLiteral("en"), QStringLiteral("it"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")};
}

QString LanguageManager::nativeName(const QString& language)
{
  if (language == QLatin1String("it"))
    return QStringLiteral("Italiano");
  if (language == QLatin1String("zh_CN"))
    return QStringLiteral("简体中文");
  if (language == QLatin1String("zh_TW"))
    return QStringLiteral("繁體中文");
  return QStringLiteral("English");
}

QString LanguageManager::languageForLocale(const QString& localeName)
{
  const QLocale locale(localeName);
  if (locale.language() == QLocale::Italian)
    return QStringLiteral("it");
  if (locale.language() == QLocale::Chinese) {
    const bool traditional = locale.script() == QLocale::TraditionalChineseScript
        || locale.territory() == QLocale::Taiwan || locale.territory() == QLocale::HongKong
        || locale.territory() == QLocale::Macao;
    return traditional ? QStringLiteral("zh_TW") : QStringLiteral("zh_CN");
  }
  return QStringLiteral("en");
}

QString LanguageManager::preferredLanguage() const
{
  const QString saved = Settings::language.value();
  if (languages().contains(saved))
    return saved;
  return languageForLocale(QLocale::system().name());
}

bool LanguageManager::setLanguage(const QString& language)
{
  if (!languages().contains(language))
    return false;
  QCoreApplication::removeTranslator(appTranslator_);
  QCoreApplication::removeTranslator(qtTranslator_);
  // English has a catalogue too: its plural forms ("1 flag", "3 flags").
  bool ok = appTranslator_->load(QStringLiteral(":/i18n/kibitz_%1.qm").arg(language));
  if (ok)
    QCoreApplication::installTranslator(appTranslator_);
  if (language != QLatin1String("en")) {
    // Qt's own strings (standard dialogs, buttons) when Debian's qt6-translations are there.
    if (qtTranslator_->load(QStringLiteral("qtbase_%1").arg(language), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
      QCoreApplication::installTranslator(qtTranslator_);
  }
  current_ = ok ? language : QStringLiteral("en");
  QLocale::setDefault(QLocale(current_ == QLatin1String("en") ? QStringLiteral("en_US") : current_));
  Settings::language.set(current_);
  // Qt posts LanguageChange; deliver it now so that the switch is complete on return.
  QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
  emit languageChanged(current_);
  return ok;
}

}  // namespace Kibitz::App

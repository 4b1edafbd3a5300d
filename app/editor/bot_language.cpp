#include "editor/bot_language.h"

#include <QFileInfo>

namespace Kibitz::App {

BotLanguage languageOfFile(const QString& path)
{
  const QString suffix = QFileInfo(path).suffix().toLower();
  static const QStringList cpp = {QStringLiteral("cpp"), QStringLiteral("cc"), QStringLiteral("cxx"),
                                  QStringLiteral("c++"), QStringLiteral("h"),  QStringLiteral("hpp"),
                                  QStringLiteral("hh"),  QStringLiteral("hxx"), QStringLiteral("c")};
  if (cpp.contains(suffix))
    return BotLanguage::Cpp;
  if (suffix == QLatin1String("py"))
    return BotLanguage::Python;
  return BotLanguage::Other;
}

QString languageKey(BotLanguage language)
{
  switch (language) {
  case BotLanguage::Cpp: return QStringLiteral("cpp");
  case BotLanguage::Python: return QStringLiteral("python");
  case BotLanguage::Other: break;
  }
  return QStringLiteral("other");
}

QString templateFileName(BotLanguage language)
{
  return language == BotLanguage::Python ? QStringLiteral("bot.py") : QStringLiteral("bot.cpp");
}

QString languageName(BotLanguage language)
{
  switch (language) {
  case BotLanguage::Cpp: return QStringLiteral("C++");
  case BotLanguage::Python: return QStringLiteral("Python");
  case BotLanguage::Other: break;
  }
  return QStringLiteral("Text");
}

}  // namespace Kibitz::App

#include "editor/bot_language.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace Kibitz::App {

BotLanguage languageOfFile(const QString& path)
{
  const QString suffix = QFileInfo(path).suffix().toLower();
  static const QStringList cpp = {QStringLiteral("cpp"), QStringLiteral("cc"), QStringLiteral("cxx"),
                                  QStringLiteral("c++"), QStringLiteral("h"),  QStringLiteral("hpp"),
                                  QStringLiteral("hh"),  QStringLiteral("hxx"), QStringLiteral("c")};
  if (cpp.contains(suffix)) {
    QFile file(path);
    if (file.size() < (4 << 20) && file.open(QIODevice::ReadOnly) && isCoursePlayerSource(QString::fromUtf8(file.readAll())))
      return BotLanguage::CourseCpp;
    return BotLanguage::Cpp;
  }
  if (suffix == QLatin1String("py"))
    return BotLanguage::Python;
  return BotLanguage::Other;
}

bool isCoursePlayerSource(const QString& text)
{
  static const QRegularExpression registration(QStringLiteral("^\\s*RegisterPlayer\\s*\\("), QRegularExpression::MultilineOption);
  return registration.match(text).hasMatch();
}

QString languageKey(BotLanguage language)
{
  switch (language) {
  case BotLanguage::Cpp: return QStringLiteral("cpp");
  case BotLanguage::Python: return QStringLiteral("python");
  case BotLanguage::CourseCpp: return QStringLiteral("course");
  case BotLanguage::Other: break;
  }
  return QStringLiteral("other");
}

QString templateFileName(BotLanguage language)
{
  switch (language) {
  case BotLanguage::Python: return QStringLiteral("bot.py");
  case BotLanguage::CourseCpp: return QStringLiteral("AIMyPlayer.cc");
  default: return QStringLiteral("bot.cpp");
  }
}

QString languageName(BotLanguage language)
{
  switch (language) {
  case BotLanguage::Cpp: return QStringLiteral("C++");
  case BotLanguage::Python: return QStringLiteral("Python");
  case BotLanguage::CourseCpp: return QCoreApplication::translate("Kibitz::App::BotLanguage", "C++ (course API)");
  case BotLanguage::Other: break;
  }
  return QStringLiteral("Text");
}

}  // namespace Kibitz::App

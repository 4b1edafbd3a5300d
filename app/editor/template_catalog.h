#pragma once

#include "editor/bot_language.h"

#include <QList>
#include <QString>

namespace Kibitz::App {

// The starter bots embedded from resources/templates/<game id>/bot.cpp|bot.py, for the
// games of this build.
struct BotTemplate {
  QString gameId;
  QString gameName;
  BotLanguage language = BotLanguage::Cpp;
  QString resourcePath;  // ":/templates/<id>/bot.cpp"
};

namespace TemplateCatalog {
// Every game of Rules::Registry × {C++, Python} that has a template, in registry order.
QList<BotTemplate> all();
// The template's text, or empty with `error` when it cannot be read.
QString text(const BotTemplate& botTemplate, QString* error);
}  // namespace TemplateCatalog

}  // namespace Kibitz::App

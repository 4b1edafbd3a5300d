#include "panels/game_terms.h"

#include "core/game.h"

#include <QCoreApplication>

namespace Kibitz::App {

QString gameTerm(const QString& english)
{
  return QCoreApplication::translate("GameTerms", english.toUtf8().constData());
}

QString eventLabel(const Rules::Game* game, const QString& type)
{
  if (game)
    for (const Rules::EventSpec& spec : game->info().events)
      if (spec.type == type)
        return gameTerm(spec.label);
  return type;
}

}  // namespace Kibitz::App

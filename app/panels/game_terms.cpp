#include "panels/game_terms.h"

#include <QCoreApplication>

namespace Kibitz::App {

QString gameTerm(const QString& english)
{
  return QCoreApplication::translate("GameTerms", english.toUtf8().constData());
}

}  // namespace Kibitz::App

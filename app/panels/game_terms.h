#pragma once

#include <QList>
#include <QString>

namespace Kibitz::App {

// A game's own label for a metric or an event ("Score", "Touch"), in the UI language.
QString gameTerm(const QString& english);
// Every label the translators see (game_terms_catalog.cpp).
const QList<const char*>& gameTermCatalog();

}  // namespace Kibitz::App

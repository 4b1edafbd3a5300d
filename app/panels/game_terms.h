#pragma once

#include <QList>
#include <QString>

namespace Kibitz::Rules {
class Game;
}

namespace Kibitz::App {

// A game's own words (a metric or event label, a parameter, bot or game description), in
// the UI language. The games mark them with QT_TRANSLATE_NOOP("GameTerms", ...) in
// rules/<id>/, where lupdate finds them.
QString gameTerm(const QString& english);

// The label of an event of `game` ("Respawn", "Touch"), in the UI language; the event's
// type when the game does not declare it (or there is no game).
QString eventLabel(const Rules::Game* game, const QString& type);

}  // namespace Kibitz::App

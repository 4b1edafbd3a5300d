#pragma once

#include <QList>
#include <QString>

namespace Kibitz::App {

// A game's own words (a metric or event label, a parameter, bot or game description), in
// the UI language. The games mark them with QT_TRANSLATE_NOOP("GameTerms", ...) in
// rules/<id>/, where lupdate finds them.
QString gameTerm(const QString& english);

}  // namespace Kibitz::App

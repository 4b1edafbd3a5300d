#pragma once

#include <QColor>
#include <QString>

namespace Kibitz::App::PlayerPalette {

// One palette per game, shared by its board and everything else that colours players
// (the charts' series): each board registers its game's colours where it defines them,
//   static const bool registered = PlayerPalette::add(QStringLiteral("fencing"), &colorOf);
// Games without a board get a default set of distinct colours.
using ColorOf = QColor (*)(int player);
bool add(const QString& gameId, ColorOf colorOf);
QColor color(const QString& gameId, int player);

}  // namespace Kibitz::App::PlayerPalette

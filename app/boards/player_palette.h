#pragma once

#include <QColor>

namespace Kibitz::App::PlayerPalette {

// Player `player`'s colour, the same in every game and every view: the boards, the
// charts, the Compare window and the shared web page all take it from
// Debugger::PlayerColors (debugger/replay/player_colors.h, where the palette is defined
// and why); a neutral grey for no player (negative).
QColor color(int player);

}  // namespace Kibitz::App::PlayerPalette

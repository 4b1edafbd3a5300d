#include "boards/player_palette.h"

#include "replay/player_colors.h"

namespace Kibitz::App::PlayerPalette {

QColor color(int player)
{
  return QColor(QRgb(Debugger::PlayerColors::rgb(player)));
}

}  // namespace Kibitz::App::PlayerPalette

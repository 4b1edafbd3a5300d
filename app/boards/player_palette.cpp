#include "boards/player_palette.h"

#include <QHash>

namespace Kibitz::App::PlayerPalette {

namespace {

QHash<QString, ColorOf>& registry()
{
  static QHash<QString, ColorOf> games;
  return games;
}

// Distinct, readable on light and dark backgrounds.
QColor defaultColor(int player)
{
  static const QRgb colors[8] = {0xe53935, 0x1e88e5, 0x43a047, 0xfb8c00, 0x8e24aa, 0x00acc1, 0x6d4c41, 0xd81b60};
  return player >= 0 ? QColor(colors[player % 8]) : QColor(0x9e, 0x9e, 0x9e);
}

}  // namespace

bool add(const QString& gameId, ColorOf colorOf)
{
  registry().insert(gameId, colorOf);
  return true;
}

QColor color(const QString& gameId, int player)
{
  const ColorOf colorOf = registry().value(gameId);
  return colorOf ? colorOf(player) : defaultColor(player);
}

}  // namespace Kibitz::App::PlayerPalette

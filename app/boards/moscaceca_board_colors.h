#pragma once

#include "boards/moscaceca_board_frame.h"
#include "boards/player_palette.h"

#include <QColor>

#include <algorithm>

// The Mosca Ceca board's colours, shared by its ground image and its painter.
namespace Kibitz::App::MoscaCecaColors {

inline QColor blend(const QColor& a, const QColor& b, double t)
{
  return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
                          float(a.blueF() * (1 - t) + b.blueF() * t));
}

// Every game's player colours (up to 20 players here: the agents carry their numbers).
inline QColor player(int p)
{
  return PlayerPalette::color(p);
}

// Black or white, whichever reads on `background`.
inline QColor textOn(const QColor& background)
{
  return background.lightnessF() > 0.62 ? QColor(0x20, 0x20, 0x20) : QColor(Qt::white);
}

inline QColor plain() { return {0xec, 0xe6, 0xd6}; }
inline QColor column() { return {0xff, 0xc1, 0x07}; }
inline QColor unknown() { return {0x8a, 0x8a, 0x8a}; }

// Stoffa: pale violet for 1 unit, deep violet at the largest amount a cell can hold.
inline QColor cloth(int amount, int clothMax)
{
  const double t = clothMax > 1 ? std::clamp(double(amount - 1) / (clothMax - 1), 0.0, 1.0) : 1.0;
  return blend(QColor(0xd9, 0xc8, 0xf2), QColor(0x6a, 0x3d, 0xb0), t);
}

inline QColor ground(const MoscaCecaFrame::Cell& cell, int clothMax)
{
  switch (cell.ground) {
  case MoscaCecaFrame::Ground::Plain: return plain();
  case MoscaCecaFrame::Ground::Flag: return blend(plain(), player(cell.value), 0.42);
  case MoscaCecaFrame::Ground::Cloth: return cloth(cell.value, clothMax);
  case MoscaCecaFrame::Ground::Column: return column();
  case MoscaCecaFrame::Ground::Unknown: return unknown();
  }
  return unknown();
}

}  // namespace Kibitz::App::MoscaCecaColors

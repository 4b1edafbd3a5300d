#pragma once

#include <QString>
#include <QStringList>

namespace Kibitz::Debugger::PlayerColors {

// The one colour of each player, by player index, for every game: the window's boards,
// charts and Compare window (app/boards/player_palette.h makes QColors of them) and the
// shared web page (HtmlExport passes them in the page's META.playerColors).
//
// Players 0-6 take the Okabe-Ito colours (Okabe & Ito, "Color Universal Design", 2008;
// its black left out, as the window's boards are dark), ordered so that the first two,
// then the first four, stay the furthest apart for protan, deutan and tritan vision
// (tests/debugger/test_player_colors.cpp measures it): sky blue, vermillion, yellow,
// blue, reddish purple, bluish green, orange. Only Mosca Ceca seats more: players 7-13
// take the seven lighter, 14-20 darker, then round again; its board numbers every agent.
constexpr int kColourBlindSafe = 7;
// rgb(p + kCycle) == rgb(p): the page gets one cycle and repeats it.
constexpr int kCycle = 3 * kColourBlindSafe;

// 0xRRGGBB of `player`; a neutral grey for no player (negative).
unsigned int rgb(int player);
// "#rrggbb" of `player` (CSS, the page's script).
QString hex(int player);
// hex(0) .. hex(count - 1).
QStringList hexList(int count);

}  // namespace Kibitz::Debugger::PlayerColors

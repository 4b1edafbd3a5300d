#pragma once

#include "core/game.h"

#include <QString>

namespace Kibitz::Debugger::EventColors {

// The colour "#rrggbb" of an event on a timeline, the same in the window and the shared
// web page: a highlight (what decides the score) red, a bot's fault purple, and neutral
// events a colour of their own from a palette, by their index among the game's events.
QString of(Rules::EventTone tone, int index);
// How much a tone weighs when one mark stands for several events (a turn on a timeline):
// a highlight 2, a fault 1, a neutral event 0; the heaviest gives the colour.
int weight(Rules::EventTone tone);

}  // namespace Kibitz::Debugger::EventColors

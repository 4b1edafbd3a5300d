#pragma once

#include "replay/replay.h"

#include <QString>

namespace Kibitz::App {

// Everything `player` received from the start of the match up to and including frame
// `turn`, concatenated in order: fed to a bot with memory (`./bot < input.txt`), it
// reproduces the decision of that turn.
QString botInputUpTo(const Debugger::Replay& replay, int player, int turn);
// How many inputs that is (turns where the player was asked).
int botInputCount(const Debugger::Replay& replay, int player, int turn);

}  // namespace Kibitz::App

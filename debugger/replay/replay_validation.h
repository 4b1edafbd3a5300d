#pragma once

#include "replay/replay.h"

#include "core/match_setup.h"

#include <optional>

namespace Kibitz::Rules {
class Game;
}

namespace Kibitz::Debugger::ReplayValidation {

// Checks a structurally valid replay against the rules engine: a known game, valid
// parameters and player count, the metrics it declares, and a state in every frame that
// the game can restore. Errors name the frame.
bool check(const Replay& replay, QString* error);

// The game of a replay and its match setup, or null with an error.
const Rules::Game* gameOf(const Replay& replay, QString* error);
std::optional<Rules::MatchSetup> setupOf(const Replay& replay, QString* error);

}  // namespace Kibitz::Debugger::ReplayValidation

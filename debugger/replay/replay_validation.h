#pragma once

#include "replay/replay.h"

#include "core/match_setup.h"

#include <optional>

namespace Kibitz::Rules {
class Game;
}

namespace Kibitz::Debugger::ReplayValidation {

// Whether check() restores every frame's state now (a file's readers: the CLI, imports,
// tests), or leaves each to be restored when it is first shown (the window, whose
// RestoredStates restores it then and whose board shows the engine's reason for a frame
// it cannot restore): each state is then restored once, not twice.
enum class FrameStates { RestoreNow, RestoreWhenShown };

// Checks a structurally valid replay against the rules engine: a known game, valid
// parameters and player count, the metrics it declares, and (RestoreNow) a state in every
// frame that the game can restore. Errors name the frame.
bool check(const Replay& replay, QString* error, FrameStates frames = FrameStates::RestoreNow);

// The game of a replay and its match setup, or null with an error.
const Rules::Game* gameOf(const Replay& replay, QString* error);
std::optional<Rules::MatchSetup> setupOf(const Replay& replay, QString* error);

}  // namespace Kibitz::Debugger::ReplayValidation

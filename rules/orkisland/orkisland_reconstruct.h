// § numbers: the Rules reference of docs/games/orkisland.md.
#pragma once

#include "orkisland/orkisland_board.h"

#include <QString>

#include <array>
#include <optional>
#include <utility>
#include <vector>

namespace Kibitz::Rules::OrkIsland {

class OrkIslandState;

// What each player must have requested in one round (one execute() call per pair).
struct RequestedRound {
  std::array<std::vector<std::pair<int32_t, int32_t>>, kNumPlayers> commands;
  std::array<bool, kNumPlayers> acted{};     // the player was alive at the start of the round
  std::array<bool, kNumPlayers> answered{};  // and did not die in it (§14.2)
};

// A log lists only the moves that succeeded (§13.3), so it cannot be replayed as it is.
// This finds, round by round, requests that make the engine produce every logged state
// exactly: the logged moves, the attacks that were lost and the exhaustion deaths the
// next state reveals, and moves that changed nothing, arranged so that the engine's one
// random order (and its coin flips and respawn draws) comes out as logged; every round
// found is checked by playing it on the engine. Rounds whose draws leave no trace (no
// death, no coin flip) may fit several request counts; a wrong pick shows later and the
// search backs up. It succeeds at once on logs of bots that command all their orks
// (the golden Dummy matches), and may give up on bots that leave many orks idle or
// blocked (golden probe1, round 170). `start` is Kibitz's own round 0, equal to
// logged[0]. Null with `error` naming the first round for which no requests were found
// within the search budget; `partial` (if given) then receives the longest run of rounds
// from round 0 that did reproduce the log.
std::optional<std::vector<RequestedRound>> reconstructRequests(const OrkIslandState& start,
                                                               const std::vector<const OrkIslandState*>& logged,
                                                               QString* error,
                                                               std::vector<RequestedRound>* partial = nullptr);

}  // namespace Kibitz::Rules::OrkIsland

#pragma once

#include "core/eda_random.h"

#include <cstdint>

namespace Kibitz::Rules::OrkIsland {

// The original engine's generator (docs/games/orkisland.md §4), shared with the games
// that adopt it.
using EngineRandom = Rules::EdaRandom;

// The seed of player `player`'s own generator: seed + player + 1 with 32-bit
// two's-complement wrap-around (docs/games/orkisland.md §16 row 7), before
// EngineRandom::reseed.
int32_t playerSeed(int64_t matchSeed, int player);

}  // namespace Kibitz::Rules::OrkIsland

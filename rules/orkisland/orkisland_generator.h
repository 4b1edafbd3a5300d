// § numbers: the Rules reference of docs/games/orkisland.md.
#pragma once

#include "orkisland/orkisland_board.h"
#include "orkisland/orkisland_random.h"

#include <QString>

#include <functional>
#include <optional>

namespace Kibitz::Rules::OrkIsland {

// The L^p distance exactly as the original computes it: three calls of C pow (§5.1).
double lpDistance(int i, int j, int i0, int j0, double p);
// The Euclidean distance (p = 2) the generator uses; identical to lpDistance(..., 2.0).
double euclideanDistance(int i, int j, int i0, int j0);

// Called at the §5.6 checkpoints ("sea", "forests n", "deserts n", "deserts", "rivers n",
// "rivers", "cities n", "cities", "paths") with the generator, for tests and debugging.
using GeneratorProbe = std::function<void(const char* point, const EngineRandom& rng)>;

// GENERATOR1 (docs/games/orkisland.md §5), drawing from `rng` (the board generator fresh
// from the seed). Stops with `error` after `maxAttempts` invalid maps (§16 row 6).
std::optional<Board> generateMap1(const Settings& settings, EngineRandom& rng, int maxAttempts, QString* error,
                                  const GeneratorProbe& probe = {});

}  // namespace Kibitz::Rules::OrkIsland

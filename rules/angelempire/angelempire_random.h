#pragma once

#include "core/eda_random.h"

namespace Kibitz::Rules::AngelEmpire {

// docs/games/angelempire.md §5.6 reuses the engine generator of docs/games/orkisland.md §4
// for the CPU armies.
using EngineRandom = Rules::EdaRandom;

}  // namespace Kibitz::Rules::AngelEmpire

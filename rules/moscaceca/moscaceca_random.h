#pragma once

#include "core/eda_random.h"

namespace Kibitz::Rules::MoscaCeca {

// docs/games/moscaceca.md §3.3 adopts the engine generator of docs/games/orkisland.md §4 so
// that a seed gives the same match on every platform.
using EngineRandom = Rules::EdaRandom;

}  // namespace Kibitz::Rules::MoscaCeca

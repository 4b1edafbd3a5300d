#pragma once

#include "core/bot.h"

#include <memory>

namespace Kibitz::Rules::MoscaCeca {

// Both bots read only their player's observation text (parsed with parseObservation),
// never the state itself: they know exactly what an external bot knows.

// A uniformly random legal order (seeded).
std::unique_ptr<Bot> makeRandomBot(uint64_t seed);
// Explores, remembers every cell it saw (and where charging columns can be from the
// distances it was told), gathers cloth, plants cheap flags next to its own, recharges
// before running out, and attacks intruders on its territory when energy allows.
std::unique_ptr<Bot> makeScoutBot(uint64_t seed);

}  // namespace Kibitz::Rules::MoscaCeca

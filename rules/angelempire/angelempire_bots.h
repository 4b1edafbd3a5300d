#pragma once

#include "core/bot.h"

#include <cstdint>
#include <memory>

namespace Kibitz::Rules::AngelEmpire {

// Buys random affordable units into random slots until nothing more fits, then plays a
// random legal command of a random unit that has not acted (END_TURN one time in 20).
std::unique_ptr<Bot> makeRandomBot(uint64_t seed);
// Deterministic rule-based player: a mixed army of all four elements (warriors in front,
// magicians behind); stays out of the CPU's reach until it can strike first; focuses fire
// (kills first, element advantage, damaged targets); keeps magicians out of melee reach;
// lets its warriors absorb melee attacks so that they strike back.
std::unique_ptr<Bot> makeTacticianBot();

}  // namespace Kibitz::Rules::AngelEmpire

#pragma once

#include "core/bot.h"

#include <memory>

namespace Kibitz::Rules::Fencing {

// BREAK every turn: never scores, never forfeits.
std::unique_ptr<Bot> makeIdleBot();
// A uniformly random action among those legal in the league (seeded).
std::unique_ptr<Bot> makeRandomBot(uint64_t seed);
// Rule-based: keeps its distance, lunges only when it can touch, parries when threatened,
// manages its energy, and takes a few drugs in league 3.
std::unique_ptr<Bot> makeFencerBot(uint64_t seed);

}  // namespace Kibitz::Rules::Fencing

#pragma once

#include "core/bot.h"

#include <cstdint>
#include <memory>

namespace Kibitz::Rules::OrkIsland {

// Issues no commands (the original's Null).
std::unique_ptr<Bot> makeNullBot();
// Every ork walks (BFS) toward the nearest city or path cell its player does not own,
// and stays on one once there (like the course's reference player Dummy).
std::unique_ptr<Bot> makeDummyBot(uint64_t seed);
// Picks a connected network of cities and paths near its orks, sends one ork to hold
// each, attacks only fights it wins, and sends spare orks to grow the network.
std::unique_ptr<Bot> makeWarlordBot(uint64_t seed);

}  // namespace Kibitz::Rules::OrkIsland

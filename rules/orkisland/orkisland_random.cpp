#include "orkisland/orkisland_random.h"

#include <cstddef>
#include <cstdint>
#include <utility>

namespace Kibitz::Rules::OrkIsland {

int32_t playerSeed(int64_t matchSeed, int player)
{
  return int32_t(uint32_t(uint64_t(matchSeed) + uint64_t(player) + 1));
}

}  // namespace Kibitz::Rules::OrkIsland

#include "orkisland/orkisland_random.h"

#include <cstddef>
#include <cstdint>
#include <utility>

namespace Kibitz::Rules::OrkIsland {

void EngineRandom::reseed(int64_t seed)
{
  // INT64_MIN cannot be negated; its low 31 bits are 0 either way.
  if (seed < 0 && seed != INT64_MIN)
    seed = -seed;
  state_ = uint64_t(seed) & kMask;
  steps_ = 0;
}

std::vector<int> EngineRandom::permutation(int n)
{
  std::vector<int> v(size_t(n > 0 ? n : 0));
  for (int i = 0; i < n; ++i)
    v[size_t(i)] = i;
  for (int i = 0; i < n; ++i)
    std::swap(v[size_t(i)], v[size_t(random(i, n - 1))]);
  return v;
}

int32_t playerSeed(int64_t matchSeed, int player)
{
  return int32_t(uint32_t(uint64_t(matchSeed) + uint64_t(player) + 1));
}

}  // namespace Kibitz::Rules::OrkIsland

#include "angelempire/angelempire_random.h"

#include <cstddef>
#include <utility>

namespace Kibitz::Rules::AngelEmpire {

void EngineRandom::reseed(int64_t seed)
{
  // orkisland.md §4.1: negative seeds are negated (in 64 bits, so no overflow for INT_MIN).
  const uint64_t magnitude = seed < 0 ? uint64_t(0) - uint64_t(seed) : uint64_t(seed);
  state_ = uint32_t(magnitude & kMask);
}

uint32_t EngineRandom::step()
{
  state_ = uint32_t((uint64_t(843314861) * state_ + 453816693u) & kMask);
  return state_;
}

double EngineRandom::uniform()
{
  return double(step()) / 2147483648.0;
}

int EngineRandom::random(int low, int high)
{
  if (low > high)
    return low;
  const int64_t count = int64_t(high) - int64_t(low) + 1;
  if (count > 1000000)
    return low;
  step();  // the value is discarded: every draw takes two steps
  return low + int(double(count) * uniform());
}

std::vector<int> EngineRandom::randomPermutation(int n)
{
  std::vector<int> v(std::size_t(n > 0 ? n : 0));
  for (int i = 0; i < n; ++i)
    v[std::size_t(i)] = i;
  for (int i = 0; i < n; ++i)
    std::swap(v[std::size_t(i)], v[std::size_t(random(i, n - 1))]);
  return v;
}

}  // namespace Kibitz::Rules::AngelEmpire

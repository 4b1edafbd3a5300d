#include "moscaceca/moscaceca_random.h"

#include <cstddef>
#include <numeric>
#include <utility>

namespace Kibitz::Rules::MoscaCeca {

void EngineRandom::reseed(int64_t seed)
{
  // Negation in unsigned arithmetic: INT64_MIN stays representable.
  const uint64_t magnitude = seed < 0 ? 0 - uint64_t(seed) : uint64_t(seed);
  state_ = uint32_t(magnitude & kModulusMask);
}

void EngineRandom::step()
{
  // 843314861 * (2^31 - 1) + 453816693 < 2^61: no overflow in 64 bits.
  state_ = uint32_t((843314861ULL * state_ + 453816693ULL) & kModulusMask);
}

double EngineRandom::uniform()
{
  step();
  return double(state_) / 2147483648.0;
}

int EngineRandom::random(int low, int high)
{
  if (low > high)
    return low;
  const int64_t span = int64_t(high) - int64_t(low) + 1;
  if (span > 1000000)
    return low;
  step();  // the original discards one step before drawing
  return low + int(int64_t(double(span) * uniform()));
}

std::vector<int> EngineRandom::permutation(int n)
{
  std::vector<int> v(size_t(n > 0 ? n : 0));
  std::iota(v.begin(), v.end(), 0);
  for (int i = 0; i < n; ++i)
    std::swap(v[size_t(i)], v[size_t(random(i, n - 1))]);
  return v;
}

}  // namespace Kibitz::Rules::MoscaCeca

#include "core/eda_random.h"

#include <cstddef>
#include <numeric>
#include <utility>

namespace Kibitz::Rules {

void EdaRandom::reseed(int64_t seed)
{
  // Negation in unsigned arithmetic: INT64_MIN stays representable.
  const uint64_t magnitude = seed < 0 ? uint64_t(0) - uint64_t(seed) : uint64_t(seed);
  state_ = uint32_t(magnitude & kMask);
  steps_ = 0;
}

std::vector<int> EdaRandom::permutation(int n)
{
  std::vector<int> v(size_t(n > 0 ? n : 0));
  std::iota(v.begin(), v.end(), 0);
  for (int i = 0; i < n; ++i)
    std::swap(v[size_t(i)], v[size_t(random(i, n - 1))]);
  return v;
}

}  // namespace Kibitz::Rules

#pragma once

#include <cstdint>
#include <vector>

namespace Kibitz::Rules::MoscaCeca {

// The engine generator of orkisland.md §4.1 (a 31-bit LCG), which mosca-ceca.md §3.3
// adopts so that a seed gives the same match on every platform. Every successful
// random(l, u) call steps twice, random(k, k) included: ports that step once diverge.
class EngineRandom {
public:
  static constexpr uint32_t kModulusMask = 0x7fffffffu;  // 2^31 - 1

  explicit EngineRandom(int64_t seed = 0) { reseed(seed); }
  // seed(s): negative seeds are negated, then AND 2^31 - 1.
  void reseed(int64_t seed);

  // The raw state, in [0, 2^31) (for state JSON).
  uint32_t state() const { return state_; }
  void setState(uint32_t state) { state_ = state & kModulusMask; }

  void step();
  // In [0, 1).
  double uniform();
  // Uniform in [low, high]; returns low without stepping when low > high or when the
  // range holds more than 1,000,000 values (the original's guard).
  int random(int low, int high);
  // Fisher-Yates with random(i, n-1) for i = 0..n-1 (n draws; none for n = 0).
  std::vector<int> permutation(int n);

  bool operator==(const EngineRandom&) const = default;

private:
  uint32_t state_ = 0;
};

}  // namespace Kibitz::Rules::MoscaCeca

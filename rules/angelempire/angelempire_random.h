#pragma once

#include <cstdint>
#include <vector>

namespace Kibitz::Rules::AngelEmpire {

// The engine generator of orkisland.md §4 (a 31-bit linear congruential generator), which
// angel-empire.md §5.6 reuses for the CPU armies. Every successful random(l, u) advances
// the state twice.
class EngineRandom {
public:
  explicit EngineRandom(int64_t seed = 0) { reseed(seed); }
  void reseed(int64_t seed);

  // One step of the recurrence; returns the new state.
  uint32_t step();
  // step(), then state / 2^31, in [0, 1).
  double uniform();
  // Uniform in [low, high] (two steps); `low` without a step when low > high or when the
  // range holds more than 1,000,000 values.
  int random(int low, int high);
  // Fisher-Yates with random(i, n-1) for i = 0..n-1.
  std::vector<int> randomPermutation(int n);

  uint32_t state() const { return state_; }
  void setState(uint32_t state) { state_ = state & kMask; }
  bool operator==(const EngineRandom&) const = default;

  static constexpr uint32_t kMask = 0x7fffffffu;

private:
  uint32_t state_ = 0;
};

}  // namespace Kibitz::Rules::AngelEmpire

#pragma once

#include <cstdint>
#include <vector>

namespace Kibitz::Rules::OrkIsland {

// The original engine's generator (orkisland.md §4): a 31-bit linear congruential
// generator. Every successful random(l, u) advances it twice (one discarded step, then
// the uniform draw); ports that step once per draw diverge at once.
class EngineRandom {
public:
  explicit EngineRandom(int64_t seed = 0) { reseed(seed); }
  // Negative seeds are negated, then only the low 31 bits are kept.
  void reseed(int64_t seed);

  uint32_t state() const { return uint32_t(state_); }
  void setState(uint32_t state) { state_ = state & kMask; }

  void step()
  {
    state_ = (kMultiplier * state_ + kIncrement) & kMask;
    ++steps_;
  }
  // Steps taken since construction or reseed() (for the §5.6 checkpoints).
  uint64_t steps() const { return steps_; }
  // Steps, then returns state / 2^31 in [0, 1).
  double uniform()
  {
    step();
    return double(state_) / 2147483648.0;
  }
  // Uniform in [low, high]; returns low without stepping when low > high or when the
  // range holds more than 1,000,000 values (the original's guard).
  int random(int low, int high)
  {
    if (low > high)
      return low;
    const int64_t size = int64_t(high) - int64_t(low) + 1;
    if (size > 1000000)
      return low;
    step();
    return low + int(double(size) * uniform());
  }
  // Fisher-Yates as the original writes it: swap v[i] with v[random(i, n-1)].
  std::vector<int> permutation(int n);
  // random(1, 10000) <= trunc(10000 * p).
  bool bernoulli(double p) { return random(1, 10000) <= int64_t(10000 * p); }

private:
  static constexpr uint64_t kMask = (uint64_t{1} << 31) - 1;
  static constexpr uint64_t kMultiplier = 843314861;
  static constexpr uint64_t kIncrement = 453816693;
  uint64_t state_ = 0;
  uint64_t steps_ = 0;
};

// The seed of player `player`'s own generator: seed + player + 1 with 32-bit
// two's-complement wrap-around (orkisland.md §16 row 7), before EngineRandom::reseed.
int32_t playerSeed(int64_t matchSeed, int player);

}  // namespace Kibitz::Rules::OrkIsland

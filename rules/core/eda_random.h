#pragma once

#include <cstdint>
#include <vector>

namespace Kibitz::Rules {

// The generator of the UPC "EDA game" engine (docs/games/orkisland.md §4): a 31-bit linear
// congruential generator. OrkIsland uses it to match the original byte for byte, and
// Angel Empire and Mosca Ceca adopt it by their specs' decisions. Every successful
// random(l, u) advances it twice (one discarded step, then the uniform draw); ports that
// step once per draw diverge at once.
class EdaRandom {
public:
  static constexpr uint32_t kMask = 0x7fffffffu;  // 2^31 - 1

  explicit EdaRandom(int64_t seed = 0) { reseed(seed); }
  // Negative seeds are negated (INT64_MIN included), then only the low 31 bits are kept.
  void reseed(int64_t seed);

  // The raw state, in [0, 2^31) (for state JSON).
  uint32_t state() const { return state_; }
  void setState(uint32_t state) { state_ = state & kMask; }

  // One step of the recurrence; returns the new state.
  uint32_t step()
  {
    // 843314861 * (2^31 - 1) + 453816693 < 2^61: no overflow in 64 bits.
    state_ = uint32_t((kMultiplier * state_ + kIncrement) & kMask);
    ++steps_;
    return state_;
  }
  // Steps taken since construction or reseed() (for the checkpoints of
  // docs/games/orkisland.md §5.6).
  uint64_t steps() const { return steps_; }
  // Steps, then returns state / 2^31 in [0, 1).
  double uniform() { return double(step()) / 2147483648.0; }
  // Uniform in [low, high]; returns low without stepping when low > high or when the
  // range holds more than 1,000,000 values (the original's guard).
  int random(int low, int high)
  {
    if (low > high)
      return low;
    const int64_t size = int64_t(high) - int64_t(low) + 1;
    if (size > 1000000)
      return low;
    step();  // discarded: every draw takes two steps
    return low + int(double(size) * uniform());
  }
  // Fisher-Yates as the original writes it: swap v[i] with v[random(i, n-1)], i = 0..n-1.
  std::vector<int> permutation(int n);
  // random(1, 10000) <= trunc(10000 * p).
  bool bernoulli(double p) { return random(1, 10000) <= int64_t(10000 * p); }

  // Equal generators produce the same draws (the step counter is bookkeeping).
  bool operator==(const EdaRandom& other) const { return state_ == other.state_; }

private:
  static constexpr uint64_t kMultiplier = 843314861;
  static constexpr uint64_t kIncrement = 453816693;
  uint32_t state_ = 0;
  uint64_t steps_ = 0;
};

}  // namespace Kibitz::Rules

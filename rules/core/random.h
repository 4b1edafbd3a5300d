#pragma once

#include <QJsonValue>

#include <array>
#include <cstdint>
#include <optional>

namespace Kibitz::Rules {

// The engine's one source of randomness: xoshiro256** (Blackman and Vigna, 2018), its
// 256-bit state filled from the 64-bit seed with SplitMix64. The algorithm is fixed so
// that a seed gives the same match on every machine and library; never use <random>
// distributions or rand() in rules code (their results differ between libraries).
// Games whose original program has its own generator (OrkIsland, morgan2) implement
// that one in their folder instead.
class Random {
public:
  explicit Random(uint64_t seed = 0) { reseed(seed); }
  void reseed(uint64_t seed);

  // The next 64 random bits.
  uint64_t next();
  // Uniform in [0, bound) for bound >= 1, unbiased (Lemire's multiply-and-reject).
  uint64_t below(uint64_t bound);
  // Uniform in [low, high], inclusive.
  int64_t between(int64_t low, int64_t high);
  // True with probability numerator/denominator.
  bool chance(uint64_t numerator, uint64_t denominator) { return below(denominator) < numerator; }

  // The seed of an independent stream for `index` (a player, a bot): SplitMix64 of
  // seed ^ (index+1)*golden-ratio constant, so that streams do not overlap in practice.
  static uint64_t deriveSeed(uint64_t seed, uint64_t index);

  // Exact state as four 16-digit hex words ("0123456789abcdef ..."), for state JSON.
  QJsonValue toJson() const;
  static std::optional<Random> fromJson(const QJsonValue& value);
  bool operator==(const Random&) const = default;

private:
  std::array<uint64_t, 4> s_{};
};

// SplitMix64 step: advances `state` and returns the next output.
uint64_t splitMix64(uint64_t& state);

}  // namespace Kibitz::Rules

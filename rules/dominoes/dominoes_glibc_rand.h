#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace Kibitz::Rules::Dominoes {

// glibc's default srand()/rand(): the TYPE_3 additive feedback generator (degree 31,
// separation 3) that morgan2 shuffles its deck with (docs/games/dominoes.md §9).
// Reimplemented here so that a seed deals the original's deck on every platform and
// with every C library.
class GlibcRand {
public:
  static constexpr int32_t kMax = 2147483647;  // RAND_MAX

  explicit GlibcRand(uint32_t seed = 1) { reseed(seed); }
  // srand(seed): the seed is reinterpreted as a signed 32-bit integer; 0 acts as 1.
  void reseed(uint32_t seed);
  // rand(): 0..RAND_MAX.
  int32_t next();

private:
  static constexpr int kDegree = 31;
  static constexpr int kSeparation = 3;
  std::array<uint32_t, kDegree> words_{};
  int front_ = kSeparation;
  int rear_ = 0;
};

}  // namespace Kibitz::Rules::Dominoes

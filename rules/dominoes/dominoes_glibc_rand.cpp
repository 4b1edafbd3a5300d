#include "dominoes/dominoes_glibc_rand.h"

namespace Kibitz::Rules::Dominoes {

void GlibcRand::reseed(uint32_t seed)
{
  // glibc srandom_r: r[0] = seed (0 -> 1), then r[i] = 16807 r[i-1] mod (2^31 - 1) by
  // Schrage's method in signed 32-bit arithmetic (C division truncates toward zero, which
  // matters for seeds >= 2^31, whose r[0] is negative).
  int32_t word = seed == 0 ? 1 : int32_t(seed);
  words_[0] = uint32_t(word);
  for (int i = 1; i < kDegree; ++i) {
    const int32_t hi = word / 127773;
    const int32_t lo = word % 127773;
    word = 16807 * lo - 2836 * hi;
    if (word < 0)
      word += 2147483647;
    words_[size_t(i)] = uint32_t(word);
  }
  front_ = kSeparation;
  rear_ = 0;
  // glibc discards the first 10 * 31 outputs.
  for (int i = 0; i < 10 * kDegree; ++i)
    next();
}

int32_t GlibcRand::next()
{
  // Unsigned words: the sum wraps modulo 2^32 as in glibc.
  words_[size_t(front_)] += words_[size_t(rear_)];
  const int32_t result = int32_t(words_[size_t(front_)] >> 1);
  front_ = front_ + 1 == kDegree ? 0 : front_ + 1;
  rear_ = rear_ + 1 == kDegree ? 0 : rear_ + 1;
  return result;
}

}  // namespace Kibitz::Rules::Dominoes

#include "core/random.h"

#include <QString>
#include <QStringList>

namespace Kibitz::Rules {

uint64_t splitMix64(uint64_t& state)
{
  uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

void Random::reseed(uint64_t seed)
{
  uint64_t sm = seed;
  for (uint64_t& word : s_)
    word = splitMix64(sm);
}

static inline uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

uint64_t Random::next()
{
  const uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

uint64_t Random::below(uint64_t bound)
{
  if (bound <= 1)
    return 0;
  // Lemire 2019: the high word of a 128-bit product, rejecting the biased low range.
  unsigned __int128 m = (unsigned __int128)next() * bound;
  uint64_t low = uint64_t(m);
  if (low < bound) {
    const uint64_t threshold = (0 - bound) % bound;
    while (low < threshold) {
      m = (unsigned __int128)next() * bound;
      low = uint64_t(m);
    }
  }
  return uint64_t(m >> 64);
}

int64_t Random::between(int64_t low, int64_t high)
{
  return low + int64_t(below(uint64_t(high - low) + 1));
}

uint64_t Random::deriveSeed(uint64_t seed, uint64_t index)
{
  uint64_t state = seed ^ ((index + 1) * 0x9e3779b97f4a7c15ULL);
  return splitMix64(state);
}

QJsonValue Random::toJson() const
{
  QStringList words;
  for (uint64_t word : s_)
    words << QStringLiteral("%1").arg(word, 16, 16, QLatin1Char('0'));
  return words.join(QLatin1Char(' '));
}

std::optional<Random> Random::fromJson(const QJsonValue& value)
{
  const QStringList words = value.toString().split(QLatin1Char(' '));
  if (words.size() != 4)
    return std::nullopt;
  Random r;
  for (int i = 0; i < 4; ++i) {
    bool ok = false;
    r.s_[i] = words[i].toULongLong(&ok, 16);
    if (!ok || words[i].size() != 16)
      return std::nullopt;
  }
  return r;
}

}  // namespace Kibitz::Rules

#include "dominoes/dominoes_deck.h"

#include "dominoes/dominoes_glibc_rand.h"

namespace Kibitz::Rules::Dominoes {

Deal dealDeck(uint32_t seed)
{
  GlibcRand rand(seed);
  // z[p] = the original's value (pattern + 1) of the p-th deck entry; 0 = not drawn yet.
  std::array<int, 64> z{};
  for (int k = 0; k < 64;) {
    const int p = rand.next() & 63;
    if (z[size_t(p)] == 0)
      z[size_t(p)] = ++k;
  }
  Deal deal;
  for (int i = 0; i < 64; ++i)
    deal.order[size_t(i)] = int8_t(z[size_t(i)] - 1);
  deal.firstCell = rand.next() & 63;
  return deal;
}

}  // namespace Kibitz::Rules::Dominoes

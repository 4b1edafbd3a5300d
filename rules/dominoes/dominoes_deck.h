#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace Kibitz::Rules::Dominoes {

// What morgan2 deals from srand(seed) (docs/games/dominoes.md §4): order[0] is the first
// domino, placed at firstCell without matching; order[n] is the pattern of the n-th reveal
// (n = 1..63). `order` is a permutation of the 64 patterns.
struct Deal {
  std::array<int8_t, 64> order{};
  int firstCell = 0;
};

// The original's procedure on a glibc-compatible rand(): fill z[rand() & 63] with 1..64
// in draw order, skipping occupied entries, then one more draw picks the first cell.
Deal dealDeck(uint32_t seed);

}  // namespace Kibitz::Rules::Dominoes

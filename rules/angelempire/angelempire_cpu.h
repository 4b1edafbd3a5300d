// § numbers: the Rules reference of docs/games/angelempire.md.
#pragma once

#include "angelempire/angelempire_board.h"
#include "angelempire/angelempire_random.h"

#include <vector>

namespace Kibitz::Rules::AngelEmpire {

// A unit placed on a side's deployment area.
struct Placement {
  Point cell;
  int type = kSpace;
  bool operator==(const Placement&) const = default;
};

// A generated CPU army (§5.6): placements in ascending CPU slot order (the id order).
struct CpuArmy {
  std::vector<Placement> units;
  int unspent = 0;  // the budget left, shown in charts only
};

// Buys the CPU army of a battle with `budget` from the engine generator (§5.6): affordable
// types drawn with random(0, n-1) until nothing is affordable or 21 units are bought, then
// random_permutation(21) (always drawn) assigns the slots.
CpuArmy generateCpuArmy(EngineRandom& random, int budget);

// One action chosen by the CPU AI for its unit at `src` (§5.7).
struct CpuAction {
  Point src;
  Point dest;
  bool attack = false;
  Point target;
};

// The deterministic greedy choice of §5.7 for the CPU unit at `src`.
CpuAction chooseCpuAction(const Board& board, Point src);

// The counter damage the attacker of type `attackerType` would receive from a surviving
// `defenderType` (warrior against warrior only; uncapped), as in §5.7.
int expectedCounter(int attackerType, int defenderType);

}  // namespace Kibitz::Rules::AngelEmpire

// § numbers: the Rules reference of docs/games/angelempire.md.
#include "angelempire/angelempire_cpu.h"

#include <algorithm>
#include <climits>
#include <tuple>

namespace Kibitz::Rules::AngelEmpire {

CpuArmy generateCpuArmy(EngineRandom& random, int budget)
{
  int remaining = budget;
  std::vector<int> bought;
  while (int(bought.size()) < kArmySlots) {
    std::vector<int> affordable;
    for (int t = kFirstType; t <= kLastType; ++t)
      if (unitStats(t).price <= remaining)
        affordable.push_back(t);
    if (affordable.empty())
      break;
    const int t = affordable[size_t(random.random(0, int(affordable.size()) - 1))];
    bought.push_back(t);
    remaining -= unitStats(t).price;
  }
  const std::vector<int> perm = random.permutation(kArmySlots);
  std::array<int, kArmySlots> slotType{};
  slotType.fill(kSpace);
  for (size_t j = 0; j < bought.size(); ++j)
    slotType[size_t(perm[j])] = bought[j];
  CpuArmy army;
  army.unspent = remaining;
  for (int s = 0; s < kArmySlots; ++s)
    if (slotType[size_t(s)] != kSpace)
      army.units.push_back({cpuSlotCell(s), slotType[size_t(s)]});
  return army;
}

int expectedCounter(int attackerType, int defenderType)
{
  if (!isWarrior(attackerType) || !isWarrior(defenderType))
    return 0;
  return attackDamage(defenderType, attackerType);
}

CpuAction chooseCpuAction(const Board& board, Point src)
{
  const Cell& unit = board.at(src);
  const std::vector<Destination> dests = board.destinations(src);
  std::vector<Point> enemies;
  for (int x = 0; x < kMapX; ++x)
    for (int y = 0; y < kMapY; ++y)
      if (board.at({x, y}).isUnit() && board.at({x, y}).side == kSidePlayer)
        enemies.push_back({x, y});

  // Attack candidates ranked by §5.7 step 2: a smaller key is better.
  bool found = false;
  CpuAction best{src, src, false, src};
  std::tuple<int, int, int, Point, Point> bestKey{};
  for (const Destination& d : dests) {
    for (Point e : enemies) {
      if (!Board::inRange(unit.type, d.cell, e))
        continue;
      const Cell& target = board.at(e);
      const int damage = attackDamage(unit.type, target.type);
      const bool kill = damage >= target.live;
      // (a) kills first; (b) kills by higher price, others by higher net value.
      const int value = kill ? unitStats(target.type).price
                             : std::min(damage, target.live) - expectedCounter(unit.type, target.type);
      const std::tuple<int, int, int, Point, Point> key{kill ? 0 : 1, -value, d.steps, d.cell, e};
      if (!found || key < bestKey) {
        found = true;
        bestKey = key;
        best = {src, d.cell, true, e};
      }
    }
  }
  if (found)
    return best;

  // §5.7 step 3: approach the nearest Player unit (Manhattan, ignoring obstacles).
  const auto nearest = [&](Point p) {
    int n = INT_MAX;
    for (Point e : enemies)
      n = std::min(n, manhattan(p, e));
    return n;
  };
  int bestDistance = nearest(src);
  Point target = src;
  for (const Destination& d : dests) {
    const int n = nearest(d.cell);
    if (n < bestDistance || (n == bestDistance && target != src && d.cell < target)) {
      bestDistance = n;
      target = d.cell;
    }
  }
  return {src, target, false, src};
}

}  // namespace Kibitz::Rules::AngelEmpire

// § numbers: the Rules reference of docs/games/angelempire.md.
#pragma once

#include "angelempire/angelempire_units.h"

#include <QString>

#include <array>
#include <vector>

namespace Kibitz::Rules::AngelEmpire {

struct Point {
  int x = 0;
  int y = 0;
  bool operator==(const Point&) const = default;
  // "smaller (x, y)": x first, then y (§5.1).
  bool operator<(const Point& o) const { return x != o.x ? x < o.x : y < o.y; }
};

constexpr bool onMap(Point p) { return p.x >= 0 && p.x < kMapX && p.y >= 0 && p.y < kMapY; }
constexpr int manhattan(Point a, Point b)
{
  return (a.x > b.x ? a.x - b.x : b.x - a.x) + (a.y > b.y ? a.y - b.y : b.y - a.y);
}
// team[i] <-> (i / 7, i % 7); CPU slot s <-> (9 - s / 7, s % 7) (§6 decisions 2, 3).
constexpr Point playerSlotCell(int slot) { return {slot / kMapY, slot % kMapY}; }
constexpr Point cpuSlotCell(int slot) { return {kMapX - 1 - slot / kMapY, slot % kMapY}; }
constexpr int cpuSlotOf(Point p) { return kMapY * (kMapX - 1 - p.x) + p.y; }

// One g_map record.
struct Cell {
  int type = kSpace;  // WALL, SPACE or a unit type 2..9
  int side = kSideNone;
  int live = 0;
  bool moved = false;  // alreadyMoved
  int id = 0;
  bool isUnit() const { return isUnitType(type); }
  bool operator==(const Cell&) const = default;
};

// A legal destination and the number of steps the breadth-first search needs for it.
struct Destination {
  Point cell;
  int steps = 0;
};

// What MOVE_AND_ATTACK did (for events and scores).
struct AttackOutcome {
  Cell attacker;  // as before the attack (at dest)
  Cell defender;  // as before the attack
  Point from;  // where the attacker stands (dest): a counter-attack lands there
  Point target;
  int percent = 100;
  int damage = 0;
  int defenderLive = 0;  // after the attack
  bool defenderKilled = false;
  bool countered = false;
  int counterPercent = 100;
  int counterDamage = 0;
  int attackerLive = 0;  // after the counter-attack
  bool attackerKilled = false;
};

// g_map: the 10 x 7 battlefield, indexed (x, y).
class Board {
public:
  const Cell& at(Point p) const { return cells_[size_t(p.x * kMapY + p.y)]; }
  Cell& at(Point p) { return cells_[size_t(p.x * kMapY + p.y)]; }
  void clear();
  bool operator==(const Board&) const = default;

  // Legal destinations of the unit at `src` (§5.3 check 3): src itself (0 steps), then the
  // SPACE cells reachable in 1..moveRange orthogonal steps over SPACE cells only, in
  // breadth-first order (steps ascending).
  std::vector<Destination> destinations(Point src) const;
  // Steps to reach `dest` from `src`, or -1 when it is not a legal destination.
  int stepsTo(Point src, Point dest) const;
  // Whether the unit of type `type` standing at `from` reaches the enemy at `target`
  // (Manhattan distance 1 for a Warrior, 1..3 for a Magician; nothing blocks).
  static bool inRange(int type, Point from, Point target);

  // The contest's check functions for `side` (1 Player, 2 CPU), without side effects;
  // `why` (optional) receives a human explanation of a failure.
  ErrorCode checkMove(Point src, Point dest, int side, QString* why = nullptr) const;
  ErrorCode checkMoveAndAttack(Point src, Point dest, Point target, int side, QString* why = nullptr) const;

  // getMove(): the legal destinations of the unit at `src` in `out` (ascending (x, y)).
  ErrorCode getMove(Point src, int side, std::vector<Point>* out) const;
  // getSpellAttack(): the enemies the unit at `src` can hit with a spell after a legal move
  // (ascending (x, y)); ERR_CANNOT_CAST for a Warrior.
  ErrorCode getSpellAttack(Point src, int side, std::vector<Point>* out) const;
  // Read-only query for viewers: the enemy units the unit at `src` could attack after a
  // legal move (melee or spell, from any of its destinations), whatever its alreadyMoved
  // flag, in ascending (x, y); empty when `src` holds no unit.
  std::vector<Point> attackTargets(Point src) const;

  // Executes a validated command (§5.4): moves the unit, attacks, lets a warrior strike
  // back once after a melee hit, removes the dead; marks the actor as having moved.
  void move(Point src, Point dest);
  AttackOutcome moveAndAttack(Point src, Point dest, Point target);

  // Units alive, total live and total price of `side`.
  int units(int side) const;
  int totalLive(int side) const;
  int totalValue(int side) const;
  // Resets alreadyMoved for both sides (start of a phase).
  void resetMoved();
  // Living units of `side` that have not acted.
  int idle(int side) const;

private:
  std::array<Cell, kCells> cells_{};
};

}  // namespace Kibitz::Rules::AngelEmpire

// § numbers: the Rules reference of docs/games/angelempire.md.
#pragma once

#include <QString>

#include <array>

namespace Kibitz::Rules::AngelEmpire {

// Map and cell codes of the contest's check.h (docs/games/angelempire.md §2.11, §5.1).
constexpr int kMapX = 10;  // MAP_X_SIZE: columns x = 0..9
constexpr int kMapY = 7;   // MAP_Y_SIZE: rows y = 0..6
constexpr int kCells = kMapX * kMapY;
constexpr int kArmySlots = 21;  // team[21]: the three deployment columns
constexpr int kWall = 0;
constexpr int kSpace = 1;
constexpr int kFirstType = 2;  // WARRIOR_WIND
constexpr int kLastType = 9;   // MAGICIAN_EARTH
constexpr int kSideNone = 0;
constexpr int kSidePlayer = 1;
constexpr int kSideCpu = 2;

// Return codes of the helper functions and the protocol's error names (§6 decision 20).
enum class ErrorCode {
  Success = 0,
  Input = -1,
  InvalidType = -2,
  ExceedCost = -3,
  NotPlayer = -4,
  AlreadyMove = -5,
  IllegalDest = -6,
  IllegalTarget = -7,
  CannotCast = -8,
};
// "ERR_ILLEGAL_DEST"; "SUCCESS" for Success.
QString errorName(ErrorCode code);
// The code named `name`, or Input when it is not one of the names above.
ErrorCode errorFromName(const QString& name);

enum class Element { Wind = 0, Fire = 1, Water = 2, Earth = 3 };

// One entry of g_army (§4.1): all four elements of a class share its stats.
struct UnitStats {
  int live;
  int attack;
  int defence;
  int attackRange;
  int moveRange;
  int element;
  bool fightBack;
  bool spell;
  int price;
};

constexpr bool isUnitType(int type) { return type >= kFirstType && type <= kLastType; }
constexpr bool isWarrior(int type) { return type >= 2 && type <= 5; }
constexpr bool isMagician(int type) { return type >= 6 && type <= 9; }
constexpr int elementOf(int type) { return (type - kFirstType) % 4; }
// The g_army entry of a unit type 2..9.
const UnitStats& unitStats(int type);
// "WARRIOR_WIND"...; "WALL"/"SPACE" for 0/1.
QString typeName(int type);
// "wind warrior (風戰士)".
QString typeLabel(int type);
// "wind"... and "風"...
QString elementName(int element);
QString elementChinese(int element);

// Whether element `a` counters element `b` (§2.4): (a - b) mod 4 == 1.
constexpr bool counters(int a, int b) { return ((a - b) % 4 + 4) % 4 == 1; }
// The element adjustment of an attack by `attacker` on `defender`, in percent: 200, 100 or 50.
int adjustmentPercent(int attackerType, int defenderType);
// The damage of an attack (§5.4): melee = attack - defence, spell = attack; doubled when
// the attacker's element counters the defender's, halved (rounded down) in the reverse
// case; never negative. Counter-attacks use the same function with the roles swapped.
int attackDamage(int attackerType, int defenderType);

}  // namespace Kibitz::Rules::AngelEmpire

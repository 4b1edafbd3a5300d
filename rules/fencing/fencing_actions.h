#pragma once

#include <QString>

#include <cstdint>
#include <optional>

namespace Kibitz::Rules::Fencing {

// The referee's action enum, in its order (docs/games/fencing.md §4.1). The ids are what
// Move::words carries and are stable.
enum class Action : int32_t {
  Break, Walk, Retreat, Lunge, Parry,
  DoubleWalk, DoubleRetreat,
  LungeDrug, ParryDrug, EnergyMaxDrug, WalkDrug, RetreatDrug, DoubleWalkDrug, DoubleRetreatDrug, BreakDrug,
  Suppress, MiddlePosture, RightPosture, LeftPosture,
};
constexpr int kActionCount = 19;

enum class Skill : int8_t { None, Break, Walk, DoubleWalk, Retreat, DoubleRetreat, LungeDistance, EnergyMax };

struct ActionInfo {
  const char* name;
  int league;        // lowest league where it is legal; INT32_MAX for internal ones
  int energy;        // energy delta (before breakSkill)
  int move;          // base move, own direction
  int distance;      // +40 lunge, -40 parry
  int drugValue;     // > 0: applies to `skill`
  Skill skill;       // what the move or drug value uses
};

const ActionInfo& actionInfo(Action action);
std::optional<Action> actionFromName(QStringView name);
inline QString actionName(Action action) { return QString::fromLatin1(actionInfo(action).name); }
inline bool isDrug(Action action) { return action >= Action::LungeDrug && action <= Action::BreakDrug; }

}  // namespace Kibitz::Rules::Fencing

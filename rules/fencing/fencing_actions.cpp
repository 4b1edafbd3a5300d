#include "fencing/fencing_actions.h"

#include <array>
#include <climits>

namespace Kibitz::Rules::Fencing {

namespace {
// The action table of docs/games/fencing.md §4.1. `skill` names the skill added to the
// move (moves) or raised (drugs).
constexpr std::array<ActionInfo, kActionCount> kActions{{
  {"BREAK", 1, 2, 0, 0, 0, Skill::Break},
  {"WALK", 1, -1, 20, 0, 0, Skill::Walk},
  {"RETREAT", 1, -1, -20, 0, 0, Skill::Retreat},
  {"LUNGE", 1, -5, 0, 40, 0, Skill::None},
  {"PARRY", 1, -2, 0, -40, 0, Skill::None},
  {"DOUBLE_WALK", 2, -4, 40, 0, 0, Skill::DoubleWalk},
  {"DOUBLE_RETREAT", 2, -4, -30, 0, 0, Skill::DoubleRetreat},
  {"LUNGE_DRUG", 3, -5, 0, 0, 5, Skill::LungeDistance},
  {"PARRY_DRUG", 3, -5, 0, 0, -5, Skill::None},
  {"ENERGY_MAX_DRUG", 3, -5, 0, 0, 5, Skill::EnergyMax},
  {"WALK_DRUG", 3, -5, 0, 0, 5, Skill::Walk},
  {"RETREAT_DRUG", 3, -5, 0, 0, 5, Skill::Retreat},
  {"DOUBLE_WALK_DRUG", 3, -5, 0, 0, 10, Skill::DoubleWalk},
  {"DOUBLE_RETREAT_DRUG", 3, -5, 0, 0, 10, Skill::DoubleRetreat},
  {"BREAK_DRUG", 3, -5, 0, 0, 10, Skill::Break},
  {"SUPPRESS", INT_MAX, 0, 0, 0, 0, Skill::None},
  {"MIDDLE_POSTURE", INT_MAX, 0, 0, 0, 0, Skill::None},
  {"RIGHT_POSTURE", INT_MAX, 0, 0, 0, 0, Skill::None},
  {"LEFT_POSTURE", INT_MAX, 0, 0, 0, 0, Skill::None},
}};
}  // namespace

const ActionInfo& actionInfo(Action action)
{
  return kActions[size_t(action)];
}

std::optional<Action> actionFromName(QStringView name)
{
  for (int i = 0; i < kActionCount; ++i)
    if (name == QLatin1String(kActions[size_t(i)].name))
      return Action(i);
  return std::nullopt;
}

}  // namespace Kibitz::Rules::Fencing

#pragma once

#include "core/board_word.h"

#include <QList>

// The words Angel Empire's boards show, the window's and the shared page's
// (core/board_word.h).
namespace Kibitz::Rules::AngelEmpire::Words {

// The elements, in the rules' order (elementOf()); viewerConstants' "elements" gives their
// English words.
inline constexpr BoardWord kWind = QT_TRANSLATE_NOOP3("GameTerms", "wind", "element");
inline constexpr BoardWord kFire = QT_TRANSLATE_NOOP3("GameTerms", "fire", "element");
inline constexpr BoardWord kWater = QT_TRANSLATE_NOOP3("GameTerms", "water", "element");
inline constexpr BoardWord kEarth = QT_TRANSLATE_NOOP3("GameTerms", "earth", "element");
inline constexpr BoardWord kElements[4] = {kWind, kFire, kWater, kEarth};
inline constexpr BoardWord kWarrior = QT_TRANSLATE_NOOP3("GameTerms", "Warrior", "");
inline constexpr BoardWord kMagician = QT_TRANSLATE_NOOP3("GameTerms", "Magician", "");
// A unit's name: %1 its element, %2 its class ("wind Warrior", 風戰士).
inline constexpr BoardWord kUnitName = QT_TRANSLATE_NOOP3("GameTerms", "%1 %2", "a unit's element and class");
// A unit: its name, its id and its side.
inline constexpr BoardWord kUnitOf = QT_TRANSLATE_NOOP3("GameTerms", "%1 #%2 (%3)", "");
// A unit's hit points and their full value.
inline constexpr BoardWord kHp = QT_TRANSLATE_NOOP3("GameTerms", "HP %1 / %2", "");
// The two sides, and no side.
inline constexpr BoardWord kPlayer = QT_TRANSLATE_NOOP3("GameTerms", "Player", "Angel Empire side");
inline constexpr BoardWord kCpu = QT_TRANSLATE_NOOP3("GameTerms", "CPU", "");
inline constexpr BoardWord kNobody = QT_TRANSLATE_NOOP3("GameTerms", "nobody", "");
// The stages (Stage: build, command, over), as the window's header and the page's say them.
inline constexpr BoardWord kBuyingTheArmy = QT_TRANSLATE_NOOP3("GameTerms", "buying the army", "");
inline constexpr BoardWord kBattleUnderWay = QT_TRANSLATE_NOOP3("GameTerms", "battle under way", "");
inline constexpr BoardWord kCampaignOver = QT_TRANSLATE_NOOP3("GameTerms", "campaign over", "");
// The page's header: the campaign's battle, the battle's turn, the Player's budget and the
// stage (one of the three words above).
inline constexpr BoardWord kBattleLine = QT_TRANSLATE_NOOP3("GameTerms", "battle %1, turn %2, budget %3, %4", "");

inline QList<BoardWord> all()
{
  return {kWind, kFire, kWater, kEarth, kWarrior, kMagician, kUnitName, kUnitOf, kHp, kPlayer, kCpu, kNobody, kBuyingTheArmy, kBattleUnderWay, kCampaignOver, kBattleLine};
}

}  // namespace Kibitz::Rules::AngelEmpire::Words

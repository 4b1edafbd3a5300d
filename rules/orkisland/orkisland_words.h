#pragma once

#include "core/board_word.h"

#include <QList>

// The words OrkIsland's boards show, the window's and the shared page's (core/board_word.h).
namespace Kibitz::Rules::OrkIsland::Words {

// The terrains, named by viewerConstants' "terrain" ids (their English words).
inline constexpr BoardWord kWater = QT_TRANSLATE_NOOP3("GameTerms", "water", "terrain");
inline constexpr BoardWord kGrass = QT_TRANSLATE_NOOP3("GameTerms", "grass", "terrain");
inline constexpr BoardWord kForest = QT_TRANSLATE_NOOP3("GameTerms", "forest", "terrain");
inline constexpr BoardWord kSand = QT_TRANSLATE_NOOP3("GameTerms", "sand", "terrain");
inline constexpr BoardWord kCity = QT_TRANSLATE_NOOP3("GameTerms", "city", "terrain");
inline constexpr BoardWord kPath = QT_TRANSLATE_NOOP3("GameTerms", "path", "terrain");
// A cell: its terrain, row and column.
inline constexpr BoardWord kCellAt = QT_TRANSLATE_NOOP3("GameTerms", "%1 at (%2, %3)", "");
// An ork: its id, its owner and its health.
inline constexpr BoardWord kOrk = QT_TRANSLATE_NOOP3("GameTerms", "Ork %1 of %2, health %3", "");
inline constexpr BoardWord kRound = QT_TRANSLATE_NOOP3("GameTerms", "Round %1", "");
// A player's score and living orks.
inline constexpr BoardWord kPointsAndOrks = QT_TRANSLATE_N_NOOP3("GameTerms", "%1 points, %n ork(s)", "");

inline QList<BoardWord> all()
{
  return {kWater, kGrass, kForest, kSand, kCity, kPath, kCellAt, kOrk, kRound, kPointsAndOrks};
}

}  // namespace Kibitz::Rules::OrkIsland::Words

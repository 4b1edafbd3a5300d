#pragma once

#include "core/board_word.h"

#include <QList>

// The words Mosca Ceca's boards show, the window's and the shared page's
// (core/board_word.h). They keep the rules' Italian names beside the English.
namespace Kibitz::Rules::MoscaCeca::Words {

// A cell by its row and column.
inline constexpr BoardWord kCell = QT_TRANSLATE_NOOP3("GameTerms", "Cell (%1, %2)", "");
inline constexpr BoardWord kColumn = QT_TRANSLATE_NOOP3("GameTerms", "Colonna di ricarica (charging column)", "");
// A cloth cell and the cloth left on it.
inline constexpr BoardWord kClothLeft = QT_TRANSLATE_NOOP3("GameTerms", "Stoffa (cloth): %1 left", "");
// A flag and the player it belongs to.
inline constexpr BoardWord kFlagOf = QT_TRANSLATE_NOOP3("GameTerms", "Bandiera (flag) of %1", "");
// The choice of whose fog to show ("Fog of [agent 3 (Ada)]"), and its choice of none.
inline constexpr BoardWord kFogOf = QT_TRANSLATE_NOOP3("GameTerms", "Fog of", "");
inline constexpr BoardWord kNobody = QT_TRANSLATE_NOOP3("GameTerms", "nobody", "");
// An agent and the name of its player.
inline constexpr BoardWord kAgentOf = QT_TRANSLATE_NOOP3("GameTerms", "agent %1 (%2)", "");
// An agent, its energy and the cloth it carries.
inline constexpr BoardWord kAgentStatus = QT_TRANSLATE_NOOP3("GameTerms", "agent %1: energy %2, cloth %3", "");
// After an agent that is switched off (si spegne).
inline constexpr BoardWord kOff = QT_TRANSLATE_NOOP3("GameTerms", "(off)", "");
inline constexpr BoardWord kTurn = QT_TRANSLATE_NOOP3("GameTerms", "turn %1", "");
// The flags of an agent's player.
inline constexpr BoardWord kFlags = QT_TRANSLATE_N_NOOP3("GameTerms", "%n flag(s)", "");

inline QList<BoardWord> all()
{
  return {kCell, kColumn, kClothLeft, kFlagOf, kFogOf, kNobody, kAgentOf, kAgentStatus, kOff, kTurn, kFlags};
}

}  // namespace Kibitz::Rules::MoscaCeca::Words

#pragma once

#include "core/board_word.h"

#include <QList>

// The words the dominoes boards show, the window's and the shared page's (core/board_word.h).
namespace Kibitz::Rules::Dominoes::Words {

// The move number and the running total.
inline constexpr BoardWord kTurnAndTotal = QT_TRANSLATE_NOOP3("GameTerms", "turn %1, total %2", "");
// The tiles still to place.
inline constexpr BoardWord kStack = QT_TRANSLATE_NOOP3("GameTerms", "stack", "");
// A grid cell: its index, row and column.
inline constexpr BoardWord kCell = QT_TRANSLATE_NOOP3("GameTerms", "cell %1 (row %2, col %3)", "");
// The tile's pattern number on a cell.
inline constexpr BoardWord kPattern = QT_TRANSLATE_NOOP3("GameTerms", "pattern %1", "");

inline QList<BoardWord> all()
{
  return {kTurnAndTotal, kStack, kCell, kPattern};
}

}  // namespace Kibitz::Rules::Dominoes::Words

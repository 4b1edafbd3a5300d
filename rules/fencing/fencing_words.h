#pragma once

#include "core/board_word.h"

#include <QList>

// The words Fencing's boards show, the window's and the shared page's (core/board_word.h).
namespace Kibitz::Rules::Fencing::Words {

// A fencer's energy and its maximum.
inline constexpr BoardWord kEnergy = QT_TRANSLATE_NOOP3("GameTerms", "energy %1/%2", "");
// A fencer's position on the piste and its last action.
inline constexpr BoardWord kPositionAndAction = QT_TRANSLATE_NOOP3("GameTerms", "position %1, last action %2", "");
// The referee's tick (one engine turn).
inline constexpr BoardWord kTick = QT_TRANSLATE_NOOP3("GameTerms", "tick %1", "");

inline QList<BoardWord> all()
{
  return {kEnergy, kPositionAndAction, kTick};
}

}  // namespace Kibitz::Rules::Fencing::Words

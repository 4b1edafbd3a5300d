#include "dominoes/dominoes_position.h"

#include "dominoes/dominoes_state.h"

namespace Kibitz::App {

DominoesPosition::DominoesPosition(const Rules::Dominoes::DominoesState& state)
    : board_(state.board()), firstCell_(state.deal().firstCell), over_(state.isTerminal()), endReason_(state.endReason())
{
}

DominoesPosition::Mask DominoesPosition::legalCells(int pattern) const
{
  if (pattern < 0 || pattern >= kPatterns)
    return 0;
  return board_.legalCells(pattern);
}

DominoesPosition::Mask DominoesPosition::legalCellsForSlot(int index) const
{
  if (index < 0 || index >= kSlots)
    return 0;
  return board_.legalCellsForSlot(index);
}

QString DominoesPosition::patternText(int pattern)
{
  if (pattern < 0 || pattern >= kPatterns)
    return {};
  return Rules::Dominoes::patternText(pattern);
}

}  // namespace Kibitz::App

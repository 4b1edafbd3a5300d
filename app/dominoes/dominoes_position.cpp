#include "dominoes/dominoes_position.h"

#include "dominoes/dominoes_state.h"

#include "core/registry.h"

#include <QCoreApplication>

namespace Kibitz::App {

bool DominoesPosition::read(const QJsonObject& state, QString* error)
{
  const Rules::Game* game = Rules::Registry::find(QStringLiteral("dominoes"));
  // The time limit is not part of a position; any valid value restores it.
  const std::unique_ptr<Rules::Dominoes::DominoesState> restored =
      game ? Rules::Dominoes::DominoesState::fromJson(*game, 1000, state, error) : nullptr;
  if (!restored) {
    if (!game)
      *error = QCoreApplication::translate("DominoesPosition", "this build has no dominoes game");
    return false;
  }
  board_ = restored->board();
  firstCell_ = restored->deal().firstCell;
  over_ = restored->isTerminal();
  endReason_ = restored->endReason();
  return true;
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

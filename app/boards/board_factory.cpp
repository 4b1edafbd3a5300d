#include "boards/board_view.h"
#include "boards/external_board_view.h"
#include "boards/generic_board_view.h"

#include "external/external_game.h"

namespace Kibitz::App {

BoardView* createBoardView(const QString& gameId, QWidget* parent)
{
  for (const BoardFactoryEntry& entry : boardFactories())
    if (entry.gameId == gameId)
      return entry.make(parent);
  // A game played by its own referee ("extern", "extern:NAME"): its frames as the referee described them.
  if (Debugger::ExternalGame::isExternalId(gameId))
    return new ExternalBoardView(parent);
  return new GenericBoardView(parent);
}

}  // namespace Kibitz::App

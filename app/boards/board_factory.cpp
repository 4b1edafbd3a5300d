#include "boards/board_view.h"
#include "boards/generic_board_view.h"

namespace Kibitz::App {

BoardView* createBoardView(const QString& gameId, QWidget* parent)
{
  for (const BoardFactoryEntry& entry : boardFactories())
    if (entry.gameId == gameId)
      return entry.make(parent);
  return new GenericBoardView(parent);
}

}  // namespace Kibitz::App

#include "orkisland/orkisland_feature.h"

#include "orkisland/orkisland_move_input.h"

namespace Kibitz::App {

void OrkIslandFeature::initialize(MainWindow*)
{
  registerMoveInput(QStringLiteral("orkisland"),
                    [](QWidget* parent) -> MoveInput* { return new OrkIslandMoveInput(parent); });
}

}  // namespace Kibitz::App

KIBITZ_REGISTER_GAME_FEATURE(orkisland, Kibitz::App::OrkIslandFeature)

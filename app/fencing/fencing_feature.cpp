#include "fencing/fencing_feature.h"

#include "fencing/fencing_move_input.h"

namespace Kibitz::App {

void FencingFeature::initialize(MainWindow*)
{
  registerMoveInput(QStringLiteral("fencing"), [](QWidget* parent) -> MoveInput* { return new FencingMoveInput(parent); });
}

}  // namespace Kibitz::App

KIBITZ_REGISTER_GAME_FEATURE(fencing, Kibitz::App::FencingFeature)

#include "angelempire/angelempire_feature.h"

#include "angelempire/angelempire_move_input.h"

namespace Kibitz::App {

void AngelEmpireFeature::initialize(MainWindow*)
{
  registerMoveInput(QStringLiteral("angelempire"),
                    [](QWidget* parent) -> MoveInput* { return new AngelEmpireMoveInput(parent); });
}

}  // namespace Kibitz::App

KIBITZ_REGISTER_GAME_FEATURE(angelempire, Kibitz::App::AngelEmpireFeature)

#include "moscaceca/moscaceca_feature.h"

#include "moscaceca/moscaceca_move_input.h"

namespace Kibitz::App {

void MoscaCecaFeature::initialize(MainWindow*)
{
  registerMoveInput(QStringLiteral("moscaceca"),
                    [](QWidget* parent) -> MoveInput* { return new MoscaCecaMoveInput(parent); });
}

}  // namespace Kibitz::App

KIBITZ_REGISTER_GAME_FEATURE(moscaceca, Kibitz::App::MoscaCecaFeature)

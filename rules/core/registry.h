#pragma once

#include "core/game.h"

#include <QList>
#include <QStringView>

#include <memory>

// Registers a game; written once, at global scope, in the game's own folder:
//   KIBITZ_REGISTER_GAME(fencing, Kibitz::Rules::Fencing::FencingGame)
// `id` is the name of the folder (rules/fencing/) and the game's GameInfo::id.
// rules/CMakeLists.txt lists the folders and calls each registration from a generated
// list rather than from static initialisers: the games are static libraries, from which
// the linker would drop an object file that nothing references.
#define KIBITZ_REGISTER_GAME(id, GameClass)                                                  \
  std::unique_ptr<Kibitz::Rules::Game> kibitzMakeGame_##id() { return std::make_unique<GameClass>(); }

namespace Kibitz::Rules {

// All games compiled in (one per folder of rules/), by id.
namespace Registry {
const Game* find(QStringView id);
// Sorted by id.
QList<const Game*> all();
QStringList ids();
}  // namespace Registry

}  // namespace Kibitz::Rules

#pragma once

#include "core/game.h"

#include <QList>
#include <QStringView>

namespace Kibitz::Rules {

// All games compiled in (one per folder of rules/), by id.
namespace Registry {
const Game* find(QStringView id);
// Sorted by id.
QList<const Game*> all();
QStringList ids();
}  // namespace Registry

}  // namespace Kibitz::Rules

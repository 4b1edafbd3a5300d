#pragma once

#include <QString>

namespace Kibitz::App::EventBreakpoint {

// The breakpoint expression that holds on every turn with an event of `type` (and, when
// `player` >= 0, of that player): events.some(e => e.type == "death" && e.player == 0).
// `type` comes from a replay: written as a JSON string, so no quote in it ends it.
QString expression(const QString& type, int player);

}  // namespace Kibitz::App::EventBreakpoint

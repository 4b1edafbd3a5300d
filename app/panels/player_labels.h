#pragma once

#include <QString>

namespace Kibitz::Debugger {
struct Replay;
}

namespace Kibitz::App::PlayerLabels {

// The name panels show for player `player` of `replay`: its name, with the seat number
// added when two players share a name (two copies of the same bot are common).
QString label(const Debugger::Replay& replay, int player);

}  // namespace Kibitz::App::PlayerLabels

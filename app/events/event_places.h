#pragma once

#include <QString>

namespace Kibitz::Debugger {
struct Replay;
}

namespace Kibitz::App::EventPlaces {

// Where event `index` of frame `turn` happened, as a board anchor ("cell:3,4", "cell:12",
// "players[1]"; see BoardView::anchorPosition), or an empty string when the event has no
// place (a city changing owner in a game without one, a bot's fault). Read from the
// event's `data` (docs/games/<id>.md) where the game records it there; OrkIsland's and
// Fencing's events have no `data`, so their places come from the frames' states and the
// engine's own wording of the event.
QString anchorOf(const Debugger::Replay& replay, int turn, int index);

}  // namespace Kibitz::App::EventPlaces

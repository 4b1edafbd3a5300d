#pragma once

namespace Kibitz::App {

class MainWindow;

// Help > Rules of the current game (F1) and Help > Rules of > each game: the rules written
// for a player, in the UI language (resources/help/<id>/<lang>.md).
void installHelp(MainWindow* window);

}  // namespace Kibitz::App

#pragma once

namespace Kibitz::Debugger {
struct Replay;
}

namespace Kibitz::App {

class DominoesPlayDialog;
class MainWindow;

// Adds File > "Play Dominoes…": a person plays
// morgan2 in DominoesPlayDialog and the finished game opens in the window like a match.
void installDominoesPlay(MainWindow* window);

// What the action does: shows the window's Play dialog (one per window), for tests too.
DominoesPlayDialog* showDominoesPlay(MainWindow* window);

// Shows a human game in `window` (unsaved, so closing asks to save it). Refuses while a
// live match runs, and asks before replacing unsaved changes when `ask` is set (without
// asking, unsaved changes are kept and the game is not opened). Returns whether it opened.
bool openDominoesGame(MainWindow* window, const Debugger::Replay& replay, bool ask);

}  // namespace Kibitz::App

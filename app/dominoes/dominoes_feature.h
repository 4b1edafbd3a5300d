#pragma once

#include "mainwindow/window_feature.h"

namespace Kibitz::Debugger {
struct Replay;
}

namespace Kibitz::App {

class DominoesPlayDialog;

// Dominoes' window feature, File > "Play Dominoes…": a person plays morgan2 in
// DominoesPlayDialog and the finished game opens in the window like a match.
class DominoesFeature final : public WindowFeature {
  Q_OBJECT
public:
  const char* name() const override { return "dominoesPlay"; }
  void initialize(MainWindow* window) override;
};

// What the action does: shows the window's Play dialog (one per window), for tests too.
DominoesPlayDialog* showDominoesPlay(MainWindow* window);

// Shows a human game in `window` (unsaved, so closing asks to save it). Refuses while a
// live match runs, and asks before replacing unsaved changes when `ask` is set (without
// asking, unsaved changes are kept and the game is not opened). Returns whether it opened.
bool openDominoesGame(MainWindow* window, const Debugger::Replay& replay, bool ask);

}  // namespace Kibitz::App

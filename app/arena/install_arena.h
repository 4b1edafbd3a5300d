#pragma once

namespace Kibitz::App {

class ArenaWindow;
class MainWindow;

// Adds Tools > "Arena…" to `window`: opens an Arena window whose matches open in `window`.
void installArena(MainWindow* window);
// What the action does, for tests: the new window (deleted on close).
ArenaWindow* openArenaWindow(MainWindow* window);

}  // namespace Kibitz::App

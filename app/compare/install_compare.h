#pragma once

namespace Kibitz::App {

class CompareWindow;
class MainWindow;

// Adds Debug > "Compare Replays…" to `window`: opens a Compare window with the window's
// replay as side A (when it has one); the user opens side B there.
void installCompare(MainWindow* window);
// What the action does, for tests: the new window (deleted on close).
CompareWindow* openCompareWindow(MainWindow* window);

}  // namespace Kibitz::App

#pragma once

namespace Kibitz::App {

class BreakpointsPanel;
class MainWindow;

// The debugging tools of a window: the Breakpoints dock, Debug > Run to Next Hit (F8),
// Previous Hit (Shift+F8), Pause Match (F6), Step Match (F10), Resume Match (F5), Import/Export
// Breakpoints, and Compare Replays…. Returns the panel (tests drive it).
BreakpointsPanel* installDebugTools(MainWindow* window);

}  // namespace Kibitz::App

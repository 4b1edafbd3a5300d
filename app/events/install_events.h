#pragma once

namespace Kibitz::App {

class EventsPanel;
class MainWindow;

// The Events dock (View menu), Go > Next Event (F7) and Previous Event (Shift+F7), and
// breakpoints made from events (they go to the Breakpoints panel). Returns the panel.
EventsPanel* installEvents(MainWindow* window);

}  // namespace Kibitz::App

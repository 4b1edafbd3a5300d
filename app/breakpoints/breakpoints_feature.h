#pragma once

#include "mainwindow/window_feature.h"

namespace Kibitz::App {

class BreakpointsPanel;

// The breakpoints of a window: the Breakpoints dock, Debug > Run to Next Hit (F8), Previous
// Hit (Shift+F8), Pause Match (F6), Step Match (F10), Resume Match (F5), Import/Export
// Breakpoints; live matches are watched from their start (MainWindow::matchStarted).
class BreakpointsFeature final : public WindowFeature {
  Q_OBJECT
public:
  const char* name() const override { return "breakpoints"; }
  void initialize(MainWindow* window) override;
  BreakpointsPanel* panel() const { return panel_; }

private:
  BreakpointsPanel* panel_ = nullptr;
};

// The window's Breakpoints panel (tests drive it), or null.
BreakpointsPanel* breakpointsPanel(const MainWindow* window);

}  // namespace Kibitz::App

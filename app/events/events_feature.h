#pragma once

#include "mainwindow/window_feature.h"

#include <QPointer>

namespace Kibitz::App {

class BreakpointsPanel;
class EventsPanel;

// The Events dock (View menu), Go > Next Event (F7) and Previous Event (Shift+F7), and
// breakpoints made from events (they go to the Breakpoints feature's panel).
class EventsFeature final : public WindowFeature {
  Q_OBJECT
public:
  const char* name() const override { return "events"; }
  void initialize(MainWindow* window) override;
  void extensionsInitialized() override;
  EventsPanel* panel() const { return panel_; }

private:
  void addBreakpoint(const QString& expression);
  MainWindow* window_ = nullptr;
  EventsPanel* panel_ = nullptr;
  QPointer<BreakpointsPanel> breakpoints_;
};

}  // namespace Kibitz::App

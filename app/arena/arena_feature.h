#pragma once

#include "mainwindow/window_feature.h"

namespace Kibitz::App {

class ArenaWindow;

// Tools > "Arena…": opens an Arena window whose matches open in the main window. Closing
// the main window first closes its Arena windows (their running matches end and are stored).
class ArenaFeature final : public WindowFeature {
  Q_OBJECT
public:
  const char* name() const override { return "arena"; }
  void initialize(MainWindow* window) override;
  bool aboutToShutdown() override;

private:
  MainWindow* window_ = nullptr;
};
// What the action does, for tests: the new window (deleted on close).
ArenaWindow* openArenaWindow(MainWindow* window);

}  // namespace Kibitz::App

#pragma once

#include "mainwindow/window_feature.h"

namespace Kibitz::App {

class CompareWindow;

// Debug > "Compare Replays…": opens a Compare window with the window's replay as side A
// (when it has one); the user opens side B there.
class CompareFeature final : public WindowFeature {
  Q_OBJECT
public:
  const char* name() const override { return "compare"; }
  void initialize(MainWindow* window) override;
};
// What the action does, for tests: the new window (deleted on close).
CompareWindow* openCompareWindow(MainWindow* window);

}  // namespace Kibitz::App

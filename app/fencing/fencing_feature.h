#pragma once

#include "mainwindow/window_feature.h"

namespace Kibitz::App {

// Fencing's window feature: its move input for seats played by hand (the Play panel).
class FencingFeature final : public WindowFeature {
  Q_OBJECT
public:
  const char* name() const override { return "fencingPlay"; }
  void initialize(MainWindow* window) override;
};

}  // namespace Kibitz::App

#pragma once

#include "mainwindow/window_feature.h"

namespace Kibitz::App {

// Mosca Ceca's window feature: its move input for seats played by hand (the Play panel).
class MoscaCecaFeature final : public WindowFeature {
  Q_OBJECT
public:
  const char* name() const override { return "moscacecaPlay"; }
  void initialize(MainWindow* window) override;
};

}  // namespace Kibitz::App

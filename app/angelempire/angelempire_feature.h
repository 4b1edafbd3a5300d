#pragma once

#include "mainwindow/window_feature.h"

namespace Kibitz::App {

// Angel Empire's window feature: its move input for seats played by hand (the Play panel).
class AngelEmpireFeature final : public WindowFeature {
  Q_OBJECT
public:
  const char* name() const override { return "angelempirePlay"; }
  void initialize(MainWindow* window) override;
};

}  // namespace Kibitz::App

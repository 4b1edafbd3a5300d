#pragma once

#include "mainwindow/window_feature.h"

namespace Kibitz::App {

class PlayPanel;

// Human play: the Play dock, shown when a match with a seat played by hand ("Me (play by
// hand)" in New Match, bot spec "human") starts, and resting once it is over.
class PlayFeature final : public WindowFeature {
  Q_OBJECT
public:
  const char* name() const override { return "play"; }
  void initialize(MainWindow* window) override;
  PlayPanel* panel() const { return panel_; }

private:
  PlayPanel* panel_ = nullptr;
};

}  // namespace Kibitz::App

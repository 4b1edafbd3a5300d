#pragma once

#include "mainwindow/window_feature.h"

namespace Kibitz::App {

// Help > Rules of the current game (F1) and Help > Rules of > each game: the rules written
// for a player, in the UI language (resources/help/<id>/<lang>.md).
class HelpFeature final : public WindowFeature {
  Q_OBJECT
public:
  const char* name() const override { return "help"; }
  void initialize(MainWindow* window) override;
};

}  // namespace Kibitz::App

#pragma once

#include "mainwindow/window_feature.h"

class QAction;

namespace Kibitz::App {

class RerunDialog;

// Debug > Re-run a Bot up to This Turn… (and its button in the Bot I/O panel), enabled on a
// finished replay of at least one turn.
class RerunFeature final : public WindowFeature {
  Q_OBJECT
public:
  const char* name() const override { return "rerun"; }
  void initialize(MainWindow* window) override;
  void replayChanged(ReplayDocument* document) override;

private:
  void updateAction();
  MainWindow* window_ = nullptr;
  QAction* action_ = nullptr;
};
// Opens the dialog for the current turn and the first seat that plays it.
RerunDialog* openRerunDialog(MainWindow* window);

}  // namespace Kibitz::App

#pragma once

#include "mainwindow/window_feature.h"

namespace Kibitz::App {

class AnnotationsUi;

// The annotations feature of the window: the Notes dock, Add Note (Ctrl+M), Pick Anchor,
// Undo/Redo of notes in the Edit menu, the notes and bot-marks layer of the board, note
// markers on the timeline and File > Export Notes Report (all made by AnnotationsUi).
class AnnotationsFeature final : public WindowFeature {
  Q_OBJECT
public:
  const char* name() const override { return "notes"; }
  void initialize(MainWindow* window) override;
  void replayChanged(ReplayDocument* document) override;
  AnnotationsUi* ui() const { return ui_; }

private:
  AnnotationsUi* ui_ = nullptr;
};

// The window's annotations (tests), or null.
AnnotationsUi* annotationsUi(const MainWindow* window);

}  // namespace Kibitz::App

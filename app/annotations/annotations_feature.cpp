#include "annotations/annotations_feature.h"

#include "annotations/annotations_ui.h"
#include "mainwindow/main_window.h"

namespace Kibitz::App {

void AnnotationsFeature::initialize(MainWindow* window)
{
  ui_ = new AnnotationsUi(window);
}

void AnnotationsFeature::replayChanged(ReplayDocument*)
{
  ui_->replayChanged();
}

AnnotationsUi* annotationsUi(const MainWindow* window)
{
  const AnnotationsFeature* feature = window->feature<AnnotationsFeature>();
  return feature ? feature->ui() : nullptr;
}

}  // namespace Kibitz::App

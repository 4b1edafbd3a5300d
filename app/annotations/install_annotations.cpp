#include "annotations/install_annotations.h"

#include "annotations/annotations_ui.h"
#include "mainwindow/main_window.h"

namespace Kibitz::App {

void installAnnotations(MainWindow* window)
{
  if (!annotationsUi(window))
    new AnnotationsUi(window);
}

AnnotationsUi* annotationsUi(MainWindow* window)
{
  return window->findChild<AnnotationsUi*>(QString(), Qt::FindDirectChildrenOnly);
}

}  // namespace Kibitz::App

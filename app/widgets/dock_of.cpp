#include "widgets/dock_of.h"

#include <QDockWidget>

namespace Kibitz::App {

QDockWidget* dockOf(const QWidget* panel)
{
  for (QWidget* up = panel ? panel->parentWidget() : nullptr; up; up = up->parentWidget()) {
    if (auto* dock = qobject_cast<QDockWidget*>(up))
      return dock;
    if (up->isWindow())
      return nullptr;
  }
  return nullptr;
}

}  // namespace Kibitz::App

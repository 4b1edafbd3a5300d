#pragma once

#include <QString>
#include <QtCore/qnamespace.h>

namespace Kibitz::App {

// Where a dock first shows, declared by whoever adds it (MainWindow::addDock); the layout
// the user saved then wins. A feature needs no line in MainWindow to be placed.
struct DockPlacement {
  // Only an area: the dock shows there, beside what is already in it.
  DockPlacement(Qt::DockWidgetArea area_) : area(area_) {}  // NOLINT: implicit on purpose
  DockPlacement(Qt::DockWidgetArea area_, QString tabbedWith_, bool hiddenAtFirst_ = false)
      : area(area_), tabbedWith(std::move(tabbedWith_)), hiddenAtFirst(hiddenAtFirst_) {}

  Qt::DockWidgetArea area;
  // The objectName of a dock to join as a tab, when that dock is there (a feature that is
  // absent leaves its guests in `area`); the window's own docks stay in front.
  QString tabbedWith;
  // Hidden until its feature shows it (the Bot Debugger until a bot is debugged); its
  // toggle in View shows it too.
  bool hiddenAtFirst = false;
};

}  // namespace Kibitz::App

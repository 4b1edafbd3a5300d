#include "events/events_feature.h"

#include "breakpoints/breakpoint_controller.h"
#include "breakpoints/breakpoint_model.h"
#include "breakpoints/breakpoints_panel.h"
#include "breakpoints/breakpoints_feature.h"
#include "events/events_panel.h"
#include "mainwindow/main_window.h"
#include "panels/board_panel.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QMenu>

namespace Kibitz::App {

// The breakpoint goes where the user manages breakpoints, which is shown; the status line
// says what was added (or why not).
void EventsFeature::addBreakpoint(const QString& expression)
{
  MainWindow* window = window_;
  BreakpointsPanel* breakpoints = breakpoints_;
  if (!breakpoints)
    return;
  QString error;
  if (!breakpoints->controller()->model()->add(expression, false, &error)) {
    window->setStatus([error] { return QCoreApplication::translate("Kibitz::App::EventsPanel", "Cannot add the breakpoint: %1").arg(error); });
    return;
  }
  if (auto* dock = window->findChild<QDockWidget*>(QStringLiteral("BreakpointsDock"))) {
    dock->show();
    dock->raise();
  }
  window->setStatus([expression] {
    return QCoreApplication::translate("Kibitz::App::EventsPanel", "Added the breakpoint %1 (F8 runs to its next hit)").arg(expression);
  });
}

void EventsFeature::initialize(MainWindow* window)
{
  window_ = window;
  auto* panel = panel_ = new EventsPanel(
      window->document(), [window] { return window->boardPanel() ? window->boardPanel()->view() : nullptr; }, window);
  panel->setObjectName(QStringLiteral("EventsPanel"));
  window->addDock(panel, QStringLiteral("EventsDock"),
                   [] { return QCoreApplication::translate("Kibitz::App::EventsPanel", "Events"); },
                   {Qt::RightDockWidgetArea, QStringLiteral("BreakpointsDock")});
  connect(panel, &EventsPanel::breakpointRequested, this, &EventsFeature::addBreakpoint);
  QMenu* go = window->menu(MainWindow::MenuId::Go);
  go->addSeparator();
  go->addAction(panel->previousEventAction());
  go->addAction(panel->nextEventAction());
}

void EventsFeature::extensionsInitialized()
{
  breakpoints_ = breakpointsPanel(window_);
}

}  // namespace Kibitz::App

#include "events/install_events.h"

#include "breakpoints/breakpoint_controller.h"
#include "breakpoints/breakpoint_model.h"
#include "breakpoints/breakpoints_panel.h"
#include "events/events_panel.h"
#include "mainwindow/main_window.h"
#include "panels/board_panel.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QMenu>

namespace Kibitz::App {

namespace {

// The breakpoint goes where the user manages breakpoints, which is shown; the status line
// says what was added (or why not).
void addBreakpoint(MainWindow* window, const QString& expression)
{
  auto* breakpoints = window->findChild<BreakpointsPanel*>(QStringLiteral("BreakpointsPanel"));
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

}  // namespace

EventsPanel* installEvents(MainWindow* window)
{
  if (auto* existing = window->findChild<EventsPanel*>(QStringLiteral("EventsPanel")))
    return existing;
  auto* panel = new EventsPanel(
      window->document(), [window] { return window->boardPanel() ? window->boardPanel()->view() : nullptr; }, window);
  panel->setObjectName(QStringLiteral("EventsPanel"));
  window->addPanel(panel, QStringLiteral("EventsDock"),
                   [] { return QCoreApplication::translate("Kibitz::App::EventsPanel", "Events"); }, Qt::RightDockWidgetArea);
  QObject::connect(panel, &EventsPanel::breakpointRequested, window, [window](const QString& expression) { addBreakpoint(window, expression); });
  QMenu* go = window->menu(MainWindow::MenuId::Go);
  go->addSeparator();
  go->addAction(panel->previousEventAction());
  go->addAction(panel->nextEventAction());
  return panel;
}

}  // namespace Kibitz::App

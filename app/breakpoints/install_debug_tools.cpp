#include "breakpoints/install_debug_tools.h"

#include "breakpoints/breakpoint_controller.h"
#include "breakpoints/breakpoints_panel.h"
#include "compare/install_compare.h"
#include "mainwindow/main_window.h"
#include "rerun/install_rerun.h"

#include <QCoreApplication>
#include <QMenu>

namespace Kibitz::App {

BreakpointsPanel* installDebugTools(MainWindow* window)
{
  // The window installs its tools itself; a second call returns what is there.
  if (auto* existing = window->findChild<BreakpointsPanel*>(QStringLiteral("BreakpointsPanel")))
    return existing;
  auto* controller = new BreakpointController(window->document(), window->playback(), window);
  QObject::connect(window, &MainWindow::matchStarted, controller, &BreakpointController::watch);
  auto* panel = new BreakpointsPanel(controller, window);
  panel->setObjectName(QStringLiteral("BreakpointsPanel"));
  window->addPanel(panel, QStringLiteral("BreakpointsDock"),
                   [] { return QCoreApplication::translate("Kibitz::App::BreakpointsPanel", "Breakpoints"); },
                   Qt::RightDockWidgetArea);
  QMenu* debug = window->menu(MainWindow::MenuId::Debug);
  debug->addSeparator();
  debug->addAction(panel->runToNextHitAction());
  debug->addAction(panel->previousHitAction());
  debug->addSeparator();
  debug->addAction(panel->pauseMatchAction());
  debug->addAction(panel->stepMatchAction());
  debug->addAction(panel->resumeMatchAction());
  debug->addSeparator();
  debug->addAction(panel->importAction());
  debug->addAction(panel->exportAction());
  debug->menuAction()->setVisible(true);
  QObject::connect(controller, &BreakpointController::message, window, &MainWindow::setStatus);
  installCompare(window);
  installRerun(window);
  return panel;
}

}  // namespace Kibitz::App

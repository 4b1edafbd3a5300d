#include "breakpoints/breakpoints_feature.h"

#include "breakpoints/breakpoint_controller.h"
#include "breakpoints/breakpoints_panel.h"
#include "mainwindow/main_window.h"

#include <QCoreApplication>
#include <QMenu>

namespace Kibitz::App {

void BreakpointsFeature::initialize(MainWindow* window)
{
  auto* controller = new BreakpointController(window->document(), window->playback(), window);
  QObject::connect(window, &MainWindow::matchStarted, controller, &BreakpointController::watch);
  auto* panel = new BreakpointsPanel(controller, window);
  panel->setObjectName(QStringLiteral("BreakpointsPanel"));
  panel_ = panel;
  window->addDock(panel, QStringLiteral("BreakpointsDock"),
                   [] { return QCoreApplication::translate("Kibitz::App::BreakpointsPanel", "Breakpoints"); },
                   {Qt::RightDockWidgetArea, QStringLiteral("notesDock")});
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
}

BreakpointsPanel* breakpointsPanel(const MainWindow* window)
{
  const BreakpointsFeature* feature = window->feature<BreakpointsFeature>();
  return feature ? feature->panel() : nullptr;
}

}  // namespace Kibitz::App

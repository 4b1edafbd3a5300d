#include "arena/arena_feature.h"

#include "arena/arena_window.h"
#include "mainwindow/main_window.h"
#include "widgets/action_translator.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>

namespace Kibitz::App {

ArenaWindow* openArenaWindow(MainWindow* window)
{
  auto* arena = new ArenaWindow(window, window);
  arena->setAttribute(Qt::WA_DeleteOnClose);
  arena->show();
  return arena;
}

void ArenaFeature::initialize(MainWindow* window)
{
  window_ = window;
  auto* action = new QAction(window);
  action->setObjectName(QStringLiteral("arenaAction"));
  keepActionTranslated(action, window, [](QAction* a) {
    a->setText(QCoreApplication::translate("Kibitz::App::ArenaWindow", "&Arena…"));
    a->setStatusTip(QCoreApplication::translate(
        "Kibitz::App::ArenaWindow", "Play many matches between bots, rank them with confidence intervals and open any match"));
  });
  QObject::connect(action, &QAction::triggered, window, [window] { openArenaWindow(window); });
  QMenu* tools = window->menu(MainWindow::MenuId::Tools);
  tools->addAction(action);
  tools->menuAction()->setVisible(true);
}

bool ArenaFeature::aboutToShutdown()
{
  // An Arena window's matches end and are stored when it closes (ArenaWindow::closeEvent).
  for (ArenaWindow* arena : window_->findChildren<ArenaWindow*>())
    if (arena->isVisible() && !arena->close())
      return false;
  return true;
}

}  // namespace Kibitz::App

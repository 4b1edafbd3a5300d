#include "compare/compare_feature.h"

#include "compare/compare_window.h"
#include "document/replay_document.h"
#include "mainwindow/main_window.h"
#include "widgets/action_translator.h"

#include <QAction>
#include <QCoreApplication>
#include <QEvent>
#include <QMenu>

namespace Kibitz::App {

CompareWindow* openCompareWindow(MainWindow* window)
{
  auto* compare = new CompareWindow(window);
  compare->setAttribute(Qt::WA_DeleteOnClose);
  ReplayDocument* doc = window->document();
  if (doc->hasReplay() && !doc->isLive()) {
    QString error;
    compare->setReplay(CompareWindow::A, doc->replay(), doc->displayName(), &error);
  }
  compare->show();
  return compare;
}

void CompareFeature::initialize(MainWindow* window)
{
  auto* action = new QAction(window);
  action->setObjectName(QStringLiteral("compareReplaysAction"));
  keepActionTranslated(action, window, [](QAction* a) {
    a->setText(QCoreApplication::translate("Kibitz::App::CompareWindow", "Compare &Replays…"));
    a->setStatusTip(QCoreApplication::translate(
        "Kibitz::App::CompareWindow", "Show two replays of the same game side by side and where they first differ"));
  });
  QObject::connect(action, &QAction::triggered, window, [window] { openCompareWindow(window); });
  QMenu* debug = window->menu(MainWindow::MenuId::Debug);
  debug->addSeparator();
  debug->addAction(action);
  debug->menuAction()->setVisible(true);
}

}  // namespace Kibitz::App

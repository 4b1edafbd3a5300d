#include "compare/install_compare.h"

#include "compare/compare_window.h"
#include "document/replay_document.h"
#include "mainwindow/main_window.h"

#include <QAction>
#include <QCoreApplication>
#include <QEvent>
#include <QMenu>

namespace Kibitz::App {

namespace {

// Retranslates the action when the window's language changes (a QAction gets no
// LanguageChange event of its own).
class CompareActionTranslator final : public QObject {
public:
  CompareActionTranslator(QAction* action, QObject* window) : QObject(action), action_(action)
  {
    window->installEventFilter(this);
    retranslate();
  }
  bool eventFilter(QObject* watched, QEvent* event) override
  {
    if (event->type() == QEvent::LanguageChange)
      retranslate();
    return QObject::eventFilter(watched, event);
  }

private:
  void retranslate()
  {
    action_->setText(QCoreApplication::translate("Kibitz::App::CompareWindow", "Compare &Replays…"));
    action_->setStatusTip(QCoreApplication::translate(
        "Kibitz::App::CompareWindow", "Show two replays of the same game side by side and where they first differ"));
  }
  QAction* action_;
};

}  // namespace

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

void installCompare(MainWindow* window)
{
  auto* action = new QAction(window);
  action->setObjectName(QStringLiteral("compareReplaysAction"));
  new CompareActionTranslator(action, window);
  QObject::connect(action, &QAction::triggered, window, [window] { openCompareWindow(window); });
  QMenu* debug = window->menu(MainWindow::MenuId::Debug);
  debug->addSeparator();
  debug->addAction(action);
  debug->menuAction()->setVisible(true);
}

}  // namespace Kibitz::App

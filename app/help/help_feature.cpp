#include "help/help_feature.h"

#include "document/replay_document.h"
#include "help/rules_help_window.h"
#include "mainwindow/main_window.h"
#include "panels/game_terms.h"
#include "widgets/action_translator.h"

#include "core/game.h"
#include "core/registry.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>

namespace Kibitz::App {

namespace {

void openRules(MainWindow* window, const QString& gameId)
{
  // One window per game: asking again brings it to the front.
  for (auto* open : window->findChildren<RulesHelpWindow*>())
    if (open->gameId() == gameId) {
      open->raise();
      open->activateWindow();
      return;
    }
  auto* help = new RulesHelpWindow(gameId, window);
  help->setAttribute(Qt::WA_DeleteOnClose);
  help->show();
}

}  // namespace

void HelpFeature::initialize(MainWindow* window)
{
  QMenu* help = window->menu(MainWindow::MenuId::Help);
  QAction* about = help->actions().value(0);

  auto* current = new QAction(window);
  current->setObjectName(QStringLiteral("rulesOfCurrentGameAction"));
  current->setShortcut(QKeySequence::HelpContents);
  keepActionTranslated(current, window, [](QAction* a) {
    // translate() with the context spelled out: lupdate files a free function's tr() under
    // the namespace ("Kibitz::App"), so such a helper looked in a context that had nothing.
    a->setText(QCoreApplication::translate("Kibitz::App::RulesHelpWindow", "&Rules of This Game"));
    a->setStatusTip(QCoreApplication::translate("Kibitz::App::RulesHelpWindow", "The rules of the open replay's game, written for a player"));
  });
  QObject::connect(current, &QAction::triggered, window, [window] {
    const ReplayDocument* doc = window->document();
    openRules(window, doc->hasReplay() ? doc->replay().gameId : Rules::Registry::ids().value(0));
  });
  help->insertAction(about, current);

  auto* byGame = new QMenu(help);
  byGame->setObjectName(QStringLiteral("rulesOfMenu"));
  for (const Rules::Game* game : Rules::Registry::all()) {
    const QString id = game->info().id;
    QAction* action = byGame->addAction(gameTerm(game->info().name));
    action->setObjectName(QStringLiteral("rulesOf_") + id);
    const QString name = game->info().name;
    keepActionTranslated(action, window, [name](QAction* a) { a->setText(gameTerm(name)); });
    QObject::connect(action, &QAction::triggered, window, [window, id] { openRules(window, id); });
  }
  keepActionTranslated(byGame->menuAction(), window, [](QAction* a) {
    a->setText(QCoreApplication::translate("Kibitz::App::RulesHelpWindow", "Rules &of"));
  });
  help->insertMenu(about, byGame);
  help->insertSeparator(about);
}

}  // namespace Kibitz::App

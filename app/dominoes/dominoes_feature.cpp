#include "dominoes/dominoes_feature.h"

#include "document/replay_document.h"
#include "dominoes/dominoes_move_input.h"
#include "dominoes/dominoes_play_dialog.h"
#include "mainwindow/main_window.h"
#include "widgets/action_translator.h"

#include <QAction>
#include <QCoreApplication>
#include <QEvent>
#include <QMenu>
#include <QPointer>

namespace Kibitz::App {

namespace {

const char* const kDialogName = "dominoesPlayDialog";

}  // namespace

void DominoesFeature::initialize(MainWindow* window)
{
  // A seat played by hand ("Me (play by hand)"): clicks and keys on the window's board.
  registerMoveInput(QStringLiteral("dominoes"), [](QWidget* parent) -> MoveInput* { return new DominoesMoveInput(parent); });
  auto* action = new QAction(window);
  action->setObjectName(QStringLiteral("playDominoesAction"));
  keepActionTranslated(action, window, [](QAction* a) {
    a->setText(QCoreApplication::translate("DominoesPlay", "Play &Dominoes…"));
    a->setStatusTip(QCoreApplication::translate(
        "DominoesPlay", "Play a game of morgan2 dominoes yourself; it opens here as a replay when it ends"));
  });
  QMenu* file = window->menu(MainWindow::MenuId::File);
  // Right after "New match", the other way to start a game.
  file->insertAction(file->actions().value(1), action);
  QObject::connect(action, &QAction::triggered, window, [window] { showDominoesPlay(window); });
}

DominoesPlayDialog* showDominoesPlay(MainWindow* window)
{
  auto* dialog = window->findChild<DominoesPlayDialog*>(QLatin1String(kDialogName));
  if (!dialog) {
    dialog = new DominoesPlayDialog(window);
    QPointer<DominoesPlayDialog> guard(dialog);
    dialog->setFinishedHandler([window, guard](const Debugger::Replay& replay) {
      openDominoesGame(window, replay, guard && guard->isInteractive());
    });
  }
  dialog->show();
  dialog->raise();
  dialog->activateWindow();
  return dialog;
}

bool openDominoesGame(MainWindow* window, const Debugger::Replay& replay, bool ask)
{
  if (window->isMatchRunning()) {
    window->setStatus([] {
      return QCoreApplication::translate("DominoesPlay", "A match is running: stop it, then open your game with \"Open in the main window\".");
    });
    return false;
  }
  if (!ask && window->document()->hasReplay() && window->document()->isModified()) {
    window->setStatus([] { return QCoreApplication::translate("DominoesPlay", "The open replay has unsaved changes: your game was not opened."); });
    return false;
  }
  if (!window->maybeSave())  // the window's own question, as for every replacement
    return false;
  window->document()->setReplay(replay, QString());
  window->document()->setModified(true);  // a human game exists nowhere else: closing asks to save it
  window->setStatus([seed = replay.seed] {
    return QCoreApplication::translate("DominoesPlay", "Your dominoes game (seed %1) is open: step it, chart it, or run a bot on the same seed.")
        .arg(seed);
  });
  return true;
}

}  // namespace Kibitz::App

KIBITZ_REGISTER_GAME_FEATURE(dominoes, Kibitz::App::DominoesFeature)

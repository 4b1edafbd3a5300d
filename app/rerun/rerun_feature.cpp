#include "rerun/rerun_feature.h"

#include "widgets/dialog_placement.h"

#include "document/replay_document.h"
#include "mainwindow/main_window.h"
#include "panels/bot_io_panel.h"
#include "rerun/rerun_dialog.h"
#include "widgets/action_translator.h"

#include "match/bot_spec.h"

#include <QAction>
#include <QDockWidget>
#include <QCoreApplication>
#include <QMenu>

namespace Kibitz::App {

namespace {

// The seat to start with: the first external bot that plays the turn, else the first that plays it.
int defaultSeat(const Debugger::Replay& replay, int turn)
{
  int first = -1;
  if (turn < 1 || turn >= replay.frames.size())
    return 0;
  for (const Debugger::PlayerExchange& x : replay.frames[turn].exchanges) {
    QString error;
    const std::optional<Debugger::BotSpec> spec = Debugger::BotSpec::parse(replay.players.value(x.player).bot, &error);
    if (spec && spec->isExternal())
      return x.player;
    if (first < 0)
      first = x.player;
  }
  return std::max(first, 0);
}

}  // namespace

RerunDialog* openRerunDialog(MainWindow* window)
{
  ReplayDocument* doc = window->document();
  if (!doc->hasReplay() || doc->isLive() || doc->lastTurn() < 1)
    return nullptr;
  // At a debugger's stop the view shows the turn before the one the bot answers: that
  // one is proposed again.
  const int turn = doc->stopAnswering() > 0 ? doc->stopAnswering() : std::max(1, doc->currentTurn());
  auto* dialog = new RerunDialog(window, defaultSeat(doc->replay(), turn), turn);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  // Another replay in the window: this re-run is about the old one, and ends.
  QObject::connect(doc, &ReplayDocument::replayReset, dialog, &RerunDialog::reject);
  dialog->show();
  // Beside the bot's code, not over it: the user reads it while the bot waits.
  if (const auto* editor = window->findChild<QDockWidget*>(QStringLiteral("EditorPanel")))
    DialogPlacement::keepClearOf(dialog, editor);
  return dialog;
}

void RerunFeature::initialize(MainWindow* window)
{
  window_ = window;
  auto* action = action_ = new QAction(window);
  action->setObjectName(QStringLiteral("rerunBotAction"));
  keepActionTranslated(action, window, [](QAction* a) {
    a->setText(QCoreApplication::translate("Kibitz::App::RerunDialog", "Re-run a &Bot up to This Turn…"));
    a->setToolTip(QCoreApplication::translate(
        "Kibitz::App::RerunDialog",
        "Feed a fresh copy of a seat's bot the match's inputs up to this turn, compare its replies, and attach a debugger"));
    a->setStatusTip(a->toolTip());
  });
  connect(window->document(), &ReplayDocument::framesAppended, this, &RerunFeature::updateAction);
  connect(window->document(), &ReplayDocument::liveChanged, this, &RerunFeature::updateAction);
  updateAction();
  QObject::connect(action, &QAction::triggered, window, [window] { openRerunDialog(window); });
  QMenu* debug = window->menu(MainWindow::MenuId::Debug);
  debug->addSeparator();
  debug->addAction(action);
  if (BotIoPanel* botIo = window->botIo())
    botIo->addHeaderAction(action);
}

void RerunFeature::replayChanged(ReplayDocument*)
{
  updateAction();
}

void RerunFeature::updateAction()
{
  const ReplayDocument* doc = window_->document();
  action_->setEnabled(doc->hasReplay() && !doc->isLive() && doc->lastTurn() >= 1);
}

}  // namespace Kibitz::App

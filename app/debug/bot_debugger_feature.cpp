#include "debug/bot_debugger_feature.h"

#include "debug/bot_debug_panel.h"
#include "debug/match_debugging.h"
#include "document/match_worker.h"
#include "document/replay_document.h"
#include "editor/editor_feature.h"
#include "editor/editor_panel.h"
#include "editor/source_breakpoints.h"

#include "dap/interactive_debug_session.h"
#include "match/match_runner.h"
#include "mainwindow/main_window.h"
#include "panels/timeline_panel.h"
#include "widgets/timeline_slider.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenu>

#include <algorithm>
#include <memory>

namespace Kibitz::App {

namespace {

void raiseDock(MainWindow* window, const QString& name)
{
  if (auto* dock = window->findChild<QDockWidget*>(name)) {
    dock->show();
    dock->raise();
  }
}

}  // namespace

BotDebuggerFeature::BotDebuggerFeature() = default;
BotDebuggerFeature::~BotDebuggerFeature() = default;  // a live session lets go of its bot

void BotDebuggerFeature::initialize(MainWindow* window)
{
  window_ = window;
  connect(window, &MainWindow::matchStarted, this, &BotDebuggerFeature::debugLiveMatch);
  connect(window, &MainWindow::matchCancelling, this, [this] { matchSession_.reset(); });
  auto* panel = panel_ = new BotDebugPanel(window);
  panel->setObjectName(QStringLiteral("BotDebugPanel"));
  window->addDock(
      panel, QStringLiteral("BotDebugDock"), [] { return QCoreApplication::translate("Kibitz::App::BotDebugPanel", "Bot Debugger"); },
      {Qt::RightDockWidgetArea, QString(), true});  // hidden until a bot is debugged
  QMenu* debug = window->menu(MainWindow::MenuId::Debug);
  debug->addSeparator();
  debug->addActions(panel->actions());

  // The timeline marks the turns where a bot stopped, until another replay is opened.
  connect(panel, &BotDebugPanel::stoppedAt, this, [this, window, panel](int turn, const QString& file, int line) {
    if (window->timeline() && !file.isEmpty()) {
      stops_.append({turn, QColor(0xf9, 0xa8, 0x25),
                     QCoreApplication::translate("Kibitz::App::BotDebugPanel", "%1 stopped at %2:%3")
                         .arg(panel->botName(), QFileInfo(file).fileName())
                         .arg(line)});
      window->timeline()->slider()->setExtraMarkers(QStringLiteral("botStops"), stops_);
    }
  });
  connect(panel, &BotDebugPanel::stoppedAt, this, [this, window](int turn, const QString& file, int line) {
    // One rule, in a re-run and a live match alike: the board, inspector and Bot I/O show
    // the state the bot reads while it answers `turn` (the frame before it).
    ReplayDocument* doc = window->document();
    if (doc->hasReplay() && turn >= 1)
      doc->showStop(turn);
    if (EditorPanel* editor = editor_ ? editor_->editorPanel() : nullptr;
        editor && !file.isEmpty() && editor->showExecutionLine(file, line))
      raiseDock(window, QStringLiteral("EditorPanel"));
  });
  const auto unmark = [this] {
    if (editor_)
      editor_->editorPanel()->clearExecutionLine();
  };
  connect(panel, &BotDebugPanel::running, this, unmark);
  connect(panel, &BotDebugPanel::sessionOver, this, unmark);
}

void BotDebuggerFeature::extensionsInitialized()
{
  editor_ = editorFeature(window_);  // none: no line to mark
  if (!editor_)
    return;
  // A breakpoint set, removed or changed during a session takes effect at once.
  EditorPanel* editor = editor_->editorPanel();
  connect(editor, &EditorPanel::breakpointsChanged, this, [this, editor] {
    if (Debugger::InteractiveDebugSession* session = panel_->session(); session && !session->isOver())
      session->setBreakpoints(SourceBreakpoints::forDebugger(editor->breakpoints()));
  });
}

void BotDebuggerFeature::debugLiveMatch(MatchWorker* worker)
{
  // Called before the runner plays its first turn (which waits for the breakpoints):
  // the runner is still this thread's to set up.
  Debugger::MatchRunner& runner = worker->runner();
  const Debugger::DebugAttachment* debug = matchDebugAttachment(runner);
  if (!debug)
    return;
  // Its bot is gone with the match (the window has ended the worker's thread by then).
  connect(worker, &MatchWorker::finished, this, [this] { matchSession_.reset(); });
  QString error;
  matchSession_ = debugMatch(runner, *debug, editor_ ? editor_->editorPanel() : nullptr, &error);
  if (!matchSession_) {  // the match plays on without the debugger
    window_->showError(QCoreApplication::translate("Kibitz::App::BotDebugPanel", "Bot Debugger"), error);
    return;
  }
  const QString name = runner.replay().players.value(debug->seat).name;
  showBotDebugSession(window_, matchSession_.get(), name);
}

void BotDebuggerFeature::replayChanged(ReplayDocument*)
{
  panel_->forgetOverSession();
  stops_.clear();
  if (window_->timeline())
    window_->timeline()->slider()->setExtraMarkers(QStringLiteral("botStops"), {});
}

BotDebugPanel* botDebugPanel(const MainWindow* window)
{
  const BotDebuggerFeature* feature = window->feature<BotDebuggerFeature>();
  return feature ? feature->panel() : nullptr;
}

void showBotDebugSession(MainWindow* window, Debugger::InteractiveDebugSession* session, const QString& botName)
{
  BotDebugPanel* panel = botDebugPanel(window);
  panel->attach(session, botName);
  raiseDock(window, QStringLiteral("BotDebugDock"));
}

}  // namespace Kibitz::App

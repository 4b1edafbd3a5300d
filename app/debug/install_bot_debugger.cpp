#include "debug/install_bot_debugger.h"

#include "debug/bot_debug_panel.h"
#include "document/replay_document.h"
#include "editor/editor_feature.h"
#include "editor/editor_panel.h"
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

EditorPanel* editorOf(const MainWindow* window)
{
  const EditorFeature* feature = editorFeature(window);
  return feature ? feature->editorPanel() : nullptr;
}

}  // namespace

BotDebugPanel* installBotDebugger(MainWindow* window)
{
  if (BotDebugPanel* existing = botDebugPanel(window))
    return existing;
  auto* panel = new BotDebugPanel(window);
  panel->setObjectName(QStringLiteral("BotDebugPanel"));
  QDockWidget* dock = window->addPanel(
      panel, QStringLiteral("BotDebugDock"), [] { return QCoreApplication::translate("Kibitz::App::BotDebugPanel", "Bot Debugger"); },
      Qt::RightDockWidgetArea);
  dock->hide();  // until a bot is debugged
  QMenu* debug = window->menu(MainWindow::MenuId::Debug);
  debug->addSeparator();
  debug->addActions(panel->actions());

  // The timeline marks the turns where a bot stopped, until another replay is opened.
  auto stops = std::make_shared<QList<TimelineSlider::ExtraMarker>>();
  QObject::connect(window->document(), &ReplayDocument::replayReset, panel, [window, stops] {
    stops->clear();
    if (window->timeline())
      window->timeline()->slider()->setExtraMarkers(QStringLiteral("botStops"), {});
  });
  QObject::connect(panel, &BotDebugPanel::stoppedAt, window, [window, panel, stops](int turn, const QString& file, int line) {
    if (window->timeline() && !file.isEmpty()) {
      stops->append({turn, QColor(0xf9, 0xa8, 0x25),
                     QCoreApplication::translate("Kibitz::App::BotDebugPanel", "%1 stopped at %2:%3")
                         .arg(panel->botName(), QFileInfo(file).fileName())
                         .arg(line)});
      window->timeline()->slider()->setExtraMarkers(QStringLiteral("botStops"), *stops);
    }
  });
  QObject::connect(panel, &BotDebugPanel::stoppedAt, window, [window](int turn, const QString& file, int line) {
    // The board, inspector and Bot I/O show the turn the bot is answering (in a live match,
    // the last one played: the state the bot's input comes from).
    ReplayDocument* doc = window->document();
    if (doc->hasReplay() && turn >= 0)
      doc->setCurrentTurn(std::min(turn, doc->lastTurn()));
    if (EditorPanel* editor = editorOf(window); editor && !file.isEmpty() && editor->showExecutionLine(file, line))
      raiseDock(window, QStringLiteral("EditorPanel"));
  });
  const auto unmark = [window] {
    if (EditorPanel* editor = editorOf(window))
      editor->clearExecutionLine();
  };
  QObject::connect(panel, &BotDebugPanel::running, window, unmark);
  QObject::connect(panel, &BotDebugPanel::sessionOver, window, unmark);
  return panel;
}

BotDebugPanel* botDebugPanel(const MainWindow* window)
{
  return window->findChild<BotDebugPanel*>(QStringLiteral("BotDebugPanel"));
}

void showBotDebugSession(MainWindow* window, Debugger::InteractiveDebugSession* session, const QString& botName)
{
  BotDebugPanel* panel = installBotDebugger(window);
  panel->attach(session, botName);
  raiseDock(window, QStringLiteral("BotDebugDock"));
}

}  // namespace Kibitz::App

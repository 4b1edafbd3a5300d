#pragma once

#include "mainwindow/window_feature.h"

#include "widgets/timeline_slider.h"

#include <QList>
#include <QString>

#include <memory>

namespace Kibitz::Debugger {
class InteractiveDebugSession;
}

namespace Kibitz::App {

class BotDebugPanel;
class EditorFeature;
class MatchWorker;

// The Bot Debugger dock and its actions in the Debug menu; a stopped bot's line is marked in
// the editor (when the window has one) and the match view goes to the turn it is answering;
// the timeline marks where bots stopped until another replay opens. It owns the live match's
// debug session: a match started with New Match's Debug (a bot with a debug attachment) is
// attached to as it starts (MainWindow::matchStarted), before its first turn; the session
// ends when the match is over, before it is cancelled (MainWindow::matchCancelling: a
// stopped bot would keep it waiting), and with the window.
class BotDebuggerFeature final : public WindowFeature {
  Q_OBJECT
public:
  BotDebuggerFeature();
  ~BotDebuggerFeature() override;
  const char* name() const override { return "botDebugger"; }
  void initialize(MainWindow* window) override;
  void extensionsInitialized() override;
  void replayChanged(ReplayDocument* document) override;
  BotDebugPanel* panel() const { return panel_; }
  // The live match's session, while its match runs; null otherwise.
  Debugger::InteractiveDebugSession* matchSession() const { return matchSession_.get(); }

private:
  void debugLiveMatch(MatchWorker* worker);

  MainWindow* window_ = nullptr;
  BotDebugPanel* panel_ = nullptr;
  EditorFeature* editor_ = nullptr;
  QList<TimelineSlider::ExtraMarker> stops_;
  std::unique_ptr<Debugger::InteractiveDebugSession> matchSession_;
};
BotDebugPanel* botDebugPanel(const MainWindow* window);
// Shows `session` (owned by the caller) in the Debug dock, which is brought to the front.
void showBotDebugSession(MainWindow* window, Debugger::InteractiveDebugSession* session, const QString& botName);

}  // namespace Kibitz::App

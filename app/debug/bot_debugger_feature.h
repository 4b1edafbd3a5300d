#pragma once

#include "mainwindow/window_feature.h"

#include "widgets/timeline_slider.h"

#include <QList>
#include <QString>

namespace Kibitz::Debugger {
class InteractiveDebugSession;
}

namespace Kibitz::App {

class BotDebugPanel;
class EditorFeature;

// The Bot Debugger dock and its actions in the Debug menu; a stopped bot's line is marked in
// the editor (when the window has one) and the match view goes to the turn it is answering;
// the timeline marks where bots stopped until another replay opens.
class BotDebuggerFeature final : public WindowFeature {
  Q_OBJECT
public:
  const char* name() const override { return "botDebugger"; }
  void initialize(MainWindow* window) override;
  void extensionsInitialized() override;
  void replayChanged(ReplayDocument* document) override;
  BotDebugPanel* panel() const { return panel_; }

private:
  MainWindow* window_ = nullptr;
  BotDebugPanel* panel_ = nullptr;
  EditorFeature* editor_ = nullptr;
  QList<TimelineSlider::ExtraMarker> stops_;
};
BotDebugPanel* botDebugPanel(const MainWindow* window);
// Shows `session` (owned by the caller) in the Debug dock, which is brought to the front.
void showBotDebugSession(MainWindow* window, Debugger::InteractiveDebugSession* session, const QString& botName);

}  // namespace Kibitz::App

#pragma once

#include <QString>

namespace Kibitz::Debugger {
class InteractiveDebugSession;
}

namespace Kibitz::App {

class BotDebugPanel;
class MainWindow;

// The Debug dock and its actions in the Debug menu; a stopped bot's line is marked in the
// editor and the match view goes to the turn it is answering.
BotDebugPanel* installBotDebugger(MainWindow* window);
BotDebugPanel* botDebugPanel(const MainWindow* window);
// Shows `session` (owned by the caller) in the Debug dock, which is brought to the front.
void showBotDebugSession(MainWindow* window, Debugger::InteractiveDebugSession* session, const QString& botName);

}  // namespace Kibitz::App

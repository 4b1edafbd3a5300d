#pragma once

#include <QList>

namespace Kibitz::App {

class MainWindow;

// Game-specific window features (for example "Play Dominoes"): each built game that has a
// folder app/<id>/ with <id>_install.cpp adds one. MainWindow calls them all.
using GameInstaller = void (*)(MainWindow* window);
const QList<GameInstaller>& gameInstallers();

}  // namespace Kibitz::App

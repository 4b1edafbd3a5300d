#pragma once

#include <QList>

namespace Kibitz::App {

class MainWindow;

// Game-specific window features (for example "Play Dominoes"): each built game that has a
// folder app/<id>/ with <id>_install.cpp registers one there, at global scope:
//   KIBITZ_REGISTER_GAME_FEATURES(dominoes, Kibitz::App::installDominoesPlay)
// MainWindow calls them all.
using GameInstaller = void (*)(MainWindow* window);
#define KIBITZ_REGISTER_GAME_FEATURES(id, installFunction)                                   \
  void kibitzInstallGame_##id(Kibitz::App::MainWindow* window) { installFunction(window); }
const QList<GameInstaller>& gameInstallers();

}  // namespace Kibitz::App

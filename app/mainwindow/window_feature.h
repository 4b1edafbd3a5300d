#pragma once

#include <QList>
#include <QObject>

namespace Kibitz::App {

class MainWindow;
class ReplayDocument;

// A feature of the debugger window (the editor, notes, breakpoints, the Arena, a game's
// extras...), modelled on Qt Creator's IPlugin. Every window makes one of each registered
// feature, owns it (a child QObject) and calls, in this order:
//   initialize(window)        every feature, in registration order: make the actions, the
//                             docks (MainWindow::addDock) and the menu entries;
//   extensionsInitialized()   every feature, once all are initialized: find the others
//                             (MainWindow::feature<T>()) and connect to them;
//   replayChanged(document)   whenever the window shows another replay (opened, a new
//                             match, a demo, closed);
//   aboutToShutdown()         when the window is asked to close, after its unsaved replay:
//                             false keeps the window open (the first to refuse stops the
//                             round), true lets it close (let go of bots, end runs).
// A feature is registered once, in windowFeatureFactories() (window_feature.cpp), or, for a
// game's extras, in app/<id>/<id>_feature.cpp with KIBITZ_REGISTER_GAME_FEATURE.
class WindowFeature : public QObject {
  Q_OBJECT
public:
  WindowFeature() = default;
  // For diagnostics (MainWindow::featureLog()): a short stable name, "editor".
  virtual const char* name() const = 0;
  virtual void initialize(MainWindow* window) = 0;
  virtual void extensionsInitialized() {}
  virtual void replayChanged(ReplayDocument* document) { Q_UNUSED(document); }
  virtual bool aboutToShutdown() { return true; }
};

using WindowFeatureFactory = WindowFeature* (*)();

// Every feature a window makes, in order: the application's own, then each built game's
// extras (generated from app/<id>/<id>_feature.cpp by app/CMakeLists.txt).
QList<WindowFeatureFactory> windowFeatureFactories();
const QList<WindowFeatureFactory>& gameFeatureFactories();
// Tests: a feature of their own, made by every window created afterwards (after the rest).
void registerWindowFeatureForTests(WindowFeatureFactory factory);

// In app/<id>/<id>_feature.cpp, at global scope: KIBITZ_REGISTER_GAME_FEATURE(dominoes,
// Kibitz::App::DominoesFeature) makes every window hold one.
#define KIBITZ_REGISTER_GAME_FEATURE(id, Class)                                               \
  Kibitz::App::WindowFeature* kibitzGameFeature_##id() { return new Class; }

}  // namespace Kibitz::App

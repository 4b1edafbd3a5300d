#pragma once

#include "mainwindow/window_feature.h"

#include <memory>

class QAction;
class QDialog;

namespace Kibitz::Debugger {
class LiveBroadcast;
}

namespace Kibitz::App {

// View > Watch in Browser: the window's match (live while it is played, or the replay as
// it is) served to a browser on loopback (Debugger::LiveBroadcast: the shared web page, its
// frames streamed as they come). Opens the URL, says it in the status line and in a small
// dialog with Copy. Another replay in the window ends the broadcast.
class WatchInBrowserFeature final : public WindowFeature {
  Q_OBJECT
public:
  WatchInBrowserFeature();
  ~WatchInBrowserFeature() override;
  const char* name() const override { return "watchInBrowser"; }
  void initialize(MainWindow* window) override;
  void replayChanged(ReplayDocument* document) override;
  // The URL being served, empty when none (tests).
  QString url() const;
  // Starts (or keeps) serving the window's match; false with an error (tests: no browser).
  bool serve(QString* error);

private:
  void watch();
  void stop();
  void showUrl();

  MainWindow* window_ = nullptr;
  QAction* action_ = nullptr;
  QDialog* dialog_ = nullptr;
  std::unique_ptr<Debugger::LiveBroadcast> broadcast_;
  QList<QMetaObject::Connection> connections_;
};

}  // namespace Kibitz::App

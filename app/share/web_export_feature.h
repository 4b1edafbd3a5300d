#pragma once

#include "mainwindow/window_feature.h"
#include "share/html_export.h"

class QAction;

namespace Kibitz::App {

class MainWindow;

// File > Export > Web Page…: the open replay as one self-contained HTML page that replays
// it in any browser, offline (Debugger::HtmlExport), in a language chosen then; and the
// open game's other export formats (format_export.h).
class WebExportFeature final : public WindowFeature {
  Q_OBJECT
public:
  const char* name() const override { return "webExport"; }
  void initialize(MainWindow* window) override;
  void replayChanged(ReplayDocument* document) override;

private:
  QAction* action_ = nullptr;
};
// What the action does once the dialogs are answered: the window's replay (with its notes
// as they are now) written to `path` as a web page.
bool exportWebPage(MainWindow* window, const QString& path, const Debugger::HtmlExport::Options& options, QString* error);

}  // namespace Kibitz::App

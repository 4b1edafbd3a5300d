#pragma once

#include "share/html_export.h"

namespace Kibitz::App {

class MainWindow;

// Adds File > Export > Web Page…: the open replay as one self-contained HTML page that
// replays it in any browser, offline (Debugger::HtmlExport), in a language chosen then.
void installWebExport(MainWindow* window);
// What the action does once the dialogs are answered: the window's replay (with its notes
// as they are now) written to `path` as a web page.
bool exportWebPage(MainWindow* window, const QString& path, const Debugger::HtmlExport::Options& options, QString* error);

}  // namespace Kibitz::App

#pragma once

namespace Kibitz::App {

// From now on, the GUI thread paints on its own instead of through Qt's global thread pool
// (gui_thread_paints.cpp says why). The main window asks for it when it is made; `false`
// gives Qt its own way back (the test compares both).
void keepPaintsOnTheGuiThread(bool keep = true);

// Whether the GUI thread paints on its own now (what keepPaintsOnTheGuiThread last said).
bool paintsStayOnTheGuiThread();

}  // namespace Kibitz::App

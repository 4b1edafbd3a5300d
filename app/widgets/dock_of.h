#pragma once

class QDockWidget;
class QWidget;

namespace Kibitz::App {

// The dock that holds `panel`, directly or through the scroll area MainWindow::addDock puts
// a tall tabbed panel in; null when it is in none.
QDockWidget* dockOf(const QWidget* panel);

}  // namespace Kibitz::App

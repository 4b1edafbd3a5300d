#include "play/play_feature.h"

#include "play/play_panel.h"

#include "document/match_worker.h"
#include "mainwindow/main_window.h"

#include <QCoreApplication>
#include <QDockWidget>

namespace Kibitz::App {

void PlayFeature::initialize(MainWindow* window)
{
  panel_ = new PlayPanel(window);
  panel_->setObjectName(QStringLiteral("PlayPanel"));
  QDockWidget* dock = window->addDock(
      panel_, QStringLiteral("PlayDock"), [] { return QCoreApplication::translate("Kibitz::App::PlayPanel", "Play by Hand"); },
      Qt::RightDockWidgetArea);
  dock->hide();  // until a seat is played by hand
  connect(window, &MainWindow::matchStarted, this, [this](MatchWorker* worker) {
    if (worker->humanSeats().isEmpty())
      return;
    const int watched = panel_->watch(worker);
    connect(worker, &MatchWorker::finished, panel_, [panel = panel_, watched] { panel->stop(watched); });
  });
}

}  // namespace Kibitz::App

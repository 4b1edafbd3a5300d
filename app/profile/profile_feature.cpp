#include "profile/profile_feature.h"

#include "document/match_worker.h"
#include "document/replay_document.h"
#include "editor/editor_feature.h"
#include "mainwindow/main_window.h"
#include "charts/charts_panel.h"
#include "profile/profile_panel.h"
#include "profile/profile_status.h"

#include "profile/recorded_profiles.h"

#include <QCoreApplication>
#include <QDockWidget>

namespace Kibitz::App {

void ProfileFeature::initialize(MainWindow* window)
{
  window_ = window;
  ReplayDocument* document = window->document();
  auto* panel = panel_ = new ProfilePanel(document, window);
  panel->setObjectName(QStringLiteral("ProfilePanel"));
  window->addDock(panel, QStringLiteral("ProfileDock"),
                  [] { return QCoreApplication::translate("Kibitz::App::ProfilePanel", "Profile"); },
                  // beside the charts (its Reply time chart marks profiled turns), shown by a profile
                  {Qt::LeftDockWidgetArea, QStringLiteral("ChartsDock"), true});
  // A match's profiles are cut by turn when it ends (MatchRunner::finish).
  connect(window, &MainWindow::matchStarted, this, [this, document](MatchWorker* worker) {
    connect(worker, &MatchWorker::profilesRecorded, this, [this, document](const Debugger::RecordedProfiles& profiles) {
      document->addProfiles(profiles);
      panel_->setWarnings(profiles.warnings);
      if (!profiles.seats.isEmpty())  // the profiles the user asked for are there
        showPanel(profiles.seats.first().seat);
    });
  });
  // A match that could not start because profiling was refused: said here too, in the
  // same words (the CLI's, ProfilerChecks).
  connect(window, &MainWindow::errorShown, this, [this](const QString& message) {
    if (ProfileStatus::isRefusal(message)) {
      panel_->setRefusal(message);
      showPanel(panel_->seat());
    }
  });
  if (ChartsPanel* charts = window->charts())
    connect(charts, &ChartsPanel::profiledTurnClicked, this, &ProfileFeature::showPanel);
  connect(panel, &ProfilePanel::sourceRequested, this, &ProfileFeature::openSource);
  connect(panel, &ProfilePanel::sourceUnknown, this, [window](const QString& function) {
    window->setStatus([function] {
      return QCoreApplication::translate("Kibitz::App::ProfilePanel", "The replay does not say where %1 is defined "
                                                                      "(a bot built without -g, or a library's function).")
          .arg(function);
    });
  });
}

void ProfileFeature::extensionsInitialized()
{
  editor_ = window_->feature<EditorFeature>();
}

void ProfileFeature::showPanel(int seat)
{
  panel_->showSeat(seat);
  if (auto* dock = window_->findChild<QDockWidget*>(QStringLiteral("ProfileDock"))) {
    dock->show();
    dock->raise();
  }
}

void ProfileFeature::openSource(int seat, const QString& file, int line)
{
  // The replay's path is hostile text: only a regular file outside the system's folders,
  // found the way a bot's traceback is, opens, through the editor's bounded loader.
  const QString path = editor_ ? editor_->resolveBotSource(file, seat) : QString();
  Diagnostic place;
  place.file = path;
  place.line = line;
  place.severity = Diagnostic::Severity::Note;
  if (path.isEmpty() || !editor_->showEditorAt(place)) {
    window_->setStatus([file, line] {
      return QCoreApplication::translate("Kibitz::App::ProfilePanel", "Cannot open %1 at line %2: there is no such file here.")
          .arg(file)
          .arg(line);
    });
  }
}

}  // namespace Kibitz::App

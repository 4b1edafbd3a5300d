#pragma once

#include "mainwindow/window_feature.h"

#include <QPointer>

namespace Kibitz::App {

class EditorFeature;
class ProfilePanel;

// The Profile dock (View menu, issue #49): where a profiled bot spent the current turn.
// A live match's profiles reach the document when it ends; a profiling refusal the window
// shows is said in the panel too; a click on a profiled turn of a Reply time chart opens
// the panel there; a click on a function opens its source in the editor.
class ProfileFeature final : public WindowFeature {
  Q_OBJECT
public:
  const char* name() const override { return "profile"; }
  void initialize(MainWindow* window) override;
  void extensionsInitialized() override;
  ProfilePanel* panel() const { return panel_; }
  // Shows the dock at `seat` (the document's turn is the caller's).
  void showPanel(int seat);

private:
  void openSource(int seat, const QString& file, int line);
  MainWindow* window_ = nullptr;
  ProfilePanel* panel_ = nullptr;
  QPointer<EditorFeature> editor_;
};

}  // namespace Kibitz::App

#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QDockWidget;
class QMenu;
class QToolBar;

namespace Kibitz::App {

class AnchorPicker;
class MainWindow;
class NoteDialog;
class NotesController;
class NotesPanel;

// The window side of the annotations feature: its actions, menus, toolbar, dock, and the
// connections that keep the board's marks layer and the timeline's note markers current.
class AnnotationsUi final : public QObject {
  Q_OBJECT
public:
  explicit AnnotationsUi(MainWindow* window);

  NotesController* controller() const { return controller_; }
  NotesPanel* panel() const { return panel_; }
  AnchorPicker* picker() const { return picker_; }
  NoteDialog* dialog() const;
  QAction* addNoteAction() const { return addNote_; }
  QAction* editNoteAction() const { return editNote_; }
  QAction* deleteNoteAction() const { return deleteNote_; }
  QAction* showMarksAction() const { return showMarks_; }
  QAction* exportAction() const { return export_; }
  QAction* undoAction() const { return undo_; }
  QAction* redoAction() const { return redo_; }

  // Opens the note dialog for a new note at the current turn (with `anchor`), or for the
  // note `id`. Returns the dialog (not modal).
  NoteDialog* openNewNote(const QString& anchor = {});
  NoteDialog* openEditNote(const QString& id);
  // Writes the report with pictures; shows the reason when it cannot (or returns it).
  bool exportReport(const QString& path, QString* error = nullptr);
  // Another replay is shown (AnnotationsFeature::replayChanged): its notes on the board and
  // the timeline.
  void replayChanged();

protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

private:
  void createActions();
  void retranslateUi();
  void retranslateUndoRedo();  // "Undo Add Note" in the UI language, after every change of either
  void updateActions();
  void updateBoard();
  void updateTimeline();
  void exportInteractively();
  QString selectedOrCurrentNote() const;

  MainWindow* window_;
  NotesController* controller_;
  NotesPanel* panel_ = nullptr;
  QDockWidget* dock_ = nullptr;
  AnchorPicker* picker_;
  QPointer<NoteDialog> dialog_;
  QMenu* editMenu_ = nullptr;
  bool ownsEditMenu_ = false;
  QToolBar* toolBar_ = nullptr;
  QAction* addNote_ = nullptr;
  QAction* editNote_ = nullptr;
  QAction* deleteNote_ = nullptr;
  QAction* pickAnchor_ = nullptr;
  QAction* showMarks_ = nullptr;
  QAction* export_ = nullptr;
  QAction* undo_ = nullptr;
  QAction* redo_ = nullptr;
};

}  // namespace Kibitz::App

#include "annotations/annotations_ui.h"

#include "application/settings.h"
#include "annotations/anchor_picker.h"
#include "annotations/note_dialog.h"
#include "annotations/notes_controller.h"
#include "annotations/notes_panel.h"
#include "annotations/report_exporter.h"
#include "annotations/turn_marks.h"
#include "boards/board_view.h"
#include "document/replay_document.h"
#include "mainwindow/main_window.h"
#include "panels/board_panel.h"
#include "panels/timeline_panel.h"
#include "widgets/file_dialogs.h"
#include "widgets/plain_text.h"
#include "widgets/timeline_slider.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QToolBar>
#include <QUndoStack>

namespace Kibitz::App {

void AnnotationsUi::replayChanged()
{
  updateBoard();
  updateTimeline();
  updateActions();
}

AnnotationsUi::AnnotationsUi(MainWindow* window)
    : QObject(window), window_(window), controller_(new NotesController(window->document(), this)),
      picker_(new AnchorPicker(this))
{
  setObjectName(QStringLiteral("annotationsUi"));
  createActions();
  panel_ = new NotesPanel(controller_, {addNote_, editNote_, deleteNote_, export_}, window_);
  panel_->setObjectName(QStringLiteral("notesPanel"));
  dock_ = window_->addDock(panel_, QStringLiteral("notesDock"), [] { return tr("Notes"); },
                          {Qt::RightDockWidgetArea, QStringLiteral("MatchDock")});

  ReplayDocument* document = window_->document();
  connect(panel_, &NotesPanel::editRequested, this, &AnnotationsUi::openEditNote);
  connect(document, &ReplayDocument::currentTurnChanged, this, &AnnotationsUi::updateBoard);
  connect(document, &ReplayDocument::framesAppended, this, &AnnotationsUi::updateBoard);
  connect(document, &ReplayDocument::viewSeatChanged, this, &AnnotationsUi::updateBoard);
  connect(document, &ReplayDocument::framesAppended, this, &AnnotationsUi::updateTimeline);
  connect(controller_, &NotesController::notesChanged, this, [this] {
    updateBoard();
    updateTimeline();
    updateActions();
  });
  connect(controller_, &NotesController::selectedNoteChanged, this, [this] {
    updateBoard();
    updateActions();
  });
  connect(controller_, &NotesController::recoveryChanged, this, [this](bool available) {
    if (!available)
      return;
    // Make the offer seen: show the dock and say so in the status bar.
    dock_->show();
    dock_->raise();
    window_->showStatus(tr("Unsaved notes of this replay were found: restore them in the Notes panel"));
  });
  connect(picker_, &AnchorPicker::activeChanged, pickAnchor_, &QAction::setChecked);
  connect(picker_, &AnchorPicker::missed, this, [this] { window_->showStatus(tr("Nothing there can carry a note: click a unit, a player or a cell")); });
  connect(picker_, &AnchorPicker::picked, this, [this](const QString& anchor) {
    if (dialog_)
      dialog_->setAnchor(anchor);
    else
      openNewNote(anchor);
  });
  window_->installEventFilter(this);
  retranslateUi();
  updateBoard();
  updateTimeline();
  updateActions();
}

NoteDialog* AnnotationsUi::dialog() const
{
  return dialog_;
}

void AnnotationsUi::createActions()
{
  QUndoStack* stack = controller_->undoStack();
  addNote_ = new QAction(this);
  addNote_->setObjectName(QStringLiteral("addNoteAction"));
  addNote_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
  connect(addNote_, &QAction::triggered, this, [this] { openNewNote(); });
  editNote_ = new QAction(this);
  editNote_->setObjectName(QStringLiteral("editNoteAction"));
  connect(editNote_, &QAction::triggered, this, [this] { openEditNote(selectedOrCurrentNote()); });
  deleteNote_ = new QAction(this);
  deleteNote_->setObjectName(QStringLiteral("deleteNoteAction"));
  connect(deleteNote_, &QAction::triggered, this, [this] { controller_->removeNote(selectedOrCurrentNote()); });
  pickAnchor_ = new QAction(this);
  pickAnchor_->setObjectName(QStringLiteral("pickAnchorAction"));
  pickAnchor_->setCheckable(true);
  connect(pickAnchor_, &QAction::toggled, picker_, &AnchorPicker::setActive);
  showMarks_ = new QAction(this);
  showMarks_->setObjectName(QStringLiteral("showMarksAction"));
  showMarks_->setCheckable(true);
  showMarks_->setChecked(Settings::showBotMarks.value());
  connect(showMarks_, &QAction::toggled, this, [this](bool on) {
    Settings::showBotMarks.set(on);
    updateBoard();
  });
  export_ = new QAction(this);
  export_->setObjectName(QStringLiteral("exportNotesAction"));
  connect(export_, &QAction::triggered, this, &AnnotationsUi::exportInteractively);
  // Our own actions, not QUndoStack::createUndoAction's: those keep the words of the
  // language at their creation ("Undo", from Qt's catalogue) through every switch.
  undo_ = new QAction(this);
  undo_->setObjectName(QStringLiteral("undoNoteAction"));
  undo_->setShortcut(QKeySequence::Undo);
  undo_->setEnabled(stack->canUndo());
  connect(undo_, &QAction::triggered, stack, &QUndoStack::undo);
  connect(stack, &QUndoStack::canUndoChanged, undo_, &QAction::setEnabled);
  connect(stack, &QUndoStack::undoTextChanged, this, &AnnotationsUi::retranslateUndoRedo);
  redo_ = new QAction(this);
  redo_->setObjectName(QStringLiteral("redoNoteAction"));
  redo_->setShortcut(QKeySequence::Redo);
  redo_->setEnabled(stack->canRedo());
  connect(redo_, &QAction::triggered, stack, &QUndoStack::redo);
  connect(stack, &QUndoStack::canRedoChanged, redo_, &QAction::setEnabled);
  connect(stack, &QUndoStack::redoTextChanged, this, &AnnotationsUi::retranslateUndoRedo);

  // The Edit menu: shared with other features if one already made it.
  QMenuBar* bar = window_->menuBar();
  editMenu_ = bar->findChild<QMenu*>(QStringLiteral("editMenu"));
  if (!editMenu_) {
    editMenu_ = new QMenu(bar);
    editMenu_->setObjectName(QStringLiteral("editMenu"));
    bar->insertMenu(window_->menu(MainWindow::MenuId::View)->menuAction(), editMenu_);
    ownsEditMenu_ = true;
  } else {
    editMenu_->addSeparator();
  }
  editMenu_->addAction(undo_);
  editMenu_->addAction(redo_);
  editMenu_->addSeparator();
  editMenu_->addAction(addNote_);
  editMenu_->addAction(editNote_);
  editMenu_->addAction(deleteNote_);
  editMenu_->addAction(pickAnchor_);
  window_->menu(MainWindow::MenuId::View)->addAction(showMarks_);
  QMenu* file = window_->menu(MainWindow::MenuId::File);
  // Before Quit, at the end of the export-like entries.
  QAction* before = file->actions().isEmpty() ? nullptr : file->actions().constLast();
  file->insertAction(before, export_);

  toolBar_ = new QToolBar(window_);
  toolBar_->setObjectName(QStringLiteral("notesToolBar"));
  toolBar_->addAction(addNote_);
  toolBar_->addAction(pickAnchor_);
  toolBar_->addAction(showMarks_);
  window_->addToolBar(Qt::TopToolBarArea, toolBar_);
}

void AnnotationsUi::retranslateUi()
{
  if (ownsEditMenu_)
    editMenu_->setTitle(tr("&Edit"));
  toolBar_->setWindowTitle(tr("Notes"));
  addNote_->setText(tr("Add &Note…"));
  // plain: our own words, numbers and shortcuts
  addNote_->setToolTip(tr("Write a note on the current turn (%1)").arg(addNote_->shortcut().toString(QKeySequence::NativeText)));
  editNote_->setText(tr("&Edit Note…"));
  deleteNote_->setText(tr("&Delete Note"));
  pickAnchor_->setText(tr("&Pick Anchor"));
  pickAnchor_->setToolTip(tr("Click a thing on the board to write a note about it"));
  showMarks_->setText(tr("Show Notes and Bot &Marks"));
  showMarks_->setToolTip(tr("Draw the notes and what the bots marked on the board"));
  export_->setText(tr("Export Notes Re&port…"));
  retranslateUndoRedo();
}

void AnnotationsUi::retranslateUndoRedo()
{
  const QUndoStack* stack = controller_->undoStack();
  // The command's own text ("Add Note") follows, as QUndoStack's actions show it.
  undo_->setText(stack->undoText().isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(stack->undoText()));
  redo_->setText(stack->redoText().isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(stack->redoText()));
}

bool AnnotationsUi::eventFilter(QObject* watched, QEvent* event)
{
  if (watched == window_ && event->type() == QEvent::LanguageChange)
    retranslateUi();
  return QObject::eventFilter(watched, event);
}

QString AnnotationsUi::selectedOrCurrentNote() const
{
  const QString selected = panel_->currentNoteId();
  if (!selected.isEmpty())
    return selected;
  // Otherwise the only note of the current turn, if there is exactly one.
  QString found;
  for (const Debugger::Note& n : controller_->notes())
    if (n.turn == window_->document()->currentTurn()) {
      if (!found.isEmpty())
        return {};
      found = n.id;
    }
  return found;
}

void AnnotationsUi::updateActions()
{
  const bool has = window_->document()->hasReplay();
  addNote_->setEnabled(has);
  pickAnchor_->setEnabled(has);
  export_->setEnabled(has);
  const bool selected = has && !selectedOrCurrentNote().isEmpty();
  editNote_->setEnabled(selected);
  deleteNote_->setEnabled(selected);
}

void AnnotationsUi::updateBoard()
{
  BoardView* view = window_->boardPanel() ? window_->boardPanel()->view() : nullptr;
  picker_->setBoard(view);
  if (!view)
    return;
  view->setMarksVisible(showMarks_->isChecked());
  ReplayDocument* document = window_->document();
  if (!document->hasReplay()) {
    view->setMarks({});
    return;
  }
  // The bots' marks are what they wrote on stderr: none while the window shows one seat's side.
  view->setMarks(TurnMarks::forTurn(document->replay(), controller_->notes(), document->currentTurn(), controller_->selectedNote(),
                                    document->viewSeat() < 0));
  updateActions();
}

void AnnotationsUi::updateTimeline()
{
  if (!window_->timeline() || !window_->timeline()->slider())
    return;
  QList<TimelineSlider::ExtraMarker> markers;
  for (const Debugger::Note& n : controller_->notes())
    markers << TimelineSlider::ExtraMarker{
        n.turn, TurnMarks::categoryColor(n.category),
        tr("Note (%1): %2").arg(Debugger::Notes::categoryLabel(n.category), n.firstLine())};
  window_->timeline()->slider()->setExtraMarkers(QStringLiteral("notes"), markers);
}

NoteDialog* AnnotationsUi::openNewNote(const QString& anchor)
{
  ReplayDocument* document = window_->document();
  if (!document->hasReplay())
    return nullptr;
  if (dialog_)
    dialog_->reject();  // one note at a time
  dialog_ = new NoteDialog(controller_, document->currentTurn(), anchor, window_);
  connect(dialog_, &NoteDialog::pickRequested, picker_, &AnchorPicker::setActive);
  connect(picker_, &AnchorPicker::activeChanged, dialog_, &NoteDialog::setPicking);
  dialog_->show();
  return dialog_;
}

NoteDialog* AnnotationsUi::openEditNote(const QString& id)
{
  const std::optional<Debugger::Note> note = controller_->note(id);
  if (!note)
    return nullptr;
  if (dialog_)
    dialog_->reject();
  window_->document()->setCurrentTurn(note->turn);
  controller_->setSelectedNote(id);
  dialog_ = new NoteDialog(controller_, *note, window_);
  connect(dialog_, &NoteDialog::pickRequested, picker_, &AnchorPicker::setActive);
  connect(picker_, &AnchorPicker::activeChanged, dialog_, &NoteDialog::setPicking);
  dialog_->show();
  return dialog_;
}

bool AnnotationsUi::exportReport(const QString& path, QString* error)
{
  QString problem;
  const bool ok = window_->document()->hasReplay() &&
                  ReportExporter::exportReport(window_->document()->replay(), controller_->notes(), path, &problem);
  if (!window_->document()->hasReplay())
    problem = tr("There is no replay to report on.");
  if (error)
    *error = problem;
  if (ok)
    window_->showStatus(tr("Wrote the notes report %1").arg(QFileInfo(path).fileName()));
  return ok;
}

void AnnotationsUi::exportInteractively()
{
  ReplayDocument* document = window_->document();
  if (!document->hasReplay())
    return;
  const QString base = document->filePath().isEmpty()
                           ? QStringLiteral("%1-%2-notes.md").arg(document->replay().gameId).arg(document->replay().seed)
                           : QFileInfo(document->filePath()).completeBaseName() + QStringLiteral("-notes.md");
  const QString path = FileDialogs::saveFile(window_, tr("Export Notes Report"), base, tr("Markdown (*.md);;HTML (*.html)"));
  if (path.isEmpty())
    return;
  QString error;
  if (!exportReport(path, &error))
    PlainText::warning(window_, tr("Cannot export the notes"), tr("The report could not be written:\n%1").arg(error));
}

}  // namespace Kibitz::App

#pragma once

#include "annotations/note.h"
#include "annotations/notes_recovery.h"

#include <QObject>

#include <optional>

class QUndoStack;

namespace Kibitz::App {

class ReplayDocument;

// The notes of the open replay: the one place that changes them. Every change is an undo
// command, is written into the replay's `annotations` (marking the document modified), and
// into a recovery file so that a crash loses nothing; saving the replay drops that file.
class NotesController final : public QObject {
  Q_OBJECT
public:
  explicit NotesController(ReplayDocument* document, QObject* parent = nullptr);
  ~NotesController() override;

  ReplayDocument* document() const { return document_; }
  const QList<Debugger::Note>& notes() const { return notes_; }
  std::optional<Debugger::Note> note(const QString& id) const;
  QUndoStack* undoStack() const { return undoStack_; }
  // Notes of the file that could not be read (shown in the Notes panel).
  QStringList loadWarnings() const { return loadWarnings_; }

  // Undoable edits. addNote returns the new note's id (empty when there is no replay or
  // the turn is out of range).
  QString addNote(int turn, Debugger::NoteCategory category, const QString& text, const QString& anchor = {});
  bool editNote(const Debugger::Note& changed);
  bool removeNote(const QString& id);

  // The note shown highlighted on the board.
  QString selectedNote() const { return selected_; }
  void setSelectedNote(const QString& id);

  // A note being typed, saved to the recovery file as it changes; cleared when done.
  void setDraft(const std::optional<Debugger::Note>& draft);

  // Recovery offered when the replay opens: notes newer than the file's.
  bool hasRecovery() const { return recovered_.has_value(); }
  int recoveryNoteCount() const;
  QString recoveryTime() const { return recovered_ ? recovered_->savedAt : QString(); }
  void restoreRecovery();   // undoable; marks the document modified
  void discardRecovery();
  QString recoveryKey() const { return key_; }

  // Used by the undo command: replaces every note at once.
  void applyNotes(const QList<Debugger::Note>& notes);

signals:
  void notesChanged();
  void selectedNoteChanged(const QString& id);
  void recoveryChanged(bool available);

private:
  void onReplayReset();
  void onSaved();
  void pushChange(const QList<Debugger::Note>& after, const QString& text);
  void writeRecovery();

  ReplayDocument* document_;
  QUndoStack* undoStack_;
  QList<Debugger::Note> notes_;
  QList<Debugger::Note> savedNotes_;  // as in the file: no recovery needed while equal
  QStringList loadWarnings_;
  QString selected_;
  QString key_;
  std::optional<Debugger::Note> draft_;
  std::optional<NotesRecovery::Snapshot> recovered_;
};

}  // namespace Kibitz::App

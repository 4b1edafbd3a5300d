#pragma once

#include "annotations/note.h"

#include <QUndoCommand>

namespace Kibitz::App {

class NotesController;

// One undoable change of the notes: the whole list before and after (a replay has few
// notes, so a snapshot is simpler and safer than per-field inverses).
class NotesCommand final : public QUndoCommand {
public:
  NotesCommand(NotesController* controller, QList<Debugger::Note> before, QList<Debugger::Note> after, const QString& text);
  void undo() override;
  void redo() override;

private:
  NotesController* controller_;
  QList<Debugger::Note> before_;
  QList<Debugger::Note> after_;
};

}  // namespace Kibitz::App

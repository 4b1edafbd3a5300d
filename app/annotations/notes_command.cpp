#include "annotations/notes_command.h"

#include "annotations/notes_controller.h"

namespace Kibitz::App {

NotesCommand::NotesCommand(NotesController* controller, QList<Debugger::Note> before, QList<Debugger::Note> after,
                           const QString& text)
    : QUndoCommand(text), controller_(controller), before_(std::move(before)), after_(std::move(after))
{
}

void NotesCommand::undo()
{
  controller_->applyNotes(before_);
}

void NotesCommand::redo()
{
  controller_->applyNotes(after_);
}

}  // namespace Kibitz::App

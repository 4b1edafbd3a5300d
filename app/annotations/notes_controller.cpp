#include "annotations/notes_controller.h"

#include "annotations/notes_command.h"
#include "document/replay_document.h"

#include <QDateTime>
#include <QUndoStack>

namespace Kibitz::App {

using Debugger::Note;

namespace {
QString now()
{
  return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}
}  // namespace

NotesController::NotesController(ReplayDocument* document, QObject* parent)
    : QObject(parent), document_(document), undoStack_(new QUndoStack(this))
{
  connect(document_, &ReplayDocument::replayReset, this, &NotesController::onReplayReset);
  connect(document_, &ReplayDocument::modifiedChanged, this, [this](bool modified) {
    if (!modified)
      onSaved();
  });
  // Saving an unsaved match under a name changes the recovery key.
  connect(document_, &ReplayDocument::filePathChanged, this, [this] {
    if (!document_->hasReplay())
      return;
    const QString key = NotesRecovery::keyFor(document_->filePath(), document_->replay().gameId, document_->replay().seed,
                                              document_->replay().createdAt);
    if (key != key_) {
      NotesRecovery::remove(key_);
      key_ = key;
      if (notes_ != savedNotes_)
        writeRecovery();
    }
  });
  if (document_->hasReplay())
    onReplayReset();
}

NotesController::~NotesController() = default;

std::optional<Note> NotesController::note(const QString& id) const
{
  for (const Note& n : notes_)
    if (n.id == id)
      return n;
  return std::nullopt;
}

void NotesController::onReplayReset()
{
  undoStack_->clear();
  recovered_.reset();
  draft_.reset();
  selected_.clear();
  notes_.clear();
  loadWarnings_.clear();
  key_.clear();
  if (document_->hasReplay()) {
    const Debugger::Replay& replay = document_->replay();
    notes_ = Debugger::Notes::fromAnnotations(replay.annotations, replay.lastTurn(), &loadWarnings_);
    key_ = NotesRecovery::keyFor(document_->filePath(), replay.gameId, replay.seed, replay.createdAt);
    QString error;
    std::optional<NotesRecovery::Snapshot> snapshot = NotesRecovery::read(key_, replay.lastTurn(), &error);
    if (!error.isEmpty())
      loadWarnings_ << error;
    if (snapshot && (snapshot->notes != notes_ || snapshot->draft))
      recovered_ = snapshot;
    else if (snapshot)
      NotesRecovery::remove(key_);  // nothing the file does not already have
  }
  savedNotes_ = notes_;
  emit notesChanged();
  emit selectedNoteChanged(selected_);
  emit recoveryChanged(recovered_.has_value());
}

void NotesController::onSaved()
{
  // The file now holds the notes: no recovery needed any more.
  savedNotes_ = notes_;
  undoStack_->setClean();
  if (!draft_ && !recovered_)  // an offer not yet answered keeps its file
    NotesRecovery::remove(key_);
}

QString NotesController::addNote(int turn, Debugger::NoteCategory category, const QString& text, const QString& anchor)
{
  if (!document_->hasReplay() || turn < 0 || turn > document_->lastTurn())
    return {};
  Note note;
  note.id = Debugger::Notes::newId(notes_);
  note.turn = turn;
  note.category = category;
  note.text = text;
  note.anchor = anchor;
  note.created = note.modified = now();
  QList<Note> after = notes_;
  after << note;
  pushChange(after, tr("Add Note"));
  return note.id;
}

bool NotesController::editNote(const Note& changed)
{
  QList<Note> after = notes_;
  for (Note& n : after)
    if (n.id == changed.id) {
      if (n.turn == changed.turn && n.category == changed.category && n.text == changed.text && n.anchor == changed.anchor)
        return true;  // nothing changed: no undo step
      const QString created = n.created;
      n = changed;
      n.created = created;
      n.modified = now();
      pushChange(after, tr("Edit Note"));
      return true;
    }
  return false;
}

bool NotesController::removeNote(const QString& id)
{
  QList<Note> after = notes_;
  const qsizetype removed = after.removeIf([&](const Note& n) { return n.id == id; });
  if (removed == 0)
    return false;
  pushChange(after, tr("Delete Note"));
  return true;
}

void NotesController::pushChange(const QList<Note>& after, const QString& text)
{
  undoStack_->push(new NotesCommand(this, notes_, after, text));
}

void NotesController::applyNotes(const QList<Note>& notes)
{
  if (!document_->hasReplay())
    return;
  notes_ = notes;
  Debugger::Replay& replay = document_->mutableReplay();
  replay.annotations = Debugger::Notes::withNotes(replay.annotations, notes_);
  document_->setModified(true);
  if (!selected_.isEmpty() && !note(selected_))
    setSelectedNote(QString());
  writeRecovery();
  emit notesChanged();
}

void NotesController::setSelectedNote(const QString& id)
{
  if (selected_ == id)
    return;
  selected_ = id;
  emit selectedNoteChanged(id);
}

void NotesController::setDraft(const std::optional<Note>& draft)
{
  draft_ = draft;
  if (draft_ || notes_ != savedNotes_)
    writeRecovery();
  else
    NotesRecovery::remove(key_);
}

int NotesController::recoveryNoteCount() const
{
  return recovered_ ? int(recovered_->notes.size()) + (recovered_->draft ? 1 : 0) : 0;
}

void NotesController::restoreRecovery()
{
  if (!recovered_)
    return;
  QList<Note> after = recovered_->notes;
  if (recovered_->draft) {
    Note draft = *recovered_->draft;
    draft.id = Debugger::Notes::newId(after);
    after << draft;
  }
  recovered_.reset();
  emit recoveryChanged(false);
  pushChange(after, tr("Restore Unsaved Notes"));
}

void NotesController::discardRecovery()
{
  if (!recovered_)
    return;
  recovered_.reset();
  NotesRecovery::remove(key_);
  emit recoveryChanged(false);
}

void NotesController::writeRecovery()
{
  if (key_.isEmpty())
    return;
  NotesRecovery::Snapshot snapshot;
  snapshot.replayFile = document_->filePath();
  snapshot.notes = notes_;
  snapshot.draft = draft_;
  QString error;
  if (!NotesRecovery::write(key_, snapshot, &error))
    qWarning("Kibitz: cannot keep the notes for recovery: %s", qPrintable(error));
}

}  // namespace Kibitz::App

#pragma once

#include "annotations/note.h"

#include <optional>

namespace Kibitz::App::NotesRecovery {

// What a crash would lose: the notes of a replay whose edits were not saved yet, and the
// note being typed. Kept in QStandardPaths::AppDataLocation/recovery/notes-<hash>.json,
// the hash naming the replay (its file path, or game+seed+creation time when unsaved).
struct Snapshot {
  QString replayFile;   // for the user: which replay these notes belong to
  QString savedAt;      // ISO 8601, UTC
  QList<Debugger::Note> notes;
  std::optional<Debugger::Note> draft;  // a note dialog's content as it was typed
};

QString keyFor(const QString& replayFile, const QString& gameId, quint64 seed, const QString& createdAt);
QString pathFor(const QString& key);
// Atomic write (QSaveFile); false with a reason.
bool write(const QString& key, const Snapshot& snapshot, QString* error);
// The snapshot of `key`, if one exists and is readable (an unreadable one is reported in
// `error` and left on disk for the user to look at).
std::optional<Snapshot> read(const QString& key, int lastTurn, QString* error);
void remove(const QString& key);

}  // namespace Kibitz::App::NotesRecovery

#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Kibitz::Debugger {

// What a note says about the turn: each kind has its own colour on the timeline and board.
enum class NoteCategory { Idea, Bug, Blunder, GoodMove };

// A note written by the person watching a replay, attached to a turn and optionally to a
// thing on the board (an anchor: "players[1]", "cell:250", "cell:3,4", "unit:12").
struct Note {
  QString id;         // stable within the replay ("n1", "n2"...), survives edits
  int turn = 0;
  NoteCategory category = NoteCategory::Idea;
  QString text;
  QString anchor;     // empty: the note is about the whole turn
  QString created;    // ISO 8601, UTC
  QString modified;   // ISO 8601, UTC

  QString firstLine() const { return text.section(QLatin1Char('\n'), 0, 0); }
  bool operator==(const Note& other) const = default;
};

namespace Notes {

QList<NoteCategory> categories();
// Stable ids in files: "idea", "bug", "blunder", "good-move".
QString categoryId(NoteCategory category);
bool categoryFromId(const QString& id, NoteCategory* category);
// Translated names ("idea", "bug", "blunder", "good move") and a colour "#rrggbb" each.
QString categoryLabel(NoteCategory category);
QString categoryColor(NoteCategory category);

QJsonObject toJson(const Note& note);
// Reads one entry of Replay::annotations; false (with a reason naming `path`) when it is
// not a well-formed note.
bool fromJson(const QJsonObject& o, const QString& path, int lastTurn, Note* note, QString* error);

// The notes among `annotations` (entries with "kind": "note"), in file order. Malformed
// notes are skipped with a reason in `warnings`; entries of other kinds are ignored.
QList<Note> fromAnnotations(const QJsonArray& annotations, int lastTurn, QStringList* warnings = nullptr);
// `annotations` with its notes replaced by `notes`: entries of other kinds keep their
// order and come first, then the notes.
QJsonArray withNotes(const QJsonArray& annotations, const QList<Note>& notes);

// An id not used by `notes`.
QString newId(const QList<Note>& notes);

}  // namespace Notes

}  // namespace Kibitz::Debugger

#include "annotations/note.h"

#include "core/json_reader.h"

#include <QCoreApplication>
#include <QSet>

namespace Kibitz::Debugger::Notes {

namespace {
const QString kKind = QStringLiteral("kind");
const QString kNote = QStringLiteral("note");
constexpr qsizetype kMaxText = 100'000;  // a note is prose, not a data dump
}

QList<NoteCategory> categories()
{
  return {NoteCategory::Idea, NoteCategory::Bug, NoteCategory::Blunder, NoteCategory::GoodMove};
}

QString categoryId(NoteCategory category)
{
  switch (category) {
  case NoteCategory::Idea: return QStringLiteral("idea");
  case NoteCategory::Bug: return QStringLiteral("bug");
  case NoteCategory::Blunder: return QStringLiteral("blunder");
  case NoteCategory::GoodMove: return QStringLiteral("good-move");
  }
  return {};
}

bool categoryFromId(const QString& id, NoteCategory* category)
{
  for (NoteCategory c : categories())
    if (categoryId(c) == id) {
      *category = c;
      return true;
    }
  return false;
}

QString categoryLabel(NoteCategory category)
{
  switch (category) {
  case NoteCategory::Idea: return QCoreApplication::translate("Kibitz::Notes", "idea");
  case NoteCategory::Bug: return QCoreApplication::translate("Kibitz::Notes", "bug");
  case NoteCategory::Blunder: return QCoreApplication::translate("Kibitz::Notes", "blunder");
  case NoteCategory::GoodMove: return QCoreApplication::translate("Kibitz::Notes", "good move");
  }
  return {};
}

QString categoryColor(NoteCategory category)
{
  switch (category) {
  case NoteCategory::Idea: return QStringLiteral("#1e88e5");      // blue
  case NoteCategory::Bug: return QStringLiteral("#8e24aa");       // purple
  case NoteCategory::Blunder: return QStringLiteral("#e53935");   // red
  case NoteCategory::GoodMove: return QStringLiteral("#43a047");  // green
  }
  return QStringLiteral("#9e9e9e");
}

QJsonObject toJson(const Note& note)
{
  QJsonObject o{{kKind, kNote},
                {QStringLiteral("id"), note.id},
                {QStringLiteral("turn"), note.turn},
                {QStringLiteral("category"), categoryId(note.category)},
                {QStringLiteral("text"), note.text}};
  if (!note.anchor.isEmpty())
    o.insert(QStringLiteral("anchor"), note.anchor);
  if (!note.created.isEmpty())
    o.insert(QStringLiteral("created"), note.created);
  if (!note.modified.isEmpty())
    o.insert(QStringLiteral("modified"), note.modified);
  return o;
}

bool fromJson(const QJsonObject& o, const QString& path, int lastTurn, Note* note, QString* error)
{
  // "annotations[3].turn: expected ...": the place, then the problem.
  const auto fail = [&](const QString& key, const QString& message) {
    *error = key.isEmpty() ? QStringLiteral("%1: %2").arg(path, message) : QStringLiteral("%1.%2: %3").arg(path, key, message);
    return false;
  };
  if (o.value(kKind).toString() != kNote)
    return fail(QString(), QStringLiteral("not a note (\"kind\" is not \"note\")"));
  const QJsonValue id = o.value(QStringLiteral("id"));
  if (!id.isString() || id.toString().isEmpty())
    return fail(QStringLiteral("id"), QStringLiteral("expected a non-empty string"));
  const int turn = Rules::exactInt(o.value(QStringLiteral("turn"))).value_or(-1);
  if (turn < 0 || turn > lastTurn)
    return fail(QStringLiteral("turn"), QStringLiteral("expected an integer in 0..%1").arg(lastTurn));
  NoteCategory category;
  const QString categoryName = o.value(QStringLiteral("category")).toString();
  if (!categoryFromId(categoryName, &category))
    return fail(QStringLiteral("category"), QStringLiteral("unknown category '%1' (valid: idea, bug, blunder, good-move)").arg(categoryName));
  const QJsonValue text = o.value(QStringLiteral("text"));
  if (!text.isString() || text.toString().size() > kMaxText)
    return fail(QStringLiteral("text"), QStringLiteral("expected a string of at most %1 characters").arg(kMaxText));
  for (const char* key : {"anchor", "created", "modified"}) {
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isUndefined() && !v.isString())
      return fail(QLatin1String(key), QStringLiteral("expected a string"));
  }
  note->id = id.toString();
  note->turn = turn;
  note->category = category;
  note->text = text.toString();
  note->anchor = o.value(QStringLiteral("anchor")).toString();
  note->created = o.value(QStringLiteral("created")).toString();
  note->modified = o.value(QStringLiteral("modified")).toString();
  return true;
}

QList<Note> fromAnnotations(const QJsonArray& annotations, int lastTurn, QStringList* warnings)
{
  QList<Note> notes;
  QSet<QString> ids;
  for (qsizetype i = 0; i < annotations.size(); ++i) {
    const QJsonObject o = annotations[i].toObject();
    if (o.value(kKind).toString() != kNote)
      continue;
    Note note;
    QString error;
    const QString path = QStringLiteral("annotations[%1]").arg(i);
    if (!fromJson(o, path, lastTurn, &note, &error)) {
      if (warnings)
        *warnings << error;
      continue;
    }
    if (ids.contains(note.id)) {
      if (warnings)
        *warnings << QStringLiteral("%1.id: '%2' is used by an earlier note").arg(path, note.id);
      continue;
    }
    ids.insert(note.id);
    notes << note;
  }
  return notes;
}

QJsonArray withNotes(const QJsonArray& annotations, const QList<Note>& notes)
{
  QJsonArray result;
  for (const QJsonValue& v : annotations)
    if (v.toObject().value(kKind).toString() != kNote)
      result.append(v);
  for (const Note& note : notes)
    result.append(toJson(note));
  return result;
}

QString newId(const QList<Note>& notes)
{
  QSet<QString> used;
  for (const Note& n : notes)
    used.insert(n.id);
  for (int i = int(notes.size()) + 1;; ++i) {
    const QString id = QStringLiteral("n%1").arg(i);
    if (!used.contains(id))
      return id;
  }
}

}  // namespace Kibitz::Debugger::Notes

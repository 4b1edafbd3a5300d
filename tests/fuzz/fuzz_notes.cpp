// Annotations: the notes of a replay's "annotations" array (debugger/annotations/note.*),
// given as the JSON a replay or the window's recovery file holds.
#include "fuzz_support.h"

#include "annotations/note.h"
#include "core/json_limits.h"
#include "replay/replay_file.h"

#include <QJsonDocument>

using namespace Kibitz::Debugger;

namespace {
constexpr int kLastTurn = 200;  // a replay's last turn, for the notes' turn range
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
  const QByteArray json = Kibitz::Fuzz::bytes(data, size);
  if (!Kibitz::Rules::JsonLimits::problem(json, ReplayFile::kMaxJsonBytes).isEmpty())
    return 0;
  const QJsonDocument document = QJsonDocument::fromJson(json);
  const QJsonArray annotations = document.isObject() ? QJsonArray{document.object()} : document.array();
  QStringList warnings;
  const QList<Note> notes = Notes::fromAnnotations(annotations, kLastTurn, &warnings);
  for (const Note& note : notes) {
    Note back;
    QString error;
    Kibitz::Fuzz::check(Notes::fromJson(Notes::toJson(note), QStringLiteral("note"), kLastTurn, &back, &error),
                        "a note reads back from its JSON", error);
    Kibitz::Fuzz::check(back == note, "a note reads back unchanged", note.id);
    note.firstLine();
  }
  // Saving the notes into the annotations keeps the other entries and the notes.
  const QJsonArray saved = Notes::withNotes(annotations, notes);
  Kibitz::Fuzz::check(Notes::fromAnnotations(saved, kLastTurn) == notes, "saved notes read back unchanged");
  Kibitz::Fuzz::check(!Notes::newId(notes).isEmpty(), "a new id is found");
  return 0;
}

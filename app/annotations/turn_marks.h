#pragma once

#include "annotations/note.h"
#include "boards/board_view.h"

namespace Kibitz::Debugger {
struct Replay;
}

namespace Kibitz::App::TurnMarks {

QColor categoryColor(Debugger::NoteCategory category);

// What the board draws at `turn`: the person's notes of that turn (the one `selectedId`
// highlighted) and, with `botMarks`, what the bots drew during it.
QList<BoardMark> forTurn(const Debugger::Replay& replay, const QList<Debugger::Note>& notes, int turn,
                         const QString& selectedId, bool botMarks = true);
// Only one note, highlighted, and the bot marks of its turn (report pictures).
QList<BoardMark> forNote(const Debugger::Replay& replay, const Debugger::Note& note);

}  // namespace Kibitz::App::TurnMarks

#include "annotations/turn_marks.h"

#include "replay/replay.h"

namespace Kibitz::App::TurnMarks {

namespace {

BoardMark noteMark(const Debugger::Note& note, bool highlighted)
{
  BoardMark m;
  m.kind = BoardMark::Kind::Note;
  m.anchor = note.anchor;
  m.text = note.firstLine();
  m.color = categoryColor(note.category);
  m.highlighted = highlighted;
  return m;
}

void appendBotMarks(const Debugger::Replay& replay, int turn, QList<BoardMark>* marks)
{
  if (turn < 0 || turn > replay.lastTurn())
    return;
  for (const Debugger::PlayerExchange& x : replay.frames[turn].exchanges)
    for (const Debugger::BotMark& b : x.marks) {
      BoardMark m;
      m.anchor = b.at;
      m.anchor2 = b.to;
      m.text = b.text;
      m.color = b.color.isEmpty() ? QColor() : QColor(b.color);
      switch (b.kind) {
      case Debugger::BotMark::Kind::Note:
        m.kind = BoardMark::Kind::Note;
        // A bot's note has no place: it goes to the corner list, with who said it.
        m.text = QStringLiteral("%1: %2").arg(replay.players.value(x.player).name, b.text);
        break;
      case Debugger::BotMark::Kind::Text: m.kind = BoardMark::Kind::Text; break;
      case Debugger::BotMark::Kind::Color: m.kind = BoardMark::Kind::Color; break;
      case Debugger::BotMark::Kind::Line: m.kind = BoardMark::Kind::Line; break;
      }
      *marks << m;
    }
}

}  // namespace

QColor categoryColor(Debugger::NoteCategory category)
{
  return QColor(Debugger::Notes::categoryColor(category));
}

QList<BoardMark> forTurn(const Debugger::Replay& replay, const QList<Debugger::Note>& notes, int turn,
                         const QString& selectedId, bool botMarks)
{
  QList<BoardMark> marks;
  if (botMarks)
    appendBotMarks(replay, turn, &marks);
  // Notes last, so that they are drawn over the bots' marks.
  for (const Debugger::Note& n : notes)
    if (n.turn == turn)
      marks << noteMark(n, n.id == selectedId);
  return marks;
}

QList<BoardMark> forNote(const Debugger::Replay& replay, const Debugger::Note& note)
{
  QList<BoardMark> marks;
  appendBotMarks(replay, note.turn, &marks);
  marks << noteMark(note, true);
  return marks;
}

}  // namespace Kibitz::App::TurnMarks

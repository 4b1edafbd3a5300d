#include "annotations/turn_marks.h"

#include "annotations/bot_mark.h"
#include "replay/replay.h"

#include <QCoreApplication>
#include <QJsonArray>

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

BoardMark boardMark(const Debugger::BotMark& b)
{
  BoardMark m;
  m.anchor = b.at;
  m.anchor2 = b.to;
  m.text = b.text;
  m.color = b.color.isEmpty() ? QColor() : QColor(b.color);
  switch (b.kind) {
  case Debugger::BotMark::Kind::Note: m.kind = BoardMark::Kind::Note; break;
  case Debugger::BotMark::Kind::Text: m.kind = BoardMark::Kind::Text; break;
  case Debugger::BotMark::Kind::Color: m.kind = BoardMark::Kind::Color; break;
  case Debugger::BotMark::Kind::Line: m.kind = BoardMark::Kind::Line; break;
  }
  return m;
}

// An external game's referee draws marks in the bots' grammar in its kibitz frame
// (docs/replay-format.md, "The kibitz frame"); they are drawn like a bot's.
void appendRefereeMarks(const Debugger::Replay& replay, int turn, QList<BoardMark>* marks)
{
  const QJsonArray lines = replay.frames[turn].state.value(QStringLiteral("kibitz")).toObject().value(QStringLiteral("marks")).toArray();
  QStringList text;
  for (const QJsonValue& line : lines)
    text << QStringLiteral("%1 %2").arg(QLatin1String(Debugger::BotMarks::kPrefix), line.toString());
  QStringList problems;  // the recorder kept only marks that parse
  for (const Debugger::BotMark& b : Debugger::BotMarks::parse(text.join(QLatin1Char('\n')), &problems)) {
    BoardMark m = boardMark(b);
    if (m.kind == BoardMark::Kind::Note)
      m.text = QCoreApplication::translate("Kibitz::App::TurnMarks", "Referee: %1").arg(b.text);
    *marks << m;
  }
}

void appendBotMarks(const Debugger::Replay& replay, int turn, QList<BoardMark>* marks)
{
  if (turn < 0 || turn > replay.lastTurn())
    return;
  appendRefereeMarks(replay, turn, marks);
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

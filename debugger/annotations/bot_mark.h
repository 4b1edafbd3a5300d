#pragma once

#include <QJsonArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace Kibitz::Debugger {

// A debug mark a bot drew during one turn, from a `#kibitz ...` line on its stderr
// (docs/bot-marks.md). Cells are anchors as the boards know them: "cell:250" (a position),
// "cell:3,4" (row,col), "unit:12", "players[1]".
struct BotMark {
  enum class Kind { Note, Text, Color, Line };
  Kind kind = Kind::Note;
  QString at;     // Text, Color, Line: the cell
  QString to;     // Line: the other end
  QString text;   // Note, Text
  QString color;  // Color (required), Line (optional): "#rrggbb"

  bool operator==(const BotMark& other) const = default;
};

namespace BotMarks {

// The line prefix that makes a stderr line a mark.
inline constexpr char kPrefix[] = "#kibitz";
// Bounds per exchange, so a chatty bot cannot flood the replay.
inline constexpr int kMaxMarksPerTurn = 100;
inline constexpr int kMaxTextLength = 200;
// The stderr read for marks per exchange (a bot process's is cut at 64 KiB already; a
// caller with more text gets an error, not a slow turn).
inline constexpr qsizetype kMaxScannedChars = qsizetype(1) << 20;

QString kindId(BotMark::Kind kind);

// The marks in a turn's stderr. Lines without the prefix are ordinary debug output and
// ignored; a malformed mark line is skipped and explained in `errors` ("stderr line 3:
// ...") — it never fails the turn.
QList<BotMark> parse(const QString& stderrText, QStringList* errors);
// One CELL token of the grammar as an anchor ("250" -> "cell:250", "3,4" -> "cell:3,4",
// "unit:7" -> "unit:7", "player:1" -> "players[1]"); empty when it is not a cell.
QString cellAnchor(const QString& token);

QJsonArray toJson(const QList<BotMark>& marks);
// Reads the "marks" array of an exchange; false with a reason naming `path`.
bool fromJson(const QJsonArray& array, const QString& path, QList<BotMark>* marks, QString* error);

// One line for humans: "text cell:250 \"lunge here\"".
QString describe(const BotMark& mark);

}  // namespace BotMarks

}  // namespace Kibitz::Debugger

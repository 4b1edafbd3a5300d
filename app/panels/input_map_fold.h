#pragma once

#include <QString>
#include <QStringList>

namespace Kibitz::App::InputMapFold {

// The map in a bot's input: a grid of lines of the same length (OrkIsland sends its island,
// 70 rows and the column numbers above them, on every turn). Found so that Bot I/O can fold
// it into one line: the rest of the input (scores, units) is what a reader looks for.
struct Block {
  qsizetype first = -1;  // index of the grid's first line
  qsizetype count = 0;   // its lines
  qsizetype width = 0;   // the characters of each
  bool isValid() const { return count > 0; }
};

// A run shorter than this, or of lines narrower than this, is not taken for a map.
constexpr qsizetype kMinRows = 10;
constexpr qsizetype kMinWidth = 10;

// The longest run of at least kMinRows consecutive lines all kMinWidth characters or more
// and of one length; invalid when there is none.
Block find(const QStringList& lines);

// `lines` joined with newlines, the block replaced by the one line `summary`.
QString folded(const QStringList& lines, const Block& block, const QString& summary);

}  // namespace Kibitz::App::InputMapFold

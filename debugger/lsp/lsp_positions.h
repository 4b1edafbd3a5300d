#pragma once

#include <QString>

namespace Kibitz::Debugger::LspPositions {

// LSP positions count lines from 0 and characters in UTF-16 code units, which is what a
// QString holds: an offset into the text is a position's line start plus its character.
struct Position {
  int line = 0;
  int character = 0;
};

// The offset of `position` in `text`, clamped into the text (a server may name a line
// past the end, or a character past the line's end).
qsizetype offsetOf(const QString& text, Position position);
Position positionOf(const QString& text, qsizetype offset);

}  // namespace Kibitz::Debugger::LspPositions

// § numbers: the Rules reference of docs/games/dominoes.md.
#pragma once

#include "core/move.h"
#include "dominoes/dominoes_board.h"

#include <QString>
#include <QStringList>

namespace Kibitz::Rules::Dominoes {

// Move::words[0]; the ids are stable (replays store them).
//   Reveal: {0, slot}   Place: {1, slot, cell}   Quit: {2}
enum class Command : int32_t { Reveal = 0, Place = 1, Quit = 2 };

Move revealMove(int slot);
Move placeMove(int slot, int cell);
Move quitMove();

// The request of docs/games/dominoes.md §11: GRID, STACK, REVEALS_LEFT and SCORE lines.
QString observationText(const Board& board);
// "END S F D\n", sent when the game is over.
QString endText(const Board& board);

// Why `move` (an Ok move) cannot be played on `board`, or an empty string when it can:
// malformed words, a filled or empty slot, no reveal left, an illegal placement.
QString commandError(const Board& board, const Move& move);
// Decodes one reply line; every syntax or rules violation comes back Invalid with the
// reason (the game then ends, §12 row 4).
Move parseCommand(const Board& board, const QString& line);
// The reply line parseCommand() decodes into `move`.
QString formatCommand(const Move& move);

}  // namespace Kibitz::Rules::Dominoes

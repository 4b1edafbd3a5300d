#pragma once

#include <QString>

namespace Kibitz::Rules::Place {

// Where something happened on a game's board, in the anchor grammar bot marks and notes use
// (docs/bot-marks.md): "cell:N" (a position), "cell:R,C" (row R, column C), "unit:ID" (a
// unit by its game id) or "players[N]" (a player). What a cell means is the game's; the
// board that draws the game knows it. An empty place means "nowhere in particular".
QString cell(int position);
QString cell(int row, int col);
QString unit(int id);
QString player(int index);

// Whether `place` is one of the four shapes (bounded: at most 9 digits a number), so that a
// place read from a file can be trusted to be one. The empty place is not valid.
bool isValid(const QString& place);

}  // namespace Kibitz::Rules::Place

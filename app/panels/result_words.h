#pragma once

#include "replay/seat_results.h"

#include <QString>
#include <QStringList>

namespace Kibitz::Debugger {
struct Replay;
}

// How a match ended, in the user's language: the Match panel, the status line after a
// live match and the Arena's list of matches all say it with these words. The game's own
// result line (State::resultText) stays as the rules wrote it, in English: viewers show
// it as a detail (a tool tip), never as the result.
namespace Kibitz::App::ResultWords {

// "wins", "loses", "draw", "crashed"...; empty for Outcome::None.
QString outcome(Debugger::SeatResults::Outcome outcome);
// A seat's own game score ("20"), or empty when the game has none.
QString gameScore(const Debugger::SeatResults::Seat& seat);
// Every seat's game score: "20–15"; empty when the game has none.
QString scoreLine(const QList<Debugger::SeatResults::Seat>& seats);
// One line: "alice wins, 20–15", "Draw, 15–15", "20–3; bob crashed". `decided`: the match
// reached its end. Empty when there is nothing to say (a match stopped at once).
QString summary(const QStringList& names, const QList<Debugger::SeatResults::Seat>& seats, bool decided);
// The summary of a replay's result (its players' names, the game's score in its last frame).
QString summary(const Debugger::Replay& replay);

}  // namespace Kibitz::App::ResultWords

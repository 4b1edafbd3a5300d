#pragma once

#include "replay/seat_results.h"

#include <QString>
#include <QStringList>

class QTranslator;

namespace Kibitz::Debugger {
struct Replay;
}

// How a match ended, in the user's language: the Match panel, the status line after a
// live match, the Arena's list of matches and the shared web page all say it with these
// words. The game's own result line (State::resultText) stays as the rules wrote it, in
// English: viewers show it as a detail (a tool tip), never as the result.
// `translator`: the words of a language other than the installed one (the shared page's
// language is the exporter's choice); null: the application's installed translators.
// The words keep their translation context, Kibitz::App::ResultWords (the window's).
namespace Kibitz::Debugger::ResultWords {

// "wins", "loses", "draw", "crashed"...; empty for Outcome::None.
QString outcome(SeatResults::Outcome outcome, const QTranslator* translator = nullptr);
// A seat's own game score ("20"), or empty when the game has none.
QString gameScore(const SeatResults::Seat& seat);
// Every seat's game score: "20–15"; empty when the game has none.
QString scoreLine(const QList<SeatResults::Seat>& seats);
// One line: "alice wins, 20–15", "Draw, 15–15", "20–3; bob crashed". `decided`: the match
// reached its end. Empty when there is nothing to say (a match stopped at once).
QString summary(const QStringList& names, const QList<SeatResults::Seat>& seats, bool decided,
                const QTranslator* translator = nullptr);
// The summary of a replay's result (its players' names, the game's score in its last frame).
QString summary(const Replay& replay, const QTranslator* translator = nullptr);

}  // namespace Kibitz::Debugger::ResultWords

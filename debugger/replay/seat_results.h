#pragma once

#include "core/move.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace Kibitz::Debugger {

struct Replay;

// How each seat ended a match, in terms every viewer shares: the Match panel, the status
// line and the Arena's list word it alike (app/panels/result_words.h). A match ends with
// ranking points per seat (State::returns: Fencing gives 1, 0 or -1), which are not the
// game's own score (Fencing's touches): both are kept, and the outcome comes from the
// points and from the fault that ended a seat's game, if one did.
namespace SeatResults {

enum class Outcome {
  None,          // not decided (a live or stopped match), or a one-player game
  Wins,          // the only seat with the most points
  SharesWin,     // the most points, with some but not all of the other seats
  Draw,          // every seat has the same points
  Loses,
  Disqualified,  // its last reply broke the rules (Fencing deactivates it)
  Crashed,       // its bot died: its game ended there
  TimedOut,      // its bot did not answer in time: its game ended there
};

struct Seat {
  double points = 0;
  std::optional<double> gameScore;                  // the game's own score metric, when it has one
  Rules::Move::Status fault = Rules::Move::Status::Ok;  // the fault its game ended with
};

// The metric that is a game's own score, among `metricKeys` (Fencing's touches are
// "score", Mosca Ceca ranks by "territory"), or -1.
int scoreMetric(const QStringList& metricKeys);

// The seats of a finished or stopped replay: points from its result, the game's score from
// its last frame, and each seat's fault when its last reply was one (a seat whose game a
// fault ended is asked nothing after it).
QList<Seat> fromReplay(const Replay& replay);

// The fault a seat's first-fault text begins with ("timeout: no reply...", "turn 3:
// crashed: ..." as the Arena stores it), or Ok.
Rules::Move::Status faultOf(const QString& firstFault);

// Each seat's outcome. `decided`: the match reached its end (else only faults are said).
QList<Outcome> outcomes(const QList<Seat>& seats, bool decided);

}  // namespace SeatResults

}  // namespace Kibitz::Debugger

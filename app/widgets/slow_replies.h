#pragma once

#include <QList>
#include <QString>

namespace Kibitz::Debugger {
struct Replay;
}

namespace Kibitz::App::SlowReplies {

// A reply that took more than 80% of its limit (SeatCost::nearLimit): the timeline marks
// its turn in the seat's colour, so that a bot about to time out is seen before it does.
struct Reply {
  int turn = 0;
  int seat = 0;
  double wallMs = 0;
  int limitMs = 0;
};

// The slow replies of frames first..last, by turn then seat.
QList<Reply> find(const Debugger::Replay& replay, int first, int last);
// "Slow reply: alice (player 0) took 45.2 ms of 50 ms (90%)".
QString describe(const Debugger::Replay& replay, const Reply& reply);

}  // namespace Kibitz::App::SlowReplies

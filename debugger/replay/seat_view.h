#pragma once

#include "replay/replay.h"

#include <QStringList>

#include <unordered_map>

namespace Kibitz::Rules {
class Game;
class State;
}  // namespace Kibitz::Rules

namespace Kibitz::Debugger {

class RestoredStates;

// One seat's side of a match with hidden information (GameInfo::hiddenInformation, Mosca
// Ceca's fog): what a viewer may show while a person plays that seat, so that every panel
// holds only what the seat's bot would be told (docs/playing.md, "What your seat may see").
namespace SeatView {

// Whether `game` hides part of the state from its seats.
bool hidesInformation(const Rules::Game* game);

// `frame` as seat `seat` may know it: its own exchanges only; the events the game says it
// learns of (Game::seatSees); its own metrics when it knows them (MetricSpec::knownToOwnSeat,
// `metricKeys` name the frame's rows), every other value NaN; as state, `restored`'s
// seatView(seat) (`restored` is the frame's engine state; null: an object saying the view is
// unavailable, never the whole state).
Frame frameFor(const Frame& frame, const Rules::Game& game, const QStringList& metricKeys, int seat,
               const Rules::State* restored);

}  // namespace SeatView

// The frames of one replay as seats see them, made on demand and kept until clear() (a view
// costs one state restore; stepping, charts and two people taking turns ask again).
class SeatFrames {
public:
  // Frame `turn` of `replay` as `seat` sees it; the frame itself for seat -1 or a game
  // without hidden information. The reference stays valid until clear().
  const Frame& at(const Replay& replay, RestoredStates& states, int seat, int turn);
  // Forget every frame made (a new replay, or frames of this one changed).
  void clear() { frames_.clear(); }

private:
  std::unordered_map<qint64, Frame> frames_;  // by seat << 32 | turn; nodes: references stay valid
};

}  // namespace Kibitz::Debugger

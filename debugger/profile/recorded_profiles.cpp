#include "profile/recorded_profiles.h"

namespace Kibitz::Debugger {

RecordedProfiles RecordedProfiles::of(const Replay& replay, const QStringList& warnings)
{
  RecordedProfiles recorded;
  recorded.warnings = warnings;
  for (int p = 0; p < replay.players.size(); ++p) {
    if (replay.players[p].profiler.isEmpty())
      continue;
    Seat seat{p, replay.players[p].profiler, replay.players[p].profileSources, {}};
    for (int f = 0; f < replay.frames.size(); ++f)
      if (const PlayerExchange* x = replay.frames[f].exchangeOf(p); x && x->profile)
        seat.turns.append({f, *x->profile});
    recorded.seats.append(std::move(seat));
  }
  return recorded;
}

void RecordedProfiles::applyTo(Replay* replay) const
{
  for (const Seat& seat : seats) {
    if (seat.seat < 0 || seat.seat >= replay->players.size())
      continue;
    replay->players[seat.seat].profiler = seat.profiler;
    replay->players[seat.seat].profileSources = seat.sources;
    for (const Turn& turn : seat.turns) {
      if (turn.frame < 0 || turn.frame >= replay->frames.size())
        continue;
      for (PlayerExchange& x : replay->frames[turn.frame].exchanges)
        if (x.player == seat.seat)
          x.profile = turn.profile;
    }
  }
}

}  // namespace Kibitz::Debugger

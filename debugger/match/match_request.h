#pragma once

#include "external/external_referee.h"
#include "match/process_options.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

namespace Kibitz::Debugger {

class Participant;
struct Replay;

// Everything that describes a match to play, as its callers know it: the CLI's options,
// the New Match dialog, the demo, an arena job, a test. MatchBuilder turns it into a
// runner; nothing else assembles a match.
struct MatchRequest {
  QString gameId;                      // may stay empty when continuing (the replay's game)
  std::optional<uint64_t> seed;        // default 1; a continuation takes the replay's
  QMap<QString, QString> parameters;   // KEY -> VALUE text over the game's defaults
  QStringList bots;                    // one bot spec per seat ("builtin:fencer", "cmd:./bot")
  QStringList names;                   // display names per seat; missing or empty: the default
  ProcessOptions processOptions;       // for external bots
  QList<int> profileSeats;             // seats whose external bot is profiled turn by turn
  // Whether "human" seats may be played: only a caller that answers their HumanSeat
  // (HumanParticipant::seat(), the window's Play panel) sets it; elsewhere nobody would.
  bool humanSeats = false;
  // Whether the replay records every frame. False: only its header and result (an arena
  // without --replays); not with a continuation.
  bool recordFrames = true;

  // Continue `replay` (read from `file`) from its frame `turn` with the bots above.
  struct Continuation {
    const Replay* replay = nullptr;
    QString file;
    int turn = 0;
  };
  std::optional<Continuation> continuation;

  // Seats whose replies do not come from a bot spec (an import's recorded replies): when
  // set, it makes every seat's participant and `bots` holds what the replay records for
  // the seat ("import:codingame").
  std::function<std::unique_ptr<Participant>(int seat, QString* error)> participantFactory;

  // Set: a game Kibitz does not build in, played by this referee process (gameId is then
  // "extern" or "extern:NAME"; docs/external-games.md). `parameters` go to the referee.
  std::optional<ExternalReferee> referee;
};

}  // namespace Kibitz::Debugger

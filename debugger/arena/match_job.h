#pragma once

#include "telemetry/bot_values.h"
#include "match/match_request.h"

#include <QList>
#include <QMap>
#include <QString>

#include <cstdint>
#include <optional>

namespace Kibitz::Debugger::Arena {

// One seat of a job: which entrant of the arena sits there, under which name and spec.
struct JobSeat {
  int entrant = -1;  // index in the arena's --bot list
  QString name;
  QString bot;       // a bot spec ("builtin:fencer", "cmd:./bot")
};

// One match of an arena, self-contained: what a worker needs to play it anywhere
// (a job line of `arena --plan`, docs/arena.md).
struct MatchJob {
  QString schedule;  // the arena's schedule id (ArenaPlan::id)
  qint64 index = 0;  // its place in the schedule
  QString gameId;
  uint64_t seed = 0;
  QMap<QString, QString> parameters;  // KEY -> VALUE over the game's defaults
  QList<JobSeat> seats;
  int timeLimitMs = 0;                // > 0: external bots' limit per reply instead of the game's
  bool noTimeLimit = false;
  // The cores this match's bots share (ProcessOptions::sharedCores): an arena playing
  // several matches at once gives each its share. Not part of a job line.
  int sharedCores = 0;
  // How this machine runs the external bots, not part of the match (nor of a job line:
  // a worker decides with its own --sandbox).
  bool sandbox = false;
  // An external game's referee (docs/external-games.md); a job line's "referee".
  std::optional<ExternalReferee> referee;

  // The request MatchBuilder turns into this match's runner.
  MatchRequest request(bool recordFrames) const;
};

// How one seat ended a match.
struct SeatOutcome {
  int entrant = -1;
  QString name;
  QString bot;
  // The bot's version when it played (BotVersion::of: the SHA-256 of its program or
  // script, 64 hex digits), empty for built-in bots and in older results.
  QString version;
  double score = 0;          // the game's final ranking score (State::returns)
  std::optional<double> gameScore;  // the game's own score (Fencing's touches), when it has one
  QString error;             // the seat's first fault ("turn 12: timeout: no reply within 50 ms"), or empty
  int faults = 0;            // replies that were not valid
  int timeouts = 0;
  double maxReplyMs = 0;     // the longest reply
  double maxShareOfLimit = 0;  // the longest reply against its limit (0: not timed)
  // What the bot cost (docs/arena.md, "Reply time and memory"); absent from older
  // databases and result lines: then replies is 0 and the rest unknown.
  int replies = 0;           // replies it was asked for
  double p95ReplyMs = 0;     // the 95th percentile of their times (nearest rank)
  qint64 peakRssKb = -1;     // an external bot's peak memory (-1: not measured)
  // Its first fault was a crash (the arena warns about a bot's first; neither stored nor
  // in result lines: `error` says it).
  bool crashed = false;
  // The `#kibitz value` lines of its stderr: each name's last and mean in this match.
  QList<BotValueSummary> values;
  // The first malformed value line ("turn 4: stderr line 2: ..."), warned about once per
  // bot; not stored.
  QString valueProblem;
};

// What one match gave: a row of the results database, a result line of a worker.
struct MatchOutcome {
  QString schedule;
  qint64 index = 0;
  QString gameId;
  uint64_t seed = 0;
  QList<SeatOutcome> seats;
  QString result;        // the game's result line
  bool complete = false; // the match reached its end
  int turns = 0;
  double durationMs = 0;
  QString replay;        // the replay written, or empty
  QString finishedAt;    // when it ended (ISO 8601, UTC); empty in older result lines
  QString error;         // why the match could not be played (then it has no result)

  bool played() const { return error.isEmpty(); }
};

}  // namespace Kibitz::Debugger::Arena

#pragma once

#include "arena/match_job.h"
#include "arena/schedule.h"
#include "arena/sprt.h"

#include "match/match_request.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace Kibitz::Debugger::Arena {

// A bot of the arena: its (unique) display name and spec.
struct Entrant {
  QString name;
  QString bot;
  bool external = false;  // a cmd: bot, timed against the game's limits
  // Its version when the arena was planned (BotVersion::of), part of the identity: the
  // same command after the bot's file changed is another arena, kept apart in the same
  // database. Each match records the version that played it.
  QString version;
};

// Everything that decides an arena's matches: the game and its parameters, the entrants,
// the schedule, the time limits of external bots and the SPRT. Its id (a hash of its
// arguments) ties the job lines, result lines and the database to it.
class ArenaPlan {
public:
  // From the arena's arguments: `base` holds the game, first seed (default 1), parameters,
  // every --bot and --name, and the process options. `matches` is the total (rounded up to
  // whole rounds, `notice` says so), `tableSize` the seats of a match (0: the game's
  // number of players, or for games of 2..N players as many as there are bots, at most N).
  // None with an error naming the problem (unknown game, parameter or built-in bot, a
  // repeated name, too few bots, an SPRT that is not between two bots).
  static std::optional<ArenaPlan> make(const MatchRequest& base, qint64 matches, int tableSize,
                                       const std::optional<SprtSettings>& sprt, QString* error, QString* notice);

  const QString& gameId() const { return gameId_; }
  const QList<Entrant>& entrants() const { return entrants_; }
  const Schedule& schedule() const { return schedule_; }
  const std::optional<SprtSettings>& sprt() const { return sprt_; }

  // The arguments as JSON ({"game", "rules_version", "parameters", "entrants", "table",
  // "matches", "seed", "time_limit_ms", "no_time_limit", "sprt"}), and their id: the first
  // 16 hex digits of the SHA-256 of its compact form.
  const QJsonObject& identity() const { return identity_; }
  const QString& id() const { return id_; }

  MatchJob job(qint64 index) const;

private:
  QString gameId_;
  QMap<QString, QString> parameters_;
  QList<Entrant> entrants_;
  Schedule schedule_;
  int timeLimitMs_ = 0;
  bool noTimeLimit_ = false;
  std::optional<ExternalReferee> referee_;  // an external game's referee
  bool sandbox_ = false;  // not in the identity: how bots run, not which matches
  std::optional<SprtSettings> sprt_;
  QJsonObject identity_;
  QString id_;
};

}  // namespace Kibitz::Debugger::Arena

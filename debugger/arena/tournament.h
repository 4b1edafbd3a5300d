#pragma once

#include "arena/arena_plan.h"
#include "arena/results_db.h"
#include "arena/standings.h"

#include <QMap>
#include <QSet>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

namespace Kibitz::Debugger {
class LivePool;
}

namespace Kibitz::Debugger::Arena {

// An arena being played into its database: what `kibitz-cli arena` runs (and the window's
// Arena). Open it on a database (new, or one holding some of the same arena's matches), start
// its bots once, then play what is missing on several threads; every match is stored as
// soon as it ends, so the same arena opened again after any interruption plays only the rest.
class Tournament {
public:
  struct Options {
    QString dbPath;      // the results database
    QString replaysDir;  // where each match's replay is written; empty: none
    int jobs = 1;        // matches played at once
    LivePool* live = nullptr;  // shows each match as it is played (arena --live); not owned
    // Called when another process is writing to the database: open() waits for it to end.
    std::function<void()> waiting;
  };

  // A reply at or above this share of its time limit makes a warning (docs/arena.md).
  static constexpr double kWarnShareOfLimit = 0.5;

  // Opens (or creates) the database and ties it to the plan; refuses a database of another
  // arena, a damaged or a foreign one.
  static std::unique_ptr<Tournament> open(ArenaPlan plan, Options options, QString* error);
  ~Tournament();

  const ArenaPlan& plan() const { return plan_; }
  const ResultsDb& database() const { return *db_; }
  qint64 total() const { return plan_.schedule().size(); }
  qint64 storedAtStart() const { return storedAtStart_; }
  qint64 stored() const { return qint64(stored_.size()); }
  // Every match is stored, or the SPRT decided.
  bool finished() const;
  bool sprtDecided() const { return sprt_ && sprt_->decided(); }
  qint64 missing() const { return total() - stored(); }

  // Builds (without playing) a match with each bot, so that an unknown bot, a script that
  // does not read or a program that does not start stops the arena before its first
  // match. False with the reason.
  bool preflight(QString* error);

  struct Events {
    std::function<void(const MatchOutcome&)> stored;  // after each match is stored
    std::function<void(const QString&)> warning;      // a bot's replies come close to their limits, ...
    // A bot crashed for the first time (once per bot and tournament): its name, the match
    // and its fault ("turn 1: crashed: the bot exited with code 1").
    std::function<void(const QString& name, qint64 match, const QString& fault)> crashed;
    std::function<bool()> keepGoing;                  // false: hand out no more matches (cancel)
  };
  // Plays the missing matches in schedule order on `jobs` threads and stores each as it ends;
  // stops handing out matches once the SPRT decides. False with an error when the database
  // refused a match (then playing stops). Matches that could not be played are not stored
  // (failures(); playing them again resumes).
  bool run(const Events& events, QString* error);
  qint64 playedNow() const { return playedNow_; }
  const QStringList& failures() const { return failures_; }
  // Per entrant, in how many stored matches of this run it timed out.
  const QMap<QString, int>& timeouts() const { return timeouts_; }

  // The ranking of what the database holds (read back, as `rank` would).
  std::optional<Standings> standings(QString* error) const;

private:
  Tournament(ArenaPlan plan, Options options, std::unique_ptr<ResultsDb> db);
  void follow(const MatchOutcome& outcome);  // the SPRT, in schedule order
  // Warns once per bot about its first crash, timeout and slow reply.
  void checkSeats(const MatchOutcome& outcome, const Events& events);

  ArenaPlan plan_;
  Options options_;
  std::unique_ptr<ResultsDb> db_;
  QSet<qint64> stored_;
  qint64 storedAtStart_ = 0;
  std::optional<SprtSequence> sprt_;
  QMap<qint64, MatchOutcome> ahead_;  // stored, not yet reached by the SPRT
  qint64 playedNow_ = 0;
  QStringList failures_;
  QSet<QString> warned_;
  QMap<QString, int> timeouts_;
};

}  // namespace Kibitz::Debugger::Arena

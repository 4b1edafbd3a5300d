#pragma once

#include "arena/cost_standings.h"
#include "arena/match_job.h"
#include "arena/ratings.h"
#include "arena/sprt.h"
#include "arena/value_standings.h"

#include <QList>
#include <QString>

#include <optional>
#include <utility>

namespace Kibitz::Debugger::Arena {

// One bot's line of the ranking.
struct BotStanding {
  QString name;     // as ranked: "mine", or "mine@3f2a9c01" when the results hold several versions of mine
  QString bot;
  QString baseName;  // the entrant's name without the version
  QString version;   // the version it played (BotVersion), empty for built-in bots and older results
  int matches = 0;
  int wins = 0;    // finished first alone (one-player games: the best score of its seed alone)
  int draws = 0;   // shared the first place
  int losses = 0;  // finished below another bot
  double scoreSum = 0;       // of the game's final scores
  double scoreSquares = 0;
  double elo = 0;
  std::optional<std::pair<double, double>> elo95;    // none for a bot alone
  std::optional<std::pair<double, double>> score95;  // one-player games: the mean score's interval
  QList<BotValueStanding> values;  // what its `#kibitz value` lines came to
  BotCostStanding cost;            // its reply times, timeouts and memory

  double points() const { return wins + draws / 2.0; }
  double meanScore() const { return matches > 0 ? scoreSum / matches : 0.0; }
};

// Two bots head to head (pairwise decomposition of the tables they shared), from a's side.
struct PairStanding {
  int a = 0;  // indices into Standings::ranking, a ranked above b
  int b = 0;
  HeadToHead result;  // every comparison, game by game (trinomial)
  // The matches they played as pairs: the two of one seed with seats swapped (two-seat
  // matches only; none without a pair). `unpaired` counts their two-seat matches whose
  // seed's other match is missing (an interrupted arena), left out of `paired`.
  std::optional<PairedHeadToHead> paired;
  int unpaired = 0;
};

// The SPRT as the ranking saw it: matches are counted in schedule order, a seed (its two
// matches, seats swapped) at a time, up to the first missing match or the decision. It
// decides on the pairs (pentanomial) unless a seed's two matches did not swap the seats.
struct SprtReport {
  SprtSettings settings;
  QString first;   // the bot tested (the first --bot)
  QString second;
  int wins = 0;    // of `first` against `second`
  int draws = 0;
  int losses = 0;
  qint64 matches = 0;  // matches counted
  Pentanomial pentanomial{};  // the seeds counted, by first's points over the pair
  qint64 unpairedSeeds = 0;   // seeds whose two matches had the same seats
  SprtStatus trinomial;       // the test on wins, draws and losses, for comparison
  SprtStatus status;          // the one that decides

  bool paired() const { return unpairedSeeds == 0; }
};

// Follows the SPRT through outcomes given in schedule order (MatchOutcome::index), as the
// arena and `rank` both do: decided() once the test stopped; later outcomes are ignored.
class SprtSequence {
public:
  explicit SprtSequence(const SprtSettings& settings);
  // The next outcome in schedule order (index one more than the previous one); false when
  // the sequence cannot go on (a gap, a match that is not of two entrants 0 and 1).
  bool add(const MatchOutcome& outcome);
  bool decided() const { return report_.status.decision != SprtStatus::Decision::Continue; }
  // The index of the last match the test counted (-1 before a whole seed).
  qint64 lastCounted() const { return lastCounted_; }
  // The index the sequence expects next.
  qint64 nextIndex() const { return next_; }
  const SprtReport& report() const { return report_; }

private:
  SprtReport report_;
  QList<MatchOutcome> seed_;  // the current seed's matches so far
  qint64 next_ = 0;           // the index expected next
  qint64 lastCounted_ = -1;
  bool stuck_ = false;
};

struct Standings {
  QString gameId;
  qint64 matches = 0;       // matches counted
  bool onePlayer = false;   // every match had one seat (ranked by mean score)
  QList<BotStanding> ranking;
  QList<PairStanding> pairs;
  std::optional<SprtReport> sprt;
};

// "mine@3f2a9c01": a bot's name with its version's short form ("mine@-" without one).
QString versionedName(const QString& name, const QString& version);

// Renames the seats of every name that played in several versions (docs/arena.md,
// "Versions and history") to versionedName(), so that each version is ranked as a bot of
// its own; a name with one version keeps its name. Returns the names it split.
QStringList labelVersions(QList<MatchOutcome>* outcomes);

// The ranking of played outcomes (docs/arena.md): win/draw/loss per seat from the game's
// final scores, a Bradley-Terry fit of the pairwise decomposition, head-to-head pairs, and
// with `sprt` only the matches up to its decision. Outcomes may come in any order and are
// taken in (schedule, index) order, so the same results always give the same numbers.
// None with an error when they mix games.
// The played matches in (schedule, index) order, each once (a job run again is counted once).
QList<MatchOutcome> playedOnce(QList<MatchOutcome> outcomes);

std::optional<Standings> computeStandings(QList<MatchOutcome> outcomes, const std::optional<SprtSettings>& sprt,
                                          QString* error);

}  // namespace Kibitz::Debugger::Arena

#pragma once

#include <QList>

#include <array>
#include <optional>

namespace Kibitz::Debugger::Arena {

// The statistics of docs/arena.md, "Ratings and intervals". Elo differences are on the
// logistic scale: an expected score of 1 / (1 + 10^(-D/400)) for a difference D.

// 1.959964: the two-sided 95% quantile of the normal distribution.
constexpr double kZ95 = 1.959963984540054;

// What two bots gave each other: `games` weighted comparisons of which `score` points
// went to `a` (a win 1, a draw 1/2). A match of k seats adds one comparison for each
// pair of its seats, weighted 1/(k - 1) (docs/arena.md).
struct PairwiseScore {
  int a = 0;
  int b = 0;
  double games = 0;
  double score = 0;
};

struct BradleyTerryFit {
  QList<double> elo;               // per bot, centred on 0 (the mean of the pool)
  QList<QList<double>> covariance; // of `elo`, in Elo squared (under the centring)
  bool converged = false;

  double sd(int bot) const;
  // The 95% interval of bot i's rating, and of the difference i - j.
  double margin(int bot) const { return kZ95 * sd(bot); }
  double differenceMargin(int i, int j) const;
};

// The Bradley-Terry maximum a-posteriori fit by Newton's method. `priorDraws` virtual draws
// between every two of the `bots` keep the fit finite when a bot won or lost everything
// (and connect bots that never met). The covariance is the inverse of the Fisher
// information at the optimum (a pseudo-inverse: ratings are only defined up to a shift).
BradleyTerryFit fitBradleyTerry(int bots, const QList<PairwiseScore>& scores, double priorDraws = 1.0);

// The Elo difference of an expected score p in (0, 1): -400 log10(1/p - 1).
double eloFromScore(double p);
// The expected score of an Elo difference.
double scoreFromElo(double elo);

// Head to head, as chess engine testers report it (cutechess-cli's formulas): the Elo
// difference of the score (wins + draws/2)/n, its 95% interval from the per-game standard
// deviation, and the likelihood of superiority 1/2 (1 + erf((wins - losses) / sqrt(2 (wins + losses)))).
struct HeadToHead {
  int wins = 0;
  int draws = 0;
  int losses = 0;
  double score = 0;                 // (wins + draws/2) / n, 0.5 without games
  std::optional<double> difference; // none when unbounded (every game won or lost) or no games
  std::optional<double> margin;     // +/- half the interval; none when unbounded
  double los = 0.5;                 // likelihood of superiority, 0..1

  int games() const { return wins + draws + losses; }
};
HeadToHead headToHead(int wins, int draws, int losses);

// Head to head on pairs, as fastchess and fishtest report it (docs/arena.md, "Pairs of
// matches"): the two matches of one seed with seats swapped are one observation, so that
// what the seed gives both seats cancels out of the variance. counts[k] is the number of
// pairs where the first bot scored k/2 points over its two matches: LL, LD, DD+WL, WD, WW.
using Pentanomial = std::array<int, 5>;

// The mean and the per-pair variance of the pair's per-game score k/4 (0, 1/4, ..., 1) over
// weighted pairs (the SPRT adds virtual ones).
struct PairMoments {
  double pairs = 0;
  double score = 0.5;
  double variance = 0;
};
PairMoments pairMoments(const std::array<double, 5>& counts);

struct PairedHeadToHead {
  Pentanomial counts{};
  double score = 0.5;               // mean per-game score, 0.5 without pairs
  double variance = 0;              // per pair, of the pair's per-game score
  std::optional<double> difference; // Elo; none when unbounded or without pairs
  std::optional<double> margin;     // +/- half the 95% interval; none when unbounded
  std::optional<double> normalized; // normalized Elo (fastchess' nElo); none when the variance is 0
  std::optional<double> normalizedMargin;
  double los = 0.5;                 // Phi((score - 1/2) / sqrt(variance / pairs))

  int pairs() const { return counts[0] + counts[1] + counts[2] + counts[3] + counts[4]; }
  // The counts from the second bot's side.
  Pentanomial mirrored() const { return {counts[4], counts[3], counts[2], counts[1], counts[0]}; }
};
PairedHeadToHead pairedHeadToHead(const Pentanomial& counts);

// The two-sided 95% quantile of Student's t distribution with `degrees` of freedom (>= 1).
double studentT95(int degrees);

}  // namespace Kibitz::Debugger::Arena

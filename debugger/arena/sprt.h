#pragma once

#include "arena/ratings.h"

#include <QString>

#include <optional>

namespace Kibitz::Debugger::Arena {

// The sequential probability ratio test of docs/arena.md, "SPRT": H0 "the first bot is at
// most elo0 stronger than the second" against H1 "at least elo1", with error rates alpha
// (accepting H1 when H0 holds) and beta (accepting H0 when H1 holds).
struct SprtSettings {
  double elo0 = 0;
  double elo1 = 5;
  double alpha = 0.05;
  double beta = 0.05;

  // "ELO0,ELO1" or "ELO0,ELO1,ALPHA,BETA"; none with an error.
  static std::optional<SprtSettings> parse(const QString& text, QString* error);
  double lowerBound() const;  // log(beta / (1 - alpha)): H0 at or below
  double upperBound() const;  // log((1 - beta) / alpha): H1 at or above
};

struct SprtStatus {
  enum class Decision { Continue, AcceptH0, AcceptH1 };
  Decision decision = Decision::Continue;
  double llr = 0;  // the log-likelihood ratio of H1 against H0
};

// The generalized SPRT on trinomial results (wins, draws, losses of the first bot) with
// the normal approximation fishtest and fastchess use for logistic Elo: for a mean score x
// and per-game variance v over N games, LLR = N (s1 - s0) (2x - s0 - s1) / (2v), where
// s = 1 / (1 + 10^(-elo/400)). Half a virtual win, draw and loss are added, so that a
// perfect record decides only once it is long enough to be convincing.
SprtStatus sprtStatus(const SprtSettings& settings, int wins, int draws, int losses);

// The same test on pairs of matches (a seed played with seats swapped), as fishtest and
// fastchess run it on pentanomial counts: N pairs, x the mean per-game score and v the
// per-pair variance of the pair's per-game score, in the same formula. Virtual pairs
// (1, 2, 3, 2, 1)/12 are added: the pentanomial of two games that are each half a virtual
// win, draw and loss, the trinomial test's prior.
SprtStatus sprtStatusPentanomial(const SprtSettings& settings, const Pentanomial& counts);

// N (s1 - s0) (2x - s0 - s1) / (2v): the normal approximation of the generalized
// log-likelihood ratio for n observations of mean x and variance v.
double gsprtLlr(const SprtSettings& settings, double n, double x, double variance);

}  // namespace Kibitz::Debugger::Arena

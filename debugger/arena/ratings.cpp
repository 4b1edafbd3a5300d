#include "arena/ratings.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace Kibitz::Debugger::Arena {

namespace {

constexpr double kEloPerNatural = 400.0 / 2.302585092994046;  // 400 / ln 10
constexpr int kMaxIterations = 200;

using Matrix = std::vector<std::vector<double>>;

double logistic(double x)
{
  return 1.0 / (1.0 + std::exp(-x));
}

// log(logistic(x)), stable for large |x|.
double logLogistic(double x)
{
  return x >= 0 ? -std::log1p(std::exp(-x)) : x - std::log1p(std::exp(x));
}

// The inverse of a symmetric positive definite matrix by Gauss-Jordan elimination with
// partial pivoting; false when it is singular.
bool invert(Matrix m, Matrix* inverse)
{
  const size_t n = m.size();
  Matrix inv(n, std::vector<double>(n, 0.0));
  for (size_t i = 0; i < n; ++i)
    inv[i][i] = 1.0;
  for (size_t col = 0; col < n; ++col) {
    size_t pivot = col;
    for (size_t r = col + 1; r < n; ++r)
      if (std::abs(m[r][col]) > std::abs(m[pivot][col]))
        pivot = r;
    if (std::abs(m[pivot][col]) < 1e-300)
      return false;
    std::swap(m[pivot], m[col]);
    std::swap(inv[pivot], inv[col]);
    const double d = m[col][col];
    for (size_t c = 0; c < n; ++c) {
      m[col][c] /= d;
      inv[col][c] /= d;
    }
    for (size_t r = 0; r < n; ++r) {
      if (r == col || m[r][col] == 0.0)
        continue;
      const double f = m[r][col];
      for (size_t c = 0; c < n; ++c) {
        m[r][c] -= f * m[col][c];
        inv[r][c] -= f * inv[col][c];
      }
    }
  }
  *inverse = std::move(inv);
  return true;
}

struct Model {
  Matrix games;  // games[i][j] == games[j][i]
  Matrix score;  // points of i against j; score[i][j] + score[j][i] == games[i][j]

  double logLikelihood(const std::vector<double>& theta) const
  {
    double sum = 0;
    const size_t n = theta.size();
    for (size_t i = 0; i < n; ++i)
      for (size_t j = 0; j < n; ++j)
        if (i != j && score[i][j] > 0)
          sum += score[i][j] * logLogistic(theta[i] - theta[j]);
    return sum;
  }

  // The gradient and the Fisher information plus J/n (which is invertible when the
  // comparison graph is connected, and shares the information's inverse on the centred space).
  void derivatives(const std::vector<double>& theta, std::vector<double>* gradient, Matrix* information) const
  {
    const size_t n = theta.size();
    gradient->assign(n, 0.0);
    information->assign(n, std::vector<double>(n, 1.0 / double(n)));
    for (size_t i = 0; i < n; ++i)
      for (size_t j = 0; j < n; ++j) {
        if (i == j || games[i][j] == 0)
          continue;
        const double p = logistic(theta[i] - theta[j]);
        (*gradient)[i] += score[i][j] - games[i][j] * p;
        const double w = games[i][j] * p * (1 - p);
        (*information)[i][i] += w;
        (*information)[i][j] -= w;
      }
  }
};

}  // namespace

double BradleyTerryFit::sd(int bot) const
{
  return std::sqrt(std::max(0.0, covariance[bot][bot]));
}

double BradleyTerryFit::differenceMargin(int i, int j) const
{
  const double variance = covariance[i][i] + covariance[j][j] - 2 * covariance[i][j];
  return kZ95 * std::sqrt(std::max(0.0, variance));
}

BradleyTerryFit fitBradleyTerry(int bots, const QList<PairwiseScore>& scores, double priorDraws)
{
  BradleyTerryFit fit;
  const size_t n = size_t(std::max(bots, 0));
  fit.elo = QList<double>(qsizetype(n), 0.0);
  fit.covariance = QList<QList<double>>(qsizetype(n), QList<double>(qsizetype(n), 0.0));
  if (n < 2) {
    fit.converged = true;
    return fit;
  }
  Model model{Matrix(n, std::vector<double>(n, 0.0)), Matrix(n, std::vector<double>(n, 0.0))};
  for (size_t i = 0; i < n; ++i)
    for (size_t j = 0; j < n; ++j)
      if (i != j) {
        model.games[i][j] = priorDraws;
        model.score[i][j] = priorDraws / 2;
      }
  for (const PairwiseScore& s : scores) {
    if (s.a == s.b || s.a < 0 || s.b < 0 || size_t(s.a) >= n || size_t(s.b) >= n)
      continue;
    model.games[s.a][s.b] += s.games;
    model.games[s.b][s.a] += s.games;
    model.score[s.a][s.b] += s.score;
    model.score[s.b][s.a] += s.games - s.score;
  }

  std::vector<double> theta(n, 0.0), gradient;
  Matrix information, inverse;
  double current = model.logLikelihood(theta);
  for (int iteration = 0; iteration < kMaxIterations; ++iteration) {
    model.derivatives(theta, &gradient, &information);
    if (!invert(information, &inverse))
      break;
    std::vector<double> step(n, 0.0);
    double largest = 0;
    for (size_t i = 0; i < n; ++i) {
      for (size_t j = 0; j < n; ++j)
        step[i] += inverse[i][j] * gradient[j];
      largest = std::max(largest, std::abs(step[i]));
    }
    if (largest < 1e-12) {
      fit.converged = true;
      break;
    }
    // Newton's step, halved until the likelihood does not fall (it is concave: rarely needed).
    double factor = 1.0;
    std::vector<double> next(n);
    for (int halving = 0; halving < 60; ++halving, factor /= 2) {
      for (size_t i = 0; i < n; ++i)
        next[i] = theta[i] + factor * step[i];
      const double value = model.logLikelihood(next);
      if (value >= current - 1e-12 * std::abs(current)) {
        current = value;
        break;
      }
    }
    theta = next;
  }
  // Centre (the gradient sums to zero, so every step already keeps the mean; this removes drift).
  double mean = 0;
  for (double t : theta)
    mean += t;
  mean /= double(n);
  model.derivatives(theta, &gradient, &information);
  const bool invertible = invert(information, &inverse);
  for (size_t i = 0; i < n; ++i) {
    fit.elo[qsizetype(i)] = (theta[i] - mean) * kEloPerNatural;
    for (size_t j = 0; j < n; ++j)
      fit.covariance[qsizetype(i)][qsizetype(j)] =
          invertible ? (inverse[i][j] - 1.0 / double(n)) * kEloPerNatural * kEloPerNatural : 0.0;
  }
  fit.converged = fit.converged && invertible;
  return fit;
}

double eloFromScore(double p)
{
  return -400.0 * std::log10(1.0 / p - 1.0);
}

double scoreFromElo(double elo)
{
  return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

HeadToHead headToHead(int wins, int draws, int losses)
{
  HeadToHead h;
  h.wins = wins;
  h.draws = draws;
  h.losses = losses;
  const double n = wins + draws + losses;
  if (wins + losses > 0)
    h.los = 0.5 * (1.0 + std::erf(double(wins - losses) / std::sqrt(2.0 * (wins + losses))));
  if (n == 0)
    return h;
  const double p = (wins + draws / 2.0) / n;
  h.score = p;
  if (p <= 0 || p >= 1)
    return h;
  h.difference = eloFromScore(p);
  const double variance = (wins * (1 - p) * (1 - p) + draws * (0.5 - p) * (0.5 - p) + losses * p * p) / n;
  const double sd = std::sqrt(variance / n);
  const double low = p - kZ95 * sd;
  const double high = p + kZ95 * sd;
  if (low > 0 && high < 1)
    h.margin = (eloFromScore(high) - eloFromScore(low)) / 2;
  return h;
}

PairMoments pairMoments(const std::array<double, 5>& counts)
{
  PairMoments m;
  double sum = 0;
  for (int k = 0; k < 5; ++k) {
    m.pairs += counts[k];
    sum += counts[k] * (k / 4.0);
  }
  if (m.pairs <= 0)
    return m;
  m.score = sum / m.pairs;
  for (int k = 0; k < 5; ++k)
    m.variance += counts[k] * (k / 4.0 - m.score) * (k / 4.0 - m.score);
  m.variance /= m.pairs;
  return m;
}

PairedHeadToHead pairedHeadToHead(const Pentanomial& counts)
{
  // 800 / ln 10: normalized Elo per unit of t = (score - 1/2) / per-game standard deviation.
  constexpr double kNeloPerT = 347.43558552260146;
  PairedHeadToHead h;
  h.counts = counts;
  const int n = h.pairs();
  if (n == 0)
    return h;
  const PairMoments m = pairMoments({double(counts[0]), double(counts[1]), double(counts[2]), double(counts[3]), double(counts[4])});
  h.score = m.score;
  h.variance = m.variance;
  const double sd = std::sqrt(m.variance / n);  // of the mean score
  if (sd > 0)
    h.los = 0.5 * std::erfc(-(m.score - 0.5) / sd / std::sqrt(2.0));
  else
    h.los = m.score > 0.5 ? 1.0 : m.score < 0.5 ? 0.0 : 0.5;
  if (m.variance > 0) {
    // A pair is two games: its per-game standard deviation is sqrt(2 variance).
    h.normalized = (m.score - 0.5) / std::sqrt(2 * m.variance) * kNeloPerT;
    h.normalizedMargin = kZ95 * sd / std::sqrt(2 * m.variance) * kNeloPerT;
  }
  if (m.score <= 0 || m.score >= 1)
    return h;
  h.difference = eloFromScore(m.score);
  const double low = m.score - kZ95 * sd;
  const double high = m.score + kZ95 * sd;
  if (low > 0 && high < 1)
    h.margin = (eloFromScore(high) - eloFromScore(low)) / 2;
  return h;
}

double studentT95(int degrees)
{
  static constexpr double kTable[30] = {12.706204736, 4.302652730, 3.182446305, 2.776445105, 2.570581836,
                                        2.446911851, 2.364624252, 2.306004135, 2.262157163, 2.228138852,
                                        2.200985160, 2.178812830, 2.160368656, 2.144786688, 2.131449546,
                                        2.119905299, 2.109815578, 2.100922040, 2.093024054, 2.085963447,
                                        2.079613845, 2.073873068, 2.068657610, 2.063898562, 2.059538553,
                                        2.055529439, 2.051830516, 2.048407142, 2.045229642, 2.042272456};
  if (degrees < 1)
    degrees = 1;
  if (degrees <= 30)
    return kTable[degrees - 1];
  // Cornish-Fisher expansion of the t quantile around the normal one (error < 1e-5 here).
  const double z = kZ95, v = degrees;
  const double z3 = z * z * z, z5 = z3 * z * z, z7 = z5 * z * z;
  return z + (z3 + z) / (4 * v) + (5 * z5 + 16 * z3 + 3 * z) / (96 * v * v) +
         (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * v * v * v);
}

}  // namespace Kibitz::Debugger::Arena

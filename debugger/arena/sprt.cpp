#include "arena/sprt.h"

#include "arena/ratings.h"

#include <QStringList>

#include <cmath>

namespace Kibitz::Debugger::Arena {

std::optional<SprtSettings> SprtSettings::parse(const QString& text, QString* error)
{
  const QStringList parts = text.split(QLatin1Char(','));
  if (parts.size() != 2 && parts.size() != 4) {
    *error = QStringLiteral("--sprt '%1': expected ELO0,ELO1 or ELO0,ELO1,ALPHA,BETA").arg(text);
    return std::nullopt;
  }
  double values[4] = {0, 0, 0.05, 0.05};
  for (int i = 0; i < parts.size(); ++i) {
    bool ok = false;
    values[i] = parts[i].trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(values[i])) {
      *error = QStringLiteral("--sprt '%1': '%2' is not a number").arg(text, parts[i]);
      return std::nullopt;
    }
  }
  SprtSettings s{values[0], values[1], values[2], values[3]};
  if (!(s.elo1 > s.elo0)) {
    *error = QStringLiteral("--sprt '%1': ELO1 must be greater than ELO0").arg(text);
    return std::nullopt;
  }
  if (std::abs(s.elo0) > 1000 || std::abs(s.elo1) > 1000) {
    *error = QStringLiteral("--sprt '%1': the bounds must be within -1000..1000 Elo").arg(text);
    return std::nullopt;
  }
  if (!(s.alpha > 0 && s.alpha < 0.5 && s.beta > 0 && s.beta < 0.5)) {
    *error = QStringLiteral("--sprt '%1': ALPHA and BETA must be between 0 and 0.5").arg(text);
    return std::nullopt;
  }
  return s;
}

double SprtSettings::lowerBound() const
{
  return std::log(beta / (1 - alpha));
}

double SprtSettings::upperBound() const
{
  return std::log((1 - beta) / alpha);
}

namespace {

SprtStatus decide(const SprtSettings& settings, double llr)
{
  SprtStatus status;
  status.llr = llr;
  if (llr >= settings.upperBound())
    status.decision = SprtStatus::Decision::AcceptH1;
  else if (llr <= settings.lowerBound())
    status.decision = SprtStatus::Decision::AcceptH0;
  return status;
}

}  // namespace

double gsprtLlr(const SprtSettings& settings, double n, double x, double variance)
{
  const double s0 = scoreFromElo(settings.elo0);
  const double s1 = scoreFromElo(settings.elo1);
  return n * (s1 - s0) * (2 * x - s0 - s1) / (2 * variance);
}

SprtStatus sprtStatus(const SprtSettings& settings, int wins, int draws, int losses)
{
  if (wins + draws + losses == 0)
    return {};
  const double w = wins + 0.5, d = draws + 0.5, l = losses + 0.5;
  const double n = w + d + l;
  const double x = (w + d / 2) / n;
  const double variance = (w * (1 - x) * (1 - x) + d * (0.5 - x) * (0.5 - x) + l * x * x) / n;
  return decide(settings, gsprtLlr(settings, n, x, variance));
}

SprtStatus sprtStatusPentanomial(const SprtSettings& settings, const Pentanomial& counts)
{
  static constexpr double kPrior[5] = {1.0 / 12, 2.0 / 12, 3.0 / 12, 2.0 / 12, 1.0 / 12};
  if (counts[0] + counts[1] + counts[2] + counts[3] + counts[4] == 0)
    return {};
  std::array<double, 5> weighted;
  for (int k = 0; k < 5; ++k)
    weighted[k] = counts[k] + kPrior[k];
  const PairMoments m = pairMoments(weighted);
  return decide(settings, gsprtLlr(settings, m.pairs, m.score, m.variance));
}

}  // namespace Kibitz::Debugger::Arena

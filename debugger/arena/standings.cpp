#include "arena/standings.h"

#include "arena/bot_version.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace Kibitz::Debugger::Arena {

namespace {

// 1 when a scored above b, 1/2 on a tie, 0 below.
double pointsAgainst(double a, double b)
{
  return a > b ? 1.0 : a == b ? 0.5 : 0.0;
}

struct Tally {
  QList<BotStanding> bots;       // in order of first appearance
  QHash<QString, int> byName;
  QHash<QString, QString> baseNames;  // versioned name -> the entrant's name
  QHash<quint64, PairwiseScore> pairScores;  // key: a * 2^32 + b with a < b
  QHash<quint64, HeadToHead> pairResults;    // from a's side
  // Two-seat matches by "schedule/seed/a/b": a's points and whether a sat first, to be
  // matched into pairs (one seed, seats swapped).
  struct PairGame {
    double points = 0;
    bool aFirst = false;
  };
  struct SeedGames {
    quint64 key = 0;  // of the two bots, as in pairScores
    QList<PairGame> games;
  };
  QHash<QString, SeedGames> seedGames;
  QHash<quint64, Pentanomial> pentanomials;  // from a's side
  QHash<quint64, int> unpaired;

  void addTwoSeatMatch(const MatchOutcome& o, int x, int y)
  {
    if (x == y)
      return;
    const bool flip = x > y;
    const int a = flip ? y : x, b = flip ? x : y;
    const double pa = pointsAgainst(o.seats[flip ? 1 : 0].score, o.seats[flip ? 0 : 1].score);
    SeedGames& g = seedGames[QStringLiteral("%1/%2/%3/%4").arg(o.schedule).arg(o.seed).arg(a).arg(b)];
    g.key = (quint64(a) << 32) | quint64(b);
    g.games << PairGame{pa, !flip};
  }

  // A seed's two matches of the same two bots with the seats swapped make a pair;
  // anything else (one match left by an interruption) is counted apart.
  void matchPairs()
  {
    for (const SeedGames& g : std::as_const(seedGames)) {
      if (g.games.size() == 2 && g.games[0].aFirst != g.games[1].aFirst)
        ++pentanomials[g.key][int(std::lround(2 * (g.games[0].points + g.games[1].points)))];
      else
        unpaired[g.key] += int(g.games.size());
    }
  }

  int botOf(const SeatOutcome& seat)
  {
    auto it = byName.constFind(seat.name);
    if (it != byName.constEnd())
      return *it;
    BotStanding b;
    b.name = seat.name;
    b.bot = seat.bot;
    b.baseName = baseNames.value(seat.name, seat.name);
    b.version = seat.version;
    bots << b;
    byName.insert(seat.name, int(bots.size()) - 1);
    return int(bots.size()) - 1;
  }

  // One table: the bots and their scores (a match's seats, or a one-player seed's bots).
  void addTable(const QList<int>& who, const QList<double>& scores, bool countPlays)
  {
    const qsizetype k = who.size();
    for (qsizetype i = 0; i < k; ++i) {
      BotStanding& b = bots[who[i]];
      if (countPlays) {
        ++b.matches;
        b.scoreSum += scores[i];
        b.scoreSquares += scores[i] * scores[i];
      }
      if (k < 2)
        continue;
      int above = 0, level = 0;
      for (qsizetype j = 0; j < k; ++j) {
        if (j == i)
          continue;
        if (scores[j] > scores[i])
          ++above;
        else if (scores[j] == scores[i])
          ++level;
      }
      if (above > 0)
        ++b.losses;
      else if (level > 0)
        ++b.draws;
      else
        ++b.wins;
    }
    if (k < 2)
      return;
    const double weight = 1.0 / double(k - 1);
    for (qsizetype i = 0; i < k; ++i)
      for (qsizetype j = i + 1; j < k; ++j) {
        if (who[i] == who[j])
          continue;
        const bool flip = who[i] > who[j];
        const int a = flip ? who[j] : who[i];
        const int b = flip ? who[i] : who[j];
        const double pa = pointsAgainst(flip ? scores[j] : scores[i], flip ? scores[i] : scores[j]);
        const quint64 key = (quint64(a) << 32) | quint64(b);
        PairwiseScore& s = pairScores[key];
        s.a = a;
        s.b = b;
        s.games += weight;
        s.score += weight * pa;
        HeadToHead& h = pairResults[key];
        if (pa == 1.0)
          ++h.wins;
        else if (pa == 0.5)
          ++h.draws;
        else
          ++h.losses;
      }
  }
};

}  // namespace

QString versionedName(const QString& name, const QString& version)
{
  return QStringLiteral("%1@%2").arg(name, version.isEmpty() ? QStringLiteral("-") : BotVersion::shortForm(version));
}

QStringList labelVersions(QList<MatchOutcome>* outcomes)
{
  QHash<QString, QStringList> versions;  // name -> its versions, in order of appearance
  QStringList names;
  for (const MatchOutcome& o : std::as_const(*outcomes))
    for (const SeatOutcome& s : o.seats) {
      QStringList& v = versions[s.name];
      if (v.isEmpty())
        names << s.name;
      if (!v.contains(s.version))
        v << s.version;
    }
  QStringList split;
  for (const QString& name : std::as_const(names))
    if (versions.value(name).size() > 1)
      split << name;
  if (split.isEmpty())
    return split;
  for (MatchOutcome& o : *outcomes)
    for (SeatOutcome& s : o.seats)
      if (split.contains(s.name))
        s.name = versionedName(s.name, s.version);
  return split;
}

SprtSequence::SprtSequence(const SprtSettings& settings)
{
  report_.settings = settings;
}

bool SprtSequence::add(const MatchOutcome& outcome)
{
  if (decided())
    return true;
  if (stuck_ || outcome.index != next_ || !outcome.played() || outcome.seats.size() != 2) {
    stuck_ = true;
    return false;
  }
  int first = -1;
  for (int s = 0; s < 2; ++s)
    if (outcome.seats[s].entrant == 0)
      first = s;
  if (first < 0 || outcome.seats[1 - first].entrant != 1 || (!seed_.isEmpty() && seed_.first().seed != outcome.seed)) {
    stuck_ = true;
    return false;
  }
  if (report_.first.isEmpty()) {
    report_.first = outcome.seats[first].name;
    report_.second = outcome.seats[1 - first].name;
  }
  ++next_;
  seed_ << outcome;
  if (seed_.size() < 2)
    return true;
  double pairPoints = 0;
  for (const MatchOutcome& m : std::as_const(seed_)) {
    const int f = m.seats[0].entrant == 0 ? 0 : 1;
    const double p = pointsAgainst(m.seats[f].score, m.seats[1 - f].score);
    pairPoints += p;
    if (p == 1.0)
      ++report_.wins;
    else if (p == 0.5)
      ++report_.draws;
    else
      ++report_.losses;
    ++report_.matches;
  }
  if (seed_[0].seats[0].entrant != seed_[1].seats[0].entrant)
    ++report_.pentanomial[int(std::lround(2 * pairPoints))];
  else
    ++report_.unpairedSeeds;
  seed_.clear();
  lastCounted_ = outcome.index;
  report_.trinomial = sprtStatus(report_.settings, report_.wins, report_.draws, report_.losses);
  report_.status = report_.paired() ? sprtStatusPentanomial(report_.settings, report_.pentanomial) : report_.trinomial;
  return true;
}

QList<MatchOutcome> playedOnce(QList<MatchOutcome> outcomes)
{
  outcomes.removeIf([](const MatchOutcome& o) { return !o.played(); });
  std::stable_sort(outcomes.begin(), outcomes.end(), [](const MatchOutcome& a, const MatchOutcome& b) {
    return a.schedule != b.schedule ? a.schedule < b.schedule : a.index < b.index;
  });
  // The same match twice (a job run again): counted once.
  outcomes.erase(std::unique(outcomes.begin(), outcomes.end(),
                             [](const MatchOutcome& a, const MatchOutcome& b) {
                               return a.schedule == b.schedule && a.index == b.index;
                             }),
                 outcomes.end());
  return outcomes;
}

std::optional<Standings> computeStandings(QList<MatchOutcome> outcomes, const std::optional<SprtSettings>& sprt,
                                          QString* error)
{
  Standings standings;
  outcomes = playedOnce(std::move(outcomes));
  for (const MatchOutcome& o : std::as_const(outcomes)) {
    if (standings.gameId.isEmpty())
      standings.gameId = o.gameId;
    else if (o.gameId != standings.gameId) {
      *error = QStringLiteral("results of two games (%1 and %2) cannot be ranked together").arg(standings.gameId, o.gameId);
      return std::nullopt;
    }
  }
  // Every version of a bot is a bot of its own; the tally remembers whose version it is.
  Tally tally;
  {
    QHash<QString, QString> before;
    for (const MatchOutcome& o : std::as_const(outcomes))
      for (const SeatOutcome& s : o.seats)
        before.insert(versionedName(s.name, s.version), s.name);
    if (!labelVersions(&outcomes).isEmpty())
      tally.baseNames = before;
  }
  if (sprt) {
    if (!outcomes.isEmpty() && outcomes.first().schedule != outcomes.last().schedule) {
      *error = QStringLiteral("the SPRT follows one arena's matches, these results come from several");
      return std::nullopt;
    }
    SprtSequence sequence(*sprt);
    for (const MatchOutcome& o : std::as_const(outcomes))
      if (!sequence.add(o))
        break;
    if (sequence.decided()) {
      const qint64 last = sequence.lastCounted();
      outcomes.removeIf([last](const MatchOutcome& o) { return o.index > last; });
    }
    standings.sprt = sequence.report();
  }

  standings.onePlayer = !outcomes.isEmpty();
  for (const MatchOutcome& o : std::as_const(outcomes))
    standings.onePlayer = standings.onePlayer && o.seats.size() == 1;
  if (standings.onePlayer) {
    // Every bot plays the same seeds: the bots of a seed form a table of their own.
    QList<QList<int>> who;
    QList<QList<double>> scores;
    QHash<QString, int> seedGroup;  // "schedule/seed" -> group
    for (const MatchOutcome& o : std::as_const(outcomes)) {
      const QString key = QStringLiteral("%1/%2").arg(o.schedule).arg(o.seed);
      int g = seedGroup.value(key, -1);
      if (g < 0) {
        g = int(who.size());
        seedGroup.insert(key, g);
        who << QList<int>();
        scores << QList<double>();
      }
      who[g] << tally.botOf(o.seats[0]);
      scores[g] << o.seats[0].score;
    }
    for (qsizetype g = 0; g < who.size(); ++g)
      tally.addTable(who[g], scores[g], true);
  } else {
    for (const MatchOutcome& o : std::as_const(outcomes)) {
      QList<int> who;
      QList<double> scores;
      for (const SeatOutcome& s : o.seats) {
        who << tally.botOf(s);
        scores << s.score;
      }
      tally.addTable(who, scores, true);
      if (who.size() == 2)
        tally.addTwoSeatMatch(o, who[0], who[1]);
    }
    tally.matchPairs();
  }
  standings.matches = outcomes.size();
  for (const MatchOutcome& o : std::as_const(outcomes))
    for (const SeatOutcome& s : o.seats) {
      ValueStandings::add(&tally.bots[tally.botOf(s)].values, s.values);
      CostStandings::add(&tally.bots[tally.botOf(s)].cost, s);
    }

  // Ratings: Bradley-Terry over the pairwise scores, pairs in a fixed order.
  QList<quint64> keys = tally.pairScores.keys();
  std::sort(keys.begin(), keys.end());
  QList<PairwiseScore> scores;
  for (quint64 key : keys)
    scores << tally.pairScores.value(key);
  const int n = int(tally.bots.size());
  const BradleyTerryFit fit = fitBradleyTerry(n, scores);
  for (int i = 0; i < n; ++i) {
    BotStanding& b = tally.bots[i];
    b.elo = fit.elo[i];
    if (n >= 2)
      b.elo95 = std::make_pair(b.elo - fit.margin(i), b.elo + fit.margin(i));
    if (standings.onePlayer && b.matches >= 2) {
      const double mean = b.meanScore();
      const double variance = std::max(0.0, (b.scoreSquares - b.matches * mean * mean) / (b.matches - 1));
      const double half = studentT95(b.matches - 1) * std::sqrt(variance / b.matches);
      b.score95 = std::make_pair(mean - half, mean + half);
    }
  }

  QList<int> order(n);
  for (int i = 0; i < n; ++i)
    order[i] = i;
  const bool onePlayer = standings.onePlayer;
  std::stable_sort(order.begin(), order.end(), [&](int x, int y) {
    const BotStanding& a = tally.bots[x];
    const BotStanding& b = tally.bots[y];
    if (onePlayer && a.meanScore() != b.meanScore())
      return a.meanScore() > b.meanScore();
    if (a.elo != b.elo)
      return a.elo > b.elo;
    const double pa = a.matches ? a.points() / a.matches : 0, pb = b.matches ? b.points() / b.matches : 0;
    return pa > pb;
  });
  for (int r = 0; r < n; ++r)
    standings.ranking << tally.bots[order[r]];
  for (int r = 0; r < n; ++r)
    for (int s = r + 1; s < n; ++s) {
      const int x = order[r], y = order[s];
      const bool flip = x > y;
      const quint64 key = (quint64(flip ? y : x) << 32) | quint64(flip ? x : y);
      auto it = tally.pairResults.constFind(key);
      if (it == tally.pairResults.constEnd())
        continue;
      const HeadToHead& h = *it;
      PairStanding pair;
      pair.a = r;
      pair.b = s;
      pair.result = flip ? headToHead(h.losses, h.draws, h.wins) : headToHead(h.wins, h.draws, h.losses);
      if (auto p = tally.pentanomials.constFind(key); p != tally.pentanomials.constEnd()) {
        const Pentanomial& c = *p;
        pair.paired = pairedHeadToHead(flip ? Pentanomial{c[4], c[3], c[2], c[1], c[0]} : c);
      }
      pair.unpaired = tally.unpaired.value(key);
      standings.pairs << pair;
    }
  return standings;
}

}  // namespace Kibitz::Debugger::Arena

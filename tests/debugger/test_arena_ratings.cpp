// The arena's statistics against values computed by hand (docs/arena.md): the
// Bradley-Terry fit and its intervals, head-to-head Elo and LOS as chess testers report
// them, the SPRT deciding both ways, and the standings of each table type.
#include "arena/ranking_output.h"
#include "arena/ratings.h"
#include "arena/schedule.h"
#include "arena/sprt.h"
#include "arena/standings.h"

#include <QJsonArray>
#include <QtTest>

#include <cmath>
#include <numeric>
#include <random>

using namespace Kibitz::Debugger::Arena;

namespace {

constexpr double kZ = 1.959963984540054;
constexpr double kEloPerNatural = 400.0 / 2.302585092994046;

// A played match: one (name, score) per seat, entrants numbered by first appearance.
MatchOutcome match(qint64 index, uint64_t seed, const QList<std::pair<QString, double>>& seats, const QString& schedule = QStringLiteral("s"))
{
  static QHash<QString, int> entrants;
  MatchOutcome o;
  o.schedule = schedule;
  o.index = index;
  o.gameId = QStringLiteral("g");
  o.seed = seed;
  o.complete = true;
  for (const auto& [name, score] : seats) {
    SeatOutcome s;
    s.name = name;
    s.bot = QStringLiteral("builtin:") + name;
    s.entrant = name == QLatin1String("a") ? 0 : name == QLatin1String("b") ? 1 : int(name.at(0).unicode());
    s.score = score;
    o.seats << s;
  }
  return o;
}

// A deterministic source of uniform numbers in [0, 1): the generator's output is fixed by
// the standard (a std::uniform_real_distribution is not, from one library to another).
class Uniform {
public:
  explicit Uniform(uint64_t seed) : engine_(seed) {}
  double operator()() { return double(engine_() >> 11) * 0x1.0p-53; }

private:
  std::mt19937_64 engine_;
};

// One match's finishing order under the Plackett-Luce model: each next place goes to one
// of the bots left with probability proportional to 10^(Elo/400). Its pairwise marginals
// are exactly Elo's: i finishes above j with probability 1 / (1 + 10^(-(Ri - Rj)/400)),
// whoever else sits at the table. Scores K-1, ..., 0 by place.
QList<double> plackettLuceScores(const QList<double>& elo, Uniform& uniform)
{
  const qsizetype k = elo.size();
  QList<double> scores(k, 0.0);
  QList<qsizetype> left(k);
  std::iota(left.begin(), left.end(), 0);
  for (qsizetype place = 0; place < k; ++place) {
    double total = 0;
    for (qsizetype i : std::as_const(left))
      total += std::pow(10.0, elo[i] / 400);
    double pick = uniform() * total;
    qsizetype chosen = left.size() - 1;
    for (qsizetype j = 0; j < left.size(); ++j) {
      pick -= std::pow(10.0, elo[left[j]] / 400);
      if (pick < 0) {
        chosen = j;
        break;
      }
    }
    scores[left[chosen]] = double(k - 1 - place);
    left.removeAt(chosen);
  }
  return scores;
}

const BotStanding* find(const Standings& st, const QString& name)
{
  for (const BotStanding& b : st.ranking)
    if (b.name == name)
      return &b;
  return nullptr;
}

}  // namespace

class TestArenaRatings : public QObject {
  Q_OBJECT

private slots:
  void twoBotsFitByHand()
  {
    // a: 6 wins, 2 draws, 2 losses against b; one virtual draw: a scores 7.5 of 11.
    const BradleyTerryFit fit = fitBradleyTerry(2, {PairwiseScore{0, 1, 10, 7}});
    QVERIFY(fit.converged);
    const double diff = 400 * std::log10(7.5 / 3.5);  // 132.397
    QVERIFY(std::abs(fit.elo[0] - diff / 2) < 1e-6);
    QVERIFY(std::abs(fit.elo[1] + diff / 2) < 1e-6);
    // Fisher information n p (1 - p) on the difference; each rating carries a quarter of its inverse.
    const double p = 7.5 / 11, information = 11 * p * (1 - p);
    const double sdElo = std::sqrt(1 / (4 * information)) * kEloPerNatural;
    QVERIFY(std::abs(fit.margin(0) - kZ * sdElo) < 1e-6);
    QVERIFY(std::abs(fit.margin(0) - 110.203) < 1e-3);
    QVERIFY(std::abs(fit.differenceMargin(0, 1) - 2 * kZ * sdElo) < 1e-6);
  }

  void perfectRecordStaysFinite()
  {
    const BradleyTerryFit fit = fitBradleyTerry(2, {PairwiseScore{0, 1, 20, 20}});
    QVERIFY(fit.converged);
    QVERIFY(std::abs(fit.elo[0] - fit.elo[1] - 400 * std::log10(20.5 / 0.5)) < 1e-6);
  }

  void cycleIsLevelAndOrderHolds()
  {
    // a > b > c > a, equally: all level. Then a beats both: a first, b and c level.
    BradleyTerryFit fit = fitBradleyTerry(3, {PairwiseScore{0, 1, 10, 7}, PairwiseScore{1, 2, 10, 7}, PairwiseScore{0, 2, 10, 3}});
    for (int i = 0; i < 3; ++i)
      QVERIFY(std::abs(fit.elo[i]) < 1e-9);
    fit = fitBradleyTerry(3, {PairwiseScore{0, 1, 10, 8}, PairwiseScore{0, 2, 10, 8}, PairwiseScore{1, 2, 10, 5}});
    QVERIFY(fit.elo[0] > 50);
    QVERIFY(std::abs(fit.elo[1] - fit.elo[2]) < 1e-9);
    QVERIFY(std::abs(fit.elo[0] + fit.elo[1] + fit.elo[2]) < 1e-9);  // centred
    // The covariance is a pseudo-inverse on the centred space: its rows sum to zero.
    for (int i = 0; i < 3; ++i)
      QVERIFY(std::abs(fit.covariance[i][0] + fit.covariance[i][1] + fit.covariance[i][2]) < 1e-6);
  }

  void headToHeadAsChessTesters()
  {
    // cutechess-cli: "Score of A vs B: 10 - 5 - 5 [0.625] 20", Elo 88.7 +/- 143.9, LOS 90.2 %.
    const HeadToHead h = headToHead(10, 5, 5);
    QCOMPARE(h.games(), 20);
    QCOMPARE(h.score, 0.625);
    QVERIFY(h.difference && std::abs(*h.difference - 88.7395) < 1e-3);
    QVERIFY(h.margin && std::abs(*h.margin - 143.8749) < 1e-3);
    QVERIFY(std::abs(h.los - 0.901647) < 1e-5);
    const HeadToHead all = headToHead(7, 0, 0);
    QVERIFY(!all.difference);
    QVERIFY(all.los > 0.99);
    const HeadToHead level = headToHead(3, 4, 3);
    QVERIFY(level.difference && std::abs(*level.difference) < 1e-9);
    QCOMPARE(level.los, 0.5);
    QCOMPARE(headToHead(0, 0, 0).los, 0.5);
  }

  void studentQuantiles()
  {
    QVERIFY(std::abs(studentT95(1) - 12.706) < 1e-3);
    QVERIFY(std::abs(studentT95(10) - 2.228) < 1e-3);
    QVERIFY(std::abs(studentT95(30) - 2.042) < 1e-3);
    QVERIFY(std::abs(studentT95(31) - 2.0395) < 1e-3);   // the expansion joins the table
    QVERIFY(std::abs(studentT95(120) - 1.9799) < 1e-3);
    QVERIFY(std::abs(studentT95(100000) - kZ) < 1e-4);
  }

  void sprtDecidesBothWaysOnSyntheticData()
  {
    const SprtSettings s{0, 10, 0.05, 0.05};
    QVERIFY(std::abs(s.upperBound() - std::log(0.95 / 0.05)) < 1e-12);
    QVERIFY(std::abs(s.lowerBound() + std::log(0.95 / 0.05)) < 1e-12);
    SprtStatus st = sprtStatus(s, 300, 100, 200);
    QCOMPARE(st.decision, SprtStatus::Decision::AcceptH1);
    QVERIFY(std::abs(st.llr - 3.263998) < 1e-5);
    st = sprtStatus(s, 200, 100, 300);
    QCOMPARE(st.decision, SprtStatus::Decision::AcceptH0);
    QVERIFY(std::abs(st.llr + 3.882443) < 1e-5);
    st = sprtStatus(s, 10, 5, 8);
    QCOMPARE(st.decision, SprtStatus::Decision::Continue);
    QVERIFY(std::abs(st.llr - 0.061659) < 1e-5);
    // Two wins are not a decision; a long perfect record is.
    QCOMPARE(sprtStatus(s, 2, 0, 0).decision, SprtStatus::Decision::Continue);
    QCOMPARE(sprtStatus(s, 40, 0, 0).decision, SprtStatus::Decision::AcceptH1);
    QCOMPARE(sprtStatus(s, 0, 0, 40).decision, SprtStatus::Decision::AcceptH0);
  }

  void sprtSettingsParse()
  {
    QString error;
    std::optional<SprtSettings> s = SprtSettings::parse(QStringLiteral("-5,5"), &error);
    QVERIFY(s);
    QCOMPARE(s->elo0, -5.0);
    QCOMPARE(s->alpha, 0.05);
    s = SprtSettings::parse(QStringLiteral("0,10,0.1,0.2"), &error);
    QVERIFY(s && s->alpha == 0.1 && s->beta == 0.2);
    for (const char* bad : {"5", "10,0", "0,x", "0,10,0.6,0.05", "0,10,0.05"}) {
      error.clear();
      QVERIFY2(!SprtSettings::parse(QString::fromLatin1(bad), &error), bad);
      QVERIFY(error.contains(QStringLiteral("--sprt")));
    }
  }

  void sprtSequenceCountsWholeSeedsInOrder()
  {
    SprtSequence seq(SprtSettings{0, 10, 0.05, 0.05});
    // Seed 1: a wins both; the sequence counts only once both matches are in.
    QVERIFY(seq.add(match(0, 1, {{QStringLiteral("a"), 1}, {QStringLiteral("b"), 0}})));
    QCOMPARE(seq.report().matches, 0);
    QCOMPARE(seq.lastCounted(), -1);
    QVERIFY(seq.add(match(1, 1, {{QStringLiteral("b"), 0}, {QStringLiteral("a"), 1}})));
    QCOMPARE(seq.report().wins, 2);
    QCOMPARE(seq.lastCounted(), 1);
    QCOMPARE(seq.report().first, QStringLiteral("a"));
    // A gap stops it.
    QVERIFY(!seq.add(match(3, 2, {{QStringLiteral("a"), 1}, {QStringLiteral("b"), 0}})));
    QCOMPARE(seq.report().matches, 2);
  }

  void standingsSprtCutsAtTheDecision()
  {
    QList<MatchOutcome> list;
    for (int seed = 0; seed < 100; ++seed) {
      list << match(2 * seed, seed, {{QStringLiteral("a"), 1}, {QStringLiteral("b"), 0}});
      list << match(2 * seed + 1, seed, {{QStringLiteral("b"), 0}, {QStringLiteral("a"), 1}});
    }
    QString error;
    const std::optional<Standings> st = computeStandings(list, SprtSettings{0, 10, 0.05, 0.05}, &error);
    QVERIFY2(st, qPrintable(error));
    QVERIFY(st->sprt);
    QCOMPARE(st->sprt->status.decision, SprtStatus::Decision::AcceptH1);
    QVERIFY(st->matches < 200);
    QCOMPARE(st->matches, st->sprt->matches);
    QCOMPARE(st->matches % 2, 0);
    // The smallest perfect record that decides on pairs (seeds played with seats swapped):
    // one seed fewer does not.
    QVERIFY(sprtStatusPentanomial(SprtSettings{0, 10, 0.05, 0.05}, {0, 0, 0, 0, int(st->matches) / 2 - 1}).decision
            == SprtStatus::Decision::Continue);
    QCOMPARE(find(*st, QStringLiteral("a"))->wins, int(st->matches));
  }

  void twoSeatStandings()
  {
    QList<MatchOutcome> list{match(0, 1, {{QStringLiteral("a"), 1}, {QStringLiteral("b"), 0}}),
                             match(1, 1, {{QStringLiteral("b"), 1}, {QStringLiteral("a"), 1}}),
                             match(2, 2, {{QStringLiteral("a"), -1}, {QStringLiteral("b"), 1}}),
                             match(3, 2, {{QStringLiteral("b"), 0}, {QStringLiteral("a"), 1}})};
    // Results in any order give the same standings.
    std::reverse(list.begin(), list.end());
    QString error;
    const std::optional<Standings> st = computeStandings(list, std::nullopt, &error);
    QVERIFY2(st, qPrintable(error));
    QCOMPARE(st->matches, 4);
    QVERIFY(!st->onePlayer);
    const BotStanding* a = find(*st, QStringLiteral("a"));
    QVERIFY(a);
    QCOMPARE(a->wins, 2);
    QCOMPARE(a->draws, 1);
    QCOMPARE(a->losses, 1);
    QCOMPARE(a->meanScore(), 0.5);
    QCOMPARE(st->ranking.first().name, QStringLiteral("a"));
    QCOMPARE(st->pairs.size(), 1);
    QCOMPARE(st->pairs[0].result.wins, 2);
    QCOMPARE(st->pairs[0].result.losses, 1);
    // The fit saw a score of 2.5 of 4, plus the virtual draw: 3 of 5.
    QVERIFY(std::abs(a->elo - 400 * std::log10(3.0 / 2.0) / 2) < 1e-6);
    // Matches add up: two seats per match.
    int seats = 0;
    for (const BotStanding& b : st->ranking)
      seats += b.matches;
    QCOMPARE(seats, 8);
  }

  void fourSeatTablesDecomposeIntoPairs()
  {
    QString error;
    // a first alone, b and c level, d last.
    const std::optional<Standings> st = computeStandings(
        {match(0, 1, {{QStringLiteral("a"), 10}, {QStringLiteral("b"), 5}, {QStringLiteral("c"), 5}, {QStringLiteral("d"), 0}}),
         match(1, 1, {{QStringLiteral("b"), 7}, {QStringLiteral("c"), 7}, {QStringLiteral("d"), 1}, {QStringLiteral("a"), 7}})},
        std::nullopt, &error);
    QVERIFY2(st, qPrintable(error));
    const BotStanding* a = find(*st, QStringLiteral("a"));
    const BotStanding* b = find(*st, QStringLiteral("b"));
    const BotStanding* d = find(*st, QStringLiteral("d"));
    QCOMPARE(a->wins, 1);
    QCOMPARE(a->draws, 1);  // shared first place in the second match
    QCOMPARE(b->losses, 1);
    QCOMPARE(b->draws, 1);
    QCOMPARE(d->losses, 2);
    QCOMPARE(st->ranking.first().name, QStringLiteral("a"));
    QCOMPARE(st->ranking.last().name, QStringLiteral("d"));
    QCOMPARE(st->pairs.size(), 6);
    // Head to head counts every shared table: a vs b is one win and one draw.
    for (const PairStanding& p : st->pairs)
      if (st->ranking[p.a].name == QLatin1String("a") && st->ranking[p.b].name == QLatin1String("b")) {
        QCOMPARE(p.result.wins, 1);
        QCOMPARE(p.result.draws, 1);
      }
    // Each comparison weighs 1/3: the fit equals one built from those weights by hand.
    const double w = 1.0 / 3;
    // indices by first appearance: a 0, b 1, c 2, d 3
    const BradleyTerryFit fit = fitBradleyTerry(
        4, {PairwiseScore{0, 1, 2 * w, 1.5 * w}, PairwiseScore{0, 2, 2 * w, 1.5 * w}, PairwiseScore{0, 3, 2 * w, 2 * w},
            PairwiseScore{1, 2, 2 * w, 1 * w}, PairwiseScore{1, 3, 2 * w, 2 * w}, PairwiseScore{2, 3, 2 * w, 2 * w}});
    QVERIFY(std::abs(a->elo - fit.elo[0]) < 1e-9);
    QVERIFY(std::abs(d->elo - fit.elo[3]) < 1e-9);
  }

  // Tables of four seats simulated with known strengths (Plackett-Luce, seeded): the fit
  // finds the true order, and its 95% intervals cover the true ratings (relative to the
  // pool's mean, as the ranking reports them) at least as often as they claim to.
  void fourSeatTablesRecoverKnownStrengths()
  {
    const QList<double> truth{-200, -90, 0, 100, 190};  // centred: the ranking's scale
    const int bots = int(truth.size());
    const int tournaments = 40;
    const qint64 matches = 400;  // 20 rounds of the 5 tables of 4, each in 4 rotations
    QString error;
    const std::optional<Schedule> schedule = Schedule::make(bots, 4, matches, 1, &error);
    QVERIFY2(schedule && schedule->size() == matches, qPrintable(error));
    int covered = 0, intervals = 0;
    double squaredError = 0, sdSum = 0;
    for (int t = 0; t < tournaments; ++t) {
      Uniform uniform(0x5eed0000u + uint64_t(t));
      QList<MatchOutcome> outcomes;
      for (qint64 i = 0; i < schedule->size(); ++i) {
        const ScheduledMatch m = schedule->at(i);
        QList<double> elo;
        for (int e : m.seats)
          elo << truth[e];
        const QList<double> scores = plackettLuceScores(elo, uniform);
        QList<std::pair<QString, double>> seats;
        for (qsizetype s = 0; s < m.seats.size(); ++s)
          seats.append({QStringLiteral("bot%1").arg(m.seats[s]), scores[s]});
        outcomes << match(i, m.seed, seats);
      }
      const std::optional<Standings> st = computeStandings(outcomes, std::nullopt, &error);
      QVERIFY2(st, qPrintable(error));
      QCOMPARE(st->ranking.size(), bots);
      // The true order, strongest first, in every tournament (the closest bots are 90 Elo
      // apart, more than 4 standard deviations of their difference here).
      for (int r = 0; r < bots; ++r)
        QCOMPARE(st->ranking[r].name, QStringLiteral("bot%1").arg(bots - 1 - r));
      for (const BotStanding& b : st->ranking) {
        const double real = truth[b.name.mid(3).toInt()];
        QVERIFY(b.elo95);
        ++intervals;
        covered += b.elo95->first <= real && real <= b.elo95->second ? 1 : 0;
        squaredError += (b.elo - real) * (b.elo - real);
        sdSum += (b.elo95->second - b.elo95->first) / (2 * kZ);
      }
    }
    // Coverage: at least 90 % of the 200 intervals. Correct 95 % intervals fall below that
    // with a probability under 0.1 % (a binomial 190 +/- 3.1), and the test is seeded: a
    // failure means intervals too narrow, for instance from taking the pairs of one match
    // for independent games.
    QVERIFY2(covered >= intervals * 9 / 10, qPrintable(QStringLiteral("%1 of %2 intervals cover the truth").arg(covered).arg(intervals)));
    // Their width (docs/arena.md): the weight 1/(K-1) assumes a bot's K-1 comparisons of a
    // match go all the same way; under Plackett-Luce they do less, and the reported
    // standard deviation is sqrt(3 (K-1) / (K+1)) = 1.34 times the real error at K = 4.
    // Within 15 % of that (the sampling error of 200 errors is about 6 %): conservative,
    // never too narrow, and not wider than the model explains.
    const double ratio = (sdSum / intervals) / std::sqrt(squaredError / intervals);
    const double expected = std::sqrt(3.0 * 3 / 5);
    QVERIFY2(ratio > expected * 0.85 && ratio < expected * 1.15,
             qPrintable(QStringLiteral("reported sd / root mean squared error = %1, expected about %2").arg(ratio).arg(expected)));
  }

  void onePlayerSeedsAreTables()
  {
    QString error;
    const std::optional<Standings> st =
        computeStandings({match(0, 1, {{QStringLiteral("a"), 10}}), match(1, 1, {{QStringLiteral("b"), 15}}),
                          match(2, 2, {{QStringLiteral("a"), 20}}), match(3, 2, {{QStringLiteral("b"), 15}}),
                          match(4, 3, {{QStringLiteral("a"), 30}}), match(5, 3, {{QStringLiteral("b"), 15}})},
                         std::nullopt, &error);
    QVERIFY2(st, qPrintable(error));
    QVERIFY(st->onePlayer);
    const BotStanding* a = find(*st, QStringLiteral("a"));
    const BotStanding* b = find(*st, QStringLiteral("b"));
    QCOMPARE(st->ranking.first().name, QStringLiteral("a"));  // mean 20 against 15
    QCOMPARE(a->wins, 2);
    QCOMPARE(a->losses, 1);
    QCOMPARE(b->wins, 1);
    QCOMPARE(a->meanScore(), 20.0);
    // Mean 20, sample sd 10, t(2) = 4.303: 20 +/- 4.303 * 10 / sqrt(3).
    QVERIFY(a->score95);
    const double half = 4.302652730 * 10 / std::sqrt(3.0);
    QVERIFY(std::abs(a->score95->first - (20 - half)) < 1e-6);
    QVERIFY(std::abs(a->score95->second - (20 + half)) < 1e-6);
    QVERIFY(b->score95 && b->score95->first == 15 && b->score95->second == 15);
  }

  void outputCarriesTheContract()
  {
    QString error;
    const std::optional<Standings> st = computeStandings(
        {match(0, 1, {{QStringLiteral("a"), 1}, {QStringLiteral("b"), 0}}), match(1, 1, {{QStringLiteral("b"), 0}, {QStringLiteral("a"), 0}})},
        std::nullopt, &error);
    QVERIFY(st);
    const QJsonObject json = rankingJson(*st);
    QCOMPARE(json.value(QStringLiteral("game")).toString(), QStringLiteral("g"));
    QCOMPARE(json.value(QStringLiteral("matches")).toInt(), 2);
    const QJsonArray ranking = json.value(QStringLiteral("ranking")).toArray();
    QCOMPARE(ranking.size(), 2);
    for (const char* key : {"name", "bot", "matches", "wins", "draws", "losses", "score", "elo", "elo95"})
      QVERIFY2(ranking[0].toObject().contains(QLatin1String(key)), key);
    QCOMPARE(ranking[0].toObject().value(QStringLiteral("elo95")).toArray().size(), 2);
    const QJsonObject pair = json.value(QStringLiteral("pairs")).toArray().at(0).toObject();
    QCOMPARE(pair.value(QStringLiteral("wins")).toInt(), 1);
    QCOMPARE(pair.value(QStringLiteral("draws")).toInt(), 1);
    const QStringList text = rankingText(*st);
    QVERIFY(text.join(QLatin1Char('\n')).contains(QStringLiteral("Score of a vs b: 1 - 0 - 1  [0.750] 2")));
    QVERIFY(text.join(QLatin1Char('\n')).contains(QStringLiteral("Elo difference: 190.8 +/- ")));
  }

  void mixedGamesAreRefused()
  {
    MatchOutcome other = match(1, 1, {{QStringLiteral("a"), 1}, {QStringLiteral("b"), 0}});
    other.gameId = QStringLiteral("h");
    QString error;
    QVERIFY(!computeStandings({match(0, 1, {{QStringLiteral("a"), 1}, {QStringLiteral("b"), 0}}), other}, std::nullopt, &error));
    QVERIFY(error.contains(QStringLiteral("two games")));
  }
};

QTEST_GUILESS_MAIN(TestArenaRatings)
#include "test_arena_ratings.moc"

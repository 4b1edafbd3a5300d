// Ratings on pairs of matches (docs/arena.md, "Pairs of matches"): the worked example's
// Elo, interval, normalized Elo, LOS and LLR against values computed independently, pairs
// found in results (and leftovers set apart), the SPRT deciding on pairs, and a real
// Fencing arena reporting them.
#include "arena/ratings.h"
#include "arena/sprt.h"
#include "arena/standings.h"
#include "support/cli_run.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace Kibitz;
using namespace Kibitz::Debugger::Arena;

namespace {

// Within 1e-6 relative (or absolute near 0).
bool near(double actual, double expected)
{
  return std::abs(actual - expected) <= 1e-6 * std::max(1.0, std::abs(expected));
}

#define QVERIFY_NEAR(actual, expected) \
  QVERIFY2(near((actual), (expected)), qPrintable(QStringLiteral("%1 = %2, expected %3").arg(#actual).arg((actual), 0, 'g', 17).arg((expected), 0, 'g', 17)))

// A two-seat match: `first` scored `firstScore` against `second` in the seats given.
MatchOutcome match(qint64 index, uint64_t seed, const QString& first, double firstScore, const QString& second, double secondScore)
{
  MatchOutcome o;
  o.schedule = QStringLiteral("s");
  o.index = index;
  o.gameId = QStringLiteral("g");
  o.seed = seed;
  o.complete = true;
  for (const auto& [name, score] : {std::pair{first, firstScore}, std::pair{second, secondScore}}) {
    SeatOutcome s;
    s.name = name;
    s.bot = QStringLiteral("builtin:") + name;
    s.entrant = name == QLatin1String("a") ? 0 : 1;
    s.score = score;
    o.seats << s;
  }
  return o;
}

// The seed's two matches, seats swapped: a's points in each (1, 0.5 or 0).
QList<MatchOutcome> seedPair(qint64 index, uint64_t seed, double first, double second)
{
  return {match(index, seed, QStringLiteral("a"), first, QStringLiteral("b"), 1 - first),
          match(index + 1, seed, QStringLiteral("b"), 1 - second, QStringLiteral("a"), second)};
}

QJsonObject runJson(const QStringList& args)
{
  Test::CliOptions options;
  options.timeoutMs = 300000;
  const Test::CliResult r = Test::runCli(QStringLiteral(KIBITZ_CLI_PATH), args, options);
  if (r.exitCode != 0)
    qWarning("%s", r.err.toLocal8Bit().constData());
  return QJsonDocument::fromJson(r.outBytes).object();
}

}  // namespace

class TestArenaPentanomial : public QObject {
  Q_OBJECT

private slots:
  // docs/arena.md's worked example: pentanomial counts [LL, LD, DD+WL, WD, WW] =
  // [10, 40, 100, 45, 12], SPRT elo0 0, elo1 5, alpha = beta = 0.05. The expected values
  // were computed independently with python3 (standard library only), by fastchess' way
  // (mean and variance of the pair's per-game score i/4, interval s +/- 1.959964 sqrt(v/N),
  // nElo = (s - 1/2) / sqrt(2v) * 800/ln 10, LLR = N (s1 - s0)(2s - s0 - s1) / (2v)) and
  // cross-checked by fishtest's (stat_util.stats/get_elo on the 5-list: 2N games, the same
  // score and interval to 1e-9):
  //   N = 207; s = sum(c*i/4)/N; v = sum(c*(i/4 - s)**2)/N
  //   lo, hi = s -/+ z*sqrt(v/N); elo = -400*log10(1/s - 1); margin = (elo(hi) - elo(lo))/2
  //   los = NormalDist().cdf((s - 0.5)/sqrt(v/N))
  //   s0, s1 = 1/(1 + 10**(-elo0/400)), 1/(1 + 10**(-elo1/400))
  void workedExample()
  {
    const PairedHeadToHead h = pairedHeadToHead({10, 40, 100, 45, 12});
    QCOMPARE(h.pairs(), 207);
    QVERIFY_NEAR(h.score, 0.5108695652173914);
    QVERIFY_NEAR(h.variance, 0.052116152068893085);
    QVERIFY(h.difference && h.margin && h.normalized && h.normalizedMargin);
    QVERIFY_NEAR(*h.difference, 7.5541376641495654);
    QVERIFY_NEAR(*h.margin, 21.648160071589736);
    QVERIFY_NEAR(*h.difference - *h.margin, -14.094022407440171);
    QVERIFY_NEAR(*h.difference + *h.margin, 29.2022977357393);
    QVERIFY_NEAR(*h.normalized, 11.697291203936315);
    QVERIFY_NEAR(*h.normalizedMargin, 33.46741883031079);
    QVERIFY_NEAR(h.los, 0.7533382925468913);

    const SprtSettings settings{0, 5, 0.05, 0.05};
    QVERIFY_NEAR(scoreFromElo(settings.elo1), 0.5071950817090514);
    QVERIFY_NEAR(gsprtLlr(settings, h.pairs(), h.score, h.variance), 0.20782082200266697);
    QVERIFY_NEAR(settings.lowerBound(), -2.9444389791664403);
    QVERIFY_NEAR(settings.upperBound(), 2.9444389791664403);
    // With the virtual pairs (1, 2, 3, 2, 1)/12 the arena adds (same snippet, counts + prior).
    const SprtStatus st = sprtStatusPentanomial(settings, {10, 40, 100, 45, 12});
    QVERIFY_NEAR(st.llr, 0.20699901011768207);
    QCOMPARE(st.decision, SprtStatus::Decision::Continue);

    // The same 414 matches game by game (70 DD and 30 WL pairs: W 99, D 225, L 90): the same
    // score, and cutechess' per-game interval, wider here (python3 as above, per game).
    const HeadToHead tri = headToHead(99, 225, 90);
    QVERIFY_NEAR(tri.score, h.score);
    QVERIFY(tri.margin);
    QVERIFY_NEAR(*tri.margin, 22.643758249417274);
    QVERIFY(*h.margin < *tri.margin);

    // From b's side: the mirrored counts give the opposite figures.
    const PairedHeadToHead m = pairedHeadToHead(h.mirrored());
    QVERIFY_NEAR(*m.difference, -*h.difference);
    QVERIFY_NEAR(*m.margin, *h.margin);
    QVERIFY_NEAR(m.los, 1 - h.los);
  }

  void edgeCases()
  {
    const PairedHeadToHead none = pairedHeadToHead({0, 0, 0, 0, 0});
    QCOMPARE(none.pairs(), 0);
    QVERIFY(!none.difference && !none.normalized);
    QCOMPARE(none.los, 0.5);
    // Every pair won twice: no finite difference, certain superiority.
    const PairedHeadToHead perfect = pairedHeadToHead({0, 0, 0, 0, 9});
    QVERIFY(!perfect.difference && !perfect.margin && !perfect.normalized);
    QCOMPARE(perfect.los, 1.0);
    // Every pair split (DD or WL): even, with no spread at all.
    const PairedHeadToHead even = pairedHeadToHead({0, 0, 7, 0, 0});
    QVERIFY(even.difference && even.margin);
    QCOMPARE(*even.difference, 0.0);
    QCOMPARE(*even.margin, 0.0);
  }

  // Pairs are a seed's two matches with the seats swapped; a match whose seed's other match
  // is missing is counted apart and left out; the counts are from the higher-ranked bot's side.
  void standingsFindPairs()
  {
    QList<MatchOutcome> list;
    list << seedPair(0, 1, 1, 1) << seedPair(2, 2, 1, 0) << seedPair(4, 3, 0.5, 1) << seedPair(6, 4, 0.5, 0.5)
         << seedPair(8, 5, 0, 0.5);
    list << match(10, 6, QStringLiteral("a"), 1, QStringLiteral("b"), 0);  // its pair never played
    QString error;
    const std::optional<Standings> st = computeStandings(list, std::nullopt, &error);
    QVERIFY2(st, qPrintable(error));
    QCOMPARE(st->pairs.size(), 1);
    const PairStanding& p = st->pairs.first();
    QCOMPARE(st->ranking[p.a].name, QStringLiteral("a"));
    QCOMPARE(p.result.games(), 11);
    QVERIFY(p.paired);
    QCOMPARE(p.paired->counts, (Pentanomial{0, 1, 2, 1, 1}));
    QCOMPARE(p.unpaired, 1);
    QVERIFY_NEAR(p.paired->score, (0.25 + 0.5 + 0.5 + 0.75 + 1) / 5);

    // Two matches of one seed in the same seats are not a pair.
    const QList<MatchOutcome> same{match(0, 1, QStringLiteral("a"), 1, QStringLiteral("b"), 0),
                                   match(1, 1, QStringLiteral("a"), 1, QStringLiteral("b"), 0)};
    const std::optional<Standings> st2 = computeStandings(same, std::nullopt, &error);
    QVERIFY(st2 && !st2->pairs.first().paired);
    QCOMPARE(st2->pairs.first().unpaired, 2);
  }

  // The SPRT counts a seed at a time and decides on pairs: a perfect record needs 10 pairs
  // (the virtual pairs keep 9 from deciding); it stops there and says so.
  void sprtDecidesOnPairs()
  {
    QList<MatchOutcome> list;
    for (int seed = 0; seed < 100; ++seed)
      list << seedPair(2 * seed, seed, 1, 1);
    QString error;
    const SprtSettings settings{0, 10, 0.05, 0.05};
    const std::optional<Standings> st = computeStandings(list, settings, &error);
    QVERIFY2(st && st->sprt, qPrintable(error));
    const SprtReport& r = *st->sprt;
    QVERIFY(r.paired());
    QCOMPARE(r.status.decision, SprtStatus::Decision::AcceptH1);
    QCOMPARE(r.pentanomial, (Pentanomial{0, 0, 0, 0, 10}));
    QCOMPARE(r.matches, 20);
    QCOMPARE(st->matches, 20);
    QCOMPARE(sprtStatusPentanomial(settings, {0, 0, 0, 0, 9}).decision, SprtStatus::Decision::Continue);
    QCOMPARE(r.wins, 20);  // the trinomial figures stay
    QCOMPARE(r.trinomial.decision, SprtStatus::Decision::AcceptH1);

    // A clear loser: H0 on pairs too.
    QList<MatchOutcome> losing;
    for (int seed = 0; seed < 100; ++seed)
      losing << seedPair(2 * seed, seed, seed % 3 == 0 ? 0.5 : 0, 0);
    const std::optional<Standings> lost = computeStandings(losing, settings, &error);
    QVERIFY(lost && lost->sprt);
    QCOMPARE(lost->sprt->status.decision, SprtStatus::Decision::AcceptH0);
    QVERIFY(lost->matches < 200);

    // Seeds whose matches did not swap the seats: the test falls back to games.
    QList<MatchOutcome> unswapped;
    for (int seed = 0; seed < 100; ++seed)
      unswapped << match(2 * seed, seed, QStringLiteral("a"), 1, QStringLiteral("b"), 0)
                << match(2 * seed + 1, seed, QStringLiteral("a"), 1, QStringLiteral("b"), 0);
    const std::optional<Standings> tri = computeStandings(unswapped, settings, &error);
    QVERIFY(tri && tri->sprt);
    QVERIFY(!tri->sprt->paired());
    QCOMPARE(tri->sprt->status.decision, SprtStatus::Decision::AcceptH1);
    QCOMPARE(tri->sprt->status.llr, tri->sprt->trinomial.llr);
  }

  // A real arena of two built-in Fencing bots: 100 pairs, none left over, the interval on
  // pairs reported next to the trinomial one. Two fencers: the seed decides a match (76
  // wins each, 48 draws), and swapping the seats mirrors it, so every pair splits and the
  // interval on pairs is as narrow as can be, where game by game it is +/- 42 Elo.
  void realArenaReportsPairs()
  {
    QTemporaryDir dir;
    const QJsonObject out = runJson({QStringLiteral("arena"), QStringLiteral("fencing"), QStringLiteral("--bot"), QStringLiteral("builtin:fencer"),
                                     QStringLiteral("--bot"), QStringLiteral("builtin:fencer"), QStringLiteral("--matches"), QStringLiteral("200"),
                                     QStringLiteral("--db"), dir.filePath(QStringLiteral("a.sqlite")), QStringLiteral("--json")});
    QCOMPARE(out.value(QStringLiteral("matches")).toInt(), 200);
    const QJsonObject pair = out.value(QStringLiteral("pairs")).toArray().at(0).toObject();
    QCOMPARE(pair.value(QStringLiteral("unpaired")).toInt(), 0);
    const QJsonObject penta = pair.value(QStringLiteral("pentanomial")).toObject();
    const QJsonArray counts = penta.value(QStringLiteral("counts")).toArray();
    QCOMPARE(counts.size(), 5);
    int sum = 0;
    double points = 0;
    for (int k = 0; k < 5; ++k) {
      sum += counts.at(k).toInt();
      points += counts.at(k).toInt() * k / 2.0;
    }
    QCOMPARE(sum, 100);
    QCOMPARE(penta.value(QStringLiteral("pairs")).toInt(), 100);
    // The same points as game by game.
    QCOMPARE(points, pair.value(QStringLiteral("wins")).toInt() + pair.value(QStringLiteral("draws")).toInt() / 2.0);
    QVERIFY(std::abs(penta.value(QStringLiteral("score")).toDouble() - pair.value(QStringLiteral("score")).toDouble()) < 1e-4);
    const QJsonValue tri95 = pair.value(QStringLiteral("elo_diff95"));
    const QJsonValue penta95 = penta.value(QStringLiteral("elo_diff95"));
    if (tri95.isArray() && penta95.isArray()) {
      const double triWidth = tri95[1].toDouble() - tri95[0].toDouble();
      const double pentaWidth = penta95[1].toDouble() - penta95[0].toDouble();
      qInfo("95%% interval width: %.1f Elo on pairs, %.1f Elo game by game (counts %d %d %d %d %d)", pentaWidth, triWidth,
            counts.at(0).toInt(), counts.at(1).toInt(), counts.at(2).toInt(), counts.at(3).toInt(), counts.at(4).toInt());
      QVERIFY(pentaWidth <= triWidth + 0.2);
    } else {
      QVERIFY(penta95.isNull() == tri95.isNull());  // both unbounded (a perfect record)
    }
  }

  // --sprt on a real arena decides on pairs and stops.
  void realArenaSprtOnPairs()
  {
    QTemporaryDir dir;
    const QJsonObject out = runJson({QStringLiteral("arena"), QStringLiteral("fencing"), QStringLiteral("--bot"), QStringLiteral("builtin:fencer"),
                                     QStringLiteral("--bot"), QStringLiteral("builtin:random"), QStringLiteral("--sprt"), QStringLiteral("0,10"),
                                     QStringLiteral("--db"), dir.filePath(QStringLiteral("s.sqlite")), QStringLiteral("--json")});
    const QJsonObject s = out.value(QStringLiteral("sprt")).toObject();
    QCOMPARE(s.value(QStringLiteral("model")).toString(), QStringLiteral("pentanomial"));
    QCOMPARE(s.value(QStringLiteral("decision")).toString(), QStringLiteral("H1"));
    const int matches = s.value(QStringLiteral("matches")).toInt();
    QVERIFY(matches > 0 && matches < 20000 && matches % 2 == 0);
    int pairs = 0;
    for (const QJsonValue& c : s.value(QStringLiteral("pentanomial")).toArray())
      pairs += c.toInt();
    QCOMPARE(pairs * 2, matches);
    QVERIFY(s.value(QStringLiteral("llr")).toDouble() >= s.value(QStringLiteral("upper")).toDouble());
    QVERIFY(s.contains(QStringLiteral("llr_trinomial")));
  }
};

QTEST_GUILESS_MAIN(TestArenaPentanomial)
#include "test_arena_pentanomial.moc"

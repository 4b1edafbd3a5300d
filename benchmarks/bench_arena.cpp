// The arena (issue #16): matches per second of kibitz-cli arena between built-in bots and
// between trivial external bots, the arena's own cost per bot turn over the plain runner,
// and ranking a database of 10,000 matches. Figures for docs/performance.md, "Arena".
#include "arena/arena_plan.h"
#include "arena/match_play.h"
#include "arena/standings.h"
#include "arena/tournament.h"

#include "match/match_builder.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <algorithm>

using namespace Kibitz;

namespace {

struct Run {
  bool ok = false;
  double seconds = 0;
  QString err;
};

Run cli(const QStringList& args, const QString& dir)
{
  QProcess p;
  p.setWorkingDirectory(dir);
  QElapsedTimer timer;
  timer.start();
  p.start(QStringLiteral(KIBITZ_CLI_PATH), args);
  Run r;
  r.ok = p.waitForFinished(600000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
  r.seconds = double(timer.nsecsElapsed()) / 1e9;
  r.err = QString::fromUtf8(p.readAllStandardError()).trimmed();
  return r;
}

double median(QList<double> v)
{
  std::sort(v.begin(), v.end());
  return v.isEmpty() ? 0 : v[v.size() / 2];
}

// Matches/s of `kibitz-cli arena` end to end (process start, database, ranking), best and
// median of three runs on fresh databases.
void arenaRate(const QString& what, const QStringList& bots, qint64 matches)
{
  QTemporaryDir dir;
  QList<double> rates;
  for (int run = 0; run < 3; ++run) {
    QStringList args{QStringLiteral("arena"), QStringLiteral("fencing"), QStringLiteral("--matches"), QString::number(matches),
                     QStringLiteral("--jobs"), QStringLiteral("2"), QStringLiteral("--db"),
                     dir.filePath(QStringLiteral("r%1.sqlite").arg(run))};
    for (const QString& b : bots)
      args << QStringLiteral("--bot") << b;
    const Run r = cli(args, dir.path());
    QVERIFY2(r.ok, qPrintable(r.err));
    rates << matches / r.seconds;
  }
  qInfo("%s: %lld matches, --jobs 2, replays off: median %.0f matches/s (best %.0f), end to end", qPrintable(what), matches,
        median(rates), *std::max_element(rates.begin(), rates.end()));
}

}  // namespace

class BenchArena : public QObject {
  Q_OBJECT
private slots:
  void fencingBuiltinBots()
  {
    arenaRate(QStringLiteral("fencing, fencer vs fencer (200-turn matches)"),
              {QStringLiteral("builtin:fencer"), QStringLiteral("builtin:fencer")}, 20000);
    arenaRate(QStringLiteral("fencing, fencer, random, idle"),
              {QStringLiteral("builtin:fencer"), QStringLiteral("builtin:random"), QStringLiteral("builtin:idle")}, 30000);
  }

  void fencingExternalBots()
  {
#ifdef KIBITZ_BOT_FENCING
    const QString bot = QStringLiteral("cmd:\"%1\"").arg(QStringLiteral(KIBITZ_BOT_FENCING));
    arenaRate(QStringLiteral("fencing, two trivial external C++ bots (fencing_bot WALK vs BREAK)"),
              {bot + QStringLiteral(" WALK"), bot + QStringLiteral(" BREAK")}, 1000);
#else
    QSKIP("the test bots are not built (KIBITZ_BUILD_TESTS=OFF)");
#endif
  }

  void overheadPerBotTurn()
  {
    // The same 4000 fencer-vs-fencer matches, one thread: the plain runner (built, run,
    // result kept) against the arena (schedule, job, runner, summaries, one SQLite
    // transaction per match, the ranking read back). Best of three each.
    const qint64 matches = 4000;
    Debugger::MatchRequest base;
    base.gameId = QStringLiteral("fencing");
    base.bots = {QStringLiteral("builtin:fencer"), QStringLiteral("builtin:fencer")};
    QString error, notice;
    const std::optional<Debugger::Arena::ArenaPlan> plan =
        Debugger::Arena::ArenaPlan::make(base, matches, 0, std::nullopt, &error, &notice);
    QVERIFY2(plan, qPrintable(error));
    double plainBest = 1e99, arenaBest = 1e99;
    qint64 botTurns = 0;
    for (int run = 0; run < 3; ++run) {
      QElapsedTimer timer;
      timer.start();
      qint64 turns = 0;
      for (qint64 i = 0; i < matches; ++i) {
        std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(plan->job(i).request(false), &error);
        QVERIFY2(runner, qPrintable(error));
        runner->run();
        runner->finish();
        for (const Debugger::SeatSummary& s : runner->seatSummaries())
          turns += s.replies;
      }
      plainBest = std::min(plainBest, double(timer.nsecsElapsed()) / 1e9);
      botTurns = turns;

      QTemporaryDir dir;
      timer.restart();
      Debugger::Arena::Tournament::Options options;
      options.dbPath = dir.filePath(QStringLiteral("o.sqlite"));
      options.jobs = 1;
      std::unique_ptr<Debugger::Arena::Tournament> t = Debugger::Arena::Tournament::open(*plan, options, &error);
      QVERIFY2(t && t->preflight(&error) && t->run({}, &error), qPrintable(error));
      QVERIFY(t->standings(&error));
      arenaBest = std::min(arenaBest, double(timer.nsecsElapsed()) / 1e9);
    }
    const double overheadUs = (arenaBest - plainBest) / double(botTurns) * 1e6;
    qInfo("arena overhead: %lld matches, %lld bot turns; plain runner %.3f s, arena --jobs 1 %.3f s: %.3f us per bot turn "
          "(%.1f us per match)",
          matches, botTurns, plainBest, arenaBest, overheadUs, (arenaBest - plainBest) / matches * 1e6);
  }

  void rankTenThousandMatches()
  {
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("10k.sqlite"));
    const Run made = cli({QStringLiteral("arena"), QStringLiteral("fencing"), QStringLiteral("--bot"), QStringLiteral("builtin:fencer"),
                          QStringLiteral("--bot"), QStringLiteral("builtin:random"), QStringLiteral("--bot"), QStringLiteral("builtin:idle"),
                          QStringLiteral("--bot"), QStringLiteral("builtin:fencer"), QStringLiteral("--matches"), QStringLiteral("10000"),
                          QStringLiteral("--db"), db},
                         dir.path());
    QVERIFY2(made.ok, qPrintable(made.err));
    QList<double> wall, inProcess;
    for (int run = 0; run < 5; ++run) {
      const Run r = cli({QStringLiteral("rank"), db, QStringLiteral("--json")}, dir.path());
      QVERIFY2(r.ok, qPrintable(r.err));
      wall << r.seconds * 1000;
      QElapsedTimer timer;
      timer.start();
      QString error;
      std::unique_ptr<Debugger::Arena::ResultsDb> d = Debugger::Arena::ResultsDb::open(db, &error, Debugger::Arena::ResultsDb::Access::Read);
      QVERIFY2(d, qPrintable(error));
      const std::optional<QList<Debugger::Arena::MatchOutcome>> outcomes = d->outcomes(&error);
      QVERIFY2(outcomes && outcomes->size() == 10008, qPrintable(error));
      QVERIFY(Debugger::Arena::computeStandings(*outcomes, std::nullopt, &error));
      inProcess << double(timer.nsecsElapsed()) / 1e6;
    }
    qInfo("rank a 10,008-match database (4 bots): kibitz-cli rank --json median %.1f ms wall; open + read + rank in process "
          "median %.1f ms",
          median(wall), median(inProcess));
  }
};

QTEST_GUILESS_MAIN(BenchArena)
#include "bench_arena.moc"

// OrkIsland against the original engine's own figures (issue #5): the engine alone
// (map generation and 200 rounds of built-in bots, nothing recorded); map generation plus
// a 200-round match recorded as a replay and written to disk, with four `null` and with
// four `dummy` bots; and the replay's size against the native log of the same match.
#include "replay/replay_file.h"
#include "replay/replay_convert.h"

#include "core/game.h"
#include "core/random.h"
#include "core/registry.h"
#include "support/test_matches.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <ctime>

using namespace Kibitz;

namespace {

// CPU time used by this process so far (user + system), in milliseconds.
double processCpuMs()
{
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

}  // namespace

class BenchOrkIsland : public QObject {
  Q_OBJECT
private slots:
  void initTestCase()
  {
    if (!Rules::Registry::find(QStringLiteral("orkisland")))
      QSKIP("this build does not have OrkIsland");
  }

  void engineOnly_data()
  {
    QTest::addColumn<QString>("bot");
    for (const char* bot : {"null", "dummy", "warlord"})
      QTest::newRow(bot) << QString::fromLatin1(bot);
  }

  // Map generation and 200 rounds, four built-in bots answering with moves (no text, no
  // recording): the engine's own pace, in thread CPU time over five seeds.
  void engineOnly()
  {
    QFETCH(QString, bot);
    const Rules::Game& game = *Rules::Registry::find(QStringLiteral("orkisland"));
    QList<double> ms;
    for (uint64_t seed = 1; seed <= 5; ++seed) {
      Rules::MatchSetup setup;
      setup.parameters = Rules::Parameters::defaults(game.info().parameters);
      setup.seed = seed;
      setup.playerNames = {bot, bot, bot, bot};
      timespec start{};
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start);
      QString error;
      std::unique_ptr<Rules::State> state = game.newInitialState(setup, &error);
      QVERIFY2(state, qPrintable(error));
      std::vector<std::unique_ptr<Rules::Bot>> bots;
      for (int p = 0; p < 4; ++p)
        bots.push_back(game.newBuiltinBot(bot, p, Rules::Random::deriveSeed(seed, uint64_t(p))));
      std::vector<Rules::Move> moves(4);
      while (!state->isTerminal()) {
        std::fill(moves.begin(), moves.end(), Rules::Move());  // dead players give no move
        for (int p : state->actingPlayers())
          moves[size_t(p)] = bots[size_t(p)]->act(*state, p);
        state->applyMoves(moves);
      }
      timespec end{};
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end);
      ms << double(end.tv_sec - start.tv_sec) * 1e3 + double(end.tv_nsec - start.tv_nsec) / 1e6;
    }
    std::sort(ms.begin(), ms.end());
    qInfo("orkisland engine only, map + 200 rounds, four %s bots: median %.2f ms CPU (min %.2f, max %.2f) over 5 seeds",
          qPrintable(bot), ms[2], ms.first(), ms.last());
  }

  void recordedMatchWritten_data()
  {
    QTest::addColumn<QString>("bot");
    QTest::newRow("null") << QStringLiteral("builtin:null");
    QTest::newRow("dummy") << QStringLiteral("builtin:dummy");
  }

  // What `kibitz-cli run orkisland --out` does, in process: generate, play 200 rounds
  // recording every frame, write the compressed replay atomically.
  void recordedMatchWritten()
  {
    QFETCH(QString, bot);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("m.kbz"));
    QList<double> ms;
    QList<double> cpuMs;
    for (uint64_t seed = 1; seed <= 15; ++seed) {
      QElapsedTimer timer;
      timer.start();
      const double cpuStart = processCpuMs();
      const Debugger::Replay replay = Test::playMatch(QStringLiteral("orkisland"), {bot, bot, bot, bot}, seed);
      QString error;
      QVERIFY2(Debugger::ReplayFile::write(path, replay, &error), qPrintable(error));
      ms << double(timer.nsecsElapsed()) / 1e6;
      cpuMs << processCpuMs() - cpuStart;
      QCOMPARE(replay.lastTurn(), 200);
    }
    std::sort(ms.begin(), ms.end());
    std::sort(cpuMs.begin(), cpuMs.end());
    // Wall time varies with the machine's other load; the CPU time this process used is
    // the steadier figure (the engine-only figure of test_orkisland_bots is CPU time too).
    qInfo("orkisland, four %s bots: map + 200 rounds recorded + replay written: wall median %.1f ms (min %.1f, max %.1f); "
          "CPU median %.1f ms (min %.1f) over 15 seeds",
          qPrintable(bot), ms[ms.size() / 2], ms.first(), ms.last(), cpuMs[cpuMs.size() / 2], cpuMs.first());
  }

  // The replay against the native log the original engine writes for the same match.
  void replaySizeAgainstTheNativeLog()
  {
    const Debugger::Replay replay = Test::playMatch(
        QStringLiteral("orkisland"),
        {QStringLiteral("builtin:warlord"), QStringLiteral("builtin:dummy"), QStringLiteral("builtin:dummy"), QStringLiteral("builtin:dummy")}, 1);
    QString error;
    const Rules::Game* game = nullptr;
    const Rules::ReplayFormat* format = Debugger::ReplayConvert::findFormat(QStringLiteral("orkisland-log"), &game, &error);
    QVERIFY2(format, qPrintable(error));
    const std::optional<QByteArray> log = Debugger::ReplayConvert::exportMatch(replay, *format, &error);
    QVERIFY2(log, qPrintable(error));
    const qsizetype replayBytes = Debugger::ReplayFile::serialize(replay).size();
    qInfo("orkisland 200 rounds (warlord vs 3 dummy, seed 1): replay %lld bytes, native log %lld bytes (%.1f%%)",
          qint64(replayBytes), qint64(log->size()), 100.0 * double(replayBytes) / double(log->size()));
  }
};

QTEST_GUILESS_MAIN(BenchOrkIsland)
#include "bench_orkisland.moc"

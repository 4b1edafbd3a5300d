// Each bot's time and memory per turn (docs/bot-processes.md, "Time and memory"), end to
// end with tests/debugger/bots/cost_bot.py: the CPU it burns on turn 5, the 200 MB it
// keeps from turn 8, the CPU a child burns after the reply, in `frame --json` and `info
// --json`; format 4's round trip, its bounds, and replays without the figures.
#include "replay/compression.h"
#include "replay/replay_file.h"
#include "telemetry/seat_cost.h"
#include "support/cli_run.h"
#include "support/require_tool.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

namespace {

const QString kBot = QStringLiteral(KIBITZ_SOURCE_DIR "/tests/debugger/bots/cost_bot.py");

Test::CliResult cli(const QStringList& args)
{
  Test::CliOptions options;
  options.timeoutMs = 300000;
  return Test::runCli(QStringLiteral(KIBITZ_CLI_PATH), args, options);
}

QJsonObject replayJson(const QString& path)
{
  QString error;
  const std::optional<QByteArray> bytes = Debugger::ReplayFile::readBytes(path, 1 << 26, &error);
  const std::optional<QByteArray> json = Debugger::Compression::gunzip(*bytes, 1 << 28, &error);
  return QJsonDocument::fromJson(*json).object();
}

// `replay` with the first exchange of frame `frame` changed by `change`, parsed again.
QString parseError(QJsonObject replay, int frame, const std::function<void(QJsonObject*)>& change)
{
  QJsonArray frames = replay.value(QStringLiteral("frames")).toArray();
  QJsonObject f = frames[frame].toObject();
  QJsonArray io = f.value(QStringLiteral("io")).toArray();
  QJsonObject x = io[0].toObject();
  change(&x);
  io[0] = x;
  f[QStringLiteral("io")] = io;
  frames[frame] = f;
  replay[QStringLiteral("frames")] = frames;
  QString error;
  Debugger::ReplayFile::parse(QJsonDocument(replay).toJson(QJsonDocument::Compact), &error);
  return error;
}

}  // namespace

class TestBotCost : public QObject {
  Q_OBJECT

  QTemporaryDir dir_;
  QString replay_;

  QJsonObject exchange(int frame)
  {
    const Test::CliResult r = cli({QStringLiteral("frame"), replay_, QString::number(frame), QStringLiteral("--json")});
    return QJsonDocument::fromJson(r.outBytes).object().value(QStringLiteral("io")).toArray().at(0).toObject();
  }

private slots:
  void initTestCase()
  {
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("python3 is not installed"));
    replay_ = dir_.filePath(QStringLiteral("cost.kbz"));
    const Test::CliResult run = cli({QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--bot"),
                                     QStringLiteral("cmd:python3 \"%1\"").arg(kBot), QStringLiteral("--bot"),
                                     QStringLiteral("builtin:fencer"), QStringLiteral("--time-limit"),
                                     QStringLiteral("5000"), QStringLiteral("--out"), replay_});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
  }

  void frameJsonHasCpuAndMemory()
  {
    // Frame 6 is engine turn 5: about 30 ms of CPU (a loaded machine may give more).
    const QJsonObject burn = exchange(6);
    QVERIFY2(burn.value(QStringLiteral("cpuMs")).toDouble() >= 25, qPrintable(QString::number(burn.value(QStringLiteral("cpuMs")).toDouble())));
    const QJsonObject quiet = exchange(8);
    QVERIFY(quiet.value(QStringLiteral("cpuMs")).isDouble());
    QVERIFY(quiet.value(QStringLiteral("cpuMs")).toDouble() < burn.value(QStringLiteral("cpuMs")).toDouble());
    // Frame 9 is turn 8: 200 MB more, kept.
    const qint64 before = qint64(quiet.value(QStringLiteral("rssKb")).toDouble());
    const qint64 after = qint64(exchange(9).value(QStringLiteral("rssKb")).toDouble());
    QVERIFY2(after - before >= 190 * 1024, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
    QVERIFY(exchange(20).value(QStringLiteral("peakRssKb")).toDouble() >= after);
    // Built-in bots are not measured.
    const Test::CliResult r = cli({QStringLiteral("frame"), replay_, QStringLiteral("6"), QStringLiteral("--json")});
    const QJsonObject builtin = QJsonDocument::fromJson(r.outBytes).object().value(QStringLiteral("io")).toArray().at(1).toObject();
    QVERIFY(builtin.value(QStringLiteral("cpuMs")).isNull());
  }

  // Turn 2's child burns about 40 ms after the bot replied; turn 3 waits for it.
  void aChildsCpuAfterTheReplyCounts()
  {
    double cpu = 0;
    for (int frame = 4; frame <= 5; ++frame)
      cpu += exchange(frame).value(QStringLiteral("cpuMs")).toDouble();
    QVERIFY2(cpu >= 35, qPrintable(QString::number(cpu)));
  }

  void infoJsonSummarisesEachSeat()
  {
    const Test::CliResult r = cli({QStringLiteral("info"), replay_, QStringLiteral("--json")});
    const QJsonArray players = QJsonDocument::fromJson(r.outBytes).object().value(QStringLiteral("players")).toArray();
    const QJsonObject bot = players[0].toObject();
    const QJsonObject time = bot.value(QStringLiteral("time")).toObject();
    QVERIFY(time.value(QStringLiteral("maxCpuMs")).toDouble() >= 25);
    QVERIFY(time.value(QStringLiteral("p95Ms")).toDouble() <= time.value(QStringLiteral("maxMs")).toDouble());
    QVERIFY(time.value(QStringLiteral("p50Ms")).toDouble() <= time.value(QStringLiteral("p95Ms")).toDouble());
    QCOMPARE(time.value(QStringLiteral("timeouts")).toInt(-1), 0);
    QVERIFY(time.contains(QStringLiteral("over80")));
    QVERIFY(bot.value(QStringLiteral("peakRssKb")).toDouble() >= 200 * 1024);
    QVERIFY(players[1].toObject().value(QStringLiteral("peakRssKb")).isNull());
  }

  void formatRoundTrips()
  {
    QString error;
    const std::optional<Debugger::Replay> replay = Debugger::ReplayFile::read(replay_, &error);
    QVERIFY2(replay, qPrintable(error));
    const std::optional<Debugger::Replay> again = Debugger::ReplayFile::parse(Debugger::ReplayFile::serialize(*replay), &error);
    QVERIFY2(again, qPrintable(error));
    int measured = 0;
    for (int f = 1; f <= replay->lastTurn(); ++f) {
      const Debugger::PlayerExchange* a = replay->frames[f].exchangeOf(0);
      const Debugger::PlayerExchange* b = again->frames[f].exchangeOf(0);
      QCOMPARE(bool(a), bool(b));
      if (!a)
        continue;
      QCOMPARE(b->cpuMs, a->cpuMs);  // already rounded to 10 µs when first written
      QCOMPARE(b->rssKb, a->rssKb);
      QCOMPARE(b->peakRssKb, a->peakRssKb);
      measured += a->cpuMs >= 0;
    }
    QVERIFY(measured > 0);
    for (const Debugger::PlayerExchange& x : again->frames[1].exchanges)
      if (x.player == 1)
        QCOMPARE(x.cpuMs, -1.0);
  }

  void badFiguresAreRefused()
  {
    const QJsonObject json = replayJson(replay_);
    QVERIFY(parseError(json, 3, [](QJsonObject*) {}).isEmpty());
    const QString negative = parseError(json, 3, [](QJsonObject* x) { (*x)[QStringLiteral("cpuMs")] = -1; });
    QVERIFY2(negative.contains(QStringLiteral("frames[3].io[0].cpuMs")) || negative.contains(QStringLiteral("cpuMs")), qPrintable(negative));
    QVERIFY(!parseError(json, 3, [](QJsonObject* x) { (*x)[QStringLiteral("cpuMs")] = 1e300; }).isEmpty());
    QVERIFY(!parseError(json, 3, [](QJsonObject* x) { (*x)[QStringLiteral("cpuMs")] = QStringLiteral("fast"); }).isEmpty());
    QVERIFY(!parseError(json, 3, [](QJsonObject* x) { (*x)[QStringLiteral("rssKb")] = 1e300; }).isEmpty());
    // The wall time too (issue #46, 4): 1e308 and negative times were read unchecked.
    const QString huge = parseError(json, 3, [](QJsonObject* x) { (*x)[QStringLiteral("timeMs")] = 1e308; });
    QVERIFY2(huge.contains(QStringLiteral("timeMs")), qPrintable(huge));
    QVERIFY(!parseError(json, 3, [](QJsonObject* x) { (*x)[QStringLiteral("timeMs")] = -3; }).isEmpty());
    QVERIFY(!parseError(json, 3, [](QJsonObject* x) { (*x)[QStringLiteral("timeMs")] = QStringLiteral("slow"); }).isEmpty());
    QVERIFY(!parseError(json, 3, [](QJsonObject* x) { (*x)[QStringLiteral("rssKb")] = -5; }).isEmpty());
    QVERIFY(!parseError(json, 3, [](QJsonObject* x) {
               (*x)[QStringLiteral("rssKb")] = 1000;
               (*x)[QStringLiteral("peakRssKb")] = 10;
             }).isEmpty());
  }

  // A version 3 file has no figures: it opens, and the summary says "not measured".
  void olderReplaysOpenWithoutFigures()
  {
    QJsonObject json = replayJson(replay_);
    json[QStringLiteral("version")] = 3;
    QJsonArray frames = json.value(QStringLiteral("frames")).toArray();
    for (qsizetype f = 0; f < frames.size(); ++f) {
      QJsonObject frame = frames[f].toObject();
      QJsonArray io = frame.value(QStringLiteral("io")).toArray();
      for (qsizetype i = 0; i < io.size(); ++i) {
        QJsonObject x = io[i].toObject();
        for (const char* key : {"cpuMs", "rssKb", "peakRssKb"})
          x.remove(QLatin1String(key));
        io[i] = x;
      }
      frame[QStringLiteral("io")] = io;
      frames[f] = frame;
    }
    json[QStringLiteral("frames")] = frames;
    QString error;
    const std::optional<Debugger::Replay> old = Debugger::ReplayFile::parse(QJsonDocument(json).toJson(), &error);
    QVERIFY2(old, qPrintable(error));
    QCOMPARE(old->frames[6].exchanges[0].cpuMs, -1.0);
    QCOMPARE(old->frames[6].exchanges[0].rssKb, qint64(-1));
    const Debugger::SeatCost::Summary cost = Debugger::SeatCost::of(*old, 0);
    QCOMPARE(cost.maxCpuMs, -1.0);
    QCOMPARE(cost.peakRssKb, qint64(-1));
    QVERIFY(cost.replies > 0);
  }

  void aBotThatExitsBeforeItsFirstReply()
  {
    const QString out = dir_.filePath(QStringLiteral("exit.kbz"));
    const Test::CliResult run = cli({QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--bot"),
                                     QStringLiteral("cmd:python3 -c \"import sys; sys.exit(3)\""), QStringLiteral("--bot"),
                                     QStringLiteral("builtin:fencer"), QStringLiteral("--out"), out});
    QVERIFY2(QFile::exists(out), qPrintable(run.err));
    const Test::CliResult frame = cli({QStringLiteral("frame"), out, QStringLiteral("1"), QStringLiteral("--json")});
    const QJsonObject x = QJsonDocument::fromJson(frame.outBytes).object().value(QStringLiteral("io")).toArray().at(0).toObject();
    QCOMPARE(x.value(QStringLiteral("status")).toString(), QStringLiteral("crashed"));
    QVERIFY(x.value(QStringLiteral("cpuMs")).toDouble(-1) >= 0);
    QVERIFY(x.value(QStringLiteral("rssKb")).toDouble(-1) >= 0);
  }

  void percentilesAreNearestRank()
  {
    QList<double> values{5, 1, 4, 2, 3, 6, 7, 8, 9, 10};
    QCOMPARE(Debugger::SeatCost::percentile(&values, 50), 5.0);
    QCOMPARE(Debugger::SeatCost::percentile(&values, 95), 10.0);
    QVERIFY(Debugger::SeatCost::nearLimit(81, 100));
    QVERIFY(!Debugger::SeatCost::nearLimit(80, 100));
    QVERIFY(!Debugger::SeatCost::nearLimit(1000, 0));
  }
};

QTEST_GUILESS_MAIN(TestBotCost)
#include "test_bot_cost.moc"

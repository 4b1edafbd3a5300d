// A native OrkIsland log cut off (while written or copied) opens up to where it ends: the
// import says at which round of how many the file ends, instead of comparing its last
// scores with final ones, and kibitz-cli import writes the rounds it holds with a warning.
#include "replay/replay_convert.h"

#include "core/game.h"
#include "core/registry.h"
#include "support/test_matches.h"
#include "support/require_game.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

namespace {

constexpr int kRounds = 12;

}  // namespace

class TestOrkIslandTruncatedLog : public QObject {
  Q_OBJECT
private:
  Debugger::Replay played_;
  QByteArray log_;
  const Rules::Game* game_ = nullptr;
  const Rules::ReplayFormat* format_ = nullptr;

  // The log cut `extra` bytes after the end of state round - 1 (a state is its map, then
  // "round" to "units"; the commands that lead to the next state follow it).
  QByteArray cutBefore(int round, int extra = 0) const
  {
    const qsizetype next = log_.indexOf(QByteArray("\nround ") + QByteArray::number(round) + '\n');
    const qsizetype commands = next < 0 ? -1 : log_.lastIndexOf("\ncommands\n", next);
    return commands < 0 ? QByteArray() : log_.left(commands + 1 + extra);
  }

private slots:
  void initTestCase()
  {
    KIBITZ_REQUIRE_GAME("orkisland");
    played_ = Test::playMatch(QStringLiteral("orkisland"), QStringList(4, QStringLiteral("builtin:dummy")), 5,
                              {{QStringLiteral("nb_rounds"), QString::number(kRounds)}});
    QCOMPARE(played_.lastTurn(), kRounds);
    QString error;
    format_ = Debugger::ReplayConvert::findFormat(QStringLiteral("orkisland-log"), &game_, &error);
    QVERIFY2(format_, qPrintable(error));
    log_ = Debugger::ReplayConvert::exportMatch(played_, *format_, &error).value_or(QByteArray());
    QVERIFY2(!log_.isEmpty(), qPrintable(error));
  }

  // Cut right after state 6, inside the commands that follow it, or inside state 7 (its map
  // written, not its orks): rounds 0-6 open, the same states as the match played, and the
  // replay says where the file ends.
  void opensTheRoundsItHolds_data()
  {
    QTest::addColumn<int>("extra");
    QTest::newRow("after a state") << 0;
    QTest::newRow("inside commands") << 20;
    QTest::newRow("inside a state") << 3000;
  }
  void opensTheRoundsItHolds()
  {
    QFETCH(int, extra);
    const QByteArray cut = cutBefore(7, extra);
    QVERIFY(!cut.isEmpty());
    QString error;
    const std::optional<Debugger::Replay> replay =
        Debugger::ReplayConvert::importMatch(*game_, *format_, cut, QStringLiteral("cut.log"), &error);
    QVERIFY2(replay, qPrintable(error));
    QCOMPARE(replay->lastTurn(), 6);
    for (int t = 0; t <= 6; ++t)
      QCOMPARE(replay->frames[t].state, played_.frames[t].state);
    QVERIFY(!replay->result.complete);
    QCOMPARE(replay->origin.value(QStringLiteral("truncated")).toString(),
             QStringLiteral("the log ends at round 6 of %1 (truncated?)").arg(kRounds));
    QCOMPARE(replay->origin.value(QStringLiteral("plannedTurns")).toInt(), kRounds);
  }

  // The whole log is not truncated, and still checks its final scores.
  void theWholeLogIsNotTruncated()
  {
    QString error;
    const std::optional<Debugger::Replay> replay =
        Debugger::ReplayConvert::importMatch(*game_, *format_, log_, QStringLiteral("whole.log"), &error);
    QVERIFY2(replay, qPrintable(error));
    QCOMPARE(replay->lastTurn(), kRounds);
    QVERIFY(!replay->origin.contains(QStringLiteral("truncated")));
    QCOMPARE(replay->result.returns, played_.result.returns);
  }

  // kibitz-cli import writes what the file holds and warns where it ends.
  void cliImportSaysWhereTheLogEnds()
  {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cut.log"));
    QFile file(path);
    const QByteArray cut = cutBefore(9, 500);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(cut) == cut.size());
    file.close();
    QProcess cli;
    const QString out = dir.filePath(QStringLiteral("cut.kbz"));
    cli.start(QStringLiteral(KIBITZ_CLI_PATH),
              {QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("orkisland-log"), path, QStringLiteral("--out"), out});
    QVERIFY(cli.waitForFinished(120000));
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    QCOMPARE(cli.exitCode(), 0);
    QVERIFY2(err.contains(QStringLiteral("cut.log: the log ends at round 8 of %1 (truncated?); imported its turns 0-8 only").arg(kRounds)),
             qPrintable(err));
    QVERIFY(QFile::exists(out));
  }
};

QTEST_GUILESS_MAIN(TestOrkIslandTruncatedLog)
#include "test_orkisland_truncated_log.moc"

// `kibitz-cli run` with external bots, end to end: the replay is written, exit code 0
// whatever the bots did, `kibitz-cli verify` accepts it, and the time-limit options mark
// the replay as non-conforming.
#include "debugger/bots/process_test_support.h"

#include "replay/replay_file.h"
#include "support/cli_run.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;
using namespace Kibitz::Test;

namespace {

using Test::CliResult;

CliResult cli(const QStringList& args)
{
  Test::CliOptions options;
  options.timeoutMs = 60000;
  return Test::runCli(QStringLiteral(KIBITZ_CLI_PATH), args, options);
}

QString cmd(const char* path, const QString& arguments = {})
{
  return QStringLiteral("cmd:") + botCommand(path, arguments);
}

}  // namespace

class TestProcessCli : public QObject {
  Q_OBJECT

private slots:
  void runAndVerify_data()
  {
    QTest::addColumn<QString>("bot");
    QTest::addColumn<QString>("summary");
    QTest::newRow("correct") << cmd(KIBITZ_BOT_FENCING, QStringLiteral("WALK")) << QString();
    // The referee says "timeout!" for a crash too; the result line says what happened.
    QTest::newRow("crash") << cmd(KIBITZ_BOT_CRASH) << QStringLiteral("P0 deactivated: P0 timeout! (the bot crashed)");
    QTest::newRow("garbage") << cmd(KIBITZ_BOT_GARBAGE) << QStringLiteral("P0 deactivated: Excepted:");
    QTest::newRow("exit") << cmd(KIBITZ_BOT_EXIT) << QStringLiteral("P0 deactivated: P0 timeout!");
  }
  void runAndVerify()
  {
    QFETCH(QString, bot);
    QFETCH(QString, summary);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("f.kbz"));
    const CliResult run = cli({QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--bot"), bot,
                               QStringLiteral("--bot"), QStringLiteral("builtin:fencer"), QStringLiteral("--name"),
                               QStringLiteral("P0"), QStringLiteral("--out"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains(summary), qPrintable(run.out));
    const CliResult verify = cli({QStringLiteral("verify"), out});
    QVERIFY2(verify.exitCode == 0, qPrintable(verify.out + verify.err));
    QString error;
    const std::optional<Debugger::Replay> replay = Debugger::ReplayFile::read(out, &error);
    QVERIFY2(replay, qPrintable(error));
    QVERIFY(replay->result.complete);
    QVERIFY(!replay->origin.contains(QStringLiteral("nonConforming")));
    QCOMPARE(replay->players[0].bot, bot);
  }

  void timeLimitOptionsMarkTheReplay_data()
  {
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("limitMs");
    QTest::newRow("no limit") << QStringList{QStringLiteral("--no-time-limit")} << 0;
    QTest::newRow("override") << QStringList{QStringLiteral("--time-limit"), QStringLiteral("500")} << 500;
  }
  void timeLimitOptionsMarkTheReplay()
  {
    QFETCH(QStringList, options);
    QFETCH(int, limitMs);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("f.kbz"));
    // Late by the rules (80 ms on turns 1 to 3), in time with these options.
    const CliResult run = cli(QStringList{QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--bot"),
                                          cmd(KIBITZ_BOT_LATE, QStringLiteral("80 3")), QStringLiteral("--bot"),
                                          QStringLiteral("builtin:fencer"), QStringLiteral("--out"), out}
                              + options);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QString error;
    const std::optional<Debugger::Replay> replay = Debugger::ReplayFile::read(out, &error);
    QVERIFY2(replay, qPrintable(error));
    QCOMPARE(replay->origin.value(QStringLiteral("nonConforming")).toBool(), true);
    QVERIFY(!replay->origin.value(QStringLiteral("reason")).toString().isEmpty());
    const QList<Debugger::PlayerExchange> xs = exchangesOf(*replay, 0);
    QVERIFY(xs.size() >= 4);
    for (const Debugger::PlayerExchange& x : xs.mid(0, 4)) {
      QCOMPARE(x.status, Rules::Move::Status::Ok);
      QCOMPARE(x.limitMs, limitMs);
    }
    const CliResult verify = cli({QStringLiteral("verify"), out});
    QVERIFY2(verify.exitCode == 0, qPrintable(verify.out + verify.err));
  }

  void builtinOnlyMatchIsConforming()
  {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("f.kbz"));
    const CliResult run = cli({QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--bot"),
                               QStringLiteral("builtin:fencer"), QStringLiteral("--bot"), QStringLiteral("builtin:random"),
                               QStringLiteral("--time-limit"), QStringLiteral("5"), QStringLiteral("--out"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QString error;
    const std::optional<Debugger::Replay> replay = Debugger::ReplayFile::read(out, &error);
    QVERIFY2(replay, qPrintable(error));
    QVERIFY(!replay->origin.contains(QStringLiteral("nonConforming")));
  }

  void badOptionsAndCommands()
  {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("f.kbz"));
    const QStringList base{QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--bot"),
                           QStringLiteral("builtin:fencer"), QStringLiteral("--out"), out};
    CliResult run = cli(base + QStringList{QStringLiteral("--bot"), QStringLiteral("cmd:/nonexistent/bot")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("player 1: cmd:/nonexistent/bot: cannot start")), qPrintable(run.err));
    for (const QString& bad : {QStringLiteral("0"), QStringLiteral("-5"), QStringLiteral("fast")}) {
      run = cli(base + QStringList{QStringLiteral("--bot"), QStringLiteral("builtin:idle"), QStringLiteral("--time-limit"), bad});
      QCOMPARE(run.exitCode, 2);
      QVERIFY2(run.err.contains(QStringLiteral("--time-limit")), qPrintable(run.err));
    }
    run = cli(base + QStringList{QStringLiteral("--bot"), QStringLiteral("builtin:idle"), QStringLiteral("--time-limit"),
                                 QStringLiteral("100"), QStringLiteral("--no-time-limit")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(!QFile::exists(out));
  }
};

QTEST_GUILESS_MAIN(TestProcessCli)
#include "test_process_cli.moc"

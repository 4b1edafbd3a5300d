// OrkIsland conformance through kibitz-cli, exactly as a user runs it (issue #5):
// trace-driven matches and one-round null matches, exported to the native log, are
// byte-identical to the original engine's logs; an imported log exports to the same bytes,
// and its engine log (the original's stderr) too.
#include "support/cli_run.h"
#include "support/require_game.h"
#include "support/golden.h"

#include "core/registry.h"

#include <QCryptographicHash>
#include <QTemporaryDir>
#include <QtTest>

namespace {

int cli(const QStringList& args, QString* err = nullptr)
{
  const Kibitz::Test::CliResult result = Kibitz::Test::runCli(QStringLiteral(KIBITZ_CLI_PATH), args);
  if (err)
    *err = result.err;
  return result.exitCode;
}

QByteArray fileBytes(const QString& path)
{
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

class TestCliOrkIsland : public QObject {
  Q_OBJECT
private:
  QTemporaryDir dir_;

private slots:
  void init()
  {
    KIBITZ_REQUIRE_GAME("orkisland");
    KIBITZ_REQUIRE_GOLDEN();
  }

  void traceMatchesAreByteIdentical_data()
  {
    QTest::addColumn<int>("seed");
    QTest::newRow("probe1") << 1;
    QTest::newRow("probe5") << 5;
  }
  void traceMatchesAreByteIdentical()
  {
    QFETCH(int, seed);
    const QString trace = Kibitz::Test::goldenDir() + QStringLiteral("/orkisland/probe%1.trace").arg(seed);
    const QString replay = dir_.filePath(QStringLiteral("p%1.kbz").arg(seed));
    const QString log = dir_.filePath(QStringLiteral("p%1.log").arg(seed));
    QStringList args{QStringLiteral("run"), QStringLiteral("orkisland"), QStringLiteral("--seed"), QString::number(seed)};
    for (int p = 0; p < 4; ++p)
      args << QStringLiteral("--bot") << QStringLiteral("script:") + trace << QStringLiteral("--name") << QStringLiteral("Probe");
    args << QStringLiteral("--out") << replay;
    QString err;
    QCOMPARE(cli(args, &err), 0);
    QCOMPARE(cli({QStringLiteral("export"), replay, QStringLiteral("--format"), QStringLiteral("orkisland-log"), QStringLiteral("--out"), log}, &err), 0);
    QVERIFY2(fileBytes(log) == Kibitz::Test::readGolden(QStringLiteral("orkisland/probe%1.log").arg(seed)), "exported log differs from the golden");
    QCOMPARE(cli({QStringLiteral("verify"), replay}, &err), 0);

    // The engine log (docs/games/orkisland.md §12): Probe issues duplicate, foreign and
    // NONE commands, so the warnings appear where the original writes them: duplicates
    // while the player plays, the filter's warnings after the last player of the round.
    const QString engineLog = dir_.filePath(QStringLiteral("p%1.stderr").arg(seed));
    QVERIFY2(cli({QStringLiteral("export"), replay, QStringLiteral("--format"), QStringLiteral("orkisland-engine-log"),
                  QStringLiteral("--out"), engineLog}, &err) == 0, qPrintable(err));
    const QStringList lines = QString::fromUtf8(fileBytes(engineLog)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.first(), QStringLiteral("info: seed %1").arg(seed));
    QCOMPARE(lines.last(), QStringLiteral("info: game played"));
    QCOMPARE(lines.count(QStringLiteral("info: end round 199")), 1);
    int duplicatesInPlay = 0;
    int filterAfterPlayers = 0;
    QString section;
    for (const QString& line : lines) {
      if (line.startsWith(QLatin1String("info:     start player")))
        section = QStringLiteral("player");
      else if (line.startsWith(QLatin1String("info:     end player")))
        section = QStringLiteral("after");
      else if (line.startsWith(QLatin1String("info: start round")))
        section = QStringLiteral("round");
      else if (line.startsWith(QLatin1String("warning: command already requested")))
        duplicatesInPlay += section == QLatin1String("player");
      else if (line.startsWith(QLatin1String("warning: unit ")) || line.startsWith(QLatin1String("warning: id out of range")))
        filterAfterPlayers += section == QLatin1String("after");
      else
        QVERIFY2(line.startsWith(QLatin1String("info: ")), qPrintable(line));
    }
    QVERIFY(duplicatesInPlay > 0);
    QVERIFY(filterAfterPlayers > 0);
  }

  void engineLogOfAnImportedLogIsTheOriginals()
  {
    // game1.log imported, then its engine log written: the original's stderr, byte for byte.
    const QString replay = dir_.filePath(QStringLiteral("g1.kbz"));
    const QString engineLog = dir_.filePath(QStringLiteral("g1.stderr"));
    QString err;
    QVERIFY2(cli({QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("orkisland-log"),
                  Kibitz::Test::goldenDir() + QStringLiteral("/orkisland/game1.log"), QStringLiteral("--out"), replay}, &err) == 0,
             qPrintable(err));
    QVERIFY2(cli({QStringLiteral("export"), replay, QStringLiteral("--format"), QStringLiteral("orkisland-engine-log"),
                  QStringLiteral("--out"), engineLog}, &err) == 0, qPrintable(err));
    QVERIFY(fileBytes(engineLog) == Kibitz::Test::readGolden(QStringLiteral("orkisland/game1.stderr")));
    // It cannot be imported: it holds no states.
    QCOMPARE(cli({QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("orkisland-engine-log"), engineLog,
                  QStringLiteral("--out"), dir_.filePath(QStringLiteral("x.kbz"))}, &err), 2);
    QVERIFY2(err.contains(QLatin1String("import")), qPrintable(err));
  }

  void aLogThatDoesNotFullyResimulateStillImports()
  {
    // probe1's bots leave orks idle: from round 170 no requests reproduce the log within
    // the search budget. The rounds before are re-simulated, the rest are the log's states.
    const QString golden = Kibitz::Test::goldenDir() + QStringLiteral("/orkisland/probe1.log");
    const QString replay = dir_.filePath(QStringLiteral("probe1-import.kbz"));
    QString err;
    QVERIFY2(cli({QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("orkisland-log"), golden,
                  QStringLiteral("--out"), replay}, &err) == 0, qPrintable(err));
    // Every state is kept: exporting gives the log back, byte for byte.
    const QString log = dir_.filePath(QStringLiteral("probe1-again.log"));
    QVERIFY2(cli({QStringLiteral("export"), replay, QStringLiteral("--format"), QStringLiteral("orkisland-log"),
                  QStringLiteral("--out"), log}, &err) == 0, qPrintable(err));
    QVERIFY(fileBytes(log) == fileBytes(golden));
    // verify checks the re-simulated part and says where it stops.
    const Kibitz::Test::CliResult verify = Kibitz::Test::runCli(QStringLiteral(KIBITZ_CLI_PATH), {QStringLiteral("verify"), replay});
    QVERIFY2(verify.exitCode == 0, qPrintable(verify.err));
    const QString said = verify.out;
    QVERIFY2(said.contains(QLatin1String("171 of 201 frames verified")) && said.contains(QLatin1String("not re-simulated")), qPrintable(said));
    // Continuing: from a re-simulated turn yes, from a recorded one no, with the reason.
    QStringList run{QStringLiteral("run"), QStringLiteral("orkisland"), QStringLiteral("--from"), replay, QStringLiteral("--turn")};
    QStringList bots;
    for (int p = 0; p < 4; ++p)
      bots << QStringLiteral("--bot") << QStringLiteral("builtin:dummy");
    QCOMPARE(cli(run + QStringList{QStringLiteral("150")} + bots + QStringList{QStringLiteral("--out"), dir_.filePath(QStringLiteral("c150.kbz"))}, &err), 0);
    QCOMPARE(cli(run + QStringList{QStringLiteral("180")} + bots + QStringList{QStringLiteral("--out"), dir_.filePath(QStringLiteral("c180.kbz"))}, &err), 2);
    QVERIFY2(err.contains(QLatin1String("turn 180 is a state recorded in probe1.log, not re-simulated")), qPrintable(err));
  }

  void oneRoundMapsAreByteIdentical()
  {
    for (int seed = 0; seed <= 9; ++seed) {
      const QString replay = dir_.filePath(QStringLiteral("r%1.kbz").arg(seed));
      const QString log = dir_.filePath(QStringLiteral("r%1.log").arg(seed));
      QStringList args{QStringLiteral("run"), QStringLiteral("orkisland"), QStringLiteral("--seed"), QString::number(seed),
                       QStringLiteral("--param"), QStringLiteral("nb_rounds=1")};
      for (int p = 0; p < 4; ++p)
        args << QStringLiteral("--bot") << QStringLiteral("builtin:null") << QStringLiteral("--name") << QStringLiteral("Null");
      args << QStringLiteral("--out") << replay;
      QString err;
      QVERIFY2(cli(args, &err) == 0, qPrintable(err));
      QVERIFY2(cli({QStringLiteral("export"), replay, QStringLiteral("--format"), QStringLiteral("orkisland-log"), QStringLiteral("--out"), log}, &err) == 0,
               qPrintable(err));
      QVERIFY2(fileBytes(log) == Kibitz::Test::readGolden(QStringLiteral("orkisland/r1/s%1.log").arg(seed)),
               qPrintable(QStringLiteral("seed %1 differs").arg(seed)));
    }
  }

  void importedLogExportsToTheSameBytes()
  {
    const QString golden = Kibitz::Test::goldenDir() + QStringLiteral("/orkisland/game1.log");
    const QString replay = dir_.filePath(QStringLiteral("g.kbz"));
    const QString log = dir_.filePath(QStringLiteral("g.log"));
    QString err;
    QVERIFY2(cli({QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("orkisland-log"), golden, QStringLiteral("--out"), replay}, &err) == 0,
             qPrintable(err));
    QVERIFY2(cli({QStringLiteral("export"), replay, QStringLiteral("--format"), QStringLiteral("orkisland-log"), QStringLiteral("--out"), log}, &err) == 0,
             qPrintable(err));
    QVERIFY(fileBytes(log) == fileBytes(golden));
    // The replay is far smaller than the native log (goal: at most 15%).
    const double ratio = double(QFileInfo(replay).size()) / double(QFileInfo(golden).size());
    qInfo("game1: replay %lld bytes, native log %lld bytes (%.1f%%)", QFileInfo(replay).size(), QFileInfo(golden).size(), ratio * 100);
  }

  void badCnfSaysWhy()
  {
    const QString cnf = dir_.filePath(QStringLiteral("bad.cnf"));
    QFile f(cnf);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("this is not a configuration\n");
    f.close();
    QStringList args{QStringLiteral("run"), QStringLiteral("orkisland"), QStringLiteral("--param"), QStringLiteral("cnf=") + cnf};
    for (int p = 0; p < 4; ++p)
      args << QStringLiteral("--bot") << QStringLiteral("builtin:null");
    args << QStringLiteral("--out") << dir_.filePath(QStringLiteral("never.kbz"));
    QString err;
    QCOMPARE(cli(args, &err), 2);
    QVERIFY2(err.contains(QLatin1String("line 1")), qPrintable(err));
  }
};

QTEST_GUILESS_MAIN(TestCliOrkIsland)
#include "test_cli_orkisland.moc"

// OrkIsland conformance through kibitz-cli, exactly as a user runs it (issue #5):
// trace-driven matches and one-round null matches, exported to the native log, are
// byte-identical to the original engine's logs; an imported log exports to the same bytes.
#include "support/golden.h"

#include "core/registry.h"

#include <QCryptographicHash>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

int cli(const QStringList& args, QString* err = nullptr)
{
  QProcess process;
  process.start(QStringLiteral(KIBITZ_CLI_PATH), args);
  process.waitForFinished(300000);
  if (err)
    *err = QString::fromUtf8(process.readAllStandardError());
  return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
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
    if (!Kibitz::Rules::Registry::find(QStringLiteral("orkisland")))
      QSKIP("orkisland is not in this build");
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

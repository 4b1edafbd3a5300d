// Golden playthroughs (tests/playthroughs/<game>.txt): each file starts with the
// kibitz-cli command that makes it; running that command again must give the file back
// line for line. A behaviour change of a game (or of a built-in bot) thus shows as a
// diff in review. To accept an intended change, run the file's first line again with
// `--out tests/playthroughs/<game>.txt`.
#include "core/registry.h"
#include "support/cli_run.h"

#include <QDir>
#include <QProcess>
#include <QtTest>

using namespace Kibitz;

namespace {
const QString kDir = QStringLiteral(KIBITZ_SOURCE_DIR "/tests/playthroughs");
}

class TestPlaythroughs : public QObject {
  Q_OBJECT
private slots:
  void everyGameHasAPlaythrough()
  {
    for (const QString& id : Rules::Registry::ids())
      QVERIFY2(QFile::exists(kDir + QStringLiteral("/%1.txt").arg(id)), qPrintable(QStringLiteral("no playthrough for %1").arg(id)));
  }

  void playthroughIsReproduced_data()
  {
    QTest::addColumn<QString>("path");
    const QStringList files = QDir(kDir).entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
    QVERIFY(!files.isEmpty());
    for (const QString& name : files)
      QTest::newRow(qPrintable(name)) << kDir + QLatin1Char('/') + name;
  }

  void playthroughIsReproduced()
  {
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString expected = QString::fromUtf8(file.readAll());
    const QString firstLine = expected.section(QLatin1Char('\n'), 0, 0);
    QVERIFY2(firstLine.startsWith(QLatin1String("# kibitz-cli playthrough ")), qPrintable(path + QStringLiteral(": no command line")));
    QStringList args = QProcess::splitCommand(firstLine.mid(2));
    args.removeFirst();  // kibitz-cli
    const QString gameId = args.value(1);
    if (!Rules::Registry::find(gameId))
      QSKIP(qPrintable(QStringLiteral("%1 is not built").arg(gameId)));

    const Test::CliResult cli = Test::runCli(QStringLiteral(KIBITZ_CLI_PATH), args);
    QVERIFY2(cli.exitCode == 0, qPrintable(cli.err));
    const QString actual = cli.out;
    if (actual == expected)
      return;
    const QStringList a = actual.split(QLatin1Char('\n'));
    const QStringList e = expected.split(QLatin1Char('\n'));
    qsizetype line = 0;
    while (line < a.size() && line < e.size() && a[line] == e[line])
      ++line;
    QFAIL(qPrintable(QStringLiteral("%1 differs at line %2:\n  expected: %3\n  now:      %4\n"
                                    "If the change is intended: %5 --out %1")
                         .arg(path).arg(line + 1)
                         .arg(e.value(line, QStringLiteral("(end of file)")), a.value(line, QStringLiteral("(end of output)")),
                              firstLine.mid(2))));
  }
};

QTEST_GUILESS_MAIN(TestPlaythroughs)
#include "test_playthroughs.moc"

// `kibitz --help` and `kibitz --version` print and exit without a display (no window
// system is contacted just to print text).
#include <QProcess>
#include <QProcessEnvironment>
#include <QtTest>

class TestAppCommandLine : public QObject {
  Q_OBJECT
private slots:
  void helpAndVersionNeedNoDisplay_data()
  {
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("expected");
    QTest::newRow("help") << QStringLiteral("--help") << QStringLiteral("Usage:");
    QTest::newRow("version") << QStringLiteral("--version") << QStringLiteral("Kibitz " KIBITZ_VERSION);
  }

  void helpAndVersionNeedNoDisplay()
  {
    QFETCH(QString, option);
    QFETCH(QString, expected);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
      env.remove(QString::fromLatin1(name));
    QProcess app;
    app.setProcessEnvironment(env);
    app.start(QStringLiteral(KIBITZ_APP_PATH), {option});
    QVERIFY(app.waitForFinished(20'000));
    QCOMPARE(app.exitStatus(), QProcess::NormalExit);
    QCOMPARE(app.exitCode(), 0);
    QVERIFY2(QString::fromUtf8(app.readAllStandardOutput()).contains(expected),
             qPrintable(QString::fromUtf8(app.readAllStandardError())));
  }
};

QTEST_GUILESS_MAIN(TestAppCommandLine)
#include "test_app_command_line.moc"

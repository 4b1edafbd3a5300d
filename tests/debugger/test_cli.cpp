// kibitz-cli's contract: commands, output and exit codes (0 ok, 1 check failed, 2 bad
// usage or input, with a one-line reason on stderr).
#include "replay/replay_file.h"
#include "replay/replay_json.h"
#include "support/golden.h"
#include "core/registry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Result {
  int code = -1;
  QString out;
  QString err;
};

Result cli(const QStringList& args)
{
  QProcess process;
  process.start(QStringLiteral(KIBITZ_CLI_PATH), args);
  process.waitForFinished(60000);
  return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
          QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
}

}  // namespace

class TestCli : public QObject {
  Q_OBJECT
private:
  QTemporaryDir dir_;
  QString path(const QString& name) const { return dir_.filePath(name); }

private slots:
  void gamesListsFencing()
  {
    const Result r = cli({QStringLiteral("games")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(QLatin1String("fencing")));
    QVERIFY(r.out.contains(QLatin1String("league=1..3")));
    QVERIFY(r.out.contains(QLatin1String("builtin:fencer")));
    QVERIFY(r.out.contains(QLatin1String("codingame (import)")));
    QVERIFY2(!r.out.contains(QLatin1String("(,")), qPrintable(r.out));  // each format's ways read as a list
    const Result json = cli({QStringLiteral("games"), QStringLiteral("--json")});
    QCOMPARE(json.code, 0);
    const QJsonArray games = QJsonDocument::fromJson(json.out.toUtf8()).array();
    QVERIFY(!games.isEmpty());
    // Every kind of bot a game takes is listed: eda: course players where it has a course API.
    for (const QJsonValue& game : games) {
      const QString id = game.toObject().value(QStringLiteral("id")).toString();
      const QJsonArray kinds = game.toObject().value(QStringLiteral("botKinds")).toArray();
      QVERIFY2(kinds.contains(QStringLiteral("cmd:COMMAND")), qPrintable(id));
      QCOMPARE(kinds.contains(QStringLiteral("eda:FILE")), id == QLatin1String("orkisland"));
    }
    if (Kibitz::Rules::Registry::find(QStringLiteral("orkisland")))
      QVERIFY2(r.out.contains(QLatin1String("cmd:COMMAND, eda:FILE")), qPrintable(r.out));
  }

  void runInfoFrameVerify()
  {
    const QString file = path(QStringLiteral("m.kbz"));
    Result r = cli({QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--seed"), QStringLiteral("9"),
                    QStringLiteral("--param"), QStringLiteral("league=2"), QStringLiteral("--bot"), QStringLiteral("builtin:fencer"),
                    QStringLiteral("--bot"), QStringLiteral("builtin:random"), QStringLiteral("--name"), QStringLiteral("Ann"),
                    QStringLiteral("--out"), file});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out.count(QLatin1Char('\n')), 1);  // a one-line summary
    QVERIFY2(r.out.contains(QLatin1String("Ann")) && r.out.contains(QLatin1String("random")), qPrintable(r.out));

    r = cli({QStringLiteral("info"), file, QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const QJsonObject info = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(info.value(QStringLiteral("game")).toString(), QStringLiteral("fencing"));
    QCOMPARE(info.value(QStringLiteral("seed")).toString(), QStringLiteral("9"));
    QCOMPARE(info.value(QStringLiteral("players")).toArray()[0].toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Ann"));
    QCOMPARE(info.value(QStringLiteral("parameters")).toObject().value(QStringLiteral("league")).toInt(), 2);
    const int turns = info.value(QStringLiteral("turns")).toInt();
    QVERIFY(turns > 0);

    r = cli({QStringLiteral("frame"), file, QStringLiteral("1"), QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const QJsonObject frame = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(frame.value(QStringLiteral("io")).toArray()[0].toObject().value(QStringLiteral("input")).toString(),
             QStringLiteral("200 20 0 0 20 0 0 0 0 0 0 0\n300 20 0 0 20 0 0 0 0 0 0 0\n"));
    QVERIFY(frame.value(QStringLiteral("state")).toObject().contains(QStringLiteral("players")));

    r = cli({QStringLiteral("frame"), file, QString::number(turns + 1)});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QStringLiteral("0..%1").arg(turns)), qPrintable(r.err));

    r = cli({QStringLiteral("verify"), file});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith(QLatin1String("ok")));
  }

  void verifyFindsTheFirstDivergence()
  {
    const QString file = path(QStringLiteral("tampered.kbz"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--bot"), QStringLiteral("builtin:fencer"),
                  QStringLiteral("--bot"), QStringLiteral("builtin:fencer"), QStringLiteral("--out"), file}).code, 0);
    QString error;
    Kibitz::Debugger::Replay replay = Kibitz::Debugger::ReplayFile::read(file, &error).value();
    QJsonObject state = replay.frames[12].state;
    QJsonArray players = state.value(QStringLiteral("players")).toArray();
    QJsonObject a = players[0].toObject();
    a.insert(QStringLiteral("energy"), a.value(QStringLiteral("energy")).toInt() - 1);
    players[0] = a;
    state.insert(QStringLiteral("players"), players);
    replay.frames[12].state = state;
    QVERIFY(Kibitz::Debugger::ReplayFile::write(file, replay, &error));
    const Result r = cli({QStringLiteral("verify"), file});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QLatin1String("frame 12")) && r.err.contains(QLatin1String("players[0].energy")), qPrintable(r.err));
  }

  void scriptBotsReplayAMatch()
  {
    const QString script = path(QStringLiteral("a.actions"));
    QFile f(script);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("# three steps then silence\nWALK\nWALK\n\nLUNGE\n");
    f.close();
    const QString file = path(QStringLiteral("s.kbz"));
    const Result r = cli({QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--bot"), QStringLiteral("script:") + script,
                          QStringLiteral("--bot"), QStringLiteral("builtin:idle"), QStringLiteral("--out"), file});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(QLatin1String("deactivated")), qPrintable(r.out));
    QCOMPARE(cli({QStringLiteral("verify"), file}).code, 0);
  }

  void importCodinGameReplay()
  {
    KIBITZ_REQUIRE_GOLDEN();
    const QString file = path(QStringLiteral("cg.kbz"));
    Result r = cli({QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("codingame"),
                    Kibitz::Test::goldenDir() + QStringLiteral("/fencing/demo-replay.json"), QStringLiteral("--out"), file});
    QCOMPARE(r.code, 0);
    r = cli({QStringLiteral("info"), file, QStringLiteral("--json")});
    const QJsonObject info = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(info.value(QStringLiteral("turns")).toInt(), 200);
    const QJsonArray players = info.value(QStringLiteral("players")).toArray();
    QCOMPARE(players[0].toObject().value(QStringLiteral("score")).toInt(), 8);
    QCOMPARE(players[1].toObject().value(QStringLiteral("score")).toInt(), 9);
    QCOMPARE(players[0].toObject().value(QStringLiteral("return")).toInt(), 0);
    QCOMPARE(players[1].toObject().value(QStringLiteral("return")).toInt(), 1);
    QCOMPARE(cli({QStringLiteral("verify"), file}).code, 0);
  }

  void badUsageSaysWhy_data()
  {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString out = dir_.filePath(QStringLiteral("never-written.kbz"));
    QTest::newRow("no command") << QStringList{} << QString();
    QTest::newRow("unknown command") << QStringList{QStringLiteral("frob")} << QStringLiteral("valid: games, run");
    QTest::newRow("unknown game") << QStringList{QStringLiteral("run"), QStringLiteral("chess"), QStringLiteral("--out"), out}
                                  << QStringLiteral("valid: ");
    QTest::newRow("unknown bot") << QStringList{QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--bot"), QStringLiteral("builtin:x"),
                                                QStringLiteral("--bot"), QStringLiteral("builtin:idle"), QStringLiteral("--out"), out}
                                 << QStringLiteral("valid: idle, random, fencer");
    QTest::newRow("bad bot kind") << QStringList{QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--bot"), QStringLiteral("foo"),
                                                 QStringLiteral("--bot"), QStringLiteral("builtin:idle"), QStringLiteral("--out"), out}
                                  << QStringLiteral("builtin:NAME, script:PATH, cmd:COMMAND");
    QTest::newRow("unknown parameter") << QStringList{QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--param"), QStringLiteral("speed=3"),
                                                      QStringLiteral("--bot"), QStringLiteral("builtin:idle"), QStringLiteral("--bot"),
                                                      QStringLiteral("builtin:idle"), QStringLiteral("--out"), out}
                                       << QStringLiteral("valid: league");
    QTest::newRow("out of range") << QStringList{QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--param"), QStringLiteral("league=0"),
                                                 QStringLiteral("--bot"), QStringLiteral("builtin:idle"), QStringLiteral("--bot"),
                                                 QStringLiteral("builtin:idle"), QStringLiteral("--out"), out}
                                  << QStringLiteral("valid: 1..3");
    QTest::newRow("one bot") << QStringList{QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--bot"), QStringLiteral("builtin:idle"),
                                            QStringLiteral("--out"), out}
                             << QStringLiteral("needs 2 --bot");
    QTest::newRow("missing script") << QStringList{QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--bot"),
                                                   QStringLiteral("script:/nonexistent.actions"), QStringLiteral("--bot"),
                                                   QStringLiteral("builtin:idle"), QStringLiteral("--out"), out}
                                    << QStringLiteral("no such file");
    QTest::newRow("unknown option") << QStringList{QStringLiteral("info"), QStringLiteral("--bogus"), QStringLiteral("x")}
                                    << QStringLiteral("bogus");
    QTest::newRow("missing replay") << QStringList{QStringLiteral("info"), QStringLiteral("/nonexistent.kbz")} << QStringLiteral("no such file");
    QTest::newRow("unknown format") << QStringList{QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("nope"),
                                                   QStringLiteral("x"), QStringLiteral("--out"), out}
                                    << QStringLiteral("valid: codingame");
    QTest::newRow("bad seed") << QStringList{QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--seed"), QStringLiteral("-1"),
                                             QStringLiteral("--bot"), QStringLiteral("builtin:idle"), QStringLiteral("--bot"),
                                             QStringLiteral("builtin:idle"), QStringLiteral("--out"), out}
                              << QStringLiteral("--seed");
  }
  void badUsageSaysWhy()
  {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Result r = cli(args);
    QCOMPARE(r.code, 2);
    if (!message.isEmpty()) {
      QVERIFY2(r.err.contains(message), qPrintable(r.err));
      QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    }
    QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("never-written.kbz"))));
  }

  void continueFromATurnAndDiff()
  {
    const QString original = path(QStringLiteral("orig.kbz"));
    const QString same = path(QStringLiteral("same.kbz"));
    const QString other = path(QStringLiteral("other.kbz"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--seed"), QStringLiteral("4"), QStringLiteral("--bot"),
                  QStringLiteral("builtin:fencer"), QStringLiteral("--bot"), QStringLiteral("builtin:fencer"), QStringLiteral("--out"), original})
                 .code,
             0);
    // The same bots from turn 40 reproduce the original (built-in bots replay the history).
    Result r = cli({QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--from"), original, QStringLiteral("--turn"),
                    QStringLiteral("40"), QStringLiteral("--bot"), QStringLiteral("builtin:fencer"), QStringLiteral("--bot"),
                    QStringLiteral("builtin:fencer"), QStringLiteral("--out"), same});
    QCOMPARE(r.code, 0);
    r = cli({QStringLiteral("diff"), original, same});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.startsWith(QLatin1String("identical")), qPrintable(r.out));
    QCOMPARE(cli({QStringLiteral("verify"), same}).code, 0);

    // Another bot diverges after the fork, never before it.
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--from"), original, QStringLiteral("--turn"),
                  QStringLiteral("40"), QStringLiteral("--bot"), QStringLiteral("builtin:idle"), QStringLiteral("--bot"),
                  QStringLiteral("builtin:fencer"), QStringLiteral("--out"), other})
                 .code,
             0);
    r = cli({QStringLiteral("diff"), original, other, QStringLiteral("--json")});
    QCOMPARE(r.code, 1);
    const QJsonObject diff = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QVERIFY(!diff.value(QStringLiteral("identical")).toBool());
    QVERIFY(diff.value(QStringLiteral("firstDifference")).toInt() > 40);
    QVERIFY(!diff.value(QStringLiteral("differences")).toArray().isEmpty());
    r = cli({QStringLiteral("info"), other, QStringLiteral("--json")});
    const QJsonObject fork = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("origin")).toObject()
                                 .value(QStringLiteral("fork")).toObject();
    QCOMPARE(fork.value(QStringLiteral("turn")).toInt(), 40);
    QCOMPARE(cli({QStringLiteral("verify"), other}).code, 0);

    // Bad continuations say why.
    r = cli({QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--from"), original, QStringLiteral("--turn"),
             QStringLiteral("999"), QStringLiteral("--bot"), QStringLiteral("builtin:idle"), QStringLiteral("--bot"),
             QStringLiteral("builtin:idle"), QStringLiteral("--out"), other});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QLatin1String("valid: 0..")), qPrintable(r.err));
    r = cli({QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--from"), original, QStringLiteral("--bot"),
             QStringLiteral("builtin:idle"), QStringLiteral("--bot"), QStringLiteral("builtin:idle"), QStringLiteral("--out"), other});
    QCOMPARE(r.code, 2);
    // A continuation keeps the original's seed and parameters (the builder says so).
    const QStringList continued{QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--from"), original,
                                QStringLiteral("--turn"), QStringLiteral("40"), QStringLiteral("--bot"),
                                QStringLiteral("builtin:idle"), QStringLiteral("--bot"), QStringLiteral("builtin:idle"),
                                QStringLiteral("--out"), other};
    r = cli(continued + QStringList{QStringLiteral("--seed"), QStringLiteral("5")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QLatin1String("keeps the seed")), qPrintable(r.err));
    r = cli(continued + QStringList{QStringLiteral("--param"), QStringLiteral("league=2")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QLatin1String("keeps the parameters")), qPrintable(r.err));
    QCOMPARE(cli(continued + QStringList{QStringLiteral("--seed"), QStringLiteral("4")}).code, 0);
  }

  void importOfAMalformedFileSaysWhy()
  {
    const QString bad = path(QStringLiteral("bad.json"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"views\": [\"KEY_FRAME 0\"], \"outputs\": {}}");
    f.close();
    const Result r = cli({QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("codingame"), bad,
                          QStringLiteral("--out"), path(QStringLiteral("never.kbz"))});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QLatin1String("outputs")), qPrintable(r.err));
  }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"

// A game's real-time limit (State::wallClockLimitMs, Mosca Ceca's wall_clock_s): the
// runner adds up the time spent playing turns and tells the state once; the match then
// ends at the end of the game turn in progress, and the replay says why.
#include "support/test_matches.h"

#include "core/registry.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

class TestWallClock : public QObject {
  Q_OBJECT
private slots:
  void moscaCecaStopsWhenItsTimeIsUp()
  {
    if (!Rules::Registry::find(QStringLiteral("moscaceca")))
      QSKIP("this build has no Mosca Ceca");
    // A bot that takes 150 ms per decision: 1 s of play is about 7 decisions.
    QTemporaryDir dir;
    const QString script = dir.filePath(QStringLiteral("slow.py"));
    QFile file(script);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("import sys, time\n"
               "for line in sys.stdin:\n"
               "    if line.strip() == 'GO':\n"
               "        time.sleep(0.15)\n"
               "        print('WAIT', flush=True)\n");
    file.close();
    const QStringList bots{QStringLiteral("cmd:python3 ") + script, QStringLiteral("builtin:random")};
    const Debugger::Replay limited = Test::playMatch(QStringLiteral("moscaceca"), bots, 3,
                                                     {{QStringLiteral("wall_clock_s"), QStringLiteral("1")},
                                                      {QStringLiteral("max_turns"), QStringLiteral("100")}});
    QVERIFY(limited.result.complete);
    // Two agents decide per game turn: 100 turns would be 200 decisions.
    QVERIFY2(limited.lastTurn() < 40, qPrintable(QString::number(limited.lastTurn())));
    QVERIFY2(limited.lastTurn() >= 6, qPrintable(QString::number(limited.lastTurn())));
    const QJsonObject last = limited.frames.last().state;
    QVERIFY(last.value(QStringLiteral("wallClockExpired")).toBool());
    QCOMPARE(last.value(QStringLiteral("endReason")).toString(), QStringLiteral("wall-clock limit"));

    // Without the limit (the default), the same bots play every turn.
    const Debugger::Replay unlimited = Test::playMatch(QStringLiteral("moscaceca"),
                                                       {QStringLiteral("builtin:scout"), QStringLiteral("builtin:random")}, 3,
                                                       {{QStringLiteral("max_turns"), QStringLiteral("30")}});
    QVERIFY(!unlimited.frames.last().state.value(QStringLiteral("wallClockExpired")).toBool());
    QCOMPARE(unlimited.frames.last().state.value(QStringLiteral("endReason")).toString(), QStringLiteral("max turns"));
  }
};

QTEST_GUILESS_MAIN(TestWallClock)
#include "test_wall_clock.moc"

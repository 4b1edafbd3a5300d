// Values bots report with `#kibitz value NAME NUMBER` (docs/bot-marks.md, "Values"): the
// parser's bounds (malformed lines, NaN, huge numbers, a name flood), the match's tally,
// `frame --json`, and the arena end to end with tests/debugger/bots/values_bot.py: the
// database keeps each match's last and mean, `rank --json` reports them per bot, one
// warning per bot.
#include "annotations/bot_mark.h"
#include "telemetry/bot_value_tally.h"
#include "telemetry/bot_values.h"
#include "support/cli_run.h"
#include "support/require_tool.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;
using Debugger::BotValue;

namespace {

const QString kBot = QStringLiteral(KIBITZ_SOURCE_DIR "/tests/debugger/bots/values_bot.py");

Test::CliResult cli(const QStringList& args)
{
  Test::CliOptions options;
  options.timeoutMs = 300000;
  return Test::runCli(QStringLiteral(KIBITZ_CLI_PATH), args, options);
}

}  // namespace

class TestBotValues : public QObject {
  Q_OBJECT

private slots:
  void parsesValuesAndSkipsOtherLines()
  {
    QStringList errors;
    const QList<BotValue> values = Debugger::BotValues::parse(
        QStringLiteral("thinking\n#kibitz value eval -1.5\r\n#kibitz note hi\n#kibitz value depth 7\n#kibitz value eval 2e3\n"),
        &errors);
    QCOMPARE(errors, QStringList());
    // eval reported twice: the last report counts, in the place of the first.
    QCOMPARE(values, (QList<BotValue>{{QStringLiteral("eval"), 2000}, {QStringLiteral("depth"), 7}}));
  }

  void malformedLinesAreExplainedNotFatal()
  {
    QStringList errors;
    const QList<BotValue> values = Debugger::BotValues::parse(QStringLiteral("#kibitz value eval\n"
                                                                             "#kibitz value eval nan\n"
                                                                             "#kibitz value eval inf\n"
                                                                             "#kibitz value huge 1e300\n"
                                                                             "#kibitz value 9bad 1\n"
                                                                             "#kibitz value a.b 1\n"
                                                                             "#kibitz value eval 1 2\n"
                                                                             "#kibitz value ok 1e15\n"),
                                                              &errors);
    QCOMPARE(values, (QList<BotValue>{{QStringLiteral("ok"), 1e15}}));
    QCOMPARE(errors.size(), 7);
    QVERIFY2(errors[1].startsWith(QStringLiteral("stderr line 2: value eval: 'nan'")), qPrintable(errors[1]));
    QVERIFY(errors[3].contains(QStringLiteral("1e300")));
  }

  void aNameFloodStopsAt64()
  {
    QString text;
    for (int i = 0; i < 1000; ++i)
      text += QStringLiteral("#kibitz value v%1 %1\n").arg(i);
    QStringList errors;
    const QList<BotValue> values = Debugger::BotValues::parse(text, &errors);
    QCOMPARE(values.size(), Debugger::BotValues::kMaxNames);
    QCOMPARE(errors.size(), 1);  // said once per turn, not once per line

    // Over a match, names beyond 64 are dropped too, and the bot's problems counted.
    Debugger::BotValueTally tally;
    tally.add(1, {{QStringLiteral("eval"), 1}}, {});
    tally.add(2, values, errors);
    QCOMPARE(tally.summaries().size(), Debugger::BotValues::kMaxNames);
    QCOMPARE(tally.summaries().first().name, QStringLiteral("eval"));
    QCOMPARE(tally.problems(), 1 + 1);  // the parse error and v63, the 65th name
    QVERIFY2(tally.firstProblem().startsWith(QStringLiteral("turn 2: stderr line 65")), qPrintable(tally.firstProblem()));
  }

  void talliesLastAndMean()
  {
    Debugger::BotValueTally tally;
    tally.add(1, {{QStringLiteral("eval"), 1}}, {});
    tally.add(2, {{QStringLiteral("eval"), 2}, {QStringLiteral("depth"), 4}}, {});
    tally.add(3, {{QStringLiteral("eval"), 6}}, {});
    const QList<Debugger::BotValueSummary> s = tally.summaries();
    QCOMPARE(s.size(), 2);
    QCOMPARE(s[0], (Debugger::BotValueSummary{QStringLiteral("eval"), 6, 3, 3}));
    QCOMPARE(s[1], (Debugger::BotValueSummary{QStringLiteral("depth"), 4, 4, 1}));
    QCOMPARE(tally.problems(), 0);
    // Stored and read back; damaged entries are skipped.
    QJsonArray stored = Debugger::BotValues::toJson(s);
    stored << QJsonObject{{QStringLiteral("name"), QStringLiteral("x y")}, {QStringLiteral("last"), 1},
                          {QStringLiteral("mean"), 1}, {QStringLiteral("turns"), 1}};
    QCOMPARE(Debugger::BotValues::fromJson(stored), s);
  }

  // Value lines are not marks: no "unknown mark 'value'" in the Notes panel.
  void valueLinesAreNotMarkErrors()
  {
    QStringList errors;
    const QList<Debugger::BotMark> marks =
        Debugger::BotMarks::parse(QStringLiteral("#kibitz value eval 1\n#kibitz value broken\n#kibitz note plan\n"), &errors);
    QCOMPARE(marks.size(), 1);
    QCOMPARE(errors, QStringList());
  }

  void frameJsonShowsEachExchangesValues()
  {
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("python3 is not installed"));
    QTemporaryDir dir;
    const QString replay = dir.filePath(QStringLiteral("v.kbz"));
    const Test::CliResult run = cli({QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--bot"),
                                     QStringLiteral("cmd:python3 \"%1\" bad").arg(kBot), QStringLiteral("--bot"),
                                     QStringLiteral("builtin:fencer"), QStringLiteral("--out"), replay});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const auto exchange = [&](int turn) {
      const Test::CliResult frame = cli({QStringLiteral("frame"), replay, QString::number(turn), QStringLiteral("--json")});
      return QJsonDocument::fromJson(frame.outBytes).object().value(QStringLiteral("io")).toArray().at(0).toObject();
    };
    // Frame 7 is engine turn 6: eval = 2.5 - 6.
    const QJsonObject seven = exchange(7);
    QCOMPARE(seven.value(QStringLiteral("values")).toObject().value(QStringLiteral("eval")).toDouble(), -3.5);
    QCOMPARE(seven.value(QStringLiteral("values")).toObject().value(QStringLiteral("nodes")).toDouble(), 7000.0);
    QVERIFY(!seven.contains(QStringLiteral("valueErrors")));
    // Frame 2 (turn 1) has the malformed lines, explained.
    const QJsonObject two = exchange(2);
    QCOMPARE(two.value(QStringLiteral("valueErrors")).toArray().size(), 4);
    QCOMPARE(two.value(QStringLiteral("values")).toObject().value(QStringLiteral("eval")).toDouble(), 1.5);
  }

  void arenaStoresAndRanksValues()
  {
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("python3 is not installed"));
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("a.sqlite"));
    // Two matches, seats swapped, no replays kept: values are read from the bot's stderr anyway.
    const Test::CliResult arena = cli({QStringLiteral("arena"), QStringLiteral("fencing"), QStringLiteral("--bot"),
                                       QStringLiteral("cmd:python3 \"%1\" bad").arg(kBot), QStringLiteral("--name"),
                                       QStringLiteral("valuer"), QStringLiteral("--bot"), QStringLiteral("builtin:fencer"),
                                       QStringLiteral("--matches"), QStringLiteral("2"), QStringLiteral("--db"), db});
    QVERIFY2(arena.exitCode == 0, qPrintable(arena.err));
    // One warning for the bot, with its first malformed line.
    QCOMPARE(arena.err.count(QStringLiteral("wrote value lines that were ignored")), 1);
    QVERIFY2(arena.err.contains(QStringLiteral("turn 2: stderr line 6")), qPrintable(arena.err));

    // The database keeps each match's last and mean beside the replies.
    {
      QSqlDatabase sql = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("values"));
      sql.setDatabaseName(db);
      QVERIFY(sql.open());
      QSqlQuery q(sql);
      QVERIFY(q.exec(QStringLiteral("SELECT names, replies FROM matches ORDER BY idx")));
      int rows = 0;
      while (q.next()) {
        ++rows;
        const QJsonArray names = QJsonDocument::fromJson(q.value(0).toString().toUtf8()).array();
        const QJsonArray replies = QJsonDocument::fromJson(q.value(1).toString().toUtf8()).array();
        const int seat = names.at(0).toString() == QStringLiteral("valuer") ? 0 : 1;
        const QJsonArray values = replies.at(seat).toObject().value(QStringLiteral("values")).toArray();
        QCOMPARE(values.size(), Debugger::BotValues::kMaxNames);
        const QJsonObject eval = values.at(0).toObject();
        QCOMPARE(eval.value(QStringLiteral("name")).toString(), QStringLiteral("eval"));
        const int turns = eval.value(QStringLiteral("turns")).toInt();
        QVERIFY(turns > 10);
        // eval = 2.5 - t for t = 0..turns-1.
        QCOMPARE(eval.value(QStringLiteral("last")).toDouble(), 2.5 - (turns - 1));
        QCOMPARE(eval.value(QStringLiteral("mean")).toDouble(), 2.5 - (turns - 1) / 2.0);
        QVERIFY(!replies.at(1 - seat).toObject().contains(QStringLiteral("values")));  // the built-in fencer reports none
      }
      QCOMPARE(rows, 2);
    }
    QSqlDatabase::removeDatabase(QStringLiteral("values"));

    const Test::CliResult rank = cli({QStringLiteral("rank"), db, QStringLiteral("--json")});
    QVERIFY2(rank.exitCode == 0, qPrintable(rank.err));
    const QJsonArray ranking = QJsonDocument::fromJson(rank.outBytes).object().value(QStringLiteral("ranking")).toArray();
    QJsonObject valuer;
    for (const QJsonValue& b : ranking)
      if (b.toObject().value(QStringLiteral("name")).toString() == QStringLiteral("valuer"))
        valuer = b.toObject();
    const QJsonObject values = valuer.value(QStringLiteral("values")).toObject();
    QCOMPARE(values.size(), Debugger::BotValues::kMaxNames);
    const QJsonObject depth = values.value(QStringLiteral("depth")).toObject();
    QCOMPARE(depth.value(QStringLiteral("matches")).toInt(), 2);
    QVERIFY(depth.value(QStringLiteral("mean")).toDouble() >= 1 && depth.value(QStringLiteral("mean")).toDouble() <= 4);
    QVERIFY(values.value(QStringLiteral("eval")).toObject().value(QStringLiteral("last")).toDouble() < -3);
  }
};

QTEST_GUILESS_MAIN(TestBotValues)
#include "test_bot_values.moc"

// Bot values are parsed once (issue #50): `BotValues::readInto` reads every form of a
// `#kibitz value` line into the exchange, refuses bad ones with the reason and keeps the
// bounds; the runner keeps each exchange's values as the bot replies, and the replay
// reader fills them for files (which keep the stderr, not the values: the bytes written do
// not change). TelemetrySeries, what the charts, the CSV and the page read, takes them
// from the exchanges. No process is started: the bot is a built-in one that also talks.
#include "match/match_builder.h"
#include "match/match_request.h"
#include "match/match_runner.h"
#include "match/participant.h"
#include "replay/replay.h"
#include "replay/replay_file.h"
#include "replay/replay_json.h"
#include "telemetry/bot_values.h"
#include "telemetry/telemetry_series.h"

#include "core/bot.h"
#include "core/game.h"
#include "core/registry.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace Kibitz;
using Debugger::BotValue;

namespace {

// Fencing's built-in random bot, which also reports on its stderr what a searching bot
// would: its turn as `turn`, a constant `depth`, and on even turns a malformed line.
class ReportingParticipant final : public Debugger::Participant {
public:
  explicit ReportingParticipant(std::unique_ptr<Rules::Bot> bot) : inner_(std::move(bot)) {}

  Rules::Move request(const Rules::State& state, int player, Debugger::PlayerExchange* exchange) override
  {
    Rules::Move move = inner_.request(state, player, exchange);
    if (exchange) {
      exchange->stderrText += QStringLiteral("thinking\n#kibitz value turn %1\n#kibitz value depth 3\n").arg(state.turn());
      if (state.turn() % 2 == 0)
        exchange->stderrText += QStringLiteral("#kibitz value depth deep\n");
    }
    return move;
  }

private:
  Debugger::BuiltinParticipant inner_;
};

std::unique_ptr<Debugger::MatchRunner> reportingMatch(QString* error)
{
  const Rules::Game* game = Rules::Registry::find(QStringLiteral("fencing"));
  if (!game) {
    *error = QStringLiteral("fencing is not built");
    return nullptr;
  }
  Debugger::MatchRequest request;
  request.gameId = QStringLiteral("fencing");
  request.seed = 7;
  request.bots = {QStringLiteral("import:test"), QStringLiteral("builtin:random")};
  request.participantFactory = [game](int seat, QString*) -> std::unique_ptr<Debugger::Participant> {
    std::unique_ptr<Rules::Bot> bot = game->newBuiltinBot(QStringLiteral("random"), seat, 7);
    if (seat == 0)
      return std::make_unique<ReportingParticipant>(std::move(bot));
    return std::make_unique<Debugger::BuiltinParticipant>(std::move(bot));
  };
  return Debugger::MatchBuilder::build(request, error);
}

QList<BotValue> parsed(const QString& stderrText, QStringList* errors)
{
  return Debugger::BotValues::parse(stderrText, errors);
}

}  // namespace

class TestTelemetryValues : public QObject {
  Q_OBJECT

private slots:
  void everyFormIsReadIntoTheExchange()
  {
    Debugger::PlayerExchange x;
    x.stderrText = QStringLiteral("plain debug output\n"
                                  "#kibitz value eval -1.5\r\n"        // CRLF, negative
                                  "#kibitz   value  depth   7  \n"      // more spaces around the words
                                  "#kibitz value nodes 2e3\n"          // exponent
                                  "#kibitz value _x9 0.25\n"           // a leading _
                                  "#kibitz value eval 4\n"             // again: the last report wins
                                  "#kibitz note a mark, not a value\n"
                                  "#kibitzvalue eval 9\n"              // no space: neither
                                  "#kibitz value big 1e15\n");         // the largest magnitude kept
    Debugger::BotValues::readInto(&x);
    QCOMPARE(x.valueErrors, QStringList());
    QCOMPARE(x.values, (QList<BotValue>{{QStringLiteral("eval"), 4},
                                        {QStringLiteral("depth"), 7},
                                        {QStringLiteral("nodes"), 2000},
                                        {QStringLiteral("_x9"), 0.25},
                                        {QStringLiteral("big"), 1e15}}));
    // Read again from other text: replaced, not added to.
    x.stderrText = QStringLiteral("#kibitz value eval 1\n");
    Debugger::BotValues::readInto(&x);
    QCOMPARE(x.values, (QList<BotValue>{{QStringLiteral("eval"), 1}}));
  }

  void badLinesAreRefusedWithTheReason_data()
  {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("reason");
    QTest::newRow("no number") << "#kibitz value eval" << "stderr line 1: value: expected 'value NAME NUMBER'";
    QTest::newRow("bare word") << "#kibitz value" << "stderr line 1: value: expected 'value NAME NUMBER'";
    QTest::newRow("two numbers") << "#kibitz value eval 1 2" << "stderr line 1: value: expected 'value NAME NUMBER'";
    QTest::newRow("digit first") << "#kibitz value 9lives 1" << "stderr line 1: value: '9lives' is not a name";
    QTest::newRow("dot") << "#kibitz value a.b 1" << "stderr line 1: value: 'a.b' is not a name";
    QTest::newRow("name too long") << "#kibitz value " + QString(33, QLatin1Char('n')) + " 1"
                                   << "stderr line 1: value: '" + QString(33, QLatin1Char('n')) + "' is not a name";
    QTest::newRow("word") << "#kibitz value eval high" << "stderr line 1: value eval: 'high' is not a finite number";
    QTest::newRow("nan") << "#kibitz value eval nan" << "stderr line 1: value eval: 'nan' is not a finite number";
    QTest::newRow("infinity") << "#kibitz value eval -inf" << "stderr line 1: value eval: '-inf' is not a finite number";
    QTest::newRow("too large") << "#kibitz value eval 1e16" << "stderr line 1: value eval: '1e16' is not a finite number";
  }

  void badLinesAreRefusedWithTheReason()
  {
    QFETCH(QString, line);
    QFETCH(QString, reason);
    Debugger::PlayerExchange x;
    x.stderrText = line + QStringLiteral("\n#kibitz value ok 1\n");
    Debugger::BotValues::readInto(&x);
    QCOMPARE(x.values, (QList<BotValue>{{QStringLiteral("ok"), 1}}));  // the good line is kept
    QCOMPARE(x.valueErrors.size(), 1);
    QVERIFY2(x.valueErrors[0].startsWith(reason), qPrintable(x.valueErrors[0]));
  }

  void theBoundsHold()
  {
    // At most 64 names a turn, said once; a name of 32 characters is the longest.
    QString flood = QStringLiteral("#kibitz value %1 1\n").arg(QString(32, QLatin1Char('a')));
    for (int i = 0; i < 500; ++i)
      flood += QStringLiteral("#kibitz value v%1 %1\n").arg(i);
    QStringList errors;
    const QList<BotValue> values = parsed(flood, &errors);
    QCOMPARE(values.size(), Debugger::BotValues::kMaxNames);
    QCOMPARE(values.first().name, QString(32, QLatin1Char('a')));
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors[0].contains(QStringLiteral("more than 64 value names")), qPrintable(errors[0]));
    // A long stderr is read up to the marks' bound, no further.
    QString longText(Debugger::BotMarks::kMaxScannedChars, QLatin1Char('x'));
    longText += QStringLiteral("\n#kibitz value late 1\n");
    QVERIFY(parsed(longText, &errors).isEmpty());
  }

  void theRunnerKeepsEachExchangesValues()
  {
    QString error;
    std::unique_ptr<Debugger::MatchRunner> runner = reportingMatch(&error);
    if (!runner && error.contains(QStringLiteral("not built")))
      QSKIP("fencing is not built");
    QVERIFY2(runner, qPrintable(error));
    runner->run(12);
    const Debugger::Replay& replay = runner->replay();
    int reports = 0;
    int problems = 0;
    QList<QPointF> turns;  // what the series should hold for `turn`
    for (int f = 1; f < replay.frames.size(); ++f) {
      for (const Debugger::PlayerExchange& x : replay.frames[f].exchanges) {
        if (x.player != 0) {
          QVERIFY(x.values.isEmpty());
          continue;
        }
        ++reports;
        const int turn = f - 1;
        QCOMPARE(x.values, (QList<BotValue>{{QStringLiteral("turn"), double(turn)}, {QStringLiteral("depth"), 3}}));
        QCOMPARE(x.valueErrors.size(), turn % 2 == 0 ? 1 : 0);
        QVERIFY(x.markErrors.isEmpty());  // value lines are not marks
        problems += int(x.valueErrors.size());
        turns << QPointF(f, turn);
      }
    }
    QVERIFY(reports >= 3);
    QVERIFY(problems >= 1);
    // The seat's tally for the arena came from the same values.
    const Debugger::BotValueTally& tally = runner->seatSummaries()[0].values;
    QCOMPARE(tally.names(), (QStringList{QStringLiteral("turn"), QStringLiteral("depth")}));
    QCOMPARE(tally.problems(), problems);

    // The series the charts read takes them from the exchanges: the stderr is not read again.
    Debugger::Replay withoutStderr = replay;
    for (Debugger::Frame& frame : withoutStderr.frames)
      for (Debugger::PlayerExchange& x : frame.exchanges)
        x.stderrText.clear();
    Debugger::TelemetrySeries series;
    series.reset(withoutStderr);
    QCOMPARE(series.valueNames(0), tally.names());
    QCOMPARE(series.values(0, 0), turns);
    QCOMPARE(series.valueProblems(0), problems);
    const QString first = series.firstValueProblem(0);
    QVERIFY2(first.startsWith(QStringLiteral("turn 1: stderr line ")) && first.contains(QStringLiteral("value depth: 'deep'")),
             qPrintable(first));
    QVERIFY(series.valueNames(1).isEmpty());
  }

  void filesKeepTheStderrAndLoadWithTheValues()
  {
    QString error;
    std::unique_ptr<Debugger::MatchRunner> runner = reportingMatch(&error);
    if (!runner && error.contains(QStringLiteral("not built")))
      QSKIP("fencing is not built");
    QVERIFY2(runner, qPrintable(error));
    runner->run(6);
    const Debugger::Replay replay = runner->replay();
    // The values are not written: the exchanges hold no "values" key, the bytes are those
    // of a replay whose exchanges were never read for values.
    const QJsonObject json = Debugger::ReplayJson::toJson(replay);
    for (const QJsonValue& frame : json.value(QStringLiteral("frames")).toArray())
      for (const QJsonValue& x : frame.toObject().value(QStringLiteral("io")).toArray()) {
        QVERIFY(!x.toObject().contains(QStringLiteral("values")));
        QVERIFY(!x.toObject().contains(QStringLiteral("valueErrors")));
      }
    Debugger::Replay unread = replay;
    for (Debugger::Frame& frame : unread.frames)
      for (Debugger::PlayerExchange& x : frame.exchanges)
        x.values.clear(), x.valueErrors.clear();
    QCOMPARE(Debugger::ReplayFile::serialize(unread), Debugger::ReplayFile::serialize(replay));

    // A file of format 3 (before cost and values were kept) loads with the values filled.
    QJsonObject old = json;
    old.insert(QStringLiteral("version"), 3);
    const auto back = Debugger::ReplayFile::parse(QJsonDocument(old).toJson(QJsonDocument::Compact), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->frames.size(), replay.frames.size());
    for (int f = 0; f < replay.frames.size(); ++f) {
      QCOMPARE(back->frames[f].exchanges.size(), replay.frames[f].exchanges.size());
      for (int i = 0; i < replay.frames[f].exchanges.size(); ++i) {
        QCOMPARE(back->frames[f].exchanges[i].values, replay.frames[f].exchanges[i].values);
        QCOMPARE(back->frames[f].exchanges[i].valueErrors, replay.frames[f].exchanges[i].valueErrors);
      }
    }
    QVERIFY(back->frames[1].exchangeOf(0));
    QCOMPARE(back->frames[1].exchangeOf(0)->values.size(), 2);
  }

  // The contract over the source: values are parsed in one place; everything else reads
  // the exchange's kept values.
  void nothingElseParsesValues()
  {
    QStringList callers;
    for (const QString& folder : {QStringLiteral("app"), QStringLiteral("debugger"), QStringLiteral("rules")}) {
      QDirIterator it(QStringLiteral(KIBITZ_SOURCE_DIR "/") + folder, {QStringLiteral("*.cpp"), QStringLiteral("*.h")},
                      QDir::Files, QDirIterator::Subdirectories);
      while (it.hasNext()) {
        QFile file(it.next());
        QVERIFY(file.open(QIODevice::ReadOnly));
        if (file.readAll().contains("BotValues::parse("))
          callers << QDir(QStringLiteral(KIBITZ_SOURCE_DIR)).relativeFilePath(file.fileName());
      }
    }
    QCOMPARE(callers, QStringList());  // bot_values.cpp calls it as parse(), inside BotValues
  }
};

QTEST_GUILESS_MAIN(TestTelemetryValues)
#include "test_telemetry_values.moc"

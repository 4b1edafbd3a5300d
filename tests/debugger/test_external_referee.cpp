// Games Kibitz does not build in (docs/external-games.md): toy referees written in Python
// (tests/debugger/referees/) run through kibitz-cli for real, in both dialects, well-behaved,
// untidy and broken; their replays open through ReplayLoader and validate; the cg framing's
// bounds; the kibitz frame's schema; and a check that no SDK source is in the tree.
#include "arena/job_line.h"
#include "external/cg_command.h"
#include "external/kibitz_frame.h"
#include "match/sandbox_check.h"
#include "replay/replay_loader.h"
#include "replay/replay_validation.h"
#include "support/cli_run.h"
#include "support/require_tool.h"
#include "support/sqlite_rows.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

namespace {

const QString kReferees = QStringLiteral(KIBITZ_SOURCE_DIR "/tests/debugger/referees/");

QString python(const QString& script, const QString& args = {})
{
  return QStringLiteral("python3 %1%2%3").arg(kReferees, script, args.isEmpty() ? QString() : QLatin1Char(' ') + args);
}

QString bot(const QString& script, const QString& args = {})
{
  return QStringLiteral("cmd:") + python(script, args);
}

Test::CliResult cli(const QStringList& args)
{
  Test::CliOptions options;
  options.timeoutMs = 120000;
  return Test::runCli(QStringLiteral(KIBITZ_CLI_PATH), args, options);
}

// Plays a match and loads its replay (through ReplayLoader, as the window opens a file).
std::optional<Debugger::Replay> play(const QTemporaryDir& dir, const QStringList& args, QString* out)
{
  const QString file = dir.filePath(QStringLiteral("m.kbz"));
  QFile::remove(file);
  const Test::CliResult run = cli(QStringList{QStringLiteral("run")} << args << QStringLiteral("--out") << file);
  *out = run.out + run.err;
  if (run.exitCode != 0)
    return std::nullopt;
  QString error;
  std::optional<Debugger::Replay> replay = Debugger::ReplayLoader::load(file, &error);
  if (!replay)
    *out += QStringLiteral("\nload: ") + error;
  return replay;
}

// Later replies have `limitMs` (the first ones 5000 ms): generous unless a test wants a timeout,
// so that a loaded machine does not make a Python bot late.
QStringList tictactoe(const QString& seat1Args = {}, int limitMs = 4000)
{
  return {QStringLiteral("extern"),      QStringLiteral("--referee"),   python(QStringLiteral("cg_tictactoe.py")),
          QStringLiteral("--dialect"),   QStringLiteral("cg"),          QStringLiteral("--game-name"),
          QStringLiteral("tictactoe"),   QStringLiteral("--param"),     QStringLiteral("limit=%1").arg(limitMs),
          QStringLiteral("--bot"),       bot(QStringLiteral("ttt_bot.py")), QStringLiteral("--bot"),
          bot(QStringLiteral("ttt_bot.py"), seat1Args),                QStringLiteral("--seed"),
          QStringLiteral("7")};
}

QStringList race(const QString& referee, const QString& seat1Args, const QStringList& extra = {})
{
  return QStringList{QStringLiteral("extern"), QStringLiteral("--referee"), python(referee), QStringLiteral("--dialect"),
                     QStringLiteral("brutaltester"), QStringLiteral("--time-limit"), QStringLiteral("2000"),
                     QStringLiteral("--bot"), bot(QStringLiteral("race_bot.py")), QStringLiteral("--bot"),
                     bot(QStringLiteral("race_bot.py"), seat1Args)}
         << extra;
}

QStringList logOf(const Debugger::Replay& replay)
{
  QStringList lines;
  for (const Debugger::Frame& f : replay.frames)
    for (const QJsonValue& v : f.state.value(QStringLiteral("log")).toArray())
      lines << v.toString();
  return lines;
}

QStringList summaryOf(const Debugger::Replay& replay)
{
  QStringList lines;
  for (const Debugger::Frame& f : replay.frames)
    for (const QJsonValue& v : f.state.value(QStringLiteral("summary")).toArray())
      lines << v.toString();
  return lines;
}

}  // namespace

class TestExternalReferee : public QObject {
  Q_OBJECT

private slots:
  void init()
  {
    if (QTest::currentTestFunction() != QByteArrayLiteral("cgHeaders")
        && QTest::currentTestFunction() != QByteArrayLiteral("kibitzFrameSchema")
        && QTest::currentTestFunction() != QByteArrayLiteral("noSdkSourceInTheTree"))
      KIBITZ_REQUIRE_TOOL("python3");
  }

  void cgHeaders_data()
  {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("count");
    QTest::newRow("plain") << "[[VIEW] 2]" << "VIEW" << 2;
    QTest::newRow("no space") << "[[SCORES]3]" << "SCORES" << 3;
    QTest::newRow("zero") << "[[INFOS] 0]" << "INFOS" << 0;
    QTest::newRow("garbage") << "hello" << QString() << -1;
    QTest::newRow("negative") << "[[VIEW] -1]" << QString() << -1;
    QTest::newRow("huge") << "[[VIEW] 999999999]" << QString() << -1;
    QTest::newRow("letters") << "[[VIEW] 2x]" << QString() << -1;
    QTest::newRow("empty name") << "[[] 2]" << QString() << -1;
  }

  void cgHeaders()
  {
    QFETCH(QString, line);
    QFETCH(QString, name);
    QFETCH(int, count);
    QString error;
    const auto header = Debugger::CgCommand::parseHeader(line, &error);
    QCOMPARE(header.has_value(), count >= 0);
    if (header) {
      QCOMPARE(header->name, name);
      QCOMPARE(header->lineCount, count);
    } else {
      QVERIFY(!error.isEmpty());
    }
    QCOMPARE(Debugger::CgCommand::format(QStringLiteral("SET_PLAYER_OUTPUT"), {QStringLiteral("12"), QStringLiteral("1 1")}),
             QByteArray("[[SET_PLAYER_OUTPUT] 2]\n12\n1 1\n"));
  }

  void kibitzFrameSchema()
  {
    const QJsonObject o = QJsonDocument::fromJson(
        "{\"metrics\": {\"gold\": [1, 2], \"bad\": [1]},"
        " \"grid\": {\"rows\": 2, \"cols\": 2, \"cells\": [[\"a\", {\"text\": \"b\", \"color\": \"#ff0000\"}],"
        " [{\"text\": \"c\", \"color\": \"red\"}]]},"
        " \"marks\": [\"text 0,0 hi\", \"fly me to the moon\"]}").object();
    const Debugger::KibitzFrame k = Debugger::KibitzFrame::read(o, 2);
    QCOMPARE(k.metrics.size(), 1);
    QCOMPARE(k.metrics[0].first, QStringLiteral("kibitz.gold"));
    QCOMPARE(k.metrics[0].second, (QList<double>{1, 2}));
    const QJsonArray rows = k.json.value(QStringLiteral("grid")).toObject().value(QStringLiteral("cells")).toArray();
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows[0].toArray()[1].toObject().value(QStringLiteral("color")).toString(), QStringLiteral("#ff0000"));
    QCOMPARE(rows[1].toArray()[1].toObject().value(QStringLiteral("text")).toString(), QString());  // missing cell
    QCOMPARE(k.json.value(QStringLiteral("marks")).toArray(), QJsonArray{QStringLiteral("text 0,0 hi")});
    // The short metric, the colour "red" and the unknown mark are each explained.
    QCOMPARE(k.errors.size(), 3);
    QVERIFY(Debugger::KibitzFrame::read(QJsonValue(3), 2).errors.size() == 1);
  }

  void cgTicTacToe()
  {
    QTemporaryDir dir;
    QString out;
    const std::optional<Debugger::Replay> replay = play(dir, tictactoe(), &out);
    QVERIFY2(replay, qPrintable(out));
    QCOMPARE(replay->gameId, QStringLiteral("extern:tictactoe"));
    // The first-cell bot X wins on the first row's diagonal... X plays 0 0, 0 2, 1 1... ; here:
    // X: (0,0) (0,2) (1,1) ... whatever the line, a full match is 5..9 moves and one KEY_FRAME each, plus the first.
    QVERIFY(replay->result.complete);
    QVERIFY2(replay->result.text.contains(QStringLiteral("wins")), qPrintable(replay->result.text));
    int exchanges = 0;
    for (int f = 0; f < replay->frames.size(); ++f) {
      const Debugger::Frame& frame = replay->frames[f];
      QCOMPARE(frame.state.value(QStringLiteral("frame")).toInt(), f);
      QCOMPARE(frame.exchanges.size(), f == 0 ? 0 : 1);  // one NEXT_PLAYER_INFO per KEY_FRAME here
      for (const Debugger::PlayerExchange& e : frame.exchanges) {
        ++exchanges;
        QCOMPARE(e.limitMs, exchanges <= 2 ? 5000 : 4000);  // NEXT_PLAYER_INFO's
        QCOMPARE(e.status, Rules::Move::Status::Ok);
        QVERIFY(e.input.endsWith(QStringLiteral("X\n")) || e.input.endsWith(QStringLiteral("O\n")));
        QVERIFY(e.stderrText.contains(QStringLiteral("thinking")));
        QVERIFY(e.cpuMs >= 0);
      }
    }
    QVERIFY(exchanges >= 5);
    QCOMPARE(replay->lastTurn(), exchanges);
    // SCORES: the winner; MONITORING: the time came first in each output.
    QCOMPARE(replay->result.returns.size(), 2);
    QVERIFY(replay->result.returns[0] != replay->result.returns[1]);
    QVERIFY(summaryOf(*replay).join(QLatin1Char('\n')).contains(QRegularExpression(QStringLiteral("played \\d \\d in \\d+ ms"))));
    // TOOLTIPs are events; the kibitz frame gives metrics, a grid and marks.
    int tooltips = 0;
    for (const Debugger::Frame& f : replay->frames)
      tooltips += int(f.events.size());
    QCOMPARE(tooltips, exchanges);
    QVERIFY(replay->metricKeys.contains(QStringLiteral("kibitz.moves")));
    QVERIFY(replay->metricKeys.contains(QStringLiteral("score")));
    const QJsonObject kibitz = replay->frames.last().state.value(QStringLiteral("kibitz")).toObject();
    QCOMPARE(kibitz.value(QStringLiteral("grid")).toObject().value(QStringLiteral("rows")).toInt(), 3);
    QCOMPARE(kibitz.value(QStringLiteral("marks")).toArray().size(), 1);
    // UINPUT and the parameters are kept to replay the match with.
    const QJsonObject external = replay->origin.value(QStringLiteral("external")).toObject();
    QCOMPARE(external.value(QStringLiteral("dialect")).toString(), QStringLiteral("cg"));
    QCOMPARE(external.value(QStringLiteral("uinput")).toArray(), QJsonArray{QStringLiteral("limit=4000")});
    QCOMPARE(external.value(QStringLiteral("parameters")).toObject().value(QStringLiteral("limit")).toString(),
             QStringLiteral("4000"));
    QString error;
    QVERIFY2(Debugger::ReplayValidation::check(*replay, &error), qPrintable(error));

    // info --json: the frames, the winner.
    const Test::CliResult info = cli({QStringLiteral("info"), dir.filePath(QStringLiteral("m.kbz")), QStringLiteral("--json")});
    QCOMPARE(info.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(info.outBytes).object();
    QCOMPARE(json.value(QStringLiteral("game")).toString(), QStringLiteral("extern:tictactoe"));
    QCOMPARE(json.value(QStringLiteral("turns")).toInt(), exchanges);
    QCOMPARE(json.value(QStringLiteral("result")).toString(), replay->result.text);

    // Its rules are in the referee: verify says so instead of a divergence.
    const Test::CliResult verify = cli({QStringLiteral("verify"), dir.filePath(QStringLiteral("m.kbz"))});
    QVERIFY(verify.exitCode != 0);
    QVERIFY2(verify.err.contains(QStringLiteral("played by an external referee")), qPrintable(verify.err));
  }

  void cgTimeoutIsToldToTheReferee()
  {
    QTemporaryDir dir;
    QString out;
    const std::optional<Debugger::Replay> replay =
        play(dir, tictactoe(QStringLiteral("--sleep-turn 2"), 1000), &out);
    QVERIFY2(replay, qPrintable(out));
    const Debugger::PlayerExchange* late = nullptr;
    for (const Debugger::Frame& f : replay->frames)
      for (const Debugger::PlayerExchange& e : f.exchanges)
        if (e.status == Rules::Move::Status::Timeout)
          late = &e;
    QVERIFY(late);
    QCOMPARE(late->player, 1);
    QCOMPARE(late->limitMs, 1000);
    QVERIFY(summaryOf(*replay).contains(QStringLiteral("player 1 received SET_PLAYER_TIMEOUT")));
    QVERIFY(replay->result.complete);
    QCOMPARE(replay->result.returns, (QList<double>{1, -1}));
  }

  void cgSameSeedSameFrames()
  {
    QTemporaryDir dir;
    QString out;
    const std::optional<Debugger::Replay> a = play(dir, tictactoe(), &out);
    QVERIFY2(a, qPrintable(out));
    const std::optional<Debugger::Replay> b = play(dir, tictactoe(), &out);
    QVERIFY2(b, qPrintable(out));
    // The referee is deterministic: every view and exchange's text is the same (times differ).
    QCOMPARE(a->frames.size(), b->frames.size());
    for (int f = 0; f < a->frames.size(); ++f) {
      QCOMPARE(a->frames[f].state.value(QStringLiteral("view")), b->frames[f].state.value(QStringLiteral("view")));
      for (int e = 0; e < a->frames[f].exchanges.size(); ++e) {
        QCOMPARE(a->frames[f].exchanges[e].input, b->frames[f].exchanges[e].input);
        QCOMPARE(a->frames[f].exchanges[e].output, b->frames[f].exchanges[e].output);
      }
    }
    QCOMPARE(a->result.text, b->result.text);
  }

  void rerunASeatFromItsRecordedInputs()
  {
    // The referee cannot start midway: a re-run seat is asked the recorded questions again.
    QTemporaryDir dir;
    QString out;
    const std::optional<Debugger::Replay> replay = play(dir, tictactoe(QStringLiteral("--last")), &out);
    QVERIFY2(replay, qPrintable(out));
    QVERIFY(replay->lastTurn() >= 4);
    const Test::CliResult rerun = cli({QStringLiteral("rerun"), dir.filePath(QStringLiteral("m.kbz")), QStringLiteral("--seat"),
                                       QStringLiteral("1"), QStringLiteral("--turn"), QStringLiteral("4"),
                                       QStringLiteral("--run-recorded"), QStringLiteral("--json")});
    QVERIFY2(rerun.exitCode == 0, qPrintable(rerun.err));
    QVERIFY2(rerun.err.contains(QStringLiteral("all as in the match")), qPrintable(rerun.err));
    const QJsonObject json = QJsonDocument::fromJson(rerun.outBytes).object();
    QCOMPARE(json.value(QStringLiteral("reply")).toArray().first().toString(), replay->frames[4].exchangeOf(1)->output.value(0));
  }

  void brutaltesterRace()
  {
    QTemporaryDir dir;
    QString out;
    const std::optional<Debugger::Replay> replay =
        play(dir, race(QStringLiteral("brutal_race.py"), QStringLiteral("--step 3")), &out);
    QVERIFY2(replay, qPrintable(out));
    QCOMPARE(replay->gameId, QStringLiteral("extern"));
    QVERIFY(replay->result.complete);
    QCOMPARE(replay->result.returns, (QList<double>{1, 2}));  // ###End 1 0
    // 12 / 3 = 4 rounds: frame 0 and one frame per round of ###Output, two exchanges each.
    QCOMPARE(replay->lastTurn(), 4);
    for (int f = 1; f <= 4; ++f)
      QCOMPARE(replay->frames[f].exchanges.size(), 2);
    QCOMPARE(replay->frames[1].exchanges[0].input, QStringLiteral("0 0\n"));
    QCOMPARE(replay->frames[2].exchanges[1].input, QStringLiteral("4 3\n"));  // player 0 moved first
    QVERIFY(logOf(*replay).contains(QStringLiteral("###Foo a line Kibitz does not know")));
    QVERIFY(replay->metricKeys.contains(QStringLiteral("kibitz.position")));
    const int position = int(replay->metricKeys.indexOf(QStringLiteral("kibitz.position")));
    QCOMPARE(replay->frames.last().metrics[position], (QList<double>{8, 12}));
    QString error;
    QVERIFY2(Debugger::ReplayValidation::check(*replay, &error), qPrintable(error));
  }

  void brutaltesterBotFaults_data()
  {
    QTest::addColumn<QString>("args");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("result");
    QTest::newRow("crash") << "--crash" << int(Rules::Move::Status::Crashed) << "lost";
    QTest::newRow("timeout") << "--sleep" << int(Rules::Move::Status::Timeout) << "lost";
    QTest::newRow("invalid") << "--garbage" << int(Rules::Move::Status::Invalid) << "wins";
  }

  void brutaltesterBotFaults()
  {
    QFETCH(QString, args);
    QFETCH(int, status);
    QFETCH(QString, result);
    QTemporaryDir dir;
    QString out;
    const std::optional<Debugger::Replay> replay = play(dir, race(QStringLiteral("brutal_race.py"), args), &out);
    QVERIFY2(replay, qPrintable(out));
    bool seen = false;
    for (const Debugger::Frame& f : replay->frames)
      for (const Debugger::PlayerExchange& e : f.exchanges)
        seen = seen || (e.player == 1 && int(e.status) == status);
    QVERIFY2(seen, qPrintable(replay->result.text));
    QVERIFY2(replay->result.text.contains(result), qPrintable(replay->result.text));
    QVERIFY(replay->result.returns.value(0) > replay->result.returns.value(1));  // the faulty bot ranks below
  }

  void brutaltesterUntidyReferee()
  {
    QTemporaryDir dir;
    QString out;
    const std::optional<Debugger::Replay> replay =
        play(dir, race(QStringLiteral("brutal_untidy.py"), QString(), {QStringLiteral("--seed-line"), QStringLiteral("before"),
                                                                       QStringLiteral("--seed"), QStringLiteral("5")}),
             &out);
    QVERIFY2(replay, qPrintable(out));
    QVERIFY2(replay->result.complete, qPrintable(replay->result.text));
    QCOMPARE(replay->lastTurn(), 3);
    // The players' own start data came with their first input.
    QCOMPARE(replay->frames[1].exchanges[0].input, QStringLiteral("id 0\n0 0\n"));
    const QString log = logOf(*replay).join(QLatin1Char('\n'));
    QVERIFY2(log.contains(QStringLiteral("starting with seed 5")), qPrintable(log));
    QVERIFY(log.contains(QStringLiteral("###Error 0 just chatter on stderr")));
  }

  void brokenReferees_data()
  {
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("message");
    QTest::newRow("silent") << "silent" << "the referee sent nothing for 3000 ms after line 0";
    QTest::newRow("garbage") << "garbage" << "at line 1 'hello, I am not a command': expected a command header";
    QTest::newRow("wrong-count") << "wrong-count" << "[[VIEW] 5] announced 5 lines, got 2";
    QTest::newRow("flood") << "flood" << "[[SUMMARY] 100000] holds more than 16 MiB";
    QTest::newRow("early-exit") << "early-exit" << "the referee stopped after line";
    QTest::newRow("bad-info") << "bad-info" << "NEXT_PLAYER_INFO needs three numbers";
  }

  void brokenReferees()
  {
    QFETCH(QString, mode);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QString out;
    const std::optional<Debugger::Replay> replay =
        play(dir,
             {QStringLiteral("extern"), QStringLiteral("--referee"), python(QStringLiteral("cg_broken.py"), mode),
              QStringLiteral("--dialect"), QStringLiteral("cg"), QStringLiteral("--referee-timeout"), QStringLiteral("3000"),
              QStringLiteral("--bot"), bot(QStringLiteral("echo_bot.py"))},
             &out);
    // The match ends with a message naming what the referee sent; the replay so far is kept.
    QVERIFY2(replay, qPrintable(out));
    QVERIFY(!replay->result.complete);
    QVERIFY2(replay->result.text.contains(message), qPrintable(replay->result.text));
    QVERIFY(replay->frames.size() >= 1);
    if (mode == QLatin1String("early-exit")) {  // one frame and its exchange came before the exit
      QCOMPARE(replay->frames[0].state.value(QStringLiteral("view")).toObject().value(QStringLiteral("n")).toInt(), 0);
      QCOMPARE(replay->frames.last().exchanges.size(), 1);
    }
  }

  void refereeInTheSandboxStaysInItsFolder()
  {
    KIBITZ_REQUIRE_TOOL("bwrap");
    QString reason;
    if (!Debugger::sandboxAvailable(&reason))
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("the sandbox cannot be set up: ") + reason);
    // The system's python3 (one found on PATH may be a shim in the user's home, outside
    // what the sandbox shows); the referee's own folder is shown read-only.
    const QString system = QStandardPaths::findExecutable(QStringLiteral("python3"), {QStringLiteral("/usr/bin")});
    if (system.isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("python3 is not installed in /usr/bin"));
    QTemporaryDir dir;
    QTemporaryDir outside;
    const QString target = outside.filePath(QStringLiteral("escaped.txt"));
    QString out;
    const std::optional<Debugger::Replay> replay =
        play(dir,
             {QStringLiteral("extern"), QStringLiteral("--referee"),
              QStringLiteral("%1 %2cg_broken.py escape %3").arg(system, kReferees, target), QStringLiteral("--dialect"),
              QStringLiteral("cg"), QStringLiteral("--sandbox"), QStringLiteral("--bot"),
              QStringLiteral("cmd:%1 %2echo_bot.py").arg(system, kReferees)},
             &out);
    QVERIFY2(replay, qPrintable(out));
    QVERIFY2(replay->result.complete, qPrintable(replay->result.text));
    QVERIFY(!QFile::exists(target));
    QVERIFY2(summaryOf(*replay).join(QLatin1Char('\n')).contains(QStringLiteral("wrote outside: no")),
             qPrintable(summaryOf(*replay).join(QLatin1Char('\n'))));
  }

  void arenaThroughEachDialect_data()
  {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("winner");
    QTest::newRow("cg") << QStringList{QStringLiteral("extern:ttt"), QStringLiteral("--referee"),
                                       python(QStringLiteral("cg_tictactoe.py")), QStringLiteral("--dialect"),
                                       QStringLiteral("cg"), QStringLiteral("--param"), QStringLiteral("limit=4000"),
                                       QStringLiteral("--bot"), bot(QStringLiteral("ttt_bot.py")),
                                       QStringLiteral("--bot"), bot(QStringLiteral("echo_bot.py")),
                                       QStringLiteral("--name"), QStringLiteral("first"), QStringLiteral("--name"),
                                       QStringLiteral("echo")}
                        << "first";
    QTest::newRow("brutaltester") << race(QStringLiteral("brutal_race.py"), QStringLiteral("--step 1"),
                                          {QStringLiteral("--name"), QStringLiteral("fast"), QStringLiteral("--name"),
                                           QStringLiteral("slow")})
                                  << "fast";
  }

  void arenaThroughEachDialect()
  {
    QFETCH(QStringList, args);
    QFETCH(QString, winner);
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("arena.sqlite"));
    const Test::CliResult run = cli(QStringList{QStringLiteral("arena")} << args << QStringLiteral("--matches")
                                                                          << QStringLiteral("20") << QStringLiteral("--jobs")
                                                                          << QStringLiteral("2") << QStringLiteral("--db") << db
                                                                          << QStringLiteral("--json"));
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(Test::queryRows(db, QStringLiteral("SELECT count(*) FROM matches")), QStringList{QStringLiteral("20")});
    const QJsonObject ranking = QJsonDocument::fromJson(run.outBytes).object();
    const QJsonArray rows = ranking.value(QStringLiteral("ranking")).toArray();
    QVERIFY2(!rows.isEmpty(), run.outBytes.constData());
    QCOMPARE(rows[0].toObject().value(QStringLiteral("name")).toString(), winner);
  }

  void arenaCountsRefereeRejections()
  {
    // ###Error k: the referee rejects a reply Kibitz passed on; the arena stores it as the seat's fault.
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("arena.sqlite"));
    const Test::CliResult run = cli(QStringList{QStringLiteral("arena")}
                                    << race(QStringLiteral("brutal_race.py"), QStringLiteral("--garbage"),
                                            {QStringLiteral("--name"), QStringLiteral("good"), QStringLiteral("--name"),
                                             QStringLiteral("garbage")})
                                    << QStringLiteral("--matches") << QStringLiteral("2") << QStringLiteral("--db") << db);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QStringList errors = Test::queryRows(db, QStringLiteral("SELECT errors FROM matches ORDER BY idx"));
    QCOMPARE(errors.size(), 2);
    for (const QString& e : errors)
      QVERIFY2(e.contains(QStringLiteral("invalid: invalid reply 'NONSENSE'")), qPrintable(e));
  }

  void arenaJobLinesCarryTheReferee()
  {
    // arena --plan | worker: a job line holds the referee, so a worker anywhere plays it.
    const Test::CliResult plan = cli(QStringList{QStringLiteral("arena")}
                                     << race(QStringLiteral("brutal_race.py"), QStringLiteral("--step 1"),
                                             {QStringLiteral("--seed-line"), QStringLiteral("after"),
                                              QStringLiteral("--referee-timeout"), QStringLiteral("9000")})
                                     << QStringLiteral("--matches") << QStringLiteral("2") << QStringLiteral("--plan"));
    QVERIFY2(plan.exitCode == 0, qPrintable(plan.err));
    const QList<QByteArray> lines = plan.outBytes.trimmed().split('\n');
    QCOMPARE(lines.size(), 2);
    QString error;
    const std::optional<Debugger::Arena::MatchJob> job = Debugger::Arena::JobLine::parseJob(lines[0], &error);
    QVERIFY2(job && job->referee, qPrintable(error));
    QCOMPARE(job->referee->dialect, Debugger::ExternalReferee::Dialect::Brutaltester);
    QCOMPARE(job->referee->seedLine, Debugger::ExternalReferee::SeedLine::After);
    QCOMPARE(job->referee->replyTimeoutMs, 9000);
    QCOMPARE(Debugger::Arena::JobLine::job(*job), lines[0]);
    Test::CliOptions options;
    options.input = plan.outBytes;
    const Test::CliResult worker = Test::runCli(QStringLiteral(KIBITZ_CLI_PATH), {QStringLiteral("worker")}, options);
    QVERIFY2(worker.exitCode == 0, qPrintable(worker.err));
    QCOMPARE(worker.out.count(QStringLiteral("\"complete\":true")), 2);
    QVERIFY(Debugger::Arena::JobLine::parseJob(QByteArray(lines[0]).replace("\"brutaltester\"", "\"morse\""), &error) == std::nullopt);
    QVERIFY2(error.contains(QStringLiteral("referee")), qPrintable(error));
  }

  void badOptionsAreNamed()
  {
    const Test::CliResult noReferee = cli({QStringLiteral("run"), QStringLiteral("extern"), QStringLiteral("--bot"),
                                           bot(QStringLiteral("echo_bot.py")), QStringLiteral("--out"), QStringLiteral("/dev/null")});
    QVERIFY(noReferee.exitCode != 0);
    QVERIFY2(noReferee.err.contains(QStringLiteral("needs --referee COMMAND and --dialect")), qPrintable(noReferee.err));
    const Test::CliResult builtin = cli({QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--dialect"),
                                         QStringLiteral("cg"), QStringLiteral("--out"), QStringLiteral("/dev/null")});
    QVERIFY(builtin.exitCode != 0);
    QVERIFY2(builtin.err.contains(QStringLiteral("--dialect is for GAME extern")), qPrintable(builtin.err));
  }

  void noSdkSourceInTheTree()
  {
    // Kibitz speaks the SDK's protocol but holds none of its code (CC BY-NC): no file of
    // the tree declares one of its Java packages. The needle is built so this file does not match.
    const QByteArray needle = QByteArray("package com.codingame.") + "gameengine";
    QDirIterator it(QStringLiteral(KIBITZ_SOURCE_DIR), QDir::Files, QDirIterator::Subdirectories);
    QStringList found;
    while (it.hasNext()) {
      const QString path = it.next();
      if (path.contains(QStringLiteral("/.git/")) || path.contains(QStringLiteral("/build")))
        continue;
      QFile file(path);
      if (file.size() > 8 * 1024 * 1024 || !file.open(QIODevice::ReadOnly))
        continue;
      if (file.readAll().contains(needle))
        found << path;
    }
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
  }
};

QTEST_GUILESS_MAIN(TestExternalReferee)
#include "test_external_referee.moc"

// The per-turn profiler (issue #49): folding and bounds of a turn's profile, perf's text
// read as hostile input, samples cut by exchange, the refusals' decision, and end to end
// through kibitz-cli: a C++ bot (plain and sandboxed) and a Python bot that spend odd
// turns in think_hard() and even turns in think_light() are profiled, and each turn's
// profile names the right function first.
#include "match/sandbox_check.h"
#include "profile/perf_recorder.h"
#include "profile/perf_script_parser.h"
#include "profile/profile_samples.h"
#include "profile/profile_views.h"
#include "profile/profiler_checks.h"
#include "profile/python_profile.h"
#include "replay/replay_file.h"
#include "replay/replay_json.h"
#include "support/cli_run.h"
#include "support/require_tool.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;
using namespace Kibitz::Debugger;

namespace {

// Odd turns in think_hard, even turns in think_light, the same work each (about 20 ms), for
// ten turns; then it answers at once (a short test).
const char kCppBot[] = R"(#include <iostream>
#include <string>
volatile double sink;
__attribute__((noinline)) void think_hard() { double s = 0; for (long i = 0; i < 20000000; ++i) s += i * 0.5; sink = s; }
__attribute__((noinline)) void think_light() { double s = 0; for (long i = 0; i < 20000000; ++i) s += i * 0.25; sink = s; }
int main() {
  std::string a, b; int turn = 0;
  while (std::getline(std::cin, a) && std::getline(std::cin, b)) {
    ++turn;
    if (turn > 10) {} else if (turn % 2) think_hard(); else think_light();
    std::cout << "BREAK" << std::endl;
  }
}
)";

const char kPythonBot[] = R"(import sys
def think_hard():
    s = 0
    for i in range(2000000):
        s += i * 0.5
    return s
def think_light():
    s = 0
    for i in range(2000000):
        s += i * 0.25
    return s
def main():
    turn = 0
    while True:
        a = sys.stdin.readline()
        b = sys.stdin.readline()
        if not b:
            break
        turn += 1
        if turn <= 10:
            think_hard() if turn % 2 else think_light()
        print("BREAK", flush=True)
main()
)";

Test::CliResult cli(const QStringList& args, const QStringList& environment = {})
{
  Test::CliOptions options;
  options.timeoutMs = 240000;
  options.environment = environment;
  return Test::runCli(QStringLiteral(KIBITZ_CLI_PATH), args, options);
}

// A profiled Fencing match of `bot` against the idle bot (200 turns).
QStringList runArgs(const QString& bot, const QString& out)
{
  return {QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--seed"), QStringLiteral("3"),
          QStringLiteral("--param"), QStringLiteral("league=1"), QStringLiteral("--no-time-limit"),
          QStringLiteral("--bot"), bot, QStringLiteral("--bot"), QStringLiteral("builtin:idle"),
          QStringLiteral("--profile"), QStringLiteral("0"), QStringLiteral("--out"), out};
}

bool compileBot(const QString& dir, QString* binary, QString* error, const QStringList& flags = {QStringLiteral("-g")})
{
  QFile source(dir + QStringLiteral("/bot.cpp"));
  if (!source.open(QIODevice::WriteOnly) || source.write(kCppBot) < 0) {
    *error = source.errorString();
    return false;
  }
  source.close();
  *binary = dir + QStringLiteral("/bot");
  QProcess gxx;
  gxx.start(QStringLiteral("g++"), QStringList{QStringLiteral("-O1"), QStringLiteral("-fno-omit-frame-pointer"),
                                               QStringLiteral("-o"), *binary, source.fileName()}
                                       << flags);
  if (!gxx.waitForFinished(120000) || gxx.exitCode() != 0) {
    *error = QString::fromUtf8(gxx.readAllStandardError());
    return false;
  }
  return true;
}

// Turns 3 to 6 of seat 0: the function with the most self samples is think_hard on odd
// turns, think_light on even ones, with at least 80% of the turn's samples; the speedscope
// file has one profile per profiled turn.
void checkTurns(const QString& replayPath, const QString& dir)
{
  for (int turn = 3; turn <= 6; ++turn) {
    const Test::CliResult json = cli({QStringLiteral("profile"), replayPath, QStringLiteral("--seat"), QStringLiteral("0"),
                                      QStringLiteral("--turn"), QString::number(turn), QStringLiteral("--json")});
    QVERIFY2(json.exitCode == 0, qPrintable(json.err));
    const QJsonObject o = QJsonDocument::fromJson(json.outBytes).object();
    const QJsonArray functions = o.value(QStringLiteral("functions")).toArray();
    QVERIFY2(!functions.isEmpty(), qPrintable(json.out));
    const QJsonObject top = functions.first().toObject();
    const QString want = turn % 2 ? QStringLiteral("think_hard") : QStringLiteral("think_light");
    QVERIFY2(top.value(QStringLiteral("name")).toString().contains(want),
             qPrintable(QStringLiteral("turn %1: %2").arg(turn).arg(json.out.left(400))));
    QVERIFY2(top.value(QStringLiteral("selfShare")).toDouble() >= 0.8,
             qPrintable(QStringLiteral("turn %1: %2").arg(turn).arg(json.out.left(400))));
    const Test::CliResult folded = cli({QStringLiteral("profile"), replayPath, QStringLiteral("--seat"), QStringLiteral("0"),
                                        QStringLiteral("--turn"), QString::number(turn), QStringLiteral("--folded")});
    QVERIFY2(folded.exitCode == 0 && folded.out.section(QLatin1Char('\n'), 0, 0).contains(want), qPrintable(folded.out.left(400)));
  }
  const QString speedscopePath = dir + QStringLiteral("/p.speedscope.json");
  const Test::CliResult ss = cli({QStringLiteral("profile"), replayPath, QStringLiteral("--seat"), QStringLiteral("0"),
                                  QStringLiteral("--speedscope"), speedscopePath});
  QVERIFY2(ss.exitCode == 0, qPrintable(ss.err));
  QString error;
  const std::optional<Replay> replay = ReplayFile::read(replayPath, &error);
  QVERIFY2(replay, qPrintable(error));
  QVERIFY(!replay->players[0].profiler.isEmpty());
  QVERIFY(replay->players[1].profiler.isEmpty());
  QFile file(speedscopePath);
  QVERIFY(file.open(QIODevice::ReadOnly));
  const QJsonObject doc = QJsonDocument::fromJson(file.readAll()).object();
  QCOMPARE(doc.value(QStringLiteral("$schema")).toString(), QStringLiteral("https://www.speedscope.app/file-format-schema.json"));
  const QJsonArray profiles = doc.value(QStringLiteral("profiles")).toArray();
  QCOMPARE(profiles.size(), ProfileViews::profiledTurns(*replay, 0).size());
  QVERIFY(profiles.size() >= 6);
  QCOMPARE(profiles.first().toObject().value(QStringLiteral("type")).toString(), QStringLiteral("sampled"));
}

void requirePerf()
{
  KIBITZ_REQUIRE_TOOL("g++");
  KIBITZ_REQUIRE_TOOL("perf");
  if (const QString refusal = ProfilerChecks::nativeRefusal(); !refusal.isEmpty())
    QSKIP(qPrintable(refusal));  // a kernel setting: skipped everywhere
}

}  // namespace

class TestProfiler : public QObject {
  Q_OBJECT

private slots:
  void foldingIsBounded()
  {
    QHash<QString, qint64> counts;
    for (int i = 0; i < 500; ++i)
      counts.insert(QStringLiteral("main;f%1").arg(i), 1000 - i);
    counts.insert(QStringLiteral("main;with space\x01"), 2);
    const TurnProfile p = TurnProfile::fromCounts(counts);
    QCOMPARE(p.folded.size(), TurnProfile::kMaxStacks);
    qint64 sum = 0;
    for (const FoldedStack& s : p.folded) {
      sum += s.count;
      QVERIFY(!s.stack.contains(QLatin1Char(' ')) && !s.stack.contains(QChar(1)));
    }
    QCOMPARE(sum, p.samples);
    QCOMPARE(p.folded.first().stack, QStringLiteral("[other]"));  // 201 light stacks weigh the most
    QCOMPARE(p.folded[1].stack, QStringLiteral("main;f0"));
    // Round trip through the replay's JSON.
    TurnProfile back;
    QString error;
    QVERIFY2(TurnProfiles::fromJson(TurnProfiles::toJson(p), QStringLiteral("p"), &back, &error), qPrintable(error));
    QCOMPARE(back, p);
  }

  void hostileProfileJsonIsRefused_data()
  {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("not an object") << QByteArray("[1]") << QStringLiteral("expected an object");
    QTest::newRow("negative samples") << QByteArray(R"({"samples": -1, "folded": []})") << QStringLiteral("samples");
    QTest::newRow("sum differs") << QByteArray(R"({"samples": 5, "folded": [["a;b", 2]]})") << QStringLiteral("the stacks count 2");
    QTest::newRow("count above samples") << QByteArray(R"({"samples": 1, "folded": [["a", 2]]})") << QStringLiteral("folded[0]");
    QTest::newRow("space") << QByteArray(R"({"samples": 1, "folded": [["a b", 1]]})") << QStringLiteral("no spaces");
    QTest::newRow("control") << QByteArray("{\"samples\": 1, \"folded\": [[\"a\\u001b\", 1]]}") << QStringLiteral("control");
    QTest::newRow("pair") << QByteArray(R"({"samples": 1, "folded": [["a"]]})") << QStringLiteral("[stack text, count]");
    QByteArray many = R"({"samples": 301, "folded": [)";
    for (int i = 0; i < 301; ++i)
      many += (i ? "," : "") + QByteArray("[\"f") + QByteArray::number(i) + "\", 1]";
    QTest::newRow("too many stacks") << many + "]}" << QStringLiteral("at most 300");
  }
  void hostileProfileJsonIsRefused()
  {
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    const QJsonValue value = doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array());
    TurnProfile p;
    QString error;
    QVERIFY(!TurnProfiles::fromJson(value, QStringLiteral("frames[3].io[0].profile"), &p, &error));
    QVERIFY2(error.startsWith(QStringLiteral("frames[3].io[0].profile")) && error.contains(message), qPrintable(error));
  }

  void perfScriptTextIsParsed()
  {
    PerfScriptParser parser;
    const QByteArray text = "   1234   100.000000500: \n"
                            "\t            1150 think_hard\n"
                            "\t           2724a main\n"
                            "\n"
                            "garbage line that is no sample\n"
                            "   1234   100.002: \n"
                            "\t            ffff [unknown]\n"
                            "\t            1200 std::map<int, int>::find(int const&);x\n"
                            "\n"
                            "   1234   100.003000000: \n";
    // Fed in pieces that cut lines, as a pipe gives them.
    for (qsizetype i = 0; i < text.size(); i += 7)
      parser.feed(QByteArrayView(text).sliced(i, qMin<qsizetype>(7, text.size() - i)));
    parser.feed(QByteArray(PerfScriptParser::kMaxLineBytes + 10, 'x') + "\n");
    parser.finish();
    const QList<ProfileChunk>& samples = parser.samples();
    QCOMPARE(samples.size(), 3);
    QCOMPARE(samples[0].timeNs, qint64(100'000'000'500));
    QCOMPARE(samples[0].stack, QStringLiteral("main;think_hard"));
    QCOMPARE(samples[1].timeNs, qint64(100'002'000'000));
    QCOMPARE(samples[1].stack, QStringLiteral("std::map<int, int>::find(int const&):x;[unknown]"));
    QCOMPARE(samples[2].stack, QStringLiteral("[unknown]"));
    QCOMPARE(parser.unnamedLeaves(), 2);
    QCOMPARE(parser.skippedLines(), 2);
    QCOMPARE(parsePerfTime("12.5"), qint64(12'500'000'000));
    QCOMPARE(parsePerfTime("1x.5"), qint64(-1));
    QCOMPARE(parsePerfTime("12.1234567890"), qint64(-1));
  }

  void samplesAreCutByExchange()
  {
    const QList<ProfileChunk> chunks{{5, QStringLiteral("main;a"), 1},  {10, QStringLiteral("main;a"), 1},
                                     {15, QStringLiteral("main;b"), 3}, {20, QStringLiteral("main;b"), 1},
                                     {25, QStringLiteral("main;c"), 1}, {40, QStringLiteral("main;d"), 1}};
    const QList<TurnProfile> turns = cutByExchange(chunks, {{10, 20}, {21, 30}, {31, 35}, {-1, -1}});
    QCOMPARE(turns.size(), 4);
    QCOMPARE(turns[0].samples, 5);  // 10, 15 (3) and 20: both ends belong to the window
    QCOMPARE(turns[0].folded.first(), (FoldedStack{QStringLiteral("main;b"), 4}));
    QCOMPARE(turns[1].samples, 1);
    QCOMPARE(turns[2].samples, 0);
    QCOMPARE(turns[3].samples, 0);
  }

  void pythonWrapperOutputIsReadAsHostile()
  {
    int bad = 0;
    const QByteArray text = R"({"t0": 100, "t1": 200, "folded": [["main;think_hard", 7], ["main", 1]]})"
                            "\nnot json\n"
                            R"({"t0": -5, "folded": [["x", 1]]})"
                            "\n"
                            R"({"t0": 300, "folded": [["y", 0]]})"
                            "\n";
    const QList<ProfileChunk> chunks = parsePythonProfile(text, &bad);
    QCOMPARE(chunks.size(), 2);
    QCOMPARE(chunks[0].timeNs, 100);
    QCOMPARE(chunks[0].count, 7);
    QCOMPARE(bad, 3);
  }

  void viewsOfAProfile()
  {
    TurnProfile p = TurnProfile::fromCounts(
        {{QStringLiteral("main;play;think_hard"), 8}, {QStringLiteral("main;play"), 1}, {QStringLiteral("main;rec;rec"), 1}});
    QCOMPARE(ProfileViews::foldedText(p), QStringLiteral("main;play;think_hard 8\nmain;play 1\nmain;rec;rec 1\n"));
    const QList<ProfileViews::FunctionCost> top = ProfileViews::topFunctions(p);
    QCOMPARE(top[0].name, QStringLiteral("think_hard"));
    QCOMPARE(top[0].self, 8);
    const auto main = std::find_if(top.begin(), top.end(), [](const auto& c) { return c.name == QLatin1String("main"); });
    QCOMPARE(main->total, 10);
    const auto rec = std::find_if(top.begin(), top.end(), [](const auto& c) { return c.name == QLatin1String("rec"); });
    QCOMPARE(rec->total, 1);  // once per sample, however deep it recurses
  }

  // The refusal for the kernel's setting, as a pure decision (root may always profile).
  void paranoidDecision()
  {
    QVERIFY(ProfilerChecks::paranoidRefusal(2, false).isEmpty());
    QVERIFY(ProfilerChecks::paranoidRefusal(-1, false).isEmpty());
    QVERIFY(ProfilerChecks::paranoidRefusal(3, true).isEmpty());
    const QString refusal = ProfilerChecks::paranoidRefusal(3, false);
    QVERIFY2(refusal.contains(QStringLiteral("is 3")) && refusal.contains(QStringLiteral("sudo sysctl kernel.perf_event_paranoid=2")),
             qPrintable(refusal));
  }

  // The run stops before the match with status 2 and the fix: perf not on PATH, or the
  // kernel's setting (KIBITZ_PERF_PARANOID_FILE stands for a normal user's machine).
  void refusals_data()
  {
    QTest::addColumn<QStringList>("environment");
    QTest::addColumn<QString>("message");
    QTest::newRow("no perf") << QStringList{QStringLiteral("PATH=/nonexistent")} << QStringLiteral("apt install linux-perf");
    QTest::newRow("paranoid 3") << QStringList{QStringLiteral("KIBITZ_PERF_PARANOID_FILE=%1")} << QStringLiteral("sudo sysctl kernel.perf_event_paranoid=2");
  }
  void refusals()
  {
    QFETCH(QStringList, environment);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QFile paranoid(dir.filePath(QStringLiteral("paranoid")));
    QVERIFY(paranoid.open(QIODevice::WriteOnly) && paranoid.write("3\n") == 2);
    paranoid.close();
    for (QString& e : environment)
      if (e.contains(QStringLiteral("%1")))
        e = e.arg(paranoid.fileName());
    if (!environment.first().startsWith(QStringLiteral("PATH=")))
      environment << QStringLiteral("PATH=") + qEnvironmentVariable("PATH");
    // /bin/cat as the bot: a native program that is never started.
    const Test::CliResult run = cli(runArgs(QStringLiteral("cmd:/bin/cat"), dir.filePath(QStringLiteral("r.kbz"))), environment);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("r.kbz"))));
  }

  void nativeBot()
  {
    requirePerf();
    QTemporaryDir dir;
    QString binary, error;
    QVERIFY2(compileBot(dir.path(), &binary, &error), qPrintable(error));
    const QString out = dir.filePath(QStringLiteral("p.kbz"));
    const Test::CliResult run = cli(runArgs(QStringLiteral("cmd:") + binary, out));
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(!run.err.contains(QStringLiteral("no function name")), qPrintable(run.err));
    checkTurns(out, dir.path());
    // The replay's JSON: the profile and the profiler come back, and a bad one is refused
    // with its path.
    QString problem;
    const std::optional<Replay> replay = ReplayFile::read(out, &problem);
    QVERIFY2(replay, qPrintable(problem));
    QJsonObject json = ReplayJson::toJson(*replay);
    const std::optional<Replay> back = ReplayJson::fromJson(json, &problem);
    QVERIFY2(back, qPrintable(problem));
    QCOMPARE(back->players[0].profiler, QStringLiteral("perf"));
    QCOMPARE(back->frames[3].exchangeOf(0)->profile, replay->frames[3].exchangeOf(0)->profile);
    QJsonArray frames = json.value(QStringLiteral("frames")).toArray();
    QJsonObject frame = frames[3].toObject();
    QJsonArray io = frame.value(QStringLiteral("io")).toArray();
    QJsonObject exchange = io[0].toObject();
    QCOMPARE(exchange.value(QStringLiteral("player")).toInt(), 0);
    exchange.insert(QStringLiteral("profile"), QJsonObject{{QStringLiteral("samples"), 2},
                                                           {QStringLiteral("folded"), QJsonArray{QJsonArray{QStringLiteral("a"), 1}}}});
    io[0] = exchange;
    frame.insert(QStringLiteral("io"), io);
    frames[3] = frame;
    QJsonObject bad = json;
    bad.insert(QStringLiteral("frames"), frames);
    QVERIFY(!ReplayJson::fromJson(bad, &problem));
    QVERIFY2(problem.startsWith(QStringLiteral("frames[3].io[0].profile.samples: 2, but the stacks count 1")), qPrintable(problem));
    QJsonArray players = json.value(QStringLiteral("players")).toArray();
    QJsonObject player = players[0].toObject();
    player.insert(QStringLiteral("profiler"), QStringLiteral("gprof"));
    players[0] = player;
    bad = json;
    bad.insert(QStringLiteral("players"), players);
    QVERIFY(!ReplayJson::fromJson(bad, &problem));
    QVERIFY2(problem.contains(QStringLiteral("players[0].profiler: 'gprof' is not a profiler")), qPrintable(problem));
  }

  // perf's own words when it cannot attach (here: the process is gone).
  void attachRefused()
  {
    requirePerf();
    QProcess gone;
    gone.start(QStringLiteral("true"), {});
    QVERIFY(gone.waitForFinished(30000));
    QString error;
    QVERIFY(!PerfRecorder::attach(gone.processId() > 0 ? gone.processId() : 999999, &error));
    QVERIFY2(error.startsWith(QStringLiteral("perf could not attach to the bot (process")), qPrintable(error));
    QVERIFY2(!error.contains(QStringLiteral("it gave no reason")), qPrintable(error));  // perf's own words
  }

  // A stripped program: the run goes on, and the user is told why the turns have no names.
  void strippedBotIsWarned()
  {
    requirePerf();
    QTemporaryDir dir;
    QString binary, error;
    QVERIFY2(compileBot(dir.path(), &binary, &error, {QStringLiteral("-s")}), qPrintable(error));
    const QString out = dir.filePath(QStringLiteral("p.kbz"));
    const Test::CliResult run = cli(runArgs(QStringLiteral("cmd:") + binary, out));
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("the program has no symbols")), qPrintable(run.err));
  }

  void sandboxedNativeBot()
  {
    requirePerf();
    QString reason;
    if (!sandboxAvailable(&reason))
      KIBITZ_SKIP_MISSING_TOOL(reason);
    QTemporaryDir dir;
    QString binary, error;
    QVERIFY2(compileBot(dir.path(), &binary, &error), qPrintable(error));
    const QString out = dir.filePath(QStringLiteral("p.kbz"));
    QStringList args = runArgs(QStringLiteral("cmd:") + binary, out);
    args << QStringLiteral("--sandbox");
    const Test::CliResult run = cli(args);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    checkTurns(out, dir.path());
  }

  void pythonBot_data()
  {
    QTest::addColumn<bool>("sandboxed");
    QTest::newRow("plain") << false;
    QTest::newRow("sandboxed") << true;
  }
  void pythonBot()
  {
    QFETCH(bool, sandboxed);
    KIBITZ_REQUIRE_TOOL("python3");
    QString reason;
    if (sandboxed && !sandboxAvailable(&reason))
      KIBITZ_SKIP_MISSING_TOOL(reason);
    QTemporaryDir dir;
    QFile script(dir.filePath(QStringLiteral("bot.py")));
    QVERIFY(script.open(QIODevice::WriteOnly) && script.write(kPythonBot) > 0);
    script.close();
    const QString out = dir.filePath(QStringLiteral("p.kbz"));
    // In the sandbox, the system's python3 (one found on PATH may be a shim in the home).
    const QString python = sandboxed ? QStandardPaths::findExecutable(QStringLiteral("python3"), {QStringLiteral("/usr/bin")})
                                     : QStringLiteral("python3");
    if (python.isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("python3 is not installed in /usr/bin"));
    QStringList args = runArgs(QStringLiteral("cmd:%1 %2").arg(python, script.fileName()), out);
    if (sandboxed)
      args << QStringLiteral("--sandbox");
    const Test::CliResult run = cli(args);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    checkTurns(out, dir.path());
    QString error;
    const std::optional<Replay> replay = ReplayFile::read(out, &error);
    QVERIFY2(replay, qPrintable(error));
    QCOMPARE(replay->players[0].profiler, QStringLiteral("python"));
    // The wrapper reports on its own descriptor: the bot's stderr stays empty.
    for (const Frame& f : replay->frames)
      for (const PlayerExchange& x : f.exchanges)
        QVERIFY2(x.stderrText.isEmpty(), qPrintable(x.stderrText));
  }
};

QTEST_GUILESS_MAIN(TestProfiler)
#include "test_profiler.moc"

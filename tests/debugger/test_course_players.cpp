
// Course players (`eda:`): OrkIsland players written against the original C++ course API,
// built with Kibitz's own implementation of it (rules/orkisland/course_api/). The course's
// prebuilt Dummy re-plays the golden matches byte for byte; our own course-style players
// (tests/orkisland_course/) exercise the whole API; bad files get messages that name them.
#include "support/cli_run.h"
#include "support/require_game.h"
#include "support/edited_copy.h"
#include "support/golden.h"
#include "support/require_tool.h"
#include "support/test_matches.h"

#include "course/course_player_build.h"
#include "course/course_reimport.h"
#include "match/match_builder.h"
#include "replay/replay_convert.h"
#include "replay/replay_validation.h"
#include "replay/replay_verify.h"

#include "core/eda_random.h"
#include "core/game.h"
#include "core/registry.h"
#include "core/replay_format.h"
#include "orkisland/orkisland_trace.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

namespace {

const QString kPlayers = QStringLiteral(KIBITZ_SOURCE_DIR "/tests/orkisland_course");

QString player(const QString& name)
{
  return kPlayers + QStringLiteral("/AI%1.cc").arg(name);
}

QString dummyObject()
{
  return Test::goldenDir() + QStringLiteral("/orkisland/AIDummy.o.Linux64");
}

// A whole match of these bots (paths of course players, or other specs as they are).
std::optional<Debugger::Replay> play(const QStringList& bots, uint64_t seed, QString* error, const QStringList& names = {},
                                     int rounds = 0)
{
  Debugger::MatchRequest request;
  request.gameId = QStringLiteral("orkisland");
  request.seed = seed;
  if (rounds > 0)
    request.parameters.insert(QStringLiteral("nb_rounds"), QString::number(rounds));
  for (const QString& bot : bots)
    request.bots << (bot.contains(QLatin1Char(':')) ? bot : QStringLiteral("eda:") + bot);
  request.names = names;
  request.processOptions.timeLimitOverrideMs = Test::kLoadProofTurnMs;
  std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, error);
  if (!runner)
    return std::nullopt;
  runner->run();
  return runner->takeReplay();
}

QByteArray exported(const Debugger::Replay& replay, const QString& formatId)
{
  const Rules::Game* game = nullptr;
  QString error;
  const Rules::ReplayFormat* format = Debugger::ReplayConvert::findFormat(formatId, &game, &error);
  if (!format)
    return {};
  return Debugger::ReplayConvert::exportMatch(replay, *format, &error).value_or(QByteArray());
}

// Everything a seat wrote on stderr, turn after turn.
QString stderrOf(const Debugger::Replay& replay, int seat)
{
  QString all;
  for (const Debugger::Frame& frame : replay.frames)
    for (const Debugger::PlayerExchange& x : frame.exchanges)
      if (x.player == seat)
        all += x.stderrText;
  return all;
}

// What seat wrote on stderr in round `round` (frame round + 1).
QString stderrOfRound(const Debugger::Replay& replay, int seat, int round)
{
  const Debugger::Frame frame = replay.frames.value(round + 1);
  const Debugger::PlayerExchange* x = frame.exchangeOf(seat);
  return x ? x->stderrText : QString();
}

// The command trace Kibitz records for one seat (docs/games/orkisland.md §15): each reply
// line the seat gave, read by the engine's own reply parser, as (round, player, unit,
// direction).
std::vector<Rules::OrkIsland::TraceCommand> recordedTrace(const Debugger::Replay& replay, int seat, QString* error)
{
  std::vector<Rules::OrkIsland::TraceCommand> trace;
  const Rules::Game* game = Debugger::ReplayValidation::gameOf(replay, error);
  const std::optional<Rules::MatchSetup> setup = Debugger::ReplayValidation::setupOf(replay, error);
  if (!game || !setup)
    return trace;
  for (int f = 1; f < replay.frames.size(); ++f)
    for (const Debugger::PlayerExchange& x : replay.frames[f].exchanges) {
      if (x.player != seat)
        continue;
      const std::unique_ptr<Rules::State> before = game->stateFromJson(*setup, replay.frames[f - 1].state, error);
      if (!before)
        return {};
      const Rules::Move move = before->parseReply(seat, x.output);
      for (qsizetype k = 0; k + 1 < move.words.size(); k += 2)
        trace.push_back({f - 1, seat, move.words[k], move.words[k + 1]});
    }
  return trace;
}

// The calls a Scribe wrote on stderr ("CMD ROUND PLAYER UNIT DIR"), as it made them.
std::vector<Rules::OrkIsland::TraceCommand> scribedCalls(const QString& stderrText)
{
  std::vector<Rules::OrkIsland::TraceCommand> calls;
  for (const QString& line : stderrText.split(QLatin1Char('\n'))) {
    const QStringList w = line.split(QLatin1Char(' '));
    if (w.size() == 5 && w[0] == QLatin1String("CMD"))
      calls.push_back({w[1].toInt(), w[2].toInt(), w[3].toInt(), w[4].toInt()});
  }
  return calls;
}

// "Randy: first draws ..." as the spec's generator gives it for a player seeded with
// `playerSeed` (docs/games/orkisland.md §4.1, the project's EdaRandom): 8 x random(0, 9),
// then random_permutation(10) from the same stream.
QString randyFirstDraws(int64_t playerSeed)
{
  Rules::EdaRandom generator(playerSeed);
  QString line = QStringLiteral("Randy: first draws");
  for (int k = 0; k < 8; ++k)
    line += QStringLiteral(" %1").arg(generator.random(0, 9));
  line += QStringLiteral(" |");
  for (int x : generator.permutation(10))
    line += QStringLiteral(" %1").arg(x);
  return line;
}

// kibitz-cli with these arguments: its exit code, its stdout and stderr in `output`.
int runCli(const QStringList& args, QString* output)
{
  const Test::CliResult result = Test::runCli(QStringLiteral(KIBITZ_CLI_PATH), args);
  *output = result.out + result.err;
  return result.exitCode;
}

QString buildError(const QString& path)
{
  QString error;
  const std::optional<QString> exe = Debugger::CoursePlayerBuild::executableFor(QStringLiteral("orkisland"), path, {}, &error);
  return exe ? QString() : error;
}

}  // namespace

// SHA-256 of the native log of ourCoursePlayersUseTheWholeApi's match (see there).
constexpr char kWholeApiLogSha256[] = "c290fc7dda853d11f6a93d62e678da730eed972d0eea6a951d68b96b7723d177";

class TestCoursePlayers : public QObject {
  Q_OBJECT
  QTemporaryDir cache_;

private slots:
  void initTestCase()
  {
    KIBITZ_REQUIRE_GAME("orkisland");
    if (QStandardPaths::findExecutable(QStringLiteral("g++")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("g++ is not installed"));
    QVERIFY(cache_.isValid());
    qputenv("KIBITZ_CACHE_DIR", cache_.path().toUtf8());
  }

  void dummyObjectReplaysTheGoldenMatches_data()
  {
    QTest::addColumn<int>("seed");
    QTest::addColumn<QString>("log");
    QTest::newRow("seed 1") << 1 << QStringLiteral("game1.log");
    QTest::newRow("seed 2") << 2 << QStringLiteral("game2.log");
    QTest::newRow("seed 234") << 234 << QStringLiteral("sample234.log");
  }

  void dummyObjectReplaysTheGoldenMatches()
  {
    KIBITZ_REQUIRE_GOLDEN();
    QFETCH(int, seed);
    QFETCH(QString, log);
    const QString dummy = dummyObject();
    QString error;
    const std::optional<Debugger::Replay> replay =
        play({dummy, dummy, dummy, dummy}, uint64_t(seed), &error, QStringList(4, QStringLiteral("Dummy")));
    QVERIFY2(replay, qPrintable(error));
    const QByteArray expected = Test::readGolden(QStringLiteral("orkisland/") + log);
    QVERIFY(!expected.isEmpty());
    QVERIFY2(exported(*replay, QStringLiteral("orkisland-log")) == expected, "not byte for byte the golden log");
    if (seed == 1)  // and the engine's own log, warnings included
      QCOMPARE(exported(*replay, QStringLiteral("orkisland-engine-log")), Test::readGolden(QStringLiteral("orkisland/game1.stderr")));
  }

  void aNativeLogIsPlayedAgainByItsPlayers()
  {
    KIBITZ_REQUIRE_GOLDEN();
    QTemporaryDir folder;
    QVERIFY(QFile::copy(dummyObject(), folder.filePath(QStringLiteral("AIDummy.o.Linux64"))));
    const QByteArray log = Test::readGolden(QStringLiteral("orkisland/game1.log"));
    const Rules::Game* game = nullptr;
    QString error;
    const Rules::ReplayFormat* format = Debugger::ReplayConvert::findFormat(QStringLiteral("orkisland-log"), &game, &error);
    QVERIFY(format);
    Debugger::ReplayConvert::ImportOptions options;
    options.playersDir = folder.path();
    const std::optional<Debugger::Replay> replay =
        Debugger::ReplayConvert::importMatch(*game, *format, log, QStringLiteral("game1.log"), &error, options);
    QVERIFY2(replay, qPrintable(error));
    QVERIFY(replay->origin.contains(QStringLiteral("players")));
    QCOMPARE(replay->frames.size(), 201);
    QVERIFY(replay->players[0].bot.startsWith(QLatin1String("eda:/")));  // absolute: the replay can be moved
    QVERIFY(!replay->frames[1].exchanges.isEmpty());                      // the players' real inputs and replies
    const Debugger::VerifyResult verified = Debugger::verifyReplay(*replay);
    QVERIFY2(verified.ok, qPrintable(verified.message));

    // A folder without the players the log names: a message that names them.
    QTemporaryDir empty;
    options.playersDir = empty.path();
    QVERIFY(!Debugger::ReplayConvert::importMatch(*game, *format, log, QStringLiteral("game1.log"), &error, options));
    QVERIFY2(error.contains(QStringLiteral("no course player for Dummy")), qPrintable(error));
    // ... unless the players are optional (the window): then the log imports as without them.
    QString skipped;
    options.playersOptional = true;
    options.skippedPlayers = &skipped;
    const std::optional<Debugger::Replay> plain =
        Debugger::ReplayConvert::importMatch(*game, *format, log, QStringLiteral("game1.log"), &error, options);
    QVERIFY2(plain, qPrintable(error));
    QVERIFY(!plain->origin.contains(QStringLiteral("players")));
    QVERIFY(skipped.contains(QStringLiteral("Dummy")));
  }

  // The four players of tests/orkisland_course/ that use the whole API, in one match. Its
  // native log is kept as a checksum: a change to the course API, the driver or the engine
  // that changes what these players do shows here. To regenerate it (from the source folder):
  //   kibitz-cli run orkisland --seed 0 --bot eda:tests/orkisland_course/AIExplorer.cc
  //     --bot eda:tests/orkisland_course/AIRandy.cc --bot eda:tests/orkisland_course/AIAbuser.cc
  //     --bot eda:tests/orkisland_course/AIFlood.cc --out m.kbz      (one command line)
  //   kibitz-cli export m.kbz --format orkisland-log --out m.log && sha256sum m.log
  void ourCoursePlayersUseTheWholeApi()
  {
    QString error;
    const std::optional<Debugger::Replay> replay =
        play({player(QStringLiteral("Explorer")), player(QStringLiteral("Randy")), player(QStringLiteral("Abuser")),
              player(QStringLiteral("Flood"))},
             0, &error);
    QVERIFY2(replay, qPrintable(error));
    QVERIFY(replay->result.complete);
    // The display names are the files' PLAYER_NAME.
    QCOMPARE(replay->players[0].name, QStringLiteral("Explorer"));
    QCOMPARE(replay->players[3].name, QStringLiteral("Flood"));
    QVERIFY2(!replay->result.text.contains(QStringLiteral("dead")), qPrintable(replay->result.text));
    const QByteArray log = exported(*replay, QStringLiteral("orkisland-log"));
    QCOMPARE(QCryptographicHash::hash(log, QCryptographicHash::Sha256).toHex(), QByteArray(kWholeApiLogSha256));

    // Explorer checks the API's consistency and its own members between rounds.
    const QString explorer = stderrOf(*replay, 0);
    QVERIFY(explorer.contains(QStringLiteral("Explorer: OrkIsland 1.0, 4 players, 70x70, 200 rounds")));
    QVERIFY2(!explorer.contains(QStringLiteral("BUG")), qPrintable(explorer.left(2000)));
    // Randy in seat 1 of match seed 0 draws from seed 0 + 1 + 1 = 2 (the generator of
    // docs/games/orkisland.md §4.2).
    const QString randy = stderrOf(*replay, 1);
    QVERIFY2(randy.startsWith(randyFirstDraws(2) + QLatin1Char('\n')), qPrintable(randy.left(500)));
    QVERIFY(randy.contains(QStringLiteral("Randy: edges 5 7 0 1")));

    // Abuser's round 0, exactly as its header lists it: the API's warnings and defaults,
    // then execute()'s duplicate warnings for its first ork and for id -1 (§20.1).
    QString input;
    for (const Debugger::PlayerExchange& x : replay->frames[1].exchanges)
      if (x.player == 2)
        input = x.input;
    static const QRegularExpression counts(QStringLiteral("\ncities (\\d+)\n[\\s\\S]*\npaths (\\d+)\n"));
    const QRegularExpressionMatch m = counts.match(input);
    QVERIFY(m.hasMatch());
    const int firstOrk = 2 * 15;  // in round 0 player p owns units 15p .. 15p + 14
    const QString expected = QStringLiteral(
        "warning: cell requested for position (-1, 0)\n"
        "warning: cell requested for position (70, 3)\n"
        "Abuser: cell -> 6 -1 -1 -1\n"
        "warning: unit requested for identifier -1\n"
        "warning: unit requested for identifier 60\n"
        "Abuser: unit -> -1 -1 (0, 0) 0\n"
        "warning: city requested for identifier -1\n"
        "warning: city requested for identifier %1\n"
        "warning: city owner requested for identifier %1\n"
        "warning: path requested for identifier -1\n"
        "warning: path owner requested for identifier %2\n"
        "Abuser: city/path -> 0 0 -1 0 0 0 -1\n"
        "warning: orks requested for player -1\n"
        "warning: orks requested for player 4\n"
        "warning: total score requested for player 4\n"
        "warning: status requested for player -1\n"
        "warning: cost requested for CellType WATER\n"
        "warning: cost requested for invalid CellType 6\n"
        "Abuser: others -> 0 0 -1 -2 2147483647 2147483647\n"
        "warning: command already requested for unit %3\n"
        "warning: command already requested for unit -1\n").arg(m.captured(1), m.captured(2)).arg(firstOrk);
    QCOMPARE(stderrOfRound(*replay, 2, 0), expected);

    // The engine log: each duplicate warning once (from the player's stderr, where the
    // original prints it), the filter's warnings for Abuser with Dir(7) read as 5 (the
    // protocol has no letter for it; docs/games/orkisland.md), and Flood's 1001st calls
    // ignored (Kibitz decision: the original aborts) in rounds R % 10 == 3 only, never killed.
    const QString engineLog = QString::fromUtf8(exported(*replay, QStringLiteral("orkisland-engine-log")));
    const auto between = [](const QString& text, const QString& from, const QString& to) {
      return text.section(from, 1).section(to, 0, 0);
    };
    const QString round1 = between(engineLog, QStringLiteral("info: start round 1\n"), QStringLiteral("info: end round 1\n"));
    const QString abuser1 = between(round1, QStringLiteral("info:     start player 2\n"), QStringLiteral("info:     end player 2\n"));
    QCOMPARE(abuser1, stderrOfRound(*replay, 2, 1));
    QCOMPARE(abuser1.count(QStringLiteral("warning: command already requested for unit -1\n")), 1);
    QVERIFY2(round1.contains(QStringLiteral("info:     end player 3\nwarning: direction not valid: 5\n")), qPrintable(round1.right(600)));
    QVERIFY(engineLog.contains(QStringLiteral("error: player 3 exceeded 1000 commands in round 3; remaining commands ignored")));
    QVERIFY(!engineLog.contains(QStringLiteral("exceeded 1000 commands in round 6;")));
    QCOMPARE(engineLog.count(QStringLiteral("exceeded 1000 commands")), 20);
    // Flood's own duplicate warnings stop at call 1000, as the original's execute() would.
    const QString flood3 = stderrOfRound(*replay, 3, 3);
    QVERIFY(flood3.startsWith(QStringLiteral("Flood round 3: 1500 calls\n")));
    int printedByPlayers = 0;
    for (int seat = 0; seat < 4; ++seat)
      printedByPlayers += int(stderrOf(*replay, seat).count(QStringLiteral("warning: command already requested")));
    QVERIFY(printedByPlayers > 200 * 2);
    QCOMPARE(int(engineLog.count(QStringLiteral("warning: command already requested"))), printedByPlayers);
  }

  // Every execute() call of a course player is what Kibitz records for its seat: the
  // Scribe writes its calls on stderr, and they are the seat's command trace (§15), whose
  // path to the native log is byte-exact against the golden probe logs. The one
  // difference is documented: a direction outside 0..4 travels as an unknown letter, 5.
  void everyExecuteCallIsTheRecordedTrace()
  {
    const QString scribe = player(QStringLiteral("Scribe"));
    QString error;
    const std::optional<Debugger::Replay> replay = play({scribe, scribe, scribe, scribe}, 11, &error, {}, 40);
    QVERIFY2(replay, qPrintable(error));
    QVERIFY(replay->result.complete);
    for (int seat = 0; seat < 4; ++seat) {
      std::vector<Rules::OrkIsland::TraceCommand> called = scribedCalls(stderrOf(*replay, seat));
      QVERIFY(called.size() > 300);
      QSet<int> invalid;
      for (Rules::OrkIsland::TraceCommand& c : called)
        if (c.dir < 0 || c.dir > 4) {
          invalid << c.dir;
          c.dir = 5;
        }
      QCOMPARE(invalid, (QSet<int>{5, 7}));  // DIR_SIZE and Dir(7) were both called
      const std::vector<Rules::OrkIsland::TraceCommand> recorded = recordedTrace(*replay, seat, &error);
      QVERIFY2(!recorded.empty(), qPrintable(error));
      const QStringList names = replay->players.size() == 4 ? QStringList(4, QStringLiteral("Scribe")) : QStringList();
      QCOMPARE(QString::fromLatin1(Rules::OrkIsland::CommandTrace::write(11, names, recorded)),
               QString::fromLatin1(Rules::OrkIsland::CommandTrace::write(11, names, called)));
    }
    // Each duplicate warning follows its own call on the player's stderr, as in the original.
    const QStringList lines = stderrOf(*replay, 1).split(QLatin1Char('\n'));
    int duplicates = 0;
    for (qsizetype k = 1; k < lines.size(); ++k)
      if (lines[k].startsWith(QLatin1String("warning: command already requested for unit "))) {
        const QString id = lines[k].section(QLatin1Char(' '), -1);
        QVERIFY2(lines[k - 1].startsWith(QLatin1String("CMD ")) && lines[k - 1].section(QLatin1Char(' '), 3, 3) == id,
                 qPrintable(lines[k - 1] + QLatin1Char('/') + lines[k]));
        ++duplicates;
      }
    QVERIFY(duplicates >= 30);  // one per round it plays
  }

  void theSameSeedGivesTheSameMatch()
  {
    const QString randy = player(QStringLiteral("Randy"));
    QString error;
    const std::optional<Debugger::Replay> a = play({randy, randy, randy, randy}, 233, &error);
    QVERIFY2(a, qPrintable(error));
    const std::optional<Debugger::Replay> b = play({randy, randy, randy, randy}, 233, &error);
    QVERIFY2(b, qPrintable(error));
    QCOMPARE(exported(*a, QStringLiteral("orkisland-log")), exported(*b, QStringLiteral("orkisland-log")));
    // Every seat draws from its own generator seeded with seed + me + 1 (§4.3), computed
    // here by the spec's generator, not taken from a run.
    for (int seat = 0; seat < 4; ++seat)
      QVERIFY2(stderrOf(*a, seat).startsWith(randyFirstDraws(233 + seat + 1) + QLatin1Char('\n')),
               qPrintable(stderrOf(*a, seat).left(200)));
    // Seat 0's seed is 234, a row of the spec's test vectors (§4.2: random(0, 9) x 8).
    QVERIFY(randyFirstDraws(234).startsWith(QStringLiteral("Randy: first draws 7 1 4 5 8 8 3 6 |")));
  }

  void aThrowingOrFloodingPlayerEndsAsTheProtocolSays()
  {
    QString error;
    const std::optional<Debugger::Replay> replay =
        play({player(QStringLiteral("Thrower")), player(QStringLiteral("Chatty")), QStringLiteral("builtin:dummy"),
              QStringLiteral("builtin:dummy")},
             4, &error);
    QVERIFY2(replay, qPrintable(error));
    QVERIFY(replay->result.complete);  // the match goes on without the dead player
    QVERIFY2(stderrOf(*replay, 0).contains(QStringLiteral("play() threw an exception in round 5: Thrower gives up")),
             qPrintable(stderrOf(*replay, 0).right(500)));
    QVERIFY2(replay->result.text.contains(QStringLiteral("Thrower")) && replay->result.text.contains(QStringLiteral("dead")),
             qPrintable(replay->result.text));
    // Chatty floods stderr: its turns are cut at the bound, and it plays to the end.
    bool truncated = false;
    for (const Debugger::Frame& frame : replay->frames)
      for (const Debugger::PlayerExchange& x : frame.exchanges)
        if (x.player == 1) {
          truncated = truncated || x.stderrTruncated;
          QCOMPARE(int(x.status), int(Rules::Move::Status::Ok));
        }
    QVERIFY(truncated);
    QVERIFY(!stderrOf(*replay, 1).contains(QStringLiteral("BUG")));
  }

  // A player that crashes (SIGSEGV) or aborts (SIGABRT) is a dead player from that round
  // on, with the signal named; the match and its replay are complete.
  void aCrashingOrAbortingPlayerIsADeadPlayer()
  {
    QString error;
    const std::optional<Debugger::Replay> replay =
        play({player(QStringLiteral("Segfault")), player(QStringLiteral("Aborter")), QStringLiteral("builtin:dummy"),
              QStringLiteral("builtin:dummy")},
             6, &error, {}, 12);
    QVERIFY2(replay, qPrintable(error));
    QVERIFY(replay->result.complete);
    QCOMPARE(replay->lastTurn(), 12);
    const struct {
      int seat;
      int round;
      const char* signal;
    } deaths[] = {{0, 4, "the bot was killed by signal 11 (SIGSEGV)"}, {1, 6, "the bot was killed by signal 6 (SIGABRT)"}};
    for (const auto& death : deaths) {
      const Debugger::PlayerExchange* last = nullptr;
      for (const Debugger::Frame& frame : replay->frames)
        for (const Debugger::PlayerExchange& x : frame.exchanges)
          if (x.player == death.seat)
            last = &x;
      QVERIFY(last);
      QCOMPARE(int(last->status), int(Rules::Move::Status::Crashed));
      QCOMPARE(last->error, QString::fromLatin1(death.signal));
      QVERIFY2(last->input.contains(QStringLiteral("\nround %1\n").arg(death.round)), qPrintable(last->input.right(200)));
      QVERIFY2(replay->result.text.contains(QStringLiteral("%1 0 (dead: %2)").arg(replay->players[death.seat].name, death.signal)),
               qPrintable(replay->result.text));
    }
    QVERIFY(stderrOfRound(*replay, 1, 6).contains(QStringLiteral("Aborter: giving up in round 6")));
    // The native log is whole: every state, the dead players' status -1 from the next one.
    const QString log = QString::fromLatin1(exported(*replay, QStringLiteral("orkisland-log")));
    QCOMPARE(int(log.count(QStringLiteral("\nround "))), 13);
    QVERIFY(log.contains(QStringLiteral("round 4\ntotal_score")) && log.endsWith(QStringLiteral("\n\n")));
    QVERIFY2(log.section(QStringLiteral("round 5\n"), 1).section(QLatin1Char('\n'), 1, 1).startsWith(QStringLiteral("status -1 0 ")),
             qPrintable(log.section(QStringLiteral("round 5\n"), 1).left(80)));
    QVERIFY(log.section(QStringLiteral("round 12\n"), 1).section(QLatin1Char('\n'), 1, 1) == QStringLiteral("status -1 -1 0 0"));
    const Debugger::VerifyResult verified = Debugger::verifyReplay(*replay);
    QVERIFY2(verified.ok, qPrintable(verified.message));
  }

  void aHangingPlayerTimesOutAndTheMatchGoesOn()
  {
    Debugger::MatchRequest request;
    request.gameId = QStringLiteral("orkisland");
    request.seed = 2;
    request.bots = {QStringLiteral("eda:") + player(QStringLiteral("Sleeper")), QStringLiteral("builtin:dummy"),
                    QStringLiteral("builtin:dummy"), QStringLiteral("builtin:dummy")};
    request.parameters.insert(QStringLiteral("nb_rounds"), QStringLiteral("8"));
    request.processOptions.timeLimitOverrideMs = 300;  // the game's 1000 ms, shortened for the test
    QString error;
    std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
    QVERIFY2(runner, qPrintable(error));
    runner->run();
    const Debugger::Replay replay = runner->takeReplay();
    QVERIFY(replay.result.complete);
    QCOMPARE(replay.lastTurn(), 8);
    QVERIFY2(replay.result.text.contains(QStringLiteral("Sleeper")) && replay.result.text.contains(QStringLiteral("dead")),
             qPrintable(replay.result.text));
    const Debugger::PlayerExchange* round3 = nullptr;
    for (const Debugger::PlayerExchange& x : replay.frames[4].exchanges)
      if (x.player == 0)
        round3 = &x;
    QVERIFY(round3);
    QCOMPARE(int(round3->status), int(Rules::Move::Status::Timeout));
  }

  void buildsAreCachedByContent()
  {
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("AIRandy.cc"));
    QVERIFY(QFile::copy(player(QStringLiteral("Randy")), copy));
    QString error;
    QVERIFY2(Debugger::CoursePlayerBuild::executableFor(QStringLiteral("orkisland"), copy, {}, &error), qPrintable(error));
    std::optional<Debugger::CoursePlayerBuild::Plan> again =
        Debugger::CoursePlayerBuild::plan(QStringLiteral("orkisland"), copy, {}, &error);
    QVERIFY2(again, qPrintable(error));
    QVERIFY(again->upToDate);  // a second match does not compile
    QVERIFY(again->commandLine().contains(QStringLiteral("-std=c++11")));
    // Another compile command, or another content, is another build.
    QVERIFY(!Debugger::CoursePlayerBuild::plan(QStringLiteral("orkisland"), copy, QStringLiteral("g++ -std=c++17 -O1"), &error)
                 ->upToDate);
    QFile file(copy);
    QVERIFY(file.open(QIODevice::Append));
    file.write("// changed\n");
    file.close();
    QVERIFY(!Debugger::CoursePlayerBuild::plan(QStringLiteral("orkisland"), copy, {}, &error)->upToDate);
  }

  void playerNames()
  {
    QCOMPARE(Debugger::CoursePlayerBuild::playerName(player(QStringLiteral("Explorer"))), QStringLiteral("Explorer"));
    QCOMPARE(Debugger::CoursePlayerBuild::playerName(QStringLiteral("/x/AIDummy.o.Linux64")), QStringLiteral("Dummy"));
    QCOMPARE(Debugger::CoursePlayerBuild::playerName(QStringLiteral("/x/AIDummy.o")), QStringLiteral("Dummy"));
    // An object by its file name's suffix only: ".o" or ".o.<Platform>".
    for (const char* object : {"AIDummy.o", "AIDummy.o.Linux64", "AIDummy.o.MacOS", "x.old/AIDummy.o"})
      QVERIFY2(Debugger::CoursePlayerBuild::isObjectFileName(QFileInfo(QString::fromLatin1(object)).fileName()), object);
    for (const char* source : {"AIBob.old.cc", "AIBob.cc", "AIBob.o.cc", "AIBob.orig", "AIBob.cc.o2"})
      QVERIFY2(!Debugger::CoursePlayerBuild::isObjectFileName(QString::fromLatin1(source)), source);

    // A source named like a backup, in a folder named like one, is a source: its
    // PLAYER_NAME names it, and it compiles.
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("x.old")));
    const QString source = dir.filePath(QStringLiteral("x.old/AIBob.old.cc"));
    QVERIFY(QFile::copy(player(QStringLiteral("Randy")), source));
    QCOMPARE(Debugger::CoursePlayerBuild::playerName(source), QStringLiteral("Randy"));
    QString error;
    const std::optional<Debugger::CoursePlayerBuild::Plan> plan =
        Debugger::CoursePlayerBuild::plan(QStringLiteral("orkisland"), source, {}, &error);
    QVERIFY2(plan, qPrintable(error));
    QVERIFY(!plan->isObject);
    QVERIFY2(Debugger::CoursePlayerBuild::executableFor(QStringLiteral("orkisland"), source, {}, &error), qPrintable(error));
  }

  // --eda-compile on the command line is the command that builds the players: a wrapper
  // that notes each call, then runs the course's g++.
  void theCompileCommandOfTheCommandLineBuildsThePlayers()
  {
    QTemporaryDir dir;
    const QString calls = dir.filePath(QStringLiteral("calls.txt"));
    const QString wrapper = dir.filePath(QStringLiteral("my compiler.sh"));
    QFile script(wrapper);
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write(QStringLiteral("#!/bin/sh\necho \"$@\" >> '%1'\nexec g++ \"$@\"\n").arg(calls).toUtf8());
    script.close();
    QVERIFY(script.setPermissions(script.permissions() | QFileDevice::ExeOwner));
    QString output;
    const QStringList args{QStringLiteral("run"), QStringLiteral("orkisland"), QStringLiteral("--param"), QStringLiteral("nb_rounds=3"),
                           QStringLiteral("--bot"), QStringLiteral("eda:") + player(QStringLiteral("Randy")),
                           QStringLiteral("--bot"), QStringLiteral("builtin:null"), QStringLiteral("--bot"), QStringLiteral("builtin:null"),
                           QStringLiteral("--bot"), QStringLiteral("builtin:null"), QStringLiteral("--eda-compile"),
                           QStringLiteral("\"%1\" -std=c++11 -O1 -DKIBITZ_WRAPPED").arg(wrapper),
                           QStringLiteral("--out"), dir.filePath(QStringLiteral("m.kbz"))};
    QCOMPARE(runCli(args, &output), 0);
    QFile noted(calls);
    QVERIFY2(noted.open(QIODevice::ReadOnly), qPrintable(output));
    const QString called = QString::fromUtf8(noted.readAll());
    QVERIFY2(called.contains(QStringLiteral("-std=c++11 -O1 -DKIBITZ_WRAPPED")) && called.contains(QStringLiteral("AIRandy.cc")),
             qPrintable(called));
    QVERIFY2(output.contains(QStringLiteral("Randy")), qPrintable(output));
    // A command that cannot start is named.
    QStringList broken = args;
    broken[broken.indexOf(QStringLiteral("--eda-compile")) + 1] = QStringLiteral("/nonexistent/cxx -O2");
    QCOMPARE(runCli(broken, &output), 2);
    QVERIFY2(output.contains(QStringLiteral("/nonexistent/cxx")), qPrintable(output));
  }

  // A log its course players do not give again: the window (players optional) still opens
  // it, as a plain import, and says why; the command line, which asked for the players
  // with --players, fails with the reason.
  void aLogThePlayersDoNotGiveIsImportedWithTheReason()
  {
    QString error;
    const QString randy = player(QStringLiteral("Randy"));
    const std::optional<Debugger::Replay> match =
        play({randy, randy, randy, randy}, 5, &error, QStringList(4, QStringLiteral("Randy")), 10);
    QVERIFY2(match, qPrintable(error));
    const QByteArray log = exported(*match, QStringLiteral("orkisland-log"));
    QVERIFY(!log.isEmpty());
    // The folder's Randy is another one: it takes the other turn when its mood says so.
    QTemporaryDir folder;
    QVERIFY2(Test::writeEditedCopy(randy, "Dir d = Dir(mood);", "Dir d = Dir((mood + 1) % 4);",
                                   folder.filePath(QStringLiteral("AIRandy.cc")), &error),
             qPrintable(error));
    const QString logPath = folder.filePath(QStringLiteral("randy.log"));
    QFile logFile(logPath);
    QVERIFY(logFile.open(QIODevice::WriteOnly));
    logFile.write(log);
    logFile.close();

    const Rules::Game* game = nullptr;
    const Rules::ReplayFormat* format = Debugger::ReplayConvert::findFormat(QStringLiteral("orkisland-log"), &game, &error);
    QVERIFY(format);
    Debugger::ReplayConvert::ImportOptions options;
    options.playersDir = folder.path();
    options.processOptions.timeLimitOverrideMs = Test::kLoadProofTurnMs;
    QVERIFY(!Debugger::ReplayConvert::importMatch(*game, *format, log, QStringLiteral("randy.log"), &error, options));
    QVERIFY2(error.startsWith(QStringLiteral("randy.log: the course players of "))
                 && error.contains(QStringLiteral("do not give this log: line ")),
             qPrintable(error));
    QString why;
    options.playersOptional = true;
    options.skippedPlayers = &why;
    const std::optional<Debugger::Replay> plain =
        Debugger::ReplayConvert::importMatch(*game, *format, log, QStringLiteral("randy.log"), &error, options);
    QVERIFY2(plain, qPrintable(error));
    QVERIFY(!plain->origin.contains(QStringLiteral("players")));
    QCOMPARE(exported(*plain, QStringLiteral("orkisland-log")), log);  // nothing lost
    QVERIFY2(why.startsWith(QStringLiteral("the course players of ")) && why.contains(QStringLiteral("do not give this log")),
             qPrintable(why));

    QString output;
    QCOMPARE(runCli({QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("orkisland-log"), logPath,
                     QStringLiteral("--players"), folder.path(), QStringLiteral("--out"), folder.filePath(QStringLiteral("x.kbz"))},
                    &output),
             2);
    QVERIFY2(output.contains(QStringLiteral("do not give this log")), qPrintable(output));
    QVERIFY(!QFile::exists(folder.filePath(QStringLiteral("x.kbz"))));
  }

  void badFilesGetMessagesThatNameThem()
  {
    QTemporaryDir dir;
    const auto write = [&](const QString& name, const QByteArray& content) {
      QFile file(dir.filePath(name));
      file.open(QIODevice::WriteOnly);
      file.write(content);
      return file.fileName();
    };
    // A file without the class registration, and one whose registration is only in a comment.
    QString error = buildError(player(QStringLiteral("NotRegistered")));
    QVERIFY2(error.contains(QStringLiteral("not a course player")) && error.contains(QStringLiteral("AINotRegistered.cc")),
             qPrintable(error));
    error = buildError(write(QStringLiteral("AIPlain.cc"), "int main() { return 0; }\n"));
    QVERIFY2(error.contains(QStringLiteral("no RegisterPlayer")), qPrintable(error));
    // A file that does not compile: the compiler's own diagnostics, at the line.
    error = buildError(write(QStringLiteral("AIBroken.cc"), "#include \"Player.hh\"\nstruct X : Player { void play() { nope(); } };\n"
                                                            "RegisterPlayer(X);\n"));
    QVERIFY2(error.contains(QStringLiteral("does not compile")) && error.contains(QStringLiteral("AIBroken.cc:2:")), qPrintable(error));
    // Not an object at all, an object of another processor, a missing symbol.
    error = buildError(write(QStringLiteral("AIJunk.o"), QByteArray(200, 'x')));
    QVERIFY2(error.contains(QStringLiteral("not an ELF object file")), qPrintable(error));
    if (!Test::goldenDir().isEmpty()) {
      QFile dummy(dummyObject());
      QVERIFY(dummy.open(QIODevice::ReadOnly));
      QByteArray arm = dummy.readAll();
      arm[18] = char(183);  // e_machine: AArch64
      arm[19] = 0;
      error = buildError(write(QStringLiteral("AIDummy.o.Mac"), arm));
      QVERIFY2(error.contains(QStringLiteral("another processor")) && error.contains(QStringLiteral("AIDummy.o.Mac")), qPrintable(error));
    }
    const QString source = write(QStringLiteral("missing.cc"), "#include \"Player.hh\"\nvoid nowhere();\n"
                                                               "struct Lost : Player { static Player* factory() { return new Lost; }\n"
                                                               "  void play() { nowhere(); } };\nRegisterPlayer(Lost);\n");
    QProcess gxx;
    gxx.setProcessChannelMode(QProcess::MergedChannels);
    gxx.start(QStringLiteral("g++"), {QStringLiteral("-std=c++11"), QStringLiteral("-c"), QStringLiteral("-I"),
                                      QStringLiteral(KIBITZ_SOURCE_DIR "/rules/orkisland/course_api"), source, QStringLiteral("-o"),
                                      dir.filePath(QStringLiteral("AILost.o"))});
    QVERIFY(gxx.waitForFinished(120000));
    QVERIFY2(gxx.exitCode() == 0, gxx.readAll().constData());
    error = buildError(dir.filePath(QStringLiteral("AILost.o")));
    QVERIFY2(error.contains(QStringLiteral("cannot be linked")) && error.contains(QStringLiteral("nowhere")), qPrintable(error));
    // Another game has no course API.
    Debugger::MatchRequest request;
    request.gameId = QStringLiteral("fencing");
    request.bots = {QStringLiteral("eda:") + player(QStringLiteral("Randy")), QStringLiteral("builtin:idle")};
    if (Rules::Registry::find(QStringLiteral("fencing"))) {
      QVERIFY(!Debugger::MatchBuilder::build(request, &error));
      QVERIFY2(error.contains(QStringLiteral("fencing has no course API")), qPrintable(error));
    }
  }
};

QTEST_GUILESS_MAIN(TestCoursePlayers)
#include "test_course_players.moc"

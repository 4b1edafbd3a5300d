// The holes around the sandbox (issue #30): each hostile player, file or command with the
// verdict it must get. Course players are built and asked their name inside the sandbox
// when it is on; the compiler reads nothing but the system, the source and the course API,
// and is bounded; a replay's recorded command starts only when the user says so; no
// path forgets the sandbox the user turned on; text a bot controls reaches the terminal
// without its control characters; a link or a special file is never replaced, and a
// link's target is never shown to a bot outside its folder; a stopped kibitz-cli leaves
// no working directory; a configuration error quotes nothing of a file that is none.
// The same attacks without the sandbox succeed where that shows the check is real. Tests
// that need bwrap or g++ skip with the reason when they cannot run here.
#include "debugger/bots/process_test_support.h"

#include "course/course_player_build.h"
#include "match/sandbox_check.h"
#include "match/sandbox_policy.h"
#include "replay/replay_file.h"
#include "support/cli_run.h"
#include "support/require_game.h"
#include "support/require_tool.h"
#include "support/test_matches.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

using namespace Kibitz;
using Test::CliResult;

#define REQUIRE_COURSE_BUILDS()                                          \
  do {                                                                   \
    KIBITZ_REQUIRE_GAME("orkisland");                                    \
    if (QStandardPaths::findExecutable(QStringLiteral("g++")).isEmpty()) \
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("g++ is not installed"));  \
  } while (false)

namespace {

const QByteArray kSecret = "kibitz-test-secret-51c0de";

CliResult cli(const QStringList& args, const QStringList& env = {}, const QString& workingDirectory = {})
{
  Test::CliOptions options;
  options.environment = env;
  options.input = QByteArray("");
  options.timeoutMs = 240000;
  options.workingDirectory = workingDirectory;
  return Test::runCli(QStringLiteral(KIBITZ_CLI_PATH), args, options);
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
  QFile file(path);
  return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// A course player whose static constructor, run by every start of the program (the name
// probe included), writes `marker`: a host path the sandbox does not show.
QByteArray spyPlayer(const QString& marker)
{
  return "#include \"Player.hh\"\n#include <cstdio>\n\n#define PLAYER_NAME Spy\n\n"
         "static int spied = [] {\n  if (std::FILE* f = std::fopen(\""
         + marker.toUtf8()
         + "\", \"a\")) {\n    std::fputs(\"ran with the user's rights\\n\", f);\n    std::fclose(f);\n  }\n  return 0;\n}();\n\n"
           "struct PLAYER_NAME : public Player {\n  static Player* factory() { return new PLAYER_NAME; }\n"
           "  virtual void play() {}\n};\n\nRegisterPlayer(PLAYER_NAME);\n";
}

// A course player that does nothing, with `extra` before it (what a hostile source adds).
QByteArray playerWith(const QByteArray& extra)
{
  return "#include \"Player.hh\"\n" + extra
         + "\n#define PLAYER_NAME Quiet\n\nstruct PLAYER_NAME : public Player {\n"
           "  static Player* factory() { return new PLAYER_NAME; }\n  virtual void play() {}\n};\n\n"
           "RegisterPlayer(PLAYER_NAME);\n";
}

Debugger::ProcessOptions sandboxed(bool on = true)
{
  Debugger::ProcessOptions options;
  options.sandbox = on;
  return options;
}

}  // namespace

class TestSandboxHoles : public QObject {
  Q_OBJECT

  QTemporaryDir dir_;
  QString secretPath_;

  // A cache of its own for every build: each test builds (and probes) afresh.
  void freshCache()
  {
    static int count = 0;
    qputenv("KIBITZ_CACHE_DIR", dir_.filePath(QStringLiteral("cache-%1").arg(++count)).toLocal8Bit());
  }

private slots:
  void initTestCase()
  {
    QVERIFY(dir_.isValid());
    QDir(dir_.path()).mkpath(QStringLiteral("elsewhere"));
    secretPath_ = dir_.filePath(QStringLiteral("elsewhere/secret.txt"));
    QVERIFY(writeFile(secretPath_, kSecret + "\n"));
  }

  void cleanup() { Debugger::SandboxPolicy::setRequired(false); }

  // 1. The name probe of a fresh build runs the player's code: in the sandbox when it is
  // on, so its static constructor cannot write the marker. Without the sandbox it does.
  void theNameProbeRunsInTheSandbox()
  {
    REQUIRE_SANDBOX();
    REQUIRE_COURSE_BUILDS();
    QTemporaryDir players;
    const QString marker = dir_.filePath(QStringLiteral("elsewhere/probe-marker"));
    const QString source = players.filePath(QStringLiteral("AISpy.cc"));
    QVERIFY(writeFile(source, spyPlayer(marker)));
    freshCache();
    QString error;
    const std::optional<QString> built =
        Debugger::CoursePlayerBuild::executableFor(QStringLiteral("orkisland"), source, sandboxed(), &error);
    QVERIFY2(built, qPrintable(error));
    QVERIFY2(!QFile::exists(marker), "the probe ran outside the sandbox");

    freshCache();
    QVERIFY2(Debugger::CoursePlayerBuild::executableFor(QStringLiteral("orkisland"), source, sandboxed(false), &error),
             qPrintable(error));
    QVERIFY2(QFile::exists(marker), "without the sandbox the probe runs the player (the check above is real)");
    QFile::remove(marker);
  }

  // The same through the command line: run --sandbox, then import --players --sandbox of
  // that match's log, each with a fresh build: the player never runs outside.
  void runAndImportWithPlayersStayInside()
  {
    REQUIRE_SANDBOX();
    REQUIRE_COURSE_BUILDS();
    QTemporaryDir work;
    const QString marker = dir_.filePath(QStringLiteral("elsewhere/cli-marker"));
    const QString match = work.filePath(QStringLiteral("m.kbz"));
    QStringList run{QStringLiteral("run"), QStringLiteral("orkisland"), QStringLiteral("--seed"), QStringLiteral("3"),
                    QStringLiteral("--param"), QStringLiteral("nb_rounds=5"), QStringLiteral("--sandbox")};
    for (const char* name : {"SpyA", "SpyB", "SpyC", "SpyD"}) {  // the log names each seat's player
      const QString source = work.filePath(QStringLiteral("AI%1.cc").arg(QLatin1String(name)));
      QVERIFY(writeFile(source, spyPlayer(marker).replace("PLAYER_NAME Spy", QByteArray("PLAYER_NAME ") + name)));
      run << QStringLiteral("--bot") << QStringLiteral("eda:") + source;
    }
    run << QStringLiteral("--out") << match;
    CliResult r = cli(run, {QStringLiteral("KIBITZ_CACHE_DIR=") + work.filePath(QStringLiteral("cache1"))});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(!QFile::exists(marker), "run --sandbox ran the player outside");
    const QString log = work.filePath(QStringLiteral("m.log"));
    r = cli({QStringLiteral("export"), match, QStringLiteral("--format"), QStringLiteral("orkisland-log"), QStringLiteral("--out"), log});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QStringList import{QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("orkisland-log"), log,
                             QStringLiteral("--players"), work.path(), QStringLiteral("--out"),
                             work.filePath(QStringLiteral("again.kbz"))};
    r = cli(import + QStringList{QStringLiteral("--sandbox")}, {QStringLiteral("KIBITZ_CACHE_DIR=") + work.filePath(QStringLiteral("cache2"))});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(!QFile::exists(marker), "import --players --sandbox ran the player outside");
    r = cli(import, {QStringLiteral("KIBITZ_CACHE_DIR=") + work.filePath(QStringLiteral("cache3"))});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(QFile::exists(marker), "without --sandbox the player runs (the check above is real)");
    QFile::remove(marker);
  }

  // 2. The compiler's input is hostile: in the sandbox it reads nothing of the user's
  // files, and it is bounded in memory and input.
  void theCompilerReadsNothingOfTheUsers_data()
  {
    QTest::addColumn<QByteArray>("extra");
    QTest::addColumn<bool>("buildsWithoutSandbox");
    QTest::newRow("incbin") << QByteArray("__asm__(\".pushsection .rodata\\n.incbin \\\"SECRET\\\"\\n.popsection\");") << true;
    QTest::newRow("include") << QByteArray("#include \"SECRET\"") << false;
  }
  void theCompilerReadsNothingOfTheUsers()
  {
    REQUIRE_SANDBOX();
    REQUIRE_COURSE_BUILDS();
    QFETCH(QByteArray, extra);
    QFETCH(bool, buildsWithoutSandbox);
    extra.replace("SECRET", secretPath_.toUtf8());
    QTemporaryDir players;
    const QString source = players.filePath(QStringLiteral("AIQuiet.cc"));
    QVERIFY(writeFile(source, playerWith(extra)));
    freshCache();
    QString error;
    QVERIFY(!Debugger::CoursePlayerBuild::executableFor(QStringLiteral("orkisland"), source, sandboxed(), &error));
    QVERIFY2(error.contains(QStringLiteral("does not compile"))
                 && error.contains(QRegularExpression(QStringLiteral("No such file|file not found"))),
             qPrintable(error));
    QVERIFY2(!error.contains(QString::fromLatin1(kSecret)), qPrintable(error));

    freshCache();
    const std::optional<QString> outside =
        Debugger::CoursePlayerBuild::executableFor(QStringLiteral("orkisland"), source, sandboxed(false), &error);
    if (buildsWithoutSandbox) {  // the secret is in the program
      QVERIFY2(outside, qPrintable(error));
      QFile program(*outside);
      QVERIFY(program.open(QIODevice::ReadOnly));
      QVERIFY(program.readAll().contains(kSecret));
    } else {  // the compiler quotes the secret's line
      QVERIFY(!outside);
      QVERIFY2(error.contains(QString::fromLatin1(kSecret)), qPrintable(error));
    }
  }

  void theCompilerIsBounded_data()
  {
    QTest::addColumn<QByteArray>("extra");
    QTest::addColumn<QString>("verdict");
    QTest::newRow("/dev/zero") << QByteArray("#include \"/dev/zero\"") << QStringLiteral("does not compile");
    QTest::newRow("/dev/stdin") << QByteArray("#include \"/dev/stdin\"") << QString();
  }
  void theCompilerIsBounded()
  {
    REQUIRE_SANDBOX();
    REQUIRE_COURSE_BUILDS();
    QFETCH(QByteArray, extra);
    QFETCH(QString, verdict);
    QTemporaryDir players;
    const QString source = players.filePath(QStringLiteral("AIQuiet.cc"));
    QVERIFY(writeFile(source, playerWith(extra)));
    freshCache();
    QString error;
    // A build that waited for input or memory for ever would end at this limit instead.
    const std::optional<QString> built =
        Debugger::CoursePlayerBuild::executableFor(QStringLiteral("orkisland"), source, sandboxed(), &error, 120000);
    QVERIFY2(!error.contains(QStringLiteral("took longer")), qPrintable(error));
    if (verdict.isEmpty())  // stdin is at end of file (or, as nobody, not to be opened)
      QVERIFY2(built || error.contains(QStringLiteral("does not compile")), qPrintable(error));
    else
      QVERIFY2(!built && error.contains(verdict), qPrintable(error));
  }

  // 3. One place decides: with the sandbox required, an external bot asked for without
  // it still starts inside (its network namespace is not ours).
  void theRequiredSandboxCannotBeForgotten()
  {
    REQUIRE_SANDBOX();
    KIBITZ_REQUIRE_GAME("fencing");
    const Rules::Game* fencing = Rules::Registry::find(QStringLiteral("fencing"));
    Debugger::SandboxPolicy::setRequired(true);
    QString error;
    const std::optional<Debugger::BotSpec> spec =
        Debugger::BotSpec::parse(QStringLiteral("cmd:" KIBITZ_BOT_FENCING), &error);
    QVERIFY2(spec, qPrintable(error));
    std::unique_ptr<Debugger::ProcessParticipant> bot =
        Debugger::makeExternalParticipant(*fencing, *spec, &error, Debugger::ProcessOptions{});
    QVERIFY2(bot, qPrintable(error));
    const auto botNamespace = [&] {
      QString netNamespace;
      for (const Test::ProcessEntry& e : Test::descendantsOf(bot->processId()))
        netNamespace = QFileInfo(QStringLiteral("/proc/%1/ns/net").arg(e.pid)).symLinkTarget();
      return netNamespace;
    };
    QTRY_VERIFY2_WITH_TIMEOUT(!botNamespace().isEmpty(), "bwrap started no bot", 10000);
    const QString netNamespace = botNamespace();
    QVERIFY(netNamespace != QFileInfo(QStringLiteral("/proc/self/ns/net")).symLinkTarget());
  }

  // 4. rerun does not start the command a replay records without the user's word.
  void rerunAsksBeforeRunningARecordedCommand()
  {
    QTemporaryDir work;
    const QString match = work.filePath(QStringLiteral("m.kbz"));
    const QString recorded = QStringLiteral("cmd:" KIBITZ_BOT_FENCING);
    CliResult r = cli({QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--bot"), recorded, QStringLiteral("--bot"),
                       QStringLiteral("builtin:fencer"), QStringLiteral("--time-limit"), QStringLiteral("10000"),
                       QStringLiteral("--out"), match});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QStringList rerun{QStringLiteral("rerun"), match, QStringLiteral("--seat"), QStringLiteral("0"),
                            QStringLiteral("--turn"), QStringLiteral("2")};
    r = cli(rerun);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(recorded) && r.err.contains(QStringLiteral("--run-recorded")), qPrintable(r.err));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));  // nothing ran
    r = cli(rerun + QStringList{QStringLiteral("--run-recorded")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    if (QString why; Debugger::sandboxAvailable(&why)) {
      r = cli(rerun + QStringList{QStringLiteral("--run-recorded"), QStringLiteral("--sandbox")});
      QVERIFY2(r.exitCode == 0 && r.out.contains(QStringLiteral("all as in the match")), qPrintable(r.err + r.out));
    }
  }

  // 9. Text a bot or a replay holds reaches the terminal without its control characters.
  void terminalControlsAreShownNotSent()
  {
    QTemporaryDir work;
    const QString match = work.filePath(QStringLiteral("m.kbz"));
    const QString evil = QStringLiteral("A\x1b]52;c;aGVsbG8=\x07\x1b[2J\u202eB");
    CliResult r = cli({QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--bot"), QStringLiteral("builtin:fencer"),
                       QStringLiteral("--bot"), QStringLiteral("builtin:fencer"), QStringLiteral("--name"), evil,
                       QStringLiteral("--name"), QStringLiteral("B"), QStringLiteral("--out"), match});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(!r.outBytes.contains('\x1b'), r.outBytes.constData());
    for (const QStringList& args : {QStringList{QStringLiteral("info"), match}, QStringList{QStringLiteral("frame"), match, QStringLiteral("1")}}) {
      r = cli(args);
      QVERIFY2(r.exitCode == 0, qPrintable(r.err));
      QVERIFY2(!r.outBytes.contains('\x1b') && !r.outBytes.contains('\x07') && !r.out.contains(QChar(0x202e)), r.outBytes.constData());
      QVERIFY2(r.out.contains(QStringLiteral("A\\x1b]52;c;aGVsbG8=\\x07")), qPrintable(r.out));
    }
    // JSON escapes them itself; the name comes back whole.
    r = cli({QStringLiteral("info"), match, QStringLiteral("--json")});
    QVERIFY(!r.outBytes.contains('\x1b'));
    QVERIFY2(r.out.contains(QStringLiteral("\\u001b]52")), qPrintable(r.out));
  }

  // 10. A file argument is decided on where it leads: a link out of the bot's folder is
  // refused (it would show the bot the file it leads to); inside the folder it plays.
  void linksOutOfTheBotsFolderAreRefused()
  {
    REQUIRE_SANDBOX();
    QString whyNot;
    const QString python = Test::sandboxedPython(&whyNot);
    if (python.isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(whyNot);
    QTemporaryDir botDir;
    QVERIFY(writeFile(botDir.filePath(QStringLiteral("bot.py")),
                      "import sys\nprint(open(sys.argv[1]).read().strip(), file=sys.stderr)\n"
                      "while sys.stdin.readline() and sys.stdin.readline():\n    print('BREAK', flush=True)\n"));
    const QString link = botDir.filePath(QStringLiteral("config"));
    QVERIFY(QFile::link(secretPath_, link));
    const QString command = QStringLiteral("cmd:%1 %2 %3").arg(python, botDir.filePath(QStringLiteral("bot.py")), link);
    const QString out = botDir.filePath(QStringLiteral("m.kbz"));
    const QStringList run{QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--sandbox"), QStringLiteral("--bot"),
                          command, QStringLiteral("--bot"), QStringLiteral("builtin:fencer"), QStringLiteral("--out"), out};
    CliResult r = cli(run);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("a link to %1").arg(secretPath_)) && r.err.contains(QStringLiteral("outside the bot's folder")),
             qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
    // The same file copied into the folder is the bot's own: shown, and read.
    QFile::remove(link);
    QVERIFY(QFile::copy(secretPath_, link));
    r = cli(run);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QString error;
    const std::optional<Debugger::Replay> replay = Debugger::ReplayFile::read(out, &error);
    QVERIFY2(replay, qPrintable(error));
    QVERIFY(replay->frames.value(1).exchangeOf(0)->stderrText.contains(QString::fromLatin1(kSecret)));
  }

  // The same as an ordinary user. CI runs as root, where a sandboxed bot runs as nobody
  // and files nobody could read are copied in: here kibitz-cli itself runs as nobody
  // (setpriv), with a bot folder and a secret of nobody's own.
  void asAnOrdinaryUserToo()
  {
    if (::geteuid() != 0)
      QSKIP("this process is an ordinary user's: the other tests are that check");
    REQUIRE_SANDBOX();
    const QString setpriv = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
    if (setpriv.isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("setpriv (util-linux) is not installed"));
    QString whyNot;
    const QString python = Test::sandboxedPython(&whyNot);
    if (python.isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(whyNot);
    QTemporaryDir base(QStringLiteral("/tmp/kibitz-nobody-XXXXXX"));
    QVERIFY(base.isValid());
    QFile::setPermissions(base.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
                                           | QFileDevice::ReadOther | QFileDevice::ExeOther);
    for (const char* sub : {"bot", "home", "tmp"})
      QVERIFY(QDir(base.path()).mkpath(QLatin1String(sub)));
    QVERIFY(writeFile(base.filePath(QStringLiteral("bot/bot.py")),
                      "import sys\nprint(open(sys.argv[1]).read().strip(), file=sys.stderr)\n"
                      "while sys.stdin.readline() and sys.stdin.readline():\n    print('BREAK', flush=True)\n"));
    QVERIFY(writeFile(base.filePath(QStringLiteral("home/secret")), kSecret + "\n"));
    QVERIFY(QFile::link(base.filePath(QStringLiteral("home/secret")), base.filePath(QStringLiteral("bot/config"))));
    for (const char* path : {"bot", "bot/bot.py", "home", "home/secret", "tmp"})
      QVERIFY(::lchown(QFile::encodeName(base.filePath(QLatin1String(path))).constData(), 65534, 65534) == 0);
    QVERIFY(::lchown(QFile::encodeName(base.filePath(QStringLiteral("bot/config"))).constData(), 65534, 65534) == 0);
    const QString out = base.filePath(QStringLiteral("tmp/m.kbz"));
    const QStringList run{QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"), QStringLiteral("--clear-groups"),
                          QStringLiteral(KIBITZ_CLI_PATH), QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--sandbox"),
                          QStringLiteral("--bot"),
                          QStringLiteral("cmd:%1 %2 %3").arg(python, base.filePath(QStringLiteral("bot/bot.py")),
                                                             base.filePath(QStringLiteral("bot/config"))),
                          QStringLiteral("--bot"), QStringLiteral("builtin:fencer"), QStringLiteral("--out"), out};
    const QStringList env{QStringLiteral("HOME=") + base.filePath(QStringLiteral("home")),
                          QStringLiteral("TMPDIR=") + base.filePath(QStringLiteral("tmp"))};
    Test::CliOptions options;
    options.environment = env;
    options.input = QByteArray("");
    CliResult r = Test::runCli(setpriv, run, options);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("outside the bot's folder")), qPrintable(r.err));
    // Its own file in its folder: shown; the home stays out of sight.
    QFile::remove(base.filePath(QStringLiteral("bot/config")));
    QVERIFY(writeFile(base.filePath(QStringLiteral("bot/config")), "a setting of the bot's own\n"));
    QVERIFY(::chown(QFile::encodeName(base.filePath(QStringLiteral("bot/config"))).constData(), 65534, 65534) == 0);
    r = Test::runCli(setpriv, run, options);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QString error;
    const std::optional<Debugger::Replay> replay = Debugger::ReplayFile::read(out, &error);
    QVERIFY2(replay, qPrintable(error));
    QVERIFY(replay->frames.value(1).exchangeOf(0)->stderrText.contains(QStringLiteral("a setting of the bot's own")));
  }

  // 13. A configuration error quotes nothing of a file that is no configuration (a job
  // line, or anyone's command line, can name any readable file).
  void aConfigurationErrorQuotesNoForeignFile()
  {
    KIBITZ_REQUIRE_GAME("orkisland");
    QStringList run{QStringLiteral("run"), QStringLiteral("orkisland"), QStringLiteral("--param"),
                    QStringLiteral("cnf=") + secretPath_};
    for (int seat = 0; seat < 4; ++seat)
      run << QStringLiteral("--bot") << QStringLiteral("builtin:dummy");
    run << QStringLiteral("--out") << dir_.filePath(QStringLiteral("cnf.kbz"));
    const CliResult r = cli(run);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("not an OrkIsland configuration")), qPrintable(r.err));
    QVERIFY2(!r.err.contains(QString::fromLatin1(kSecret)), qPrintable(r.err));
  }

  // 13. Stopped by SIGTERM or SIGINT, kibitz-cli removes the bots' working directories.
  void aStoppedCliLeavesNoWorkingDirectory_data()
  {
    QTest::addColumn<int>("signal");
    QTest::newRow("SIGTERM") << int(SIGTERM);
    QTest::newRow("SIGINT") << int(SIGINT);
  }
  void aStoppedCliLeavesNoWorkingDirectory()
  {
    QFETCH(int, signal);
    QTemporaryDir tmp;
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("TMPDIR"), tmp.path());
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(KIBITZ_CLI_PATH),
                  {QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--bot"), QStringLiteral("cmd:" KIBITZ_BOT_SLEEPY " 200"),
                   QStringLiteral("--bot"), QStringLiteral("builtin:fencer"), QStringLiteral("--no-time-limit"),
                   QStringLiteral("--out"), tmp.filePath(QStringLiteral("m.kbz"))});
    QVERIFY(process.waitForStarted());
    const auto workDirs = [&] {
      return QDir(tmp.path()).entryList({QStringLiteral("kibitz-bot-*")}, QDir::Dirs | QDir::NoDotAndDotDot);
    };
    QTRY_VERIFY_WITH_TIMEOUT(!workDirs().isEmpty(), 20000);
    ::kill(pid_t(process.processId()), signal);
    QVERIFY(process.waitForFinished(20000));
    QCOMPARE(process.exitStatus(), QProcess::CrashExit);  // ended by the signal, as before
    QVERIFY2(workDirs().isEmpty(), qPrintable(workDirs().join(QLatin1Char(' '))));
  }

  // 14. What is written never replaces a special file; a link's target is written.
  void writesKeepSpecialFilesAndLinks()
  {
    QTemporaryDir work;
    const QStringList play{QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--bot"), QStringLiteral("builtin:fencer"),
                           QStringLiteral("--bot"), QStringLiteral("builtin:fencer"), QStringLiteral("--out")};
    // A character device is written through (as root, a rename would have replaced it).
    CliResult r = cli(play + QStringList{QStringLiteral("/dev/null")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    struct stat st {};
    QVERIFY(::stat("/dev/null", &st) == 0 && S_ISCHR(st.st_mode));
    // A link: its target gets the replay, the link stays.
    const QString target = work.filePath(QStringLiteral("target.kbz"));
    QVERIFY(writeFile(target, "old"));
    const QString link = work.filePath(QStringLiteral("link.kbz"));
    QVERIFY(QFile::link(target, link));
    r = cli(play + QStringList{link});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(QFileInfo(link).isSymLink());
    QString error;
    QVERIFY2(Debugger::ReplayFile::read(target, &error), qPrintable(error));
    // A folder, and a FIFO nothing reads, are refused with the reason.
    r = cli(play + QStringList{work.path()});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("a folder, not a regular file")), qPrintable(r.err));
    const QString fifo = work.filePath(QStringLiteral("fifo"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    r = cli(play + QStringList{fifo});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("a FIFO nothing reads")), qPrintable(r.err));
    QFileInfo info(fifo);
    QVERIFY(!info.isFile() && info.exists());
  }
};

QTEST_GUILESS_MAIN(TestSandboxHoles)
#include "test_sandbox_holes.moc"

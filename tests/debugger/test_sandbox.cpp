// The strict sandbox (ProcessOptions::sandbox, kibitz-cli --sandbox). Each hostile bot of
// tests/debugger/bots/hostile/ plays a whole Fencing match in it and gets its expected
// verdict: the match ends normally, nothing is left running, the bot reads no secret,
// writes nothing outside, reaches no listener, and this process's memory stays bounded.
// Without the sandbox the same attacks succeed, so the checks check something. When the
// sandbox cannot be set up, nothing starts and the message says why. Tests that need a
// working sandbox skip with the reason when it cannot run here.
#include "debugger/bots/process_test_support.h"

#include "match/sandbox_check.h"
#include "replay/replay_file.h"
#include "support/require_tool.h"
#include "support/require_game.h"
#include "support/test_matches.h"
#include "support/cli_run.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace Kibitz;
using namespace Kibitz::Test;
using Debugger::PlayerExchange;
using Debugger::ProcessOptions;
using Rules::Move;

namespace {

// What the bots' memory may make this process hold: nothing of theirs (far below the
// hog's 200+ MiB). AddressSanitizer's shadow memory and quarantine come on top.
#if defined(__SANITIZE_ADDRESS__)
constexpr qint64 kMemoryGrowthKb = 300 * 1024;
#else
constexpr qint64 kMemoryGrowthKb = 100 * 1024;
#endif
constexpr qint64 kHogAddressSpace = qint64(256) << 20;
const QString kFencer = QStringLiteral("builtin:fencer");
const QByteArray kSecret = "kibitz-test-secret-7f3a9c";

QString cmd(const char* path, const QString& arguments = {})
{
  return QStringLiteral("cmd:") + botCommand(path, arguments);
}

// What the hostile bots aim at, made fresh for each test: a secret in a fake home, a
// folder anyone may write to, a TCP listener on the loopback. Everything is open to every
// user, so that only the sandbox (not file permissions: the sandbox runs root's bots as
// nobody) keeps the bots out.
class Targets {
public:
  Targets()
  {
    const QFileDevice::Permissions open = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
                                          | QFileDevice::ReadGroup | QFileDevice::ExeGroup | QFileDevice::ReadOther
                                          | QFileDevice::ExeOther;
    QFile::setPermissions(dir_.path(), open);
    QDir(dir_.path()).mkpath(QStringLiteral("home"));
    QDir(dir_.path()).mkpath(QStringLiteral("outside"));
    QFile::setPermissions(home(), open);
    QFile::setPermissions(outside(), open | QFileDevice::WriteGroup | QFileDevice::WriteOther);
    QFile secret(secretPath());
    if (secret.open(QIODevice::WriteOnly))
      secret.write(kSecret + '\n');
    secret.close();
    QFile::setPermissions(secretPath(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup
                                            | QFileDevice::ReadOther);

    listener_ = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t size = sizeof address;
    if (listener_ >= 0 && bind(listener_, reinterpret_cast<sockaddr*>(&address), size) == 0 && listen(listener_, 16) == 0
        && getsockname(listener_, reinterpret_cast<sockaddr*>(&address), &size) == 0)
      port_ = ntohs(address.sin_port);
  }
  ~Targets()
  {
    if (listener_ >= 0)
      close(listener_);
  }

  bool ready() const { return dir_.isValid() && QFile::exists(secretPath()) && port_ > 0; }
  QString home() const { return dir_.filePath(QStringLiteral("home")); }
  QString secretPath() const { return dir_.filePath(QStringLiteral("home/secret")); }
  QString outside() const { return dir_.filePath(QStringLiteral("outside")); }
  QString target() const { return dir_.filePath(QStringLiteral("outside/planted")); }
  int port() const { return port_; }
  QString readArg() const { return QStringLiteral("--read=") + secretPath(); }
  QString writeArg() const { return QStringLiteral("--write=") + target(); }
  QString portArg() const { return QStringLiteral("--port=%1").arg(port_); }
  QStringList written() const { return QDir(outside()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden); }

  // Connections that reached the listener so far (accepted and closed).
  int connections()
  {
    int count = 0;
    for (int fd; (fd = accept4(listener_, nullptr, nullptr, SOCK_CLOEXEC)) >= 0; ++count)
      close(fd);
    return count;
  }

private:
  QTemporaryDir dir_;
  int listener_ = -1;
  int port_ = 0;
};

struct Played {
  Debugger::Replay replay;
  QString error;
  qint64 processesDuring = 0;  // below the bot's process after the first turn
};

// A whole Fencing match of `specs`; the first seat's process tree is counted after turn 1.
Played play(const QStringList& specs, const ProcessOptions& options)
{
  Played played;
  Match match = setUpMatch(specs, options);
  if (!match.runner) {
    played.error = match.error;
    return played;
  }
  match.runner->step();
  if (!match.botPids.isEmpty())
    played.processesDuring = descendantsOf(match.botPids.first()).size();
  match.runner->run();
  played.replay = match.runner->takeReplay();
  return played;
}

// Everything player 0 wrote, on stdout and stderr, over the whole match.
QString everythingFrom(const Debugger::Replay& replay, int player)
{
  QString text;
  for (const PlayerExchange& x : exchangesOf(replay, player))
    text += x.output.join(QLatin1Char('\n')) + QLatin1Char('\n') + x.stderrText;
  return text;
}

// Verdicts judge the bots and the sandbox, not the machine's load. Only the sleeper's row
// keeps the game's limits: it tests them.
ProcessOptions unsandboxed()
{
  ProcessOptions options;
  options.timeLimitOverrideMs = Test::kLoadProofTurnMs;
  return options;
}

ProcessOptions sandboxed()
{
  ProcessOptions options = unsandboxed();
  options.sandbox = true;
  return options;
}

using Test::CliResult;

// kibitz-cli with `args` and the environment changed by `env` (KEY=VALUE, replacing).
CliResult cli(const QStringList& args, const QStringList& env = {}, const QByteArray& input = {})
{
  Test::CliOptions options;
  options.environment = env;
  options.input = input.isNull() ? QByteArray("") : input;  // stdin closed: nothing to read
  options.timeoutMs = 120000;
  return Test::runCli(QStringLiteral(KIBITZ_CLI_PATH), args, options);
}

// A folder for PATH holding only `bwrap`, a script printing `message` and failing (or
// nothing at all when `message` is empty). Open to every user: root's bots run as nobody.
QString fakeBwrapPath(QTemporaryDir& dir, const QByteArray& message)
{
  QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
                                        | QFileDevice::ReadOther | QFileDevice::ExeOther);
  if (!message.isEmpty()) {
    QFile script(dir.filePath(QStringLiteral("bwrap")));
    if (script.open(QIODevice::WriteOnly))
      script.write("#!/bin/sh\necho '" + message + "' >&2\nexit 1\n");
    script.close();
    script.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner | QFileDevice::ReadOther
                          | QFileDevice::ExeOther);
  }
  return dir.path();
}

}  // namespace

class TestSandbox : public QObject {
  Q_OBJECT

private slots:
  void cleanup()
  {
    const QStringList left = leftovers({});
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QStringLiteral("; "))));
  }

  // The corpus, each bot with its expected verdict (tests/debugger/bots/hostile/README.md).
  void hostileBotsAreContained_data()
  {
    QTest::addColumn<QString>("bot");
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<int>("status");         // player 0's verdict, every turn it played
    QTest::addColumn<QStringList>("patterns");  // what its stderr of turn 1 matches
    const int ok = int(Move::Status::Ok);
    QTest::newRow("fork bomb") << QStringLiteral(KIBITZ_HOSTILE_FORK_BOMB) << QString() << ok
                               << QStringList{QStringLiteral("fork bomb stopped: (\\d+) processes")};
    QTest::newRow("tcp connect") << QStringLiteral(KIBITZ_HOSTILE_TCP_CONNECT) << QStringLiteral("PORT") << ok
                                 << QStringList{QStringLiteral("tcp 127.0.0.1: socket: Operation not permitted"),
                                                QStringLiteral("tcp ::1: socket: Operation not permitted")};
    QTest::newRow("secret reader") << QStringLiteral(KIBITZ_HOSTILE_SECRET_READER) << QStringLiteral("READ") << ok
                                   << QStringList{QStringLiteral("read \\S+/home/secret: No such file or directory")};
    QTest::newRow("outside writer") << QStringLiteral(KIBITZ_HOSTILE_OUTSIDE_WRITER) << QStringLiteral("WRITE") << ok
                                    << QStringList{QStringLiteral("write \\S+/outside/planted: No such file or directory"),
                                                   QStringLiteral("write inside.txt: done")};
    QTest::newRow("memory hog") << QStringLiteral(KIBITZ_HOSTILE_MEMORY_HOG) << QString() << ok
                                << QStringList{QStringLiteral("memory hog stopped at (\\d+) MiB")};
    QTest::newRow("daemon") << QStringLiteral(KIBITZ_HOSTILE_DAEMON) << QString() << ok
                            << QStringList{QStringLiteral("daemon started")};
    QTest::newRow("shell exec") << QStringLiteral(KIBITZ_HOSTILE_SHELL_EXEC) << QStringLiteral("READ WRITE") << ok
                                << QStringList{QStringLiteral("shell: cannot read \\S+/home/secret"),
                                               QStringLiteral("shell: cannot write \\S+/outside/planted")};
    QTest::newRow("sleeper") << QStringLiteral(KIBITZ_HOSTILE_SLEEPER) << QString() << int(Move::Status::Timeout)
                             << QStringList{};
    QStringList denied;
    for (const char* call : {"ptrace", "mount", "unshare", "clone", "keyctl", "bpf", "perf_event_open", "io_uring_setup", "socket"})
      denied << QStringLiteral("(^|\\n)%1: EPERM").arg(QLatin1String(call));
    QTest::newRow("syscalls") << QStringLiteral(KIBITZ_HOSTILE_SYSCALL) << QString() << ok
                              << (denied << QStringLiteral("socketpair: ok"));
    // The sandbox's edges: /dev bounded, no inotify, the per-user limits, a fixed PATH.
    QTest::newRow("edges") << QStringLiteral(KIBITZ_HOSTILE_EDGES) << QString() << ok
                           << QStringList{QStringLiteral("dev fill: Read-only file system"), QStringLiteral("dev null: ok"),
                                          QStringLiteral("inotify_init1: EPERM"), QStringLiteral("RLIMIT_NOFILE: 256\n"),
                                          QStringLiteral("RLIMIT_RTPRIO: 0\n"), QStringLiteral("RLIMIT_NICE: 0\n"),
                                          QStringLiteral("RLIMIT_SIGPENDING: 256\n"), QStringLiteral("RLIMIT_MSGQUEUE: 0\n"),
                                          QStringLiteral("PATH=/usr/bin:/bin\n")};
  }
  void hostileBotsAreContained()
  {
    REQUIRE_SANDBOX();
    QFETCH(QString, bot);
    QFETCH(QString, arguments);
    QFETCH(int, status);
    QFETCH(QStringList, patterns);
    Targets targets;
    QVERIFY(targets.ready());
    arguments.replace(QStringLiteral("PORT"), targets.portArg())
        .replace(QStringLiteral("READ"), targets.readArg())
        .replace(QStringLiteral("WRITE"), targets.writeArg());
    ProcessOptions options = sandboxed();
    options.addressSpaceBytes = kHogAddressSpace;
    if (status == int(Move::Status::Timeout))
      options.timeLimitOverrideMs = 0;
    const qint64 memoryBefore = memoryKb("VmHWM:");

    const Played played = play({cmd(bot.toLocal8Bit().constData(), arguments), kFencer}, options);
    QVERIFY2(played.error.isEmpty(), qPrintable(played.error));
    // The match ends normally, the verdicts are the expected ones.
    QVERIFY(played.replay.result.complete);
    const QList<PlayerExchange> turns = exchangesOf(played.replay, 0);
    QVERIFY(!turns.isEmpty());
    for (const PlayerExchange& x : turns)
      QVERIFY2(int(x.status) == status, qPrintable(QStringLiteral("turn verdict %1: %2 %3").arg(int(x.status)).arg(x.error, x.stderrText)));
    if (status == int(Move::Status::Timeout))
      QCOMPARE(turns.first().error, QStringLiteral("no reply within 1000 ms"));
    const QString said = turns.first().stderrText;
    for (const QString& pattern : patterns) {
      const QRegularExpressionMatch m = QRegularExpression(pattern).match(said);
      QVERIFY2(m.hasMatch(), qPrintable(QStringLiteral("'%1' not in: %2").arg(pattern, said)));
      if (QTest::currentDataTag() == QLatin1String("fork bomb")) {
        // Stopped early, at the cap (bwrap's own processes count too).
        QVERIFY2(m.captured(1).toInt() <= options.sandboxProcesses, qPrintable(said));
        QVERIFY2(m.captured(1).toInt() >= options.sandboxProcesses / 2, qPrintable(said));
      }
      if (QTest::currentDataTag() == QLatin1String("memory hog"))
        QVERIFY2(m.captured(1).toLongLong() < (kHogAddressSpace >> 20), qPrintable(said));
    }
    if (QTest::currentDataTag() == QLatin1String("daemon"))
      QVERIFY2(played.processesDuring >= 3, "bwrap's init, the bot and its daemon");  // alive during the match

    // Nothing read, written or reached outside; this process's memory bounded.
    QVERIFY(!everythingFrom(played.replay, 0).contains(QString::fromLatin1(kSecret)));
    QVERIFY2(targets.written().isEmpty(), qPrintable(targets.written().join(QLatin1Char(' '))));
    QCOMPARE(targets.connections(), 0);
    const qint64 growth = memoryKb("VmHWM:") - memoryBefore;
    QVERIFY2(growth < kMemoryGrowthKb, qPrintable(QStringLiteral("grew by %1 kB").arg(growth)));
    // cleanup(): no process left.
  }

  // The same attacks without the sandbox reach their targets: the checks above are real.
  void withoutTheSandboxTheAttacksWork()
  {
    Targets targets;
    QVERIFY(targets.ready());
    Played played = play({cmd(KIBITZ_HOSTILE_SECRET_READER, targets.readArg()), kFencer}, unsandboxed());
    QVERIFY2(everythingFrom(played.replay, 0).contains(QString::fromLatin1(kSecret)), qPrintable(played.error));
    played = play({cmd(KIBITZ_HOSTILE_OUTSIDE_WRITER, targets.writeArg()), kFencer}, unsandboxed());
    QCOMPARE(targets.written(), QStringList{QStringLiteral("planted")});
    played = play({cmd(KIBITZ_HOSTILE_TCP_CONNECT, targets.portArg()), kFencer}, unsandboxed());
    QVERIFY(targets.connections() >= 1);
  }

  // bwrap reports a signal as exit code 128 + N; the verdict names the signal.
  void crashesNameTheirSignal()
  {
    REQUIRE_SANDBOX();
    const Played played = play({cmd(KIBITZ_BOT_CRASH), kFencer}, sandboxed());
    QVERIFY2(played.error.isEmpty(), qPrintable(played.error));
    const QList<PlayerExchange> turns = exchangesOf(played.replay, 0);
    QVERIFY(!turns.isEmpty());
    QCOMPARE(turns.first().status, Move::Status::Crashed);
    QCOMPARE(turns.first().error, QStringLiteral("the bot was killed by signal 11 (SIGSEGV)"));
  }

  // An interpreted bot: python3 comes from the system, its script is shown read-only.
  void scriptsRunThroughTheirInterpreter()
  {
    REQUIRE_SANDBOX();
    // The system's python3 (one found on PATH may be a shim in the user's home).
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"), {QStringLiteral("/usr/bin")});
    if (python.isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("python3 is not installed in /usr/bin"));
    QTemporaryDir dir;
    QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    const QString script = dir.filePath(QStringLiteral("bot.py"));
    QFile file(script);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("import os, sys\n"
               "print('cwd', os.getcwd(), 'home', os.environ['HOME'], 'uid', os.getuid(), file=sys.stderr)\n"
               "while True:\n"
               "    if not sys.stdin.readline() or not sys.stdin.readline(): break\n"
               "    print('WALK')\n");
    file.close();
    // The script's folder is private to its owner: as root the sandbox copies it in.
    const Played played = play({QStringLiteral("cmd:") + python + QLatin1Char(' ') + script, kFencer}, sandboxed());
    QVERIFY2(played.error.isEmpty(), qPrintable(played.error));
    QVERIFY(played.replay.result.complete);
    const QList<PlayerExchange> turns = exchangesOf(played.replay, 0);
    QVERIFY(!turns.isEmpty());
    for (const PlayerExchange& x : turns)
      QVERIFY2(x.status == Move::Status::Ok, qPrintable(x.error + QLatin1Char(' ') + x.stderrText));
    // Its working directory is its home; as root it runs as nobody.
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("cwd (\\S+) home (\\S+) uid (\\d+)")).match(turns.first().stderrText);
    QVERIFY2(m.hasMatch(), qPrintable(turns.first().stderrText));
    QCOMPARE(m.captured(1), m.captured(2));
    if (geteuid() == 0)
      QCOMPARE(m.captured(3), QStringLiteral("65534"));
  }

  // eda: course players are built outside (the compiler is not sandboxed) and the
  // resulting program runs inside.
  void coursePlayersRunInside()
  {
    REQUIRE_SANDBOX();
    KIBITZ_REQUIRE_GAME("orkisland");
    const Rules::Game* orkisland = Rules::Registry::find(QStringLiteral("orkisland"));
    if (QStandardPaths::findExecutable(QStringLiteral("g++")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("g++ is not installed"));
    const ProcessOptions options = sandboxed();
    Debugger::MatchRequest request;
    request.gameId = QStringLiteral("orkisland");
    request.seed = 3;
    request.bots = {QStringLiteral("eda:" KIBITZ_SOURCE_DIR "/tests/orkisland_course/AIRandy.cc"), QStringLiteral("builtin:dummy"),
                    QStringLiteral("builtin:dummy"), QStringLiteral("builtin:dummy")};
    request.processOptions = options;
    qint64 playerPid = 0;
    request.participantFactory = [&](int seat, QString* error) -> std::unique_ptr<Debugger::Participant> {
      const std::optional<Debugger::BotSpec> spec = Debugger::BotSpec::parse(request.bots[seat], error);
      if (!spec)
        return nullptr;
      if (spec->kind != Debugger::BotSpec::Kind::Course)
        return Debugger::makeParticipant(*orkisland, *spec, seat, 3, error, request.processOptions);
      std::unique_ptr<Debugger::ProcessParticipant> process =
          Debugger::makeExternalParticipant(*orkisland, *spec, error, request.processOptions);
      if (process)
        playerPid = process->processId();
      return process;
    };
    QString error;
    std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
    QVERIFY2(runner, qPrintable(error));
    runner->step();
    // The player's process sits in a network namespace of its own.
    QString netNamespace;
    for (const ProcessEntry& e : descendantsOf(playerPid))
      netNamespace = QFileInfo(QStringLiteral("/proc/%1/ns/net").arg(e.pid)).symLinkTarget();
    runner->run();
    const Debugger::Replay replay = runner->takeReplay();
    QVERIFY(replay.result.complete);
    for (const PlayerExchange& x : exchangesOf(replay, 0))
      QVERIFY2(x.status == Move::Status::Ok, qPrintable(x.error + QLatin1Char(' ') + x.stderrText));
    QVERIFY(!netNamespace.isEmpty());
    QVERIFY(netNamespace != QFileInfo(QStringLiteral("/proc/self/ns/net")).symLinkTarget());
  }

  // kibitz-cli run --sandbox, with $HOME the folder holding the secret.
  void cliRunsInTheSandbox()
  {
    REQUIRE_SANDBOX();
    Targets targets;
    QVERIFY(targets.ready());
    QTemporaryDir out;
    const QString replayPath = out.filePath(QStringLiteral("m.kbz"));
    const CliResult r = cli({QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--sandbox"), QStringLiteral("--bot"),
                             cmd(KIBITZ_HOSTILE_SHELL_EXEC, targets.readArg() + QLatin1Char(' ') + targets.writeArg()),
                             QStringLiteral("--bot"), kFencer, QStringLiteral("--out"), replayPath},
                            {QStringLiteral("HOME=") + targets.home()});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QString error;
    const std::optional<Debugger::Replay> replay = Debugger::ReplayFile::read(replayPath, &error);
    QVERIFY2(replay, qPrintable(error));
    QVERIFY(replay->result.complete);
    const QString said = everythingFrom(*replay, 0);
    QVERIFY2(said.contains(QStringLiteral("shell: cannot read")), qPrintable(said));
    QVERIFY(!said.contains(QString::fromLatin1(kSecret)));
    QVERIFY(targets.written().isEmpty());
  }

  // arena --sandbox and worker --sandbox play every match in it.
  void arenaAndWorkerRunInTheSandbox()
  {
    REQUIRE_SANDBOX();
    Targets targets;
    QVERIFY(targets.ready());
    QTemporaryDir dir;
    const QStringList bots{QStringLiteral("--bot"), cmd(KIBITZ_HOSTILE_OUTSIDE_WRITER, targets.writeArg()), QStringLiteral("--bot"),
                           kFencer};
    CliResult r = cli(QStringList{QStringLiteral("arena"), QStringLiteral("fencing"), QStringLiteral("--sandbox"),
                                  QStringLiteral("--matches"), QStringLiteral("4"), QStringLiteral("--jobs"), QStringLiteral("2"),
                                  QStringLiteral("--db"), dir.filePath(QStringLiteral("a.sqlite"))}
                      + bots);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(targets.written().isEmpty(), qPrintable(targets.written().join(QLatin1Char(' '))));

    const CliResult plan = cli(QStringList{QStringLiteral("arena"), QStringLiteral("fencing"), QStringLiteral("--matches"),
                                           QStringLiteral("2"), QStringLiteral("--plan")}
                               + bots);
    QVERIFY2(plan.exitCode == 0, qPrintable(plan.err));
    r = cli({QStringLiteral("worker"), QStringLiteral("--sandbox")}, {}, plan.out.toUtf8());
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(r.out.trimmed().split(QLatin1Char('\n')).size(), 2);
    QVERIFY2(!r.out.contains(QStringLiteral("\"error\"")), qPrintable(r.out));
    QVERIFY(targets.written().isEmpty());

    // The job lines leave the sandbox to the worker.
    r = cli(QStringList{QStringLiteral("arena"), QStringLiteral("fencing"), QStringLiteral("--plan"), QStringLiteral("--sandbox")}
            + bots);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("worker --sandbox")), qPrintable(r.err));
  }

  // Fail closed: no bwrap, or a bwrap the system refuses namespaces; no match starts and
  // the message says why and what to do.
  void failsClosed_data()
  {
    QTest::addColumn<QByteArray>("bwrapSays");  // empty: no bwrap at all
    QTest::addColumn<QStringList>("explained");
    QTest::newRow("no bwrap") << QByteArray() << QStringList{QStringLiteral("'bwrap') is not installed"),
                                                             QStringLiteral("apt install bubblewrap")};
    QTest::newRow("no user namespaces")
        << QByteArray("bwrap: No permissions to creating new namespace, likely because the kernel does not allow "
                      "non-privileged user namespaces.")
        << QStringList{QStringLiteral("No permissions to creating new namespace"), QStringLiteral("user namespaces"),
                       QStringLiteral("sysctl")};
  }
  void failsClosed()
  {
    QFETCH(QByteArray, bwrapSays);
    QFETCH(QStringList, explained);
    QTemporaryDir pathDir;
    QTemporaryDir out;
    const QStringList env{QStringLiteral("PATH=") + fakeBwrapPath(pathDir, bwrapSays)};
    const QString replayPath = out.filePath(QStringLiteral("m.kbz"));
    const QString db = out.filePath(QStringLiteral("a.sqlite"));
    const QStringList bots{QStringLiteral("--bot"), cmd(KIBITZ_BOT_FENCING), QStringLiteral("--bot"), kFencer};
    const QList<QStringList> commands{
        QStringList{QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--sandbox"), QStringLiteral("--out"), replayPath} + bots,
        QStringList{QStringLiteral("arena"), QStringLiteral("fencing"), QStringLiteral("--sandbox"), QStringLiteral("--db"), db} + bots,
        QStringList{QStringLiteral("worker"), QStringLiteral("--sandbox")}};
    for (const QStringList& args : commands) {
      const CliResult r = cli(args, env);
      QVERIFY2(r.exitCode == 2, qPrintable(args.first() + QStringLiteral(": ") + r.err));
      QVERIFY2(r.err.contains(QStringLiteral("the sandbox cannot be set up")), qPrintable(r.err));
      for (const QString& words : explained)
        QVERIFY2(r.err.contains(words), qPrintable(QStringLiteral("'%1' not in: %2").arg(words, r.err)));
    }
    QVERIFY(!QFile::exists(replayPath));
    QVERIFY(!QFile::exists(db));
  }
};

QTEST_GUILESS_MAIN(TestSandbox)
#include "test_sandbox.moc"

// The red-team regression suite (issue #46, 5): each attack found on Kibitz so far, made
// by the test as an attacker would make it, and run the way a user would meet it: through
// kibitz-cli, or the window (`kibitz FILE --screenshot`, offscreen). Every run is watched
// by a memory guard that kills it past kCapBytes: the safe outcome must come with a
// bounded peak (the attacks grew Kibitz to 2-6 GB). tests/hostile/README.md lists every
// case, with the tests that hold the cases this suite cannot reach from outside.
#include "support/cli_run.h"
#include "support/require_tool.h"

#include "lsp/language_server.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace Kibitz;

namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;  // AddressSanitizer's shadow and quarantine add their own
#else
constexpr bool kSanitized = false;
#endif
// Far below what the attacks reached, far above what Kibitz needs for these files.
constexpr qint64 kCapBytes = (kSanitized ? qint64(2048) : qint64(1024)) << 20;
constexpr int kTimeoutMs = 120000;

struct Watched {
  int exitCode = -1;      // -1: killed by a signal (or by the guard)
  bool overCap = false;   // the guard killed it
  bool timedOut = false;
  qint64 peakBytes = 0;   // its peak resident memory (ru_maxrss, children included)
  QByteArray out, err;
};

QByteArray readAllOf(const QString& path)
{
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.read(1 << 20) : QByteArray();
}

qint64 residentBytes(pid_t pid)
{
  QFile status(QStringLiteral("/proc/%1/status").arg(pid));
  if (!status.open(QIODevice::ReadOnly))
    return 0;
  for (const QByteArray& line : status.readAll().split('\n'))
    if (line.startsWith("VmRSS:"))
      return line.mid(6).trimmed().split(' ').value(0).toLongLong() * 1024;
  return 0;
}

// Runs `program` with `args` in `dir`, stdout and stderr to files, under the memory guard.
Watched runWatched(const QString& program, const QStringList& args, const QString& dir)
{
  const QByteArray outPath = QFile::encodeName(dir + QStringLiteral("/.out"));
  const QByteArray errPath = QFile::encodeName(dir + QStringLiteral("/.err"));
  QByteArrayList argv{QFile::encodeName(program)};
  for (const QString& a : args)
    argv << a.toUtf8();
  std::vector<char*> raw;
  for (QByteArray& a : argv)
    raw.push_back(a.data());
  raw.push_back(nullptr);
  const QByteArray cwd = QFile::encodeName(dir);
  const pid_t pid = ::fork();
  if (pid == 0) {
    const int in = ::open("/dev/null", O_RDONLY);
    const int out = ::open(outPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    const int err = ::open(errPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (in < 0 || out < 0 || err < 0 || ::chdir(cwd.constData()) != 0)
      ::_exit(127);
    ::dup2(in, 0);
    ::dup2(out, 1);
    ::dup2(err, 2);
    ::setpgid(0, 0);
    ::execv(raw[0], raw.data());
    ::_exit(127);
  }
  Watched w;
  QElapsedTimer clock;
  clock.start();
  int status = 0;
  rusage usage{};
  for (;;) {
    const pid_t done = ::wait4(pid, &status, WNOHANG, &usage);
    if (done == pid)
      break;
    if (residentBytes(pid) > kCapBytes && !w.overCap) {
      w.overCap = true;
      ::kill(-pid, SIGKILL);
    } else if (clock.elapsed() > kTimeoutMs && !w.timedOut) {
      w.timedOut = true;
      ::kill(-pid, SIGKILL);
    }
    QThread::msleep(20);
  }
  ::kill(-pid, SIGKILL);  // anything it left behind
  w.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  w.peakBytes = qint64(usage.ru_maxrss) * 1024;
  w.out = readAllOf(QFile::decodeName(outPath));
  w.err = readAllOf(QFile::decodeName(errPath));
  qInfo("%s %s: exit %d, peak %lld MiB", qPrintable(QFileInfo(program).fileName()), qPrintable(args.value(0).left(40)),
        w.exitCode, w.peakBytes >> 20);
  return w;
}

QString describe(const Watched& w)
{
  return QStringLiteral("exit %1, peak %2 MiB%3%4, stderr: %5")
      .arg(w.exitCode)
      .arg(w.peakBytes >> 20)
      .arg(w.overCap ? QStringLiteral(", killed over the cap") : QString())
      .arg(w.timedOut ? QStringLiteral(", timed out") : QString())
      .arg(QString::fromUtf8(w.err.left(600)));
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
  QFile file(path);
  return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

}  // namespace

class TestRedTeam : public QObject {
  Q_OBJECT

private:
  QTemporaryDir dir_;
  QString cli_ = QStringLiteral(KIBITZ_CLI_PATH);
  QString app_ = QStringLiteral(KIBITZ_APP_PATH);
  QByteArray replayJson_;  // a real match with an external bot, decompressed

  QString path(const QString& name) const { return dir_.filePath(name); }
  Watched cli(const QStringList& args) { return runWatched(cli_, args, dir_.path()); }
  // The window opens `file` as from a file manager, and saves itself as a PNG.
  Watched window(const QString& file)
  {
    return runWatched(app_, {file, QStringLiteral("--screenshot"), path(QStringLiteral("window.png"))}, dir_.path());
  }
  // A replay like the real one with `pattern` (a regular expression) replaced once by `to`.
  QString craftedReplay(const QString& name, const QString& pattern, const QString& to)
  {
    QString text = QString::fromUtf8(replayJson_);
    const QRegularExpressionMatch m = QRegularExpression(pattern).match(text);
    if (!m.hasMatch())
      return {};
    text.replace(m.capturedStart(), m.capturedLength(), to);
    return writeFile(path(name), text.toUtf8()) ? path(name) : QString();
  }

private slots:
  void initTestCase()
  {
    QVERIFY(dir_.isValid());
    qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("ASAN_OPTIONS", qgetenv("ASAN_OPTIONS") + ":detect_leaks=0");
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("python3 is not installed"));
    // Display names are the attacker's: a Qt rich-text image of /dev/zero (4 GB read by a
    // label or tool tip) and OSC 52 (writes the terminal user's clipboard).
    const Watched run = cli({QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--bot"),
                             QStringLiteral("cmd:python3 " KIBITZ_SOURCE_DIR "/resources/templates/fencing/bot.py"),
                             QStringLiteral("--bot"), QStringLiteral("builtin:random"), QStringLiteral("--name"),
                             QStringLiteral("<img src=\"/dev/zero\">"), QStringLiteral("--name"),
                             QStringLiteral("evil\x1b]52;c;aGk=\x07"), QStringLiteral("--seed"), QStringLiteral("1"),
                             QStringLiteral("--out"), path(QStringLiteral("match.kbz"))});
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    QVERIFY2(!run.out.contains('\x1b'), run.out.constData());
    const Test::CliResult plain = Test::runCli(QStringLiteral("gzip"), {QStringLiteral("-dc"), path(QStringLiteral("match.kbz"))});
    QCOMPARE(plain.exitCode, 0);
    replayJson_ = plain.outBytes;
    QVERIFY(replayJson_.contains("\"timeMs\""));
  }

  // #30, 6 and 9: names that are markup and terminal controls. The CLI neutralises the
  // controls; the window shows the names as text, within the cap.
  void namesThatAreMarkupOrControls()
  {
    const Watched info = cli({QStringLiteral("info"), path(QStringLiteral("match.kbz"))});
    QVERIFY2(info.exitCode == 0 && !info.overCap, qPrintable(describe(info)));
    QVERIFY(info.out.contains("\\x1b]52"));
    QVERIFY(!info.out.contains('\x1b') && !info.out.contains('\x07'));
    const Watched shown = window(path(QStringLiteral("match.kbz")));
    QVERIFY2(shown.exitCode == 0 && !shown.overCap && !shown.timedOut, qPrintable(describe(shown)));
    QVERIFY(QFileInfo(path(QStringLiteral("window.png"))).size() > 0);
  }

  // #46, 4: a bot's measured cost from a replay is validated like every other field.
  void impossibleCostsInAReplay_data()
  {
    QTest::addColumn<QString>("value");
    QTest::newRow("huge") << QStringLiteral("1e308");
    QTest::newRow("negative") << QStringLiteral("-5");
    QTest::newRow("not a number") << QStringLiteral("\"fast\"");
  }
  void impossibleCostsInAReplay()
  {
    QFETCH(QString, value);
    const QString file = craftedReplay(QStringLiteral("cost.kbz"), QStringLiteral("\"timeMs\":[-0-9.e]+"),
                                       QStringLiteral("\"timeMs\":") + value);
    QVERIFY(!file.isEmpty());
    const Watched info = cli({QStringLiteral("info"), file});
    QVERIFY2(info.exitCode == 2 && !info.overCap, qPrintable(describe(info)));
    QVERIFY2(info.err.contains("timeMs"), info.err.constData());
    const Watched shown = window(file);
    QVERIFY2(shown.exitCode == 2 && !shown.overCap && !shown.timedOut, qPrintable(describe(shown)));
    QVERIFY2(shown.err.contains("timeMs"), shown.err.constData());
  }

  // #30, 7: 51 KB of `[0],[0],...` took 2.3 GB to open.
  void aReplayOfTinyArrays()
  {
    QByteArray bomb = "{\"format\":\"kibitz-replay\",\"frames\":[";
    for (int i = 0; i < 25000; ++i)
      bomb += i ? ",[0]" : "[0]";
    bomb += "]}";
    QVERIFY(writeFile(path(QStringLiteral("arrays.kbz")), bomb));
    for (const Watched& w : {cli({QStringLiteral("info"), path(QStringLiteral("arrays.kbz"))}),
                             window(path(QStringLiteral("arrays.kbz")))}) {
      QVERIFY2(w.exitCode == 2 && !w.overCap && !w.timedOut, qPrintable(describe(w)));
      QVERIFY(!w.err.isEmpty());
    }
  }

  // #46, 2: a path naming a file without end (/proc/self/pagemap reads forever, /dev/zero
  // too) or a folder is refused by its kind, at once.
  void specialFilesAsAReplay_data()
  {
    QTest::addColumn<QString>("file");
    QTest::newRow("pagemap") << QStringLiteral("/proc/self/pagemap");
    QTest::newRow("zero") << QStringLiteral("/dev/zero");
    QTest::newRow("folder") << QStringLiteral("/sys");
  }
  void specialFilesAsAReplay()
  {
    QFETCH(QString, file);
    for (const Watched& w : {cli({QStringLiteral("info"), file}), window(file)}) {
      QVERIFY2(w.exitCode == 2 && !w.overCap && !w.timedOut, qPrintable(describe(w)));
      QVERIFY2(!w.err.isEmpty(), "no reason given");
      // Refused by its kind, not after reading up to the size limit (it read 256 MiB).
      QVERIFY2(w.peakBytes < kCapBytes / 4, qPrintable(describe(w)));
    }
  }

  // #30, 8: an arena database with a trigger grew to 301 MB on resume; it is refused by
  // name, before anything is written.
  void aDatabaseWithATrigger()
  {
    const QString db = path(QStringLiteral("arena.sqlite"));
    const QStringList arena{QStringLiteral("arena"), QStringLiteral("fencing"), QStringLiteral("--bot"), QStringLiteral("builtin:fencer"),
                            QStringLiteral("--bot"), QStringLiteral("builtin:random"), QStringLiteral("--matches"), QStringLiteral("2"),
                            QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--db"), db};
    const Watched made = cli(arena);
    QVERIFY2(made.exitCode == 0, qPrintable(describe(made)));
    const Test::CliResult altered = Test::runCli(
        QStringLiteral("python3"),
        {QStringLiteral("-c"), QStringLiteral("import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); "
                                              "c.execute(\"CREATE TRIGGER grow AFTER INSERT ON matches BEGIN "
                                              "INSERT INTO arena (key, value) SELECT 'junk' || new.idx, hex(zeroblob(100000000)); END\"); "
                                              "c.commit()"),
         db});
    QVERIFY2(altered.exitCode == 0, qPrintable(altered.err));
    const qint64 before = QFileInfo(db).size();
    for (const QStringList& args : {QStringList{QStringLiteral("rank"), db}, arena}) {
      const Watched w = cli(args);
      QVERIFY2(w.exitCode == 2 && !w.overCap, qPrintable(describe(w)));
      QVERIFY2(w.err.contains("trigger"), w.err.constData());
    }
    QCOMPARE(QFileInfo(db).size(), before);
  }

  // #30, 14: a replay written over a device or a FIFO never replaces it (as root,
  // `--out /dev/null` once made /dev/null a regular file) and never hangs on it.
  void specialFilesAsTheOutput()
  {
    const QString fifo = path(QStringLiteral("fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    for (const QString& out : {QStringLiteral("/dev/null"), fifo}) {
      const Watched w = cli({QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--bot"), QStringLiteral("builtin:fencer"),
                             QStringLiteral("--bot"), QStringLiteral("builtin:random"), QStringLiteral("--seed"), QStringLiteral("1"),
                             QStringLiteral("--out"), out});
      QVERIFY2(!w.overCap && !w.timedOut, qPrintable(describe(w)));
      struct stat st {};
      QCOMPARE(::stat(QFile::encodeName(out).constData(), &st), 0);
      QVERIFY2(!S_ISREG(st.st_mode), qPrintable(out + QStringLiteral(" was replaced by a regular file")));
    }
  }

  // #30 and the sandbox: a bot that floods its output and grabs memory loses its match;
  // Kibitz itself stays within the cap.
  void aFloodingGreedyBot()
  {
    if (QStandardPaths::findExecutable(QStringLiteral("bwrap")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("bwrap is not installed"));
    QVERIFY(QDir().mkpath(path(QStringLiteral("greedy"))));
    QVERIFY(writeFile(path(QStringLiteral("greedy/bot.py")),
                      "import sys\nhoard = []\nwhile True:\n    sys.stdout.write('x' * 65536)\n"
                      "    sys.stderr.write('<img src=\"/dev/zero\">' * 1000)\n    hoard.append(bytearray(16 << 20))\n"));
    for (const bool sandbox : {false, true}) {
      QStringList args{QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--bot"),
                       QStringLiteral("cmd:python3 ") + path(QStringLiteral("greedy/bot.py")), QStringLiteral("--bot"),
                       QStringLiteral("builtin:random"), QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--out"),
                       path(QStringLiteral("greedy.kbz"))};
      if (sandbox)
        args << QStringLiteral("--sandbox");
      const Watched w = cli(args);
      QVERIFY2(w.exitCode == 0 && !w.overCap && !w.timedOut, qPrintable(describe(w)));
      const Watched info = cli({QStringLiteral("info"), path(QStringLiteral("greedy.kbz"))});
      QVERIFY2(info.exitCode == 0 && !info.overCap, qPrintable(describe(info)));
      const Watched shown = window(path(QStringLiteral("greedy.kbz")));
      QVERIFY2(shown.exitCode == 0 && !shown.overCap && !shown.timedOut, qPrintable(describe(shown)));
    }
  }

  // #46, 3: clangd on a 1 KB file of recursive macros grew to 6 GB, was restarted five
  // times and "Errors: 0" was shown. Under its cap it falls, is given up, and says so.
  void clangdOnRecursiveMacros()
  {
    Debugger::ServerProgram program = Debugger::ServerPrograms::clangd(path(QStringLiteral("lsp")));
    if (program.program.isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("clangd is not installed"));
    program.memoryBytes = qint64(256) << 20;
    const QString source = path(QStringLiteral("macros.cc"));
    const QByteArray text = "#define A(x) x x x x\n#define B(x) A(A(A(A(A(A(A(A(x))))))))\n"
                            "#define C(x) B(B(B(B(B(x)))))\nC(C(C(int a;)))\n";
    QVERIFY(writeFile(source, text));
    Debugger::LanguageServer server(program);
    server.setCompileCommand({source, dir_.path(), {QStringLiteral("g++"), QStringLiteral("-c"), source}});
    server.open(source, QString::fromUtf8(text));
    QTRY_VERIFY_WITH_TIMEOUT(server.state() == Debugger::LanguageServer::State::Stopped
                                 && server.problem().contains(QStringLiteral("not restarted")),
                             180000);
    QVERIFY2(server.problem().contains(QStringLiteral("256 MB")), qPrintable(server.problem()));
    rusage self{};
    ::getrusage(RUSAGE_SELF, &self);
    QVERIFY(qint64(self.ru_maxrss) * 1024 < kCapBytes);
    server.close(source);
  }
};

QTEST_GUILESS_MAIN(TestRedTeam)
#include "test_red_team.moc"

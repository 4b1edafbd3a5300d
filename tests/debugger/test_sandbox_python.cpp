// Python bots with the interpreters their authors have, in the sandbox (issue #46, 1): a
// pyenv shim, a venv made from a pyenv interpreter, a venv made from the system's, and the
// user's own `python3` when it is not the system's. Each plays a whole Fencing match through
// `kibitz-cli run --sandbox` and reads no secret beside the bot's folder or the
// interpreter's installation. Interpreters that would show too much (one in the home folder,
// a venv whose pyvenv.cfg names the home folder) or that are unknown scripts are refused with
// a message naming the file. The fake pyenv and venvs are made by the test; the test runs in
// folders only their owner may enter, so that as root (the bot then runs as nobody) the
// installation is reached through the shepherd's staged mounts.
#include "match/sandbox_check.h"
#include "support/cli_run.h"
#include "support/require_game.h"
#include "support/require_tool.h"

#include "replay/compression.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

namespace {

const QByteArray kSecret = "kibitz-python-secret-51c2";

// Reads the secret (at SECRET_PATH) and says so on stderr; answers BREAK.
const char kBot[] = R"(import sys
leak = ""
try:
    leak = open("SECRET_PATH").read().strip()
except Exception:
    pass
while True:
    a = sys.stdin.readline(); b = sys.stdin.readline()
    if not b:
        break
    if leak:
        print("leak " + leak, file=sys.stderr, flush=True)
    print("BREAK", flush=True)
)";

bool writeFile(const QString& path, const QByteArray& bytes, QFileDevice::Permissions permissions = {})
{
  QDir().mkpath(QFileInfo(path).path());
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
    return false;
  file.close();
  return permissions == QFileDevice::Permissions() || QFile::setPermissions(path, permissions);
}

constexpr QFileDevice::Permissions kExecutable = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
                                                 | QFileDevice::ReadGroup | QFileDevice::ExeGroup | QFileDevice::ReadOther
                                                 | QFileDevice::ExeOther;

QString systemPython()
{
  return QFileInfo(QStringLiteral("/usr/bin/python3")).canonicalFilePath();
}

// A pyenv root as pyenv lays it out: shims/python3 (a script, as pyenv writes them),
// libexec/pyenv (runs the version's program: for runs without the sandbox), version, and
// versions/9.9.9/ holding a copy of the system's interpreter (which finds its library in /usr).
bool makeFakePyenv(const QString& root)
{
  const QString versionBin = root + QStringLiteral("/versions/9.9.9/bin");
  return QDir().mkpath(versionBin) && QDir().mkpath(root + QStringLiteral("/versions/9.9.9/lib"))
         && QFile::copy(systemPython(), versionBin + QStringLiteral("/python3"))
         && QFile::setPermissions(versionBin + QStringLiteral("/python3"), kExecutable)
         && writeFile(root + QStringLiteral("/version"), "9.9.9\n")
         && writeFile(root + QStringLiteral("/shims/python3"),
                      "#!/usr/bin/env bash\nset -e\nprogram=\"${0##*/}\"\nexport PYENV_ROOT=\"" + QFile::encodeName(root)
                          + "\"\nexec \"" + QFile::encodeName(root) + "/libexec/pyenv\" exec \"$program\" \"$@\"\n",
                      kExecutable)
         && writeFile(root + QStringLiteral("/libexec/pyenv"),
                      "#!/usr/bin/env bash\n[ \"$1\" = exec ] || exit 1\nshift\nprogram=$1\nshift\nexec \"$PYENV_ROOT/versions/$(cat "
                      "\"$PYENV_ROOT/version\")/bin/$program\" \"$@\"\n",
                      kExecutable);
}

bool makeVenv(const QString& python, const QString& folder)
{
  QProcess process;
  process.start(python, {QStringLiteral("-m"), QStringLiteral("venv"), QStringLiteral("--without-pip"), folder});
  return process.waitForFinished(60000) && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

}  // namespace

class TestSandboxPython : public QObject {
  Q_OBJECT

private:
  QTemporaryDir top_;  // 0700: as root, nobody cannot reach anything in it
  QString botFolder_;
  QString secret_;

  QString path(const QString& name) const { return top_.filePath(name); }

  // `run fencing --sandbox` with the bot `cmd:COMMAND`, from the bot's folder.
  Test::CliResult play(const QString& command, const QStringList& environment = {})
  {
    Test::CliOptions options;
    options.workingDirectory = botFolder_;
    options.environment = environment;
    options.input = QByteArray("");
    options.timeoutMs = 120000;
    return Test::runCli(QStringLiteral(KIBITZ_CLI_PATH),
                        {QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--sandbox"), QStringLiteral("--seed"),
                         QStringLiteral("3"), QStringLiteral("--bot"), QStringLiteral("cmd:") + command,
                         QStringLiteral("--bot"), QStringLiteral("builtin:idle"), QStringLiteral("--out"),
                         QDir(botFolder_).filePath(QStringLiteral("m.kbz"))},
                        options);
  }

  // The match played all its turns and the bot read no secret.
  void verifyPlayedUnleaked(const Test::CliResult& result)
  {
    QVERIFY2(result.exitCode == 0, qPrintable(result.err + result.out));
    QVERIFY2(result.out.contains(QStringLiteral("200 turns")), qPrintable(result.out));
    QVERIFY2(!result.out.contains(QStringLiteral("crash")), qPrintable(result.out));
    QFile replay(QDir(botFolder_).filePath(QStringLiteral("m.kbz")));
    QVERIFY(replay.open(QIODevice::ReadOnly));
    QString why;
    const std::optional<QByteArray> json = Debugger::Compression::gunzip(replay.readAll(), qsizetype(256) << 20, &why);
    QVERIFY2(json, qPrintable(why));
    QVERIFY2(json->contains("BREAK"), "the bot's replies are in the replay");
    QVERIFY2(!json->contains(kSecret), "the bot read the secret beside its folder");
  }

private slots:
  void initTestCase()
  {
    KIBITZ_REQUIRE_GAME("fencing");
    if (QString why; !Debugger::sandboxAvailable(&why))
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("the sandbox cannot run here: ") + why);
    if (systemPython().isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("python3 is not installed in /usr/bin"));
    QVERIFY(top_.isValid());
    botFolder_ = path(QStringLiteral("bot"));
    secret_ = path(QStringLiteral("secret.txt"));
    QVERIFY(writeFile(QDir(botFolder_).filePath(QStringLiteral("bot.py")), QByteArray(kBot).replace("SECRET_PATH", QFile::encodeName(secret_))));
    QVERIFY(writeFile(secret_, kSecret + '\n'));
    QVERIFY(makeFakePyenv(path(QStringLiteral("pyenv"))));
  }

  // Without the sandbox the bot does read the secret: the checks above check something.
  void theBotReadsTheSecretWithoutTheSandbox()
  {
    Test::CliOptions options;
    options.workingDirectory = botFolder_;
    options.input = QByteArray("");
    const Test::CliResult result = Test::runCli(
        QStringLiteral(KIBITZ_CLI_PATH),
        {QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--bot"),
         QStringLiteral("cmd:/usr/bin/python3 bot.py"), QStringLiteral("--bot"), QStringLiteral("builtin:idle"),
         QStringLiteral("--out"), QDir(botFolder_).filePath(QStringLiteral("open.kbz"))},
        options);
    QVERIFY2(result.exitCode == 0, qPrintable(result.err));
    QFile replay(QDir(botFolder_).filePath(QStringLiteral("open.kbz")));
    QVERIFY(replay.open(QIODevice::ReadOnly));
    QString why;
    QVERIFY(Debugger::Compression::gunzip(replay.readAll(), qsizetype(256) << 20, &why)->contains(kSecret));
  }

  void pyenvShim()
  {
    const QString root = path(QStringLiteral("pyenv"));
    verifyPlayedUnleaked(play(QStringLiteral("python3 bot.py"),
                              {QStringLiteral("PYENV_ROOT=") + root,
                               QStringLiteral("PATH=") + root + QStringLiteral("/shims:/usr/bin:/bin")}));
  }

  // .python-version in the bot's folder picks the version, as pyenv does; one that is not
  // installed is refused naming it.
  void pyenvShimReadsTheLocalVersion()
  {
    const QString root = path(QStringLiteral("pyenv"));
    const QString local = QDir(botFolder_).filePath(QStringLiteral(".python-version"));
    QVERIFY(writeFile(local, "3.0.0-missing\n"));
    const Test::CliResult result = play(QStringLiteral("python3 bot.py"),
                                        {QStringLiteral("PYENV_ROOT=") + root,
                                         QStringLiteral("PATH=") + root + QStringLiteral("/shims:/usr/bin:/bin")});
    QFile::remove(local);
    QVERIFY(result.exitCode != 0);
    QVERIFY2(result.err.contains(QStringLiteral("3.0.0-missing")) && result.err.contains(QStringLiteral("pyenv shim")),
             qPrintable(result.err));
  }

  void venvOfAPyenvInterpreter()
  {
    const QString venv = QDir(botFolder_).filePath(QStringLiteral("venv"));
    QVERIFY(makeVenv(path(QStringLiteral("pyenv/versions/9.9.9/bin/python3")), venv));
    verifyPlayedUnleaked(play(QStringLiteral("venv/bin/python bot.py"), {QStringLiteral("PYENV_ROOT=") + path(QStringLiteral("pyenv"))}));
  }

  void venvOfTheSystemInterpreter()
  {
    const QString venv = path(QStringLiteral("system-venv"));
    QVERIFY(makeVenv(QStringLiteral("/usr/bin/python3"), venv));
    verifyPlayedUnleaked(play(venv + QStringLiteral("/bin/python bot.py")));
  }

  // The python3 this machine's user has (a pyenv shim on many), and a venv made from it.
  void theUsersOwnPython()
  {
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (python.isEmpty() || QFileInfo(python).canonicalFilePath() == systemPython())
      QSKIP("python3 on PATH is the system's: the cases above cover it");
    verifyPlayedUnleaked(play(QStringLiteral("python3 bot.py"), {QStringLiteral("PATH=") + qEnvironmentVariable("PATH")}));
    const QString venv = path(QStringLiteral("user-venv"));
    QVERIFY(makeVenv(python, venv));
    verifyPlayedUnleaked(play(venv + QStringLiteral("/bin/python bot.py")));
  }

  // An interpreter whose installation would be the home folder: the sandbox would show it all.
  void anInterpreterInTheHomeFolderIsRefused()
  {
    const QString home = path(QStringLiteral("home"));
    QVERIFY(QDir().mkpath(home + QStringLiteral("/bin")) && QDir().mkpath(home + QStringLiteral("/lib")));
    QVERIFY(QFile::copy(systemPython(), home + QStringLiteral("/bin/python3")));
    QVERIFY(QFile::setPermissions(home + QStringLiteral("/bin/python3"), kExecutable));
    const Test::CliResult result = play(home + QStringLiteral("/bin/python3 bot.py"), {QStringLiteral("HOME=") + home});
    QVERIFY(result.exitCode != 0);
    QVERIFY2(result.err.contains(QStringLiteral("home folder")) && result.err.contains(home), qPrintable(result.err));
  }

  // A venv (say, in a downloaded bot's folder) whose pyvenv.cfg names a folder holding home.
  void aVenvNamingTheHomeFolderIsRefused()
  {
    const QString venv = path(QStringLiteral("hostile-venv"));
    QVERIFY(makeVenv(QStringLiteral("/usr/bin/python3"), venv));
    QVERIFY(writeFile(venv + QStringLiteral("/pyvenv.cfg"), "home = " + QFile::encodeName(top_.path()) + "\n"));
    const Test::CliResult result = play(venv + QStringLiteral("/bin/python bot.py"),
                                        {QStringLiteral("HOME=") + path(QStringLiteral("home"))});
    QVERIFY(result.exitCode != 0);
    QVERIFY2(result.err.contains(QStringLiteral("pyvenv.cfg")), qPrintable(result.err));
  }

  // A script outside the bot's folder that starts another program, and is no pyenv shim.
  void aScriptThatIsNoShimIsRefused()
  {
    const QString wrapper = path(QStringLiteral("tools/bin/run-python"));
    QVERIFY(writeFile(wrapper, "#!/bin/sh\nexec /usr/bin/python3 \"$@\"\n", kExecutable));
    const Test::CliResult result = play(wrapper + QStringLiteral(" bot.py"));
    QVERIFY(result.exitCode != 0);
    QVERIFY2(result.err.contains(QStringLiteral("is a script that starts another program")) && result.err.contains(wrapper),
             qPrintable(result.err));
  }
};

QTEST_GUILESS_MAIN(TestSandboxPython)
#include "test_sandbox_python.moc"

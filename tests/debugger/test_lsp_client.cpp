// The editor's language servers (debugger/lsp/) on the real clangd and pylsp: diagnostics,
// completion and hover for a course player and a Python bot, UTF-16 positions, a killed
// server coming back, nothing left running or written next to the bot, and servers that
// are missing or answer garbage.
#include "support/require_tool.h"

#include "course/course_player_build.h"
#include "lsp/language_server.h"
#include "lsp/lsp_positions.h"
#include "match/sandbox_command.h"
#include "match/sandbox_policy.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QStandardPaths>
#include <QTcpServer>
#include <QtTest>

#include <signal.h>
#include <unistd.h>

using namespace Kibitz::Debugger;
using LspMessages::Diagnostic;

namespace {

constexpr int kDiagnosticsMs = 20000;  // generous: other builds may share the 2 cores

QString courseTemplate()
{
  QFile file(QStringLiteral(KIBITZ_SOURCE_DIR "/resources/templates/orkisland/AIMyPlayer.cc"));
  file.open(QIODevice::ReadOnly);
  return QString::fromUtf8(file.readAll());
}

// The processes whose parent is this test (zombies included, as they are not reaped yet).
QStringList childProcesses()
{
  QStringList children;
  const QString self = QString::number(getpid());
  for (const QString& pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
      continue;
    const QString line = QString::fromUtf8(stat.readAll());
    const QStringList fields = line.mid(line.lastIndexOf(QLatin1Char(')')) + 2).split(QLatin1Char(' '));
    if (fields.size() > 1 && fields[1] == self)
      children << line.section(QLatin1Char(' '), 0, 1);
  }
  return children;
}

// Records the last diagnostics of each file.
struct DiagnosticsLog {
  explicit DiagnosticsLog(LanguageServer* server)
  {
    QObject::connect(server, &LanguageServer::diagnosticsChanged, server,
                     [this](const QString& path, const QList<Diagnostic>& list) {
                       last[path] = list;
                       ++count[path];
                     });
  }
  QHash<QString, QList<Diagnostic>> last;
  QHash<QString, int> count;
};

bool mentions(const QList<Diagnostic>& list, const QString& words, int line)
{
  for (const Diagnostic& d : list)
    if (d.message.contains(words) && d.range.start.line == line)
      return true;
  return false;
}

QStringList completionWords(LanguageServer* server, const QString& path, LspPositions::Position at)
{
  QStringList words;
  bool answered = false;
  server->request(QStringLiteral("textDocument/completion"), LspMessages::textDocumentPosition(path, at),
                  [&](const QJsonValue& result, const QString&) {
                    for (const LspMessages::CompletionItem& item : LspMessages::completionItems(result))
                      words << item.insertText;
                    answered = true;
                  });
  QTest::qWaitFor([&] { return answered; }, kDiagnosticsMs);
  return words;
}

// A language server the test writes in Python: the framing (read a message, send one),
// then `body`, its main loop.
QString fakeServer(const char* body)
{
  static const char kFraming[] = R"(import json, os, socket, sys
def read():
    n = 0
    while True:
        line = sys.stdin.buffer.readline()
        if not line:
            sys.exit(0)
        if line.strip() == b"":
            break
        if line.lower().startswith(b"content-length:"):
            n = int(line.split(b":")[1])
    return json.loads(sys.stdin.buffer.read(n))
def send(o):
    b = json.dumps(o).encode()
    sys.stdout.buffer.write(b"Content-Length: %d\r\n\r\n" % len(b) + b)
    sys.stdout.buffer.flush()
)";
  return QString::fromLatin1(kFraming) + QString::fromLatin1(body);
}

}  // namespace

class TestLspClient : public QObject {
  Q_OBJECT
private slots:
  void initTestCase();
  void coursePlayerGetsItsBuildFlags();
  void pythonDiagnosticsAndCompletion();
  void killedServerComesBack();
  void missingServerIsSaid();
  void garbageStopsTheServer();
  void aServerOverItsMemoryIsGivenUp();
  void aDownloadedFoldersClangdConfigIsIgnored();
  void aSandboxedServerSeesOnlyItsFolders();
  void realServersWorkInTheSandbox();

private:
  QTemporaryDir cache_;
};

void TestLspClient::initTestCase()
{
  QVERIFY(cache_.isValid());
  qputenv("KIBITZ_CACHE_DIR", cache_.path().toUtf8());
}

void TestLspClient::coursePlayerGetsItsBuildFlags()
{
  const ServerProgram program = ServerPrograms::clangd(cache_.path() + QStringLiteral("/lsp-cpp"));
  if (program.program.isEmpty())
    KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("clangd is not installed"));
  QTemporaryDir bots;
  const QString path = bots.path() + QStringLiteral("/AIMyPlayer.cc");
  QString text = courseTemplate();
  QVERIFY(!text.isEmpty());
  QFile file(path);
  QVERIFY(file.open(QIODevice::WriteOnly));
  file.write(text.toUtf8());
  file.close();

  LanguageServer server(program);
  DiagnosticsLog log(&server);
  QString error;
  const std::optional<QStringList> command =
      CoursePlayerBuild::checkCommand(QStringLiteral("orkisland"), path, QString(), &error);
  QVERIFY2(command, qPrintable(error));
  server.setCompileCommand({path, bots.path(), *command});
  server.open(path, text);
  // The template: no diagnostics at all (the course API's headers are found).
  QTRY_VERIFY_WITH_TIMEOUT(log.count.value(path) > 0, kDiagnosticsMs);
  for (const Diagnostic& d : log.last.value(path))
    qWarning() << d.range.start.line << d.message;
  QCOMPARE(log.last.value(path).size(), 0);
  QVERIFY(QFileInfo::exists(cache_.path() + QStringLiteral("/lsp-cpp/compile_commands.json")));

  // An error after a non-ASCII comment on its line: its position counts UTF-16 units.
  const QString anchor = QStringLiteral("    compute_distances();\n");
  const qsizetype at = text.indexOf(anchor) + anchor.size();
  QVERIFY(at > anchor.size());
  const QString inserted = QStringLiteral("    /* é→日本 𝄞 */ int q = undefined_dir;\n");
  text.insert(at, inserted);
  const int errorLine = LspPositions::positionOf(text, at).line;
  server.change(path, text);
  QTRY_VERIFY_WITH_TIMEOUT(mentions(log.last.value(path), QStringLiteral("undefined_dir"), errorLine), kDiagnosticsMs);
  for (const Diagnostic& d : log.last.value(path))
    if (d.range.start.line == errorLine)
      QCOMPARE(text.mid(LspPositions::offsetOf(text, d.range.start), 13), QStringLiteral("undefined_dir"));

  // Completion knows the course API: city_ow… offers city_owner, Comm… offers Command.
  const QString typed = QStringLiteral("    city_ow");
  text.insert(at, typed + QStringLiteral("\n"));
  server.change(path, text);
  const LspPositions::Position end = LspPositions::positionOf(text, at + typed.size());
  QVERIFY(completionWords(&server, path, end).contains(QStringLiteral("city_owner")));
  text.remove(at, typed.size() + 1);
  // The course API's commands are `Command` values given to execute() (Action.hh).
  const QString typedType = QStringLiteral("    Comm");
  text.insert(at, typedType + QStringLiteral("\n"));
  server.change(path, text);
  const LspPositions::Position commandEnd = LspPositions::positionOf(text, at + typedType.size());
  QVERIFY(completionWords(&server, path, commandEnd).contains(QStringLiteral("Command")));
  text.remove(at, typedType.size() + 1);
  server.change(path, text);

  // Hover on me() shows Player's comment on it.
  const qsizetype me = text.indexOf(QStringLiteral("orks(me())")) + 5;
  QString hover;
  server.request(QStringLiteral("textDocument/hover"),
                 LspMessages::textDocumentPosition(path, LspPositions::positionOf(text, me)),
                 [&](const QJsonValue& result, const QString&) { hover = LspMessages::hoverText(result) + QStringLiteral(" "); });
  QTRY_VERIFY_WITH_TIMEOUT(!hover.isEmpty(), kDiagnosticsMs);
  QVERIFY2(hover.contains(QStringLiteral("Your player id")), qPrintable(hover));

  // Go to definition of Pos leads into the course API, in the cache, not the bot's folder.
  const qsizetype pos = text.indexOf(QStringLiteral("queue<Pos>")) + 7;
  QList<LspMessages::Location> found;
  bool answered = false;
  server.request(QStringLiteral("textDocument/definition"),
                 LspMessages::textDocumentPosition(path, LspPositions::positionOf(text, pos)),
                 [&](const QJsonValue& result, const QString&) {
                   found = LspMessages::locations(result);
                   answered = true;
                 });
  QTRY_VERIFY_WITH_TIMEOUT(answered, kDiagnosticsMs);
  QVERIFY(!found.isEmpty());
  QVERIFY2(found.first().path.endsWith(QStringLiteral("/Structs.hh")), qPrintable(found.first().path));

  // Closed: the server is gone, and nothing was written beside the bot.
  server.close(path);
  QTRY_VERIFY_WITH_TIMEOUT(childProcesses().isEmpty(), 10000);
  QCOMPARE(QDir(bots.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList{QStringLiteral("AIMyPlayer.cc")});
}

void TestLspClient::pythonDiagnosticsAndCompletion()
{
  const ServerProgram program = ServerPrograms::pylsp();
  if (program.program.isEmpty())
    KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("pylsp is not installed"));
  QTemporaryDir bots;
  const QString path = bots.path() + QStringLiteral("/bot.py");
  QString text = QStringLiteral("import sys\n\n# café → 日本\nseen = []\nfor line in sys.stdin:\n    seen.append(line)\n"
                                "    print(missing)\n");
  QFile file(path);
  QVERIFY(file.open(QIODevice::WriteOnly));
  file.write(text.toUtf8());
  file.close();
  LanguageServer server(program);
  DiagnosticsLog log(&server);
  server.open(path, text);
  QTRY_VERIFY_WITH_TIMEOUT(mentions(log.last.value(path), QStringLiteral("undefined name 'missing'"), 6), kDiagnosticsMs);
  for (const Diagnostic& d : log.last.value(path))
    qInfo() << d.range.start.line << d.message;

  text.append(QStringLiteral("seen.ap"));
  server.change(path, text);
  QVERIFY(completionWords(&server, path, LspPositions::positionOf(text, text.size())).contains(QStringLiteral("append")));

  text.replace(QStringLiteral("print(missing)"), QStringLiteral("print(line)"));
  text.chop(QStringLiteral("seen.ap").size());
  server.change(path, text);
  QTRY_VERIFY_WITH_TIMEOUT(log.last.value(path).isEmpty(), kDiagnosticsMs);

  server.close(path);
  QTRY_VERIFY_WITH_TIMEOUT(childProcesses().isEmpty(), 10000);
  QCOMPARE(QDir(bots.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList{QStringLiteral("bot.py")});
}

void TestLspClient::killedServerComesBack()
{
  const ServerProgram program = ServerPrograms::pylsp();
  if (program.program.isEmpty())
    KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("pylsp is not installed"));
  QTemporaryDir bots;
  const QString path = bots.path() + QStringLiteral("/bot.py");
  LanguageServer server(program);
  DiagnosticsLog log(&server);
  server.open(path, QStringLiteral("print(missing)\n"));
  QTRY_VERIFY_WITH_TIMEOUT(server.state() == LanguageServer::State::Running, kDiagnosticsMs);
  const qint64 first = server.processId();
  QVERIFY(first > 0);
  ::kill(pid_t(first), SIGKILL);
  QTRY_VERIFY_WITH_TIMEOUT(server.state() == LanguageServer::State::Stopped, 5000);
  QVERIFY(!server.problem().isEmpty());
  QTRY_VERIFY_WITH_TIMEOUT(server.state() == LanguageServer::State::Running, kDiagnosticsMs);
  QVERIFY(server.processId() > 0 && server.processId() != first);
  // The new server knows the document again.
  log.last.clear();
  QTRY_VERIFY_WITH_TIMEOUT(mentions(log.last.value(path), QStringLiteral("missing"), 0), kDiagnosticsMs);
}

void TestLspClient::missingServerIsSaid()
{
  ServerProgram program = ServerPrograms::pylsp();
  program.program.clear();
  LanguageServer server(program);
  server.open(QStringLiteral("/nonexistent/bot.py"), QStringLiteral("x = 1\n"));
  QCOMPARE(server.state(), LanguageServer::State::Missing);
  QVERIFY(server.request(QStringLiteral("textDocument/hover"), {}, {}) < 0);
}

void TestLspClient::garbageStopsTheServer()
{
  // A "server" that answers with garbage, then one that floods with empty messages.
  for (const QString& script : {QStringLiteral("import sys; sys.stdin.read(10); sys.stdout.write('garbage, not a header\\r\\n\\r\\n{'); sys.stdout.flush(); sys.stdin.read()"),
                                QStringLiteral("import sys\nwhile True: sys.stdout.write('Content-Length: 2\\r\\n\\r\\n{}')")}) {
    ServerProgram program = ServerPrograms::pylsp();
    program.program = QStringLiteral("/usr/bin/python3");
    program.arguments = {QStringLiteral("-c"), script};
    program.settings = {};
    LanguageServer server(program);
    QSignalSpy states(&server, &LanguageServer::stateChanged);
    server.open(QStringLiteral("/nonexistent/bot.py"), QStringLiteral("x = 1\n"));
    QTRY_VERIFY_WITH_TIMEOUT(server.state() == LanguageServer::State::Stopped, 10000);
    QVERIFY2(server.problem().contains(QStringLiteral("protocol")) || server.problem().contains(QStringLiteral("messages")),
             qPrintable(server.problem()));
    server.close(QStringLiteral("/nonexistent/bot.py"));
  }
  QTRY_VERIFY_WITH_TIMEOUT(childProcesses().isEmpty(), 10000);
}

// A server that answers, then grows without bound (clangd on recursive macros grew to 6 GB
// and was restarted forever, "Errors: 0" shown): its memory cap stops it, and after a few
// stops close together it is given up, saying so (issue #46, 3).
void TestLspClient::aServerOverItsMemoryIsGivenUp()
{
  static const char kGreedy[] = R"(while True:
    m = read()
    if m.get("method") == "initialize":
        send({"jsonrpc": "2.0", "id": m["id"], "result": {"capabilities": {"textDocumentSync": 1}}})
    elif m.get("method") == "textDocument/didOpen":
        send({"jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
              "params": {"uri": m["params"]["textDocument"]["uri"], "diagnostics": []}})
        hoard = [bytearray(64 << 20) for _ in range(64)]
)";
  if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
    KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("python3 is not installed"));
  ServerProgram program = ServerPrograms::pylsp();
  program.program = QStandardPaths::findExecutable(QStringLiteral("python3"));
  program.arguments = {QStringLiteral("-c"), fakeServer(kGreedy)};
  program.settings = {};
  program.memoryBytes = qint64(512) << 20;
  QTemporaryDir bots;
  const QString path = bots.path() + QStringLiteral("/bot.py");
  LanguageServer server(program);
  DiagnosticsLog log(&server);
  server.open(path, QStringLiteral("x = 1\n"));
  QTRY_VERIFY_WITH_TIMEOUT(server.state() == LanguageServer::State::Stopped && server.problem().contains(QStringLiteral("not restarted")),
                           60000);
  QVERIFY2(server.problem().contains(QStringLiteral("512 MB")), qPrintable(server.problem()));
  QVERIFY(log.count.value(path) >= 1);  // it answered before each fall
  // Given up for good: no server is started again.
  QTest::qWait(1500);
  QCOMPARE(server.state(), LanguageServer::State::Stopped);
  QCOMPARE(server.processId(), 0);
  server.close(path);
  QTRY_VERIFY_WITH_TIMEOUT(childProcesses().isEmpty(), 10000);
}

// A downloaded folder's .clangd cannot steer clangd (issue #46, 3): its CompileFlags would
// add an error here (and -fmodules-cache-path made clangd write outside Kibitz's cache).
void TestLspClient::aDownloadedFoldersClangdConfigIsIgnored()
{
  const ServerProgram program = ServerPrograms::clangd(cache_.path() + QStringLiteral("/lsp-config"));
  if (program.program.isEmpty())
    KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("clangd is not installed"));
  QVERIFY(program.arguments.contains(QStringLiteral("--enable-config=false")));
  QTemporaryDir bots;
  const QString elsewhere = bots.path() + QStringLiteral("/elsewhere");
  QFile config(bots.path() + QStringLiteral("/.clangd"));
  QVERIFY(config.open(QIODevice::WriteOnly));
  config.write("CompileFlags:\n  Add: [-DFROM_CONFIG=1, -fmodules, -fmodules-cache-path=" + QFile::encodeName(elsewhere) + "]\n");
  config.close();
  const QString path = bots.path() + QStringLiteral("/bot.cc");
  const QString text = QStringLiteral("#ifdef FROM_CONFIG\n#error the folder's .clangd was read\n#endif\nint main() { return 0; }\n");
  QFile source(path);
  QVERIFY(source.open(QIODevice::WriteOnly));
  source.write(text.toUtf8());
  source.close();
  LanguageServer server(program);
  DiagnosticsLog log(&server);
  server.setCompileCommand({path, bots.path(), {QStringLiteral("g++"), QStringLiteral("-c"), path}});
  server.open(path, text);
  QTRY_VERIFY_WITH_TIMEOUT(log.count.value(path) > 0, kDiagnosticsMs);
  QVERIFY2(!mentions(log.last.value(path), QStringLiteral(".clangd was read"), 1), "clangd read the folder's .clangd");
  QVERIFY(!QFileInfo::exists(elsewhere));
}

// With the sandbox on, a server is a downloaded folder's reader like a bot (issue #46, 3):
// it sees its documents' folders read-only, writes nowhere but a private /tmp, reaches no
// network and no other file of the user's. A server made by the test tries each and
// reports what happened as diagnostics.
void TestLspClient::aSandboxedServerSeesOnlyItsFolders()
{
  static const char kProbe[] = R"(def attempt(name, action):
    try:
        action()
        return name + ": done"
    except Exception as e:
        return name + ": refused"
def write(path):
    with open(path, "w") as f:
        f.write("x")
def read_file(path):
    with open(path) as f:
        f.read()
def connect():
    socket.create_connection(("127.0.0.1", int(os.environ["PROBE_PORT"])), timeout=2).close()
while True:
    m = read()
    if m.get("method") == "initialize":
        send({"jsonrpc": "2.0", "id": m["id"], "result": {"capabilities": {"textDocumentSync": 1}}})
    elif m.get("method") == "textDocument/didOpen":
        uri = m["params"]["textDocument"]["uri"]
        folder = os.path.dirname(uri[len("file://"):])
        outside = os.environ["PROBE_OUTSIDE"]
        results = [attempt("read-own", lambda: read_file(folder + "/bot.py")),
                   attempt("write-own", lambda: write(folder + "/written")),
                   attempt("read-outside", lambda: read_file(outside + "/secret")),
                   attempt("write-outside", lambda: write(outside + "/written")),
                   attempt("write-tmp", lambda: write("/tmp/scratch")),
                   attempt("network", connect)]
        send({"jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
              "params": {"uri": uri, "diagnostics": [
                  {"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 1}},
                   "severity": 1, "message": r} for r in results]}})
)";
  if (findBubblewrap().isEmpty())
    KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("bwrap is not installed"));
  const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"), {QStringLiteral("/usr/bin")});
  if (python.isEmpty())
    KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("python3 is not in /usr/bin"));
  QTemporaryDir bots, outside, later;
  QFile secret(outside.path() + QStringLiteral("/secret"));
  QVERIFY(secret.open(QIODevice::WriteOnly));
  secret.write("the user's secret\n");
  secret.close();
  QTcpServer listener;
  QVERIFY(listener.listen(QHostAddress::LocalHost));
  qputenv("PROBE_OUTSIDE", outside.path().toUtf8());
  qputenv("PROBE_PORT", QByteArray::number(listener.serverPort()));
  const QStringList paths{bots.path() + QStringLiteral("/bot.py"), later.path() + QStringLiteral("/bot.py")};
  for (const QString& path : paths) {
    QFile bot(path);
    QVERIFY(bot.open(QIODevice::WriteOnly));
    bot.write("x = 1\n");
  }
  ServerProgram program = ServerPrograms::pylsp();
  program.program = python;
  program.arguments = {QStringLiteral("-c"), fakeServer(kProbe)};
  program.settings = {};
  SandboxPolicy::setRequired(true);
  const auto results = [](const QList<Diagnostic>& list) {
    QStringList words;
    for (const Diagnostic& d : list)
      words << d.message;
    return words;
  };
  const QStringList expected{QStringLiteral("read-own: done"),       QStringLiteral("write-own: refused"),
                             QStringLiteral("read-outside: refused"), QStringLiteral("write-outside: refused"),
                             QStringLiteral("write-tmp: done"),       QStringLiteral("network: refused")};
  {
    LanguageServer server(program);
    DiagnosticsLog log(&server);
    server.open(paths[0], QStringLiteral("x = 1\n"));
    QTRY_COMPARE_WITH_TIMEOUT(results(log.last.value(paths[0])), expected, kDiagnosticsMs);
    // A document of another folder: the server is started again, shown that folder too.
    const qint64 first = server.processId();
    server.open(paths[1], QStringLiteral("x = 1\n"));
    QTRY_COMPARE_WITH_TIMEOUT(results(log.last.value(paths[1])), expected, kDiagnosticsMs);
    QVERIFY(server.processId() != first);
    QCOMPARE(server.state(), LanguageServer::State::Running);
    QVERIFY(!QFileInfo::exists(outside.path() + QStringLiteral("/written")));
    QVERIFY(!QFileInfo::exists(bots.path() + QStringLiteral("/written")));
    // The sandbox turned off: the next change starts the server without it.
    SandboxPolicy::setRequired(false);
    log.last.clear();
    server.change(paths[0], QStringLiteral("x = 2\n"));
    QTRY_VERIFY_WITH_TIMEOUT(results(log.last.value(paths[0])).contains(QStringLiteral("write-own: done")), kDiagnosticsMs);
    server.close(paths[0]);
    server.close(paths[1]);
  }
  SandboxPolicy::setRequired(false);
  QTRY_VERIFY_WITH_TIMEOUT(childProcesses().isEmpty(), 10000);
}

// clangd and pylsp still do their work in the sandbox: a header of the bot's folder is
// found, an error in the bot is reported.
void TestLspClient::realServersWorkInTheSandbox()
{
  if (findBubblewrap().isEmpty())
    KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("bwrap is not installed"));
  const ServerProgram clangd = ServerPrograms::clangd(cache_.path() + QStringLiteral("/lsp-sandboxed"));
  const ServerProgram pylsp = ServerPrograms::pylsp();
  if (clangd.program.isEmpty() || pylsp.program.isEmpty())
    KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("clangd or pylsp is not installed"));
  QTemporaryDir bots;
  const auto write = [&](const QString& name, const QByteArray& text) {
    QFile file(bots.path() + QLatin1Char('/') + name);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
  };
  write(QStringLiteral("mine.h"), "inline int helper() { return 1; }\n");
  const QString cc = QStringLiteral("#include \"mine.h\"\nint main() { return helper() + undeclared; }\n");
  const QString py = QStringLiteral("print(missing)\n");
  write(QStringLiteral("bot.cc"), cc.toUtf8());
  write(QStringLiteral("bot.py"), py.toUtf8());
  const QString ccPath = bots.path() + QStringLiteral("/bot.cc");
  const QString pyPath = bots.path() + QStringLiteral("/bot.py");
  SandboxPolicy::setRequired(true);
  {
    LanguageServer cxx(clangd), python(pylsp);
    DiagnosticsLog cxxLog(&cxx), pythonLog(&python);
    cxx.setCompileCommand({ccPath, bots.path(), {QStringLiteral("g++"), QStringLiteral("-c"), ccPath}});
    cxx.open(ccPath, cc);
    python.open(pyPath, py);
    QTRY_VERIFY_WITH_TIMEOUT(mentions(cxxLog.last.value(ccPath), QStringLiteral("undeclared"), 1), kDiagnosticsMs);
    QVERIFY(!mentions(cxxLog.last.value(ccPath), QStringLiteral("not found"), 0));
    QTRY_VERIFY_WITH_TIMEOUT(mentions(pythonLog.last.value(pyPath), QStringLiteral("missing"), 0), kDiagnosticsMs);
    cxx.close(ccPath);
    python.close(pyPath);
  }
  SandboxPolicy::setRequired(false);
  QCOMPARE(QDir(bots.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
           (QStringList{QStringLiteral("bot.cc"), QStringLiteral("bot.py"), QStringLiteral("mine.h")}));
}

QTEST_GUILESS_MAIN(TestLspClient)
#include "test_lsp_client.moc"

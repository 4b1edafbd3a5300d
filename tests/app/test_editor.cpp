// The bot editor: atomic save round trip, the unsaved marker and prompts, regex find and
// replace, crash recovery, diagnostics parsed from real g++ output (and a Clang line)
// shown as markers and annotations, jumping to a diagnostic, builds that fail leaving
// no program behind, "My bot" in the new-match dialog, templates, and the Debug menu's
// input history.
#include "application/language_manager.h"
#include "dialogs/new_match_dialog.h"
#include "document/playback.h"
#include "document/replay_document.h"
#include "editor/bot_builder.h"
#include "editor/bot_input_history.h"
#include "editor/build_panel.h"
#include "editor/build_settings.h"
#include "editor/build_settings_dialog.h"
#include "editor/recovery_dialog.h"
#include "editor/current_bot.h"
#include "editor/diagnostic_parser.h"
#include "editor/editor_feature.h"
#include "editor/disk_file.h"
#include "editor/editor_panel.h"
#include "editor/find_bar.h"
#include "editor/source_editor.h"
#include "editor/template_catalog.h"
#include "editor/template_dialog.h"
#include "mainwindow/main_window.h"

#include "match/match_builder.h"
#include "match/match_request.h"
#include "match/match_runner.h"
#include "match/sandbox_check.h"
#include "match/participant.h"
#include "replay/replay_file.h"

#include "core/random.h"
#include "core/registry.h"

#include <Qsci/qscilexer.h>

#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QSettings>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include "support/require_tool.h"
#include "support/require_game.h"
#include "support/screenshots.h"
#include "support/test_matches.h"

#include <QtTest>

using namespace Kibitz;

namespace {

QString readAll(const QString& path)
{
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

void writeFile(const QString& path, const QString& text)
{
  QFile file(path);
  QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
  file.write(text.toUtf8());
}

const char* kBroken =
    "#include <iostream>\n"
    "int main()\n"
    "{\n"
    "  int unused = 3;\n"
    "  std::cout << missing_name << std::endl;\n"
    "  return 0;\n"
    "}\n";

const char* kFixed =
    "#include <iostream>\n"
    "int main()\n"
    "{\n"
    "  std::cout << \"ok\" << std::endl;\n"
    "  return 0;\n"
    "}\n";

QString fencingReplay(const QTemporaryDir& dir)
{
  auto runner = Test::matchRunner(QStringLiteral("fencing"), {QStringLiteral("builtin:fencer"), QStringLiteral("builtin:fencer")}, 11,
                                  {}, {QStringLiteral("Alice"), QStringLiteral("Bob")});
  QString error;
  runner->run();
  runner->finish();
  const QString path = dir.filePath(QStringLiteral("m.kbz"));
  Debugger::ReplayFile::write(path, runner->takeReplay(), &error);
  return path;
}

int autosavedFiles(const QString& root)
{
  int n = 0;
  for (const QString& d : QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
    n += int(QDir(root + QLatin1Char('/') + d).entryList({QStringLiteral("*.json")}, QDir::Files).size());
  return n;
}

// Builds the current source and waits for the result.
bool buildAndWait(App::EditorFeature* feature, App::BotBuilder::Result* result)
{
  QSignalSpy finished(feature->builder(), &App::BotBuilder::finished);
  QString error;
  if (!feature->buildCurrent(&error)) {
    qWarning("build did not start: %s", qPrintable(error));
    return false;
  }
  if (finished.isEmpty() && !finished.wait(180000))
    return false;
  *result = finished.first().first().value<App::BotBuilder::Result>();
  return true;
}

}  // namespace

Q_DECLARE_METATYPE(Kibitz::App::BotBuilder::Result)

class TestEditor : public QObject {
  Q_OBJECT
private:
  QTemporaryDir dir_;
  App::LanguageManager* languages_ = nullptr;

  // The window shown with a Fencing replay at turn 3 and `path` (holding `text`) open in
  // the editor: the editor, or null (the calling test fails).
  App::SourceEditor* editSourceBesideAReplay(App::MainWindow& window, const QString& path, const QString& text,
                                             App::EditorFeature** feature)
  {
    window.setInteractive(false);
    *feature = App::editorFeature(&window);
    (*feature)->editorPanel()->setInteractive(false);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window) || !window.openFile(fencingReplay(dir_)))
      return nullptr;
    window.goToTurn(3);
    writeFile(path, text);
    return (*feature)->editorPanel()->openFile(path) ? (*feature)->editorPanel()->currentEditor() : nullptr;
  }

private slots:
  void initTestCase()
  {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_editor"));
    QSettings().clear();
    qRegisterMetaType<App::BotBuilder::Result>();
    languages_ = new App::LanguageManager(this);
    languages_->setLanguage(QStringLiteral("en"));
    QVERIFY(dir_.isValid());
  }

  void openEditSaveRoundTrip()
  {
    QTemporaryDir recovery;
    const QString folder = dir_.filePath(QStringLiteral("roundtrip"));
    QDir().mkpath(folder);
    const QString path = folder + QStringLiteral("/bot.py");
    writeFile(path, QStringLiteral("print('héllo')\n"));
    App::EditorPanel panel(nullptr, recovery.path());
    panel.setInteractive(false);
    QVERIFY(panel.openFile(path));
    QCOMPARE(panel.count(), 1);
    App::SourceEditor* e = panel.currentEditor();
    QCOMPARE(e->language(), App::BotLanguage::Python);
    QVERIFY(e->lexer() && QString::fromLatin1(e->lexer()->language()) == QLatin1String("Python"));
    QCOMPARE(panel.tabTitle(0), QStringLiteral("bot.py"));
    QVERIFY(!e->isModified());
    // Opening it again switches to the tab instead of a second copy.
    QVERIFY(panel.openFile(path));
    QCOMPARE(panel.count(), 1);

    e->setCursorPosition(1, 0);
    e->insert(QStringLiteral("x = 1\n"));
    QVERIFY(e->isModified());
    QCOMPARE(panel.tabTitle(0), QStringLiteral("bot.py *"));
    QVERIFY(panel.save(0));
    QVERIFY(!e->isModified());
    QCOMPARE(panel.tabTitle(0), QStringLiteral("bot.py"));
    QCOMPARE(readAll(path), QStringLiteral("print('héllo')\nx = 1\n"));
    // Atomic: no temporary file left next to it.
    QCOMPARE(QDir(folder).entryList(QDir::Files), QStringList{QStringLiteral("bot.py")});
    // Undo back to the saved text clears the marker again... and redo sets it.
    e->undo();
    QVERIFY(e->isModified());
    e->redo();
    QVERIFY(!e->isModified());

    // A file that cannot be written names the problem and keeps the changes.
    e->insert(QStringLiteral("y = 2\n"));
    QVERIFY(!panel.saveAs(0, QStringLiteral("/nonexistent-dir/bot.py")));
    QVERIFY(panel.lastError().contains(QStringLiteral("/nonexistent-dir/bot.py")));
    QVERIFY(e->isModified());

    // A C++ file gets the C++ lexer.
    const QString cpp = folder + QStringLiteral("/b.cpp");
    writeFile(cpp, QStringLiteral("int main() {}\n"));
    QVERIFY(panel.openFile(cpp));
    QCOMPARE(panel.currentEditor()->language(), App::BotLanguage::Cpp);
    QCOMPARE(QString::fromLatin1(panel.currentEditor()->lexer()->language()), QStringLiteral("C++"));
    // Missing files are refused with a message naming them.
    QVERIFY(!panel.openFile(folder + QStringLiteral("/missing.cpp")));
    QVERIFY(panel.lastError().contains(QStringLiteral("missing.cpp")));
  }

  // A path from debug information or a traceback may name anything (issue #46, 2): the
  // editor opens only bounded regular files, and says why not (/proc/self/pagemap is a
  // "file" of size 0 that reads without end: the window grew to 4 GB).
  void opensOnlyBoundedRegularFiles()
  {
    QTemporaryDir recovery;
    App::EditorPanel panel(nullptr, recovery.path());
    panel.setInteractive(false);
    for (const QString& path : {QStringLiteral("/proc/self/pagemap"), QStringLiteral("/proc/self/environ"), QStringLiteral("/dev/zero"),
                                QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled")}) {
      QVERIFY2(!panel.openFile(path), qPrintable(path));
      QCOMPARE(panel.count(), 0);
    }
    QString error;
    QByteArray bytes;
    QVERIFY(!App::DiskFile::read(QStringLiteral("/proc/self/pagemap"), &bytes, &error));
    QVERIFY2(error.contains(QStringLiteral("system file")), qPrintable(error));
    QVERIFY(bytes.isEmpty());
  }

  // A compiler's column is where the caret goes (issue #47, 6): GCC counts display columns,
  // a tab reaching the next multiple of 8; the editor's index counts bytes.
  void compilerColumnsBecomeByteIndexes()
  {
    QCOMPARE(App::EditorPanel::byteIndexOfColumn("abc", 2), 1);
    QCOMPARE(App::EditorPanel::byteIndexOfColumn("\tint x = y;", 17), 9);
    QCOMPARE(App::EditorPanel::byteIndexOfColumn("\t\tz", 17), 2);
    QCOMPARE(App::EditorPanel::byteIndexOfColumn("  \tz", 9), 3);
    QCOMPARE(App::EditorPanel::byteIndexOfColumn("\xc3\xa9 = 1", 3), 3);  // é is one column, two bytes
    QCOMPARE(App::EditorPanel::byteIndexOfColumn("ab", 40), 2);
  }

  void closingAsksAboutUnsavedChanges()
  {
    QTemporaryDir recovery;
    const QString path = dir_.filePath(QStringLiteral("close.py"));
    writeFile(path, QStringLiteral("a = 1\n"));
    App::EditorPanel panel(nullptr, recovery.path());
    panel.setInteractive(false);
    QVERIFY(panel.openFile(path));
    panel.currentEditor()->append(QStringLiteral("b = 2\n"));

    panel.setPromptAnswer(QMessageBox::Cancel);
    QVERIFY(!panel.closeTab(0));
    QVERIFY(!panel.maybeCloseAll());
    QCOMPARE(panel.count(), 1);

    panel.setPromptAnswer(QMessageBox::Save);
    QVERIFY(panel.maybeCloseAll());
    QCOMPARE(readAll(path), QStringLiteral("a = 1\nb = 2\n"));

    panel.currentEditor()->append(QStringLiteral("c = 3\n"));
    panel.setPromptAnswer(QMessageBox::Discard);
    QVERIFY(panel.closeTab(0));
    QCOMPARE(panel.count(), 0);
    QCOMPARE(readAll(path), QStringLiteral("a = 1\nb = 2\n"));
  }

  void findAndReplaceWithRegularExpressions()
  {
    QTemporaryDir recovery;
    App::EditorPanel panel(nullptr, recovery.path());
    panel.setInteractive(false);
    App::SourceEditor* e = panel.newBuffer(QStringLiteral("f.cpp"), App::BotLanguage::Cpp,
                                           QStringLiteral("int a1 = 1;\nint b22 = 2; // é\nint C3 = 3;\n"));
    e->setCursorPosition(0, 0);
    App::FindBar* bar = panel.findBar();
    panel.showReplace();
    bar->setPattern(QStringLiteral("\\b[a-z](\\d+)"));
    bar->setRegularExpression(true);
    bar->setCaseSensitive(true);
    QVERIFY(panel.findNext());
    QCOMPARE(e->selectedText(), QStringLiteral("a1"));
    QVERIFY(panel.findNext());
    QCOMPARE(e->selectedText(), QStringLiteral("b22"));
    // Case sensitive: C3 is skipped, the search wraps to a1.
    QVERIFY(panel.findNext());
    QCOMPARE(e->selectedText(), QStringLiteral("a1"));
    QVERIFY(panel.findPrevious());
    QCOMPARE(e->selectedText(), QStringLiteral("b22"));

    // Replace one with groups, then all.
    bar->setReplacement(QStringLiteral("\\1_\\0"));
    QVERIFY(panel.replaceOne());
    QVERIFY(e->text().contains(QStringLiteral("int 22_b22 = 2;")));
    bar->setCaseSensitive(false);
    bar->setPattern(QStringLiteral("int ([A-Za-z0-9_]+) = (\\d);"));
    bar->setReplacement(QStringLiteral("const int \\1 = \\2 * 10;"));
    QCOMPARE(panel.replaceAll(), 3);
    QCOMPARE(e->text(), QStringLiteral("const int a1 = 1 * 10;\nconst int 22_b22 = 2 * 10; // é\nconst int C3 = 3 * 10;\n"));
    QCOMPARE(bar->message(), QStringLiteral("3 replaced"));
    // One undo step for the whole replacement.
    e->undo();
    QVERIFY(e->text().startsWith(QStringLiteral("int a1 = 1;")));

    // A bad expression names the problem instead of matching nothing silently.
    bar->setPattern(QStringLiteral("(unclosed"));
    QVERIFY(!panel.findNext());
    QVERIFY(bar->message().contains(QStringLiteral("Invalid regular expression")));
    // Plain text treats regex characters literally.
    bar->setRegularExpression(false);
    bar->setPattern(QStringLiteral("// é"));
    QVERIFY(panel.findNext());
    QCOMPARE(e->selectedText(), QStringLiteral("// é"));
    bar->setPattern(QStringLiteral("nowhere"));
    QVERIFY(!panel.findNext());
    QCOMPARE(bar->message(), QStringLiteral("Not found"));

    // Go to line.
    panel.goToLine(3);
    int line = 0, index = 0;
    e->getCursorPosition(&line, &index);
    QCOMPARE(line, 2);
    const int zoom = int(e->SendScintilla(QsciScintillaBase::SCI_GETZOOM));
    panel.zoomIn();
    QCOMPARE(int(e->SendScintilla(QsciScintillaBase::SCI_GETZOOM)), zoom + 1);
    panel.zoomOut();
    QCOMPARE(int(e->SendScintilla(QsciScintillaBase::SCI_GETZOOM)), zoom);
  }

  void recoversBuffersAfterACrash()
  {
    QTemporaryDir recovery;
    const QString path = dir_.filePath(QStringLiteral("crash.cpp"));
    writeFile(path, QStringLiteral("int main() {}\n"));
    {
      App::EditorPanel first(nullptr, recovery.path());
      first.setInteractive(false);
      QVERIFY(first.openFile(path));
      first.currentEditor()->append(QStringLiteral("// unsaved work\n"));
      first.newBuffer(QStringLiteral("fencing_bot.py"), App::BotLanguage::Python, QStringLiteral("print('new')\n"));
      // The autosave timer fires a few seconds after the change, through QSaveFile.
      QTRY_COMPARE_WITH_TIMEOUT(autosavedFiles(recovery.path()), 2, first.autosaveDelayMs() + 5000);
      // A running editor's buffers are not offered to another one.
      App::EditorPanel other(nullptr, recovery.path());
      QVERIFY(other.recoverableBuffers().isEmpty());
      // "Crash": the editor goes away without maybeCloseAll().
    }
    QCOMPARE(readAll(path), QStringLiteral("int main() {}\n"));

    App::EditorPanel second(nullptr, recovery.path());
    second.setInteractive(false);
    QList<App::RecoveryStore::Buffer> buffers = second.recoverableBuffers();
    QCOMPARE(buffers.size(), 2);
    std::sort(buffers.begin(), buffers.end(), [](const auto& a, const auto& b) { return a.name < b.name; });
    QCOMPARE(buffers[0].name, QStringLiteral("crash.cpp"));
    QCOMPARE(buffers[0].filePath, QFileInfo(path).absoluteFilePath());
    QCOMPARE(buffers[0].text, QStringLiteral("int main() {}\n// unsaved work\n"));
    QCOMPARE(buffers[1].name, QStringLiteral("fencing_bot.py"));
    // Accept the file, decline the untitled one.
    second.restoreBuffers({buffers[0]}, {buffers[1]});
    QCOMPARE(second.count(), 1);
    App::SourceEditor* e = second.currentEditor();
    QCOMPARE(e->filePath(), QFileInfo(path).absoluteFilePath());
    QCOMPARE(e->text(), buffers[0].text);
    QVERIFY(e->isModified());
    QVERIFY(second.tabTitle(0).endsWith(QLatin1String(" *")));
    QVERIFY(!QFileInfo::exists(buffers[1].storedAt));
    QVERIFY(!QFileInfo::exists(buffers[0].storedAt));
    // A clean exit (discarding) leaves nothing to recover.
    second.setPromptAnswer(QMessageBox::Discard);
    QVERIFY(second.maybeCloseAll());
    App::EditorPanel third(nullptr, recovery.path());
    QVERIFY(third.recoverableBuffers().isEmpty());
  }

  // Python's own messages: a SyntaxError from the compile check (at its line and caret's
  // column) and a crashed bot's traceback (the innermost frame the error, callers notes).
  void parsesRealPythonErrors()
  {
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("python3 is not installed"));
    const QString folder = dir_.filePath(QStringLiteral("python"));
    QDir().mkpath(folder);
    const QString bad = folder + QStringLiteral("/bad.py");
    writeFile(bad, QStringLiteral("import sys\n\ndef decide(x):\n        return x +* 2\n"));
    QProcess check;
    check.setWorkingDirectory(folder);
    const QStringList words = App::BuildSettings::expand(App::BuildSettings::command(App::BotLanguage::Python), {}, bad);
    check.start(words.first(), words.mid(1));
    QVERIFY(check.waitForFinished(60000));
    QVERIFY(check.exitCode() != 0);
    const QString checkText = QString::fromLocal8Bit(check.readAllStandardError());
    QList<App::Diagnostic> d = App::parseDiagnostics(checkText, folder);
    QCOMPARE(d.size(), 1);
    QCOMPARE(d[0].file, bad);
    QCOMPARE(d[0].line, 4);
    QCOMPARE(d[0].column, 19);  // the caret under "*", with the file's 8 spaces of indentation
    QCOMPARE(d[0].severity, App::Diagnostic::Severity::Error);
    QVERIFY2(d[0].message.startsWith(QStringLiteral("SyntaxError: ")), qPrintable(d[0].message));

    const QString crash = folder + QStringLiteral("/crash.py");
    writeFile(crash, QStringLiteral("def f(x):\n    return 1 / x\n\ndef main():\n    f(0)\n\nmain()\n"));
    QProcess run;
    run.setWorkingDirectory(folder);
    run.start(QStringLiteral("python3"), {QStringLiteral("crash.py")});
    QVERIFY(run.waitForFinished(60000));
    const QString traceback = QString::fromLocal8Bit(run.readAllStandardError());
    d = App::parseDiagnostics(traceback, folder);
    QCOMPARE(d.size(), 3);
    QCOMPARE(d[2].file, crash);
    QCOMPARE(d[2].line, 2);
    QCOMPARE(d[2].severity, App::Diagnostic::Severity::Error);
    QCOMPARE(d[2].message, QStringLiteral("ZeroDivisionError: division by zero"));
    QCOMPARE(d[1].line, 5);
    QCOMPARE(d[1].severity, App::Diagnostic::Severity::Note);
    QVERIFY(d[1].message.contains(QStringLiteral("main")));
    QCOMPARE(d[0].line, 7);
  }

  // Python bots are checked by default: a syntax error is listed and marked, and "My bot"
  // refuses that content until it is fixed.
  void pythonBotsAreCheckedByDefault()
  {
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("python3 is not installed"));
    App::MainWindow window(languages_);
    window.setInteractive(false);
    App::EditorFeature* feature = App::editorFeature(&window);
    App::EditorPanel* panel = feature->editorPanel();
    panel->setInteractive(false);
    const QString folder = dir_.filePath(QStringLiteral("pycheck"));
    QDir().mkpath(folder);
    const QString source = folder + QStringLiteral("/bot.py");
    writeFile(source, QStringLiteral("while True:\n    print('WALK'\n"));
    QVERIFY(panel->openFile(source));
    App::BotBuilder::Result result;
    QVERIFY(buildAndWait(feature, &result));
    QVERIFY(!result.success);
    App::BuildPanel* build = feature->buildPanel();
    QVERIFY2(build->diagnosticCount() >= 1, qPrintable(build->outputText()));
    QCOMPARE(build->diagnostic(0).file, source);
    QVERIFY(panel->currentEditor()->diagnosticMarkerLines() >= 1);
    QString error;
    QVERIFY(feature->currentBotSpec(&error).isEmpty());
    QVERIFY2(error.contains(QStringLiteral("failed")), qPrintable(error));
    panel->currentEditor()->setText(QStringLiteral("while True:\n    print('WALK')\n"));
    QVERIFY(buildAndWait(feature, &result));
    QVERIFY2(result.success, qPrintable(result.output));
    QCOMPARE(panel->currentEditor()->diagnosticMarkerLines(), 0);
    QVERIFY(feature->currentBotSpec(&error).startsWith(QLatin1String("cmd:python3 ")));
    panel->setPromptAnswer(QMessageBox::Discard);
    QVERIFY(panel->maybeCloseAll());
  }

  // A Python bot that crashed in the match on screen: its traceback is listed in Build and
  // marked in the editor at the line that raised, like a compile error.
  void aCrashedPythonBotsTracebackIsMarked()
  {
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("python3 is not installed"));
    const QString folder = dir_.filePath(QStringLiteral("pycrash"));
    QDir().mkpath(folder);
    const QString source = folder + QStringLiteral("/crasher.py");
    writeFile(source, QStringLiteral("import sys\nturn = 0\nwhile True:\n    sys.stdin.readline(); sys.stdin.readline()\n"
                                     "    turn += 1\n    if turn == 3:\n        print(1 // (turn - 3))\n"
                                     "    print('BREAK', flush=True)\n"));
    const Debugger::Replay replay = Test::playMatch(QStringLiteral("fencing"),
                                                    {QStringLiteral("cmd:python3 ") + source, QStringLiteral("builtin:fencer")}, 4);
    QVERIFY(replay.lastTurn() > 0);
    App::MainWindow window(languages_);
    window.setInteractive(false);
    App::EditorFeature* feature = App::editorFeature(&window);
    App::EditorPanel* panel = feature->editorPanel();
    panel->setInteractive(false);
    QVERIFY(panel->openFile(source));
    window.document()->setReplay(replay, QString());
    App::BuildPanel* build = feature->buildPanel();
    QVERIFY2(build->diagnosticCount() >= 1, qPrintable(build->outputText()));
    const App::Diagnostic& last = build->diagnostic(build->diagnosticCount() - 1);
    QCOMPARE(last.file, source);
    QCOMPARE(last.line, 7);
    QVERIFY(last.message.contains(QStringLiteral("ZeroDivisionError")));
    QVERIFY(build->statusText().contains(QStringLiteral("crashed at turn")));
    QVERIFY(panel->currentEditor()->diagnosticMarkerLines() >= 1);
    panel->setPromptAnswer(QMessageBox::Discard);
    QVERIFY(panel->maybeCloseAll());
  }

  void parsesRealCompilerDiagnostics()
  {
    if (QStandardPaths::findExecutable(QStringLiteral("g++")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("g++ is not installed"));
    const QString folder = dir_.filePath(QStringLiteral("gcc"));
    QDir().mkpath(folder);
    writeFile(folder + QStringLiteral("/broken.cpp"), QString::fromLatin1(kBroken));
    QProcess gxx;
    gxx.setWorkingDirectory(folder);
    gxx.start(QStringLiteral("g++"), {QStringLiteral("-std=c++17"), QStringLiteral("-Wall"), QStringLiteral("-c"),
                                      QStringLiteral("broken.cpp"), QStringLiteral("-o"), QStringLiteral("/dev/null")});
    QVERIFY(gxx.waitForFinished(120000));
    QVERIFY(gxx.exitCode() != 0);
    const QString stderrText = QString::fromLocal8Bit(gxx.readAllStandardError());
    const QList<App::Diagnostic> diagnostics = App::parseDiagnostics(stderrText, folder);
    const auto error = std::find_if(diagnostics.begin(), diagnostics.end(), [](const App::Diagnostic& d) {
      return d.severity == App::Diagnostic::Severity::Error;
    });
    QVERIFY2(error != diagnostics.end(), qPrintable(stderrText));
    QCOMPARE(error->file, QDir(folder).filePath(QStringLiteral("broken.cpp")));
    QCOMPARE(error->line, 5);
    QCOMPARE(error->column, 16);
    QVERIFY(error->message.contains(QStringLiteral("missing_name")));
    QVERIFY(std::any_of(diagnostics.begin(), diagnostics.end(), [](const App::Diagnostic& d) {
      return d.severity == App::Diagnostic::Severity::Warning && d.line == 4;
    }));

    // Clang's format, a fatal error, a line without column, colour escapes and noise.
    const QList<App::Diagnostic> clang = App::parseDiagnostics(
        QStringLiteral("In file included from bot.cpp:1:\n"
                       "/src/bot.cpp:12:5: error: use of undeclared identifier 'foo'\n"
                       "    foo();\n"
                       "    ^\n"
                       "\x1b[1mbot.h:3:10: \x1b[0m\x1b[0;1;31mfatal error: \x1b[0m'x.h' file not found\n"
                       "bot.cpp:7: warning: old style\r\n"
                       "bot.cpp:8:1: note: declared here\n"
                       "1 error generated.\n"),
        QStringLiteral("/src"));
    QCOMPARE(clang.size(), 4);
    QCOMPARE(clang[0].file, QStringLiteral("/src/bot.cpp"));
    QCOMPARE(clang[0].line, 12);
    QCOMPARE(clang[0].column, 5);
    QCOMPARE(clang[0].message, QStringLiteral("use of undeclared identifier 'foo'"));
    QCOMPARE(clang[1].file, QStringLiteral("/src/bot.h"));
    QCOMPARE(clang[1].severity, App::Diagnostic::Severity::Error);
    QCOMPARE(clang[1].message, QStringLiteral("'x.h' file not found"));
    QCOMPARE(clang[2].column, 0);
    QCOMPARE(clang[2].severity, App::Diagnostic::Severity::Warning);
    QCOMPARE(clang[2].message, QStringLiteral("old style"));
    QCOMPARE(clang[3].severity, App::Diagnostic::Severity::Note);
  }

  void buildCommandIsSplitLikeAShell()
  {
    const QStringList words = App::BuildSettings::expand(QStringLiteral("g++ -O2 \"-DNAME=a b\" -o BOT SOURCE"),
                                                         QStringLiteral("/my dir/bot"), QStringLiteral("/my dir/bot.cpp"));
    QCOMPARE(words, (QStringList{QStringLiteral("g++"), QStringLiteral("-O2"), QStringLiteral("-DNAME=a b"),
                                 QStringLiteral("-o"), QStringLiteral("/my dir/bot"), QStringLiteral("/my dir/bot.cpp")}));
    QCOMPARE(App::BuildSettings::outputPathFor(QStringLiteral("/a/b/fencer.cpp")), QStringLiteral("/a/b/fencer"));
    QCOMPARE(App::BuildSettings::command(App::BotLanguage::Cpp), QStringLiteral("g++ -std=c++17 -O2 -o BOT SOURCE"));
    QVERIFY(App::BuildSettings::command(App::BotLanguage::Python).contains(QStringLiteral("compile(")));
    QCOMPARE(App::BuildSettings::runCommand(App::BotLanguage::Python, QStringLiteral("/x y/bot.py")),
             QStringLiteral("python3 \"/x y/bot.py\""));
    QCOMPARE(QProcess::splitCommand(App::BuildSettings::runCommand(App::BotLanguage::Cpp, QStringLiteral("/x y/bot.cpp"))),
             QStringList{QStringLiteral("/x y/bot")});
  }

  // A course player (AI<Name>.cc of the original OrkIsland API) is recognised, built by
  // the course API with its errors at their lines, cached, and runs as an eda: bot.
  void coursePlayersBuildWithTheCourseApi()
  {
    if (QStandardPaths::findExecutable(QStringLiteral("g++")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("g++ is not installed"));
    KIBITZ_REQUIRE_GAME("orkisland");  // the one game with a course API
    qputenv("KIBITZ_CACHE_DIR", dir_.filePath(QStringLiteral("cache")).toUtf8());
    App::MainWindow window(languages_);
    window.setInteractive(false);
    App::EditorFeature* feature = App::editorFeature(&window);
    App::EditorPanel* panel = feature->editorPanel();
    panel->setInteractive(false);
    const QString folder = dir_.filePath(QStringLiteral("course"));
    QDir().mkpath(folder);
    const QString source = folder + QStringLiteral("/AIMine.cc");
    writeFile(source, QStringLiteral("#include \"Player.hh\"\n#define PLAYER_NAME Mine\n"
                                     "struct PLAYER_NAME : public Player {\n"
                                     "  static Player* factory() { return new PLAYER_NAME; }\n"
                                     "  virtual void play() { for (int id : orks(me())) execute(Command(id, TOPP)); }\n"
                                     "};\nRegisterPlayer(PLAYER_NAME);\n"));
    QCOMPARE(App::languageOfFile(source), App::BotLanguage::CourseCpp);
    QVERIFY(panel->openFile(source));
    App::BotBuilder::Result result;
    QVERIFY(buildAndWait(feature, &result));
    QVERIFY(!result.success);
    App::BuildPanel* build = feature->buildPanel();
    int row = -1;
    for (int i = 0; i < build->diagnosticCount(); ++i)
      if (build->diagnostic(i).severity == App::Diagnostic::Severity::Error && build->diagnostic(i).line == 5)
        row = i;
    QVERIFY2(row >= 0, qPrintable(build->outputText()));
    QVERIFY(build->outputText().contains(QStringLiteral("TOPP")));
    App::SourceEditor* e = panel->currentEditor();
    QVERIFY(e->annotation(4).contains(QStringLiteral("TOPP")));
    QString error;
    QVERIFY(feature->currentBotSpec(&error).isEmpty());

    e->setText(e->text().replace(QStringLiteral("TOPP"), QStringLiteral("TOP")));
    QVERIFY(buildAndWait(feature, &result));
    QVERIFY2(result.success, qPrintable(result.output));
    QCOMPARE(feature->currentBotSpec(&error), QStringLiteral("eda:") + source);
    // The same content again: the build cache already has it.
    QVERIFY(buildAndWait(feature, &result));
    QVERIFY(result.success);
    QVERIFY2(result.output.contains(QStringLiteral("Up to date")), qPrintable(result.output));
    // The template is offered, named as the course names players.
    bool listed = false;
    for (const App::BotTemplate& t : App::TemplateCatalog::all())
      listed = listed || (t.gameId == QLatin1String("orkisland") && t.language == App::BotLanguage::CourseCpp);
    QVERIFY(listed);
    QVERIFY(feature->newBotFromTemplate(QStringLiteral("orkisland"), int(App::BotLanguage::CourseCpp)));
    QCOMPARE(panel->currentEditor()->displayName(), QStringLiteral("AIMyPlayer.cc"));
    QCOMPARE(panel->currentEditor()->language(), App::BotLanguage::CourseCpp);
    panel->setPromptAnswer(QMessageBox::Discard);
    QVERIFY(panel->maybeCloseAll());
  }

  // A new match whose course player does not compile (New Match shows the error): the
  // status bar says the first error in one line, Build holds the compiler's whole output,
  // and the source opens in the editor at the line g++ names, which is that line of the file.
  void aCoursePlayerThatDoesNotCompileOpensAtItsLine()
  {
    if (QStandardPaths::findExecutable(QStringLiteral("g++")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("g++ is not installed"));
    KIBITZ_REQUIRE_GAME("orkisland");  // the one game with a course API
    qputenv("KIBITZ_CACHE_DIR", dir_.filePath(QStringLiteral("match-cache")).toUtf8());
    const QString folder = dir_.filePath(QStringLiteral("match-course"));
    QDir().mkpath(folder);
    const QString source = folder + QStringLiteral("/AIBroken.cc");
    writeFile(source, QStringLiteral("#include \"Player.hh\"\n#define PLAYER_NAME Broken\n"
                                     "struct PLAYER_NAME : public Player {\n"
                                     "  static Player* factory() { return new PLAYER_NAME; }\n"
                                     "  virtual void play() { for (int id : orks(me())) execute(Command(id, TOPP)); }\n"
                                     "};\nRegisterPlayer(PLAYER_NAME);\n"));
    Debugger::MatchRequest request;
    request.gameId = App::BuildSettings::courseGameId();
    request.bots = QStringList{QStringLiteral("eda:") + source, QStringLiteral("builtin:dummy"), QStringLiteral("builtin:dummy"),
                               QStringLiteral("builtin:dummy")};
    QString error;
    QVERIFY(!Debugger::MatchBuilder::build(request, &error));
    QVERIFY2(error.count(QLatin1Char('\n')) >= 3, qPrintable(error));  // the compiler's many lines

    App::MainWindow window(languages_);
    window.setInteractive(false);
    App::EditorFeature* feature = App::editorFeature(&window);
    feature->editorPanel()->setInteractive(false);
    // A plain multi-line status is one line too, the rest in its tooltip.
    auto* status = window.findChild<QLabel*>(QStringLiteral("statusLabel"));
    QVERIFY(status);
    window.showStatus(QStringLiteral("first line\nsecond line\nthird line"));
    QCOMPARE(status->text(), QStringLiteral("first line …"));
    QVERIFY(status->toolTip().contains(QStringLiteral("third line")));

    emit window.errorShown(error);  // what New Match's "Cannot start the match" does
    QVERIFY2(!status->text().contains(QLatin1Char('\n')), qPrintable(status->text()));
    QVERIFY2(status->text().startsWith(QStringLiteral("Build failed: AIBroken.cc:5: ")), qPrintable(status->text()));
    QVERIFY(status->text().contains(QStringLiteral("TOPP")));
    App::BuildPanel* build = feature->buildPanel();
    for (const QString& line : error.split(QLatin1Char('\n')))
      QVERIFY2(build->outputText().contains(line), qPrintable(line));
    QVERIFY(build->diagnosticCount() > 0);
    App::SourceEditor* e = feature->editorPanel()->currentEditor();
    QVERIFY(e);
    QCOMPARE(QFileInfo(e->filePath()).canonicalFilePath(), QFileInfo(source).canonicalFilePath());
    int line = -1, index = -1;
    e->getCursorPosition(&line, &index);
    QCOMPARE(line, 4);  // g++'s line 5
    QVERIFY2(e->text(line).contains(QStringLiteral("TOPP")), qPrintable(e->text(line)));
    QVERIFY(e->annotation(4).contains(QStringLiteral("TOPP")));
    window.resize(1280, 860);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(Kibitz::Test::saveScreenshot(window, QStringLiteral("files-course-error-window.png")));
    build->resize(900, 320);
    QVERIFY(Kibitz::Test::saveScreenshot(*build, QStringLiteral("files-build-panel-error.png")));

    // An error without compiler output leaves the editor and Build alone.
    QVERIFY(!feature->showCompileErrors(QStringLiteral("player 0: eda:/nowhere/AIx.cc: no such file")));
    feature->editorPanel()->setPromptAnswer(QMessageBox::Discard);
    QVERIFY(feature->editorPanel()->maybeCloseAll());
  }

  // With Tools > Sandbox Untrusted Bots on, the editor's builds run in the sandbox too:
  // the compiler reads nothing of the user's files but the source (an #include of a file
  // elsewhere is "No such file", without a word of it), and a good source still builds,
  // a C++ bot and a course player alike.
  void buildsInTheSandboxWhenItIsOn()
  {
    if (QStandardPaths::findExecutable(QStringLiteral("g++")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("g++ is not installed"));
    if (QString why; !Debugger::sandboxAvailable(&why))
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("the sandbox cannot run here: %1").arg(why));
    App::BuildSettings::setSandboxBots(true);
    const auto sandboxOff = qScopeGuard([] { App::BuildSettings::setSandboxBots(false); });
    qputenv("KIBITZ_CACHE_DIR", dir_.filePath(QStringLiteral("sandbox-cache")).toUtf8());
    App::MainWindow window(languages_);
    window.setInteractive(false);
    App::EditorFeature* feature = App::editorFeature(&window);
    App::EditorPanel* panel = feature->editorPanel();
    panel->setInteractive(false);
    QDir().mkpath(dir_.filePath(QStringLiteral("elsewhere")));
    const QString secret = dir_.filePath(QStringLiteral("elsewhere/secret.h"));
    writeFile(secret, QStringLiteral("kibitz_editor_secret_4411\n"));
    const QString folder = dir_.filePath(QStringLiteral("sandboxed"));
    QDir().mkpath(folder);
    const QString source = folder + QStringLiteral("/spy.cpp");
    writeFile(source, QStringLiteral("#include \"%1\"\nint main() { return 0; }\n").arg(secret));
    QVERIFY(panel->openFile(source));
    App::BotBuilder::Result result;
    QVERIFY(buildAndWait(feature, &result));
    QVERIFY(!result.success);
    QVERIFY2(result.output.contains(QStringLiteral("No such file")), qPrintable(result.output));
    QVERIFY2(!result.output.contains(QStringLiteral("kibitz_editor_secret_4411")), qPrintable(result.output));
    // Without the sandbox the compiler quotes the file: the check above is real.
    App::BuildSettings::setSandboxBots(false);
    QVERIFY(buildAndWait(feature, &result));
    QVERIFY2(result.output.contains(QStringLiteral("kibitz_editor_secret_4411")), qPrintable(result.output));
    App::BuildSettings::setSandboxBots(true);

    panel->currentEditor()->setText(QStringLiteral("#include <cstdio>\nint main() { std::puts(\"BREAK\"); }\n"));
    QVERIFY(buildAndWait(feature, &result));
    QVERIFY2(result.success, qPrintable(result.output + result.problem));
    QVERIFY(QFileInfo(folder + QStringLiteral("/spy")).isExecutable());

    if (!App::BuildSettings::courseGameId().isEmpty()) {
      const QString course = folder + QStringLiteral("/AIBoxed.cc");
      writeFile(course, QStringLiteral("#include \"Player.hh\"\n#define PLAYER_NAME Boxed\n"
                                       "struct PLAYER_NAME : public Player {\n"
                                       "  static Player* factory() { return new PLAYER_NAME; }\n"
                                       "  virtual void play() {}\n};\nRegisterPlayer(PLAYER_NAME);\n"));
      QVERIFY(panel->openFile(course));
      QVERIFY(buildAndWait(feature, &result));
      QVERIFY2(result.success, qPrintable(result.output + result.problem));
      QString error;
      QCOMPARE(feature->currentBotSpec(&error), QStringLiteral("eda:") + course);
    }
    panel->setPromptAnswer(QMessageBox::Discard);
    QVERIFY(panel->maybeCloseAll());
  }

  void buildShowsDiagnosticsAndNeverLeavesAStaleProgram()
  {
    if (QStandardPaths::findExecutable(QStringLiteral("g++")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("g++ is not installed"));
    App::MainWindow window(languages_);
    window.setInteractive(false);
    App::EditorFeature* feature = App::editorFeature(&window);
    App::EditorPanel* panel = feature->editorPanel();
    panel->setInteractive(false);
    QVERIFY(window.menuBar()->actions().contains(feature->editorMenu()->menuAction()));

    const QString folder = dir_.filePath(QStringLiteral("build"));
    QDir().mkpath(folder);
    const QString source = folder + QStringLiteral("/mybot.cpp");
    const QString binary = folder + QStringLiteral("/mybot");
    writeFile(source, QString::fromLatin1(kBroken));
    // An old program from an earlier good build must not survive a failed build.
    writeFile(binary, QStringLiteral("#!/bin/sh\necho stale\n"));
    QFile(binary).setPermissions(QFile::permissions(binary) | QFileDevice::ExeUser);
    QVERIFY(panel->openFile(source));

    QString error;
    QVERIFY(feature->currentBotSpec(&error).isEmpty());
    QVERIFY2(error.contains(QStringLiteral("not been built")), qPrintable(error));

    App::BotBuilder::Result result;
    QVERIFY(buildAndWait(feature, &result));
    QVERIFY(!result.success);
    QVERIFY(!QFileInfo::exists(binary));
    App::BuildPanel* build = feature->buildPanel();
    QVERIFY(build->diagnosticCount() >= 1);
    QVERIFY(build->outputText().contains(QStringLiteral("missing_name")));
    QVERIFY(build->statusText().contains(QStringLiteral("failed")));
    App::SourceEditor* e = panel->currentEditor();
    QVERIFY(e->diagnosticMarkerLines() >= 1);
    QVERIFY(e->annotation(4).contains(QStringLiteral("missing_name")));
    QVERIFY(feature->currentBotSpec(&error).isEmpty());
    QVERIFY2(error.contains(QStringLiteral("failed")), qPrintable(error));

    // Clicking the error moves the cursor to its line and column.
    int row = -1;
    for (int i = 0; i < build->diagnosticCount(); ++i)
      if (build->diagnostic(i).severity == App::Diagnostic::Severity::Error)
        row = i;
    QVERIFY(row >= 0);
    e->setCursorPosition(0, 0);
    build->activate(row);
    int line = 0, index = 0;
    e->getCursorPosition(&line, &index);
    QCOMPARE(line, build->diagnostic(row).line - 1);
    QCOMPARE(index, build->diagnostic(row).column - 1);

    // Build and Editor in one dock, Build in front: activating an error brings the editor.
    window.show();
    auto* editorDock = window.findChild<QDockWidget*>(QStringLiteral("EditorPanel"));
    auto* buildDock = window.findChild<QDockWidget*>(QStringLiteral("BuildPanel"));
    QVERIFY(editorDock && buildDock);
    window.tabifyDockWidget(editorDock, buildDock);
    buildDock->show();
    buildDock->raise();
    QTRY_VERIFY(panel->visibleRegion().isEmpty());
    build->activate(row);
    QTRY_VERIFY(!panel->visibleRegion().isEmpty());
    window.hide();

    // Fixed: the program exists and is what "My bot" runs.
    e->setText(QString::fromLatin1(kFixed));
    QVERIFY(buildAndWait(feature, &result));  // saves first
    QVERIFY2(result.success, qPrintable(result.output));
    QVERIFY(QFileInfo(binary).isExecutable());
    QCOMPARE(e->diagnosticMarkerLines(), 0);
    QCOMPARE(readAll(source), QString::fromLatin1(kFixed));
    QCOMPARE(QProcess::splitCommand(feature->currentBotSpec(&error).mid(4)), QStringList{binary});
    QVERIFY(feature->currentBotSpec(&error).startsWith(QLatin1String("cmd:")));

    // Unsaved changes, then a saved but unbuilt change: not runnable, and says why.
    e->append(QStringLiteral("// more\n"));
    QVERIFY(feature->currentBotSpec(&error).isEmpty());
    QVERIFY(error.contains(QStringLiteral("unsaved")));
    QVERIFY(panel->save(panel->currentIndex()));
    QVERIFY(feature->currentBotSpec(&error).isEmpty());
    QVERIFY(error.contains(QStringLiteral("changed since")));

    // A build command that does not exist fails cleanly, naming the problem.
    App::BuildSettings::setCommand(App::BotLanguage::Cpp, QStringLiteral("no-such-compiler-xyz -o BOT SOURCE"));
    QVERIFY(buildAndWait(feature, &result));
    QVERIFY(!result.success);
    QVERIFY(result.problem.contains(QStringLiteral("could not start")));
    QVERIFY(!QFileInfo::exists(binary));
    App::BuildSettings::setCommand(App::BotLanguage::Cpp, App::BuildSettings::defaultCommand(App::BotLanguage::Cpp));
    QVERIFY(feature->aboutToShutdown());
  }

  void myBotPlaysFromTheNewMatchDialog()
  {
    if (QStandardPaths::findExecutable(QStringLiteral("g++")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("g++ is not installed"));
    App::MainWindow window(languages_);
    window.setInteractive(false);
    App::EditorFeature* feature = App::editorFeature(&window);
    App::EditorPanel* panel = feature->editorPanel();
    panel->setInteractive(false);

    // A new bot from the Fencing C++ template, saved where the test says.
    QVERIFY(feature->newBotFromTemplate(QStringLiteral("fencing"), int(App::BotLanguage::Cpp)));
    App::SourceEditor* e = panel->currentEditor();
    QVERIFY(e->isModified());
    QVERIFY(e->filePath().isEmpty());
    QVERIFY(e->text().contains(QStringLiteral("LUNGE")));
    const QString folder = dir_.filePath(QStringLiteral("mybot"));
    QDir().mkpath(folder);
    const QString source = folder + QStringLiteral("/fencer.cpp");
    panel->setSaveAsPathProvider([source] { return source; });

    {  // Not built yet: the match does not start, and says why.
      App::NewMatchDialog dialog(&window);
      dialog.setGame(QStringLiteral("fencing"));
      QVERIFY(dialog.setMyBot(0));
      QString error;
      QVERIFY(!dialog.createRunner(&error));
      QVERIFY2(error.contains(QStringLiteral("my bot")) && error.contains(QStringLiteral("save")), qPrintable(error));
    }

    {  // Start builds it first (saved where the test says), showing progress, then closes.
      App::NewMatchDialog dialog(&window);
      dialog.setGame(QStringLiteral("fencing"));
      QVERIFY(dialog.setMyBot(0));
      dialog.accept();
      QVERIFY(dialog.isBuildingMyBot());
      QVERIFY2(dialog.buildStatusText().contains(QStringLiteral("Building my bot")), qPrintable(dialog.buildStatusText()));
      QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBuildingMyBot(), 120000);
      QCOMPARE(dialog.result(), int(QDialog::Accepted));
      QVERIFY(QFileInfo::exists(source));
    }
    App::BotBuilder::Result result;
    QVERIFY(buildAndWait(feature, &result));
    QVERIFY2(result.success, qPrintable(result.output));
    {
      App::NewMatchDialog dialog(&window);
      dialog.setGame(QStringLiteral("fencing"));
      QVERIFY(dialog.setMyBot(0));
      QString error;
      auto runner = dialog.createRunner(&error);
      QVERIFY2(runner, qPrintable(error));
      runner->run(400);
      const Debugger::Replay& replay = runner->replay();
      QVERIFY(replay.players[0].bot.startsWith(QStringLiteral("cmd:")));
      QVERIFY(replay.players[0].bot.contains(QStringLiteral("fencer")));
      int ok = 0;
      for (const Debugger::Frame& frame : replay.frames)
        for (const Debugger::PlayerExchange& x : frame.exchanges)
          if (x.player == 0 && x.status == Rules::Move::Status::Ok)
            ++ok;
      QVERIFY(ok > 3);
    }

    {  // A build that fails: the dialog stays open and says why.
      e->setText(e->text() + QStringLiteral("\nthis is not C++;\n"));
      App::NewMatchDialog dialog(&window);
      dialog.setGame(QStringLiteral("fencing"));
      QVERIFY(dialog.setMyBot(0));
      dialog.accept();
      QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBuildingMyBot(), 120000);
      QVERIFY(dialog.result() != int(QDialog::Accepted));
      QVERIFY2(dialog.buildStatusText().contains(QStringLiteral("cannot play")), qPrintable(dialog.buildStatusText()));
    }

    // Python: run as `python3 FILE`, no build needed.
    QVERIFY(feature->newBotFromTemplate(QStringLiteral("fencing"), int(App::BotLanguage::Python)));
    const QString py = folder + QStringLiteral("/fencer.py");
    QVERIFY(panel->saveAs(panel->currentIndex(), py));
    QString error;
    QCOMPARE(QProcess::splitCommand(feature->currentBotSpec(&error).mid(4)), (QStringList{QStringLiteral("python3"), py}));
    panel->setPromptAnswer(QMessageBox::Discard);
    QVERIFY(panel->maybeCloseAll());
  }

  void templatesListEveryGameAndLanguage()
  {
    const QList<App::BotTemplate> templates = App::TemplateCatalog::all();
    QVERIFY(std::any_of(templates.begin(), templates.end(), [](const App::BotTemplate& t) {
      return t.gameId == QLatin1String("fencing") && t.language == App::BotLanguage::Cpp;
    }));
    QVERIFY(std::any_of(templates.begin(), templates.end(), [](const App::BotTemplate& t) {
      return t.gameId == QLatin1String("fencing") && t.language == App::BotLanguage::Python;
    }));
    for (const App::BotTemplate& t : templates) {
      QVERIFY(Rules::Registry::find(t.gameId));
      QString error;
      QVERIFY(!App::TemplateCatalog::text(t, &error).isEmpty());
    }
    App::TemplateDialog dialog;
    QCOMPARE(dialog.templateCount(), int(templates.size()));
  }

  void savesBotInputUpToTheCurrentTurn()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    App::EditorFeature* feature = App::editorFeature(&window);
    QVERIFY(window.openFile(fencingReplay(dir_)));
    window.goToTurn(5);
    const Debugger::Replay& replay = window.document()->replay();
    QString expected;
    int inputs = 0;
    for (int t = 1; t <= 5; ++t)
      for (const Debugger::PlayerExchange& x : replay.frames[t].exchanges)
        if (x.player == 1) {
          expected += x.input;
          ++inputs;
        }
    QVERIFY(expected.count(QLatin1Char('\n')) >= 8);
    QCOMPARE(App::botInputUpTo(replay, 1, 5), expected);
    QCOMPARE(App::botInputCount(replay, 1, 5), inputs);
    QVERIFY(inputs >= 4);
    const QString path = dir_.filePath(QStringLiteral("history.txt"));
    QString error;
    QVERIFY2(feature->saveBotInputUpTo(1, path, &error), qPrintable(error));
    QCOMPARE(readAll(path), expected);
    QVERIFY(!feature->saveBotInputUpTo(7, path, &error));
    QVERIFY(error.contains(QStringLiteral("7")));
    // The action is in the Debug menu.
    bool found = false;
    for (QAction* a : window.menu(App::MainWindow::MenuId::Debug)->actions())
      found = found || a->text() == QStringLiteral("Save Bot Input up to This Turn…");
    QVERIFY(found);
  }

  void typingInTheEditorDoesNotStepTheMatch()
  {
    App::MainWindow window(languages_);
    App::EditorFeature* feature = nullptr;
    const QString path = dir_.filePath(QStringLiteral("typing.py"));
    App::SourceEditor* e = editSourceBesideAReplay(window, path, QStringLiteral("x\n"), &feature);
    QVERIFY(e);
    window.activateWindow();
    e->setFocus();
    QTRY_VERIFY(e->hasFocus());
    e->setCursorPosition(0, 1);
    QTest::keyClick(e, Qt::Key_Space);
    QTest::keyClick(e, Qt::Key_Left);
    QTest::keyClick(e, Qt::Key_End);
    QTest::keyClicks(e, QStringLiteral("y"));
    QCOMPARE(window.document()->currentTurn(), 3);
    QVERIFY(!window.playback()->isPlaying());
    QCOMPARE(e->text(), QStringLiteral("x y\n"));
    // Ctrl+S in the editor saves the source, not the replay.
    QTest::keyClick(e, Qt::Key_S, Qt::ControlModifier);
    QCOMPARE(readAll(path), QStringLiteral("x y\n"));
    // Ctrl+F opens the find bar.
    QTest::keyClick(e, Qt::Key_F, Qt::ControlModifier);
    QVERIFY(feature->editorPanel()->findBar()->isVisible());
  }

  // After editing, the user shows another tab of the editor's dock: the hidden editor must
  // not keep the keys (Left/Right moved its cursor while the replay stood still).
  void aHiddenEditorGivesTheKeysBack()
  {
    App::MainWindow window(languages_);
    App::EditorFeature* feature = nullptr;
    const QString path = dir_.filePath(QStringLiteral("hidden.py"));
    App::SourceEditor* e = editSourceBesideAReplay(window, path, QStringLiteral("abc\n"), &feature);
    QVERIFY(e);
    auto* editorDock = window.findChild<QDockWidget*>(QStringLiteral("EditorPanel"));
    auto* chartsDock = window.findChild<QDockWidget*>(QStringLiteral("ChartsDock"));
    QVERIFY(editorDock && chartsDock);
    window.tabifyDockWidget(chartsDock, editorDock);  // as in the default layout
    editorDock->raise();
    window.activateWindow();
    e->setFocus();
    QTRY_VERIFY(e->hasFocus());
    e->setCursorPosition(0, 1);
    chartsDock->raise();  // the editor's tab goes to the back
    QTRY_VERIFY(!e->hasFocus());
    QWidget* focus = QApplication::focusWidget() ? QApplication::focusWidget() : &window;
    QVERIFY(focus != e);
    QTest::keyClick(focus, Qt::Key_Right);
    QCOMPARE(window.document()->currentTurn(), 4);
    int line = -1, column = -1;
    e->getCursorPosition(&line, &column);
    QCOMPARE(column, 1);
    // Back on the editor's tab, the editor takes the keys again.
    editorDock->raise();
    e->setFocus();
    QTRY_VERIFY(e->hasFocus());
    QTest::keyClick(e, Qt::Key_Right);
    e->getCursorPosition(&line, &column);
    QCOMPARE(column, 2);
    QCOMPARE(window.document()->currentTurn(), 4);
  }

  // Pictures to look at (KIBITZ_EDITOR_SHOTS=folder): the window with a template open and
  // a build error annotated, and the editor's dialogs.
  void screenshots()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    App::EditorFeature* feature = App::editorFeature(&window);
    App::EditorPanel* panel = feature->editorPanel();
    panel->setInteractive(false);
    window.resize(1500, 950);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(fencingReplay(dir_)));
    window.goToTurn(4);
    QVERIFY(feature->newBotFromTemplate(QStringLiteral("fencing"), int(App::BotLanguage::Cpp)));
    App::SourceEditor* e = panel->currentEditor();
    e->setText(e->text().replace(QStringLiteral("return \"PARRY\";"), QStringLiteral("return PARRY;")));
    const QString folder = dir_.filePath(QStringLiteral("shots"));
    QDir().mkpath(folder);
    QVERIFY(panel->saveAs(panel->currentIndex(), folder + QStringLiteral("/fencer.cpp")));
    App::BotBuilder::Result result;
    QVERIFY(buildAndWait(feature, &result));
    QVERIFY(!result.success);
    int row = 0;
    while (row < feature->buildPanel()->diagnosticCount() &&
           feature->buildPanel()->diagnostic(row).severity != App::Diagnostic::Severity::Error)
      ++row;
    feature->buildPanel()->activate(row);
    e->append(QStringLiteral("// unsaved\n"));
    panel->showReplace();
    panel->findBar()->setPattern(QStringLiteral("LUNGE|PARRY"));
    panel->findBar()->setRegularExpression(true);
    panel->findNext();
    QTest::qWait(200);
    QVERIFY(Kibitz::Test::saveScreenshot(window, QStringLiteral("editor/window.png")));
    QVERIFY(Kibitz::Test::saveScreenshot(*panel, QStringLiteral("editor/editor.png")));
    QVERIFY(Kibitz::Test::saveScreenshot(*feature->buildPanel(), QStringLiteral("editor/build.png")));
    App::TemplateDialog templates(&window);
    templates.show();
    QTest::qWait(50);
    QVERIFY(Kibitz::Test::saveScreenshot(templates, QStringLiteral("editor/templates.png")));
    App::RecoveryDialog recovery({{QStringLiteral("a"), folder + QStringLiteral("/fencer.cpp"), QStringLiteral("fencer.cpp"),
                                   QStringLiteral("cpp"), QString(), QStringLiteral("2026-11-29T22:00:00Z"), QString()},
                                  {QStringLiteral("b"), QString(), QStringLiteral("fencing_bot.py"), QStringLiteral("python"),
                                   QString(), QStringLiteral("2026-11-29T22:01:00Z"), QString()}},
                                 &window);
    recovery.setChecked(1, false);
    recovery.show();
    QTest::qWait(50);
    QVERIFY(Kibitz::Test::saveScreenshot(recovery, QStringLiteral("editor/recovery.png")));
    App::BuildSettingsDialog settings(&window);
    settings.show();
    QTest::qWait(50);
    QVERIFY(Kibitz::Test::saveScreenshot(settings, QStringLiteral("editor/settings.png")));
    panel->setPromptAnswer(QMessageBox::Discard);
    QVERIFY(panel->maybeCloseAll());
  }
};

QTEST_MAIN(TestEditor)
#include "test_editor.moc"

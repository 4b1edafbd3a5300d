// Files in sync and errors that lead to code (issue #32 items 4 and 5): a file changed on
// disk reloads, or asks when the tab has unsaved changes; a save never replaces a change
// made elsewhere without asking; deleted, unreadable, non-UTF-8 and big files say so and
// lose nothing; the bots open at quit reopen; a built unchanged bot is up to date after a
// restart (and a changed one is not); a traceback in Bot I/O and a compile error in the
// window's error dialog open the editor at their line.
#include "application/language_manager.h"
#include "application/settings.h"
#include "document/replay_document.h"
#include "editor/bot_builder.h"
#include "editor/build_panel.h"
#include "editor/build_settings.h"
#include "editor/diagnostic_parser.h"
#include "editor/disk_file.h"
#include "editor/editor_feature.h"
#include "editor/editor_panel.h"
#include "editor/source_editor.h"
#include "mainwindow/main_window.h"
#include "panels/bot_io_panel.h"
#include "panels/exchange_view.h"
#include "panels/fitted_text_view.h"

#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QTextBlock>
#include <QStandardPaths>
#include <QTemporaryDir>

#include "support/require_tool.h"
#include "support/screenshots.h"
#include "support/test_matches.h"

#include <QtTest>

#include <unistd.h>

using namespace Kibitz;

namespace {

QByteArray readBytes(const QString& path)
{
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeBytes(const QString& path, const QByteArray& bytes)
{
  QFile file(path);
  QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
  file.write(bytes);
}

// Another editor's save: a new file renamed over the old one (the watch on the old file ends).
void saveElsewhere(const QString& path, const QByteArray& bytes)
{
  const QString temporary = path + QStringLiteral(".other-editor");
  writeBytes(temporary, bytes);
  QVERIFY(::rename(QFile::encodeName(temporary).constData(), QFile::encodeName(path).constData()) == 0);
}

}  // namespace

Q_DECLARE_METATYPE(Kibitz::App::BotBuilder::Result)

class TestEditorSync : public QObject {
  Q_OBJECT
private:
  QTemporaryDir dir_;
  App::LanguageManager* languages_ = nullptr;

  QString folder(const QString& name)
  {
    const QString path = dir_.filePath(name);
    QDir().mkpath(path);
    return path;
  }

private slots:
  void initTestCase()
  {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_editor_sync"));
    QSettings().clear();
    qRegisterMetaType<App::BotBuilder::Result>();
    languages_ = new App::LanguageManager(this);
    languages_->setLanguage(QStringLiteral("en"));
    QVERIFY(dir_.isValid());
  }

  // A file saved by another editor while open without unsaved changes: the tab shows the new
  // text, without a question, and the reader keeps their line.
  void anExternalChangeReloads()
  {
    App::EditorPanel panel(nullptr, folder(QStringLiteral("recovery1")));
    panel.setInteractive(false);
    const QString path = folder(QStringLiteral("reload")) + QStringLiteral("/bot.py");
    writeBytes(path, "print('WALK')\nprint('A')\nprint('B')\n");
    QVERIFY(panel.openFile(path));
    App::SourceEditor* e = panel.currentEditor();
    e->setCursorPosition(2, 0);
    saveElsewhere(path, "print('BREAK')\nprint('A')\nprint('B')\n");
    QTRY_COMPARE_WITH_TIMEOUT(e->text(), QStringLiteral("print('BREAK')\nprint('A')\nprint('B')\n"), 10000);
    QVERIFY(!e->isModified());
    QCOMPARE(panel.questionCount(), 0);
    int line = 0, column = 0;
    e->getCursorPosition(&line, &column);
    QCOMPARE(line, 2);
    // A second change after the rename is seen too (the watch was set up again).
    writeBytes(path, "print('LUNGE')\n");
    QTRY_COMPARE_WITH_TIMEOUT(e->text(), QStringLiteral("print('LUNGE')\n"), 10000);
    // Our own save is no change from elsewhere.
    e->setText(QStringLiteral("print('PARRY')\n"));
    QVERIFY(panel.save(0));
    panel.fileSync()->checkNow();
    QCOMPARE(panel.questionCount(), 0);
    QCOMPARE(readBytes(path), QByteArray("print('PARRY')\n"));
  }

  // With unsaved changes the user is asked: keeping theirs keeps the text (and a later save
  // replaces the file, as the question said); reloading takes the disk's.
  void anExternalChangeWithUnsavedEditsAsks()
  {
    App::EditorPanel panel(nullptr, folder(QStringLiteral("recovery2")));
    panel.setInteractive(false);
    const QString path = folder(QStringLiteral("ask")) + QStringLiteral("/bot.py");
    writeBytes(path, "print('WALK')\n");
    QVERIFY(panel.openFile(path));
    App::SourceEditor* e = panel.currentEditor();
    e->setText(QStringLiteral("print('MINE')\n"));
    QVERIFY(e->isModified());

    panel.setReloadAnswer(QMessageBox::No);  // Keep My Version
    saveElsewhere(path, "print('THEIRS')\n");
    QTRY_COMPARE_WITH_TIMEOUT(panel.questionCount(), 1, 10000);
    QVERIFY2(panel.lastQuestion().contains(path), qPrintable(panel.lastQuestion()));
    QVERIFY(panel.lastQuestion().contains(QStringLiteral("unsaved changes")));
    QCOMPARE(e->text(), QStringLiteral("print('MINE')\n"));
    QVERIFY(e->isModified());
    QCOMPARE(readBytes(path), QByteArray("print('THEIRS')\n"));  // nothing written by asking
    QVERIFY(panel.save(0));  // the user chose theirs to be replaced: no second question
    QCOMPARE(panel.questionCount(), 1);
    QCOMPARE(readBytes(path), QByteArray("print('MINE')\n"));

    e->setText(QStringLiteral("print('MINE AGAIN')\n"));
    panel.setReloadAnswer(QMessageBox::Yes);  // Reload from Disk
    saveElsewhere(path, "print('THEIRS AGAIN')\n");
    QTRY_COMPARE_WITH_TIMEOUT(panel.questionCount(), 2, 10000);
    QCOMPARE(e->text(), QStringLiteral("print('THEIRS AGAIN')\n"));
    QVERIFY(!e->isModified());
  }

  // A save right after a change elsewhere (before the watcher spoke): the save asks, and No
  // leaves the other change on disk; Yes replaces it.
  void aSaveNeverOverwritesAnUnseenChange()
  {
    App::EditorPanel panel(nullptr, folder(QStringLiteral("recovery3")));
    panel.setInteractive(false);
    const QString path = folder(QStringLiteral("overwrite")) + QStringLiteral("/bot.cc");
    writeBytes(path, "int main() {}\n");
    QVERIFY(panel.openFile(path));
    App::SourceEditor* e = panel.currentEditor();
    e->setText(QStringLiteral("int main() { return 1; }\n"));
    writeBytes(path, "int main() { return 2; }\n");  // no event processed: the watcher has not reported
    panel.setOverwriteAnswer(QMessageBox::No);
    QVERIFY(!panel.save(0));
    QCOMPARE(panel.questionCount(), 1);
    QVERIFY(panel.lastQuestion().contains(QStringLiteral("changed on disk since it was opened")));
    QCOMPARE(readBytes(path), QByteArray("int main() { return 2; }\n"));
    QVERIFY(e->isModified());
    panel.setOverwriteAnswer(QMessageBox::Yes);
    QVERIFY(panel.save(0));
    QCOMPARE(readBytes(path), QByteArray("int main() { return 1; }\n"));
    QVERIFY(!e->isModified());
  }

  // A file deleted while open keeps its tab and text, says so, and saving writes it again; a
  // file that cannot be read any more says so and keeps the text.
  void deletedAndUnreadableFilesLoseNothing()
  {
    App::EditorPanel panel(nullptr, folder(QStringLiteral("recovery4")));
    panel.setInteractive(false);
    const QString path = folder(QStringLiteral("deleted")) + QStringLiteral("/bot.py");
    writeBytes(path, "print('WALK')\n");
    QVERIFY(panel.openFile(path));
    App::SourceEditor* e = panel.currentEditor();
    QVERIFY(QFile::remove(path));
    QTRY_VERIFY_WITH_TIMEOUT(panel.lastError().contains(QStringLiteral("was deleted or moved")), 10000);
    QVERIFY(panel.lastError().contains(path));
    QCOMPARE(panel.count(), 1);
    QCOMPARE(e->text(), QStringLiteral("print('WALK')\n"));
    QVERIFY(e->isModified());  // closing now asks
    QVERIFY2(panel.tabTitle(0).contains(QStringLiteral("(deleted)")), qPrintable(panel.tabTitle(0)));
    QVERIFY(panel.save(0));
    QCOMPARE(readBytes(path), QByteArray("print('WALK')\n"));
    QVERIFY(!panel.tabTitle(0).contains(QStringLiteral("(deleted)")));

    // Replaced by a folder: nothing can be read there (as root, permissions do not stop reading).
    QVERIFY(QFile::remove(path));
    QVERIFY(QDir().mkdir(path));
    QTRY_VERIFY_WITH_TIMEOUT(panel.lastError().contains(QStringLiteral("cannot be read any more")), 10000);
    QVERIFY2(panel.lastError().contains(QStringLiteral("is not a file")), qPrintable(panel.lastError()));
    QCOMPARE(e->text(), QStringLiteral("print('WALK')\n"));
    QVERIFY(QDir().rmdir(path));

    if (::geteuid() != 0) {
      writeBytes(path, "print('WALK')\n");
      panel.fileSync()->checkNow();
      QVERIFY(QFile::setPermissions(path, QFileDevice::WriteOwner));
      QString error;
      QByteArray bytes;
      QVERIFY(!App::DiskFile::read(path, &bytes, &error));
      QVERIFY2(error.contains(QStringLiteral("Check its permissions")), qPrintable(error));
      QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    }
    panel.setPromptAnswer(QMessageBox::Discard);
    QVERIFY(panel.maybeCloseAll());
  }

  // Files the editor would change by opening them are refused with the reason, untouched; a
  // 1 MB source opens whole.
  void nonUtf8AndBigFiles()
  {
    App::EditorPanel panel(nullptr, folder(QStringLiteral("recovery5")));
    panel.setInteractive(false);
    const QString base = folder(QStringLiteral("odd"));
    const QByteArray latin1 = "# Fran\xe7ois's bot\nprint('WALK')\n";
    writeBytes(base + QStringLiteral("/latin1.py"), latin1);
    QVERIFY(!panel.openFile(base + QStringLiteral("/latin1.py")));
    QVERIFY2(panel.lastError().contains(QStringLiteral("is not UTF-8 text (line 1")), qPrintable(panel.lastError()));
    QVERIFY(panel.lastError().contains(QStringLiteral("iconv")));
    QCOMPARE(panel.count(), 0);
    QCOMPARE(readBytes(base + QStringLiteral("/latin1.py")), latin1);

    writeBytes(base + QStringLiteral("/binary.py"), QByteArray("ELF\0\0\1", 6));
    QVERIFY(!panel.openFile(base + QStringLiteral("/binary.py")));
    QVERIFY(panel.lastError().contains(QStringLiteral("not a text file")));

    QByteArray big;
    for (int i = 0; big.size() < (1 << 20); ++i)
      big += "# line " + QByteArray::number(i) + " of a big generated table: 0123456789abcdef\n";
    writeBytes(base + QStringLiteral("/big.py"), big);
    QVERIFY(panel.openFile(base + QStringLiteral("/big.py")));
    QCOMPARE(panel.currentEditor()->text().toUtf8(), big);

    writeBytes(base + QStringLiteral("/huge.py"), QByteArray(App::DiskFile::kMaxBytes + 1, 'x'));
    QVERIFY(!panel.openFile(base + QStringLiteral("/huge.py")));
    QVERIFY2(panel.lastError().contains(QStringLiteral("the editor opens sources up to")), qPrintable(panel.lastError()));

    // A folder Kibitz cannot write: the save says so and the text stays (root writes anywhere).
    if (::geteuid() != 0) {
      const QString locked = folder(QStringLiteral("locked"));
      writeBytes(locked + QStringLiteral("/bot.py"), "print('WALK')\n");
      QVERIFY(panel.openFile(locked + QStringLiteral("/bot.py")));
      QFile::setPermissions(locked, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
      panel.currentEditor()->setText(QStringLiteral("print('MINE')\n"));
      QVERIFY(!panel.save(panel.currentIndex()));
      QVERIFY2(panel.lastError().contains(QStringLiteral("cannot write in the folder")), qPrintable(panel.lastError()));
      QCOMPARE(panel.currentEditor()->text(), QStringLiteral("print('MINE')\n"));
      QFile::setPermissions(locked, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    }
    QString why;
    QVERIFY(!App::DiskFile::canSaveInPlace(QStringLiteral("/nonexistent-folder/bot.py"), &why));
    QVERIFY(why.contains(QStringLiteral("/nonexistent-folder")));
    panel.setPromptAnswer(QMessageBox::Discard);
    QVERIFY(panel.maybeCloseAll());
  }

  // The bots open when the window closed are open again in the next window, the current one
  // current; one deleted meanwhile is named in the status, not an error.
  void botsOpenAtQuitReopen()
  {
    const QString base = folder(QStringLiteral("session"));
    for (const char* name : {"a.py", "b.cc", "gone.py"})
      writeBytes(base + QLatin1Char('/') + QLatin1String(name), "# bot\n");
    {
      App::MainWindow window(languages_);
      window.setInteractive(false);
      App::EditorPanel* panel = App::editorFeature(&window)->editorPanel();
      panel->setInteractive(false);
      QVERIFY(panel->openFile(base + QStringLiteral("/a.py")));
      QVERIFY(panel->openFile(base + QStringLiteral("/b.cc")));
      QVERIFY(panel->openFile(base + QStringLiteral("/gone.py")));
      QVERIFY(panel->openFile(base + QStringLiteral("/b.cc")));  // current
      window.show();
      QVERIFY(window.close());
    }
    QVERIFY(QFile::remove(base + QStringLiteral("/gone.py")));
    App::MainWindow window(languages_);
    window.setInteractive(false);
    App::EditorPanel* panel = App::editorFeature(&window)->editorPanel();
    panel->setInteractive(false);
    QSignalSpy status(panel, &App::EditorPanel::statusMessage);
    QCOMPARE(panel->reopenSession(), 2);
    QCOMPARE(panel->count(), 2);
    QCOMPARE(panel->editor(0)->filePath(), base + QStringLiteral("/a.py"));
    QCOMPARE(panel->currentEditor()->filePath(), base + QStringLiteral("/b.cc"));
    QVERIFY(!status.isEmpty());
    QVERIFY2(status.last().first().toString().contains(QStringLiteral("gone.py")), qPrintable(status.last().first().toString()));
  }

  // "Built and up to date" after a restart: a new builder (the next start) runs the unchanged
  // bot without building it again; an edited one must be built; one rebuilt in a terminal
  // after the edit runs as it is.
  void aBuiltBotIsUpToDateAfterARestart()
  {
    if (QStandardPaths::findExecutable(QStringLiteral("g++")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("g++ is not installed"));
    const QString base = folder(QStringLiteral("records"));
    const QString records = base + QStringLiteral("/bot-builds.json");
    const QString source = base + QStringLiteral("/bot.cpp");
    writeBytes(source, "#include <iostream>\nint main() { std::cout << \"WALK\" << std::endl; }\n");
    {
      App::BotBuilder builder(nullptr, records);
      QString error;
      QVERIFY(builder.runnableSpec(source, App::BotLanguage::Cpp, &error).isEmpty());
      QVERIFY2(error.contains(QStringLiteral("has not been built yet")), qPrintable(error));
      QSignalSpy finished(&builder, &App::BotBuilder::finished);
      QVERIFY2(builder.start(source, App::BotLanguage::Cpp, &error), qPrintable(error));
      QVERIFY(finished.wait(180000));
      QVERIFY(finished.first().first().value<App::BotBuilder::Result>().success);
    }
    QVERIFY(QFile::exists(records));
    QVERIFY(!QFile::exists(source + QStringLiteral(".json")));  // nothing beside the bot but its program
    {
      App::BotBuilder restarted(nullptr, records);
      QString error;
      const QString spec = restarted.runnableSpec(source, App::BotLanguage::Cpp, &error);
      QVERIFY2(spec.startsWith(QStringLiteral("cmd:")), qPrintable(error));
      QVERIFY(!restarted.isRunning());
    }
    // Edited (a second later on disk than the program): not up to date.
    writeBytes(source, "#include <iostream>\nint main() { std::cout << \"BREAK\" << std::endl; }\n");
    QFile(source).setFileTime(QDateTime::currentDateTime().addSecs(5), QFileDevice::FileModificationTime);
    {
      App::BotBuilder restarted(nullptr, records);
      QString error;
      QVERIFY(restarted.runnableSpec(source, App::BotLanguage::Cpp, &error).isEmpty());
      QVERIFY2(error.contains(QStringLiteral("changed since its last build")), qPrintable(error));
    }
    // Rebuilt elsewhere after the edit: a program newer than the source is taken as built.
    const QString program = App::BuildSettings::outputPathFor(source);
    QCOMPARE(QProcess::execute(QStringLiteral("g++"), {QStringLiteral("-o"), program, source}), 0);
    QFile(program).setFileTime(QDateTime::currentDateTime().addSecs(10), QFileDevice::FileModificationTime);
    {
      App::BotBuilder restarted(nullptr, records);
      QString error;
      QVERIFY2(!restarted.runnableSpec(source, App::BotLanguage::Cpp, &error).isEmpty(), qPrintable(error));
    }
    // A program that is gone is not up to date, whatever the records say.
    QVERIFY(QFile::remove(program));
    App::BotBuilder restarted(nullptr, records);
    QString error;
    QVERIFY(restarted.runnableSpec(source, App::BotLanguage::Cpp, &error).isEmpty());
  }

  // Places in text: Python frames, g++ errors, glibc's assert, sanitizer frames and summary,
  // UBSan; the innermost frame of a traceback is the one to go to first.
  void findsPlacesInBotErrors()
  {
    const QString text = QStringLiteral(
        "Traceback (most recent call last):\n"
        "  File \"/src/my bot/bot.py\", line 30, in <module>\n"
        "    main()\n"
        "  File \"bot.py\", line 12, in main\n"
        "    print(1 // 0)\n"
        "ZeroDivisionError: integer division or modulo by zero\n"
        "bot: bot.cc:42: int main(): Assertion `x > 0' failed.\n"
        "    #0 0x55d4a1 in decide(State const&, int) /src/bot.cc:17:9\n"
        "    #1 0x7f00aa in __libc_start_call_main ../sysdeps/nptl/libc_start_call_main.h:58\n"
        "    #2 0x7f00bb (/lib/x86_64-linux-gnu/libc.so.6+0x271ca)\n"
        "SUMMARY: AddressSanitizer: heap-buffer-overflow /src/bot.cc:17:9 in decide(State const&, int)\n"
        "bot.cc:8:12: runtime error: signed integer overflow\n"
        "the map is 12x12: 3.5:10 is not a place\n");
    const QList<App::SourceLink> links = App::findSourceLinks(text);
    QCOMPARE(links.size(), 7);
    QCOMPARE(links[0].file, QStringLiteral("/src/my bot/bot.py"));
    QCOMPARE(links[0].line, 30);
    QCOMPARE(links[1].file, QStringLiteral("bot.py"));
    QCOMPARE(links[1].textLine, 3);
    QCOMPARE(text.split(QLatin1Char('\n'))[3].mid(links[1].start, links[1].length), QStringLiteral("File \"bot.py\", line 12"));
    QCOMPARE(links[2].file, QStringLiteral("bot.cc"));
    QCOMPARE(links[2].line, 42);
    QCOMPARE(links[3].file, QStringLiteral("/src/bot.cc"));
    QCOMPARE(links[3].line, 17);
    QCOMPARE(links[3].column, 9);
    QCOMPARE(links[4].file, QStringLiteral("../sysdeps/nptl/libc_start_call_main.h"));
    QCOMPARE(links[5].textLine, 10);
    QCOMPARE(links[6].file, QStringLiteral("bot.cc"));
    QCOMPARE(links[6].line, 8);
    QCOMPARE(App::primarySourceLink(text, links), 6);
    QCOMPARE(App::primarySourceLink(QStringLiteral("bot.cc:42: Assertion"), App::findSourceLinks(QStringLiteral("bot.cc:42: x"))), 0);

    // As diagnostics: the assert and UBSan's report are errors at their lines.
    const QList<App::Diagnostic> diagnostics = App::parseDiagnostics(text, QStringLiteral("/src"));
    bool assertion = false, overflow = false;
    for (const App::Diagnostic& d : diagnostics) {
      assertion |= d.file == QStringLiteral("/src/bot.cc") && d.line == 42 && d.message.startsWith(QStringLiteral("Assertion"));
      overflow |= d.file == QStringLiteral("/src/bot.cc") && d.line == 8 && d.message.contains(QStringLiteral("overflow"));
    }
    QVERIFY(assertion);
    QVERIFY(overflow);
  }

  // A Python bot's traceback in Bot I/O: the frames in its own file are links (plain text,
  // underlined), a click on one opens the editor at that line, and "Go to crasher.py:7" does
  // the same for the frame that raised. A relative name is found beside the bot's command.
  void aTracebackLineInBotIoOpensTheEditor()
  {
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("python3 is not installed"));
    const QString base = folder(QStringLiteral("traceback"));
    const QString source = base + QStringLiteral("/crasher.py");
    writeBytes(source, "import sys\nturn = 0\nwhile True:\n    sys.stdin.readline(); sys.stdin.readline()\n"
                       "    turn += 1\n    if turn == 3:\n        print(1 // (turn - 3))\n"
                       "    print('BREAK', flush=True)\n");
    Debugger::Replay replay = Test::playMatch(QStringLiteral("fencing"),
                                              {QStringLiteral("cmd:python3 ") + source, QStringLiteral("builtin:fencer")}, 4);
    QVERIFY(replay.lastTurn() > 0);
    int crashTurn = -1;
    for (int t = 1; t < replay.frames.size() && crashTurn < 0; ++t)
      for (Debugger::PlayerExchange& x : replay.frames[t].exchanges)
        if (x.stderrText.contains(QStringLiteral("ZeroDivisionError"))) {
          crashTurn = t;
          // As the bot would print it run from its folder: a relative name.
          x.stderrText.replace(source, QStringLiteral("crasher.py"));
        }
    QVERIFY(crashTurn > 0);

    // The bots the earlier tests left open are not reopened here: the editor starts empty.
    App::Settings::editorOpenFiles.remove();
    App::MainWindow window(languages_);
    window.setInteractive(false);
    App::EditorFeature* feature = App::editorFeature(&window);
    App::EditorPanel* panel = feature->editorPanel();
    panel->setInteractive(false);
    window.resize(1280, 860);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.document()->setReplay(replay, QString());
    QCOMPARE(panel->count(), 0);  // the link opens the source
    window.goToTurn(crashTurn);
    auto* botIo = window.findChild<App::BotIoPanel*>();
    QVERIFY(botIo);
    App::ExchangeView* view = nullptr;
    for (int i = 0; i < botIo->exchangeCount(); ++i)
      if (!botIo->exchangeView(i)->stderrLinks().isEmpty())
        view = botIo->exchangeView(i);
    QVERIFY(view);
    QCOMPARE(view->stderrLinks().last().file, source);
    QCOMPARE(view->stderrLinks().last().line, 7);
    QCOMPARE(view->goToText(), QStringLiteral("Go to crasher.py:7"));

    // A real click on the underlined line in the stderr text.
    App::FittedTextView* stderrView = nullptr;
    for (App::FittedTextView* v : view->findChildren<App::FittedTextView*>())
      if (v->text() == view->stderrText())
        stderrView = v;
    QVERIFY(stderrView);
    if (QDockWidget* dock = window.findChild<QDockWidget*>(QStringLiteral("BotIoPanel"))) {
      dock->show();
      dock->raise();
    }
    QTRY_VERIFY(stderrView->isVisible());
    QTest::qWait(100);  // the raised dock lays its views out first
    QVERIFY(Kibitz::Test::saveScreenshot(window, QStringLiteral("sync-botio-links.png")));
    const App::SourceLink link = view->stderrLinks().last();
    QTextCursor cursor(stderrView->document()->findBlockByNumber(link.textLine));
    cursor.setPosition(cursor.position() + int(link.start) + 2);
    const QPoint at = stderrView->cursorRect(cursor).center();
    QTest::mouseClick(stderrView->viewport(), Qt::LeftButton, Qt::NoModifier, at);
    QTRY_COMPARE(panel->count(), 1);
    App::SourceEditor* e = panel->currentEditor();
    QCOMPARE(e->filePath(), source);
    int line = -1, column = -1;
    e->getCursorPosition(&line, &column);
    QCOMPARE(line, 6);
    QVERIFY(e->text(line).contains(QStringLiteral("1 // (turn - 3)")));

    // The button goes to the same line; the text itself stayed plain.
    e->setCursorPosition(0, 0);
    view->activateStderrLink(int(view->stderrLinks().size()) - 1);
    e->getCursorPosition(&line, &column);
    QCOMPARE(line, 6);
    QCOMPARE(stderrView->toPlainText().contains(QStringLiteral("File \"crasher.py\", line 7")), true);
    window.resize(1280, 860);
    QVERIFY(Kibitz::Test::saveScreenshot(window, QStringLiteral("sync-traceback-opened-editor.png")));
    panel->setPromptAnswer(QMessageBox::Discard);
    QVERIFY(panel->maybeCloseAll());
  }

  // A compile error the window shows (New Match's "Cannot start the match"): the dialog's
  // button says where it leads and opens the editor at g++'s line; Build's output lines
  // lead there too.
  void aCompileErrorInTheErrorDialogLeadsToTheLine()
  {
    if (QStandardPaths::findExecutable(QStringLiteral("g++")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("g++ is not installed"));
    const QString base = folder(QStringLiteral("dialog"));
    const QString source = base + QStringLiteral("/fencer.cc");
    writeBytes(source, "#include <iostream>\n\nint main()\n{\n  std::cout << TOPP << std::endl;\n}\n");
    QProcess gxx;
    gxx.setProcessChannelMode(QProcess::MergedChannels);
    gxx.start(QStringLiteral("g++"), {QStringLiteral("-fsyntax-only"), QStringLiteral("-fno-diagnostics-color"), source});
    QVERIFY(gxx.waitForFinished(120000));
    const QString message = QStringLiteral("player 0: the bot does not compile:\n") + QString::fromLocal8Bit(gxx.readAll());
    QVERIFY2(message.contains(QStringLiteral("TOPP")), qPrintable(message));

    App::MainWindow window(languages_);
    window.setInteractive(false);
    App::EditorFeature* feature = App::editorFeature(&window);
    App::EditorPanel* panel = feature->editorPanel();
    panel->setInteractive(false);
    const std::optional<App::MainWindow::ErrorLink> link = window.errorLinkFor(message);
    QVERIFY(link);
    QCOMPARE(link->text, QStringLiteral("Go to fencer.cc:5"));
    QVERIFY(!window.errorLinkFor(QStringLiteral("player 0: cmd:./nowhere: no such file")));
    link->open();
    QCOMPARE(panel->count(), 1);
    int line = -1, column = -1;
    panel->currentEditor()->getCursorPosition(&line, &column);
    QCOMPARE(line, 4);

    // Build's output: the compiler's line is a link to the same place.
    App::BuildPanel* build = feature->buildPanel();
    build->startBuild(source, QStringLiteral("g++ fencer.cc"));
    build->appendOutput(message);
    build->finishBuild(false, QStringLiteral("the match could not start"), App::parseDiagnostics(message), false);
    QVERIFY(!build->outputLinks().isEmpty());
    QCOMPARE(build->outputLinks().first().line, 5);
    panel->currentEditor()->setCursorPosition(0, 0);
    build->activateOutputLink(0);
    panel->currentEditor()->getCursorPosition(&line, &column);
    QCOMPARE(line, 4);
    panel->setPromptAnswer(QMessageBox::Discard);
    QVERIFY(panel->maybeCloseAll());
  }
};

QTEST_MAIN(TestEditorSync)
#include "test_editor_sync.moc"

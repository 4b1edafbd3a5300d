// The bot editor with its language servers (real clangd and pylsp): live diagnostics shown
// at their line (apart from a build's markers) and counted in the status line, a completion
// list that inserts, an untitled course player from the template with no errors, and the
// info bar naming the package when a server is missing.
#include "support/require_game.h"
#include "support/require_tool.h"

#include "application/language_manager.h"

#include "editor/editor_panel.h"
#include "editor/language/language_assist.h"
#include "editor/language/language_status_bar.h"
#include "editor/language/live_diagnostics_view.h"
#include "editor/source_editor.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

namespace {

constexpr int kServerMs = 20000;  // generous: other builds may share the cores

void writeFile(const QString& path, const QString& text)
{
  QFile file(path);
  QVERIFY(file.open(QIODevice::WriteOnly));
  file.write(text.toUtf8());
}

}  // namespace

class TestEditorLsp : public QObject {
  Q_OBJECT
private slots:
  void initTestCase()
  {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_editor_lsp"));
    QSettings().clear();
    QVERIFY(cache_.isValid());
    qputenv("KIBITZ_CACHE_DIR", cache_.path().toUtf8());
  }

  void cppDiagnosticAtItsLineAndCompletion()
  {
    if (QStandardPaths::findExecutable(QStringLiteral("clangd")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("clangd is not installed"));
    QTemporaryDir bots, recovery;
    const QString path = bots.filePath(QStringLiteral("bot.cpp"));
    writeFile(path, QStringLiteral("#include <vector>\n\n// ça → 日本\nint main() {\n  std::vector<int> seen;\n"
                                   "  /* é */ int q = undefined_dir;\n  return 0;\n}\n"));
    App::EditorPanel panel(nullptr, recovery.path());
    panel.setInteractive(false);
    panel.resize(800, 600);
    panel.show();
    QVERIFY(panel.openFile(path));
    App::SourceEditor* e = panel.currentEditor();
    App::LanguageAssist* assist = panel.languageAssist();
    QTRY_COMPARE_WITH_TIMEOUT(assist->errorCount(e), 1, kServerMs);
    QCOMPARE(App::LiveDiagnosticsView::markedLines(e), QList<int>{5});
    QCOMPARE(e->diagnosticMarkerLines(), 0);  // a build's markers are apart
    QCOMPARE(panel.languageStatusBar()->statusText(), QStringLiteral("Errors: 1   Warnings: 0"));
    // The squiggle starts at the undeclared name (UTF-16 columns converted to bytes).
    const int lineStart = int(e->SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, 5));
    const int column = int(e->text(5).left(e->text(5).indexOf(QStringLiteral("undefined_dir"))).toUtf8().size());
    QVERIFY(e->SendScintilla(QsciScintillaBase::SCI_INDICATORVALUEAT, 20, lineStart + column) != 0);
    QVERIFY(e->SendScintilla(QsciScintillaBase::SCI_INDICATORVALUEAT, 20, lineStart) == 0);

    // Fixed: the error goes, and so do its marker and count.
    e->setCursorPosition(5, 0);
    e->SendScintilla(QsciScintillaBase::SCI_LINEDELETE);
    QTRY_COMPARE_WITH_TIMEOUT(assist->errorCount(e), 0, kServerMs);
    QVERIFY(App::LiveDiagnosticsView::markedLines(e).isEmpty());

    // "seen." then the list: choosing push_back inserts it.
    e->setCursorPosition(5, 0);
    e->insert(QStringLiteral("  seen.push_\n"));
    e->setCursorPosition(5, 12);
    const int caret = int(e->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS));
    assist->requestCompletion(e, caret, true);
    QTRY_VERIFY_WITH_TIMEOUT(e->SendScintilla(QsciScintillaBase::SCI_AUTOCACTIVE) != 0, kServerMs);
    e->SendScintilla(QsciScintillaBase::SCI_AUTOCCOMPLETE);
    QCOMPARE(e->text(5).trimmed(), QStringLiteral("seen.push_back"));
    panel.closeTab(0);
  }

  void navigationFormattingAndSignatures()
  {
    if (QStandardPaths::findExecutable(QStringLiteral("clangd")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("clangd is not installed"));
    QTemporaryDir bots, recovery;
    const QString path = bots.filePath(QStringLiteral("bot.cpp"));
    writeFile(path, QStringLiteral("int twice(int value, int times) { return value * times; }\nint main() {\n"
                                   "    int   x=twice(1, 2);\n  return twice(x, 3);\n}\n"));
    App::EditorPanel panel(nullptr, recovery.path());
    panel.setInteractive(false);
    panel.resize(800, 600);
    panel.show();
    QVERIFY(panel.openFile(path));
    App::SourceEditor* e = panel.currentEditor();
    App::LanguageAssist* assist = panel.languageAssist();
    QTRY_VERIFY_WITH_TIMEOUT(assist->server(App::BotLanguage::Cpp)->state() == Debugger::LanguageServer::State::Running, kServerMs);
    QString said;
    connect(assist, &App::LanguageAssist::message, this, [&](const QString& m) { said = m; });

    // Go to definition: from the call in line 4 to the function in line 1.
    e->setCursorPosition(3, 10);
    assist->requestDefinition(e, int(e->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS)));
    QTRY_COMPARE_WITH_TIMEOUT(int(e->SendScintilla(QsciScintillaBase::SCI_LINEFROMPOSITION, e->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS))), 0, kServerMs);
    // Go Back (Alt+Left) returns to the call, Go Forward to the definition (issue #47, 12).
    const auto caret = [e] {
      int line = -1, column = -1;
      e->getCursorPosition(&line, &column);
      return QPoint(column, line);
    };
    QVERIFY(panel.canGoBack());
    QVERIFY(panel.goBack());
    QCOMPARE(caret(), QPoint(10, 3));
    QVERIFY(panel.canGoForward());
    QVERIFY(panel.goForward());
    QCOMPARE(caret().y(), 0);
    QVERIFY(panel.goBack());

    // References of twice in this file: the definition and two calls.
    assist->requestReferences(e, int(e->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS)));
    QTRY_VERIFY_WITH_TIMEOUT(said.endsWith(QStringLiteral(": 3")), kServerMs);

    // Signature help inside the call: the tip with both parameters.
    const int inCall = int(e->SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, 2)) + int(e->text(2).indexOf(QLatin1Char('('))) + 1;
    assist->requestSignature(e, inCall);
    QTRY_VERIFY_WITH_TIMEOUT(e->SendScintilla(QsciScintillaBase::SCI_CALLTIPACTIVE) != 0, kServerMs);

    // Format: clang-format's spacing, in one undo step.
    assist->requestFormat(e);
    QTRY_VERIFY_WITH_TIMEOUT(e->text(2).startsWith(QStringLiteral("  int x = twice(1, 2);")), kServerMs);
    e->undo();
    QVERIFY(e->text(2).startsWith(QStringLiteral("    int   x=twice")));
  }

  // clangd's quick fixes (issue #47, 12): a missing semicolon is offered its fix, which
  // applies in one undo step.
  void quickFixesApply()
  {
    if (QStandardPaths::findExecutable(QStringLiteral("clangd")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("clangd is not installed"));
    QTemporaryDir bots, recovery;
    const QString path = bots.filePath(QStringLiteral("bot.cpp"));
    writeFile(path, QStringLiteral("int main() {\n  int x = 1\n  return x;\n}\n"));
    App::EditorPanel panel(nullptr, recovery.path());
    panel.setInteractive(false);
    QVERIFY(panel.openFile(path));
    App::SourceEditor* e = panel.currentEditor();
    App::LanguageAssist* assist = panel.languageAssist();
    assist->setInteractive(false);
    QTRY_VERIFY_WITH_TIMEOUT(assist->errorCount(e) > 0, kServerMs);
    QList<Debugger::LspMessages::CodeAction> offered;
    connect(assist, &App::LanguageAssist::quickFixesOffered, this,
            [&](App::SourceEditor*, const QList<Debugger::LspMessages::CodeAction>& fixes) { offered = fixes; });
    // clangd puts the missing semicolon's error where the next statement starts.
    const QList<Debugger::LspMessages::Diagnostic> shown = assist->diagnostics(e);
    QVERIFY(!shown.isEmpty());
    e->setCursorPosition(shown.first().range.start.line, 2);
    assist->requestQuickFixes(e, int(e->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS)));
    QTRY_VERIFY_WITH_TIMEOUT(!offered.isEmpty(), kServerMs);
    QVERIFY2(offered.first().title.contains(QLatin1Char(';')), qPrintable(offered.first().title));
    QVERIFY(assist->applyQuickFix(e, offered.first()));
    QCOMPARE(e->text(1), QStringLiteral("  int x = 1;\n"));
    e->undo();
    QCOMPARE(e->text(1), QStringLiteral("  int x = 1\n"));
    // Offered for an older text: refused, said.
    e->setText(e->text() + QStringLiteral("// edited\n"));
    QVERIFY(!assist->applyQuickFix(e, offered.first()));
  }

  void courseApiOpensReadOnly()
  {
    KIBITZ_REQUIRE_GAME("orkisland");  // the course API is OrkIsland's
    if (QStandardPaths::findExecutable(QStringLiteral("clangd")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("clangd is not installed"));
    QTemporaryDir bots, recovery;
    const QString path = bots.filePath(QStringLiteral("AIMyPlayer.cc"));
    QFile file(QStringLiteral(KIBITZ_SOURCE_DIR "/resources/templates/orkisland/AIMyPlayer.cc"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    writeFile(path, QString::fromUtf8(file.readAll()));
    App::EditorPanel panel(nullptr, recovery.path());
    panel.setInteractive(false);
    QVERIFY(panel.openFile(path));
    App::SourceEditor* e = panel.currentEditor();
    QCOMPARE(e->language(), App::BotLanguage::CourseCpp);
    App::LanguageAssist* assist = panel.languageAssist();
    // The template has no live errors: the course API is found where the build finds it.
    QTRY_VERIFY_WITH_TIMEOUT(assist->server(App::BotLanguage::CourseCpp)->state() == Debugger::LanguageServer::State::Running, kServerMs);
    QTest::qWait(1500);
    QCOMPARE(assist->errorCount(e), 0);
    const int line = int(e->text().left(e->text().indexOf(QStringLiteral("queue<Pos>"))).count(QLatin1Char('\n')));
    e->setCursorPosition(line, int(e->text(line).indexOf(QStringLiteral("Pos"))) + 1);
    assist->requestDefinition(e, int(e->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS)));
    QTRY_COMPARE_WITH_TIMEOUT(panel.count(), 2, kServerMs);
    QVERIFY2(panel.currentEditor()->filePath().endsWith(QStringLiteral("/Structs.hh")), qPrintable(panel.currentEditor()->filePath()));
    QVERIFY(panel.currentEditor()->isReadOnly());
    QVERIFY(!e->isReadOnly());
    // Go Back: from the course API's header to the bot, where the jump started.
    QVERIFY(panel.goBack());
    QCOMPARE(panel.currentEditor(), e);
    int backLine = -1, backColumn = -1;
    e->getCursorPosition(&backLine, &backColumn);
    QCOMPARE(backLine, line);
  }

  void pythonDiagnosticClearsWhenFixed()
  {
    if (QStandardPaths::findExecutable(QStringLiteral("pylsp")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("pylsp is not installed"));
    QTemporaryDir bots, recovery;
    const QString path = bots.filePath(QStringLiteral("bot.py"));
    writeFile(path, QStringLiteral("seen = []\nprint(missing)\n"));
    App::EditorPanel panel(nullptr, recovery.path());
    panel.setInteractive(false);
    QVERIFY(panel.openFile(path));
    App::SourceEditor* e = panel.currentEditor();
    QTRY_COMPARE_WITH_TIMEOUT(panel.languageAssist()->errorCount(e), 1, kServerMs);
    QCOMPARE(App::LiveDiagnosticsView::markedLines(e), QList<int>{1});
    e->setText(QStringLiteral("seen = []\nprint(seen)\n"));
    QTRY_COMPARE_WITH_TIMEOUT(panel.languageAssist()->errorCount(e), 0, kServerMs);
    QCOMPARE(QDir(bots.path()).entryList(QDir::Files | QDir::Hidden | QDir::Dirs | QDir::NoDotAndDotDot), QStringList{QStringLiteral("bot.py")});
  }

  void missingServerShowsThePackage()
  {
    qputenv("KIBITZ_PYLSP", "/nonexistent/pylsp");
    QTemporaryDir recovery;
    App::EditorPanel panel(nullptr, recovery.path());
    panel.setInteractive(false);
    panel.newBuffer(QStringLiteral("bot.py"), App::BotLanguage::Python, QStringLiteral("print(missing)\n"));
    QVERIFY(panel.languageStatusBar()->infoText().contains(QStringLiteral("python3-pylsp")));
    qunsetenv("KIBITZ_PYLSP");
  }

  // For docs/editor.md: the editor with a live error, its hover text and a completion list,
  // in each language; the whole screen, since the list and the tool tip are windows of
  // their own. Only with KIBITZ_SCREENSHOT_DIR, on a real display (xvfb-run).
  void screenshotsInFourLanguages()
  {
    const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOT_DIR");
    if (dir.isEmpty() || QGuiApplication::platformName() != QLatin1String("xcb"))
      QSKIP("screenshots only with KIBITZ_SCREENSHOT_DIR under xvfb-run");
    KIBITZ_REQUIRE_GAME("orkisland");
    QTemporaryDir bots;
    const QString path = bots.filePath(QStringLiteral("AIMyPlayer.cc"));
    QFile file(QStringLiteral(KIBITZ_SOURCE_DIR "/resources/templates/orkisland/AIMyPlayer.cc"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QString text = QString::fromUtf8(file.readAll());
    text.replace(QStringLiteral("    compute_distances();\n"),
                 QStringLiteral("    compute_distances();\n    int q = undefined_dir;  // ← café\n    nb_\n"));
    writeFile(path, text);
    App::LanguageManager languages;
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("it"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
      languages.setLanguage(language);
      QTemporaryDir recovery;
      App::EditorPanel panel(nullptr, recovery.path());
      panel.setInteractive(false);
      panel.setWindowTitle(QStringLiteral("Kibitz"));
      panel.resize(900, 640);
      panel.move(20, 20);
      panel.show();
      QVERIFY(QTest::qWaitForWindowExposed(&panel));
      QVERIFY(panel.openFile(path));
      App::SourceEditor* e = panel.currentEditor();
      QTRY_VERIFY_WITH_TIMEOUT(panel.languageAssist()->errorCount(e) > 0, kServerMs);
      const int line = int(text.left(text.indexOf(QStringLiteral("    nb_\n"))).count(QLatin1Char('\n')));
      e->setFirstVisibleLine(line - 14);
      e->setCursorPosition(line, 7);
      e->setFocus();
      panel.languageAssist()->requestCompletion(e, int(e->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS)), true);
      QTRY_VERIFY_WITH_TIMEOUT(e->SendScintilla(QsciScintillaBase::SCI_AUTOCACTIVE) != 0, kServerMs);
      QTest::qWait(300);
      const QImage shot = QGuiApplication::primaryScreen()->grabWindow(0).toImage().copy(QRect(0, 0, 960, 700));
      QVERIFY(shot.save(QDir(dir).filePath(QStringLiteral("lsp-%1.png").arg(language))));
      e->SendScintilla(QsciScintillaBase::SCI_AUTOCCANCEL);
    }
  }

private:
  QTemporaryDir cache_;
};

QTEST_MAIN(TestEditorLsp)
#include "test_editor_lsp.moc"

// Debugging a bot's code from the window (#31): breakpoints in the editor's gutter (a click
// in the margin, F9), kept with the file; the Re-run dialog's Debug the Turn arms them for
// that turn only; the Bot Debugger dock shows the stop (banner, stack, variables, watches),
// the editor marks the line, the match view goes to the turn; F10 steps, F5 continues to the
// reply the match recorded; closing the dialog while the bot is stopped leaves no process.
#include "application/language_manager.h"
#include "application/settings.h"
#include "debug/bot_debug_panel.h"
#include "debug/bot_debugger_feature.h"
#include "dialogs/new_match_dialog.h"
#include "document/replay_document.h"
#include "editor/editor_feature.h"
#include "editor/editor_panel.h"
#include "editor/source_breakpoints.h"
#include "editor/source_editor.h"
#include "mainwindow/main_window.h"
#include "panels/timeline_panel.h"
#include "widgets/timeline_slider.h"
#include "rerun/rerun_feature.h"
#include "rerun/rerun_dialog.h"
#include "support/debug_test_bot.h"
#include "support/require_game.h"
#include "support/process_census.h"
#include "support/require_tool.h"
#include "support/screenshots.h"
#include "support/test_matches.h"

#include "dap/dap_adapter.h"
#include "match/match_builder.h"

#include "core/registry.h"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QDir>
#include <QDockWidget>
#include <QScreen>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>
#include <QtTest>

#include <optional>

using namespace Kibitz;

namespace {

// The keys two enabled actions of `window` share now ("F10: Step Match, Step Over"): Qt
// then runs neither ("Ambiguous shortcut overload").
QStringList sharedKeys(QWidget& window)
{
  QMap<QString, QStringList> byKey;
  for (QAction* a : window.findChildren<QAction*>())
    if (a->isEnabled() && !a->shortcut().isEmpty())
      byKey[a->shortcut().toString()] << a->text();
  QStringList shared;
  for (auto it = byKey.cbegin(); it != byKey.cend(); ++it)
    if (it.value().size() > 1)
      shared << QStringLiteral("%1: %2").arg(it.key(), it.value().join(QStringLiteral(", ")));
  return shared;
}

}  // namespace

class TestBotDebugger : public QObject {
  Q_OBJECT
  App::LanguageManager* languages_ = nullptr;
  QTemporaryDir dir_;
  QTemporaryDir cache_;
  QString source_;
  QString bin_;
  QString adapterProgram_;
  Debugger::Replay replay_;
  int turn_ = 0;  // the bot's third turn
  qint64 since_ = 0;

  // The dialog asks before it starts the bot a replay records: yes.
  static void agreeToStartTheBot(QObject* context)
  {
    QTimer::singleShot(0, context, [] {
      if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
        box->button(QMessageBox::Yes)->click();
    });
  }

  static QString variableValue(QTreeWidget* view, const QString& name)
  {
    for (QTreeWidgetItemIterator it(view); *it; ++it)
      if ((*it)->text(0) == name)
        return (*it)->text(1);
    return QString();
  }

  struct Debugging {
    std::unique_ptr<App::MainWindow> window;
    App::RerunDialog* dialog = nullptr;
    App::BotDebugPanel* panel = nullptr;
    App::EditorPanel* editor = nullptr;
  };

  // The window with the match, bot.cc open with a breakpoint on the line every turn runs,
  // the Re-run dialog fed up to the bot's third turn, and the turn debugged to the stop.
  void debugToTheStop(Debugging* d)
  {
    debugToTheStop(d, replay_, turn_, source_, Test::kDebugBotEveryTurnLine);
  }
  void debugToTheStop(Debugging* d, const Debugger::Replay& replay, int turn, const QString& source, int line,
                      bool unsavedEdit = false, std::optional<App::SourceBreakpoint> breakpoint = {})
  {
    d->window = std::make_unique<App::MainWindow>(languages_);
    d->window->setInteractive(false);
    d->window->resize(1280, 860);
    d->window->show();
    QVERIFY(QTest::qWaitForWindowExposed(d->window.get()));
    d->window->document()->setReplay(replay, QString());
    d->window->document()->setCurrentTurn(turn);
    d->editor = App::editorFeature(d->window.get())->editorPanel();
    d->editor->setInteractive(false);
    App::Settings::sourceBreakpoints.remove();
    App::SourceBreakpoints::store(source, {breakpoint.value_or(App::SourceBreakpoint{line})});
    // One the bot has no code for: said, and never stops.
    App::SourceBreakpoints::store(dir_.filePath(QStringLiteral("other.cc")), {App::SourceBreakpoint{3}});
    QVERIFY(d->editor->openFile(source));
    QCOMPARE(d->editor->currentEditor()->breakpointLines(), QList<int>{breakpoint ? breakpoint->line : line});

    d->dialog = App::openRerunDialog(d->window.get());
    QVERIFY(d->dialog);
    QVERIFY(d->dialog->debugButton()->isVisible() || !d->dialog->isVisible());
    // Beside the code, not over it, where the screen leaves room (issue #47, 12).
    if (const auto* dock = d->window->findChild<QDockWidget*>(QStringLiteral("EditorPanel")); dock && dock->isVisible()) {
      const QRect code(dock->mapToGlobal(QPoint(0, 0)), dock->size());
      const QRect room = d->window->screen()->availableGeometry();
      const int dialogWidth = d->dialog->frameGeometry().width();
      if (code.left() - room.left() >= dialogWidth + 16 || room.right() - code.right() >= dialogWidth + 16)
        QVERIFY2(!d->dialog->frameGeometry().intersects(code), "the Re-run dialog covers the code");
    }
    agreeToStartTheBot(d->dialog);
    d->dialog->startButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(d->dialog->stage(), App::RerunDialog::Stage::Waiting, 60000);
    QVERIFY(d->dialog->debugButton()->isEnabled());
    if (unsavedEdit)  // at the end: the lines stay where they are
      d->editor->currentEditor()->append(QStringLiteral("\n# not saved\n"));
    d->dialog->debugButton()->click();
    QVERIFY(d->dialog->debugSession());
    d->panel = App::botDebugPanel(d->window.get());
    QVERIFY(d->panel);
    QTRY_VERIFY_WITH_TIMEOUT(d->panel->continueAction()->isEnabled() || d->dialog->stage() == App::RerunDialog::Stage::Failed, 60000);
    QVERIFY2(d->dialog->stage() != App::RerunDialog::Stage::Failed, qPrintable(d->dialog->reportText()));
  }

private slots:
  void initTestCase()
  {
    since_ = Test::ownStartTicks();
    Test::markChildren();  // the adapters this test starts, told from other tests'
    QVERIFY(cache_.isValid());
    qputenv("KIBITZ_CACHE_DIR", cache_.path().toUtf8());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_bot_debugger"));
    App::Settings::sourceBreakpoints.remove();
    App::Settings::debugWatches(QStringLiteral("native")).remove();
    App::Settings::debugWatches(QStringLiteral("python")).remove();
    KIBITZ_REQUIRE_GAME("fencing");
    KIBITZ_REQUIRE_TOOL("g++");
    QString error;
    const std::optional<Debugger::DapClient::Program> adapter = Debugger::DapAdapter::native(&error);
    if (!adapter)
      KIBITZ_SKIP_MISSING_TOOL(error);
    adapterProgram_ = QFileInfo(adapter->program).canonicalFilePath();
    languages_ = new App::LanguageManager(this);
    languages_->setLanguage(QStringLiteral("en"));

    source_ = dir_.filePath(QStringLiteral("bot.cc"));
    QFile source(source_);
    QVERIFY(source.open(QIODevice::WriteOnly));
    source.write(Test::kDebugBotSource);
    source.close();
    bin_ = dir_.filePath(QStringLiteral("bot"));
    QProcess compiler;
    compiler.setProcessChannelMode(QProcess::MergedChannels);
    compiler.start(QStringLiteral("g++"), {QStringLiteral("-O0"), QStringLiteral("-g"), source_, QStringLiteral("-o"), bin_});
    QVERIFY(compiler.waitForFinished(120000));
    QVERIFY2(compiler.exitCode() == 0, compiler.readAll().constData());
    bin_ = QFileInfo(bin_).canonicalFilePath();

    Debugger::ProcessOptions loadProof;
    loadProof.timeLimitOverrideMs = Test::kLoadProofTurnMs;
    replay_ = Test::playMatch(QStringLiteral("fencing"), {QStringLiteral("cmd:") + bin_, QStringLiteral("builtin:fencer")}, 5, {},
                              {}, loadProof);
    for (int t = 1, answers = 0; t < replay_.frames.size() && !turn_; ++t)
      if (replay_.frames[t].exchangeOf(0) && ++answers == 3)
        turn_ = t;
    QVERIFY(turn_ > 0);
  }

  // A click in the marker margin and F9 set and clear breakpoints; they move with the text,
  // are kept with the file and come back when it is opened again.
  void gutterBreakpointsAreSetAndKept()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    App::EditorPanel* panel = App::editorFeature(&window)->editorPanel();
    panel->setInteractive(false);
    if (auto* dock = window.findChild<QDockWidget*>(QStringLiteral("EditorPanel"))) {
      dock->show();
      dock->raise();
    }
    QVERIFY(panel->openFile(source_));
    App::SourceEditor* editor = panel->currentEditor();
    QVERIFY(QTest::qWaitForWindowExposed(editor));
    QVERIFY(editor->breakpointLines().isEmpty());

    // A click in the marker margin (right of the line numbers), on line 5 where it is now.
    const auto clickMargin = [editor](int line) {
      editor->ensureLineVisible(line - 1);
      const int y = int(editor->SendScintilla(QsciScintillaBase::SCI_POINTYFROMPOSITION, 0,
                                              editor->SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, line - 1))) +
                    editor->textHeight(line - 1) / 2;
      QTest::mouseClick(editor->viewport(), Qt::LeftButton, {}, QPoint(editor->marginWidth(0) + 6, y));
    };
    clickMargin(5);
    QTRY_COMPARE(editor->breakpointLines(), QList<int>{5});
    // F9 on the caret's line.
    editor->setFocus();
    editor->setCursorPosition(Test::kDebugBotEveryTurnLine - 1, 2);
    QTest::keyClick(editor, Qt::Key_F9);
    QCOMPARE(editor->breakpointLines(), (QList<int>{5, Test::kDebugBotEveryTurnLine}));
    QCOMPARE(App::SourceBreakpoints::linesOf(source_), (QList<int>{5, Test::kDebugBotEveryTurnLine}));
    QTest::qWait(QApplication::doubleClickInterval() + 50);  // a second click, not a double click
    clickMargin(5);
    QCOMPARE(editor->breakpointLines(), QList<int>{Test::kDebugBotEveryTurnLine});
    Test::saveScreenshot(*editor, QStringLiteral("debug/gutter.png"));

    // The gutter's context menu acts on the line clicked, not the caret's (issue #47, 5).
    editor->setCursorPosition(Test::kDebugBotEveryTurnLine - 1, 0);
    {
      editor->ensureLineVisible(6);
      const int y = int(editor->SendScintilla(QsciScintillaBase::SCI_POINTYFROMPOSITION, 0,
                                              editor->SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, 6))) +
                    editor->textHeight(6) / 2;
      const QPoint at(editor->marginWidth(0) + 6, y);
      QTimer::singleShot(0, editor, [] {
        if (auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget())) {
          for (QAction* a : menu->actions())
            if (a->text() == QStringLiteral("Toggle Breakpoint"))
              a->trigger();
          menu->close();
        }
      });
      QContextMenuEvent event(QContextMenuEvent::Mouse, at, editor->viewport()->mapToGlobal(at));
      QApplication::sendEvent(editor->viewport(), &event);
    }
    QCOMPARE(editor->breakpointLines(), (QList<int>{7, Test::kDebugBotEveryTurnLine}));
    editor->toggleBreakpoint(7);
    QCOMPARE(editor->breakpointLines(), QList<int>{Test::kDebugBotEveryTurnLine});

    // A line typed above moves it; saving keeps it where the text put it.
    editor->insertAt(QStringLiteral("// a comment\n"), 0, 0);
    QCOMPARE(editor->breakpointLines(), QList<int>{Test::kDebugBotEveryTurnLine + 1});
    QCOMPARE(panel->breakpoints().value(source_), QList<App::SourceBreakpoint>{{Test::kDebugBotEveryTurnLine + 1}});
    QVERIFY(panel->save(panel->currentIndex()));
    QCOMPARE(App::SourceBreakpoints::linesOf(source_), QList<int>{Test::kDebugBotEveryTurnLine + 1});
    // Back as it was (the bot's lines are what the other tests stop at).
    editor->SendScintilla(QsciScintillaBase::SCI_DELETERANGE, 0, QByteArray("// a comment\n").size());
    QVERIFY(panel->save(panel->currentIndex()));
    QCOMPARE(App::SourceBreakpoints::linesOf(source_), QList<int>{Test::kDebugBotEveryTurnLine});
    // A scope (the context menu's "Breakpoint Stops In"): kept, moved with the text, restored.
    using Scope = Debugger::DebugTurn::Scope;
    editor->setBreakpointScope(Test::kDebugBotEveryTurnLine, Scope::FromTurn, 3);
    editor->insertAt(QStringLiteral("// a comment\n"), 0, 0);
    const QList<App::SourceBreakpoint> scoped{{Test::kDebugBotEveryTurnLine + 1, Scope::FromTurn, 3}};
    QCOMPARE(editor->breakpoints(), scoped);
    editor->SendScintilla(QsciScintillaBase::SCI_DELETERANGE, 0, QByteArray("// a comment\n").size());
    QVERIFY(panel->save(panel->currentIndex()));
    QCOMPARE(App::SourceBreakpoints::of(source_), (QList<App::SourceBreakpoint>{{Test::kDebugBotEveryTurnLine, Scope::FromTurn, 3}}));
    QVERIFY(panel->closeTab(panel->currentIndex()));
    QVERIFY(panel->openFile(source_));
    QCOMPARE(panel->currentEditor()->breakpoints(), (QList<App::SourceBreakpoint>{{Test::kDebugBotEveryTurnLine, Scope::FromTurn, 3}}));
    Test::saveScreenshot(*panel->currentEditor(), QStringLiteral("debug/gutter-scoped.png"));
    // A condition in the bot's language, kept with the scope.
    panel->currentEditor()->setBreakpointCondition(Test::kDebugBotEveryTurnLine, QStringLiteral("x == 42"));
    QCOMPARE(App::SourceBreakpoints::of(source_),
             (QList<App::SourceBreakpoint>{{Test::kDebugBotEveryTurnLine, Scope::FromTurn, 3, QStringLiteral("x == 42")}}));
    panel->currentEditor()->setBreakpointCondition(Test::kDebugBotEveryTurnLine, QString());
    panel->currentEditor()->setBreakpointScope(Test::kDebugBotEveryTurnLine, Scope::EveryTurn, 0);
    QCOMPARE(App::SourceBreakpoints::of(source_), QList<App::SourceBreakpoint>{{Test::kDebugBotEveryTurnLine}});
  }

  void aTurnIsDebuggedInTheWindow()
  {
    Debugging d;
    debugToTheStop(&d);
    if (QTest::currentTestFailed())
      return;
    App::BotDebugPanel* panel = d.panel;
    QVERIFY2(d.dialog->reportText().contains(QStringLiteral("The breakpoint at other.cc:3 will not stop")),
             qPrintable(d.dialog->reportText()));
    // The editor's C++ bot was built again for debugging, into the cache.
    QVERIFY2(d.dialog->reportText().contains(QStringLiteral("Built for debugging (-O0 -g): cmd:") + cache_.path()),
             qPrintable(d.dialog->reportText()));
    const QString banner = panel->bannerText();
    QVERIFY2(banner.contains(QStringLiteral("Turn %1").arg(turn_)) &&
                 banner.contains(QStringLiteral("bot.cc:%1 (breakpoint)").arg(Test::kDebugBotEveryTurnLine)),
             qPrintable(banner));
    QVERIFY(debugDockVisible(d.window.get()));
    // The editor marks the line.
    // The board shows the state the bot reads: the frame before the turn it answers.
    QCOMPARE(d.window->document()->currentTurn(), turn_ - 1);
    QCOMPARE(d.window->document()->stopAnswering(), turn_);
    QCOMPARE(d.editor->currentEditor()->filePath(), source_);
    QCOMPARE(d.editor->currentEditor()->executionLine(), Test::kDebugBotEveryTurnLine);
    // The timeline marks the stop.
    bool marked = false;
    for (const App::TimelineSlider::ExtraMarker& m : d.window->timeline()->slider()->extraMarkers())
      marked = marked || (m.turn == turn_ && m.tooltip.contains(QStringLiteral("bot.cc:%1").arg(Test::kDebugBotEveryTurnLine)));
    QVERIFY(marked);
    // The stack, and the top frame's locals read lazily.
    QVERIFY(panel->stackView()->topLevelItemCount() >= 1);
    QCOMPARE(panel->stackView()->topLevelItem(0)->text(0), QStringLiteral("main"));
    QTRY_COMPARE_WITH_TIMEOUT(variableValue(panel->variablesView(), QStringLiteral("x")), QStringLiteral("42"), 30000);
    QCOMPARE(variableValue(panel->variablesView(), QStringLiteral("turn")), QStringLiteral("3"));
    // A struct reads as its members (issue #47, 12), without expanding it.
    QTRY_COMPARE_WITH_TIMEOUT(variableValue(panel->variablesView(), QStringLiteral("at")), QStringLiteral("{row = 3, col = 7}"), 30000);
    // A watch, evaluated at once and again at each stop.
    panel->addWatch(QStringLiteral("x * 2"));
    QTRY_COMPARE_WITH_TIMEOUT(panel->watchesView()->topLevelItem(0)->text(1), QStringLiteral("84"), 30000);
    panel->addWatch(QStringLiteral("y"));
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("it"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
      QVERIFY(languages_->setLanguage(language));
      QCoreApplication::processEvents();
      Test::saveScreenshot(*d.window, QStringLiteral("debug/stopped-%1.png").arg(language));
    }
    QVERIFY(languages_->setLanguage(QStringLiteral("en")));

    // F10: one line on; the watch follows.
    // The keys work in the main window (the Re-run dialog is a window of its own).
    d.window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(d.window.get()));
    QTest::keyClick(d.window.get(), Qt::Key_F10);
    QTRY_VERIFY2_WITH_TIMEOUT(panel->bannerText().contains(QStringLiteral("(step)")), qPrintable(panel->bannerText()), 30000);
    QCOMPARE(d.editor->currentEditor()->executionLine(), Test::kDebugBotEveryTurnLine + 1);
    QTRY_COMPARE_WITH_TIMEOUT(panel->watchesView()->topLevelItem(1)->text(1), QStringLiteral("43"), 30000);
    // F5: the bot answers as in the match; the mark goes.
    QTest::keyClick(d.window.get(), Qt::Key_F5);
    QTRY_COMPARE_WITH_TIMEOUT(d.dialog->stage(), App::RerunDialog::Stage::Played, 60000);
    QVERIFY2(d.dialog->reportText().contains(QStringLiteral("This is the reply the match recorded.")), qPrintable(d.dialog->reportText()));
    QCOMPARE(d.editor->currentEditor()->executionLine(), 0);
    QVERIFY(!panel->continueAction()->isEnabled());
    QVERIFY(!panel->stopAction()->isEnabled());
    QVERIFY2(panel->bannerText().contains(QStringLiteral("answered")), qPrintable(panel->bannerText()));
    d.dialog->reject();
  }

  // A Python bot: it listens for debugpy from its start; the same stop, locals and reply.
  void aPythonBotIsDebuggedInTheWindow()
  {
    QString error;
    if (!Debugger::DapAdapter::python(&error))
      KIBITZ_SKIP_MISSING_TOOL(error);
    const QString script = dir_.filePath(QStringLiteral("bot.py"));
    QVERIFY(Test::writeDebugBot(script, Test::kDebugPythonBotSource));
    Debugger::ProcessOptions loadProof;
    loadProof.timeLimitOverrideMs = Test::kLoadProofTurnMs;
    const Debugger::Replay replay = Test::playMatch(
        QStringLiteral("fencing"), {QStringLiteral("cmd:python3 ") + script, QStringLiteral("builtin:fencer")}, 5, {}, {}, loadProof);
    int turn = 0;
    for (int t = 1, answers = 0; t < replay.frames.size() && !turn; ++t)
      if (replay.frames[t].exchangeOf(0) && ++answers == 3)
        turn = t;
    Debugging d;
    debugToTheStop(&d, replay, turn, script, Test::kDebugPythonBotEveryTurnLine, true);
    if (QTest::currentTestFailed())
      return;
    QVERIFY2(d.dialog->reportText().contains(QStringLiteral("bot.py has changes that are not saved")), qPrintable(d.dialog->reportText()));
    QVERIFY2(d.panel->bannerText().contains(QStringLiteral("bot.py:%1 (breakpoint)").arg(Test::kDebugPythonBotEveryTurnLine)),
             qPrintable(d.panel->bannerText()));
    QCOMPARE(d.editor->currentEditor()->executionLine(), Test::kDebugPythonBotEveryTurnLine);
    QTRY_COMPARE_WITH_TIMEOUT(variableValue(d.panel->variablesView(), QStringLiteral("x")), QStringLiteral("42"), 30000);
    // Its own watches: the C++ bot's are not evaluated here (issue #47, 8).
    QCOMPARE(d.panel->watchLanguage(), QStringLiteral("python"));
    QCOMPARE(d.panel->watchesView()->topLevelItemCount(), 0);
    d.panel->addWatch(QStringLiteral("x + 1"));
    QTRY_COMPARE_WITH_TIMEOUT(d.panel->watchesView()->topLevelItem(0)->text(1), QStringLiteral("43"), 30000);
    QCOMPARE(App::Settings::debugWatches(QStringLiteral("python")).value(), QStringList{QStringLiteral("x + 1")});
    QVERIFY(!App::Settings::debugWatches(QStringLiteral("native")).value().contains(QStringLiteral("x + 1")));
    Test::saveScreenshot(*d.window, QStringLiteral("debug/python-stopped.png"));
    d.panel->continueAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(d.dialog->stage(), App::RerunDialog::Stage::Played, 60000);
    QVERIFY2(d.dialog->reportText().contains(QStringLiteral("This is the reply the match recorded.")), qPrintable(d.dialog->reportText()));
    d.dialog->reject();
    d.editor->setPromptAnswer(QMessageBox::Discard);  // the unsaved line goes with the window
  }

  // New Match > Debug: the match's external bot stops from the turn its breakpoint's scope
  // says, the board shows the last turn played, F5 goes on to its next turn, Stop Debugging
  // lets it play the match out as it did without the debugger.
  void aMatchIsDebuggedFromNewMatch()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    window.resize(1280, 860);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    App::EditorPanel* editor = App::editorFeature(&window)->editorPanel();
    editor->setInteractive(false);
    App::Settings::sourceBreakpoints.remove();
    App::SourceBreakpoints::store(source_, {App::SourceBreakpoint{Test::kDebugBotEveryTurnLine, Debugger::DebugTurn::Scope::FromTurn, turn_}});
    QVERIFY(editor->openFile(source_));
    bool configured = false;
    QString said;
    QTimer::singleShot(0, &window, [this, &configured, &said] {
      auto* dialog = qobject_cast<App::NewMatchDialog*>(QApplication::activeModalWidget());
      if (!dialog)
        return;
      dialog->setGame(QStringLiteral("fencing"));
      dialog->setSeed(5);
      dialog->setBot(0, QStringLiteral("cmd:") + bin_);
      dialog->setBot(1, QStringLiteral("builtin:fencer"));
      configured = dialog->debugButton()->isVisible();
      dialog->debugButton()->click();
      said = dialog->buildStatusText();
    });
    // File > New Match… (its first entry), as the user chooses it.
    window.menu(App::MainWindow::MenuId::File)->actions().first()->trigger();
    QVERIFY(configured);
    // The -O0 build of the editor's bot is made by the dialog, on a thread, saying so.
    QVERIFY2(said.startsWith(QStringLiteral("Building bot for debugging (1 of 1)")), qPrintable(said));
    QVERIFY2(window.isMatchRunning() || window.document()->hasReplay(), qPrintable(window.lastError()));
    App::BotDebugPanel* panel = App::botDebugPanel(&window);
    QVERIFY(panel && panel->session());
    QTRY_VERIFY_WITH_TIMEOUT(panel->continueAction()->isEnabled(), 60000);
    QVERIFY2(panel->bannerText().contains(QStringLiteral("Turn %1").arg(turn_)), qPrintable(panel->bannerText()));
    // The frame before the stop reaches the window by a queued signal of the match's
    // thread, which may come a moment after the stop's: the view catches up with it.
    QTRY_COMPARE_WITH_TIMEOUT(window.document()->lastTurn(), turn_ - 1, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(window.document()->currentTurn(), window.document()->lastTurn(), 10000);
    QCOMPARE(editor->currentEditor()->executionLine(), Test::kDebugBotEveryTurnLine);
    QTRY_COMPARE_WITH_TIMEOUT(variableValue(panel->variablesView(), QStringLiteral("x")), QStringLiteral("42"), 30000);
    Test::saveScreenshot(window, QStringLiteral("debug/match-stopped.png"));
    // Usable at the dock's first size: the variables list seven rows or more, and get more
    // of the dock than the call stack and the watches (issue #47, 12).
    {
      const QTreeWidget* variables = panel->variablesView();
      const int row = variables->visualItemRect(variables->topLevelItem(0)).height();
      QVERIFY(row > 0);
      QVERIFY2(variables->viewport()->height() >= 7 * row,
               qPrintable(QStringLiteral("%1 px for rows of %2 px").arg(variables->viewport()->height()).arg(row)));
      const auto* stack = panel->findChild<QTreeWidget*>(QStringLiteral("debugStack"));
      const auto* watches = panel->findChild<QTreeWidget*>(QStringLiteral("debugWatches"));
      QVERIFY(stack && watches);
      QVERIFY(variables->height() > stack->height() && variables->height() > watches->height());
    }
    // The stopped match in every language (docs/screenshots/debugger-match-*.png).
    for (const QString& language : {QStringLiteral("it"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW"), QStringLiteral("en")}) {
      QVERIFY(languages_->setLanguage(language));
      QCoreApplication::processEvents();
      Test::saveScreenshot(window, QStringLiteral("debug/match-stopped-%1.png").arg(language));
    }
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    // One key map (issue #47, 2): stopped in a debugged match, F10 steps over, and no two
    // enabled actions share a key.
    QVERIFY2(sharedKeys(window).isEmpty(), qPrintable(sharedKeys(window).join(QLatin1Char('\n'))));
    QTest::keyClick(&window, Qt::Key_F10);
    QTRY_COMPARE_WITH_TIMEOUT(editor->currentEditor()->executionLine(), Test::kDebugBotEveryTurnLine + 1, 30000);
    QTRY_VERIFY_WITH_TIMEOUT(panel->continueAction()->isEnabled(), 30000);
    QVERIFY2(sharedKeys(window).isEmpty(), qPrintable(sharedKeys(window).join(QLatin1Char('\n'))));
    QTest::keyClick(&window, Qt::Key_F5);
    QTRY_VERIFY_WITH_TIMEOUT(panel->continueAction()->isEnabled() && !panel->bannerText().contains(QStringLiteral("Turn %1 ").arg(turn_)), 60000);
    QTRY_COMPARE_WITH_TIMEOUT(variableValue(panel->variablesView(), QStringLiteral("x")), QStringLiteral("40"), 30000);
    QTest::keyClick(&window, Qt::Key_F5, Qt::ShiftModifier);  // Stop Debugging: let it go
    QTRY_VERIFY_WITH_TIMEOUT(!window.isMatchRunning(), 60000);
    QVERIFY(!panel->stopAction()->isEnabled());
    QVERIFY2(sharedKeys(window).isEmpty(), qPrintable(sharedKeys(window).join(QLatin1Char('\n'))));  // the match's keys back
    const Debugger::Replay& played = window.document()->replay();
    QCOMPARE(played.frames.size(), replay_.frames.size());
    for (int t = 1; t < played.frames.size(); ++t)
      if (const Debugger::PlayerExchange* x = played.frames[t].exchangeOf(0))
        QCOMPARE(x->output, replay_.frames[t].exchangeOf(0)->output);
    QVERIFY(played.origin.value(QStringLiteral("nonConforming")).toBool());
    QVERIFY2(played.origin.value(QStringLiteral("reason")).toString().contains(QStringLiteral("debugger attached")),
             qPrintable(played.origin.value(QStringLiteral("reason")).toString()));
  }

  // Continue the Match with This Bot after debugging a turn: the continued match offers
  // Debug for that seat as its default button; chosen, the bot plays the match on under
  // the debugger in the new window and stops at the same line in the turn it continues from.
  void continuingADebuggedRerunKeepsTheDebugger()
  {
    Debugging d;
    debugToTheStop(&d);
    if (QTest::currentTestFailed())
      return;
    d.panel->continueAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(d.dialog->stage(), App::RerunDialog::Stage::Played, 60000);
    QVERIFY(d.dialog->continueButton()->isEnabled());
    bool debugIsDefault = false;
    QTimer::singleShot(0, d.window.get(), [&debugIsDefault] {
      auto* dialog = qobject_cast<App::NewMatchDialog*>(QApplication::activeModalWidget());
      if (!dialog)
        return;
      debugIsDefault = dialog->debugButton()->isDefault() && dialog->debugButton()->isVisible();
      dialog->debugButton()->click();
    });
    const QList<QWidget*> before = QApplication::topLevelWidgets();
    d.dialog->continueButton()->click();
    QVERIFY(debugIsDefault);
    App::MainWindow* continued = nullptr;
    for (QWidget* w : QApplication::topLevelWidgets())
      if (auto* window = qobject_cast<App::MainWindow*>(w); window && !before.contains(w))
        continued = window;
    QVERIFY(continued);
    const std::unique_ptr<App::MainWindow> closeAtEnd(continued);
    QVERIFY2(continued->isMatchRunning() || continued->document()->hasReplay(), qPrintable(continued->lastError()));
    App::BotDebugPanel* panel = App::botDebugPanel(continued);
    QVERIFY(panel && panel->session());
    QTRY_VERIFY_WITH_TIMEOUT(panel->continueAction()->isEnabled(), 60000);
    QVERIFY2(panel->bannerText().contains(QStringLiteral("Turn %1").arg(turn_)), qPrintable(panel->bannerText()));
    QCOMPARE(continued->document()->lastTurn(), turn_ - 1);
    QTRY_COMPARE_WITH_TIMEOUT(variableValue(panel->variablesView(), QStringLiteral("x")), QStringLiteral("42"), 30000);
    Test::saveScreenshot(*continued, QStringLiteral("debug/continued-stopped.png"));
    panel->stopAction()->trigger();  // Stop Debugging: the bot plays the match out
    QTRY_VERIFY_WITH_TIMEOUT(!continued->isMatchRunning(), 60000);
    const Debugger::Replay& played = continued->document()->replay();
    QCOMPARE(played.frames.size(), replay_.frames.size());
    for (int t = turn_; t < played.frames.size(); ++t)
      if (const Debugger::PlayerExchange* x = played.frames[t].exchangeOf(0))
        QCOMPARE(x->output, replay_.frames[t].exchangeOf(0)->output);
    QVERIFY(played.origin.value(QStringLiteral("nonConforming")).toBool());
  }

  // "When a match condition holds": the Re-run dialog decides it on the state the bot
  // answers (frame N-1), with the Breakpoints panel's evaluator.
  void aBreakpointStopsWhenAMatchConditionHolds()
  {
    App::SourceBreakpoint when{Test::kDebugBotEveryTurnLine, Debugger::DebugTurn::Scope::WhenStateHolds};
    when.stateCondition = QStringLiteral("turn == %1 && players[0].energy > 0").arg(turn_ - 1);
    Debugging d;
    debugToTheStop(&d, replay_, turn_, source_, Test::kDebugBotEveryTurnLine, false, when);
    if (QTest::currentTestFailed())
      return;
    QVERIFY2(d.panel->bannerText().contains(QStringLiteral("bot.cc:%1 (breakpoint)").arg(Test::kDebugBotEveryTurnLine)),
             qPrintable(d.panel->bannerText()));
    d.dialog->reject();
    // Not holding: the turn runs through.
    App::Settings::sourceBreakpoints.remove();
    App::SourceBreakpoints::store(source_, {App::SourceBreakpoint{Test::kDebugBotEveryTurnLine, Debugger::DebugTurn::Scope::WhenStateHolds, 0, {},
                                                                  QStringLiteral("turn == 0")}});
    d.editor->currentEditor()->setBreakpoints(App::SourceBreakpoints::of(source_));
    App::RerunDialog* dialog = App::openRerunDialog(d.window.get());
    QVERIFY(dialog);
    QCOMPARE(dialog->stopTurn(), turn_);  // the stop's turn again, not the turn the view shows
    agreeToStartTheBot(dialog);
    dialog->startButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(dialog->stage(), App::RerunDialog::Stage::Waiting, 60000);
    dialog->debugButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(dialog->stage(), App::RerunDialog::Stage::Played, 60000);
    QVERIFY2(dialog->reportText().contains(QStringLiteral("None of the editor's 1 breakpoint stops in turn %1").arg(turn_)) &&
                 dialog->reportText().contains(QStringLiteral("with 0 breakpoints armed")),
             qPrintable(dialog->reportText()));
    dialog->reject();
  }

  // A stop inside Kibitz's own files (the course API in the build cache) shows them
  // read-only; the bot's own file stays editable.
  void aStopInKibitzsOwnFilesIsReadOnly()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    App::EditorPanel* editor = App::editorFeature(&window)->editorPanel();
    editor->setInteractive(false);
    const QString api = cache_.filePath(QStringLiteral("course_api/Player.hh"));
    QVERIFY(QDir().mkpath(QFileInfo(api).absolutePath()));
    QFile header(api);
    QVERIFY(header.open(QIODevice::WriteOnly));
    header.write("struct Player {\n  virtual void play() = 0;\n};\n");
    header.close();
    QVERIFY(editor->showExecutionLine(api, 2));
    QCOMPARE(editor->currentEditor()->filePath(), QFileInfo(api).absoluteFilePath());
    QVERIFY(editor->currentEditor()->isReadOnly());
    QCOMPARE(editor->currentEditor()->executionLine(), 2);
    QVERIFY(editor->showExecutionLine(source_, Test::kDebugBotEveryTurnLine));
    QVERIFY(!editor->currentEditor()->isReadOnly());
    QCOMPARE(editor->count(), 2);
  }

  // Closing the dialog while the bot is stopped: no bot and no adapter left behind.
  void closingWhileStoppedLeavesNoProcess()
  {
    Debugging d;
    debugToTheStop(&d);
    if (QTest::currentTestFailed())
      return;
    // The bot that ran is the debug build the dialog made.
    const QRegularExpressionMatch built =
        QRegularExpression(QStringLiteral("Built for debugging \\(-O0 -g\\): cmd:(\\S+)")).match(d.dialog->reportText());
    QVERIFY2(built.hasMatch(), qPrintable(d.dialog->reportText()));
    const QString program = QFileInfo(built.captured(1)).canonicalFilePath();
    QVERIFY(!Test::processesOf(program, since_).isEmpty());
    d.dialog->reject();
    QTRY_COMPARE_WITH_TIMEOUT(Test::processesOf(program, since_), QList<qint64>{}, 15000);
    QTRY_COMPARE_WITH_TIMEOUT(Test::processesOf(adapterProgram_, since_, true), QList<qint64>{}, 15000);
    QVERIFY(!d.panel->continueAction()->isEnabled());
    QCOMPARE(d.editor->currentEditor()->executionLine(), 0);
  }

  void cleanupTestCase()
  {
    App::Settings::sourceBreakpoints.remove();
    App::Settings::debugWatches(QStringLiteral("native")).remove();
    App::Settings::debugWatches(QStringLiteral("python")).remove();
  }

private:
  static bool debugDockVisible(App::MainWindow* window)
  {
    auto* dock = window->findChild<QDockWidget*>(QStringLiteral("BotDebugDock"));
    return dock && dock->isVisible();
  }
};

QTEST_MAIN(TestBotDebugger)
#include "test_bot_debugger.moc"

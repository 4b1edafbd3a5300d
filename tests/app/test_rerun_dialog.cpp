// Debug > Re-run a Bot up to This Turn: the dialog feeds a fresh copy of a seat's bot the
// match's inputs on a thread of its own, reports the first reply that differs, shows how
// to attach gdb, plays the turn with no time limit, and is in the Bot I/O panel too.
#include "application/language_manager.h"
#include "compare/compare_window.h"
#include "compare/marked_slider.h"
#include "dialogs/new_match_dialog.h"
#include "document/replay_document.h"
#include "editor/build_settings.h"
#include "mainwindow/main_window.h"
#include "rerun/rerun_feature.h"
#include "rerun/rerun_dialog.h"
#include "support/edited_copy.h"
#include "support/require_game.h"
#include "support/require_tool.h"
#include "support/screenshots.h"
#include "support/test_matches.h"

#include "match/sandbox_check.h"
#include "replay/replay_diff.h"

#include "core/registry.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QMessageBox>
#include <QtTest>

using namespace Kibitz;

namespace {
const QString kTemplate = QStringLiteral(KIBITZ_SOURCE_DIR "/resources/templates/fencing/bot.py");
}

class TestRerunDialog : public QObject {
  Q_OBJECT
  static QList<App::MainWindow*> findMainWindows()
  {
    QList<App::MainWindow*> windows;
    for (QWidget* w : QApplication::topLevelWidgets())
      if (auto* main = qobject_cast<App::MainWindow*>(w))
        windows << main;
    return windows;
  }

  App::LanguageManager* languages_ = nullptr;
  QTemporaryDir dir_;
  Debugger::Replay replay_;

private slots:
  void initTestCase()
  {
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_rerun_dialog"));
    KIBITZ_REQUIRE_GAME("fencing");
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("python3 is not installed"));
    languages_ = new App::LanguageManager(this);
    languages_->setLanguage(QStringLiteral("en"));
    // Fencing allows 50 ms a turn: a machine busy with other tests must not make the
    // recorded match one of timeouts.
    Debugger::ProcessOptions loadProof;
    loadProof.timeLimitOverrideMs = Test::kLoadProofTurnMs;
    replay_ = Test::playMatch(QStringLiteral("fencing"), {QStringLiteral("cmd:python3 ") + kTemplate, QStringLiteral("builtin:fencer")},
                              3, {}, {}, loadProof);
    QVERIFY(replay_.lastTurn() > 20);
  }

  void rerunsUpToATurnAndPlaysIt()
  {
    App::MainWindow window(languages_);
    window.resize(1200, 800);
    window.document()->setReplay(replay_, QString());
    window.document()->setCurrentTurn(12);
    // In the Debug menu and in the Bot I/O panel.
    auto* action = window.findChild<QAction*>(QStringLiteral("rerunBotAction"));
    QVERIFY(action);
    QVERIFY(action->isEnabled());
    QVERIFY(window.menu(App::MainWindow::MenuId::Debug)->actions().contains(action));
    bool inPanel = false;
    for (QToolButton* button : window.findChildren<QToolButton*>())
      inPanel = inPanel || button->defaultAction() == action;
    QVERIFY(inPanel);

    App::RerunDialog* dialog = App::openRerunDialog(&window);
    QVERIFY(dialog);
    QCOMPARE(dialog->stage(), App::RerunDialog::Stage::Setup);
    QVERIFY(!dialog->playButton()->isEnabled());
    // The command the replay records starts only after a question that shows it (a
    // replay can come from anyone): Cancel starts nothing, Yes starts it.
    QString asked;
    Qt::TextFormat format = Qt::AutoText;
    const auto answer = [&](QMessageBox::StandardButton button) {
      QTimer::singleShot(0, dialog, [&asked, &format, button] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
          return;
        asked = box->text();
        format = box->textFormat();
        box->button(button)->click();
      });
    };
    answer(QMessageBox::Cancel);
    dialog->startButton()->click();
    QVERIFY2(asked.contains(replay_.players[0].bot), qPrintable(asked));
    QCOMPARE(format, Qt::PlainText);
    QCOMPARE(dialog->stage(), App::RerunDialog::Stage::Setup);
    asked.clear();
    answer(QMessageBox::Yes);
    dialog->startButton()->click();
    QVERIFY(!asked.isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(dialog->stage(), App::RerunDialog::Stage::Waiting, 30000);
    QVERIFY2(dialog->reportText().contains(QStringLiteral("every reply as in the match")), qPrintable(dialog->reportText()));
    QVERIFY2(dialog->attachText().contains(QStringLiteral("gdb -p ")), qPrintable(dialog->attachText()));
    QVERIFY(dialog->playButton()->isEnabled());
    QVERIFY(dialog->continueButton()->isEnabled());
    Test::saveScreenshot(*dialog, QStringLiteral("rerun/waiting.png"));
    dialog->playButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(dialog->stage(), App::RerunDialog::Stage::Played, 30000);
    QVERIFY2(dialog->reportText().contains(QStringLiteral("Turn 12: the bot answers:")), qPrintable(dialog->reportText()));
    // The same deterministic bot: the reply is the one the match recorded, and it says so.
    QVERIFY2(dialog->reportText().contains(QStringLiteral("This is the reply the match recorded.")), qPrintable(dialog->reportText()));
    QVERIFY(!dialog->reportText().contains(QStringLiteral("The match recorded a different reply")));
    Test::saveScreenshot(*dialog, QStringLiteral("rerun/played.png"));
    dialog->reject();
  }

  void reportsTheFirstDifferentReply()
  {
    QFile changed(dir_.filePath(QStringLiteral("changed.py")));
    QString error;
    QVERIFY2(Test::writeEditedCopy(kTemplate, "print(action, flush=True)",
                                   "print(action if turn != 2 else \"RETREAT\", flush=True)", changed.fileName(), &error),
             qPrintable(error));

    App::MainWindow window(languages_);
    window.document()->setReplay(replay_, QString());
    window.document()->setCurrentTurn(15);
    App::RerunDialog* dialog = App::openRerunDialog(&window);
    QVERIFY(dialog);
    dialog->setBot(QStringLiteral("cmd:python3 ") + changed.fileName());
    dialog->startButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(dialog->stage(), App::RerunDialog::Stage::Waiting, 30000);
    QVERIFY2(dialog->reportText().contains(QStringLiteral("answers differently")), qPrintable(dialog->reportText()));
    QVERIFY(dialog->reportText().contains(QStringLiteral("RETREAT")));
    Test::saveScreenshot(*dialog, QStringLiteral("rerun/divergence.png"));
    // Compare Replies: the Compare window marks each turn where the bot answers otherwise,
    // shown at the first (the states never differ: the re-run is fed the match's inputs).
    QVERIFY(dialog->compareButton()->isVisible());
    dialog->compareButton()->click();
    App::CompareWindow* compare = dialog->compareWindow();
    QVERIFY(compare && compare->isVisible());
    const QList<Debugger::ReplyDifference> replies = compare->replyDifferences();
    QVERIFY(!replies.isEmpty());
    QCOMPARE(replies.first().seat, 0);
    QCOMPARE(replies.first().a, replay_.frames[replies.first().frame].exchangeOf(0)->output);
    QCOMPARE(replies.first().b, QStringList{QStringLiteral("RETREAT")});
    QCOMPARE(compare->currentTurn(), replies.first().frame);
    QCOMPARE(compare->slider()->ticks().value(0), replies.first().frame);
    QCOMPARE(compare->differenceList()->topLevelItem(0)->text(0), QStringLiteral("Reply of player 0"));
    QVERIFY2(compare->summaryText().contains(QStringLiteral("replies differ")), qPrintable(compare->summaryText()));
    for (const Debugger::ReplyDifference& r : replies)
      QVERIFY(r.frame < 15);  // only the turns the re-run played
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("it"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
      QVERIFY(languages_->setLanguage(language));
      QCoreApplication::processEvents();
      Test::saveScreenshot(*compare, QStringLiteral("rerun/compare-replies-%1.png").arg(language));
      Test::saveScreenshot(*dialog, QStringLiteral("rerun/rerun-dialog-%1.png").arg(language));
    }
    QVERIFY(languages_->setLanguage(QStringLiteral("en")));
    compare->close();
    // Opening another replay ends the re-run and its bot.
    window.document()->setReplay(replay_, QString());
    QTRY_VERIFY(window.findChildren<App::RerunDialog*>().isEmpty() || !window.findChild<App::RerunDialog*>()->isVisible());
  }

  // Play the Turn says whether the reply is the one the match recorded, and shows that one
  // when it is not.
  void playedTurnSaysWhetherItIsTheRecordedReply()
  {
    QFile changed(dir_.filePath(QStringLiteral("retreats.py")));
    QString error;
    QVERIFY2(Test::writeEditedCopy(kTemplate, "print(action, flush=True)", "print(\"RETREAT\", flush=True)",
                                   changed.fileName(), &error),
             qPrintable(error));
    App::MainWindow window(languages_);
    window.document()->setReplay(replay_, QString());
    window.document()->setCurrentTurn(15);
    App::RerunDialog* dialog = App::openRerunDialog(&window);
    QVERIFY(dialog);
    dialog->setBot(QStringLiteral("cmd:python3 ") + changed.fileName());
    dialog->startButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(dialog->stage(), App::RerunDialog::Stage::Waiting, 30000);
    dialog->playButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(dialog->stage(), App::RerunDialog::Stage::Played, 30000);
    const Debugger::PlayerExchange* recorded = replay_.frames[15].exchangeOf(0);
    QVERIFY(recorded);
    const bool same = recorded->output == QStringList{QStringLiteral("RETREAT")};
    const QString report = dialog->reportText();
    QVERIFY2(report.contains(QStringLiteral("This is the reply the match recorded.")) == same, qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("The match recorded a different reply:")) == !same, qPrintable(report));
    if (!same)
      QVERIFY2(report.endsWith(QStringLiteral("    ") + recorded->output.join(QStringLiteral("\n    "))), qPrintable(report));
    dialog->reject();
  }

  // "Continue the Match with This Bot": the New Match dialog comes filled with the fork
  // (the turn, the seat's bot); accepted, the match continues in a window of its own,
  // and with the same deterministic bot it is the match again.
  void continuesTheMatchWithTheBot()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    window.document()->setReplay(replay_, QString());
    window.document()->setCurrentTurn(10);
    App::RerunDialog* dialog = App::openRerunDialog(&window);
    QVERIFY(dialog);
    const QString bot = QStringLiteral("cmd:python3 ") + kTemplate;
    dialog->setBot(bot);
    dialog->startButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(dialog->stage(), App::RerunDialog::Stage::Waiting, 30000);
    QVERIFY(dialog->continueButton()->isEnabled());
    bool accepted = false;
    QTimer::singleShot(0, this, [&accepted] {
      for (QWidget* w : QApplication::topLevelWidgets())
        if (auto* newMatch = qobject_cast<App::NewMatchDialog*>(w); newMatch && newMatch->isVisible()) {
          accepted = true;
          newMatch->accept();
        }
    });
    const QList<App::MainWindow*> before = findMainWindows();
    dialog->continueButton()->click();
    QVERIFY(accepted);
    App::MainWindow* forkWindow = nullptr;
    for (App::MainWindow* w : findMainWindows())
      if (!before.contains(w))
        forkWindow = w;
    QVERIFY(forkWindow);
    QTRY_VERIFY_WITH_TIMEOUT(!forkWindow->isMatchRunning(), 60000);
    const Debugger::Replay& forked = forkWindow->document()->replay();
    QCOMPARE(forked.players[0].bot, bot);
    QCOMPARE(forked.players[0].name, replay_.players[0].name);  // the same bot: the same name
    // The fork's window says what it is, not "Unsaved Fencing match".
    QVERIFY2(forkWindow->windowTitle().startsWith(QStringLiteral("Fork of ")), qPrintable(forkWindow->windowTitle()));
    QVERIFY2(forkWindow->windowTitle().contains(QStringLiteral("from turn 9")), qPrintable(forkWindow->windowTitle()));
    QCOMPARE(forked.origin.value(QStringLiteral("fork")).toObject().value(QStringLiteral("turn")).toInt(), 9);
    QCOMPARE(forked.lastTurn(), replay_.lastTurn());
    const Debugger::ReplayDifference difference = Debugger::compareReplays(replay_, forked);
    QVERIFY2(difference.identical, qPrintable(QString::number(difference.firstFrame)));
    forkWindow->setInteractive(false);  // the fork is not saved: no question
    forkWindow->close();
  }

  // With Tools > Sandbox Untrusted Bots on, the PID to attach gdb to is the bot's own,
  // not bubblewrap's, and the dialog says it runs in the sandbox.
  void inTheSandboxTheBotsOwnProcessIsShown()
  {
    QString whyNot;
    const QString python = Test::sandboxedPython(&whyNot);
    if (python.isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(whyNot);
    App::BuildSettings::setSandboxBots(true);
    const auto sandboxOff = qScopeGuard([] { App::BuildSettings::setSandboxBots(false); });
    App::MainWindow window(languages_);
    window.document()->setReplay(replay_, QString());
    window.document()->setCurrentTurn(8);
    App::RerunDialog* dialog = App::openRerunDialog(&window);
    QVERIFY(dialog);
    dialog->setBot(QStringLiteral("cmd:%1 %2").arg(python, kTemplate));
    dialog->startButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(dialog->stage(), App::RerunDialog::Stage::Waiting, 30000);
    const QRegularExpressionMatch pid = QRegularExpression(QStringLiteral("gdb -p (\\d+)")).match(dialog->attachText());
    QVERIFY2(pid.hasMatch(), qPrintable(dialog->attachText()));
    QFile command(QStringLiteral("/proc/%1/cmdline").arg(pid.captured(1)));
    QVERIFY(command.open(QIODevice::ReadOnly));
    const QByteArray line = command.readAll();
    QVERIFY2(line.contains(kTemplate.toUtf8()) && !line.startsWith("bwrap"), line.constData());
    QVERIFY2(dialog->attachText().contains(QStringLiteral("runs in the sandbox")), qPrintable(dialog->attachText()));
    dialog->reject();
  }

  void aBuiltinSeatSaysWhy()
  {
    App::MainWindow window(languages_);
    window.document()->setReplay(replay_, QString());
    window.document()->setCurrentTurn(5);
    App::RerunDialog* dialog = App::openRerunDialog(&window);
    QVERIFY(dialog);
    dialog->setBot(QStringLiteral("builtin:fencer"));
    dialog->startButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(dialog->stage(), App::RerunDialog::Stage::Failed, 30000);
    QVERIFY2(dialog->reportText().contains(QStringLiteral("only external bots")), qPrintable(dialog->reportText()));
    dialog->reject();
  }
};

QTEST_MAIN(TestRerunDialog)
#include "test_rerun_dialog.moc"

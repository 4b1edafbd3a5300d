// Debug > Re-run a Bot up to This Turn: the dialog feeds a fresh copy of a seat's bot the
// match's inputs on a thread of its own, reports the first reply that differs, shows how
// to attach gdb, plays the turn with no time limit, and is in the Bot I/O panel too.
#include "application/language_manager.h"
#include "document/replay_document.h"
#include "mainwindow/main_window.h"
#include "rerun/install_rerun.h"
#include "rerun/rerun_dialog.h"
#include "support/screenshots.h"
#include "support/test_matches.h"

#include "core/registry.h"

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

using namespace Kibitz;

namespace {
const QString kTemplate = QStringLiteral(KIBITZ_SOURCE_DIR "/resources/templates/fencing/bot.py");
}

class TestRerunDialog : public QObject {
  Q_OBJECT
  App::LanguageManager* languages_ = nullptr;
  QTemporaryDir dir_;
  Debugger::Replay replay_;

private slots:
  void initTestCase()
  {
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_rerun_dialog"));
    if (!Rules::Registry::find(QStringLiteral("fencing")))
      QSKIP("Fencing is not in this build (KIBITZ_ONLY_GAMES)");
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
      QSKIP("python3 is not installed");
    languages_ = new App::LanguageManager(this);
    languages_->setLanguage(QStringLiteral("en"));
    replay_ = Test::playMatch(QStringLiteral("fencing"), {QStringLiteral("cmd:python3 ") + kTemplate, QStringLiteral("builtin:fencer")}, 3);
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
    dialog->startButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(dialog->stage(), App::RerunDialog::Stage::Waiting, 30000);
    QVERIFY2(dialog->reportText().contains(QStringLiteral("every reply as in the match")), qPrintable(dialog->reportText()));
    QVERIFY2(dialog->attachText().contains(QStringLiteral("gdb -p ")), qPrintable(dialog->attachText()));
    QVERIFY(dialog->playButton()->isEnabled());
    QVERIFY(dialog->continueButton()->isEnabled());
    Test::saveScreenshot(*dialog, QStringLiteral("rerun/waiting.png"));
    dialog->playButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(dialog->stage(), App::RerunDialog::Stage::Played, 30000);
    QVERIFY2(dialog->reportText().contains(QStringLiteral("Turn 12: the bot answers:")), qPrintable(dialog->reportText()));
    Test::saveScreenshot(*dialog, QStringLiteral("rerun/played.png"));
    dialog->reject();
  }

  void reportsTheFirstDifferentReply()
  {
    QFile original(kTemplate);
    QVERIFY(original.open(QIODevice::ReadOnly));
    QByteArray text = original.readAll();
    text.replace("print(action, flush=True)", "print(action if turn != 2 else \"RETREAT\", flush=True)");
    QFile changed(dir_.filePath(QStringLiteral("changed.py")));
    QVERIFY(changed.open(QIODevice::WriteOnly));
    changed.write(text);
    changed.close();

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
    // Opening another replay ends the re-run and its bot.
    window.document()->setReplay(replay_, QString());
    QTRY_VERIFY(window.findChildren<App::RerunDialog*>().isEmpty() || !window.findChild<App::RerunDialog*>()->isVisible());
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

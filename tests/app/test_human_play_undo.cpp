// Undo Move (issue #51): a move sent while the other seats of a simultaneous turn have not
// all answered is taken back without playing anything again: the seat is asked the same
// question, its input holds the move to edit (OrkIsland's round listed again), and the turn
// resolves with the new move. Two people at one machine make that wait without any bot's
// timing: the first has answered, the second is asked.
#include "application/language_manager.h"
#include "mainwindow/main_window.h"

#include "fencing/fencing_move_input.h"
#include "orkisland/orkisland_move_input.h"
#include "support/human_play.h"
#include "support/require_game.h"

#include <QListWidget>
#include <QPushButton>
#include <QtTest>

using namespace Kibitz;

namespace {

QPushButton* undoButton(App::MainWindow& window)
{
  return Test::playPanel(window)->findChild<QPushButton*>(QStringLiteral("undoMove"));
}

}  // namespace

class TestHumanPlayUndo : public QObject {
  Q_OBJECT
private:
  App::LanguageManager* languages_ = nullptr;

private slots:
  void initTestCase()
  {
    languages_ = Test::playTestLanguages(this, QStringLiteral("test_human_play_undo"));
  }

  void fencingMoveUndoneBeforeTheOtherAnswers()
  {
    KIBITZ_REQUIRE_GAME("fencing");
    App::MainWindow window(languages_);
    window.setInteractive(false);
    QString error;
    QVERIFY2(Test::startHumanMatch(window, QStringLiteral("fencing"), {QStringLiteral("human"), QStringLiteral("human")}, 2, {},
                                   &error),
             qPrintable(error));
    QVERIFY(Test::waitForQuestion(window));
    QCOMPARE(Test::playPanel(window)->askedSeat(), 0);
    QVERIFY(!undoButton(window)->isEnabled());  // nothing sent yet
    QTest::keyClick(Test::playPanel(window)->input(), Qt::Key_W);
    QVERIFY(Test::waitForQuestion(window));
    QCOMPARE(Test::playPanel(window)->askedSeat(), 1);
    QVERIFY(undoButton(window)->isEnabled());  // seat 0's WALK waits for seat 1
    QTest::mouseClick(undoButton(window), Qt::LeftButton);
    QTRY_COMPARE(Test::playPanel(window)->askedSeat(), 0);  // asked again, the same turn
    QCOMPARE(window.document()->lastTurn(), 0);               // nothing played, nothing replayed
    QVERIFY(!undoButton(window)->isEnabled());
    QTest::keyClick(Test::playPanel(window)->input(), Qt::Key_R);
    QTRY_COMPARE(Test::playPanel(window)->askedSeat(), 1);  // back to the second person
    QTest::keyClick(Test::playPanel(window)->input(), Qt::Key_P);
    QTRY_VERIFY_WITH_TIMEOUT(window.document()->lastTurn() >= 1, 30000);
    QVERIFY(Test::waitForQuestion(window));
    QTRY_VERIFY(!undoButton(window)->isEnabled());  // the turn is played: Take Back goes back now
    window.cancelMatch();
    const Debugger::Replay& replay = window.document()->replay();
    QCOMPARE(replay.frames[1].exchangeOf(0)->output, QStringList{QStringLiteral("RETREAT")});
    QCOMPARE(replay.frames[1].exchangeOf(1)->output, QStringList{QStringLiteral("PARRY")});
    QCOMPARE(replay.origin.value(QStringLiteral("fork")).isUndefined(), true);  // the same match, not a continuation
  }

  void orkIslandRoundListedAgainToEdit()
  {
    KIBITZ_REQUIRE_GAME("orkisland");
    App::MainWindow window(languages_);
    QVERIFY(Test::showPlayWindow(window));
    QString error;
    QVERIFY2(Test::startHumanMatch(window, QStringLiteral("orkisland"),
                                   {QStringLiteral("human"), QStringLiteral("human"), QStringLiteral("builtin:dummy"),
                                    QStringLiteral("builtin:dummy")},
                                   4,
                                   {{QStringLiteral("nb_rounds"), QStringLiteral("3")}, {QStringLiteral("rows"), QStringLiteral("20")},
                                    {QStringLiteral("cols"), QStringLiteral("20")}, {QStringLiteral("nb_orks"), QStringLiteral("3")}},
                                   &error),
             qPrintable(error));
    QVERIFY(Test::waitForQuestion(window));
    QCOMPARE(Test::playPanel(window)->askedSeat(), 0);
    auto* input = qobject_cast<App::OrkIslandMoveInput*>(Test::playPanel(window)->input());
    QVERIFY(input);
    QVERIFY(input->selectedOrk() >= 0);
    QTest::keyClick(input, Qt::Key_Up);
    QTest::keyClick(input, Qt::Key_N);
    QTest::keyClick(input, Qt::Key_Left);
    const QStringList round = input->commands();
    QCOMPARE(round.size(), 2);
    QTest::keyClick(input, Qt::Key_Return);  // End round
    QVERIFY(Test::waitForQuestion(window));
    QCOMPARE(Test::playPanel(window)->askedSeat(), 1);
    QVERIFY(Test::playPanel(window)->undoMove());
    QTRY_COMPARE(Test::playPanel(window)->askedSeat(), 0);
    QCOMPARE(input->commands(), round);  // listed again, to edit
    QCOMPARE(input->findChild<QListWidget*>()->count(), 2);
    QTest::keyClick(input, Qt::Key_Backspace);  // the last command dropped
    QTest::keyClick(input, Qt::Key_Return);
    QTRY_COMPARE(Test::playPanel(window)->askedSeat(), 1);
    QTest::keyClick(input, Qt::Key_Return);  // the second person's empty round
    QTRY_VERIFY_WITH_TIMEOUT(window.document()->lastTurn() >= 1, 30000);
    window.cancelMatch();
    const Debugger::Replay& replay = window.document()->replay();
    QCOMPARE(replay.frames[1].exchangeOf(0)->output, (QStringList{round.first(), QStringLiteral("-1")}));
    QCOMPARE(replay.frames[1].exchangeOf(1)->output, QStringList{QStringLiteral("-1")});
  }
};

QTEST_MAIN(TestHumanPlayUndo)
#include "test_human_play_undo.moc"

// Dominoes played by hand through the same seat as every game ("Me (play by hand)"): clicks
// on the board's stack and grid and the original's keys (docs/games/dominoes.md §8) pick the
// tile and the cell, and the reply can still be typed in the bot protocol, sent only when the
// engine accepts it (a refused line shows the engine's reason and the seat stays asked);
// whole short games, their replies recorded as sent.
#include "application/language_manager.h"
#include "mainwindow/main_window.h"

#include "boards/board_view.h"
#include "dominoes/dominoes_move_input.h"
#include "dominoes/dominoes_position.h"
#include "dominoes/dominoes_state.h"
#include "panels/board_panel.h"
#include "panels/inspector_panel.h"
#include "panels/state_tree_model.h"
#include "play/text_move_input.h"
#include "support/human_play.h"
#include "support/require_game.h"
#include "support/screenshots.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QtTest>

using namespace Kibitz;

// Where `anchor` ("slot:3", "cell:41") is drawn on the board, for a click.
static QPoint on(App::BoardView* board, const QString& anchor)
{
  const std::optional<QPointF> at = board->anchorPosition(anchor);
  return at ? at->toPoint() : QPoint(-1, -1);
}

class TestHumanPlayDominoes : public QObject {
  Q_OBJECT
private:
  App::LanguageManager* languages_ = nullptr;

  // Types `line` in the reply editor and sends it with Ctrl+Return.
  static void type(App::TextMoveInput* input, const QString& line)
  {
    auto* editor = input->findChild<QPlainTextEdit*>(QStringLiteral("replyEditor"));
    editor->clear();
    QTest::keyClicks(editor, line);
    QTest::keyClick(editor, Qt::Key_Return, Qt::ControlModifier);
  }

private slots:
  void initTestCase()
  {
    KIBITZ_REQUIRE_GAME("dominoes");
    languages_ = Test::playTestLanguages(this, QStringLiteral("test_human_play_dominoes"));
  }

  void typedRepliesPlayAWholeGame()
  {
    App::MainWindow window(languages_);
    QVERIFY(Test::showPlayWindow(window, {1300, 860}));
    QString error;
    QVERIFY2(Test::startHumanMatch(window, QStringLiteral("dominoes"), {QStringLiteral("human")}, 4, {}, &error),
             qPrintable(error));
    QVERIFY(Test::waitForQuestion(window));
    QVERIFY(qobject_cast<App::DominoesMoveInput*>(Test::playPanel(window)->input()));
    auto* input = Test::playPanel(window)->input()->findChild<App::TextMoveInput*>();  // typed input kept
    QVERIFY(input);
    // Refused by the engine: nothing sent, its reason shown, still asked.
    type(input, QStringLiteral("JUMP 3"));
    QCOMPARE(Test::playPanel(window)->askedSeat(), 0);
    auto* problem = input->findChild<QLabel*>(QStringLiteral("replyProblem"));
    QVERIFY2(!problem->text().isEmpty(), "the engine's reason is shown");
    const QStringList lines{QStringLiteral("REVEAL 0"), QStringLiteral("REVEAL 1"), QStringLiteral("QUIT")};
    QList<QStringList> sent;
    for (const QString& line : lines) {
      QVERIFY(Test::waitForQuestion(window));
      type(input, line);
      QCOMPARE(Test::playPanel(window)->askedSeat(), -1);
      sent << QStringList{line};
    }
    QTRY_VERIFY_WITH_TIMEOUT(!window.isMatchRunning(), 30000);
    const Debugger::Replay& replay = window.document()->replay();
    QVERIFY(replay.result.complete);
    QCOMPARE(Test::recordedReplies(replay, 0), sent);
    QCOMPARE(replay.players[0].bot, QStringLiteral("human"));
  }

  // The original's way on the window's board: a click on an empty stack slot reveals into it,
  // on a filled one selects its domino, then a click on a highlighted cell places it; then the
  // keys (Down, Enter, Enter, Enter) do the same, and Q quits.
  void clicksAndKeysPlayAShortGame()
  {
    App::MainWindow window(languages_);
    QVERIFY(Test::showPlayWindow(window, {1300, 860}));
    QString error;
    QVERIFY2(Test::startHumanMatch(window, QStringLiteral("dominoes"), {QStringLiteral("human")}, 11, {}, &error),
             qPrintable(error));
    App::BoardView* board = window.boardPanel()->view();
    QList<QStringList> expected;
    const auto state = [&] {
      App::ReplayDocument* document = window.document();
      return std::dynamic_pointer_cast<const Rules::Dominoes::DominoesState>(document->restoredState(document->lastTurn()));
    };
    // Clicks: reveal into slot 0, select it, place it on its first legal cell.
    QVERIFY(Test::waitForQuestion(window));
    QTest::qWait(20);
    auto* input = qobject_cast<App::DominoesMoveInput*>(Test::playPanel(window)->input());
    QVERIFY(input);
    // The deck's order is hidden from the person (the Inspector shows what a bot is told).
    auto* inspector = window.findChild<App::InspectorPanel*>();
    QCOMPARE(window.document()->viewSeat(), 0);
    QVERIFY(inspector->stateModel()->indexOfPath(QStringLiteral("grid")).isValid());
    QVERIFY(!inspector->stateModel()->indexOfPath(QStringLiteral("deck")).isValid());
    QTest::mouseClick(board, Qt::LeftButton, {}, on(board, QStringLiteral("slot:0")));
    expected << QStringList{QStringLiteral("REVEAL 0")};
    QCOMPARE(Test::playPanel(window)->askedSeat(), -1);
    QVERIFY(Test::waitForQuestion(window));
    QTest::qWait(20);
    QTest::mouseClick(board, Qt::LeftButton, {}, on(board, QStringLiteral("slot:0")));
    QVERIFY(input->inGridMode());
    QCOMPARE(input->selectedSlot(), 0);
    QVERIFY(!board->playMarks().isEmpty());  // the slot and its legal cells marked
    const QList<int> legal = App::DominoesPosition::cells(state()->board().legalCellsForSlot(0));
    QVERIFY(!legal.isEmpty());
    // An occupied cell is refused: nothing sent, still asked.
    QTest::mouseClick(board, Qt::LeftButton, {}, on(board, QStringLiteral("cell:%1").arg(state()->deal().firstCell)));
    QCOMPARE(Test::playPanel(window)->askedSeat(), 0);
    QVERIFY(!input->findChild<QLabel*>(QStringLiteral("dominoesProblem"))->text().isEmpty());
    QTest::mouseClick(board, Qt::LeftButton, {}, on(board, QStringLiteral("cell:%1").arg(legal.first())));
    expected << QStringList{QStringLiteral("PLACE 0 %1").arg(legal.first())};
    // Keys: Down to slot 1, Enter reveals; Enter selects; Enter places on the cursor (a legal cell).
    QVERIFY(Test::waitForQuestion(window));
    QTest::qWait(20);
    QCOMPARE(input->slotCursor(), 0);  // back on the slot just emptied
    QTest::keyClick(input, Qt::Key_Down);
    QTest::keyClick(input, Qt::Key_Return);
    expected << QStringList{QStringLiteral("REVEAL 1")};
    QVERIFY(Test::waitForQuestion(window));
    QTest::qWait(20);
    QTest::keyClick(input, Qt::Key_Return);
    QCOMPARE(input->selectedSlot(), 1);
    const QList<int> fits = App::DominoesPosition::cells(state()->board().legalCellsForSlot(1));
    if (!fits.isEmpty()) {
      QCOMPARE(input->cellCursor(), fits.first());
      QTest::keyClick(input, Qt::Key_Return);
      expected << QStringList{QStringLiteral("PLACE 1 %1").arg(fits.first())};
      QVERIFY(Test::waitForQuestion(window));
    }
    QTest::qWait(20);
    QTest::keyClick(input, Qt::Key_Q);
    expected << QStringList{QStringLiteral("QUIT")};
    QTRY_VERIFY_WITH_TIMEOUT(!window.isMatchRunning(), 30000);
    const Debugger::Replay& replay = window.document()->replay();
    QVERIFY(replay.result.complete);
    QCOMPARE(Test::recordedReplies(replay, 0), expected);
    QTRY_COMPARE(window.document()->viewSeat(), -1);  // over: the deck shows again
    QVERIFY(inspector->stateModel()->indexOfPath(QStringLiteral("deck")).isValid());
  }

  // The board in play: a domino selected by a click, its cells marked.
  void screenshotsInFourLanguages()
  {
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("it"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
      languages_->setLanguage(language);
      App::MainWindow window(languages_);
      QVERIFY(Test::showPlayWindow(window, {1300, 860}));
      QString error;
      QVERIFY2(Test::startHumanMatch(window, QStringLiteral("dominoes"), {QStringLiteral("human")}, 11, {}, &error),
               qPrintable(error));
      App::BoardView* board = window.boardPanel()->view();
      for (int slot = 0; slot < 3; ++slot) {  // three dominoes revealed by clicks
        QVERIFY(Test::waitForQuestion(window));
        QTest::qWait(20);
        QTest::mouseClick(board, Qt::LeftButton, {}, on(board, QStringLiteral("slot:%1").arg(slot)));
      }
      QVERIFY(Test::waitForQuestion(window));
      QTest::qWait(20);
      QTest::mouseClick(board, Qt::LeftButton, {}, on(board, QStringLiteral("slot:1")));  // selected
      QTest::qWait(100);
      QVERIFY(Test::saveScreenshot(window, QStringLiteral("play-dominoes-%1.png").arg(language)));
      window.cancelMatch();
    }
    languages_->setLanguage(QStringLiteral("en"));
  }
};

QTEST_MAIN(TestHumanPlayDominoes)
#include "test_human_play_dominoes.moc"

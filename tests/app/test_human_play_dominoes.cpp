// Dominoes played by hand through the same seat as every game ("Me (play by hand)"): a
// game without a move input of its own takes the reply typed in its bot protocol, sent only
// when the engine accepts it (a refused line shows the engine's reason and the seat stays
// asked); a whole short game, its replies recorded as typed.
#include "application/language_manager.h"
#include "mainwindow/main_window.h"

#include "play/text_move_input.h"
#include "support/human_play.h"
#include "support/require_game.h"
#include "support/screenshots.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QtTest>

using namespace Kibitz;

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
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_human_play_dominoes"));
    languages_ = new App::LanguageManager(this);
    languages_->setLanguage(QStringLiteral("en"));
  }

  void typedRepliesPlayAWholeGame()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    window.resize(1300, 860);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QString error;
    QVERIFY2(Test::startHumanMatch(window, QStringLiteral("dominoes"), {QStringLiteral("human")}, 4, {}, &error),
             qPrintable(error));
    QVERIFY(Test::waitForQuestion(window));
    auto* input = qobject_cast<App::TextMoveInput*>(Test::playPanel(window)->input());
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
      if (line == lines.last()) {
        QTest::qWait(50);
        QVERIFY(Test::saveScreenshot(window, QStringLiteral("play-dominoes-en.png")));
      }
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
};

QTEST_MAIN(TestHumanPlayDominoes)
#include "test_human_play_dominoes.moc"

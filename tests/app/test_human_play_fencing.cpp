// Fencing played by hand in the window: the Play panel's keys and buttons against a built-in
// bot through a whole match, the replay recording each key as the action word a bot would
// print; league 1 refuses the double moves; two people share one machine; "Me (play by
// hand)" in New Match; screenshots of the panel in four languages (KIBITZ_SCREENSHOT_DIR).
#include "application/language_manager.h"
#include "dialogs/new_match_dialog.h"
#include "document/replay_document.h"
#include "mainwindow/main_window.h"

#include "match/human_participant.h"
#include "match/human_seat.h"
#include "replay/replay_file.h"

#include "core/registry.h"
#include "fencing/fencing_move_input.h"
#include "support/human_play.h"
#include "support/require_game.h"
#include "support/screenshots.h"

#include <QComboBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

namespace {

App::FencingMoveInput* fencingInput(App::MainWindow& window)
{
  return qobject_cast<App::FencingMoveInput*>(Test::playPanel(window)->input());
}

}  // namespace

class TestHumanPlayFencing : public QObject {
  Q_OBJECT
private:
  App::LanguageManager* languages_ = nullptr;

private slots:
  void initTestCase()
  {
    KIBITZ_REQUIRE_GAME("fencing");
    languages_ = Test::playTestLanguages(this, QStringLiteral("test_human_play_fencing"));
  }

  // A whole match against the built-in fencer, by keys: each reply the replay records for
  // the person is the word of the key pressed, judged Ok, without a time limit.
  void keysPlayAWholeMatchAgainstABot()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    QString error;
    QVERIFY2(Test::startHumanMatch(window, QStringLiteral("fencing"), {QStringLiteral("human"), QStringLiteral("builtin:fencer")},
                                   5, {{QStringLiteral("league"), QStringLiteral("3")}}, &error),
             qPrintable(error));
    const QList<QPair<int, QString>> keys{{Qt::Key_W, QStringLiteral("WALK")},   {Qt::Key_L, QStringLiteral("LUNGE")},
                                          {Qt::Key_P, QStringLiteral("PARRY")},  {Qt::Key_B, QStringLiteral("BREAK")},
                                          {Qt::Key_R, QStringLiteral("RETREAT")}, {Qt::Key_1, QStringLiteral("LUNGE_DRUG")}};
    QList<QStringList> sent;
    while (Test::waitForQuestion(window)) {
      App::FencingMoveInput* input = fencingInput(window);
      QVERIFY(input && input->isEnabled());
      const auto& [key, word] = keys[sent.size() % keys.size()];
      QTest::keyClick(input, Qt::Key(key));
      sent << QStringList{word};
      QCOMPARE(Test::playPanel(window)->askedSeat(), -1);  // answered at once
    }
    QTRY_VERIFY_WITH_TIMEOUT(!window.isMatchRunning(), 30000);
    const Debugger::Replay& replay = window.document()->replay();
    QVERIFY(replay.result.complete);
    QCOMPARE(replay.players[0].bot, QStringLiteral("human"));
    QVERIFY(sent.size() > 3);
    QCOMPARE(Test::recordedReplies(replay, 0), sent);
    for (const Debugger::Frame& frame : replay.frames)
      for (const Debugger::PlayerExchange& exchange : frame.exchanges)
        if (exchange.player == 0) {
          QCOMPARE(exchange.status, Rules::Move::Status::Ok);
          QCOMPARE(exchange.limitMs, 0);
          QVERIFY(!exchange.input.isEmpty());  // what a bot in the seat would have read
        }
  }

  // League 1: only its five actions are enabled; a double move's key sends nothing; a click
  // on an enabled button sends its word.
  void league1OffersOnlyItsActions()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    QString error;
    QVERIFY2(Test::startHumanMatch(window, QStringLiteral("fencing"), {QStringLiteral("builtin:fencer"), QStringLiteral("human")},
                                   6, {{QStringLiteral("league"), QStringLiteral("1")}}, &error),
             qPrintable(error));
    QVERIFY(Test::waitForQuestion(window));
    QCOMPARE(Test::playPanel(window)->askedSeat(), 1);
    App::FencingMoveInput* input = fencingInput(window);
    QVERIFY(input->button(QStringLiteral("WALK"))->isEnabled());
    QVERIFY(input->button(QStringLiteral("LUNGE"))->isEnabled());
    QVERIFY(!input->button(QStringLiteral("DOUBLE_WALK"))->isEnabled());
    QVERIFY(!input->button(QStringLiteral("LUNGE_DRUG"))->isEnabled());
    QTest::keyClick(input, Qt::Key_W, Qt::ShiftModifier);  // DOUBLE_WALK: league 2
    QTest::keyClick(input, Qt::Key_1);                      // LUNGE_DRUG: league 3
    QTest::qWait(50);
    QCOMPARE(Test::playPanel(window)->askedSeat(), 1);  // still asked: nothing was sent
    QTest::mouseClick(input->button(QStringLiteral("RETREAT")), Qt::LeftButton);
    QVERIFY(Test::waitForQuestion(window));
    window.cancelMatch();  // the person asked again: cancelling never hangs on them
    QVERIFY(!window.isMatchRunning());
    const QList<QStringList> replies = Test::recordedReplies(window.document()->replay(), 1);
    QVERIFY(!replies.isEmpty());
    QCOMPARE(replies.first(), QStringList{QStringLiteral("RETREAT")});
  }

  // Two people on one machine: the panel asks seat 0, then seat 1, each turn.
  void twoPeopleTakeTurnsAtOnePanel()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    QString error;
    QVERIFY2(Test::startHumanMatch(window, QStringLiteral("fencing"), {QStringLiteral("human"), QStringLiteral("human")}, 2,
                                   {}, &error),
             qPrintable(error));
    for (int turn = 0; turn < 3; ++turn) {
      for (int seat = 0; seat < 2; ++seat) {
        QVERIFY(Test::waitForQuestion(window));
        QCOMPARE(Test::playPanel(window)->askedSeat(), seat);
        QTest::keyClick(fencingInput(window), seat == 0 ? Qt::Key_W : Qt::Key_P);
      }
    }
    QVERIFY(Test::waitForQuestion(window));
    window.cancelMatch();
    const Debugger::Replay& replay = window.document()->replay();
    QCOMPARE(Test::recordedReplies(replay, 0).mid(0, 3), QList<QStringList>(3, {QStringLiteral("WALK")}));
    QCOMPARE(Test::recordedReplies(replay, 1).mid(0, 3), QList<QStringList>(3, {QStringLiteral("PARRY")}));
  }

  // Resign: the seat's move fails like a bot that stopped answering, and the match ends
  // without waiting for the person again.
  void resigningEndsTheMatchForTheSeat()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    QString error;
    QVERIFY2(Test::startHumanMatch(window, QStringLiteral("fencing"), {QStringLiteral("human"), QStringLiteral("builtin:fencer")},
                                   4, {}, &error),
             qPrintable(error));
    QVERIFY(Test::waitForQuestion(window));
    QTest::keyClick(fencingInput(window), Qt::Key_W);
    QVERIFY(Test::waitForQuestion(window));
    auto* resign = Test::playPanel(window)->findChild<QPushButton*>(QStringLiteral("resign"));
    QVERIFY(resign && resign->isEnabled());
    QTest::mouseClick(resign, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!window.isMatchRunning(), 30000);
    const Debugger::Replay& replay = window.document()->replay();
    QVERIFY(replay.result.complete);
    Debugger::PlayerExchange last;
    for (const Debugger::Frame& frame : replay.frames)
      for (const Debugger::PlayerExchange& exchange : frame.exchanges)
        if (exchange.player == 0)
          last = exchange;
    QCOMPARE(last.status, Rules::Move::Status::Timeout);
    QCOMPARE(last.error, QStringLiteral("player 0 resigned"));
  }

  // Take Back: the person's last move is played again from the turn before it, the
  // history before it kept.
  void takeBackPlaysTheLastMoveAgain()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    QString error;
    QVERIFY2(Test::startHumanMatch(window, QStringLiteral("fencing"), {QStringLiteral("human"), QStringLiteral("builtin:fencer")},
                                   21, {}, &error),
             qPrintable(error));
    for (const Qt::Key key : {Qt::Key_W, Qt::Key_R}) {
      QVERIFY(Test::waitForQuestion(window));
      QTest::keyClick(fencingInput(window), key);
    }
    QVERIFY(Test::waitForQuestion(window));
    const int asked = window.document()->lastTurn();
    auto* takeBack = Test::playPanel(window)->findChild<QPushButton*>(QStringLiteral("takeBack"));
    QVERIFY(takeBack && takeBack->isEnabled());
    QTest::mouseClick(takeBack, Qt::LeftButton);
    QVERIFY(Test::waitForQuestion(window));
    QCOMPARE(window.document()->lastTurn(), asked - 1);  // before RETREAT
    QCOMPARE(Test::recordedReplies(window.document()->replay(), 0), QList<QStringList>{{QStringLiteral("WALK")}});
    QTest::keyClick(fencingInput(window), Qt::Key_L);
    QVERIFY(Test::waitForQuestion(window));
    window.cancelMatch();
    QCOMPARE(Test::recordedReplies(window.document()->replay(), 0).mid(0, 2),
             (QList<QStringList>{{QStringLiteral("WALK")}, {QStringLiteral("LUNGE")}}));
  }

  // Stop and Save, then Continue from This Turn with the same seats: the person plays on
  // where they stopped, the history shared.
  void aStoppedMatchIsContinuedLater()
  {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("stopped.kbz"));
    const QStringList bots{QStringLiteral("human"), QStringLiteral("builtin:fencer")};
    {
      App::MainWindow window(languages_);
      window.setInteractive(false);
      QString error;
      QVERIFY2(Test::startHumanMatch(window, QStringLiteral("fencing"), bots, 12, {}, &error), qPrintable(error));
      for (int k = 0; k < 3; ++k) {
        QVERIFY(Test::waitForQuestion(window));
        QTest::keyClick(fencingInput(window), Qt::Key_W);
      }
      QVERIFY(Test::waitForQuestion(window));
      QTest::mouseClick(Test::playPanel(window)->findChild<QPushButton*>(QStringLiteral("stopAndSave")), Qt::LeftButton);
      QVERIFY(!window.isMatchRunning());
      QVERIFY(window.saveTo(path));
    }
    QString error;
    std::optional<Debugger::Replay> saved = Debugger::ReplayFile::read(path, &error);
    QVERIFY2(saved, qPrintable(error));
    const int turn = saved->lastTurn();
    QCOMPARE(Test::recordedReplies(*saved, 0), QList<QStringList>(3, {QStringLiteral("WALK")}));
    App::MainWindow later(languages_);
    later.setInteractive(false);
    Debugger::MatchRequest request;
    request.bots = QStringList{saved->players[0].bot, saved->players[1].bot};
    request.humanSeats = true;
    request.continuation = Debugger::MatchRequest::Continuation{&*saved, path, turn};
    std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
    QVERIFY2(runner, qPrintable(error));
    QVERIFY(later.startMatch(std::move(runner)));
    QVERIFY(Test::waitForQuestion(later));
    QTest::keyClick(fencingInput(later), Qt::Key_L);
    QVERIFY(Test::waitForQuestion(later));
    later.cancelMatch();
    const QList<QStringList> replies = Test::recordedReplies(later.document()->replay(), 0);
    QCOMPARE(replies.mid(0, 4), (QList<QStringList>{{QStringLiteral("WALK")}, {QStringLiteral("WALK")},
                                                     {QStringLiteral("WALK")}, {QStringLiteral("LUNGE")}}));
  }

  // New Match offers "Me (play by hand)" on every seat, and its match waits for the window.
  void newMatchOffersMeOnEverySeat()
  {
    App::NewMatchDialog dialog;
    dialog.setGame(QStringLiteral("fencing"));
    for (int seat = 0; seat < 2; ++seat) {
      auto* kind = dialog.findChild<QComboBox*>(QStringLiteral("playerKind%1").arg(seat));
      QVERIFY(kind);
      QVERIFY(kind->findData(QStringLiteral("human")) >= 0);
    }
    dialog.setBot(1, QStringLiteral("human"));
    QString error;
    std::unique_ptr<Debugger::MatchRunner> runner = dialog.createRunner(&error);
    QVERIFY2(runner, qPrintable(error));
    auto* human = dynamic_cast<Debugger::HumanParticipant*>(&runner->participant(1));
    QVERIFY(human && human->seat());
    QCOMPARE(runner->replay().players[1].bot, QStringLiteral("human"));
    QVERIFY(!dynamic_cast<Debugger::HumanParticipant*>(&runner->participant(0)));
  }

  // The panel in play mode, for docs/screenshots/play-fencing-<lang>.png.
  void screenshotsInFourLanguages()
  {
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("it"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
      languages_->setLanguage(language);
      App::MainWindow window(languages_);
      QVERIFY(Test::showPlayWindow(window, {1400, 860}));
      QString error;
      QVERIFY2(Test::startHumanMatch(window, QStringLiteral("fencing"), {QStringLiteral("human"), QStringLiteral("builtin:fencer")},
                                     11, {{QStringLiteral("league"), QStringLiteral("3")}}, &error),
               qPrintable(error));
      for (int k = 0; k < 6; ++k) {
        QVERIFY(Test::waitForQuestion(window));
        QTest::keyClick(fencingInput(window), k % 2 ? Qt::Key_W : Qt::Key_B);
      }
      QVERIFY(Test::waitForQuestion(window));
      QTest::qWait(100);
      QVERIFY(Test::saveScreenshot(window, QStringLiteral("play-fencing-%1.png").arg(language)));
      window.cancelMatch();
    }
    languages_->setLanguage(QStringLiteral("en"));
  }
};

QTEST_MAIN(TestHumanPlayFencing)
#include "test_human_play_fencing.moc"

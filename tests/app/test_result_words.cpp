// How a match ended, in the user's words (panels/result_words.h): the game's own score
// (Fencing's touches, not its 1/0/-1 ranking points) and "wins", "crashed"... in the Match
// panel, the status line after a live match and the Arena's list, in every language; and
// the names a fork and an Arena match played again are shown under.

#include "application/language_manager.h"
#include "arena/match_list_model.h"
#include "document/replay_document.h"
#include "mainwindow/main_window.h"
#include "panels/match_panel.h"
#include "panels/result_words.h"

#include "match/match_builder.h"
#include "match/match_runner.h"
#include "replay/seat_results.h"
#include "support/screenshots.h"
#include "support/require_game.h"
#include "support/test_matches.h"

#include "core/registry.h"

#include <QLabel>
#include <QStatusBar>
#include <QtTest>

using namespace Kibitz;
using Debugger::SeatResults::Outcome;

namespace {

enum Column { SeatColumn, NameColumn, BotColumn, ScoreColumn, OutcomeColumn };

QString statusText(App::MainWindow& window)
{
  auto* label = window.findChild<QLabel*>(QStringLiteral("statusLabel"));
  return label ? label->text() : QString();
}

}  // namespace

class TestResultWords : public QObject {
  Q_OBJECT
  App::LanguageManager* languages_ = nullptr;
  Debugger::Replay fencing_;  // alice and bob, both the built-in fencer

  // The match as if alice had won 20-15: what Fencing's last frame and result then hold.
  Debugger::Replay twentyFifteen() const
  {
    Debugger::Replay r = fencing_;
    r.frames.last().metrics[0] = {20, 15};  // metric 0 is "score": the touches
    r.result.returns = {1, 0};
    r.result.complete = true;
    r.result.text = QStringLiteral("alice 20-15 bob, final 1/0");
    return r;
  }

  Debugger::Arena::MatchOutcome arenaOutcome(const QString& bobError, double bobPoints) const
  {
    Debugger::Arena::MatchOutcome o;
    o.gameId = QStringLiteral("fencing");
    o.complete = true;
    o.result = QStringLiteral("alice 20-15 bob, final 1/%1").arg(bobPoints);
    Debugger::Arena::SeatOutcome alice, bob;
    alice.entrant = 0;
    alice.name = QStringLiteral("alice");
    alice.score = 1;
    alice.gameScore = 20;
    bob.entrant = 1;
    bob.name = QStringLiteral("bob");
    bob.score = bobPoints;
    bob.gameScore = 15;
    bob.error = bobError;
    o.seats = {alice, bob};
    return o;
  }

private slots:
  void initTestCase()
  {
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_result_words"));
    KIBITZ_REQUIRE_GAME("fencing");
    languages_ = new App::LanguageManager(this);
    QVERIFY(languages_->setLanguage(QStringLiteral("en")));
    fencing_ = Test::playMatch(QStringLiteral("fencing"), {QStringLiteral("builtin:fencer"), QStringLiteral("builtin:fencer")}, 2,
                               {}, {QStringLiteral("alice"), QStringLiteral("bob")});
    QVERIFY(fencing_.lastTurn() > 10);
  }

  void cleanup() { languages_->setLanguage(QStringLiteral("en")); }

  // The touches and "wins", never Fencing's 1 and 0; the game's own line stays as a tool tip.
  void matchPanelShowsTouchesAndTheWinner()
  {
    App::ReplayDocument document;
    App::MatchPanel panel(&document);
    const Debugger::Replay replay = twentyFifteen();
    document.setReplay(replay, QStringLiteral("/tmp/match.kbz"));
    QCOMPARE(panel.playerCell(0, ScoreColumn), QStringLiteral("20"));
    QCOMPARE(panel.playerCell(1, ScoreColumn), QStringLiteral("15"));
    QCOMPARE(panel.playerCell(0, OutcomeColumn), QStringLiteral("wins"));
    QCOMPARE(panel.playerCell(1, OutcomeColumn), QStringLiteral("loses"));
    QCOMPARE(panel.fieldText(QStringLiteral("result")), QStringLiteral("alice wins, 20–15"));
    QVERIFY(!panel.fieldText(QStringLiteral("result")).contains(QStringLiteral("final")));
    panel.resize(420, 560);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    Test::saveScreenshot(panel, QStringLiteral("result_words/match_panel_en.png"));

    // A level match is a draw for both; a match stopped before its end names no winner.
    Debugger::Replay level = replay;
    level.frames.last().metrics[0] = {15, 15};
    level.result.returns = {0, 0};
    document.setReplay(level, QStringLiteral("/tmp/match.kbz"));
    QCOMPARE(panel.playerCell(0, OutcomeColumn), QStringLiteral("draw"));
    QCOMPARE(panel.fieldText(QStringLiteral("result")), QStringLiteral("Draw, 15–15"));
    level.result.complete = false;
    document.setReplay(level, QStringLiteral("/tmp/match.kbz"));
    QCOMPARE(panel.playerCell(0, OutcomeColumn), QString());
    QCOMPARE(panel.fieldText(QStringLiteral("result")), QStringLiteral("15–15"));
  }

  // A bot that dies reads as a crash (Fencing's referee says "timeout!" for both, and its
  // line keeps those words: they are the game's).
  void aCrashedBotReadsAsACrash()
  {
    const Debugger::Replay crashed = Test::playMatch(QStringLiteral("fencing"),
                                                     {QStringLiteral("builtin:fencer"), QStringLiteral("cmd:false")}, 2, {},
                                                     {QStringLiteral("alice"), QStringLiteral("bob")});
    QVERIFY(crashed.result.complete);
    QVERIFY2(crashed.result.text.contains(QStringLiteral("timeout!")), qPrintable(crashed.result.text));
    App::ReplayDocument document;
    App::MatchPanel panel(&document);
    document.setReplay(crashed, QString());
    QCOMPARE(panel.playerCell(1, OutcomeColumn), QStringLiteral("crashed"));
    QCOMPARE(panel.playerCell(0, OutcomeColumn), QStringLiteral("wins"));
    QCOMPARE(panel.fieldText(QStringLiteral("result")), QStringLiteral("alice wins, 0–0; bob crashed"));
    QVERIFY(!panel.fieldText(QStringLiteral("result")).contains(QStringLiteral("timeout")));

    // The words follow the fault that ended the seat's game.
    QCOMPARE(Debugger::SeatResults::faultOf(QStringLiteral("turn 3: crashed: the bot exited with code 1")),
             Rules::Move::Status::Crashed);
    QCOMPARE(Debugger::SeatResults::faultOf(QStringLiteral("timeout: no reply within 50 ms")), Rules::Move::Status::Timeout);
    QCOMPARE(Debugger::SeatResults::faultOf(QStringLiteral("turn 1: invalid: unknown action")), Rules::Move::Status::Invalid);
    QCOMPARE(Debugger::SeatResults::faultOf(QString()), Rules::Move::Status::Ok);
    QCOMPARE(App::ResultWords::outcome(Outcome::TimedOut), QStringLiteral("timed out"));
    QCOMPARE(App::ResultWords::outcome(Outcome::Disqualified), QStringLiteral("disqualified"));
  }

  // The Arena's list: the touches in "Score", the words in "Result", the ranking points and
  // the game's own line as tool tips.
  void arenaListShowsTouchesAndWords()
  {
    App::MatchListModel model;
    model.setOutcomes({arenaOutcome(QString(), 0)});
    QCOMPARE(model.headerData(App::MatchListModel::Scores, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("Score"));
    const QModelIndex scores = model.index(0, App::MatchListModel::Scores);
    const QModelIndex result = model.index(0, App::MatchListModel::Result);
    QCOMPARE(scores.data().toString(), QStringLiteral("20–15"));
    QCOMPARE(result.data().toString(), QStringLiteral("alice wins, 20–15"));
    QVERIFY(scores.data(Qt::ToolTipRole).toString().contains(QStringLiteral("1 / 0")));
    QVERIFY(result.data(Qt::ToolTipRole).toString().contains(QStringLiteral("final 1/0")));

    Debugger::Arena::MatchOutcome crash = arenaOutcome(QStringLiteral("turn 4: crashed: the bot exited with code 1"), -1);
    crash.index = 1;
    model.add(crash);
    QCOMPARE(model.index(1, App::MatchListModel::Result).data().toString(), QStringLiteral("alice wins, 20–15; bob crashed"));
    // A database of an older version has no game score: no score rather than the points.
    Debugger::Arena::MatchOutcome old = arenaOutcome(QString(), 0);
    old.index = 2;
    old.seats[0].gameScore.reset();
    old.seats[1].gameScore.reset();
    model.add(old);
    QCOMPARE(model.index(2, App::MatchListModel::Scores).data().toString(), QString());
    QCOMPARE(model.index(2, App::MatchListModel::Result).data().toString(), QStringLiteral("alice wins"));
  }

  // After a live match, the status line says it in the same words.
  void statusLineSaysWhoWonAndTheTouches()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    std::unique_ptr<Debugger::MatchRunner> runner =
        Test::matchRunner(QStringLiteral("fencing"), {QStringLiteral("builtin:fencer"), QStringLiteral("builtin:idle")}, 2, {},
                          {QStringLiteral("alice"), QStringLiteral("bob")});
    QVERIFY(runner);
    QVERIFY(window.startMatch(std::move(runner)));
    QTRY_VERIFY_WITH_TIMEOUT(!window.isMatchRunning(), 30000);
    const Debugger::Replay& replay = window.document()->replay();
    const QList<Debugger::SeatResults::Seat> seats = Debugger::SeatResults::fromReplay(replay);
    QVERIFY(seats[0].gameScore && seats[1].gameScore);
    const QString touches = QStringLiteral("%1–%2").arg(*seats[0].gameScore).arg(*seats[1].gameScore);
    const QString status = statusText(window);
    QVERIFY2(status.startsWith(QStringLiteral("Match over: alice wins, ") + touches), qPrintable(status));
    QVERIFY2(!status.contains(QStringLiteral("final")), qPrintable(status));
    // Said again in another language.
    QVERIFY(languages_->setLanguage(QStringLiteral("it")));
    QVERIFY2(statusText(window).contains(QStringLiteral("alice vince, ") + touches), qPrintable(statusText(window)));
  }

  void wordsAreTranslated_data()
  {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("wins");
    QTest::addColumn<QString>("crashed");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("scoreHeader");
    QTest::newRow("it") << "it" << "vince" << "andato in crash" << "alice vince, 20–15" << "Punteggio";
    QTest::newRow("zh_CN") << "zh_CN" << "胜" << "崩溃" << "alice 获胜，20–15" << "得分";
    QTest::newRow("zh_TW") << "zh_TW" << "勝" << "當機" << "alice 獲勝，20–15" << "得分";
  }

  void wordsAreTranslated()
  {
    QFETCH(QString, language);
    QFETCH(QString, wins);
    QFETCH(QString, crashed);
    QFETCH(QString, result);
    QFETCH(QString, scoreHeader);
    App::ReplayDocument document;
    App::MatchPanel panel(&document);
    document.setReplay(twentyFifteen(), QStringLiteral("/tmp/match.kbz"));
    QVERIFY(languages_->setLanguage(language));
    QCOMPARE(App::ResultWords::outcome(Outcome::Wins), wins);
    QCOMPARE(App::ResultWords::outcome(Outcome::Crashed), crashed);
    QCOMPARE(panel.playerCell(0, OutcomeColumn), wins);
    QCOMPARE(panel.fieldText(QStringLiteral("result")), result);
    App::MatchListModel model;
    model.setOutcomes({arenaOutcome(QString(), 0)});
    QCOMPARE(model.headerData(App::MatchListModel::Scores, Qt::Horizontal, Qt::DisplayRole).toString(), scoreHeader);
    QCOMPARE(model.index(0, App::MatchListModel::Result).data().toString(), result);
    Test::saveScreenshot(panel, QStringLiteral("result_words/match_panel_%1.png").arg(language));
  }

  // Continue from This Turn with another bot: the seat is named after the new bot (the old
  // name would credit the old bot with its moves), and the window calls the match a fork.
  void aForkIsNamedAfterItsNewBot()
  {
    Debugger::MatchRequest request;
    request.gameId = QStringLiteral("fencing");
    request.bots = {QStringLiteral("builtin:fencer"), QStringLiteral("builtin:idle")};
    request.names = {QStringLiteral("alice"), QStringLiteral("bob")};  // as the dialog fills them
    request.continuation = Debugger::MatchRequest::Continuation{&fencing_, QStringLiteral("/data/match.kbz"), 5};
    QString error;
    std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
    QVERIFY2(runner, qPrintable(error));
    runner->run();
    runner->finish();
    const Debugger::Replay forked = runner->takeReplay();
    QCOMPARE(forked.players[0].name, QStringLiteral("alice"));  // the same bot keeps its name
    QCOMPARE(forked.players[1].name, QStringLiteral("idle"));
    // A name the user typed stays.
    request.names = {QStringLiteral("alice"), QStringLiteral("my idler")};
    runner = Debugger::MatchBuilder::build(request, &error);
    QVERIFY2(runner, qPrintable(error));
    QCOMPARE(runner->replay().players[1].name, QStringLiteral("my idler"));

    App::MainWindow window(languages_);
    window.document()->setReplay(forked, QString());
    QCOMPARE(window.document()->displayName(), QStringLiteral("Fork of match.kbz from turn 5"));
    QVERIFY2(window.windowTitle().startsWith(QStringLiteral("Fork of match.kbz from turn 5")), qPrintable(window.windowTitle()));
    window.setInteractive(false);
  }

  // An Arena match played again lives in a temporary folder: the window shows it as unsaved
  // (and Save asks where), not as the temporary file.
  void aMatchPlayedAgainIsUnsaved()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    window.document()->setReplay(fencing_, QStringLiteral("/tmp/arena-again/match-000003.kbz"));
    QVERIFY(window.windowTitle().contains(QStringLiteral("match-000003.kbz")));
    window.document()->markUnsaved();
    QVERIFY(window.document()->filePath().isEmpty());
    QVERIFY(window.document()->isModified());
    QVERIFY2(window.windowTitle().startsWith(QStringLiteral("Unsaved Fencing ESport match")), qPrintable(window.windowTitle()));
    QVERIFY(!window.windowTitle().contains(QStringLiteral("match-000003")));
  }
};

QTEST_MAIN(TestResultWords)
#include "test_result_words.moc"

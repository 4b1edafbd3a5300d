// OrkIsland played by hand in the window: orks chosen by clicks on the board (and by keys),
// sent to a neighbouring cell by a click (or an arrow key), the round's commands listed
// with an arrow each, the last one undone, and End round sending them ended by "-1" as a
// bot does, through a whole short match against three built-in bots. Screenshots of the
// board in play mode in four languages (KIBITZ_SCREENSHOT_DIR).
#include "application/language_manager.h"
#include "boards/board_view.h"
#include "mainwindow/main_window.h"
#include "panels/board_panel.h"

#include "orkisland/orkisland_move_input.h"
#include "orkisland/orkisland_state.h"
#include "support/human_play.h"
#include "support/require_game.h"
#include "support/screenshots.h"

#include <QListWidget>
#include <QtTest>

using namespace Kibitz;

namespace {

const QMap<QString, QString> kShortMatch{{QStringLiteral("nb_rounds"), QStringLiteral("6")},
                                         {QStringLiteral("rows"), QStringLiteral("20")},
                                         {QStringLiteral("cols"), QStringLiteral("20")},
                                         {QStringLiteral("nb_orks"), QStringLiteral("3")}};

const QStringList kBots{QStringLiteral("human"), QStringLiteral("builtin:dummy"), QStringLiteral("builtin:warlord"),
                        QStringLiteral("builtin:dummy")};

App::OrkIslandMoveInput* orkInput(App::MainWindow& window)
{
  return qobject_cast<App::OrkIslandMoveInput*>(Test::playPanel(window)->input());
}

// The position the person answers, as the board shows it.
std::shared_ptr<const Rules::OrkIsland::OrkIslandState> shownState(App::MainWindow& window)
{
  App::ReplayDocument* document = window.document();
  return std::dynamic_pointer_cast<const Rules::OrkIsland::OrkIslandState>(document->restoredState(document->currentTurn()));
}

// A direction (index into kDirLetter) that takes `ork` to a cell of the island without an
// ork of the same player (a click there would select that ork), or -1.
int landDirection(const Rules::OrkIsland::OrkIslandState& state, int ork)
{
  const Rules::OrkIsland::Unit& u = state.unit(ork);
  for (int d = 0; d < 4; ++d) {
    const int i = u.i + Rules::OrkIsland::kDirDi[size_t(d)];
    const int j = u.j + Rules::OrkIsland::kDirDj[size_t(d)];
    if (state.board().inside(i, j) && state.board().type(i, j) != Rules::OrkIsland::CellType::Water
        && (state.unitAt(i, j) < 0 || state.unit(state.unitAt(i, j)).owner != u.owner))
      return d;
  }
  return -1;
}

QPoint on(App::BoardView* board, const QString& anchor)
{
  const std::optional<QPointF> at = board->anchorPosition(anchor);
  return at ? at->toPoint() : QPoint(-1, -1);
}

}  // namespace

class TestHumanPlayOrkIsland : public QObject {
  Q_OBJECT
private:
  App::LanguageManager* languages_ = nullptr;

  // Plays one round by hand: the first ork by clicks on the board, the next by N and an
  // arrow key, a third command undone; returns the reply End round sent.
  QStringList playRound(App::MainWindow& window)
  {
    App::OrkIslandMoveInput* input = orkInput(window);
    App::BoardView* board = window.boardPanel()->view();
    const auto state = shownState(window);
    if (!input || !board || !state) {
      QTest::qFail("no input, board or state", __FILE__, __LINE__);
      return {};
    }
    QStringList expected;
    const std::vector<int> mine = state->orks(0);
    if (!mine.empty()) {
      const int ork = mine.front();
      QTest::mouseClick(board, Qt::LeftButton, {}, on(board, QStringLiteral("unit:%1").arg(ork)));
      if (input->selectedOrk() != ork)
        QTest::qFail("a click on the ork selects it", __FILE__, __LINE__);
      if (const int d = landDirection(*state, ork); d >= 0) {
        const Rules::OrkIsland::Unit& u = state->unit(ork);
        const QString target = QStringLiteral("cell:%1,%2")
                                   .arg(u.i + Rules::OrkIsland::kDirDi[size_t(d)])
                                   .arg(u.j + Rules::OrkIsland::kDirDj[size_t(d)]);
        QTest::mouseClick(board, Qt::LeftButton, {}, on(board, target));
        expected << QStringLiteral("%1 %2").arg(ork).arg(QLatin1Char(Rules::OrkIsland::kDirLetter[size_t(d)]));
      }
      if (mine.size() > 1) {
        QTest::keyClick(input, Qt::Key_N);
        QTest::keyClick(input, Qt::Key_Up);
        expected << QStringLiteral("%1 t").arg(input->selectedOrk());
      }
      QTest::keyClick(input, Qt::Key_Left);
      QTest::keyClick(input, Qt::Key_Backspace);  // undone before the round ends
    }
    if (input->commands() != expected)
      QTest::qFail(qPrintable(input->commands().join(QLatin1Char('|')) + QStringLiteral(" != ") + expected.join(QLatin1Char('|'))),
                   __FILE__, __LINE__);
    // One arrow per command on the board, and the list shows them in order.
    if (board->playMarks().isEmpty() || input->findChild<QListWidget*>()->count() != expected.size())
      QTest::qFail("the commands are drawn and listed", __FILE__, __LINE__);
    QTest::keyClick(input, Qt::Key_Return);
    return expected + QStringList{QStringLiteral("-1")};
  }

private slots:
  void initTestCase()
  {
    KIBITZ_REQUIRE_GAME("orkisland");
    languages_ = Test::playTestLanguages(this, QStringLiteral("test_human_play_orkisland"));
  }

  void clicksPlayAWholeMatchAgainstBots()
  {
    App::MainWindow window(languages_);
    QVERIFY(Test::showPlayWindow(window));
    QString error;
    QVERIFY2(Test::startHumanMatch(window, QStringLiteral("orkisland"), kBots, 4, kShortMatch, &error), qPrintable(error));
    QList<QStringList> sent;
    while (Test::waitForQuestion(window)) {
      QTest::qWait(20);  // the board lays out the new frame
      sent << playRound(window);
      if (QTest::currentTestFailed())
        return;
      QCOMPARE(Test::playPanel(window)->askedSeat(), -1);
    }
    QTRY_VERIFY_WITH_TIMEOUT(!window.isMatchRunning(), 30000);
    const Debugger::Replay& replay = window.document()->replay();
    QVERIFY(replay.result.complete);
    QCOMPARE(sent.size(), qsizetype(6));
    QCOMPARE(Test::recordedReplies(replay, 0), sent);
    for (const Debugger::Frame& frame : replay.frames)
      for (const Debugger::PlayerExchange& exchange : frame.exchanges)
        if (exchange.player == 0) {
          QCOMPARE(exchange.status, Rules::Move::Status::Ok);
          QCOMPARE(exchange.limitMs, 0);
        }
    QVERIFY(window.boardPanel()->view()->playMarks().isEmpty());  // nothing left drawn
  }

  void screenshotsInFourLanguages()
  {
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("it"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
      languages_->setLanguage(language);
      App::MainWindow window(languages_);
      QVERIFY(Test::showPlayWindow(window, {1400, 860}));
      QString error;
      QMap<QString, QString> parameters = kShortMatch;
      parameters.insert(QStringLiteral("nb_orks"), QStringLiteral("4"));
      QVERIFY2(Test::startHumanMatch(window, QStringLiteral("orkisland"), kBots, 9, parameters, &error), qPrintable(error));
      QVERIFY(Test::waitForQuestion(window));
      QTest::qWait(20);
      playRound(window);
      QVERIFY(Test::waitForQuestion(window));
      QTest::qWait(20);
      // Commands being written: an ork selected, two arrows.
      App::OrkIslandMoveInput* input = orkInput(window);
      QTest::keyClick(input, Qt::Key_N);
      QTest::keyClick(input, Qt::Key_Right);
      QTest::keyClick(input, Qt::Key_N);
      QTest::keyClick(input, Qt::Key_Down);
      QTest::qWait(100);
      QVERIFY(Test::saveScreenshot(window, QStringLiteral("play-orkisland-%1.png").arg(language)));
      window.cancelMatch();
    }
    languages_->setLanguage(QStringLiteral("en"));
  }
};

QTEST_MAIN(TestHumanPlayOrkIsland)
#include "test_human_play_orkisland.moc"

// Angel Empire played by hand in the window: the army bought by clicks on the deployment
// cells, then each unit commanded by clicks (the unit, a marked cell, an enemy to attack or
// the same cell again), End turn by its key, through a whole short campaign against the
// CPU; the replay records each reply as the line a bot prints. Screenshots in four
// languages (KIBITZ_SCREENSHOT_DIR).
#include "application/language_manager.h"
#include "boards/board_view.h"
#include "mainwindow/main_window.h"
#include "panels/board_panel.h"

#include "angelempire/angelempire_move_input.h"
#include "angelempire/angelempire_state.h"
#include "support/human_play.h"
#include "support/require_game.h"
#include "support/screenshots.h"

#include <QtTest>

using namespace Kibitz;
using Rules::AngelEmpire::Point;

namespace {

const QMap<QString, QString> kShortCampaign{{QStringLiteral("battles"), QStringLiteral("1")},
                                            {QStringLiteral("turns"), QStringLiteral("3")}};

App::AngelEmpireMoveInput* angelInput(App::MainWindow& window)
{
  return qobject_cast<App::AngelEmpireMoveInput*>(Test::playPanel(window)->input());
}

std::shared_ptr<const Rules::AngelEmpire::AngelEmpireState> shownState(App::MainWindow& window)
{
  App::ReplayDocument* document = window.document();
  return std::dynamic_pointer_cast<const Rules::AngelEmpire::AngelEmpireState>(
      document->restoredState(document->currentTurn()));
}

QString text(Point p)
{
  return QStringLiteral("%1 %2").arg(p.x).arg(p.y);
}

}  // namespace

class TestHumanPlayAngelEmpire : public QObject {
  Q_OBJECT
private:
  App::LanguageManager* languages_ = nullptr;

  bool click(App::MainWindow& window, Point cell)
  {
    App::BoardView* board = window.boardPanel()->view();
    const std::optional<QPointF> at = board->anchorPosition(QStringLiteral("cell:%1,%2").arg(cell.y).arg(cell.x));
    if (!at)
      return false;
    QTest::mouseClick(board, Qt::LeftButton, {}, at->toPoint());
    return true;
  }

  // One reply by clicks and keys; the line it must send.
  QString decide(App::MainWindow& window)
  {
    App::AngelEmpireMoveInput* input = angelInput(window);
    const auto state = shownState(window);
    if (!input || !state) {
      QTest::qFail("no input or state", __FILE__, __LINE__);
      return {};
    }
    const Rules::AngelEmpire::Board& board = state->board();
    if (state->stage() == Rules::AngelEmpire::Stage::Build) {
      // Three wind warriors in the first column (slots 0..2), one clicked twice (removed).
      input->setPlacedType(2);
      for (int y : {0, 1, 2, 3, 3})
        if (!click(window, {0, y}))
          QTest::qFail("the board places a deployment cell", __FILE__, __LINE__);
      QString line = QStringLiteral("ARMY 2 2 2");
      for (int slot = 3; slot < Rules::AngelEmpire::kArmySlots; ++slot)
        line += QStringLiteral(" 1");
      if (input->legalLine(line).isEmpty())
        QTest::qFail(qPrintable(QStringLiteral("the engine refuses %1").arg(line)), __FILE__, __LINE__);
      QTest::keyClick(input, Qt::Key_Return);
      return line;
    }
    // One unit acts a turn, then End turn (E) hands over to the CPU.
    bool acted = false;
    for (int x = 0; x < Rules::AngelEmpire::kMapX; ++x)
      for (int y = 0; y < Rules::AngelEmpire::kMapY; ++y) {
        const Rules::AngelEmpire::Cell& c = board.at({x, y});
        acted = acted || (c.isUnit() && c.side == Rules::AngelEmpire::kSidePlayer && c.moved);
      }
    for (int x = 0; x < Rules::AngelEmpire::kMapX && !acted; ++x)
      for (int y = 0; y < Rules::AngelEmpire::kMapY; ++y) {
        const Rules::AngelEmpire::Cell& c = board.at({x, y});
        if (!c.isUnit() || c.side != Rules::AngelEmpire::kSidePlayer || c.moved)
          continue;
        const Point src{x, y};
        std::vector<Rules::AngelEmpire::Destination> dests = board.destinations(src);
        const Point dest = dests.size() > 1 ? dests.back().cell : src;  // the farthest reach
        click(window, src);
        click(window, dest);
        for (int tx = 0; tx < Rules::AngelEmpire::kMapX; ++tx)
          for (int ty = 0; ty < Rules::AngelEmpire::kMapY; ++ty) {
            const QString attack = QStringLiteral("MOVE_ATTACK %1 %2 %3").arg(text(src), text(dest), text({tx, ty}));
            if (!input->legalLine(attack).isEmpty()) {
              click(window, {tx, ty});
              return attack;
            }
          }
        click(window, dest);  // the same cell again: move only
        return QStringLiteral("MOVE %1 %2").arg(text(src), text(dest));
      }
    QTest::keyClick(input, Qt::Key_E);
    return QStringLiteral("END_TURN");
  }

private slots:
  void initTestCase()
  {
    KIBITZ_REQUIRE_GAME("angelempire");
    languages_ = Test::playTestLanguages(this, QStringLiteral("test_human_play_angelempire"));
  }

  void clicksPlayAWholeCampaign()
  {
    App::MainWindow window(languages_);
    QVERIFY(Test::showPlayWindow(window));
    QString error;
    QVERIFY2(Test::startHumanMatch(window, QStringLiteral("angelempire"), {QStringLiteral("human")}, 8, kShortCampaign, &error),
             qPrintable(error));
    QList<QStringList> sent;
    while (Test::waitForQuestion(window)) {
      QTest::qWait(20);  // the board lays out the new frame
      const QString line = decide(window);
      if (QTest::currentTestFailed())
        return;
      sent << QStringList{line};
      QCOMPARE(Test::playPanel(window)->askedSeat(), -1);  // the clicks sent it
      QVERIFY(sent.size() < 200);
    }
    QTRY_VERIFY_WITH_TIMEOUT(!window.isMatchRunning(), 30000);
    const Debugger::Replay& replay = window.document()->replay();
    QVERIFY(replay.result.complete);
    QVERIFY(sent.size() >= 3);
    QString all;
    for (const QStringList& reply : std::as_const(sent))
      all += reply.join(QLatin1Char(' ')) + QLatin1Char('|');
    QVERIFY2(sent.contains(QStringList{QStringLiteral("END_TURN")}), qPrintable(all));
    QCOMPARE(Test::recordedReplies(replay, 0), sent);
    for (const Debugger::Frame& frame : replay.frames)
      for (const Debugger::PlayerExchange& exchange : frame.exchanges) {
        QCOMPARE(exchange.status, Rules::Move::Status::Ok);
        QCOMPARE(exchange.limitMs, 0);
      }
  }

  void screenshotsInFourLanguages()
  {
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("it"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
      languages_->setLanguage(language);
      App::MainWindow window(languages_);
      QVERIFY(Test::showPlayWindow(window, {1400, 860}));
      QString error;
      QVERIFY2(Test::startHumanMatch(window, QStringLiteral("angelempire"), {QStringLiteral("human")}, 8, kShortCampaign, &error),
               qPrintable(error));
      QVERIFY(Test::waitForQuestion(window));
      QTest::qWait(20);
      decide(window);  // the army
      QVERIFY(Test::waitForQuestion(window));
      QTest::qWait(20);
      // A unit chosen and its reach marked.
      const auto state = shownState(window);
      for (int y = 0; y < Rules::AngelEmpire::kMapY; ++y)
        if (state->board().at({0, y}).isUnit()) {
          click(window, {0, y});
          break;
        }
      QTest::qWait(100);
      QVERIFY(Test::saveScreenshot(window, QStringLiteral("play-angelempire-%1.png").arg(language)));
      window.cancelMatch();
    }
    languages_->setLanguage(QStringLiteral("en"));
  }
};

QTEST_MAIN(TestHumanPlayAngelEmpire)
#include "test_human_play_angelempire.moc"

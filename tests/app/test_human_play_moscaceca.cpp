// Mosca Ceca played by hand in the window: the agent whose decision it is moves by a click
// on a neighbouring cell of the board (or attacks the agent there), or by the keypad and
// the command keys, only what the engine accepts being offered; the board shows the fog of
// what the agent knows; a whole short match against a built-in bot, its replies recorded
// as the answer lines a bot prints. Screenshots in four languages (KIBITZ_SCREENSHOT_DIR).
#include "application/language_manager.h"
#include "boards/board_view.h"
#include "mainwindow/main_window.h"
#include "panels/board_panel.h"

#include "moscaceca/moscaceca_move_input.h"
#include "moscaceca/moscaceca_protocol.h"
#include "moscaceca/moscaceca_state.h"
#include "support/human_play.h"
#include "support/require_game.h"
#include "support/screenshots.h"

#include <QCheckBox>
#include <QPushButton>
#include <QtTest>

using namespace Kibitz;
using Rules::MoscaCeca::Command;

namespace {

const QMap<QString, QString> kShortMatch{{QStringLiteral("board_size"), QStringLiteral("8")},
                                         {QStringLiteral("agents_per_player"), QStringLiteral("1")},
                                         {QStringLiteral("max_turns"), QStringLiteral("8")}};

App::MoscaCecaMoveInput* moscaInput(App::MainWindow& window)
{
  return qobject_cast<App::MoscaCecaMoveInput*>(Test::playPanel(window)->input());
}

std::shared_ptr<const Rules::MoscaCeca::MoscaCecaState> shownState(App::MainWindow& window)
{
  App::ReplayDocument* document = window.document();
  return std::dynamic_pointer_cast<const Rules::MoscaCeca::MoscaCecaState>(document->restoredState(document->currentTurn()));
}

}  // namespace

class TestHumanPlayMoscaCeca : public QObject {
  Q_OBJECT
private:
  App::LanguageManager* languages_ = nullptr;

  // One decision: a click on the board towards the first direction the agent may move
  // (or attack), else the first command key the engine accepts; the line sent.
  QString decide(App::MainWindow& window, int decision)
  {
    App::MoscaCecaMoveInput* input = moscaInput(window);
    App::BoardView* board = window.boardPanel()->view();
    const auto state = shownState(window);
    if (!input || !board || !state || state->currentAgent() < 0) {
      QTest::qFail("no input, board or agent", __FILE__, __LINE__);
      return {};
    }
    const Rules::MoscaCeca::Agent& me = state->agent(state->currentAgent());
    // Every other decision by the keypad, the others by a click.
    for (int k = 0; k < Rules::MoscaCeca::kDirCount; ++k) {
      const int d = (k + decision) % Rules::MoscaCeca::kDirCount;
      QString line = input->legalLine({Command::Move, d});
      if (line.isEmpty())
        line = input->legalLine({Command::Attack, d});
      if (line.isEmpty())
        continue;
      if (decision % 2 == 0) {
        const QString cell = QStringLiteral("cell:%1,%2")
                                 .arg(me.row + Rules::MoscaCeca::kDirRow[size_t(d)])
                                 .arg(me.col + Rules::MoscaCeca::kDirCol[size_t(d)]);
        const std::optional<QPointF> at = board->anchorPosition(cell);
        if (!at) {
          QTest::qFail("the board places the cell", __FILE__, __LINE__);
          return {};
        }
        QTest::mouseClick(board, Qt::LeftButton, {}, at->toPoint());
      } else {
        static constexpr Qt::Key kKeypad[] = {Qt::Key_8, Qt::Key_9, Qt::Key_6, Qt::Key_3,
                                              Qt::Key_2, Qt::Key_1, Qt::Key_4, Qt::Key_7};
        QTest::keyClick(input, kKeypad[d]);
      }
      return line;
    }
    for (const auto& [command, key] : {std::pair{Command::Flag, Qt::Key_F}, std::pair{Command::Consume, Qt::Key_C},
                                        std::pair{Command::Wait, Qt::Key_W}}) {
      const QString line = input->legalLine({command, -1});
      if (!line.isEmpty()) {
        QTest::keyClick(input, key);
        return line;
      }
    }
    QTest::qFail("no legal command offered", __FILE__, __LINE__);
    return {};
  }

private slots:
  void initTestCase()
  {
    KIBITZ_REQUIRE_GAME("moscaceca");
    languages_ = Test::playTestLanguages(this, QStringLiteral("test_human_play_moscaceca"));
  }

  void clicksAndKeysPlayAWholeMatch()
  {
    App::MainWindow window(languages_);
    QVERIFY(Test::showPlayWindow(window));
    QString error;
    QVERIFY2(Test::startHumanMatch(window, QStringLiteral("moscaceca"), {QStringLiteral("builtin:random"), QStringLiteral("human")},
                                   3, kShortMatch, &error),
             qPrintable(error));
    QList<QStringList> sent;
    while (Test::waitForQuestion(window)) {
      QTest::qWait(20);  // the board lays out the new frame
      QCOMPARE(Test::playPanel(window)->askedSeat(), 1);
      QVERIFY(window.boardPanel()->view()->overlay(QStringLiteral("fog")));  // what the agent knows
      QVERIFY(window.boardPanel()->findChild<QCheckBox*>(QStringLiteral("fog"))->isChecked());  // and says so
      const QString line = decide(window, int(sent.size()));
      if (QTest::currentTestFailed())
        return;
      sent << QStringList{line};
      QCOMPARE(Test::playPanel(window)->askedSeat(), -1);
    }
    QTRY_VERIFY_WITH_TIMEOUT(!window.isMatchRunning(), 30000);
    const Debugger::Replay& replay = window.document()->replay();
    QVERIFY(replay.result.complete);
    QVERIFY(sent.size() >= 4);
    QCOMPARE(Test::recordedReplies(replay, 1), sent);
    for (const Debugger::Frame& frame : replay.frames)
      for (const Debugger::PlayerExchange& exchange : frame.exchanges)
        if (exchange.player == 1) {
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
      QMap<QString, QString> parameters = kShortMatch;
      parameters.insert(QStringLiteral("board_size"), QStringLiteral("12"));
      QVERIFY2(Test::startHumanMatch(window, QStringLiteral("moscaceca"),
                                     {QStringLiteral("human"), QStringLiteral("builtin:random"), QStringLiteral("builtin:random")},
                                     5, parameters, &error),
               qPrintable(error));
      for (int k = 0; k < 3; ++k) {
        QVERIFY(Test::waitForQuestion(window));
        QTest::qWait(20);
        decide(window, k);
      }
      QVERIFY(Test::waitForQuestion(window));
      QTest::qWait(100);
      QVERIFY(Test::saveScreenshot(window, QStringLiteral("play-moscaceca-%1.png").arg(language)));
      window.cancelMatch();
    }
    languages_->setLanguage(QStringLiteral("en"));
  }
};

QTEST_MAIN(TestHumanPlayMoscaCeca)
#include "test_human_play_moscaceca.moc"

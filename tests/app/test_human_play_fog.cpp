// Fog everywhere (issue #51): while a person plays a seat of Mosca Ceca, every panel of the
// window shows only what that seat's bot would be told (ReplayDocument::viewSeat): the
// Inspector holds the seat's view (no random state, no other agent), Bot I/O the seat's own
// exchanges, the Events panel its own agents' events, the charts its own known values, the
// board's tooltips what its agent sees. Turning the board's fog off shows everything, and so
// does the end of the match. Screenshots in four languages (KIBITZ_SCREENSHOT_DIR).
#include "application/language_manager.h"
#include "boards/board_view.h"
#include "boards/moscaceca_board.h"
#include "events/events_model.h"
#include "events/events_panel.h"
#include "mainwindow/main_window.h"
#include "panels/board_panel.h"
#include "panels/bot_io_panel.h"
#include "charts/charts_panel.h"
#include "panels/exchange_view.h"
#include "panels/inspector_panel.h"
#include "panels/state_tree_model.h"

#include "moscaceca/moscaceca_move_input.h"
#include "moscaceca/moscaceca_state.h"
#include "support/human_play.h"
#include "support/require_game.h"
#include "support/screenshots.h"

#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QDockWidget>
#include <QTreeView>
#include <QtTest>

using namespace Kibitz;
using Rules::MoscaCeca::Command;

namespace {

// Two players of one agent each: the person is seat 0, the random bot seat 1.
const QMap<QString, QString> kShortMatch{{QStringLiteral("board_size"), QStringLiteral("8")},
                                         {QStringLiteral("agents_per_player"), QStringLiteral("1")},
                                         {QStringLiteral("max_turns"), QStringLiteral("6")}};
constexpr int kPerson = 0;
constexpr int kBot = 1;

QStringList topKeys(const App::StateTreeModel* model)
{
  QStringList keys;
  for (int r = 0; r < model->rowCount(); ++r)
    keys << model->index(r, 0).data(App::StateTreeModel::PathRole).toString();
  return keys;
}

int metricIndex(const Debugger::Replay& replay, const char* key)
{
  return int(replay.metricKeys.indexOf(QLatin1String(key)));
}

}  // namespace

// Every word-wrapped label `panel` shows is as tall as its text at its width.
bool wrappedTextIsWhole(const QWidget* panel)
{
  for (const QLabel* label : panel->findChildren<QLabel*>())
    if (label->isVisible() && label->wordWrap() && label->height() < label->heightForWidth(label->width())) {
      qWarning("cut to %d px of %d: %s", label->height(), label->heightForWidth(label->width()), qPrintable(label->text()));
      return false;
    }
  return true;
}

class TestHumanPlayFog : public QObject {
  Q_OBJECT
private:
  App::LanguageManager* languages_ = nullptr;

  // What every panel holds while the window shows the person's side, at every turn so far.
  void checkSeatSideOnly(App::MainWindow& window)
  {
    App::ReplayDocument* document = window.document();
    QCOMPARE(document->viewSeat(), kPerson);
    auto* inspector = window.findChild<App::InspectorPanel*>();
    auto* botIo = window.findChild<App::BotIoPanel*>();
    auto* events = window.findChild<App::EventsPanel*>(QStringLiteral("EventsPanel"));
    auto* charts = window.findChild<App::ChartsPanel*>();
    QVERIFY(inspector && botIo && events && charts);
    const Debugger::Replay& replay = document->replay();
    const int asked = document->currentTurn();
    for (int turn = 0; turn <= document->lastTurn(); ++turn) {
      document->setCurrentTurn(turn);
      // The Inspector: the seat's view, not the state (its random generator, the agents'
      // order, the other player's agent are what the bot is never told).
      const QStringList keys = topKeys(inspector->stateModel());
      QVERIFY2(keys.contains(QStringLiteral("seat")) && keys.contains(QStringLiteral("header")), qPrintable(keys.join(u' ')));
      for (const char* hidden : {"rng", "order", "config", "cells", "players"})
        QVERIFY2(!keys.contains(QLatin1String(hidden)), hidden);
      QCOMPARE(inspector->stateModel()->rowCount(inspector->stateModel()->indexOfPath(QStringLiteral("agents"))), 1);
      QCOMPARE(inspector->stateModel()->indexOfPath(QStringLiteral("agents[0].agent"), App::StateTreeModel::ValueColumn)
                   .data(App::StateTreeModel::JsonValueRole).toJsonValue().toInt(-1),
               kPerson);
      // Bot I/O: the person's own exchange only, never the bot's input or output.
      const Debugger::PlayerExchange* own = replay.frames[turn].exchangeOf(kPerson);
      QCOMPARE(botIo->exchangeCount(), own ? 1 : 0);
      if (own)
        QVERIFY(botIo->exchangeView(0)->shownInputText().startsWith(own->input.section(u'\n', 0, 0)));
      else if (turn > 0 && !replay.frames[turn].exchanges.isEmpty())  // the bot's move: said to be hidden
        QVERIFY2(botIo->isNoteShown() && botIo->noteText().contains(QLatin1String("hidden")), qPrintable(botIo->noteText()));
    }
    // Events: the person's agent's only (and the match's end).
    App::EventsModel* model = events->model();
    for (int row = 0; row < model->rowCount(); ++row)
      QVERIFY2(model->event(row).player == kPerson || model->event(row).type == QLatin1String("match_end"),
               qPrintable(model->event(row).text));
    // Charts: the person's known values; nothing of the bot's, nor the person's rank.
    const int energy = metricIndex(replay, "energy");
    QVERIFY(energy >= 0);
    QCOMPARE(charts->pointCount(energy, kPerson), document->lastTurn() + 1);
    QCOMPARE(charts->pointCount(energy, kBot), 0);
    QCOMPARE(charts->pointCount(metricIndex(replay, "rank"), kPerson), 0);
    // The CSV export holds the same: the bot's energy is not known.
    QTemporaryDir dir;
    QString error;
    QVERIFY2(charts->writeCsv(dir.filePath(QStringLiteral("m.csv")), &error), qPrintable(error));
    QFile csv(dir.filePath(QStringLiteral("m.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> rows = csv.readAll().split('\n');
    const qsizetype botEnergy = rows[0].split(',').indexOf(QByteArrayLiteral("energy[1]"));
    QVERIFY(botEnergy > 0);
    QCOMPARE(rows[1].split(',').value(botEnergy), QByteArrayLiteral("nan"));
    // The board's tooltip on the bot's agent: unseen, or seen as "an agent" without its energy.
    document->setCurrentTurn(asked);
    const auto state = std::dynamic_pointer_cast<const Rules::MoscaCeca::MoscaCecaState>(document->restoredState(asked));
    auto* board = qobject_cast<App::MoscaCecaBoard*>(window.boardPanel()->view());
    QVERIFY(state && board);
    const Rules::MoscaCeca::Agent& other = state->agent(kBot);
    const std::optional<QPointF> at = board->anchorPosition(QStringLiteral("cell:%1,%2").arg(other.row).arg(other.col));
    QVERIFY(at);
    const QString tip = board->tooltipAt(*at);
    QVERIFY2(!tip.contains(QStringLiteral("Energia")) && !tip.contains(QStringLiteral("Agent %1 of").arg(kBot)), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Fog:")), qPrintable(tip));
  }

  // Everything again: the whole state, the bot's exchanges and values.
  void checkEverything(App::MainWindow& window)
  {
    App::ReplayDocument* document = window.document();
    QCOMPARE(document->viewSeat(), -1);
    auto* inspector = window.findChild<App::InspectorPanel*>();
    auto* botIo = window.findChild<App::BotIoPanel*>();
    auto* charts = window.findChild<App::ChartsPanel*>();
    const Debugger::Replay& replay = document->replay();
    bool botSeen = false;
    for (int turn = 1; turn <= document->lastTurn(); ++turn) {
      document->setCurrentTurn(turn);
      QVERIFY(topKeys(inspector->stateModel()).contains(QStringLiteral("rng")));
      QCOMPARE(botIo->exchangeCount(), int(replay.frames[turn].exchanges.size()));
      botSeen = botSeen || replay.frames[turn].exchangeOf(kBot);
    }
    QVERIFY(botSeen);
    QCOMPARE(charts->pointCount(metricIndex(replay, "energy"), kBot), document->lastTurn() + 1);
  }

private slots:
  void initTestCase()
  {
    KIBITZ_REQUIRE_GAME("moscaceca");
    languages_ = Test::playTestLanguages(this, QStringLiteral("test_human_play_fog"));
  }

  void panelsHoldOnlyTheSeatsView()
  {
    App::MainWindow window(languages_);
    QVERIFY(Test::showPlayWindow(window));
    QString error;
    QVERIFY2(Test::startHumanMatch(window, QStringLiteral("moscaceca"), {QStringLiteral("human"), QStringLiteral("builtin:random")},
                                   7, kShortMatch, &error),
             qPrintable(error));
    QCheckBox* fog = nullptr;
    int decisions = 0;
    while (Test::waitForQuestion(window)) {
      QTest::qWait(20);
      fog = window.boardPanel()->findChild<QCheckBox*>(QStringLiteral("fog"));
      QVERIFY(fog && fog->isChecked());
      checkSeatSideOnly(window);
      if (QTest::currentTestFailed())
        return;
      if (decisions == 1) {
        // The person turns the fog off: the whole window shows everything, then hides again.
        fog->setChecked(false);
        checkEverything(window);
        if (QTest::currentTestFailed())
          return;
        fog->setChecked(true);
        QCOMPARE(window.document()->viewSeat(), kPerson);
      }
      auto* input = qobject_cast<App::MoscaCecaMoveInput*>(Test::playPanel(window)->input());
      QVERIFY(input && !input->legalLine({Command::Wait, -1}).isEmpty());
      QTest::keyClick(input, Qt::Key_W);
      QCOMPARE(Test::playPanel(window)->askedSeat(), -1);
      ++decisions;
    }
    QTRY_VERIFY_WITH_TIMEOUT(!window.isMatchRunning(), 30000);
    QVERIFY(decisions >= 4);
    QTRY_COMPARE(window.document()->viewSeat(), -1);  // the match is over: everything shows
    QVERIFY(fog->isChecked());                         // although the board's fog stays as it was
    checkEverything(window);
  }

  // The window while the person plays Mosca Ceca: the fog on the board, the Inspector with
  // the seat's view and Bot I/O with the seat's own exchange.
  void screenshotsInFourLanguages()
  {
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("it"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
      languages_->setLanguage(language);
      App::MainWindow window(languages_);
      QVERIFY(Test::showPlayWindow(window, {1500, 900}));
      QString error;
      QMap<QString, QString> parameters = kShortMatch;
      parameters.insert(QStringLiteral("board_size"), QStringLiteral("10"));
      QVERIFY2(Test::startHumanMatch(window, QStringLiteral("moscaceca"),
                                     {QStringLiteral("human"), QStringLiteral("builtin:random"), QStringLiteral("builtin:random")},
                                     5, parameters, &error),
               qPrintable(error));
      for (int k = 0; k < 3; ++k) {
        QVERIFY(Test::waitForQuestion(window));
        QTest::keyClick(Test::playPanel(window)->input(), Qt::Key_W);
      }
      QVERIFY(Test::waitForQuestion(window));
      for (const char* dock : {"InspectorDock", "BotIoDock"})
        if (auto* d = window.findChild<QDockWidget*>(QLatin1String(dock))) {
          d->show();
          d->raise();
        }
      auto* inspector = window.findChild<App::InspectorPanel*>();
      inspector->selectPath(QStringLiteral("agents[0].near"));
      QTest::qWait(50);
      qobject_cast<App::MoscaCecaBoard*>(window.boardPanel()->view())->fitToWindow();  // the docks moved
      QTest::qWait(50);
      QVERIFY(Test::saveScreenshot(window, QStringLiteral("play-fog-%1.png").arg(language)));
      // The hint under the move's controls wraps over two lines in every language: the
      // dock shows it whole, not cut to the one line Qt's layouts count for it.
      QTRY_VERIFY_WITH_TIMEOUT(wrappedTextIsWhole(Test::playPanel(window)), 5000);
      window.cancelMatch();
    }
    languages_->setLanguage(QStringLiteral("en"));
  }
};

QTEST_MAIN(TestHumanPlayFog)
#include "test_human_play_fog.moc"

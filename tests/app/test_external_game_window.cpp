// Games Kibitz does not build in, in the window (docs/external-games.md): New Match >
// External game runs a toy cg and a toy brutaltester referee (tests/debugger/referees/)
// through the one builder; the external board shows tier 0 (each player's last input and
// reply, summary, scores) and tier 1 (the kibitz frame's grid, its cells' colours on
// screen); the Charts panel charts the referee's metrics; each referee's form and seats are
// remembered; a broken referee's message names its line and its frames are kept; the Arena
// window plays an external game. Screenshots: extern-*.png in four languages.
#include "application/language_manager.h"
#include "arena/arena_setup_form.h"
#include "arena/arena_window.h"
#include "arena/arena_feature.h"
#include "arena/ranking_model.h"
#include "boards/external_board_view.h"
#include "dialogs/external_referee_form.h"
#include "dialogs/new_match_dialog.h"
#include "document/replay_document.h"
#include "mainwindow/main_window.h"
#include "charts/charts_panel.h"
#include "support/require_tool.h"
#include "support/screenshots.h"

#include "arena/results_db.h"
#include "external/entity_scene.h"
#include "external/external_referee.h"
#include "match/match_runner.h"
#include "replay/replay_file.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;
using ArenaState = App::ArenaRunner::State;

namespace {

constexpr int kTimeout = 120000;
const QString kReferees = QStringLiteral(KIBITZ_SOURCE_DIR "/tests/debugger/referees/");

QString script(const QString& name)
{
  return kReferees + name;
}

QString bot(const QString& name, const QString& args = {})
{
  return QStringLiteral("cmd:python3 %1%2").arg(script(name), args.isEmpty() ? QString() : QLatin1Char(' ') + args);
}

App::ExternalRefereeForm* formOf(QWidget* dialog)
{
  return dialog->findChild<App::ExternalRefereeForm*>();
}

// The dialog set up for the toy tic-tac-toe referee (cg): generous limits, so that a loaded
// machine does not make a Python bot late.
void setUpTicTacToe(App::NewMatchDialog& dialog)
{
  dialog.setGame(QStringLiteral("extern"));
  App::ExternalRefereeForm* form = formOf(&dialog);
  form->setRefereeText(script(QStringLiteral("cg_tictactoe.py")));
  form->setDialect(Debugger::ExternalReferee::Dialect::Cg);
  form->setGameName(QStringLiteral("tictactoe"));
  form->setParametersText(QStringLiteral("limit=4000"));
  dialog.setSeed(7);
  dialog.setBot(0, bot(QStringLiteral("ttt_bot.py")));
  dialog.setBot(1, bot(QStringLiteral("ttt_bot.py"), QStringLiteral("--last")));
  dialog.setPlayerName(0, QStringLiteral("First"));
  dialog.setPlayerName(1, QStringLiteral("Last"));
}

void setUpRace(App::NewMatchDialog& dialog)
{
  dialog.setGame(QStringLiteral("extern"));
  App::ExternalRefereeForm* form = formOf(&dialog);
  form->setRefereeText(script(QStringLiteral("brutal_race.py")));
  form->setDialect(Debugger::ExternalReferee::Dialect::Brutaltester);
  form->setGameName(QStringLiteral("race"));
  form->setParametersText(QString());
  form->setTimeLimitMs(2000);  // Kibitz's own limit: the protocol has none
  dialog.setBot(0, bot(QStringLiteral("race_bot.py")));
  dialog.setBot(1, bot(QStringLiteral("race_bot.py"), QStringLiteral("--step 1")));
  dialog.setPlayerName(0, QStringLiteral("Hare"));
  dialog.setPlayerName(1, QStringLiteral("Tortoise"));
}

// Plays the dialog's match in the window, to its end.
bool playInWindow(App::MainWindow& window, const App::NewMatchDialog& dialog)
{
  QString error;
  std::unique_ptr<Debugger::MatchRunner> runner = dialog.createRunner(&error);
  if (!runner) {
    qWarning("createRunner: %s", qPrintable(error));
    return false;
  }
  if (!window.startMatch(std::move(runner)))
    return false;
  QElapsedTimer clock;
  clock.start();
  while (window.isMatchRunning() && clock.elapsed() < kTimeout)
    QTest::qWait(50);
  return !window.isMatchRunning();
}

App::ExternalBoardView* boardOf(App::MainWindow& window)
{
  return window.findChild<App::ExternalBoardView*>();
}

QString statusOf(App::MainWindow& window)
{
  const auto* label = window.findChild<QLabel*>(QStringLiteral("statusLabel"));
  return label ? label->text() : QString();
}

// Shows the window and brings the Charts panel and the board into view.
void showWindow(App::MainWindow& window)
{
  window.resize(1400, 900);
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
}

}  // namespace

class TestExternalGameWindow : public QObject {
  Q_OBJECT
  App::LanguageManager* languages_ = nullptr;
  QTemporaryDir dir_;

  // The same picture in every language the window speaks.
  void screenshotInEveryLanguage(App::MainWindow& window, const QString& name)
  {
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("it"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
      languages_->setLanguage(language);
      QCoreApplication::processEvents();
      QVERIFY(Test::saveScreenshot(window, QStringLiteral("%1-%2.png").arg(name, language)));
    }
    languages_->setLanguage(QStringLiteral("en"));
  }

private slots:
  void initTestCase()
  {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_external_game_window"));
    QSettings().clear();
    KIBITZ_REQUIRE_TOOL("python3");
    QVERIFY(dir_.isValid());
    languages_ = new App::LanguageManager(this);
    languages_->setLanguage(QStringLiteral("en"));
  }

  // A referee file becomes its command: a .jar an SDK referee under Java, a .py python3.
  void aRefereeFileBecomesItsCommand()
  {
    const QString jar = dir_.filePath(QStringLiteral("my referee.jar"));
    QFile file(jar);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    QCOMPARE(App::ExternalRefereeForm::commandFor(jar),
             QStringLiteral("java -cp \"%1\" com.codingame.gameengine.core.RefereeMain").arg(jar));
    QCOMPARE(App::ExternalRefereeForm::commandFor(script(QStringLiteral("brutal_race.py"))),
             QStringLiteral("python3 %1").arg(script(QStringLiteral("brutal_race.py"))));
    QCOMPARE(App::ExternalRefereeForm::commandFor(QStringLiteral("  ./referee --fast ")), QStringLiteral("./referee --fast"));
    App::NewMatchDialog dialog;
    dialog.setGame(QStringLiteral("extern"));
    App::ExternalRefereeForm* form = formOf(&dialog);
    QVERIFY(form && form->isVisibleTo(&dialog));
    form->setRefereeText(jar);
    QString error;
    const std::optional<Debugger::ExternalReferee> referee = form->referee(&error);
    QVERIFY2(referee, qPrintable(error));
    QVERIFY(referee->command.endsWith(QLatin1String("com.codingame.gameengine.core.RefereeMain")));
    // The seats are the same widgets as a built-in game's: a command by default, My bot offered.
    QCOMPARE(dialog.findChild<QComboBox*>(QStringLiteral("playerKind0"))->currentData().toInt(), -2);
    // A parameter that is not KEY=VALUE, and parameters for a brutaltester referee, are refused.
    form->setParametersText(QStringLiteral("league=2\nnonsense"));
    QVERIFY(!form->parameters(&error));
    QVERIFY2(error.contains(QStringLiteral("line 2")), qPrintable(error));
    form->setParametersText(QStringLiteral("league=2"));
    form->setDialect(Debugger::ExternalReferee::Dialect::Brutaltester);
    QVERIFY(!form->parameters(&error));
    QVERIFY2(error.contains(QStringLiteral("brutaltester")), qPrintable(error));
  }

  // cg: the toy tic-tac-toe referee with a kibitz frame. Tier 0 text and the tier 1 grid,
  // whose cells are drawn in the referee's colours; the referee's metric is charted.
  void dialogRunsACgRefereeAndTheBoardDrawsItsGrid()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    showWindow(window);
    App::NewMatchDialog dialog(&window);
    setUpTicTacToe(dialog);
    QVERIFY(playInWindow(window, dialog));
    const Debugger::Replay& replay = window.document()->replay();
    QCOMPARE(replay.gameId, QStringLiteral("extern:tictactoe"));
    QVERIFY2(replay.result.complete, qPrintable(replay.result.text));
    QVERIFY(replay.frames.size() >= 5);
    // The referee's metric came mid-match: every frame has it, and it is charted.
    QVERIFY2(replay.metricKeys.contains(QStringLiteral("kibitz.moves")), qPrintable(replay.metricKeys.join(QLatin1Char(','))));
    for (const Debugger::Frame& frame : replay.frames)
      QCOMPARE(frame.metrics.size(), replay.metricKeys.size());
    auto* charts = window.findChild<App::ChartsPanel*>();
    QVERIFY(charts);
    QVERIFY(charts->chartCount() >= replay.metricKeys.size());
    const int moves = int(replay.metricKeys.indexOf(QStringLiteral("kibitz.moves")));
    QVERIFY(charts->pointCount(moves, 0) >= replay.frames.size() - 1);

    window.document()->setCurrentTurn(replay.lastTurn());
    App::ExternalBoardView* board = boardOf(window);
    QVERIFY(board);
    QTRY_VERIFY(board->isVisible() && board->scale() > 10);
    const QString text = board->shownText();
    for (const QString& part : {QStringLiteral("First"), QStringLiteral("Last"), QStringLiteral("Last input"),
                                QStringLiteral("Last reply"), QStringLiteral("Result")})
      QVERIFY2(text.contains(part), qPrintable(part + QStringLiteral(" not in:\n") + text));
    // Tier 1: X cells orange, O cells blue, as the referee coloured them, on screen too.
    const QImage shot = board->grab().toImage();
    int xCells = 0;
    int oCells = 0;
    for (int r = 0; r < 3; ++r)
      for (int c = 0; c < 3; ++c) {
        const QPointF centre = board->cellCenter(r, c);
        const QColor colour = board->cellColorAt(centre);
        if (!colour.isValid())
          continue;
        QVERIFY2(colour == QColor(QStringLiteral("#e69f00")) || colour == QColor(QStringLiteral("#56b4e9")), qPrintable(colour.name()));
        (colour == QColor(QStringLiteral("#e69f00")) ? xCells : oCells) += 1;
        QCOMPARE(board->cellTextAt(centre), colour == QColor(QStringLiteral("#e69f00")) ? QStringLiteral("X") : QStringLiteral("O"));
        // Away from the letter, the pixel is the cell's colour.
        const QPoint inCorner = (centre - QPointF(board->scale() * 0.35, board->scale() * 0.35)).toPoint();
        QCOMPARE(shot.pixelColor(inCorner * shot.devicePixelRatio()).name(), colour.name());
      }
    QVERIFY(xCells >= 3);
    QVERIFY(oCells >= 2);
    // The referee's note mark is listed on the board.
    QVERIFY(board->paintedMarkCount() >= 1 || !board->marks().isEmpty());
    screenshotInEveryLanguage(window, QStringLiteral("extern-tier1"));

    // Saved and opened again (as a `kibitz-cli run extern` replay is): the same board.
    const QString file = dir_.filePath(QStringLiteral("tictactoe.kbz"));
    QString error;
    QVERIFY2(Debugger::ReplayFile::write(file, replay, &error), qPrintable(error));
    window.document()->setModified(false);
    App::MainWindow again(languages_);
    again.setInteractive(false);
    showWindow(again);
    QVERIFY(again.openFile(file));
    QCOMPARE(again.document()->replay().metricKeys, replay.metricKeys);
    again.document()->setCurrentTurn(again.document()->lastTurn());
    App::ExternalBoardView* reopened = boardOf(again);
    QVERIFY(reopened);
    QVERIFY(reopened->shownText().contains(QStringLiteral("Last reply")));
    QTRY_VERIFY(reopened->scale() > 10);
    QCOMPARE(reopened->cellTextAt(reopened->cellCenter(0, 0)), QStringLiteral("X"));
  }

  // brutaltester: the toy race; tier 0 only (its kibitz frame has metrics, no grid).
  void dialogRunsABrutaltesterReferee()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    showWindow(window);
    App::NewMatchDialog dialog(&window);
    setUpRace(dialog);
    QVERIFY(playInWindow(window, dialog));
    const Debugger::Replay& replay = window.document()->replay();
    QCOMPARE(replay.gameId, QStringLiteral("extern:race"));
    QVERIFY2(replay.result.complete, qPrintable(replay.result.text));
    QVERIFY(replay.result.returns.value(0) > replay.result.returns.value(1));  // the hare wins
    window.document()->setCurrentTurn(replay.lastTurn() / 2);
    App::ExternalBoardView* board = boardOf(window);
    QVERIFY(board);
    QTRY_VERIFY(board->isVisible());
    const QString text = board->shownText();
    for (const QString& part : {QStringLiteral("Hare"), QStringLiteral("Tortoise"), QStringLiteral("Last input"),
                                QStringLiteral("STEP 2"), QStringLiteral("STEP 1")})
      QVERIFY2(text.contains(part), qPrintable(part + QStringLiteral(" not in:\n") + text));
    // Its kibitz frame's grid: the positions.
    QVERIFY(board->cellColorAt(board->cellCenter(0, 0)).isValid() || !board->cellTextAt(board->cellCenter(0, 0)).isEmpty());
    window.document()->setModified(false);
  }

  // Tier 0 only: an untidy community-style referee (tests/debugger/referees/brutal_untidy.py)
  // with no kibitz frame, its seed sent before ###Start, its players' own start data.
  void anUntidyBrutaltesterRefereeShowsTierZero()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    showWindow(window);
    App::NewMatchDialog dialog(&window);
    setUpRace(dialog);
    App::ExternalRefereeForm* form = formOf(&dialog);
    form->setRefereeText(script(QStringLiteral("brutal_untidy.py")));
    form->setGameName(QStringLiteral("untidy"));
    form->setSeedLine(Debugger::ExternalReferee::SeedLine::Before);
    form->setTimeLimitMs(2000);
    dialog.setSeed(5);
    dialog.setBot(0, bot(QStringLiteral("race_bot.py")));
    dialog.setBot(1, bot(QStringLiteral("race_bot.py"), QStringLiteral("--step 1")));
    dialog.setPlayerName(0, QStringLiteral("Hare"));
    dialog.setPlayerName(1, QStringLiteral("Tortoise"));
    QVERIFY(playInWindow(window, dialog));
    const Debugger::Replay& replay = window.document()->replay();
    QVERIFY2(replay.result.complete, qPrintable(replay.result.text));
    window.document()->setCurrentTurn(2);
    App::ExternalBoardView* board = boardOf(window);
    QVERIFY(board);
    const QString text = board->shownText();
    for (const QString& part : {QStringLiteral("Hare"), QStringLiteral("Last input"), QStringLiteral("STEP 2"),
                                QStringLiteral("Referee log"), QStringLiteral("###Error 0 just chatter on stderr")})
      QVERIFY2(text.contains(part), qPrintable(part + QStringLiteral(" not in:\n") + text));
    QVERIFY(board->entityScene().isEmpty());
    QVERIFY(!board->cellColorAt(board->rect().center()).isValid());  // no grid: the text fills the board
    screenshotInEveryLanguage(window, QStringLiteral("extern-tier0"));
    window.document()->setModified(false);
  }

  // Each referee brings back its own dialect, parameters, limit and seats.
  void settingsAreRememberedPerReferee()
  {
    {
      App::NewMatchDialog dialog;
      setUpTicTacToe(dialog);
      dialog.accept();
    }
    {
      App::NewMatchDialog dialog;
      setUpRace(dialog);
      dialog.accept();
    }
    App::NewMatchDialog dialog;
    // The game and the referee used last.
    QCOMPARE(dialog.findChild<QComboBox*>()->currentData().toString(), QStringLiteral("extern"));
    App::ExternalRefereeForm* form = formOf(&dialog);
    QCOMPARE(form->refereeText(), script(QStringLiteral("brutal_race.py")));
    QCOMPARE(dialog.findChild<QComboBox*>(QStringLiteral("dialectCombo"))->currentText(), QStringLiteral("brutaltester"));
    QCOMPARE(form->timeLimitMs(), 2000);
    QCOMPARE(dialog.findChild<QLineEdit*>(QStringLiteral("playerArgument1"))->text(),
             bot(QStringLiteral("race_bot.py"), QStringLiteral("--step 1")).mid(4));
    // Choosing the other referee brings back its own.
    form->setRefereeText(script(QStringLiteral("cg_tictactoe.py")));
    QCOMPARE(dialog.findChild<QComboBox*>(QStringLiteral("dialectCombo"))->currentText(), QStringLiteral("cg"));
    QString error;
    const std::optional<QMap<QString, QString>> parameters = form->parameters(&error);
    QVERIFY2(parameters, qPrintable(error));
    QCOMPARE(parameters->value(QStringLiteral("limit")), QStringLiteral("4000"));
    QCOMPARE(form->gameId(), QStringLiteral("extern:tictactoe"));
    QCOMPARE(dialog.findChild<QLineEdit*>(QStringLiteral("playerArgument1"))->text(),
             bot(QStringLiteral("ttt_bot.py"), QStringLiteral("--last")).mid(4));
    QCOMPARE(dialog.findChild<QLineEdit*>(QStringLiteral("playerName1"))->text(), QStringLiteral("Last"));
  }

  // Tier 2: an SDK-style referee's graphic entities (tests/debugger/referees/cg_entities.py),
  // drawn as they stand at the end of each frame.
  void theBoardDrawsGraphicEntities()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    showWindow(window);
    App::NewMatchDialog dialog(&window);
    dialog.setGame(QStringLiteral("extern"));
    App::ExternalRefereeForm* form = formOf(&dialog);
    form->setRefereeText(script(QStringLiteral("cg_entities.py")));
    form->setDialect(Debugger::ExternalReferee::Dialect::Cg);
    form->setGameName(QStringLiteral("shapes"));
    form->setParametersText(QString());
    form->setTimeLimitMs(0);
    dialog.findChild<QSpinBox*>()->setValue(2);
    dialog.setBot(0, bot(QStringLiteral("echo_bot.py")));
    dialog.setBot(1, bot(QStringLiteral("echo_bot.py")));
    dialog.setPlayerName(0, QStringLiteral("Echo"));
    dialog.setPlayerName(1, QStringLiteral("Echo 2"));
    QVERIFY(playInWindow(window, dialog));
    const Debugger::Replay& replay = window.document()->replay();
    QVERIFY2(replay.result.complete, qPrintable(replay.result.text));
    QCOMPARE(replay.frames.size(), 5);
    window.document()->setCurrentTurn(3);
    App::ExternalBoardView* board = boardOf(window);
    QVERIFY(board);
    QTRY_VERIFY(board->isVisible());
    const Debugger::EntityScene& scene = board->entityScene();
    QVERIFY2(scene.errors().isEmpty(), qPrintable(scene.errors().join(QLatin1Char('\n'))));
    QCOMPARE(scene.entities().size(), 9);
    QCOMPARE(scene.world(), QSizeF(1920, 1080));
    // The frame's end, not its middle: x = 100 + 100 * 3; the text of frame 3; the group's child.
    QCOMPARE(scene.entity(2)->number(QStringLiteral("x"), 0), 400.0);
    QCOMPARE(scene.entity(6)->text(QStringLiteral("T")), QStringLiteral("Frame 3"));
    QCOMPARE(scene.entity(8)->parent, 7);
    // On screen: the rounded rectangle's and the circle's colours where they are, the
    // group's rectangle moved with its group, the background elsewhere.
    const QImage shot = board->grab().toImage();
    const auto colourAt = [&](QPointF world) { return shot.pixelColor((board->worldToWidget(world) * shot.devicePixelRatio()).toPoint()).name(); };
    QCOMPARE(colourAt(QPointF(550, 400)), QColor(15105570).name());   // inside the rounded rectangle at x 400
    QCOMPARE(colourAt(QPointF(1400, 300)), QColor(5683433).name());   // the circle's centre
    QCOMPARE(colourAt(QPointF(650, 650)), QColor(13369344).name());   // the group's rectangle at 600 + 0..100
    QCOMPARE(colourAt(QPointF(1000, 800)), QColor(10079232).name());  // inside the polygon
    QCOMPARE(colourAt(QPointF(300, 700)), QColor(2245174).name());    // the background
    screenshotInEveryLanguage(window, QStringLiteral("extern-tier2"));
    window.document()->setModified(false);
  }

  // A referee that sends garbage: the window says what and where, the frames so far stay.
  void aBrokenRefereesMessageIsShown()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    showWindow(window);
    App::NewMatchDialog dialog(&window);
    dialog.setGame(QStringLiteral("extern"));
    App::ExternalRefereeForm* form = formOf(&dialog);
    form->setRefereeText(QStringLiteral("python3 %1 garbage").arg(script(QStringLiteral("cg_broken.py"))));
    form->setDialect(Debugger::ExternalReferee::Dialect::Cg);
    form->setGameName(QString());
    form->setParametersText(QString());
    form->setTimeLimitMs(0);
    dialog.findChild<QSpinBox*>()->setValue(1);
    dialog.setBot(0, bot(QStringLiteral("echo_bot.py")));
    dialog.setPlayerName(0, QStringLiteral("Echo"));
    QVERIFY(playInWindow(window, dialog));
    const Debugger::Replay& replay = window.document()->replay();
    QVERIFY(!replay.result.complete);
    QVERIFY(replay.frames.size() >= 1);
    QVERIFY2(replay.result.text.contains(QStringLiteral("line ")), qPrintable(replay.result.text));
    const QString status = statusOf(window);
    QVERIFY2(status.contains(QStringLiteral("Match ended early")) && status.contains(replay.result.text), qPrintable(status));
    window.document()->setCurrentTurn(replay.lastTurn());
    App::ExternalBoardView* board = boardOf(window);
    QVERIFY(board);
    QVERIFY2(board->shownText().contains(replay.result.text), qPrintable(board->shownText()));
    QVERIFY(board->shownText().contains(QStringLiteral("Match ended early")));
    QVERIFY(Test::saveScreenshot(window, QStringLiteral("extern-broken-en.png")));
    window.document()->setModified(false);
  }

  // Tools > Arena > External game: four matches of the toy tic-tac-toe, ranked and stored.
  void arenaWindowPlaysAnExternalGame()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    App::ArenaWindow* arena = App::openArenaWindow(&window);
    arena->setInteractive(false);
    App::ArenaSetupForm* setup = arena->setup();
    QVERIFY(setup->setGame(QStringLiteral("extern")));
    App::ExternalRefereeForm* form = setup->externalForm();
    QVERIFY(form->isVisibleTo(setup));
    form->setRefereeText(script(QStringLiteral("cg_tictactoe.py")));
    form->setDialect(Debugger::ExternalReferee::Dialect::Cg);
    form->setGameName(QStringLiteral("ttt"));
    form->setParametersText(QStringLiteral("limit=4000"));
    form->setTimeLimitMs(0);
    setup->clearBots();
    setup->addBot(bot(QStringLiteral("ttt_bot.py")), QStringLiteral("first"));
    setup->addBot(bot(QStringLiteral("ttt_bot.py"), QStringLiteral("--last")), QStringLiteral("last"));
    setup->setMatches(4);
    setup->setSeed(1);
    setup->setJobs(2);
    const QString db = dir_.filePath(QStringLiteral("extern.sqlite"));
    setup->setDatabasePath(db);
    QCOMPARE(setup->gameId(), QStringLiteral("extern:ttt"));
    QVERIFY2(arena->start(), qPrintable(arena->message()));
    QTRY_COMPARE_WITH_TIMEOUT(arena->state(), ArenaState::Finished, kTimeout);
    QString error;
    const std::unique_ptr<Debugger::Arena::ResultsDb> results =
        Debugger::Arena::ResultsDb::open(db, &error, Debugger::Arena::ResultsDb::Access::Read);
    QVERIFY2(results, qPrintable(error));
    const auto outcomes = results->outcomes(&error);
    QVERIFY2(outcomes, qPrintable(error));
    QCOMPARE(outcomes->size(), 4);
    QCOMPARE(arena->ranking()->rowCount(), 2);
    // The referee is part of the arena's identity: the database says how to go on.
    App::ArenaSetupForm again;
    QVERIFY2(again.loadIdentity(results->identity(), &error), qPrintable(error));
    QCOMPARE(again.gameId(), QStringLiteral("extern:ttt"));
    QVERIFY(again.externalForm()->refereeText().contains(QStringLiteral("cg_tictactoe.py")));
    arena->close();
  }
};

QTEST_MAIN(TestExternalGameWindow)
#include "test_external_game_window.moc"

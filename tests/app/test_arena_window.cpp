// Tools > Arena: the window plays an arena on the debugger's runner without blocking, shows
// its ranking with intervals, the win-rate matrix, the rating chart and the filterable list
// of matches, pauses, resumes and cancels without losing or repeating a match, reopens a
// database, shows each version of a bot and their history, opens a match's replay in the
// debugger window, and says what is wrong with bad input.
#include "application/language_manager.h"
#include "arena/arena_setup_form.h"
#include "arena/arena_window.h"
#include "arena/history_chart.h"
#include "arena/arena_feature.h"
#include "arena/match_list_model.h"
#include "arena/ranking_model.h"
#include "arena/rating_chart.h"
#include "arena/time_left.h"
#include "arena/win_rate_matrix.h"
#include "document/replay_document.h"
#include "editor/bot_language.h"
#include "editor/editor_feature.h"
#include "editor/editor_panel.h"
#include "mainwindow/main_window.h"
#include "support/require_tool.h"
#include "support/require_game.h"
#include "support/screenshots.h"
#include "support/test_matches.h"

#include "arena/match_play.h"
#include "arena/results_db.h"
#include "core/registry.h"
#include "replay/replay_file.h"

#include <QAction>
#include <QApplication>
#include <QAreaSeries>
#include <QCryptographicHash>
#include <QScatterSeries>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QtTest>

using namespace Kibitz;
using State = App::ArenaRunner::State;

namespace {

constexpr int kTimeout = 120000;

// The matches a database holds, read as `kibitz-cli rank` would.
QList<Debugger::Arena::MatchOutcome> stored(const QString& path)
{
  QString error;
  const std::unique_ptr<Debugger::Arena::ResultsDb> db =
      Debugger::Arena::ResultsDb::open(path, &error, Debugger::Arena::ResultsDb::Access::Read);
  if (!db)
    qWarning("%s", qPrintable(error));
  return db ? db->outcomes(&error).value_or(QList<Debugger::Arena::MatchOutcome>()) : QList<Debugger::Arena::MatchOutcome>();
}

void setUpFencing(App::ArenaWindow* arena, qint64 matches, const QString& db, const QString& replays = {})
{
  App::ArenaSetupForm* form = arena->setup();
  QVERIFY(form->setGame(QStringLiteral("fencing")));
  form->clearBots();
  form->addBot(QStringLiteral("builtin:fencer"));
  form->addBot(QStringLiteral("builtin:random"));
  form->addBot(QStringLiteral("builtin:idle"));
  form->setMatches(matches);
  form->setSeed(1);
  form->setJobs(2);
  form->setDatabasePath(db);
  form->setReplaysDir(replays);
}

// Answers the next file dialog with `path`, typed into its file name box (selectFile()
// leaves a focused box as it is): the dialog is modal, so the answer comes from its own event
// loop. Gives up after about 10 s without one.
void answerFileDialog(const QString& path, int tries = 200)
{
  QTimer::singleShot(50, [path, tries] {
    auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
    auto* name = dialog ? dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")) : nullptr;
    if (!name) {
      if (tries > 0)
        answerFileDialog(path, tries - 1);
      return;
    }
    name->setText(path);
    static_cast<QDialog*>(dialog)->accept();  // QFileDialog's own accept(), which checks the file
  });
}

// Puts the working folder back when a test that changes it ends, also on a failure.
struct CurrentFolder {
  QString path = QDir::currentPath();
  ~CurrentFolder() { QDir::setCurrent(path); }
};

QAction* addBotAction(App::ArenaWindow* arena, const QString& name)
{
  return arena->setup()->addButton()->menu()->findChild<QAction*>(name);
}

QStringList rankingRows(const App::RankingModel* model)
{
  QStringList rows;
  for (int r = 0; r < model->rowCount(); ++r) {
    QStringList cells;
    for (int c = 0; c < model->columnCount(); ++c)
      cells << model->index(r, c).data().toString();
    rows << cells.join(QLatin1Char('|'));
  }
  return rows;
}

}  // namespace

class TestArenaWindow : public QObject {
  Q_OBJECT
  App::LanguageManager* languages_ = nullptr;
  QTemporaryDir dir_;

private slots:
  void initTestCase()
  {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_arena_window"));
    KIBITZ_REQUIRE_GAME("fencing");
    QVERIFY(dir_.isValid());
    languages_ = new App::LanguageManager(this);
    languages_->setLanguage(QStringLiteral("en"));
  }

  void toolsMenuOpensTheArena()
  {
    App::MainWindow window(languages_);
    auto* action = window.findChild<QAction*>(QStringLiteral("arenaAction"));
    QVERIFY(action);
    QMenu* tools = window.menu(App::MainWindow::MenuId::Tools);
    QVERIFY(tools);
    QVERIFY(tools->actions().contains(action));
    QVERIFY(tools->menuAction()->isVisible());
    QCOMPARE(tools->title(), QStringLiteral("&Tools"));
    QCOMPARE(action->text(), QStringLiteral("&Arena…"));
    action->trigger();
    auto* arena = window.findChild<App::ArenaWindow*>();
    QVERIFY(arena);
    QVERIFY(arena->isVisible());
    // The form offers the game's built-in bots, an external command and the editor's bot.
    QVERIFY(arena->setup()->setGame(QStringLiteral("fencing")));
    QMenu* add = arena->setup()->addButton()->menu();
    QStringList specs;
    for (QAction* a : add->actions())
      specs << a->objectName();
    QVERIFY2(specs.contains(QStringLiteral("builtin:fencer")) && specs.contains(QStringLiteral("builtin:idle")) &&
                 specs.contains(QStringLiteral("cmd")) && specs.contains(QStringLiteral("mybot")),
             qPrintable(specs.join(QLatin1Char(' '))));
    add->findChild<QAction*>(QStringLiteral("builtin:random"))->trigger();
    add->findChild<QAction*>(QStringLiteral("builtin:random"))->trigger();
    QCOMPARE(arena->setup()->botCount(), 2);
    QCOMPARE(arena->setup()->botTable()->item(1, 0)->text(), QStringLiteral("random 2"));
    arena->close();
  }

  // The Arena opens on the game of the replay on screen (not on the registry's first game),
  // with its database in the application's data folder.
  void defaultsFollowTheOpenGame()
  {
    QSettings().remove(QStringLiteral("arena/game"));
    const QString first = Rules::Registry::all().first()->info().id;
    if (first == QLatin1String("fencing"))
      QSKIP("Fencing is the first game: the default would not show");
    App::MainWindow window(languages_);
    window.setInteractive(false);
    App::ArenaWindow* empty = App::openArenaWindow(&window);
    QCOMPARE(empty->setup()->gameId(), first);
    empty->close();
    auto runner = Test::fencerVsFencer(3);
    runner->run();
    runner->finish();
    const QString replay = dir_.filePath(QStringLiteral("defaults.kbz"));
    QString error;
    QVERIFY2(Debugger::ReplayFile::write(replay, runner->takeReplay(), &error), qPrintable(error));
    QVERIFY(window.openFile(replay));
    App::ArenaWindow* arena = App::openArenaWindow(&window);
    QCOMPARE(arena->setup()->gameId(), QStringLiteral("fencing"));
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QVERIFY(!data.isEmpty());
    const QString db = arena->setup()->databasePath();
    QVERIFY2(db.startsWith(data + QStringLiteral("/arena/fencing-")) && db.endsWith(QStringLiteral(".sqlite")), qPrintable(db));
    // The field shows it, and its folder in full below (the field is narrow).
    QCOMPARE(arena->setup()->findChild<QLineEdit*>(QStringLiteral("arenaDatabase"))->text(), db);
    QCOMPARE(arena->setup()->findChild<QLabel*>(QStringLiteral("arenaDatabaseFolder"))->text(),
             QStringLiteral("In %1").arg(QDir::toNativeSeparators(data + QStringLiteral("/arena"))));
    arena->close();
  }

  // "Matches" says how many the arena plays: whole rounds of every table in each seating.
  void matchesSayHowManyArePlayed()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    App::ArenaWindow* arena = App::openArenaWindow(&window);
    App::ArenaSetupForm* form = arena->setup();
    QVERIFY(form->setGame(QStringLiteral("fencing")));
    auto* note = form->findChild<QLabel*>(QStringLiteral("arenaMatchesNote"));
    QVERIFY(note);
    QCOMPARE(note->text(), QStringLiteral("A round needs at least 2 bots."));
    form->addBot(QStringLiteral("builtin:fencer"));
    form->addBot(QStringLiteral("builtin:random"));
    form->addBot(QStringLiteral("builtin:idle"));
    form->setMatches(20);
    // Three pairs, each in both seatings: rounds of 6, so 20 plays 24.
    QCOMPARE(note->text(), QStringLiteral("Plays 24: whole rounds of 6 matches."));
    form->setMatches(24);
    QCOMPARE(note->text(), QStringLiteral("4 rounds of 6 matches."));
    form->removeBot(2);
    QCOMPARE(note->text(), QStringLiteral("12 rounds of 2 matches."));
    form->addBot(QStringLiteral("builtin:idle"));
    form->setMatches(20);
    arena->show();
    QVERIFY(QTest::qWaitForWindowExposed(arena));
    QVERIFY(Kibitz::Test::saveScreenshot(*arena, QStringLiteral("arena/setup-rounded.png")));
    // The same count as the arena plays.
    form->setDatabasePath(dir_.filePath(QStringLiteral("rounded.sqlite")));
    arena->setInteractive(false);
    QVERIFY(arena->start());
    QCOMPARE(arena->data().total, 24);
    QTRY_COMPARE_WITH_TIMEOUT(arena->state(), State::Finished, kTimeout);
    QCOMPARE(stored(dir_.filePath(QStringLiteral("rounded.sqlite"))).size(), 24);
    arena->close();
  }

  // A small arena from the window: ranking, matrix, chart, list and its filters, the replay
  // of a match in the debugger; then the same database in a new window; then the languages.
  void playsAnArenaAndReopensIt()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    App::ArenaWindow* arena = App::openArenaWindow(&window);
    arena->setInteractive(false);
    const QString db = dir_.filePath(QStringLiteral("small.sqlite"));
    const QString replays = dir_.filePath(QStringLiteral("replays"));
    setUpFencing(arena, 30, db, replays);
    QVERIFY(arena->startButton()->isEnabled());
    arena->startButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(arena->state(), State::Finished, kTimeout);
    QVERIFY2(arena->message().contains(QStringLiteral("30 of 30")), qPrintable(arena->message()));
    QCOMPARE(arena->progress()->value(), 30);
    QCOMPARE(arena->progress()->maximum(), 30);
    QCOMPARE(stored(db).size(), 30);

    // The ranking: fencer first, with an interval.
    const App::RankingModel* ranking = arena->ranking();
    QCOMPARE(ranking->rowCount(), 3);
    QCOMPARE(ranking->index(0, App::RankingModel::Name).data().toString(), QStringLiteral("fencer"));
    QCOMPARE(ranking->index(0, App::RankingModel::Matches).data().toInt(), 20);
    QCOMPARE(ranking->index(0, App::RankingModel::Wins).data().toInt(), 20);
    const QString interval = ranking->index(0, App::RankingModel::Interval).data().toString();
    QVERIFY2(interval.startsWith(QLatin1Char('[')) && interval.contains(QStringLiteral(", ")), qPrintable(interval));
    const auto& top = ranking->standings().ranking.constFirst();
    QVERIFY(top.elo95 && top.elo95->first < top.elo && top.elo < top.elo95->second);
    QCOMPARE(ranking->index(2, App::RankingModel::Name).data().toString(), QStringLiteral("random"));

    // The matrix: every pair met on 5 seeds, each seating once (10 matches); fencer beat both.
    const App::WinRateModel* matrix = arena->matrix()->matrix();
    QCOMPARE(matrix->rowCount(), 3);
    for (int a = 0; a < 3; ++a)
      for (int b = 0; b < 3; ++b)
        QCOMPARE(matrix->cell(a, b).games(), a == b ? 0 : 10);
    QCOMPARE(matrix->cell(0, 1).wins, 10);  // fencer vs random
    QCOMPARE(matrix->cell(1, 0).losses, 10);
    QCOMPARE(matrix->cell(0, 2).rate(), 1.0);  // fencer vs idle
    QCOMPARE(matrix->index(0, 1).data().toString(), QStringLiteral("100 %"));
    QVERIFY2(matrix->index(0, 1).data(Qt::ToolTipRole).toString().contains(QStringLiteral("10 wins, 0 draws, 0 losses in 10 match")),
             qPrintable(matrix->index(0, 1).data(Qt::ToolTipRole).toString()));
    QVERIFY(!matrix->index(0, 0).data(App::WinRateModel::RateRole).isValid());

    // The chart: a line per bot, a point after each of the 5 rounds, fencer on top at the end.
    const QList<QLineSeries*> series = arena->chart()->ratingSeries();
    QCOMPARE(series.size(), 3);
    QCOMPARE(series[0]->name(), QStringLiteral("fencer"));
    for (QLineSeries* s : series)
      QCOMPARE(s->count(), 5);
    QCOMPARE(series[0]->at(4).x(), 30.0);
    QVERIFY(series[0]->at(4).y() > series[1]->at(4).y());
    QVERIFY(series[0]->at(4).y() > series[2]->at(4).y());
    // Each line has its 95% band: around it at every point, and at the end the ranking's interval.
    const QList<QAreaSeries*> bands = arena->chart()->intervalSeries();
    QCOMPARE(bands.size(), 3);
    for (int e = 0; e < 3; ++e) {
      QVERIFY(bands[e]->upperSeries() && bands[e]->lowerSeries());
      QCOMPARE(bands[e]->upperSeries()->count(), 5);
      QCOMPARE(bands[e]->lowerSeries()->count(), 5);
      for (int p = 0; p < 5; ++p) {
        QCOMPARE(bands[e]->upperSeries()->at(p).x(), series[e]->at(p).x());
        QCOMPARE(bands[e]->lowerSeries()->at(p).x(), series[e]->at(p).x());
        QVERIFY(bands[e]->lowerSeries()->at(p).y() < series[e]->at(p).y());
        QVERIFY(series[e]->at(p).y() < bands[e]->upperSeries()->at(p).y());
      }
      for (const auto& b : ranking->standings().ranking)
        if (b.name == series[e]->name()) {
          QVERIFY(b.elo95);
          QCOMPARE(bands[e]->lowerSeries()->at(4).y(), b.elo95->first);
          QCOMPARE(bands[e]->upperSeries()->at(4).y(), b.elo95->second);
        }
    }
    // The time-left estimate saw every match of the run, and stopped with it.
    QCOMPARE(arena->timeLeftEstimate().played(), 30);
    QVERIFY(!arena->timeLeftEstimate().isRunning());

    // The list and its filters.
    QCOMPARE(arena->matchList()->rowCount(), 30);
    QCOMPARE(arena->matchFilter()->rowCount(), 30);
    arena->botFilter()->setCurrentIndex(arena->botFilter()->findData(QStringLiteral("random")));
    QCOMPARE(arena->matchFilter()->rowCount(), 20);
    for (int r = 0; r < arena->matchFilter()->rowCount(); ++r)
      QVERIFY(arena->matchFilter()->index(r, App::MatchListModel::Players).data().toString().contains(QStringLiteral("random")));
    arena->resultFilter()->setCurrentIndex(arena->resultFilter()->findData(int(App::MatchFilter::Result::LostBy)));
    const QList<Debugger::Arena::MatchOutcome> rows = stored(db);
    int randomLost = 0, idleWon = 0, withErrors = 0, draws = 0;
    for (const Debugger::Arena::MatchOutcome& o : rows) {
      const int w = App::winningSeat(o);
      bool random = false;
      for (const auto& s : o.seats)
        random = random || s.name == QStringLiteral("random");
      if (random && w >= 0 && o.seats[w].name != QStringLiteral("random"))
        ++randomLost;
      if (w >= 0 && o.seats[w].name == QStringLiteral("idle"))
        ++idleWon;
      if (w < 0)
        ++draws;
      withErrors += std::any_of(o.seats.begin(), o.seats.end(), [](const auto& s) { return !s.error.isEmpty(); });
    }
    QCOMPARE(arena->matchFilter()->rowCount(), randomLost);
    QVERIFY(randomLost >= 10);  // fencer always beats it
    arena->botFilter()->setCurrentIndex(arena->botFilter()->findData(QStringLiteral("idle")));
    arena->resultFilter()->setCurrentIndex(arena->resultFilter()->findData(int(App::MatchFilter::Result::WonBy)));
    QCOMPARE(arena->matchFilter()->rowCount(), idleWon);
    arena->botFilter()->setCurrentIndex(0);
    arena->resultFilter()->setCurrentIndex(arena->resultFilter()->findData(int(App::MatchFilter::Result::Draw)));
    QCOMPARE(arena->matchFilter()->rowCount(), draws);
    arena->resultFilter()->setCurrentIndex(0);
    arena->errorsOnly()->setChecked(true);
    QCOMPARE(arena->matchFilter()->rowCount(), withErrors);
    arena->errorsOnly()->setChecked(false);
    QCOMPARE(arena->matchFilter()->rowCount(), 30);

    // Double click: match 7's replay opens in the debugger window.
    arena->tabs()->setCurrentIndex(3);
    QTableView* view = arena->matchView();
    view->scrollTo(arena->matchFilter()->index(7, 0));
    const QRect cell = view->visualRect(arena->matchFilter()->index(7, App::MatchListModel::Result));
    QVERIFY(!cell.isEmpty());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, cell.center());
    QTRY_VERIFY_WITH_TIMEOUT(window.document()->hasReplay(), kTimeout);
    QCOMPARE(QFileInfo(window.document()->filePath()).fileName(), QStringLiteral("match-000007.kbz"));
    QCOMPARE(window.document()->replay().seed, rows[7].seed);

    // Screenshots of every tab in three languages, the English ranking for the docs.
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("it"), QStringLiteral("zh_TW")}) {
      QVERIFY(languages_->setLanguage(language));
      QCoreApplication::processEvents();  // the layouts take the new texts
      for (int tab = 0; tab < arena->tabs()->count(); ++tab) {
        arena->tabs()->setCurrentIndex(tab);
        QVERIFY(Test::saveScreenshot(*arena, QStringLiteral("arena/%1-tab%2.png").arg(language).arg(tab)));
      }
      QVERIFY(!arena->tabs()->tabText(0).isEmpty());
    }
    QCOMPARE(arena->tabs()->tabText(0), QStringLiteral("排名"));
    QVERIFY(languages_->setLanguage(QStringLiteral("en")));
    QCOMPARE(arena->tabs()->tabText(0), QStringLiteral("Ranking"));
    arena->tabs()->setCurrentIndex(0);
    QCoreApplication::processEvents();
    QVERIFY(Test::saveScreenshot(*arena, QStringLiteral("arena/arena-en.png")));
    const QStringList ranked = rankingRows(arena->ranking());
    arena->close();

    // Reopened in a new window: the same ranking, matrix, chart and list.
    App::ArenaWindow* again = App::openArenaWindow(&window);
    again->setInteractive(false);
    QVERIFY2(again->openDatabase(db), qPrintable(again->message()));
    QCOMPARE(rankingRows(again->ranking()), ranked);
    QCOMPARE(again->matrix()->matrix()->cell(0, 1).wins, 10);
    QCOMPARE(again->chart()->ratingSeries().size(), 3);
    QCOMPARE(again->chart()->ratingSeries()[0]->count(), 5);
    QCOMPARE(again->matchList()->rowCount(), 30);
    QCOMPARE(again->setup()->gameId(), QStringLiteral("fencing"));
    QCOMPARE(again->setup()->botCount(), 3);
    QCOMPARE(again->setup()->replaysDir(), QFileInfo(replays).absoluteFilePath());
    QVERIFY2(again->message().contains(QStringLiteral("whole arena")), qPrintable(again->message()));
    // Start on the whole database plays nothing and finishes.
    again->startButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(again->state(), State::Finished, kTimeout);
    QCOMPARE(stored(db).size(), 30);
    QCOMPARE(rankingRows(again->ranking()), ranked);
    again->close();
  }

  // The "about … left" of the progress, from given times (no clock is read): the mean match
  // over the jobs, or the pace seen while running when that is slower; paused time does not count.
  void timeLeftEstimate()
  {
    App::TimeLeftEstimate pace;
    pace.reset(2);
    QVERIFY(!pace.leftMs(0, 10));  // nothing played yet
    pace.running(1000);
    QVERIFY(pace.isRunning());
    for (int i = 0; i < 4; ++i)
      pace.stored(100);
    QCOMPARE(pace.played(), 4);
    // 4 matches of 100 ms on 2 jobs: 50 ms a match; after 200 ms of running the pace agrees.
    QCOMPARE(pace.leftMs(1200, 10).value_or(-1), 500);
    // Slower than the matches say (bots starting, results stored): the pace seen wins.
    QCOMPARE(pace.leftMs(1400, 10).value_or(-1), 1000);
    // Paused from 1400 on: the 8 s until the resume are not the arena's.
    pace.stopped(1400);
    QVERIFY(!pace.isRunning());
    QCOMPARE(pace.leftMs(9400, 10).value_or(-1), 1000);
    pace.running(9400);
    for (int i = 0; i < 4; ++i)
      pace.stored(100);
    // 8 matches in 400 ms of running: 50 ms each, as the matches say.
    QCOMPARE(pace.leftMs(9400, 10).value_or(-1), 500);
    QCOMPARE(pace.leftMs(9400, 3).value_or(-1), 150);
    QVERIFY(!pace.leftMs(9400, 0));  // nothing missing
    // A new run starts from nothing.
    pace.reset(1);
    QCOMPARE(pace.played(), 0);
    QVERIFY(!pace.isRunning());
    QVERIFY(!pace.leftMs(20000, 10));
    // The window's words for it.
    QCOMPARE(App::ArenaWindow::durationText(12000), QStringLiteral("12 s"));
    QCOMPARE(App::ArenaWindow::durationText(200000), QStringLiteral("3 min 20 s"));
    QCOMPARE(App::ArenaWindow::durationText(3725000), QStringLiteral("1 h 02 min"));
  }

  // A bot that starts and then dies: the window says so at its first crash, once, and the
  // warning stays below the message that ends the arena.
  void warnsOfABotThatCrashes()
  {
    App::MainWindow window(languages_);
    App::ArenaWindow* arena = App::openArenaWindow(&window);
    arena->setInteractive(false);
    setUpFencing(arena, 12, dir_.filePath(QStringLiteral("crash.sqlite")));
    arena->setup()->addBot(QStringLiteral("cmd:false"));
    QVERIFY(arena->start());
    QTRY_COMPARE_WITH_TIMEOUT(arena->state(), State::Finished, kTimeout);
    const QString message = arena->message();
    QVERIFY2(message.startsWith(QStringLiteral("The arena is over: 12 of 12")), qPrintable(message));
    QCOMPARE(message.count(QStringLiteral("crashed in match")), 1);
    QVERIFY2(message.contains(QStringLiteral("Warning: false crashed in match ")) &&
                 message.contains(QStringLiteral("(turn 1: crashed: the bot exited with code 1)")),
             qPrintable(message));
    QVERIFY(Kibitz::Test::saveScreenshot(*arena, QStringLiteral("arena/en-crash-warning.png")));
    // A new arena starts without it.
    setUpFencing(arena, 6, dir_.filePath(QStringLiteral("no-crash.sqlite")));
    QVERIFY(arena->start());
    QTRY_COMPARE_WITH_TIMEOUT(arena->state(), State::Finished, kTimeout);
    QVERIFY2(!arena->message().contains(QStringLiteral("crashed")), qPrintable(arena->message()));
    arena->close();
  }

  // Add Bot > My Bot (from the Editor) adds the bot open in the editor, or says why it cannot;
  // the bot then plays in the arena.
  void addsMyBotFromTheEditor()
  {
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("python3 is not installed"));
    App::MainWindow window(languages_);
    window.setInteractive(false);
    auto* editor = window.findChild<App::EditorFeature*>();
    QVERIFY(editor);
    App::ArenaWindow* arena = App::openArenaWindow(&window);
    arena->setInteractive(false);
    const QString db = dir_.filePath(QStringLiteral("mybot.sqlite"));
    setUpFencing(arena, 2, db);
    App::ArenaSetupForm* form = arena->setup();
    form->clearBots();
    // Nothing open in the editor: said, nothing added.
    addBotAction(arena, QStringLiteral("mybot"))->trigger();
    QCOMPARE(form->botCount(), 0);
    QVERIFY2(arena->message().contains(QStringLiteral("My bot cannot be added")) && arena->message().contains(QStringLiteral("No bot is open")),
             qPrintable(arena->message()));
    // A Python bot from the Fencing template, saved (Python needs no build).
    QVERIFY(editor->newBotFromTemplate(QStringLiteral("fencing"), int(App::BotLanguage::Python)));
    QVERIFY(QDir().mkpath(dir_.filePath(QStringLiteral("mybot"))));
    const QString source = dir_.filePath(QStringLiteral("mybot/fencer.py"));
    App::EditorPanel* panel = editor->editorPanel();
    QVERIFY(panel->saveAs(panel->currentIndex(), source));
    addBotAction(arena, QStringLiteral("mybot"))->trigger();
    QCOMPARE(form->botCount(), 1);
    QCOMPARE(form->botTable()->item(0, 0)->text(), QStringLiteral("my bot"));
    const QString spec = form->botTable()->item(0, 1)->text();
    QVERIFY2(spec.startsWith(QStringLiteral("cmd:")) && spec.contains(source), qPrintable(spec));
    form->addBot(QStringLiteral("builtin:idle"));
    QVERIFY(arena->start());
    QTRY_COMPARE_WITH_TIMEOUT(arena->state(), State::Finished, kTimeout);
    const QList<Debugger::Arena::MatchOutcome> rows = stored(db);
    QCOMPARE(rows.size(), 2);
    for (const Debugger::Arena::MatchOutcome& o : rows) {
      QStringList names;
      for (const auto& seat : o.seats)
        names << seat.name;
      QVERIFY2(names.contains(QStringLiteral("my bot")), qPrintable(names.join(QLatin1Char(','))));
      QCOMPARE(o.seats.value(names.indexOf(QStringLiteral("my bot"))).bot, spec);
    }
    arena->close();
    panel->setPromptAnswer(QMessageBox::Discard);
    QVERIFY(panel->maybeCloseAll());
  }

  // Add Bot > Course Player… (games with the course API) adds the player file chosen in the
  // file dialog, which then plays (built by Kibitz).
  void addsACoursePlayer()
  {
    KIBITZ_REQUIRE_GAME("orkisland");
    if (QStandardPaths::findExecutable(QStringLiteral("g++")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("g++ is not installed: course players are built with it"));
    App::MainWindow window(languages_);
    App::ArenaWindow* arena = App::openArenaWindow(&window);
    arena->setInteractive(false);
    App::ArenaSetupForm* form = arena->setup();
    QVERIFY(form->setGame(QStringLiteral("orkisland")));
    const QString db = dir_.filePath(QStringLiteral("course.sqlite"));
    form->setDatabasePath(db);
    form->setReplaysDir(QString());
    form->setMatches(4);
    form->setJobs(2);
    const QString player = QStringLiteral(KIBITZ_SOURCE_DIR "/tests/orkisland_course/AIRandy.cc");
    QAction* course = addBotAction(arena, QStringLiteral("eda"));
    QVERIFY(course);
    answerFileDialog(player);
    course->trigger();
    QCOMPARE(form->botCount(), 1);
    QCOMPARE(form->botTable()->item(0, 0)->text(), QStringLiteral("Randy"));
    QCOMPARE(form->botTable()->item(0, 1)->text(), QStringLiteral("eda:") + player);
    for (int i = 0; i < 3; ++i)
      form->addBot(QStringLiteral("builtin:dummy"));
    QVERIFY(arena->start());
    QTRY_VERIFY_WITH_TIMEOUT(arena->state() == State::Finished || arena->state() == State::Failed, kTimeout);
    QVERIFY2(arena->state() == State::Finished, qPrintable(arena->message()));
    const QList<Debugger::Arena::MatchOutcome> rows = stored(db);
    QCOMPARE(rows.size(), 4);
    for (const Debugger::Arena::MatchOutcome& o : rows)
      for (const auto& seat : o.seats)
        if (seat.name == QLatin1String("Randy"))
          QVERIFY2(seat.error.isEmpty(), qPrintable(seat.error));
    arena->close();
  }

  // A relative replay folder, typed in the form: the window finds the replays from another
  // working folder; and so it does for a database of an older version, which stored the
  // relative path.
  void findsReplaysFromAnyFolder()
  {
    const CurrentFolder restore;
    App::MainWindow window(languages_);
    window.setInteractive(false);
    const QString first = dir_.filePath(QStringLiteral("cwd-first"));
    const QString second = dir_.filePath(QStringLiteral("cwd-second"));
    QVERIFY(QDir().mkpath(first) && QDir().mkpath(second));
    QVERIFY(QDir::setCurrent(first));
    App::ArenaWindow* arena = App::openArenaWindow(&window);
    arena->setInteractive(false);
    setUpFencing(arena, 6, QStringLiteral("relative.sqlite"), QStringLiteral("relative-replays"));
    QVERIFY(arena->start());
    QTRY_COMPARE_WITH_TIMEOUT(arena->state(), State::Finished, kTimeout);
    arena->close();

    QVERIFY(QDir::setCurrent(second));
    App::ArenaWindow* later = App::openArenaWindow(&window);
    later->setInteractive(false);
    QVERIFY2(later->openDatabase(QDir(first).filePath(QStringLiteral("relative.sqlite"))), qPrintable(later->message()));
    QCOMPARE(QFileInfo(later->setup()->replaysDir()).canonicalFilePath(),
             QFileInfo(QDir(first).filePath(QStringLiteral("relative-replays"))).canonicalFilePath());
    QVERIFY(later->openMatch(2));
    QTRY_VERIFY_WITH_TIMEOUT(window.document()->hasReplay(), kTimeout);
    QCOMPARE(QFileInfo(window.document()->filePath()).canonicalFilePath(),
             QFileInfo(QDir(first).filePath(QStringLiteral("relative-replays/match-000002.kbz"))).canonicalFilePath());
    QVERIFY2(!later->message().contains(QStringLiteral("again")), qPrintable(later->message()));
    later->close();

    // An older database beside its replay folder, holding "r/match-000000.kbz".
    const QString old = dir_.filePath(QStringLiteral("old"));
    QVERIFY(QDir().mkpath(old + QStringLiteral("/r")));
    Debugger::Arena::MatchJob job;
    job.schedule = QStringLiteral("old");
    job.gameId = QStringLiteral("fencing");
    job.seed = 3;
    job.seats = {Debugger::Arena::JobSeat{0, QStringLiteral("fencer"), QStringLiteral("builtin:fencer")},
                 Debugger::Arena::JobSeat{1, QStringLiteral("idle"), QStringLiteral("builtin:idle")}};
    Debugger::Arena::MatchOutcome outcome = Debugger::Arena::playMatch(job, old + QStringLiteral("/r"));
    QVERIFY2(outcome.played(), qPrintable(outcome.error));
    outcome.replay = QStringLiteral("r/match-000000.kbz");
    {
      QString error;
      const std::unique_ptr<Debugger::Arena::ResultsDb> db =
          Debugger::Arena::ResultsDb::open(old + QStringLiteral("/a.sqlite"), &error, Debugger::Arena::ResultsDb::Access::Write);
      QVERIFY2(db && db->claim(QStringLiteral("old"), QJsonObject(), &error) && db->insert(outcome, false, nullptr, &error), qPrintable(error));
    }
    App::ArenaWindow* older = App::openArenaWindow(&window);
    older->setInteractive(false);
    QVERIFY2(older->openDatabase(old + QStringLiteral("/a.sqlite")), qPrintable(older->message()));
    QVERIFY(older->openMatch(0));
    QTRY_COMPARE_WITH_TIMEOUT(QFileInfo(window.document()->filePath()).canonicalFilePath(),
                              QFileInfo(old + QStringLiteral("/r/match-000000.kbz")).canonicalFilePath(), kTimeout);
    older->close();
  }

  // Opening a match from the list replaces the debugger's replay only as File > Open does:
  // an unsaved match there asks "Save it now?" first, and Cancel keeps it.
  void keepsAnUnsavedMatchWhenOpeningOne()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    window.setUnsavedAnswer([&] { return answer; });
    QVERIFY(window.startMatch(Test::fencerVsFencer(4)));
    QTRY_VERIFY_WITH_TIMEOUT(!window.isMatchRunning(), kTimeout);
    QVERIFY(window.document()->isModified());
    App::ArenaWindow* arena = App::openArenaWindow(&window);
    arena->setInteractive(false);
    setUpFencing(arena, 6, dir_.filePath(QStringLiteral("unsaved.sqlite")), dir_.filePath(QStringLiteral("unsaved-replays")));
    QVERIFY(arena->start());
    QTRY_COMPARE_WITH_TIMEOUT(arena->state(), State::Finished, kTimeout);
    QVERIFY(!arena->openMatch(1));
    QVERIFY2(arena->message().contains(QStringLiteral("has not been saved")), qPrintable(arena->message()));
    QVERIFY(window.document()->isModified());
    QVERIFY(window.document()->filePath().isEmpty());
    answer = QMessageBox::Discard;
    QVERIFY(arena->openMatch(1));
    QVERIFY2(window.document()->filePath().endsWith(QStringLiteral("unsaved-replays/match-000001.kbz")),
             qPrintable(window.document()->filePath()));
    arena->close();
  }

  // Pause stops handing out matches; resume plays the rest of the same database: every
  // match stored once.
  // Two arenas in one database with the bot's script changed between them: the ranking
  // has a row per version ("bot.sh@3f2a9c01"), in the version's colour of its entrant,
  // and the History tab a point per version with its interval; reopening the database
  // shows the same (docs/arena.md, "Versions and history").
  void showsEveryVersionsHistory()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    App::ArenaWindow* arena = App::openArenaWindow(&window);
    arena->setInteractive(false);
    arena->resize(1100, 700);
    const QString db = dir_.filePath(QStringLiteral("versions.sqlite"));
    const QString script = dir_.filePath(QStringLiteral("bot.sh"));
    const QList<QByteArray> versions{"while read a && read b; do echo BREAK; done\n",
                                     "# v2\nwhile read a && read b; do echo ADVANCE; done\n"};
    QStringList labels;
    for (const QByteArray& content : versions) {
      QFile file(script);
      QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(content) == content.size());
      file.close();
      labels << QStringLiteral("bot.sh@") +
                    QString::fromLatin1(QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex().left(8));
      App::ArenaSetupForm* form = arena->setup();
      QVERIFY(form->setGame(QStringLiteral("fencing")));
      form->clearBots();
      form->addBot(QStringLiteral("cmd:sh \"%1\"").arg(script));
      form->addBot(QStringLiteral("builtin:random"));
      form->setMatches(6);
      form->setSeed(1);
      form->setJobs(2);
      form->setDatabasePath(db);
      form->setReplaysDir(QString());
      QVERIFY2(arena->start(), qPrintable(arena->message()));
      QTRY_COMPARE_WITH_TIMEOUT(arena->state(), State::Finished, kTimeout);
      QVERIFY2(arena->message().contains(QStringLiteral("6 of 6")), qPrintable(arena->message()));
    }
    QCOMPARE(stored(db).size(), 12);
    const auto check = [&](App::ArenaWindow* w) {
      const App::RankingModel* ranking = w->ranking();
      QStringList names;
      for (int r = 0; r < ranking->rowCount(); ++r)
        names << ranking->index(r, App::RankingModel::Name).data().toString();
      QCOMPARE(names, (QStringList{labels[0], QStringLiteral("random"), labels[1]}));  // breaking wins, advancing loses
      QCOMPARE(ranking->index(0, App::RankingModel::Matches).data().toInt(), 6);
      QCOMPARE(ranking->index(0, App::RankingModel::Name).data(Qt::DecorationRole),
               ranking->index(2, App::RankingModel::Name).data(Qt::DecorationRole));  // the entrant's colour
      auto* tabs = w->findChild<QTabWidget*>(QStringLiteral("arenaTabs"));
      QVERIFY(tabs);
      tabs->setCurrentWidget(w->historyChart());
      App::HistoryChart* history = w->historyChart();
      QCOMPARE(tabs->tabText(tabs->currentIndex()), QStringLiteral("History"));
      QCOMPARE(history->botBox()->currentText(), QStringLiteral("bot.sh"));  // the bot with several versions first
      QVERIFY(history->history());
      QCOMPARE(history->points()->count(), 2);
      QCOMPARE(history->intervals().size(), 2);
      QCOMPARE(history->intervals()[0]->name(), labels[0]);
      QVERIFY(history->points()->at(0).x() <= history->points()->at(1).x());  // in the order they first played
      QVERIFY(history->points()->at(0).y() > history->points()->at(1).y());
      for (int i = 0; i < 2; ++i) {
        QLineSeries* bar = history->intervals()[i];
        QCOMPARE(bar->count(), 2);
        QVERIFY(bar->at(0).y() < history->points()->at(i).y() && history->points()->at(i).y() < bar->at(1).y());
      }
      QCOMPARE(history->history()->opponents, QStringList{QStringLiteral("random")});
    };
    check(arena);
    QVERIFY(Test::saveScreenshot(*arena, QStringLiteral("arena-history.png")));
    arena->close();

    App::ArenaWindow* reopened = App::openArenaWindow(&window);
    reopened->setInteractive(false);
    QVERIFY2(reopened->openDatabase(db), qPrintable(reopened->message()));
    check(reopened);
    reopened->close();
  }

  void pausesAndResumes()
  {
    App::MainWindow window(languages_);
    App::ArenaWindow* arena = App::openArenaWindow(&window);
    arena->setInteractive(false);
    const QString db = dir_.filePath(QStringLiteral("pause.sqlite"));
    setUpFencing(arena, 3000, db);
    QVERIFY(arena->start());
    // Paused at once (built-in Fencing bots play thousands of matches a second: a pause
    // that waited for progress could come after the last match).
    QVERIFY(arena->pauseButton()->isEnabled());
    QCOMPARE(arena->progress()->maximum(), 3000);
    arena->pauseButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(arena->state(), State::Paused, kTimeout);
    QVERIFY(arena->resumeButton()->isEnabled());
    QVERIFY(!arena->pauseButton()->isEnabled());
    const qint64 atPause = arena->data().outcomes.size();
    QVERIFY2(atPause < 3000, "the arena ended before the pause took effect");
    // Paused: nothing more is played; the window shows what the database holds.
    QCOMPARE(qint64(stored(db).size()), atPause);
    QVERIFY2(arena->timeLeft()->text().contains(QStringLiteral("Paused")), qPrintable(arena->timeLeft()->text()));
    Test::saveScreenshot(*arena, QStringLiteral("arena/en-paused.png"));
    QTest::qWait(200);
    QCOMPARE(qint64(stored(db).size()), atPause);
    arena->resumeButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(arena->state(), State::Finished, kTimeout);
    const QList<Debugger::Arena::MatchOutcome> rows = stored(db);
    QCOMPARE(rows.size(), 3000);
    for (int i = 0; i < rows.size(); ++i)
      QCOMPARE(rows[i].index, qint64(i));  // none lost, none twice
    QCOMPARE(arena->data().outcomes.size(), 3000);
    QCOMPARE(arena->matchList()->rowCount(), 3000);
    QCOMPARE(arena->ranking()->index(0, App::RankingModel::Matches).data().toInt(), 2000);
    arena->close();
  }

  // Cancel ends after the running matches and keeps them; Start on the database plays the
  // rest. Without replays a double click plays the match again and opens it.
  void cancelsAndPlaysTheRestLater()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    App::ArenaWindow* arena = App::openArenaWindow(&window);
    arena->setInteractive(false);
    const QString db = dir_.filePath(QStringLiteral("cancel.sqlite"));
    setUpFencing(arena, 3000, db);
    QVERIFY(arena->start());
    QTRY_VERIFY_WITH_TIMEOUT(arena->data().outcomes.size() >= 30 || arena->state() == State::Failed, kTimeout);
    QVERIFY2(arena->state() != State::Failed, qPrintable(arena->message()));
    arena->cancelButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(arena->state(), State::Cancelled, kTimeout);
    const qint64 atCancel = arena->data().outcomes.size();
    QVERIFY2(atCancel < 3000, "the arena ended before the cancel took effect");
    QCOMPARE(qint64(stored(db).size()), atCancel);
    QVERIFY(arena->startButton()->isEnabled());
    QVERIFY(!arena->resumeButton()->isEnabled());
    QVERIFY2(arena->message().contains(QStringLiteral("Cancelled")), qPrintable(arena->message()));
    arena->close();

    App::ArenaWindow* later = App::openArenaWindow(&window);
    later->setInteractive(false);
    QVERIFY(later->openDatabase(db));
    QCOMPARE(qint64(later->matchList()->rowCount()), atCancel);
    QVERIFY2(later->message().contains(QStringLiteral("Start plays the rest")), qPrintable(later->message()));
    QVERIFY(later->start());
    QTRY_COMPARE_WITH_TIMEOUT(later->state(), State::Finished, kTimeout);
    QVERIFY2(later->message().contains(QStringLiteral("3000 of 3000")), qPrintable(later->message()));
    const QList<Debugger::Arena::MatchOutcome> rows = stored(db);
    QCOMPARE(rows.size(), 3000);
    for (int i = 0; i < rows.size(); ++i)
      QCOMPARE(rows[i].index, qint64(i));

    QVERIFY(!window.document()->hasReplay());
    QVERIFY(later->openMatch(5));
    QTRY_VERIFY_WITH_TIMEOUT(window.document()->hasReplay(), kTimeout);
    QCOMPARE(window.document()->replay().seed, rows[5].seed);
    QCOMPARE(window.document()->replay().players.size(), 2);
    QCOMPARE(window.document()->replay().players[0].name, rows[5].seats[0].name);
    QVERIFY2(later->message().contains(QStringLiteral("played again")), qPrintable(later->message()));
    later->close();
  }

  // Bad input gets a message in the window, never a crash.
  // A CLI arena's seed can be any 64-bit number: reopened in the window it is kept as is,
  // not clamped to a spin box's 2^31 - 1.
  void aLargeSeedIsKept()
  {
    App::MainWindow window(languages_);
    App::ArenaWindow* arena = App::openArenaWindow(&window);
    arena->setInteractive(false);
    App::ArenaSetupForm* form = arena->setup();
    const QJsonObject identity{{QStringLiteral("game"), QStringLiteral("fencing")},
                               {QStringLiteral("entrants"), QJsonArray{QJsonObject{{QStringLiteral("bot"), QStringLiteral("builtin:fencer")}},
                                                                       QJsonObject{{QStringLiteral("bot"), QStringLiteral("builtin:random")}}}},
                               {QStringLiteral("matches"), 4},
                               {QStringLiteral("seed"), QStringLiteral("18446744073709551000")}};
    QString error;
    QVERIFY2(form->loadIdentity(identity, &error), qPrintable(error));
    form->setDatabasePath(dir_.filePath(QStringLiteral("seed.sqlite")));
    Debugger::MatchRequest request;
    QVERIFY2(form->request(&request, &error), qPrintable(error));
    QCOMPARE(request.seed, Q_UINT64_C(18446744073709551000));
    arena->close();
  }

  void saysWhatIsWrong()
  {
    App::MainWindow window(languages_);
    App::ArenaWindow* arena = App::openArenaWindow(&window);
    arena->setInteractive(false);
    App::ArenaSetupForm* form = arena->setup();

    // An unknown built-in bot: refused before anything starts.
    setUpFencing(arena, 6, dir_.filePath(QStringLiteral("bad1.sqlite")));
    form->addBot(QStringLiteral("builtin:nosuchbot"));
    QVERIFY(!arena->start());
    QVERIFY2(arena->message().contains(QStringLiteral("nosuchbot")), qPrintable(arena->message()));
    QCOMPARE(arena->state(), State::Idle);

    // No bots at all.
    form->clearBots();
    QVERIFY(!arena->start());
    QVERIFY(!arena->message().isEmpty());

    // A program that does not start: the arena stops before its first match, no database left.
    const QString bad2 = dir_.filePath(QStringLiteral("bad2.sqlite"));
    setUpFencing(arena, 6, bad2);
    form->addBot(QStringLiteral("cmd:/nonexistent/kibitz-bot"));
    QVERIFY(arena->start());
    QTRY_COMPARE_WITH_TIMEOUT(arena->state(), State::Failed, kTimeout);
    QVERIFY2(arena->message().contains(QStringLiteral("no match was played")), qPrintable(arena->message()));
    QVERIFY(!QFile::exists(bad2));
    QVERIFY(arena->startButton()->isEnabled());

    // A file that is not a database, opened or played into.
    const QString foreign = dir_.filePath(QStringLiteral("notes.sqlite"));
    QFile file(foreign);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("these are my notes, not an arena\n");
    file.close();
    QVERIFY(!arena->openDatabase(foreign));
    QVERIFY2(arena->message().contains(foreign), qPrintable(arena->message()));
    setUpFencing(arena, 6, foreign);
    QVERIFY(arena->start());
    QTRY_COMPARE_WITH_TIMEOUT(arena->state(), State::Failed, kTimeout);
    QVERIFY2(arena->message().startsWith(QStringLiteral("The arena stopped:")), qPrintable(arena->message()));
    QCOMPARE(arena->matchList()->rowCount(), 0);
    Test::saveScreenshot(*arena, QStringLiteral("arena/en-error.png"));
    QVERIFY(!arena->openDatabase(dir_.filePath(QStringLiteral("missing.sqlite"))));
    QVERIFY2(arena->message().contains(QStringLiteral("no such file")), qPrintable(arena->message()));
    // (Another arena's database is not bad input: the arena plays beside its matches,
    // showsEveryVersionsHistory.)
    arena->close();
  }
};

QTEST_MAIN(TestArenaWindow)
#include "test_arena_window.moc"

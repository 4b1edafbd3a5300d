// The desktop window: opening a 200-turn Fencing replay, stepping one turn (board
// repaint, inspector, bot I/O and chart cursor), how long the GUI thread is blocked
// while a match runs on the worker thread, and the OrkIsland board alone.
#include "application/gui_thread_paints.h"
#include "application/language_manager.h"
#include "boards/board_view.h"
#include "document/playback.h"
#include "document/replay_document.h"
#include "mainwindow/main_window.h"

#include "match/match_runner.h"
#include "replay/replay_file.h"
#include "replay/replay_loader.h"

#include "core/registry.h"
#include "support/golden.h"
#include "support/test_matches.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QTimer>
#include <QtTest>

using namespace Kibitz;

namespace {
// The window as a user sees it (1400 x 900, errors not shown in dialogs), once it is on screen.
bool showForBenchmark(App::MainWindow& window)
{
  window.setInteractive(false);
  window.resize(1400, 900);
  window.show();
  return QTest::qWaitForWindowExposed(&window);
}

// This process's resident set size (VmRSS), in KiB.
qint64 residentKb()
{
  QFile status(QStringLiteral("/proc/self/status"));
  if (!status.open(QIODevice::ReadOnly))
    return 0;
  for (const QByteArray& line : status.readAll().split('\n'))
    if (line.startsWith("VmRSS:"))
      return line.mid(6).trimmed().split(' ').value(0).toLongLong();
  return 0;
}

// The registered games that have built-in bots and no reference row of their own (`named`):
// a new game gets a row with its built-in line-up (Test::builtinLineUp) without a line here.
QStringList otherGames(const QStringList& named)
{
  QStringList out;
  for (const Rules::Game* game : Rules::Registry::all())
    if (!named.contains(game->info().id) && !Test::builtinLineUp(game->info()).isEmpty())
      out << game->info().id;
  return out;
}
}  // namespace

class BenchAppGui : public QObject {
  Q_OBJECT
private slots:
  void initTestCase()
  {
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzBench"));
    // As in the application, where the main window asks for it: boards measured alone too.
    App::keepPaintsOnTheGuiThread();
  }

  // Every game's board alone, every frame of a match: the time to take the frame
  // (showFrame, the typed state restored) and to paint it (repaint(): the board's
  // paintEvent into the window's backing store, as on screen).
  void boardFrame_data()
  {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QStringList>("bots");
    QTest::addColumn<int>("seed");
    QTest::addColumn<QStringList>("parameters");  // KEY=VALUE
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("overlay");  // switched on, if any
    QTest::newRow("orkisland") << QStringLiteral("orkisland")
                               << QStringList{QStringLiteral("builtin:warlord"), QStringLiteral("builtin:dummy"),
                                              QStringLiteral("builtin:dummy"), QStringLiteral("builtin:dummy")}
                               << 1 << QStringList{} << QSize(900, 700) << QString();
    QTest::newRow("fencing") << QStringLiteral("fencing")
                             << QStringList{QStringLiteral("builtin:fencer"), QStringLiteral("builtin:fencer")} << 7
                             << QStringList{} << QSize(900, 700) << QString();
    QTest::newRow("angelempire") << QStringLiteral("angelempire") << QStringList{QStringLiteral("builtin:tactician")}
                                 << 3 << QStringList{QStringLiteral("battles=3")} << QSize(820, 620) << QString();
    QTest::newRow("moscaceca 100x100, 20 agents, fog")
        << QStringLiteral("moscaceca")
        << QStringList{QStringLiteral("builtin:scout"), QStringLiteral("builtin:scout"), QStringLiteral("builtin:random"),
                       QStringLiteral("builtin:scout")}
        << 21
        << QStringList{QStringLiteral("board_size=100"), QStringLiteral("max_turns=15"),
                       QStringLiteral("agents_per_player=5"), QStringLiteral("start_cloth=16")}
        << QSize(900, 700) << QStringLiteral("fog");
    QTest::newRow("dominoes") << QStringLiteral("dominoes") << QStringList{QStringLiteral("builtin:planner")} << 5
                              << QStringList{} << QSize(700, 700) << QString();
    // Every other registered game (a new one), with its built-in line-up.
    for (const QString& game : otherGames({QStringLiteral("orkisland"), QStringLiteral("fencing"), QStringLiteral("angelempire"),
                                           QStringLiteral("moscaceca"), QStringLiteral("dominoes")}))
      QTest::newRow(qPrintable(game)) << game << Test::builtinLineUp(Rules::Registry::find(game)->info()) << 1 << QStringList{}
                                      << QSize(900, 700) << QString();
  }

  void boardFrame()
  {
    QFETCH(QString, game);
    QFETCH(QStringList, bots);
    QFETCH(int, seed);
    QFETCH(QStringList, parameters);
    QFETCH(QSize, size);
    QFETCH(QString, overlay);
    if (!Rules::Registry::find(game))
      QSKIP("this build does not have the game");
    QMap<QString, QString> values;
    for (const QString& parameter : parameters)
      values.insert(parameter.section(QLatin1Char('='), 0, 0), parameter.section(QLatin1Char('='), 1));
    const Debugger::Replay replay = Test::playMatch(game, bots, uint64_t(seed), values);
    std::unique_ptr<App::BoardView> board(App::createBoardView(game, nullptr));
    board->resize(size);
    if (!overlay.isEmpty())
      board->setOverlay(overlay, true);
    board->show();
    QVERIFY(QTest::qWaitForWindowExposed(board.get()));
    QList<double> show, paint;
    QElapsedTimer timer;
    for (int round = 0; round < 2; ++round)  // the first pass warms the caches up
      for (int t = 0; t <= replay.lastTurn(); ++t) {
        timer.start();
        board->showFrame(replay, t);
        const double s = double(timer.nsecsElapsed()) / 1e6;
        timer.start();
        board->repaint();
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        if (round == 1) {
          show << s;
          paint << ms;
        }
      }
    std::sort(show.begin(), show.end());
    std::sort(paint.begin(), paint.end());
    qInfo("%s board %dx%d, %lld frames: showFrame median %.3f ms, paint median %.3f ms (95th percentile %.3f ms)",
          qPrintable(game), size.width(), size.height(), qlonglong(paint.size()), show[show.size() / 2],
          paint[paint.size() / 2], paint[paint.size() * 95 / 100]);
  }

  // A 5000-round OrkIsland replay: the time to open it in the window, the memory the
  // window then holds for it (resident set growth), and playback at 64x with every panel.
  void longReplay_data()
  {
    QTest::addColumn<QStringList>("bots");
    QTest::newRow("4 dummy") << QStringList{QStringLiteral("builtin:dummy"), QStringLiteral("builtin:dummy"),
                                            QStringLiteral("builtin:dummy"), QStringLiteral("builtin:dummy")};
    QTest::newRow("2 warlord 2 dummy") << QStringList{QStringLiteral("builtin:warlord"), QStringLiteral("builtin:dummy"),
                                                      QStringLiteral("builtin:warlord"), QStringLiteral("builtin:dummy")};
  }

  void longReplay()
  {
    QFETCH(QStringList, bots);
    if (!Rules::Registry::find(QStringLiteral("orkisland")))
      QSKIP("this build does not have OrkIsland");
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("long.kbz"));
    QString error;
    QVERIFY(Debugger::ReplayFile::write(
        path,
        Test::playMatch(QStringLiteral("orkisland"), bots, 3, {{QStringLiteral("nb_rounds"), QStringLiteral("5000")}}),
        &error));
    App::LanguageManager languages;
    App::MainWindow window(&languages);
    QVERIFY(showForBenchmark(window));
    QCoreApplication::processEvents();
    const qint64 before = residentKb();
    // Opened in a window that shows nothing yet, then five times more in the same window
    // (each open replaces the replay shown, which is freed meanwhile): what the window holds
    // after the first, and the median of the others.
    QElapsedTimer timer;
    timer.start();
    QVERIFY2(window.openFile(path), qPrintable(window.lastError()));
    window.repaint();
    const double firstMs = double(timer.nsecsElapsed()) / 1e6;
    const qint64 after = residentKb();
    QList<double> opens;
    for (int i = 0; i < 5; ++i) {
      // A person opens files seconds apart: the last open's memory is freed (on the pool,
      // releaseLater) before this one starts; what this open frees is in its time.
      QThreadPool::globalInstance()->waitForDone();
      timer.start();
      QVERIFY2(window.openFile(path), qPrintable(window.lastError()));
      window.repaint();
      opens << double(timer.nsecsElapsed()) / 1e6;
    }
    std::sort(opens.begin(), opens.end());
    qInfo("a %d-round OrkIsland replay of %lld bytes: opens in %.0f ms in a new window, %.0f ms over a shown replay "
          "(median of 5, %.0f to %.0f); the window grows by %lld MB (resident) with it open",
          window.document()->lastTurn(), QFileInfo(path).size(), firstMs, opens[2], opens.first(), opens.last(),
          (after - before) / 1024);
    // The load path alone, A/B in turns: every frame's state restored on open (what the
    // CLI's readers do, and what the window did before issue #50) or each left to be
    // restored when it is first shown (the window).
    using Debugger::ReplayValidation::FrameStates;
    QList<double> restoreNow, whenShown;
    for (int i = 0; i < 5; ++i)
      for (const FrameStates frames : {FrameStates::RestoreNow, FrameStates::RestoreWhenShown}) {
        QThreadPool::globalInstance()->waitForDone();
        timer.start();
        const std::optional<Debugger::Replay> loaded = Debugger::ReplayLoader::load(path, &error, nullptr, {}, frames);
        (frames == FrameStates::RestoreNow ? restoreNow : whenShown) << double(timer.nsecsElapsed()) / 1e6;
        QVERIFY2(loaded, qPrintable(error));
      }
    std::sort(restoreNow.begin(), restoreNow.end());
    std::sort(whenShown.begin(), whenShown.end());
    qInfo("its load path alone, 5 in turns: every state restored on open median %.0f ms (%.0f to %.0f), "
          "each restored when shown median %.0f ms (%.0f to %.0f)",
          restoreNow[2], restoreNow.first(), restoreNow.last(), whenShown[2], whenShown.first(), whenShown.last());
    QList<double> steps;
    for (int t = 1; t <= 200; ++t) {
      timer.restart();
      window.document()->setCurrentTurn(t);
      window.repaint();
      steps << double(timer.nsecsElapsed()) / 1e6;
    }
    std::sort(steps.begin(), steps.end());
    qInfo("step one turn of it (all panels updated and repainted): median %.2f ms, 95th percentile %.2f ms",
          steps[steps.size() / 2], steps[steps.size() * 95 / 100]);
    window.playback()->setSpeed(64);
    const int from = window.document()->currentTurn();
    timer.restart();
    window.playback()->play();
    QTest::qWait(3000);
    window.playback()->pause();
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    qInfo("playback at 64x, every panel open: %.1f turns per second", (window.document()->currentTurn() - from) / seconds);
  }

  void openAndStep_data()
  {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QStringList>("bots");
    QTest::addColumn<int>("seed");
    QTest::newRow("fencing") << QStringLiteral("fencing")
                             << QStringList{QStringLiteral("builtin:fencer"), QStringLiteral("builtin:fencer")} << 7;
    QTest::newRow("orkisland") << QStringLiteral("orkisland")
                               << QStringList{QStringLiteral("builtin:warlord"), QStringLiteral("builtin:dummy"),
                                              QStringLiteral("builtin:dummy"), QStringLiteral("builtin:dummy")}
                               << 1;
    for (const QString& game : otherGames({QStringLiteral("fencing"), QStringLiteral("orkisland")}))
      QTest::newRow(qPrintable(game)) << game << Test::builtinLineUp(Rules::Registry::find(game)->info()) << 1;
    // External bots: their time and memory are charted, and the timeline dots slow replies.
    if (!Test::goldenDir().isEmpty()) {
      const QString dummy = QStringLiteral("eda:") + Test::goldenDir() + QStringLiteral("/orkisland/AIDummy.o.Linux64");
      QTest::newRow("orkisland, 4 course Dummies") << QStringLiteral("orkisland") << QStringList(4, dummy) << 1;
    }
  }

  // Opening a replay and stepping through it, with every panel updated and repainted.
  void openAndStep()
  {
    QFETCH(QString, game);
    QFETCH(QStringList, bots);
    QFETCH(int, seed);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("m.kbz"));
    QString error;
    QVERIFY(Debugger::ReplayFile::write(path, Test::playMatch(game, bots, uint64_t(seed)), &error));

    App::LanguageManager languages;
    App::MainWindow window(&languages);
    QVERIFY(showForBenchmark(window));

    QList<double> openMs;
    for (int i = 0; i < 10; ++i) {
      QElapsedTimer timer;
      timer.start();
      QVERIFY(window.openFile(path));
      window.repaint();
      openMs << timer.nsecsElapsed() / 1e6;
    }
    std::sort(openMs.begin(), openMs.end());
    qInfo("open a %d-turn %s replay of %lld bytes (load, validate, show turn 0, repaint): median %.1f ms, max %.1f ms",
          window.document()->lastTurn(), qPrintable(game), QFileInfo(path).size(), openMs[openMs.size() / 2], openMs.last());

    QList<double> stepMs;
    for (int turn = 1; turn <= window.document()->lastTurn(); ++turn) {
      QElapsedTimer timer;
      timer.start();
      window.document()->setCurrentTurn(turn);
      window.repaint();  // paints the board, inspector, bot I/O and charts synchronously
      stepMs << timer.nsecsElapsed() / 1e6;
    }
    std::sort(stepMs.begin(), stepMs.end());
    qInfo("%s: step one turn (all panels updated and repainted): median %.2f ms, 95th percentile %.2f ms, max %.2f ms",
          qPrintable(game), stepMs[stepMs.size() / 2], stepMs[stepMs.size() * 95 / 100], stepMs.last());

    // The same steps as the screen sees them: the window repaints what the step changed
    // (its panels) through the event loop, not its menus, toolbars and docks' frames too.
    window.document()->setCurrentTurn(0);
    QCoreApplication::processEvents();
    stepMs.clear();
    for (int turn = 1; turn <= window.document()->lastTurn(); ++turn) {
      QElapsedTimer timer;
      timer.start();
      window.document()->setCurrentTurn(turn);
      for (int i = 0; i < 3; ++i)  // charts repaint through their scene, which posts its updates
        QCoreApplication::processEvents();
      stepMs << timer.nsecsElapsed() / 1e6;
    }
    std::sort(stepMs.begin(), stepMs.end());
    qInfo("%s: step one turn, what changed repainted through the event loop: median %.2f ms, 95th percentile %.2f ms",
          qPrintable(game), stepMs[stepMs.size() / 2], stepMs[stepMs.size() * 95 / 100]);
  }

  void guiStaysResponsiveDuringAMatch()
  {
    App::LanguageManager languages;
    App::MainWindow window(&languages);
    window.setInteractive(false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    double worstGapMs = 0;
    int matches = 0;
    QElapsedTimer sinceTick;
    QTimer ticker;
    ticker.setInterval(1);
    connect(&ticker, &QTimer::timeout, this, [&] {
      worstGapMs = std::max(worstGapMs, sinceTick.nsecsElapsed() / 1e6);
      sinceTick.restart();
    });
    double worstStartMs = 0;
    double worstStepMs = 0;
    for (uint64_t seed = 1; seed <= 10; ++seed) {
      QElapsedTimer start;
      start.start();
      QVERIFY(window.startMatch(Test::fencerVsFencer(seed)));
      worstStartMs = std::max(worstStartMs, start.nsecsElapsed() / 1e6);
      sinceTick.start();
      ticker.start();
      while (window.isMatchRunning()) {
        QElapsedTimer step;
        step.start();
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        worstStepMs = std::max(worstStepMs, step.nsecsElapsed() / 1e6);
      }
      ticker.stop();
      ++matches;
    }
    qInfo("GUI thread during %d live Fencing matches: longest gap between event-loop ticks %.1f ms "
          "(longest startMatch call %.1f ms, longest event batch %.1f ms)",
          matches, worstGapMs, worstStartMs, worstStepMs);
  }
};

QTEST_MAIN(BenchAppGui)
#include "bench_app_gui.moc"

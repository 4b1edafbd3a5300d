// The OrkIsland board draws replay frames from their state JSON only: its tooltips agree
// with the state, zoom keeps the point under the cursor, fit shows the whole island, and
// clicking an ork asks the Inspector for its state path and draws its trail; a second
// replay in the same window draws its own island.
#include "application/language_manager.h"
#include "boards/orkisland_board.h"
#include "mainwindow/main_window.h"
#include "panels/board_panel.h"

#include "match/match_runner.h"
#include "match/participant.h"
#include "replay/replay_file.h"

#include "core/game.h"
#include "core/random.h"
#include "core/registry.h"

#include <QDir>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include "support/screenshots.h"
#include "support/test_matches.h"

#include <QtTest>

using namespace Kibitz;

namespace {

const Rules::Game* orkisland()
{
  return Rules::Registry::find(QStringLiteral("orkisland"));
}

Debugger::Replay dummyMatch(uint64_t seed)
{
  return Test::playMatch(QStringLiteral("orkisland"), QStringList(4, QStringLiteral("builtin:dummy")), seed,
                         {{QStringLiteral("nb_rounds"), QStringLiteral("20")}},
                         {QStringLiteral("dummy0"), QStringLiteral("dummy1"), QStringLiteral("dummy2"), QStringLiteral("dummy3")});
}

// The largest difference of one colour channel between two images of one size.
int worstChannelDifference(const QImage& a, const QImage& b)
{
  int worst = 0;
  for (int y = 0; y < a.height(); ++y)
    for (int x = 0; x < a.width(); ++x) {
      const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
      worst = std::max({worst, std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)), std::abs(qBlue(p) - qBlue(q))});
    }
  return worst;
}

}  // namespace

class TestOrkIslandBoard : public QObject {
  Q_OBJECT
private slots:
  void initTestCase()
  {
    if (!orkisland())
      QSKIP("the orkisland game is not built");
    replay_ = dummyMatch(7);
    QCOMPARE(replay_.frames.size(), 21);  // frame 0 and 20 rounds
  }

  // The map layer is updated where cities and paths change hands: stepping to a frame
  // draws exactly what a board showing that frame at once draws.
  void steppedLayerEqualsAFreshOne()
  {
    App::OrkIslandBoard stepped;
    stepped.resize(900, 700);
    stepped.show();
    int ownerChanges = 0;
    for (int t = 0; t <= replay_.lastTurn(); ++t) {
      stepped.showFrame(replay_, t);
      (void)stepped.grab();
      if (t > 0) {
        const auto owners = [&](int f) {
          return replay_.frames[f].state.value(QStringLiteral("cityOwners")).toArray();
        };
        ownerChanges += owners(t) != owners(t - 1) ? 1 : 0;
      }
    }
    QVERIFY2(ownerChanges > 0, "the match must change owners for the check to mean something");
    for (bool grid : {false, true}) {
      stepped.setOverlay(QStringLiteral("grid"), grid);
      App::OrkIslandBoard fresh;
      fresh.resize(900, 700);
      fresh.show();
      fresh.setOverlay(QStringLiteral("grid"), grid);
      fresh.showFrame(replay_, replay_.lastTurn());
      // The same picture; smooth scaling may round a pixel at a redrawn cell's edge one
      // level differently, never more than a couple of levels.
      const QImage a = stepped.grab().toImage(), b = fresh.grab().toImage();
      QCOMPARE(a.size(), b.size());
      const int worst = worstChannelDifference(a, b);
      QVERIFY2(worst <= 3, qPrintable(QStringLiteral("grid %1: a pixel differs by %2 levels").arg(grid).arg(worst)));
    }
  }

  // Opening a second replay (another seed, another island of the same size) in a window
  // draws that island, as a fresh window opening only it does: the cached map layer
  // follows the replay, not only the view.
  void aSecondReplayDrawsItsOwnIsland()
  {
    QTemporaryDir dir;
    QStringList paths;
    for (uint64_t seed : {1, 2}) {
      const Debugger::Replay replay =
          Test::playMatch(QStringLiteral("orkisland"), QStringList(4, QStringLiteral("builtin:dummy")), seed,
                          {{QStringLiteral("nb_rounds"), QStringLiteral("3")}});
      QVERIFY(!replay.frames.isEmpty());
      paths << dir.filePath(QStringLiteral("seed%1.kbz").arg(seed));
      QString error;
      QVERIFY2(Debugger::ReplayFile::write(paths.last(), replay, &error), qPrintable(error));
    }
    App::LanguageManager languages;
    const auto boardImage = [&](const QStringList& open) {
      App::MainWindow window(&languages);
      window.setInteractive(false);
      window.resize(1200, 800);
      window.show();
      if (!QTest::qWaitForWindowExposed(&window))
        return QImage();
      for (const QString& path : open) {
        if (!window.openFile(path))
          return QImage();
        window.boardPanel()->view()->grab();  // paint (and cache) this island
      }
      return window.boardPanel()->view()->grab().toImage();
    };
    const QImage first = boardImage({paths[0]}), both = boardImage(paths), fresh = boardImage({paths[1]});
    QVERIFY(!both.isNull() && !fresh.isNull());
    QCOMPARE(both.size(), fresh.size());
    QVERIFY2(worstChannelDifference(first, fresh) > 3, "the two seeds must give different islands for the check to mean something");
    const int worst = worstChannelDifference(both, fresh);
    QVERIFY2(worst <= 3, qPrintable(QStringLiteral("the board after two replays differs from a fresh one by %1 levels").arg(worst)));
  }

  void tooltipsMatchState()
  {
    App::OrkIslandBoard board;
    board.resize(900, 700);
    board.show();
    const int turn = 15;
    board.showFrame(replay_, turn);
    const QJsonObject state = replay_.frames[turn].state;
    QCOMPARE(board.rows(), 70);
    QCOMPARE(board.cols(), 70);

    // Ork 5.
    const QJsonArray units = state.value(QStringLiteral("units")).toArray();
    const int owner = units[20].toInt(), i = units[21].toInt(), j = units[22].toInt(), health = units[23].toInt();
    QCOMPARE(board.units().size(), 60);
    QCOMPARE(board.units()[5].owner, owner);
    const QString unitTip = board.tooltipAt(board.cellCenter(i, j));
    QVERIFY2(unitTip.contains(QStringLiteral("Ork 5 of player %1").arg(owner)), qPrintable(unitTip));
    QVERIFY2(unitTip.contains(QStringLiteral("health %1").arg(health)), qPrintable(unitTip));
    QVERIFY2(unitTip.contains(QStringLiteral("(%1, %2)").arg(i).arg(j)), qPrintable(unitTip));

    // A city: its first cell, its owner (dummies own some cities by round 15).
    const QJsonArray cities = state.value(QStringLiteral("map")).toObject().value(QStringLiteral("cities")).toArray();
    const QJsonArray owners = state.value(QStringLiteral("cityOwners")).toArray();
    int city = 0;
    for (int c = 0; c < owners.size(); ++c)
      if (owners[c].toInt() >= 0) {
        city = c;
        break;
      }
    const QJsonArray cells = cities[city].toArray();
    const QString cityTip = board.tooltipAt(board.cellCenter(cells[0].toInt(), cells[1].toInt()));
    const int cityOwner = owners[city].toInt();
    QVERIFY2(cityTip.startsWith(QStringLiteral("city at (%1, %2)").arg(cells[0].toInt()).arg(cells[1].toInt())), qPrintable(cityTip));
    const QString ownerText = cityOwner < 0 ? QStringLiteral("owner: nobody") : QStringLiteral("owner: player %1").arg(cityOwner);
    QVERIFY2(cityTip.contains(QStringLiteral("City %1 (%2 cells), %3").arg(city).arg(cells.size() / 2).arg(ownerText)),
             qPrintable(cityTip));
    // Water at the corner; nothing outside the map.
    QVERIFY(board.tooltipAt(board.cellCenter(0, 0)).startsWith(QStringLiteral("water at (0, 0)")));
    QVERIFY(board.tooltipAt(board.cellCenter(-3, -3)).isEmpty());
  }

  void zoomKeepsPointAndFitShowsAll()
  {
    App::OrkIslandBoard board;
    board.resize(900, 700);
    board.show();
    board.showFrame(replay_, 10);
    // Fit on first show: the whole 70 × 70 map inside the widget.
    const auto checkFitted = [&] {
      QVERIFY(board.origin().x() >= -0.01 && board.origin().y() >= -0.01);
      QVERIFY(board.origin().x() + 70 * board.scale() <= 900.01);
      QVERIFY(board.origin().y() + 70 * board.scale() <= 700.01);
      QVERIFY(board.scale() > 9);  // and not tiny: 700 px for 70 cells, minus a margin
    };
    checkFitted();

    const QPointF cursor(300, 250);
    const QPoint before = board.cellAt(cursor);
    const QPointF mapBefore = (cursor - board.origin()) / board.scale();
    QWheelEvent in(cursor, board.mapToGlobal(cursor), QPoint(), QPoint(0, 360), Qt::NoButton, Qt::NoModifier,
                   Qt::NoScrollPhase, false);
    QApplication::sendEvent(&board, &in);
    QVERIFY(board.scale() > 15);
    QCOMPARE(board.cellAt(cursor), before);
    QVERIFY(((cursor - board.origin()) / board.scale() - mapBefore).manhattanLength() < 1e-6);
    QWheelEvent out(cursor, board.mapToGlobal(cursor), QPoint(), QPoint(0, -600), Qt::NoButton, Qt::NoModifier,
                    Qt::NoScrollPhase, false);
    QApplication::sendEvent(&board, &out);
    QVERIFY(((cursor - board.origin()) / board.scale() - mapBefore).manhattanLength() < 1e-6);

    // Pan by dragging moves the map with the mouse.
    board.zoomAt(QPointF(450, 350), 3);
    const QPointF o = board.origin();
    QTest::mousePress(&board, Qt::LeftButton, {}, QPoint(400, 300));
    QMouseEvent move(QEvent::MouseMove, QPointF(450, 330), board.mapToGlobal(QPointF(450, 330)), Qt::NoButton,
                     Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&board, &move);
    QTest::mouseRelease(&board, Qt::LeftButton, {}, QPoint(450, 330));
    QCOMPARE(board.origin(), o + QPointF(50, 30));

    // Double-click fits again.
    QTest::mouseDClick(&board, Qt::LeftButton, {}, QPoint(100, 100));
    checkFitted();
  }

  void clickSelectsUnitWithTrail()
  {
    App::OrkIslandBoard board;
    board.resize(900, 700);
    board.show();
    const int turn = 12;
    board.showFrame(replay_, turn);
    QSignalSpy spy(&board, &App::BoardView::inspectRequested);
    // An ork that moved in the last turns (dummies walk to cities).
    int unit = -1;
    for (int u = 0; u < 60 && unit < 0; ++u) {
      const QJsonArray a = replay_.frames[turn - 3].state.value(QStringLiteral("units")).toArray();
      if (a[4 * u + 1].toInt() != board.units()[u].i || a[4 * u + 2].toInt() != board.units()[u].j)
        unit = u;
    }
    QVERIFY(unit >= 0);
    const auto& u = board.units()[unit];
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellCenter(u.i, u.j).toPoint());
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy[0][0].toString(), QStringLiteral("units[%1]").arg(4 * unit));  // where ork `unit` starts
    QCOMPARE(board.selectedUnit(), unit);
    QCOMPARE(board.trail().size(), turn + 1);  // frames 0..turn
    QCOMPARE(board.trail().last(), QPoint(u.j, u.i));
    for (int t = 0; t <= turn; ++t) {
      const QJsonArray a = replay_.frames[t].state.value(QStringLiteral("units")).toArray();
      QCOMPARE(board.trail()[t], QPoint(a[4 * unit + 2].toInt(), a[4 * unit + 1].toInt()));
    }
    // Stepping keeps the selection and extends the trail.
    board.showFrame(replay_, turn + 1);
    QCOMPARE(board.selectedUnit(), unit);
    QCOMPARE(board.trail().size(), turn + 2);
    // Clicking water clears it and asks nothing.
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellCenter(0, 0).toPoint());
    QCOMPARE(board.selectedUnit(), -1);
    QCOMPARE(spy.size(), 1);
    QVERIFY(board.anchorAt(board.cellCenter(0, 0).toPoint()) == QStringLiteral("cell:0,0"));
  }

  void fateListsCaptures()
  {
    // Find an ork whose owner changed during the match: its fate names the capture.
    const QJsonArray first = replay_.frames[0].state.value(QStringLiteral("units")).toArray();
    const QJsonArray last = replay_.frames.last().state.value(QStringLiteral("units")).toArray();
    int unit = -1;
    for (int u = 0; u < 60 && unit < 0; ++u)
      if (first[4 * u] != last[4 * u])
        unit = u;
    if (unit < 0)
      QSKIP("no capture in this short match");
    App::OrkIslandBoard board;
    board.resize(900, 700);
    board.showFrame(replay_, replay_.lastTurn());
    board.selectUnit(unit);
    QVERIFY(!board.fate().isEmpty());
    QVERIFY(Kibitz::Test::saveScreenshot(board, QStringLiteral("orkisland/fate.png")));
    QVERIFY2(board.fate().join(QLatin1Char('\n')).contains(QStringLiteral("captured by player %1").arg(last[4 * unit].toInt())),
             qPrintable(board.fate().join(QLatin1Char('\n'))));
  }

  void movesAreAnimatedOneStepForward()
  {
    App::OrkIslandBoard board;
    board.resize(900, 700);
    board.show();
    QVERIFY(!board.overlay(QStringLiteral("animate")));  // off unless asked for
    // A turn where some ork steps to a neighbouring cell.
    int turn = -1;
    int mover = -1;
    for (int t = 1; t < replay_.lastTurn() && mover < 0; ++t) {
      const QJsonArray a = replay_.frames[t].state.value(QStringLiteral("units")).toArray();
      const QJsonArray b = replay_.frames[t + 1].state.value(QStringLiteral("units")).toArray();
      for (int u = 0; 4 * u + 3 < a.size() && mover < 0; ++u)
        if (a[4 * u] == b[4 * u] && std::abs(a[4 * u + 1].toInt() - b[4 * u + 1].toInt()) + std::abs(a[4 * u + 2].toInt() - b[4 * u + 2].toInt()) == 1) {
          turn = t;
          mover = u;
        }
    }
    QVERIFY(mover >= 0);
    board.showFrame(replay_, turn);
    const QPointF before = board.unitCenter(mover);
    board.showFrame(replay_, turn + 1);
    QVERIFY(!board.isAnimating());
    const QPointF after = board.cellCenter(board.units()[mover].i, board.units()[mover].j);
    QCOMPARE(board.unitCenter(mover), after);

    board.setOverlay(QStringLiteral("animate"), true);
    board.showFrame(replay_, turn);
    board.showFrame(replay_, turn + 1);
    QVERIFY(board.isAnimating());
    QCOMPARE(board.unitCenter(mover), before);  // it starts where it stood
    QTRY_VERIFY(!board.isAnimating());
    QCOMPARE(board.unitCenter(mover), after);   // and ends on its new cell
    // Jumps and steps backward are shown at once.
    board.showFrame(replay_, turn);
    QVERIFY(!board.isAnimating());
    board.showFrame(replay_, turn + 3);
    QVERIFY(!board.isAnimating());
  }

  void overlaysAndScreenshot()
  {
    App::OrkIslandBoard board;
    board.resize(900, 700);
    board.show();
    QCOMPARE(board.overlayNames(), (QStringList{QStringLiteral("trails"), QStringLiteral("grid"), QStringLiteral("animate")}));
    QVERIFY(board.overlay(QStringLiteral("trails")));
    board.setOverlay(QStringLiteral("grid"), true);
    QVERIFY(board.overlay(QStringLiteral("grid")));
    board.showFrame(replay_, 14);
    // Select an ork, as a user would, for the trail and the fate legend.
    const auto& u = board.units()[3];
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellCenter(u.i, u.j).toPoint());
    QVERIFY(Kibitz::Test::saveScreenshot(board, QStringLiteral("orkisland/board.png")));
    board.zoomAt(board.cellCenter(u.i, u.j), 3);
    QVERIFY(Kibitz::Test::saveScreenshot(board, QStringLiteral("orkisland/board-zoomed.png")));

    // Every frame of the match shows and paints (how long that takes: bench_app_gui boardFrame).
    board.setOverlay(QStringLiteral("grid"), false);
    board.fitToWindow();
    QImage target(900, 700, QImage::Format_ARGB32_Premultiplied);
    for (int t = 0; t <= replay_.lastTurn(); ++t) {
      board.showFrame(replay_, t);
      target.fill(Qt::transparent);
      board.render(&target);
      QCOMPARE(target.pixelColor(target.width() / 2, target.height() / 2).alpha(), 255);
    }
  }

private:
  Debugger::Replay replay_;
};

QTEST_MAIN(TestOrkIslandBoard)
#include "test_orkisland_board.moc"

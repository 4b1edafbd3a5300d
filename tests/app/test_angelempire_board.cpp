// The Angel Empire board draws replay frames rebuilt into the engine's Board: its units and
// tooltips agree with the state JSON, a click selects a unit (Inspector path board[7x+y])
// and its reach equals the engine's getMove / checkMoveAndAttack, the damage numbers of a
// frame are the hits of its events (the worked example of docs/games/angelempire.md §7.6,
// strike-back included), and bad frames draw without crashing. Every overlay is rendered
// for a human to look at (under KIBITZ_SCREENSHOT_DIR, tests/support/screenshots.h).
#include "boards/angelempire_board.h"

#include "match/bot_spec.h"
#include "match/match_runner.h"
#include "match/participant.h"

#include "angelempire/angelempire_board.h"
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

#include <set>

using namespace Kibitz;
namespace AE = Rules::AngelEmpire;

namespace {


const Rules::Game* angelEmpire()
{
  return Rules::Registry::find(QStringLiteral("angelempire"));
}

Debugger::Replay runMatch(const QString& botSpec, uint64_t seed, const QMap<QString, QString>& raw, int maxTurns = -1)
{
  auto runner = Test::matchRunner(QStringLiteral("angelempire"), {botSpec}, seed, raw, {QStringLiteral("tester")});
  if (!runner)
    return {};
  runner->run(maxTurns);
  if (maxTurns < 0)
    runner->finish();
  return runner->takeReplay();
}

// The engine's Board of a frame, built from the state JSON independently of the view.
AE::Board engineBoard(const QJsonObject& state)
{
  AE::Board b;
  const QJsonArray cells = state.value(QStringLiteral("board")).toArray();
  for (int i = 0; i < cells.size(); ++i) {
    const QJsonArray r = cells[i].toArray();
    b.at({i / 7, i % 7}) = AE::Cell{r[0].toInt(), r[1].toInt(), r[2].toInt(), r[3].toInt() != 0, r[4].toInt()};
  }
  return b;
}

std::set<std::pair<int, int>> asSet(const QVector<QPoint>& points)
{
  std::set<std::pair<int, int>> out;
  for (const QPoint& p : points)
    out.insert({p.x(), p.y()});
  return out;
}

}  // namespace

class TestAngelEmpireBoard : public QObject {
  Q_OBJECT
private slots:
  void initTestCase()
  {
    if (!angelEmpire())
      QSKIP("the angelempire game is not built");
    replay_ = runMatch(QStringLiteral("builtin:tactician"), 3, {{QStringLiteral("battles"), QStringLiteral("3")}});
    QVERIFY(replay_.frames.size() > 20);
    // The spec's worked example (§7.6): seed 1, the army and three commands.
    QVERIFY(scriptDir_.isValid());
    const QString script = scriptDir_.filePath(QStringLiteral("spec.txt"));
    QFile f(script);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("ARMY 1 1 1 1 1 1 1 1 1 1 9 1 1 1 1 1 2 1 2 1 1\nMOVE 2 2 5 2\nMOVE 2 4 4 4\nEND_TURN\nEND_TURN\n");
    f.close();
    example_ = runMatch(QStringLiteral("script:") + script, 1, {}, 5);
    QVERIFY(example_.frames.size() >= 5);
    // Walls (scenario file, §5.9) with the same army.
    const QString scenario = scriptDir_.filePath(QStringLiteral("walls.txt"));
    QFile w(scenario);
    QVERIFY(w.open(QIODevice::WriteOnly));
    w.write("BATTLE 1\nWALL 3 2\nWALL 3 3\nWALL 4 4\nWALL 6 1\nWALL 6 5\n");
    w.close();
    walls_ = runMatch(QStringLiteral("script:") + script, 1, {{QStringLiteral("scenario"), scenario}}, 2);
    QVERIFY(walls_.frames.size() >= 2);
  }

  void wallsBlockReach()
  {
    App::AngelEmpireBoard board;
    board.resize(820, 620);
    board.show();
    QVERIFY(board.canShowFrame(walls_, 1));
    board.showFrame(walls_, 1);
    QCOMPARE(board.cellType(3, 2), 0);
    QCOMPARE(board.cellType(6, 5), 0);
    QVERIFY(board.tooltipAt(board.cellCenter(3, 3)).startsWith(QStringLiteral("Cell (3, 3): wall")));
    QCOMPARE(board.anchorAt(board.cellCenter(3, 3).toPoint()), QStringLiteral("cell:3,3"));
    // Warrior 2 at (2, 2): the wall at (3, 2) is in its way.
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellCenter(2, 2).toPoint());
    QCOMPARE(board.selectedUnit(), 2);
    QVERIFY(!board.reachCells().contains(QPoint(3, 2)));
    QVERIFY(!board.reachCells().contains(QPoint(4, 2)));  // 3 steps around the wall are too many
    QVERIFY(board.reachCells().contains(QPoint(3, 1)));
    std::vector<AE::Point> moves;
    engineBoard(walls_.frames[1].state).getMove({2, 2}, 1, &moves);
    QCOMPARE(int(board.reachCells().size()), int(moves.size()) - 1);
    QVERIFY(Kibitz::Test::saveScreenshot(board, QStringLiteral("angelempire/walls.png")));
  }

  void unitsAndTooltipsMatchState()
  {
    App::AngelEmpireBoard board;
    board.resize(820, 620);
    board.show();
    QVERIFY(board.canShowFrame(example_, 4));
    board.showFrame(example_, 4);  // turn 2 of battle 1, after the CPU phase
    QCOMPARE(board.headerText(),
             QStringLiteral("Battle 1 / 10  ·  Turn 2 / 50  ·  Budget 1,000 (unspent 200)  ·  Campaign score 0  ·  Kill credit 0"));
    const QJsonArray cells = example_.frames[4].state.value(QStringLiteral("board")).toArray();
    int units = 0;
    for (int i = 0; i < 70; ++i) {
      const QJsonArray r = cells[i].toArray();
      const int x = i / 7, y = i % 7;
      QCOMPARE(board.cellAt(board.cellCenter(x, y)), QPoint(x, y));
      QCOMPARE(board.cellType(x, y), r[0].toInt());
      if (r[0].toInt() < 2) {
        QCOMPARE(board.anchorAt(board.cellCenter(x, y).toPoint()), QStringLiteral("cell:%1,%2").arg(y).arg(x));
        QVERIFY(board.tooltipAt(board.cellCenter(x, y)).startsWith(QStringLiteral("Cell (%1, %2): empty ground").arg(x).arg(y)));
        continue;
      }
      ++units;
      QCOMPARE(board.unitAt(board.cellCenter(x, y)), r[4].toInt());
      QCOMPARE(board.anchorAt(board.cellCenter(x, y).toPoint()), QStringLiteral("unit:%1").arg(r[4].toInt()));
      QCOMPARE(*board.anchorPosition(QStringLiteral("unit:%1").arg(r[4].toInt())), board.cellCenter(x, y));
    }
    QCOMPARE(board.units().size(), units);
    QCOMPARE(units, 7);
    // Warrior 2 at (5, 2) after the CPU's spell (100) and melee hit (60): 340 of 500.
    const QString tip = board.tooltipAt(board.cellCenter(5, 2));
    QVERIFY2(tip.contains(QStringLiteral("wind Warrior #2 (Player)")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("HP 340 / 500")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Attack 170, defence 50")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Range 1 (melee)")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Moves 3")), qPrintable(tip));
    const QString magician = board.tooltipAt(board.cellCenter(8, 2));
    QVERIFY2(magician.contains(QStringLiteral("earth Magician #4 (CPU)")), qPrintable(magician));
    QVERIFY2(magician.contains(QStringLiteral("HP 240 / 240")), qPrintable(magician));
    QVERIFY2(magician.contains(QStringLiteral("Range 3 (spell, ignores defence)")), qPrintable(magician));
    // Anchors: cells are row,col (docs/bot-marks.md).
    QCOMPARE(*board.anchorPosition(QStringLiteral("cell:2,5")), board.cellCenter(5, 2));
    QVERIFY(!board.anchorPosition(QStringLiteral("cell:7,0")));
    QVERIFY(!board.anchorPosition(QStringLiteral("unit:99")));
    QVERIFY(board.tooltipAt(QPointF(-5, -5)).isEmpty());
    // Sides and elements have distinct colours.
    QVERIFY(App::AngelEmpireBoard::sideColor(1) != App::AngelEmpireBoard::sideColor(2));
    std::set<QRgb> colors;
    for (int e = 0; e < 4; ++e)
      colors.insert(App::AngelEmpireBoard::elementColor(e).rgb());
    colors.insert(App::AngelEmpireBoard::sideColor(1).rgb());
    colors.insert(App::AngelEmpireBoard::sideColor(2).rgb());
    QCOMPARE(int(colors.size()), 6);
    // The glyph's fill is its element's colour: sample the middle of the wind warrior.
    QVERIFY(Kibitz::Test::saveScreenshot(board, QStringLiteral("angelempire/example-turn2.png")));
    board.setOverlay(QStringLiteral("damage"), false);
    const QImage image = board.grab().toImage();
    const double side = board.cellRect(0, 0).width();
    const QPoint inWind = (board.cellCenter(5, 2) + QPointF(-0.24 * side, 0)).toPoint();
    QCOMPARE(image.pixelColor(inWind).rgb(), App::AngelEmpireBoard::elementColor(0).rgb());
    const QPoint inEarth = (board.cellCenter(8, 2) + QPointF(-0.2 * side, 0.22 * side)).toPoint();  // the hat's brim
    QCOMPARE(image.pixelColor(inEarth).rgb(), App::AngelEmpireBoard::elementColor(3).rgb());
  }

  void damageNumbersOfTheWorkedExample()
  {
    App::AngelEmpireBoard board;
    board.resize(820, 620);
    board.showFrame(example_, 2);  // a plain move: no hits
    QVERIFY(board.hits().isEmpty());
    board.showFrame(example_, 4);  // END_TURN: the CPU phase of turn 1
    const auto& hits = board.hits();
    QCOMPARE(hits.size(), 3);
    // Spell of magician 4 on warrior 2 at (5, 2): 100; melee of warrior 7: 60, countered 240.
    QCOMPARE(QPoint(hits[0].x, hits[0].y), QPoint(5, 2));
    QCOMPARE(hits[0].damage, 100);
    QVERIFY(hits[0].spell && !hits[0].counter);
    QCOMPARE(QPoint(hits[1].x, hits[1].y), QPoint(5, 2));
    QCOMPARE(hits[1].damage, 60);
    QCOMPARE(hits[1].hpAfter, 340);
    QCOMPARE(QPoint(hits[2].x, hits[2].y), QPoint(5, 3));
    QCOMPARE(hits[2].damage, 240);
    QCOMPARE(hits[2].victimId, 7);
    QVERIFY(hits[2].counter && !hits[2].killed);
    QVERIFY(board.tooltipAt(board.cellCenter(5, 3)).contains(QStringLiteral("Struck back: 240 damage to #7")));
    board.setOverlay(QStringLiteral("damage"), true);
    QVERIFY(Kibitz::Test::saveScreenshot(board, QStringLiteral("angelempire/example-damage.png")));
    board.setOverlay(QStringLiteral("damage"), false);
    QVERIFY(Kibitz::Test::saveScreenshot(board, QStringLiteral("angelempire/example-no-damage.png")));
  }

  void damageAgreesWithHpEverywhere()
  {
    // Over the tactician's campaign: for every surviving victim, the frame's hits add up to
    // the HP it lost since the previous frame; kills are flagged; strike-backs occur.
    App::AngelEmpireBoard board;
    board.resize(600, 450);
    int counters = 0, kills = 0, checked = 0;
    for (int t = 1; t < replay_.frames.size(); ++t) {
      board.showFrame(replay_, t);
      const auto& prev = replay_.frames[t - 1].state;
      if (prev.value(QStringLiteral("battle")) != replay_.frames[t].state.value(QStringLiteral("battle")))
        continue;
      QMap<int, int> lost;
      for (const auto& h : board.hits()) {
        lost[h.victimId] += h.damage;
        counters += h.counter ? 1 : 0;
        kills += h.killed ? 1 : 0;
      }
      const AE::Board before = engineBoard(prev);
      for (const auto& u : board.units()) {
        for (int i = 0; i < 70; ++i) {
          const AE::Cell& c = before.at({i / 7, i % 7});
          if (c.isUnit() && c.id == u.id) {
            QCOMPARE(c.live - u.live, lost.value(u.id));
            ++checked;
          }
        }
      }
    }
    QVERIFY(checked > 100);
    QVERIFY(counters > 0);
    QVERIFY(kills > 0);
  }

  void clickSelectsAndReachMatchesEngine()
  {
    App::AngelEmpireBoard board;
    board.resize(820, 620);
    board.show();
    QSignalSpy spy(&board, &App::BoardView::inspectRequested);
    int checkedUnits = 0, withTargets = 0;
    for (int t = 1; t < replay_.frames.size(); t += 3) {
      const QJsonObject& state = replay_.frames[t].state;
      if (state.value(QStringLiteral("stage")).toString() != QLatin1String("command"))
        continue;
      board.showFrame(replay_, t);
      const AE::Board engine = engineBoard(state);
      for (const auto& u : board.units()) {
        spy.clear();
        QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellCenter(u.x, u.y).toPoint());
        QCOMPARE(board.selectedUnit(), u.id);
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy[0][0].toString(), QStringLiteral("board[%1]").arg(7 * u.x + u.y));
        if (u.moved) {
          QVERIFY(board.reachCells().isEmpty() && board.targetCells().isEmpty());
          continue;
        }
        // Destinations: getMove without the unit's own cell.
        std::vector<AE::Point> moves;
        QCOMPARE(engine.getMove({u.x, u.y}, u.side, &moves), AE::ErrorCode::Success);
        std::set<std::pair<int, int>> expected;
        for (const AE::Point& p : moves)
          if (p.x != u.x || p.y != u.y)
            expected.insert({p.x, p.y});
        QCOMPARE(asSet(board.reachCells()), expected);
        // Targets: every enemy some legal MOVE_ATTACK reaches (the contest's check function).
        expected.clear();
        for (int x = 0; x < 10; ++x)
          for (int y = 0; y < 7; ++y)
            for (const AE::Point& d : moves)
              if (engine.checkMoveAndAttack({u.x, u.y}, d, {x, y}, u.side) == AE::ErrorCode::Success)
                expected.insert({x, y});
        QCOMPARE(asSet(board.targetCells()), expected);
        // And the engine's own query agrees with getSpellAttack for magicians.
        if (AE::isMagician(u.type)) {
          std::vector<AE::Point> spells;
          engine.getSpellAttack({u.x, u.y}, u.side, &spells);
          QCOMPARE(int(spells.size()), int(engine.attackTargets({u.x, u.y}).size()));
        }
        withTargets += board.targetCells().isEmpty() ? 0 : 1;
        ++checkedUnits;
        if (!board.targetCells().isEmpty()) {
          const QPoint target = board.targetCells().first();
          const QString tip = board.tooltipAt(board.cellCenter(target.x(), target.y()));
          QVERIFY2(tip.contains(QStringLiteral("#%1 can attack it: ").arg(u.id)), qPrintable(tip));
        }
      }
    }
    QVERIFY(checkedUnits > 50);
    QVERIFY(withTargets > 5);
    // A click on empty ground clears the selection and asks nothing.
    board.showFrame(example_, 1);
    spy.clear();
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellCenter(5, 5).toPoint());
    QCOMPARE(board.selectedUnit(), 0);
    QCOMPARE(spy.size(), 0);
    // The worked example: warrior 2 at (2, 2) walks up to 3 steps.
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellCenter(2, 2).toPoint());
    QCOMPARE(board.selectedUnit(), 2);
    QVERIFY(board.reachCells().contains(QPoint(5, 2)));
    QVERIFY(!board.reachCells().contains(QPoint(6, 2)));
    QVERIFY(board.tooltipAt(board.cellCenter(5, 2)).contains(QStringLiteral("#2 can move here (3 step(s))")));
    // The selection follows the unit to the next frame, and is dropped in another battle.
    board.showFrame(example_, 2);
    QCOMPARE(board.selectedUnit(), 2);
    QVERIFY(board.reachCells().isEmpty());  // it has acted
  }

  void overlaysAndScreenshots()
  {
    App::AngelEmpireBoard board;
    QCOMPARE(board.overlayNames(), (QStringList{QStringLiteral("reach"), QStringLiteral("damage"), QStringLiteral("hp")}));
    for (const QString& name : board.overlayNames()) {
      QVERIFY(board.overlay(name));
      QVERIFY(!board.overlayLabel(name).isEmpty());
    }
    board.resize(820, 620);
    board.show();
    // A frame with a strike-back, a selected unit with targets.
    int frame = -1;
    for (int t = 1; t < replay_.frames.size() && frame < 0; ++t)
      for (const auto& e : replay_.frames[t].events)
        if (e.type == QLatin1String("counter") && replay_.frames[t].state.value(QStringLiteral("stage")) == QStringLiteral("command"))
          frame = t;
    QVERIFY(frame > 0);
    board.showFrame(replay_, frame);
    QVERIFY(!board.hits().isEmpty());
    for (const auto& u : board.units())
      if (u.side == 1 && !u.moved) {
        board.selectUnit(u.id);
        if (!board.targetCells().isEmpty())
          break;
      }
    QVERIFY(board.selectedUnit() > 0);
    QVERIFY(Kibitz::Test::saveScreenshot(board, QStringLiteral("angelempire/all-overlays.png")));
    const QImage with = board.grab().toImage();
    board.setOverlay(QStringLiteral("reach"), false);
    QVERIFY(!board.overlay(QStringLiteral("reach")));
    QVERIFY(Kibitz::Test::saveScreenshot(board, QStringLiteral("angelempire/no-reach.png")));
    QVERIFY(board.grab().toImage() != with);
    board.setOverlay(QStringLiteral("reach"), true);
    board.setOverlay(QStringLiteral("hp"), false);
    QVERIFY(Kibitz::Test::saveScreenshot(board, QStringLiteral("angelempire/no-hp.png")));
    QVERIFY(board.grab().toImage() != with);
    board.setOverlay(QStringLiteral("hp"), true);
    board.setOverlay(QStringLiteral("damage"), false);
    QVERIFY(Kibitz::Test::saveScreenshot(board, QStringLiteral("angelempire/no-damage.png")));
    board.setOverlay(QStringLiteral("damage"), true);
    // Sizes.
    board.resize(360, 280);
    QVERIFY(Kibitz::Test::saveScreenshot(board, QStringLiteral("angelempire/small.png")));
    board.resize(1400, 1000);
    QVERIFY(Kibitz::Test::saveScreenshot(board, QStringLiteral("angelempire/large.png")));
    QVERIFY(board.cellRect(0, 0).width() > 100);
    // Several turns, including army buying and the end of a battle.
    board.resize(820, 620);
    board.showFrame(replay_, 0);
    QVERIFY(board.headerText().contains(QStringLiteral("buying the army")));
    QVERIFY(Kibitz::Test::saveScreenshot(board, QStringLiteral("angelempire/frame0-build.png")));
    for (int t = 1; t < replay_.frames.size(); ++t)
      for (const auto& e : replay_.frames[t].events)
        if (e.type == QLatin1String("battleEnd")) {
          board.showFrame(replay_, t);
          QVERIFY(Kibitz::Test::saveScreenshot(board, QStringLiteral("angelempire/battle-end-%1.png").arg(t)));
          break;
        }
    board.showFrame(replay_, replay_.lastTurn());
    QVERIFY(board.headerText().startsWith(QStringLiteral("Campaign over after 3 battle(s)")));
    QVERIFY(Kibitz::Test::saveScreenshot(board, QStringLiteral("angelempire/last.png")));
    board.showFrame(replay_, replay_.lastTurn() / 2);
    QVERIFY(Kibitz::Test::saveScreenshot(board, QStringLiteral("angelempire/middle.png")));

    // Marks in place.
    QList<App::BoardMark> marks;
    App::BoardMark note;
    note.kind = App::BoardMark::Kind::Text;
    note.anchor = QStringLiteral("cell:3,4");
    note.text = QStringLiteral("here");
    marks << note;
    App::BoardMark line;
    line.kind = App::BoardMark::Kind::Line;
    line.anchor = QStringLiteral("cell:0,0");
    line.anchor2 = QStringLiteral("cell:6,9");
    line.color = Qt::yellow;
    marks << line;
    board.setMarks(marks);
    QVERIFY(Kibitz::Test::saveScreenshot(board, QStringLiteral("angelempire/marks.png")));
    QCOMPARE(board.paintedMarkCount(), 2);

    // Every frame of the match shows and paints (how long that takes: bench_app_gui boardFrame).
    QImage target(820, 620, QImage::Format_ARGB32_Premultiplied);
    for (int t = 0; t <= replay_.lastTurn(); ++t) {
      board.showFrame(replay_, t);
      target.fill(Qt::transparent);
      board.render(&target);
      QCOMPARE(target.pixelColor(target.width() / 2, target.height() / 2).alpha(), 255);
    }
  }

  void badInputNeverCrashes()
  {
    App::AngelEmpireBoard board;
    board.resize(500, 400);
    Debugger::Replay empty;
    board.showFrame(empty, 0);
    QCOMPARE(board.headerText(), QStringLiteral("No frame"));
    QVERIFY(board.tooltipAt(board.cellCenter(1, 1)).isEmpty());
    QVERIFY(!board.grab().isNull());
    board.showFrame(replay_, 100000);
    board.showFrame(replay_, -1);
    QVERIFY(!board.grab().isNull());

    Debugger::Replay bad;
    bad.gameId = QStringLiteral("angelempire");
    Debugger::Frame f0;
    bad.frames << f0;  // no state at all
    Debugger::Frame f1;
    QJsonObject state = replay_.frames[5].state;
    QJsonArray cells = state.value(QStringLiteral("board")).toArray();
    cells[0] = QJsonArray{7, 3, -5, 0, 0};  // a unit record of no side, negative HP
    cells[1] = QStringLiteral("junk");
    state[QStringLiteral("board")] = cells;
    state.remove(QStringLiteral("money"));
    f1.state = state;
    f1.events << Rules::Event{QStringLiteral("attack"), 0, QStringLiteral("garbled #x damage")};
    f1.events << Rules::Event{QStringLiteral("counter"), 0, QStringLiteral("#1 strikes #999: x2 damage 5 -> HP 3")};
    bad.frames << f1;
    // The engine restores neither frame: the board says so (the Board panel then shows the
    // generic board) and draws no unit.
    QVERIFY(!board.canShowFrame(bad, 0));
    board.showFrame(bad, 0);
    QVERIFY(board.units().isEmpty());
    QCOMPARE(board.headerText(), QStringLiteral("No frame"));
    QVERIFY(Kibitz::Test::saveScreenshot(board, QStringLiteral("angelempire/bad-no-state.png")));
    QVERIFY(!board.canShowFrame(bad, 1));
    QVERIFY(!board.unrestorableReason().isEmpty());
    board.showFrame(bad, 1);
    QVERIFY(board.units().isEmpty());
    QVERIFY(board.hits().isEmpty());
    board.selectUnit(1);
    QCOMPARE(board.selectedUnit(), 0);
    QVERIFY(Kibitz::Test::saveScreenshot(board, QStringLiteral("angelempire/bad-cells.png")));
  }

private:
  Debugger::Replay replay_;
  Debugger::Replay example_;
  Debugger::Replay walls_;
  QTemporaryDir scriptDir_;
};

QTEST_MAIN(TestAngelEmpireBoard)
#include "test_angelempire_board.moc"

// The Mosca Ceca board draws replay frames made by the engine: its tooltips and anchors
// agree with the state, the fog overlay shows exactly the view the engine sends the agent,
// the markers follow the frame's events, zoom and fit work on a 100 x 100 board, and bad
// frames are drawn as far as they can be read.
#include "boards/moscaceca_board.h"
#include "document/replay_document.h"
#include "document/playback.h"
#include "panels/board_panel.h"
#include "panels/bot_io_panel.h"
#include "panels/timeline_panel.h"

#include "match/match_runner.h"
#include "match/participant.h"
#include "share/html_export.h"

#include "core/game.h"
#include "core/random.h"
#include "core/registry.h"
#include "moscaceca/moscaceca_state.h"

#include <QDir>
#include <QJsonArray>
#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include "support/chromium_page.h"
#include "support/require_tool.h"
#include "support/screenshots.h"
#include "support/test_matches.h"

#include <QtTest>

using namespace Kibitz;
namespace MC = Rules::MoscaCeca;

namespace {


const Rules::Game* game()
{
  return Rules::Registry::find(QStringLiteral("moscaceca"));
}

Debugger::Replay match(const QStringList& bots, const QMap<QString, QString>& raw, uint64_t seed)
{
  QStringList specs;
  QStringList names;
  for (int p = 0; p < bots.size(); ++p) {
    specs << QStringLiteral("builtin:") + bots[p];
    names << QStringLiteral("%1%2").arg(bots[p]).arg(p);
  }
  return Test::playMatch(QStringLiteral("moscaceca"), specs, seed, raw, names);
}

std::unique_ptr<MC::MoscaCecaState> engineState(const Debugger::Replay& replay, int turn)
{
  QString error;
  auto state = MC::MoscaCecaState::fromJson(*game(), replay.playerNames(), replay.frames[turn].state, &error);
  if (!state)
    qFatal("frame %d: %s", turn, qPrintable(error));
  return state;
}

// The first frame with an event of `type`, or -1.
int frameWith(const Debugger::Replay& replay, const QString& type)
{
  for (int t = 1; t < replay.frames.size(); ++t)
    for (const auto& e : replay.frames[t].events)
      if (e.type == type)
        return t;
  return -1;
}

bool save(QWidget& w, const QString& name)
{
  return Kibitz::Test::saveScreenshot(w, QStringLiteral("moscaceca/") + name);
}

}  // namespace

class TestMoscaCecaBoard : public QObject {
  Q_OBJECT
private slots:
  void initTestCase()
  {
    if (!game())
      QSKIP("the moscaceca game is not built");
    // Scouts on a small crowded board with cloth to spend: flags and attacks happen early.
    battle_ = match({QStringLiteral("scout"), QStringLiteral("scout"), QStringLiteral("scout"), QStringLiteral("random")},
                    {{QStringLiteral("board_size"), QStringLiteral("10")},
                     {QStringLiteral("max_turns"), QStringLiteral("120")},
                     {QStringLiteral("start_cloth"), QStringLiteral("40")},
                     {QStringLiteral("start_energy"), QStringLiteral("60")}},
                    3);
    QVERIFY(battle_.frames.size() > 50);
    // The default board, 20 x 20, two agents per player.
    standard_ = match({QStringLiteral("scout"), QStringLiteral("random"), QStringLiteral("scout")},
                      {{QStringLiteral("max_turns"), QStringLiteral("40")},
                       {QStringLiteral("agents_per_player"), QStringLiteral("2")},
                       {QStringLiteral("start_cloth"), QStringLiteral("16")}},
                      11);
  }

  void tooltipsMatchState()
  {
    App::MoscaCecaBoard board;
    board.resize(900, 700);
    board.show();
    const int turn = standard_.lastTurn();
    board.showFrame(standard_, turn);
    const auto state = engineState(standard_, turn);
    QCOMPARE(board.frame().size, 20);
    QVERIFY(board.frame().state != nullptr);
    bool sawCloth = false, sawColumn = false, sawFlag = false, sawFree = false;
    for (int r = 0; r < 20; ++r)
      for (int c = 0; c < 20; ++c) {
        const QString tip = board.tooltipAt(board.cellCenter(r, c));
        QVERIFY2(tip.startsWith(QStringLiteral("Cell (%1, %2)\n").arg(r).arg(c)), qPrintable(tip));
        const MC::Cell& cell = state->cell(r, c);
        switch (cell.ground) {
        case MC::Ground::Cloth:
          QVERIFY2(tip.contains(QStringLiteral("Stoffa (cloth): %1 left").arg(cell.value)), qPrintable(tip));
          sawCloth = true;
          break;
        case MC::Ground::Column:
          QVERIFY2(tip.contains(QStringLiteral("Colonna di ricarica (charging column): +10 energia (energy) per turn")), qPrintable(tip));
          sawColumn = true;
          break;
        case MC::Ground::Flag:
          QVERIFY2(tip.contains(QStringLiteral("Bandiera (flag) of player %1 (").arg(cell.value)), qPrintable(tip));
          QVERIFY2(tip.contains(QStringLiteral("cell(s)").prepend(QString::number(state->territory(cell.value)) + QLatin1Char(' '))),
                   qPrintable(tip));
          sawFlag = true;
          break;
        case MC::Ground::Plain:
          QVERIFY2(tip.contains(QStringLiteral("Free (libera)")), qPrintable(tip));
          sawFree = true;
          break;
        }
        const int a = state->agentAt(r, c);
        if (a >= 0) {
          const MC::Agent& agent = state->agent(a);
          QVERIFY2(tip.contains(QStringLiteral("Agent %1 of player %2 (%3) at (%4, %5)")
                                   .arg(a)
                                   .arg(state->config().ownerOf(a))
                                   .arg(standard_.playerNames()[state->config().ownerOf(a)])
                                   .arg(r)
                                   .arg(c)),
                   qPrintable(tip));
          QVERIFY2(tip.contains(QStringLiteral("Energia (energy): %1 / 100").arg(agent.energy)), qPrintable(tip));
          QVERIFY2(tip.contains(QStringLiteral("Stoffa (cloth) carried: %1").arg(agent.cloth)), qPrintable(tip));
          QVERIFY2(tip.contains(QStringLiteral("Bandiere (flags) of its player: %1").arg(state->territory(state->config().ownerOf(a)))),
                   qPrintable(tip));
        }
      }
    QVERIFY(sawCloth && sawColumn && sawFlag && sawFree);
    QVERIFY(board.tooltipAt(board.cellCenter(-2, 5)).isEmpty());
    QVERIFY(board.tooltipAt(board.cellCenter(5, 20)).isEmpty());
  }

  void anchorsAndSelection()
  {
    App::MoscaCecaBoard board;
    board.resize(800, 700);
    board.show();
    const int turn = 30;
    board.showFrame(standard_, turn);
    const auto state = engineState(standard_, turn);
    QSignalSpy spy(&board, &App::BoardView::inspectRequested);
    int clicked = 0;
    for (int a = 0; a < state->agentCount(); ++a) {
      const MC::Agent& agent = state->agent(a);
      const QPointF at = board.cellCenter(agent.row, agent.col);
      if (!agent.on)
        continue;
      QCOMPARE(board.anchorAt(at.toPoint()), QStringLiteral("unit:%1").arg(a));
      QCOMPARE(*board.anchorPosition(QStringLiteral("unit:%1").arg(a)), at);
      QTest::mouseClick(&board, Qt::LeftButton, {}, at.toPoint());
      ++clicked;
      QCOMPARE(board.selectedAgent(), a);
      QCOMPARE(board.fogAgent(), a);
      QCOMPARE(spy.size(), clicked);
      QCOMPARE(spy.last()[0].toString(), QStringLiteral("agents.energy[%1]").arg(a));
    }
    QVERIFY(clicked >= 3);
    // A cell without an agent: a cell anchor; clicking it clears the selection.
    for (int r = 0; r < 20; ++r)
      if (state->agentAt(r, 0) < 0) {
        QCOMPARE(board.anchorAt(board.cellCenter(r, 0).toPoint()), QStringLiteral("cell:%1,0").arg(r));
        QCOMPARE(*board.anchorPosition(QStringLiteral("cell:%1,0").arg(r)), board.cellCenter(r, 0));
        QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellCenter(r, 0).toPoint());
        QCOMPARE(board.selectedAgent(), -1);
        QCOMPARE(board.fogAgent(), state->currentAgent());  // the fog falls back to the agent deciding
        break;
      }
    QCOMPARE(spy.size(), clicked);
    QVERIFY(!board.anchorPosition(QStringLiteral("cell:20,0")));
    QVERIFY(!board.anchorPosition(QStringLiteral("unit:99")));
    QVERIFY(board.anchorAt(QPoint(-50, -50)).isEmpty());
  }

  // The fog shows what the engine's view says, nothing more: parsed here from the view text.
  void fogIsTheEngineView()
  {
    App::MoscaCecaBoard board;
    board.resize(800, 700);
    board.show();
    board.setOverlay(QStringLiteral("fog"), true);
    const int turn = standard_.lastTurn() / 2;
    board.showFrame(standard_, turn);
    const auto state = engineState(standard_, turn);
    int checked = 0;
    for (int a = 0; a < state->agentCount(); ++a) {
      if (!state->agent(a).on)
        continue;
      board.selectAgent(a);
      const App::MoscaCecaSight& sight = board.sight();
      QCOMPARE(sight.agent, a);
      QVERIFY(sight.on);
      // The view text, read line by line.
      QSet<QPair<int, int>> seen{{state->agent(a).row, state->agent(a).col}}, flags;
      const QStringList lines = state->viewText(a).split(QLatin1Char('\n'));
      const QStringList dirs{"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
      int flagLines = 0;
      for (int k = 0; k < lines.size(); ++k) {
        const QStringList w = lines[k].split(QLatin1Char(' '));
        if (w[0] == QLatin1String("NEAR") && w[2] != QLatin1String("OUT")) {
          const int d = int(dirs.indexOf(w[1]));
          const QPair<int, int> cell{state->agent(a).row + MC::kDirRow[size_t(d)], state->agent(a).col + MC::kDirCol[size_t(d)]};
          seen.insert(cell);
          QCOMPARE(sight.seenAgent[cell.first * 20 + cell.second], w[4].toInt());
        } else if (w[0] == QLatin1String("COLUMN_DISTANCE")) {
          QCOMPARE(sight.columnDistance, w[1].toInt());
        } else if (w[0] == QLatin1String("FLAGS")) {
          flagLines = w[1].toInt();
          for (int f = 1; f <= flagLines; ++f) {
            const QStringList rc = lines[k + f].split(QLatin1Char(' '));
            flags.insert({rc[0].toInt(), rc[1].toInt()});
          }
        }
      }
      QCOMPARE(sight.flagCount, flagLines);
      for (int r = 0; r < 20; ++r)
        for (int c = 0; c < 20; ++c) {
          QCOMPARE(sight.sees(r, c), seen.contains({r, c}));
          QCOMPARE(sight.knowsFlag(r, c), flags.contains({r, c}));
        }
      ++checked;
    }
    QVERIFY(checked >= 3);

    // On screen: a far cell is veiled, the agent's neighbour is not.
    const int a = board.selectedAgent();
    const MC::Agent& agent = state->agent(a);
    const int farRow = agent.row < 10 ? 19 : 0, farCol = agent.col < 10 ? 19 : 0;
    const QPoint far = (board.cellCenter(farRow, farCol) + QPointF(board.scale() * 0.3, board.scale() * 0.3)).toPoint();
    const QImage fogged = board.grab().toImage();
    QVERIFY(board.tooltipAt(far).contains(QStringLiteral("does not see this cell")) ||
            board.tooltipAt(far).contains(QStringLiteral("knows only that its bandiera")));
    board.setOverlay(QStringLiteral("fog"), false);
    const QImage clear = board.grab().toImage();
    QVERIFY(qGray(fogged.pixel(far)) + 60 < qGray(clear.pixel(far)));
    QVERIFY(save(board, QStringLiteral("fog-off.png")));
  }

  void switchedOffAgentsLookOff()
  {
    // Low start energy: agents switch off early.
    const Debugger::Replay replay = match({QStringLiteral("random"), QStringLiteral("random")},
                                          {{QStringLiteral("board_size"), QStringLiteral("8")},
                                           {QStringLiteral("start_energy"), QStringLiteral("4")},
                                           {QStringLiteral("max_turns"), QStringLiteral("30")}},
                                          5);
    const int turn = frameWith(replay, QStringLiteral("switched_off"));
    QVERIFY(turn > 0);
    App::MoscaCecaBoard board;
    board.resize(600, 600);
    board.show();
    board.showFrame(replay, turn);
    const auto state = engineState(replay, turn);
    int off = -1;
    for (int a = 0; a < state->agentCount() && off < 0; ++a)
      if (!state->agent(a).on)
        off = a;
    QVERIFY(off >= 0);
    const MC::Agent& agent = state->agent(off);
    QCOMPARE(board.frame().agents[off].on, false);
    // The marker of this frame: the agent that switched off.
    bool marked = false;
    for (const auto& h : board.frame().happenings)
      marked = marked || (h.kind == App::MoscaCecaFrame::Happening::Kind::SwitchedOff && h.agent == off);
    QVERIFY(marked);
    const QPointF at = board.cellCenter(agent.row, agent.col);
    const QString tip = board.tooltipAt(at);
    QVERIFY2(tip.contains(QStringLiteral("Agent %1 of player").arg(off)), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Switched off (si spegne)")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Energia (energy): 0 / 100")), qPrintable(tip));
    if (state->agentAt(agent.row, agent.col) < 0)
      QCOMPARE(board.anchorAt(at.toPoint()), QStringLiteral("unit:%1").arg(off));
    // Its fog: nothing seen.
    board.setOverlay(QStringLiteral("fog"), true);
    board.selectAgent(off);
    QCOMPARE(board.sight().on, false);
    QVERIFY(!board.sight().sees(agent.row, agent.col));
    QVERIFY(save(board, QStringLiteral("switched-off-fog.png")));
    board.setOverlay(QStringLiteral("fog"), false);
    QVERIFY(save(board, QStringLiteral("switched-off.png")));
  }

  // The shared web page's fog of an agent covers the cells this board's fog shows, and
  // knows as many of its flags: for agents that see and for one switched off.
  void theWebPageFogIsTheBoardsFog()
  {
    const QString chromium = QStandardPaths::findExecutable(QStringLiteral("chromium"));
    if (chromium.isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("chromium is not installed (apt-get install chromium): the page cannot be opened"));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Debugger::Replay dimming = match({QStringLiteral("random"), QStringLiteral("random")},
                                           {{QStringLiteral("board_size"), QStringLiteral("8")},
                                            {QStringLiteral("start_energy"), QStringLiteral("4")},
                                            {QStringLiteral("max_turns"), QStringLiteral("30")}},
                                           5);
    const std::pair<const Debugger::Replay*, int> cases[] = {{&standard_, standard_.lastTurn() / 2},
                                                             {&dimming, dimming.lastTurn()}};
    int checked = 0, off = 0;
    for (const auto& [replay, turn] : cases) {
      QString error;
      const std::optional<QByteArray> html = Debugger::HtmlExport::page(*replay, {}, &error);
      QVERIFY2(html, qPrintable(error));
      const QString path = dir.filePath(QStringLiteral("fog-%1.html").arg(checked));
      QFile file(path);
      QVERIFY(file.open(QIODevice::WriteOnly));
      file.write(*html);
      file.close();
      App::MoscaCecaBoard board;
      board.setOverlay(QStringLiteral("fog"), true);
      board.showFrame(*replay, turn);
      const auto state = engineState(*replay, turn);
      for (int a = 0; a < std::min(3, state->agentCount()); ++a) {
        board.selectAgent(a);
        const App::MoscaCecaSight& sight = board.sight();
        QJsonArray seen;
        for (int r = 0; r < sight.size; ++r)
          for (int c = 0; c < sight.size; ++c)
            if (sight.sees(r, c))
              seen.append(QJsonArray{r, c});
        const QJsonObject report = Test::chromiumTestReport(chromium, path, QStringLiteral("turn=%1&test=1&fog=%2").arg(turn).arg(a),
                                                            dir.filePath(QStringLiteral("profile")));
        QCOMPARE(report.value(QStringLiteral("errors")).toArray(), QJsonArray());
        const QJsonObject drawn = report.value(QStringLiteral("drawn")).toObject();
        QCOMPARE(drawn.value(QStringLiteral("fog")).toInt(), a);
        QCOMPARE(drawn.value(QStringLiteral("fogSeen")).toArray(), seen);
        QCOMPARE(drawn.value(QStringLiteral("fogFlags")).toInt(), sight.flagCount);
        off += sight.on ? 0 : 1;
        ++checked;
      }
    }
    QVERIFY(checked >= 4);
    QVERIFY(off >= 1);
  }

  void markersFollowEvents()
  {
    App::MoscaCecaBoard board;
    board.resize(800, 640);
    board.show();
    using Kind = App::MoscaCecaFrame::Happening::Kind;

    const int flagTurn = frameWith(battle_, QStringLiteral("flag"));
    QVERIFY(flagTurn > 0);
    board.showFrame(battle_, flagTurn);
    QCOMPARE(board.frame().happenings.size(), 1);
    const auto planted = board.frame().happenings.first();
    QCOMPARE(planted.kind, Kind::Flag);
    const auto state = engineState(battle_, flagTurn);
    QCOMPARE(state->cell(planted.fromRow, planted.fromCol).ground, MC::Ground::Flag);
    QCOMPARE(state->cell(planted.fromRow, planted.fromCol).value, state->config().ownerOf(planted.agent));
    QVERIFY(planted.amount == 4 || planted.amount == 8);
    const QString event = battle_.frames[flagTurn].events.first().text;
    QVERIFY2(event.contains(QStringLiteral("agent %1 ").arg(planted.agent)) &&
                 event.contains(QStringLiteral("for %1 cloth").arg(planted.amount)),
             qPrintable(event));
    QVERIFY(board.tooltipAt(board.cellCenter(planted.fromRow, planted.fromCol)).contains(QStringLiteral("This turn: Agent %1 planted a bandiera").arg(planted.agent)));
    QVERIFY(save(board, QStringLiteral("flag-planted.png")));
    // The frame before has no marker.
    board.showFrame(battle_, flagTurn - 1);
    for (const auto& h : board.frame().happenings)
      QVERIFY(h.kind != Kind::Flag || h.fromRow != planted.fromRow || h.fromCol != planted.fromCol);

    // Every attack of the match: attacker, victim, cells and outcome as the event's values
    // say, and as the states around it show (who stood where, the cloth the victim lost).
    int attacks = 0;
    for (int t = 1; t < battle_.frames.size(); ++t)
      for (const auto& e : battle_.frames[t].events) {
        if (e.type != QLatin1String("attack"))
          continue;
        board.showFrame(battle_, t);
        QList<App::MoscaCecaFrame::Happening> found;
        for (const auto& h : board.frame().happenings)
          if (h.kind == Kind::Hit || h.kind == Kind::Miss)
            found << h;
        QCOMPARE(found.size(), 1);
        const auto h = found.first();
        QCOMPARE(h.agent, e.data.value(QStringLiteral("attacker")).toInt());
        QCOMPARE(h.victim, e.data.value(QStringLiteral("victim")).toInt());
        QCOMPARE(h.kind, e.data.value(QStringLiteral("hit")).toBool() ? Kind::Hit : Kind::Miss);
        QCOMPARE(h.amount, e.data.value(QStringLiteral("cloth")).toInt());
        const auto before = engineState(battle_, t - 1);
        const auto after = engineState(battle_, t);
        QCOMPARE(before->currentAgent(), h.agent);
        QCOMPARE(before->agent(h.agent).row, h.fromRow);
        QCOMPARE(before->agent(h.agent).col, h.fromCol);
        QCOMPARE(before->agentAt(h.toRow, h.toCol), h.victim);
        QCOMPARE(std::max(std::abs(h.toRow - h.fromRow), std::abs(h.toCol - h.fromCol)), 1);  // a neighbour
        QCOMPARE(before->agent(h.victim).cloth - after->agent(h.victim).cloth, h.amount);
        QCOMPARE(after->agent(h.agent).result, h.kind == Kind::Hit ? MC::Outcome::Hit : MC::Outcome::Miss);
        if (attacks == 0) {
          QVERIFY(save(board, QStringLiteral("attack.png")));
          board.zoomAt(board.cellCenter(h.toRow, h.toCol), 2);
          QVERIFY(save(board, QStringLiteral("attack-zoomed.png")));
          board.fitToWindow();
        }
        ++attacks;
      }
    if (attacks == 0)
      QFAIL("no attack in the test match: change its seed");
    qInfo("%d attacks checked", attacks);

    // Ejections: from the column the agent stood on to where the states put it.
    int ejections = 0;
    for (const Debugger::Replay* replay : {&battle_, &standard_})
      for (int t = 1; t < replay->frames.size(); ++t)
        for (const auto& e : replay->frames[t].events) {
          if (e.type != QLatin1String("ejection"))
            continue;
          board.showFrame(*replay, t);
          QList<App::MoscaCecaFrame::Happening> found;
          for (const auto& h : board.frame().happenings)
            if (h.kind == Kind::Ejection)
              found << h;
          QCOMPARE(found.size(), 1);
          const auto h = found.first();
          const auto before = engineState(*replay, t - 1);
          const auto after = engineState(*replay, t);
          QCOMPARE(before->currentAgent(), h.agent);
          QCOMPARE(before->cell(h.fromRow, h.fromCol).ground, MC::Ground::Column);
          QCOMPARE(before->agent(h.agent).row, h.fromRow);
          QCOMPARE(before->agent(h.agent).col, h.fromCol);
          QCOMPARE(after->agent(h.agent).row, h.toRow);
          QCOMPARE(after->agent(h.agent).col, h.toCol);
          ++ejections;
        }
    if (ejections == 0)
      QFAIL("no ejection in the test matches: change a seed");
    qInfo("%d ejections checked", ejections);

    // Events without values (a replay written before events had them): no marker, and
    // nothing guessed from the bots' replies.
    Debugger::Replay bare = battle_;
    for (Debugger::Frame& frame : bare.frames)
      for (Rules::Event& event : frame.events)
        event.data = {};
    for (int t = 1; t < bare.frames.size(); ++t) {
      board.showFrame(bare, t);
      QVERIFY(board.frame().happenings.isEmpty());
    }
    // Markers can be hidden.
    board.setOverlay(QStringLiteral("events"), false);
    QVERIFY(!board.overlay(QStringLiteral("events")));
  }

  void zoomAndFitOnTheLargestBoard()
  {
    const Debugger::Replay big = match({QStringLiteral("scout"), QStringLiteral("scout"), QStringLiteral("random"), QStringLiteral("scout")},
                                       {{QStringLiteral("board_size"), QStringLiteral("100")},
                                        {QStringLiteral("max_turns"), QStringLiteral("15")},
                                        {QStringLiteral("agents_per_player"), QStringLiteral("5")},
                                        {QStringLiteral("start_cloth"), QStringLiteral("16")}},
                                       21);
    App::MoscaCecaBoard board;
    board.resize(900, 700);
    board.show();
    board.showFrame(big, big.lastTurn());
    QCOMPARE(board.frame().size, 100);
    const auto checkFitted = [&] {
      QVERIFY(board.origin().x() >= -0.01 && board.origin().y() >= -0.01);
      QVERIFY(board.origin().x() + 100 * board.scale() <= 900.01);
      QVERIFY(board.origin().y() + 100 * board.scale() <= 700.01);
      QVERIFY(board.scale() > 6);
    };
    checkFitted();
    QVERIFY(save(board, QStringLiteral("large-fit.png")));
    const QPointF cursor(300, 250);
    const QPoint before = board.cellAt(cursor);
    const QPointF cellBefore = (cursor - board.origin()) / board.scale();
    QWheelEvent in(cursor, board.mapToGlobal(cursor), QPoint(), QPoint(0, 600), Qt::NoButton, Qt::NoModifier,
                   Qt::NoScrollPhase, false);
    QApplication::sendEvent(&board, &in);
    QVERIFY(board.scale() > 15);
    QCOMPARE(board.cellAt(cursor), before);
    QVERIFY(((cursor - board.origin()) / board.scale() - cellBefore).manhattanLength() < 1e-6);
    QVERIFY(save(board, QStringLiteral("large-zoomed.png")));
    // Dragging pans; stepping keeps the zoom.
    const QPointF o = board.origin();
    QTest::mousePress(&board, Qt::LeftButton, {}, QPoint(400, 300));
    QMouseEvent move(QEvent::MouseMove, QPointF(440, 320), board.mapToGlobal(QPointF(440, 320)), Qt::NoButton,
                     Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&board, &move);
    QTest::mouseRelease(&board, Qt::LeftButton, {}, QPoint(440, 320));
    QCOMPARE(board.origin(), o + QPointF(40, 20));
    board.showFrame(big, big.lastTurn() - 1);
    QCOMPARE(board.origin(), o + QPointF(40, 20));
    QTest::mouseDClick(&board, Qt::LeftButton, {}, QPoint(100, 100));
    checkFitted();

    // Every frame of the largest board shows and paints with the fog on (how long that
    // takes: bench_app_gui boardFrame).
    board.setOverlay(QStringLiteral("fog"), true);
    QImage target(900, 700, QImage::Format_ARGB32_Premultiplied);
    for (int t = 0; t < int(big.frames.size()); ++t) {
      board.showFrame(big, t);
      target.fill(Qt::transparent);
      board.render(&target);
      QCOMPARE(board.frame().size, 100);
      QCOMPARE(target.pixelColor(target.width() / 2, target.height() / 2).alpha(), 255);
    }
  }

  void badInputNeverCrashes()
  {
    App::MoscaCecaBoard board;
    board.resize(640, 480);
    board.show();
    Debugger::Replay empty;
    board.showFrame(empty, 0);
    board.showFrame(empty, -3);
    QVERIFY(board.tooltipAt(QPointF(100, 100)).isEmpty());
    QVERIFY(board.anchorAt(QPoint(100, 100)).isEmpty());
    QVERIFY(save(board, QStringLiteral("bad-empty.png")));
    board.showFrame(standard_, int(standard_.frames.size()) + 5);
    QCOMPARE(board.frame().size, 0);

    // Agents missing: the engine refuses the state; the board cannot draw it and says why
    // (the Board panel then shows the generic board: badFramesFallBackToTheGenericBoard).
    Debugger::Replay broken = standard_;
    QJsonObject state = broken.frames[10].state;
    state.remove(QStringLiteral("agents"));
    broken.frames[10].state = state;
    QVERIFY(!board.canShowFrame(broken, 10));
    QVERIFY(board.unrestorableReason().contains(QStringLiteral("agents")));
    board.showFrame(broken, 10);
    QCOMPARE(board.frame().size, 0);
    QVERIFY(board.frame().agents.isEmpty());
    QVERIFY(board.tooltipAt(board.cellCenter(3, 3)).isEmpty());
    board.setOverlay(QStringLiteral("fog"), true);
    QCOMPARE(board.sight().agent, -1);
    QVERIFY(save(board, QStringLiteral("bad-no-agents.png")));
    board.setOverlay(QStringLiteral("fog"), false);

    // A board row cut short and garbage tokens: unknown cells, no crash.
    state = broken.frames[11].state;
    QJsonArray rows = state.value(QStringLiteral("board")).toArray();
    rows[2] = QStringLiteral(". . x7 c0 f99");
    state[QStringLiteral("board")] = rows;
    QJsonObject agents = state.value(QStringLiteral("agents")).toObject();
    agents[QStringLiteral("row")] = QJsonArray{1, 500, -1, QStringLiteral("x"), 2, 3};
    state[QStringLiteral("agents")] = agents;
    broken.frames[11].state = state;
    QVERIFY(!board.canShowFrame(broken, 11));
    board.showFrame(broken, 11);
    QCOMPARE(board.frame().size, 0);
    QVERIFY(save(board, QStringLiteral("bad-garbage.png")));

    // Not even a board.
    broken.frames[12].state = QJsonObject{{QStringLiteral("turn"), 3}};
    board.showFrame(broken, 12);
    QCOMPARE(board.frame().size, 0);
    QVERIFY(save(board, QStringLiteral("bad-no-board.png")));
  }

  // The board counts game turns, the panels engine turns: they say which ("Turn 3 of 200"
  // on the board, "Decision 5 of 60" in Bot I/O and on the timeline).
  void panelsCountDecisions()
  {
    App::ReplayDocument document;
    document.setReplay(standard_, QString());
    App::BotIoPanel botIo(&document);
    App::Playback playback(&document);
    App::TimelinePanel timeline(&document, &playback, {});
    document.setCurrentTurn(5);
    QVERIFY2(botIo.findChild<QLabel*>(QStringLiteral("turnLabel"))->text().startsWith(QStringLiteral("Decision 5 of ")),
             qPrintable(botIo.findChild<QLabel*>(QStringLiteral("turnLabel"))->text()));
    QVERIFY(timeline.findChild<QLabel*>(QStringLiteral("turnLabel"))->text().startsWith(QStringLiteral("Decision 5 / ")));
  }

  void badFramesFallBackToTheGenericBoard()
  {
    Debugger::Replay broken = standard_;
    QJsonObject state = broken.frames[10].state;
    state.remove(QStringLiteral("agents"));
    broken.frames[10].state = state;
    App::ReplayDocument document;
    document.setReplay(broken, QString());
    App::BoardPanel panel(&document);
    panel.resize(640, 480);
    panel.show();
    document.setCurrentTurn(9);
    QVERIFY(!panel.showsFallback());
    QVERIFY(panel.view()->isVisible());
    document.setCurrentTurn(10);
    QVERIFY(panel.showsFallback());
    QVERIFY(!panel.view()->isVisible());
    auto* reason = panel.findChild<QLabel*>(QStringLiteral("boardFallbackReason"));
    QVERIFY(reason && reason->text().contains(QStringLiteral("agents")));
    QVERIFY(save(panel, QStringLiteral("bad-frame-generic-board.png")));
    document.setCurrentTurn(11);
    QVERIFY(!panel.showsFallback());
  }

  void overlaysAndScreenshots()
  {
    App::MoscaCecaBoard board;
    QCOMPARE(board.overlayNames(), (QStringList{QStringLiteral("fog"), QStringLiteral("events"), QStringLiteral("grid")}));
    QVERIFY(!board.overlay(QStringLiteral("fog")));
    QVERIFY(board.overlay(QStringLiteral("events")));
    QVERIFY(board.overlay(QStringLiteral("grid")));
    for (const QString& name : board.overlayNames())
      QVERIFY(!board.overlayLabel(name).isEmpty());
    board.resize(900, 700);
    board.show();
    for (int turn : {0, 20, int(standard_.lastTurn())}) {
      board.showFrame(standard_, turn);
      QVERIFY(save(board, QStringLiteral("standard-turn%1.png").arg(turn)));
    }
    // A selected agent, with and without fog.
    const auto state = engineState(standard_, standard_.lastTurn());
    int agent = -1;
    for (int a = 0; a < state->agentCount() && agent < 0; ++a)
      if (state->agent(a).on)
        agent = a;
    QVERIFY(agent >= 0);
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.cellCenter(state->agent(agent).row, state->agent(agent).col).toPoint());
    QCOMPARE(board.selectedAgent(), agent);
    QVERIFY(save(board, QStringLiteral("standard-selected.png")));
    board.setOverlay(QStringLiteral("fog"), true);
    QVERIFY(save(board, QStringLiteral("standard-fog.png")));
    board.setOverlay(QStringLiteral("grid"), false);
    board.setOverlay(QStringLiteral("fog"), false);
    QVERIFY(save(board, QStringLiteral("standard-nogrid.png")));
    board.setOverlay(QStringLiteral("grid"), true);
    // Marks on an agent and a cell are drawn in place.
    board.setMarks({{App::BoardMark::Kind::Text, QStringLiteral("unit:%1").arg(agent), {}, QStringLiteral("me"), QColor(Qt::yellow)},
                    {App::BoardMark::Kind::Color, QStringLiteral("cell:4,9"), {}, {}, QColor(0x21, 0x96, 0xf3)},
                    {App::BoardMark::Kind::Line, QStringLiteral("unit:%1").arg(agent), QStringLiteral("cell:4,9"), {}, QColor(0xff, 0x98, 0x00)}});
    QVERIFY(save(board, QStringLiteral("standard-marks.png")));
    QCOMPARE(board.paintedMarkCount(), 3);
    board.setMarks({});
    // Small widget.
    board.resize(320, 260);
    board.fitToWindow();
    QVERIFY(save(board, QStringLiteral("standard-small.png")));
    // The battle, a wide widget.
    board.resize(1200, 640);
    board.showFrame(battle_, battle_.lastTurn());
    QVERIFY(save(board, QStringLiteral("battle-end.png")));
    // Language change only repaints (texts are built when drawn).
    QEvent change(QEvent::LanguageChange);
    QApplication::sendEvent(&board, &change);
  }

private:
  Debugger::Replay battle_;
  Debugger::Replay standard_;
};

QTEST_MAIN(TestMoscaCecaBoard)
#include "test_moscaceca_board.moc"

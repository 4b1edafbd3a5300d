// The morgan2 desktop side: the board view draws replay frames from their state JSON (its
// dead cells and legal cells agree with the engine), and the Play dialog, driven by the
// original's keys and the mouse, plays through the engine, refuses illegal placements with
// the engine's reason and records a replay that verifies and opens in the main window.
#include "application/language_manager.h"
#include "boards/dominoes_board.h"
#include "document/replay_document.h"
#include "dominoes/dominoes_grid_widget.h"
#include "dominoes/dominoes_human_game.h"
#include "dominoes/dominoes_play_dialog.h"
#include "dominoes/dominoes_feature.h"
#include "mainwindow/main_window.h"
#include "panels/board_panel.h"
#include "charts/charts_panel.h"

#include "match/match_runner.h"
#include "match/participant.h"
#include "replay/replay_verify.h"

#include "core/game.h"
#include "core/random.h"
#include "core/registry.h"
#include "core/state.h"
#include "dominoes/dominoes_state.h"

#include <QAction>
#include <QLineEdit>
#include <QDir>
#include <QJsonArray>
#include <QMenu>
#include "support/screenshots.h"
#include "support/test_matches.h"

#include <QImage>
#include <QtTest>

#include <bit>

using namespace Kibitz;
using Mask = App::DominoesPosition::Mask;

namespace {


const Rules::Game* dominoes()
{
  return Rules::Registry::find(QStringLiteral("dominoes"));
}

Rules::MatchSetup setupFor(uint64_t seed)
{
  Rules::MatchSetup setup;
  setup.parameters = Rules::Parameters::defaults(dominoes()->info().parameters);
  setup.seed = seed;
  setup.playerNames = {QStringLiteral("Planner")};
  return setup;
}

Debugger::Replay plannerReplay(uint64_t seed)
{
  return Test::playMatch(QStringLiteral("dominoes"), {QStringLiteral("builtin:planner")}, seed, {}, {QStringLiteral("Planner")});
}

// A frame's state as the engine restores it (the test fails on an unreadable one).
std::unique_ptr<Rules::Dominoes::DominoesState> restored(const QJsonObject& state)
{
  QString error;
  std::unique_ptr<Rules::State> s = dominoes()->stateFromJson(setupFor(0), state, &error);
  auto* typed = dynamic_cast<Rules::Dominoes::DominoesState*>(s.get());
  if (!typed)
    qFatal("unreadable dominoes state: %s", qPrintable(error));
  s.release();
  return std::unique_ptr<Rules::Dominoes::DominoesState>(typed);
}

// The engine's verdict on "PLACE slot cell" in a frame's state.
QString engineError(const QJsonObject& state, const QString& line)
{
  QString error;
  std::unique_ptr<Rules::State> s = dominoes()->stateFromJson(setupFor(0), state, &error);
  if (!s)
    return QStringLiteral("unreadable: ") + error;
  const Rules::Move move = s->parseReply(0, {line});
  return move.isOk() ? QString() : move.error;
}

int metricIndex(const Debugger::Replay& replay, const char* key)
{
  return int(replay.metricKeys.indexOf(QLatin1String(key)));
}

void save(QWidget* widget, const QString& name)
{
  QVERIFY(Kibitz::Test::saveScreenshot(*widget, QStringLiteral("dominoes/") + name));
}

// Presses arrows until the dialog's grid cursor is on `cell`.
void moveCursorTo(App::DominoesPlayDialog& dialog, int cell)
{
  while (dialog.cellCursor() / 8 < cell / 8) QTest::keyClick(dialog.grid(), Qt::Key_Down);
  while (dialog.cellCursor() / 8 > cell / 8) QTest::keyClick(dialog.grid(), Qt::Key_Up);
  while (dialog.cellCursor() % 8 < cell % 8) QTest::keyClick(dialog.grid(), Qt::Key_Right);
  while (dialog.cellCursor() % 8 > cell % 8) QTest::keyClick(dialog.grid(), Qt::Key_Left);
}

QPoint centre(const QRectF& r)
{
  return r.center().toPoint();
}

}  // namespace

class TestDominoesBoard : public QObject {
  Q_OBJECT
private:
  App::LanguageManager* languages_ = nullptr;

private slots:
  void initTestCase()
  {
    if (!dominoes())
      QSKIP("this build has no dominoes game (KIBITZ_ONLY_GAMES)");
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_dominoes_board"));
    languages_ = new App::LanguageManager(this);
    languages_->setLanguage(QStringLiteral("en"));
  }

  void patternTextFollowsTheSpec()
  {
    // docs/games/dominoes.md §2: pattern 13 = 001101 = "GGR RGR" (top b0 b2 b4,
    // bottom b1 b3 b5).
    QCOMPARE(App::DominoesPosition::patternText(13), QStringLiteral("GGR RGR"));
    QCOMPARE(App::DominoesPosition::patternText(0), QStringLiteral("RRR RRR"));
    QCOMPARE(App::DominoesPosition::patternText(63), QStringLiteral("GGG GGG"));
  }

  void deadAndLegalCellsAgreeWithTheEngine()
  {
    // Every frame of two planner games: the board's dead cells count as the engine's
    // "dead" metric, and its legal cells are exactly the PLACEs the engine accepts.
    for (uint64_t seed : {7u, 1385000000u}) {
      const Debugger::Replay replay = plannerReplay(seed);
      const int dead = metricIndex(replay, "dead");
      QVERIFY(dead >= 0);
      for (int turn = 0; turn <= replay.lastTurn(); ++turn) {
        const App::DominoesPosition position(*restored(replay.frames[turn].state));
        QCOMPARE(std::popcount(position.deadCells()), int(replay.frames[turn].metrics[dead][0]));
        QCOMPARE(position.total(), replay.frames[turn].state.value(QStringLiteral("total")).toInt());
        if (turn % 9 != 0)
          continue;  // the engine check below is slower; every 9th frame is plenty
        for (int slot = 0; slot < App::DominoesPosition::kSlots; ++slot) {
          if (position.slot(slot) < 0)
            continue;
          const Mask legal = position.legalCellsForSlot(slot);
          for (int cell = 0; cell < 64; ++cell)
            QCOMPARE(bool(legal >> cell & 1),
                     engineError(replay.frames[turn].state, QStringLiteral("PLACE %1 %2").arg(slot).arg(cell)).isEmpty());
        }
      }
    }
  }

  // The score's meaning under the grid wraps onto three lines or more in a narrow board, in
  // a CJK fallback font taller than the Latin one: the grid shrinks for it, and the last
  // rows of the board stay background, not a line cut in half.
  void theTextUnderTheGridIsWhole()
  {
    const Debugger::Replay replay = plannerReplay(1385000000u);
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("it"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
      languages_->setLanguage(language);
      for (const QSize size : {QSize(620, 520), QSize(420, 400), QSize(340, 420)}) {
        App::DominoesBoard board;
        board.resize(size);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        board.showFrame(replay, replay.lastTurn());  // the game over: the longest text
        App::DominoesGridWidget* grid = board.grid();
        const QImage image = grid->grab().toImage();
        for (int y = image.height() - 4; y < image.height(); ++y)
          for (int x = 0; x < image.width(); ++x)
            QVERIFY2(image.pixelColor(x, y) == QColor(0x10, 0x10, 0x14),
                     qPrintable(QStringLiteral("%1, %2x%3: a text pixel at (%4, %5) of %6x%7")
                                    .arg(language).arg(size.width()).arg(size.height()).arg(x).arg(y)
                                    .arg(image.width()).arg(image.height())));
      }
    }
    languages_->setLanguage(QStringLiteral("en"));
  }

  void boardShowsAMidGameFrame()
  {
    const Debugger::Replay replay = plannerReplay(1385000000u);
    const int deadMetric = metricIndex(replay, "dead");
    // The first frame, past the middle, with dead cells.
    int turn = replay.lastTurn() / 2;
    while (turn < replay.lastTurn() && replay.frames[turn].metrics[deadMetric][0] == 0)
      ++turn;
    QVERIFY2(replay.frames[turn].metrics[deadMetric][0] > 0, "the planner game has no dead cell");

    App::DominoesBoard board;
    board.resize(620, 520);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    board.showFrame(replay, turn);
    App::DominoesGridWidget* grid = board.grid();
    QVERIFY(grid->message().isEmpty());

    const QJsonObject state = replay.frames[turn].state;
    const QJsonArray cells = state.value(QStringLiteral("grid")).toArray();
    const QJsonArray stack = state.value(QStringLiteral("stack")).toArray();
    const Mask dead = grid->position().deadCells();
    for (int cell = 0; cell < 64; ++cell) {
      const int pattern = cells[cell].toInt();
      QCOMPARE(grid->position().at(cell), pattern);
      const QString tip = grid->cellToolTip(cell);
      QVERIFY(tip.contains(QStringLiteral("(row %1, col %2)").arg(cell / 8).arg(cell % 8)));
      if (pattern >= 0)
        QVERIFY2(tip.contains(App::DominoesPosition::patternText(pattern)), qPrintable(tip));
      else
        QCOMPARE(tip.contains(QStringLiteral("Dead:")), bool(dead >> cell & 1));
      QCOMPARE(grid->cellAt(grid->cellRect(cell).center()), cell);
    }
    for (int slot = 0; slot < 8; ++slot) {
      QCOMPARE(grid->position().slot(slot), stack[slot].toInt());
      const QString tip = grid->slotToolTip(slot);
      if (stack[slot].toInt() >= 0)
        QVERIFY(tip.contains(App::DominoesPosition::patternText(stack[slot].toInt())));
      else
        QVERIFY(tip.contains(QStringLiteral("empty")));
    }
    // The original's score line: S F floor(S*F/64).
    const int s = state.value(QStringLiteral("total")).toInt();
    int f = 0;
    for (const QJsonValue& v : cells)
      f += v.toInt() >= 0;
    QCOMPARE(grid->scoreLine(), QStringLiteral("score: %1 %2 %3").arg(s).arg(f).arg(s * f / 64));
    QCOMPARE(double(s * f / 64), replay.frames[turn].metrics[metricIndex(replay, "score")][0]);
    QVERIFY(grid->detailLine().contains(QStringLiteral("reveals left %1").arg(64 - state.value(QStringLiteral("next")).toInt())));

    // The next move's slot is highlighted, the last PLACE's cell marked (the board reads
    // them from the events' values; the bot's replies say the same); the "next" overlay
    // turns the next move off.
    const QString next = replay.frames[turn + 1].exchanges[0].output.value(0);
    if (next.startsWith(QLatin1String("PLACE"))) {
      QCOMPARE(grid->marks().selectedSlot, next.section(QLatin1Char(' '), 1, 1).toInt());
      QCOMPARE(grid->marks().targetCell, next.section(QLatin1Char(' '), 2, 2).toInt());
      QVERIFY(grid->marks().legal >> grid->marks().targetCell & 1);
    } else {
      QCOMPARE(next, QStringLiteral("REVEAL %1").arg(grid->marks().slotCursor));
    }
    const QString last = replay.frames[turn].exchanges[0].output.value(0);
    QCOMPARE(grid->marks().lastCell, last.startsWith(QLatin1String("PLACE")) ? last.section(QLatin1Char(' '), 2, 2).toInt() : -1);
    // Notes and bot marks: anchors are cells (p = 8 row + col, or row,col), picked and drawn.
    const QPoint centre27 = grid->mapTo(&board, grid->cellRect(27).center()).toPoint();
    QCOMPARE(board.anchorAt(centre27), QStringLiteral("cell:27"));
    QCOMPARE(board.anchorPosition(QStringLiteral("cell:3,3")), board.anchorPosition(QStringLiteral("cell:27")));
    QVERIFY(!board.anchorPosition(QStringLiteral("cell:64")));
    QVERIFY(!board.anchorPosition(QStringLiteral("unit:2")));
    App::BoardMark text;
    text.kind = App::BoardMark::Kind::Text;
    text.anchor = QStringLiteral("cell:27");
    text.text = QStringLiteral("here");
    text.color = Qt::yellow;
    App::BoardMark note;
    note.anchor = QStringLiteral("cell:0,7");
    note.text = QStringLiteral("corner");
    board.setMarks({text, note});
    board.grab();
    QCOMPARE(board.paintedMarkCount(), 2);
    save(&board, QStringLiteral("board-marks.png"));
    board.setMarks({});
    save(&board, QStringLiteral("board-midgame.png"));
    board.setOverlay(QStringLiteral("next"), false);
    QCOMPARE(grid->marks().selectedSlot, -1);
    QVERIFY(board.overlayNames().contains(QStringLiteral("dead")));

    // A frame the engine cannot restore goes to the generic board; drawn anyway (Compare,
    // reports), the board says why instead of drawing.
    Debugger::Replay broken = replay;
    broken.frames[1].state.remove(QStringLiteral("grid"));
    QVERIFY(!board.canShowFrame(broken, 1));
    QVERIFY(board.canShowFrame(broken, 2));
    board.showFrame(broken, 1);
    QVERIFY2(grid->message().contains(QStringLiteral("grid")), qPrintable(grid->message()));
    QVERIFY2(board.unrestorableReason().contains(QStringLiteral("grid")), qPrintable(board.unrestorableReason()));
    // Events without values (a replay written before they had them): no move marks.
    Debugger::Replay bare = replay;
    for (Debugger::Frame& frame : bare.frames)
      for (Rules::Event& event : frame.events)
        event.data = {};
    board.setOverlay(QStringLiteral("next"), true);
    board.showFrame(bare, turn);
    QVERIFY(grid->message().isEmpty());
    QCOMPARE(grid->marks().selectedSlot, -1);
    QCOMPARE(grid->marks().slotCursor, -1);
    QCOMPARE(grid->marks().lastCell, -1);
  }

  void playModeKeysRefusalAndReplay()
  {
    App::DominoesPlayDialog dialog;
    dialog.setInteractive(false);
    QVERIFY(!dialog.findChild<QLineEdit*>(QStringLiteral("seed"))->text().isEmpty());  // the current time
    dialog.setSeedText(QStringLiteral("99999999999"));
    QVERIFY(!dialog.startGame());
    QVERIFY(dialog.messageText().contains(QStringLiteral("4294967295")));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    // A seed whose first revealed domino fits somewhere (most do).
    uint64_t seed = 1385000000;
    const App::DominoesHumanGame* game = nullptr;
    for (; seed < 1385000100; ++seed) {
      dialog.setSeedText(QString::number(seed));
      QVERIFY(dialog.startGame());
      game = dialog.game();
      QCOMPARE(game->seed(), seed);
      QVERIFY(dialog.statusText().contains(QString::number(seed)));
      // Stack mode: Enter on the empty slot 0 reveals; Down, Enter reveals into slot 1.
      QTest::keyClick(dialog.grid(), Qt::Key_Return);
      QCOMPARE(game->turn(), 1);
      QVERIFY(game->position().slot(0) >= 0);
      QTest::keyClick(dialog.grid(), Qt::Key_Down);
      QCOMPARE(dialog.slotCursor(), 1);
      QTest::keyClick(dialog.grid(), Qt::Key_Enter);
      QCOMPARE(game->turn(), 2);
      QVERIFY(game->position().slot(1) >= 0);
      if (game->legalCells(0) != 0)
        break;
    }
    QVERIFY(game->legalCells(0) != 0);
    QTest::keyClick(dialog.grid(), Qt::Key_Left);  // nothing in stack mode
    QCOMPARE(dialog.slotCursor(), 1);

    // Select slot 0 (Up, Enter): grid mode, cursor on the first domino.
    QTest::keyClick(dialog.grid(), Qt::Key_Up);
    QTest::keyClick(dialog.grid(), Qt::Key_Return);
    QVERIFY(dialog.inGridMode());
    QCOMPARE(dialog.selectedSlot(), 0);
    QCOMPARE(dialog.cellCursor(), game->position().firstCell());
    QCOMPARE(dialog.grid()->marks().legal, game->position().legalCellsForSlot(0));
    QCOMPARE(game->legalCells(0), game->position().legalCellsForSlot(0));

    // An illegal empty cell: refused with the engine's reason, nothing changes.
    const Mask legal = game->legalCells(0);
    int illegal = -1;
    for (int cell = 0; cell < 64 && illegal < 0; ++cell)
      if (game->position().at(cell) < 0 && !(legal >> cell & 1))
        illegal = cell;
    QVERIFY(illegal >= 0);
    const QString reason = engineError(dialog.replay().frames.last().state, QStringLiteral("PLACE 0 %1").arg(illegal));
    QVERIFY(!reason.isEmpty());
    moveCursorTo(dialog, illegal);
    QTest::keyClick(dialog.grid(), Qt::Key_Return);
    QCOMPARE(game->turn(), 2);
    QVERIFY(dialog.inGridMode());
    QVERIFY2(dialog.messageText().contains(reason), qPrintable(dialog.messageText()));
    save(&dialog, QStringLiteral("play-refused.png"));

    // A legal cell: placed; back to stack mode on the emptied slot.
    QVERIFY(legal != 0);
    const int target = std::countr_zero(legal);
    const int pattern = game->position().slot(0);
    moveCursorTo(dialog, target);
    QTest::keyClick(dialog.grid(), Qt::Key_Return);
    QCOMPARE(game->turn(), 3);
    QCOMPARE(game->position().at(target), pattern);
    QVERIFY(!dialog.inGridMode());
    QCOMPARE(dialog.slotCursor(), 0);

    // Mouse: click slot 1 to select it, then a highlighted cell.
    QTest::mouseClick(dialog.grid(), Qt::LeftButton, {}, centre(dialog.grid()->slotRect(1)));
    QCOMPARE(dialog.selectedSlot(), 1);
    const Mask legal1 = game->legalCells(1);
    if (legal1) {
      const int cell = std::countr_zero(legal1);
      QTest::mouseClick(dialog.grid(), Qt::LeftButton, {}, centre(dialog.grid()->cellRect(cell)));
      QCOMPARE(game->turn(), 4);
      QCOMPARE(game->position().slot(1), -1);
    }
    // Clicking an empty slot reveals into it.
    const int before = game->turn();
    QTest::mouseClick(dialog.grid(), Qt::LeftButton, {}, centre(dialog.grid()->slotRect(5)));
    QCOMPARE(game->turn(), before + 1);
    QVERIFY(game->position().slot(5) >= 0);
    // Select it and leave it highlighted for the screenshot.
    QTest::mouseClick(dialog.grid(), Qt::LeftButton, {}, centre(dialog.grid()->slotRect(5)));
    save(&dialog, QStringLiteral("play-selected.png"));
    // Enter on an occupied cell goes back to the stack.
    moveCursorTo(dialog, game->position().firstCell());
    QTest::keyClick(dialog.grid(), Qt::Key_Return);
    QVERIFY(!dialog.inGridMode());

    // q quits and records the end.
    const int played = game->turn();
    QTest::keyClick(dialog.grid(), Qt::Key_Q);
    QVERIFY(game->isOver());
    QCOMPARE(game->turn(), played + 1);
    const Debugger::Replay replay = dialog.replay();
    QCOMPARE(replay.gameId, QStringLiteral("dominoes"));
    QCOMPARE(replay.seed, seed);
    QCOMPARE(replay.players.size(), 1);
    QCOMPARE(replay.players[0].bot, QStringLiteral("human"));
    QCOMPARE(replay.lastTurn(), played + 1);
    QVERIFY(replay.result.complete);
    QCOMPARE(replay.frames.last().exchanges[0].output, QStringList{QStringLiteral("QUIT")});
    QCOMPARE(replay.frames.last().state.value(QStringLiteral("endReason")).toString(), QStringLiteral("QUIT"));
    QCOMPARE(replay.frames.last().events.last().type, QStringLiteral("end"));
    QCOMPARE(replay.frames[1].exchanges[0].output, QStringList{QStringLiteral("REVEAL 0")});
    QVERIFY(replay.frames[1].exchanges[0].input.startsWith(QLatin1String("GRID ")));
    QCOMPARE(replay.frames.size(), replay.frames.last().state.value(QStringLiteral("turn")).toInt() + 1);
    const Debugger::VerifyResult verdict = Debugger::verifyReplay(replay);
    QVERIFY2(verdict.ok, qPrintable(verdict.message));
    // Keys after the end change nothing.
    QTest::keyClick(dialog.grid(), Qt::Key_Return);
    QCOMPARE(dialog.replay().lastTurn(), replay.lastTurn());
  }

  void aLongKeyboardGameVerifies()
  {
    // Reveal into the slot under the cursor, select it, place it on its first legal cell:
    // a whole game by keys only, until the engine ends it; the replay verifies.
    App::DominoesPlayDialog dialog;
    dialog.setInteractive(false);
    dialog.setSeedText(QStringLiteral("42"));
    QVERIFY(dialog.startGame());
    dialog.show();
    const App::DominoesHumanGame* game = dialog.game();
    const auto moveSlotTo = [&](int slot) {
      while (dialog.slotCursor() < slot) QTest::keyClick(dialog.grid(), Qt::Key_Down);
      while (dialog.slotCursor() > slot) QTest::keyClick(dialog.grid(), Qt::Key_Up);
    };
    for (int guard = 0; guard < 300 && !game->isOver(); ++guard) {
      int fitting = -1, empty = -1;
      for (int slot = 7; slot >= 0; --slot) {
        if (game->position().slot(slot) < 0)
          empty = slot;
        else if (game->legalCells(slot))
          fitting = slot;
      }
      if (fitting >= 0) {
        moveSlotTo(fitting);
        QTest::keyClick(dialog.grid(), Qt::Key_Return);  // select
        QVERIFY(dialog.inGridMode());
        moveCursorTo(dialog, std::countr_zero(game->legalCells(fitting)));
        QTest::keyClick(dialog.grid(), Qt::Key_Return);  // place
        QVERIFY(!dialog.inGridMode());
      } else {
        QVERIFY(empty >= 0);  // else the engine would have ended the game
        moveSlotTo(empty);
        QTest::keyClick(dialog.grid(), Qt::Key_Return);  // reveal
      }
    }
    if (!game->isOver())
      QTest::keyClick(dialog.grid(), Qt::Key_Q);
    QVERIFY(game->isOver());
    const Debugger::Replay replay = dialog.replay();
    QVERIFY(replay.lastTurn() > 20);
    const Debugger::VerifyResult verdict = Debugger::verifyReplay(replay);
    QVERIFY2(verdict.ok, qPrintable(verdict.message));
  }

  void installedActionOpensTheGameInTheMainWindow()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    auto* action = window.findChild<QAction*>(QStringLiteral("playDominoesAction"));
    QVERIFY(action);
    QVERIFY(window.menu(App::MainWindow::MenuId::File)->actions().contains(action));
    QCOMPARE(action->text(), QStringLiteral("Play &Dominoes…"));
    window.resize(1280, 860);
    window.show();
    action->trigger();
    auto* dialog = window.findChild<App::DominoesPlayDialog*>();
    QVERIFY(dialog && dialog->isVisible());
    dialog->setInteractive(false);
    dialog->setSeedText(QStringLiteral("7"));
    QVERIFY(dialog->startGame());
    for (int i = 0; i < 6; ++i) {
      // Reveal, select, place on the first legal cell, from slot 0.
      QTest::keyClick(dialog->grid(), Qt::Key_Return);
      const Mask legal = dialog->game()->legalCells(0);
      if (!legal)
        break;
      QTest::keyClick(dialog->grid(), Qt::Key_Return);
      moveCursorTo(*dialog, std::countr_zero(legal));
      QTest::keyClick(dialog->grid(), Qt::Key_Return);
    }
    QTest::keyClick(dialog->grid(), Qt::Key_Q);
    App::ReplayDocument* doc = window.document();
    QVERIFY(doc->hasReplay());
    QCOMPARE(doc->replay().gameId, QStringLiteral("dominoes"));
    QCOMPARE(doc->lastTurn(), dialog->replay().lastTurn());
    QVERIFY(doc->isModified());
    QVERIFY(qobject_cast<App::DominoesBoard*>(window.boardPanel()->view()));
    window.goToTurn(doc->lastTurn() - 1);
    QTest::qWait(50);
    dialog->hide();
    QVERIFY(Kibitz::Test::saveScreenshot(window, QStringLiteral("dominoes/main-window.png")));

    // Unsaved changes are never thrown away without asking.
    QVERIFY(!App::openDominoesGame(&window, dialog->replay(), false));

    // The Charts panel plots the game's metrics (score, total, placed, stack, dead).
    window.document()->setReplay(plannerReplay(1385000000u), QString());
    QWidget* charts = window.charts();
    charts->resize(900, 520);
    QTest::qWait(50);
    QCOMPARE(window.charts()->chartCount(), 5);
    QVERIFY(Kibitz::Test::saveScreenshot(*charts, QStringLiteral("dominoes/charts.png")));
  }
};

QTEST_MAIN(TestDominoesBoard)
#include "test_dominoes_board.moc"

// The Events panel on a 200-round OrkIsland match: it lists every event the engine
// reported (deaths compared with the replay), a click moves to the turn and rings the
// dead ork's cell on the board (checked in the board's pixels), Ctrl+click makes a
// breakpoint that stops on the next such death, filters and counts, F7/Shift+F7; and the
// breakpoint box offers the open game's words (OrkIsland's, never Fencing's).
#include "application/language_manager.h"
#include "boards/board_view.h"
#include "breakpoints/breakpoint_controller.h"
#include "breakpoints/breakpoint_model.h"
#include "breakpoints/breakpoints_panel.h"
#include "breakpoints/expression_completer.h"
#include "document/replay_document.h"
#include "events/event_mark_overlay.h"
#include "events/events_filter.h"
#include "events/events_model.h"
#include "events/events_panel.h"
#include "mainwindow/main_window.h"
#include "panels/board_panel.h"

#include "replay/event_colors.h"
#include "replay/replay_file.h"

#include "support/require_game.h"
#include "support/screenshots.h"
#include "support/test_matches.h"

#include <QComboBox>
#include <QDockWidget>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

namespace {

struct Death {
  int turn;
  int index;
  int player;
  int unit;
};

// The deaths the engine reported, straight from the replay's frames.
QList<Death> deathsOf(const Debugger::Replay& replay)
{
  static const QRegularExpression ork(QStringLiteral("^ork (\\d+) of player"));
  QList<Death> deaths;
  for (int t = 0; t <= replay.lastTurn(); ++t)
    for (int i = 0; i < replay.frames[t].events.size(); ++i) {
      const Rules::Event& e = replay.frames[t].events[i];
      if (e.type == QLatin1String("death"))
        deaths.append({t, i, e.player, ork.match(e.text).captured(1).toInt()});
    }
  return deaths;
}

QString cellBefore(const Debugger::Replay& replay, const Death& d)
{
  const QJsonArray units = replay.frames[d.turn - 1].state.value(QStringLiteral("units")).toArray();
  return QStringLiteral("cell:%1,%2").arg(units[4 * d.unit + 1].toInt()).arg(units[4 * d.unit + 2].toInt());
}

int colorDistance(const QColor& a, const QColor& b)
{
  return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
}

}  // namespace

class TestEventsPanel : public QObject {
  Q_OBJECT
private:
  QTemporaryDir dir_;
  App::LanguageManager* languages_ = nullptr;
  Debugger::Replay replay_;
  QString path_;
  QList<Death> deaths_;

  struct Window {
    std::unique_ptr<App::MainWindow> window;
    App::EventsPanel* panel = nullptr;
  };
  Window open(const QString& path)
  {
    Window w;
    w.window = std::make_unique<App::MainWindow>(languages_);
    w.window->setInteractive(false);
    w.window->resize(1400, 900);
    w.panel = w.window->findChild<App::EventsPanel*>(QStringLiteral("EventsPanel"));
    if (!w.panel || !w.window->openFile(path))
      return {};
    w.window->findChild<QDockWidget*>(QStringLiteral("EventsDock"))->raise();
    w.window->show();
    return w;
  }
  // The proxy row of model row `row` (the panel's table), after the filters.
  static QRect rectOf(App::EventsPanel* panel, int row)
  {
    const QModelIndex index = panel->filter()->mapFromSource(panel->model()->index(row, App::EventsModel::LabelColumn));
    panel->table()->scrollTo(index);
    return panel->table()->visualRect(index);
  }
  static int modelRow(App::EventsPanel* panel, int turn, int index)
  {
    for (int row = 0; row < panel->model()->rowCount(); ++row)
      if (panel->model()->ref(row).turn == turn && panel->model()->ref(row).index == index)
        return row;
    return -1;
  }
  static void chooseType(App::EventsPanel* panel, const QString& type)
  {
    panel->typeBox()->setCurrentIndex(panel->typeBox()->findData(type));
  }

private slots:
  void initTestCase()
  {
    KIBITZ_REQUIRE_GAME("orkisland");  // the panel is shown on an OrkIsland match throughout
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_events_panel"));
    QSettings().clear();
    languages_ = new App::LanguageManager(this);
    languages_->setLanguage(QStringLiteral("en"));
    replay_ = Test::playMatch(QStringLiteral("orkisland"),
                              {QStringLiteral("builtin:warlord"), QStringLiteral("builtin:dummy"), QStringLiteral("builtin:warlord"),
                               QStringLiteral("builtin:dummy")},
                              3);
    QCOMPARE(replay_.lastTurn(), 200);
    path_ = dir_.filePath(QStringLiteral("ork.kbz"));
    QString error;
    QVERIFY2(Debugger::ReplayFile::write(path_, replay_, &error), qPrintable(error));
    deaths_ = deathsOf(replay_);
    QVERIFY(deaths_.size() >= 10);
  }

  void init() { QSettings().clear(); }

  void listsEveryDeathTheEngineReported()
  {
    Window w = open(path_);
    QVERIFY(w.panel);
    int all = 0;
    for (const Debugger::Frame& f : replay_.frames)
      all += int(f.events.size());
    QCOMPARE(w.panel->model()->rowCount(), all);
    chooseType(w.panel, QStringLiteral("death"));
    QCOMPARE(w.panel->filter()->rowCount(), deaths_.size());
    for (int r = 0; r < deaths_.size(); ++r) {
      const QModelIndex index = w.panel->filter()->index(r, 0);
      QCOMPARE(index.data(App::EventsModel::TurnRole).toInt(), deaths_[r].turn);
      QCOMPARE(index.data(App::EventsModel::PlayerRole).toInt(), deaths_[r].player);
      QCOMPARE(w.panel->filter()->index(r, App::EventsModel::LabelColumn).data().toString(), QStringLiteral("Ork died"));
    }
    // The count in the type box and in the counts line.
    QVERIFY(w.panel->typeBox()->currentText().contains(QStringLiteral("(%1)").arg(deaths_.size())));
    QVERIFY2(w.panel->countsLabel()->text().contains(QStringLiteral("Ork died %1").arg(deaths_.size())), qPrintable(w.panel->countsLabel()->text()));
  }

  void clickSeeksAndRingsTheCell()
  {
    Window w = open(path_);
    QVERIFY(w.panel);
    chooseType(w.panel, QStringLiteral("death"));
    // Where each ork died: a captured ork that was attacked stood on the fight's cell, any
    // other where the previous frame shows it; most deaths are the second kind, and for
    // those the mark must be exactly that cell.
    int checked = 0;
    for (const Death& d : deaths_) {
      const int row = modelRow(w.panel, d.turn, d.index);
      const QRect rect = rectOf(w.panel, row);
      QVERIFY(rect.isValid());
      QTest::mouseClick(w.panel->table()->viewport(), Qt::LeftButton, {}, rect.center());
      QCOMPARE(w.window->document()->currentTurn(), d.turn);
      QCOMPARE(w.panel->markedRow(), row);
      const QString anchor = w.panel->markedAnchor();
      QVERIFY2(anchor.startsWith(QLatin1String("cell:")), qPrintable(anchor));
      const QString text = replay_.frames[d.turn].events[d.index].text;
      const bool wasAttacked = d.index > 0 && replay_.frames[d.turn].events[d.index - 1].text.contains(QStringLiteral(" beat ork %1 ").arg(d.unit));
      if (!wasAttacked) {
        QCOMPARE(anchor, cellBefore(replay_, d));
        ++checked;
      } else {
        QVERIFY2(replay_.frames[d.turn].events[d.index - 1].text.contains(QStringLiteral("at (%1)").arg(anchor.mid(5).replace(QLatin1Char(','), QStringLiteral(", ")))), qPrintable(text));
      }
    }
    QVERIFY(checked > 0);

    // The ring is on the board, in the death's colour, at the cell's centre (pixels).
    const Death& d = deaths_.first();
    QTest::mouseClick(w.panel->table()->viewport(), Qt::LeftButton, {}, rectOf(w.panel, modelRow(w.panel, d.turn, d.index)).center());
    App::BoardView* board = w.window->boardPanel()->view();
    auto* overlay = board->findChild<App::EventMarkOverlay*>();
    QVERIFY(overlay && overlay->isVisible());
    const std::optional<QPointF> at = overlay->markedPoint();
    QVERIFY(at);
    QCOMPARE(*at, *board->anchorPosition(w.panel->markedAnchor()));
    const QImage image = board->grab().toImage();
    const qreal dpr = image.devicePixelRatio();
    const QColor ring(Debugger::EventColors::of(Rules::EventTone::Highlight, 0));
    const QPoint onRing = ((*at + QPointF(App::EventMarkOverlay::kRadius, 0)) * dpr).toPoint();
    QVERIFY2(colorDistance(image.pixelColor(onRing), ring) < 60, qPrintable(image.pixelColor(onRing).name()));
    QVERIFY(Test::saveScreenshot(image, QStringLiteral("events-board-death.png")));
    // Another turn shows another moment: the ring goes.
    w.window->document()->setCurrentTurn(d.turn + 1);
    QVERIFY(!overlay->isVisible());
    QVERIFY(w.panel->markedAnchor().isEmpty());
  }

  void ctrlClickBreaksOnTheNextSuchDeath()
  {
    Window w = open(path_);
    QVERIFY(w.panel);
    auto* breakpoints = w.window->findChild<App::BreakpointsPanel*>(QStringLiteral("BreakpointsPanel"));
    QVERIFY(breakpoints);
    QCOMPARE(breakpoints->controller()->model()->count(), 0);
    chooseType(w.panel, QStringLiteral("death"));
    const auto ofPlayer0 = std::find_if(deaths_.begin(), deaths_.end(), [](const Death& d) { return d.player == 0; });
    QVERIFY(ofPlayer0 != deaths_.end());
    QTest::mouseClick(w.panel->table()->viewport(), Qt::LeftButton, Qt::ControlModifier,
                      rectOf(w.panel, modelRow(w.panel, ofPlayer0->turn, ofPlayer0->index)).center());
    QCOMPARE(w.window->document()->currentTurn(), 0);  // Ctrl+click does not move
    QCOMPARE(breakpoints->controller()->model()->count(), 1);
    QCOMPARE(breakpoints->controller()->model()->at(0).expression, QStringLiteral("events.some(e => e.type == \"death\" && e.player == 0)"));
    // It stops on every death of player 0, in order, and on nothing else.
    QList<int> expected;
    for (const Death& d : deaths_)
      if (d.player == 0 && !expected.contains(d.turn))
        expected << d.turn;
    QList<int> stops;
    for (int turn; (turn = breakpoints->controller()->runToNextHit()) >= 0;)
      stops << turn;
    QCOMPARE(stops, expected);
  }

  void filtersCountsAndSteps()
  {
    Window w = open(path_);
    QVERIFY(w.panel);
    App::EventsFilter* filter = w.panel->filter();
    // By player.
    chooseType(w.panel, QStringLiteral("death"));
    w.panel->playerBox()->setCurrentIndex(w.panel->playerBox()->findData(1));
    QCOMPARE(filter->rowCount(), int(std::count_if(deaths_.begin(), deaths_.end(), [](const Death& d) { return d.player == 1; })));
    w.panel->playerBox()->setCurrentIndex(0);
    // By text: the engine's words.
    w.panel->textEdit()->setText(QStringLiteral("exhaustion"));
    int exhausted = 0;
    for (const Death& d : deaths_)
      exhausted += replay_.frames[d.turn].events[d.index].text.contains(QLatin1String("exhaustion"));
    QCOMPARE(filter->rowCount(), exhausted);
    w.panel->textEdit()->clear();
    // This turn only, with its counts.
    const Death& d = deaths_[1];
    w.window->document()->setCurrentTurn(d.turn);
    w.panel->scopeBox()->setCurrentIndex(1);
    chooseType(w.panel, QString());
    w.panel->typeBox()->setCurrentIndex(0);
    QCOMPARE(filter->rowCount(), replay_.frames[d.turn].events.size());
    QVERIFY(w.panel->countsLabel()->text().contains(QLatin1String("Ork died")));
    w.panel->scopeBox()->setCurrentIndex(0);

    // F7 / Shift+F7: the deaths one after the other, from the current turn.
    chooseType(w.panel, QStringLiteral("death"));
    w.window->document()->setCurrentTurn(0);
    QCOMPARE(w.panel->nextEventAction()->shortcut(), QKeySequence(Qt::Key_F7));
    for (int k = 0; k < 4; ++k) {
      w.panel->nextEventAction()->trigger();
      QCOMPARE(w.panel->markedRow(), modelRow(w.panel, deaths_[k].turn, deaths_[k].index));
      QCOMPARE(w.window->document()->currentTurn(), deaths_[k].turn);
    }
    w.panel->previousEventAction()->trigger();
    QCOMPARE(w.panel->markedRow(), modelRow(w.panel, deaths_[2].turn, deaths_[2].index));
    w.window->document()->setCurrentTurn(200);
    QCOMPARE(w.panel->previousEvent(), modelRow(w.panel, deaths_.last().turn, deaths_.last().index));
    QCOMPARE(w.panel->nextEvent(), -1);
  }

  void breakpointBoxSpeaksTheOpenGame()
  {
    Window w = open(path_);
    QVERIFY(w.panel);
    auto* breakpoints = w.window->findChild<App::BreakpointsPanel*>(QStringLiteral("BreakpointsPanel"));
    const App::BreakpointVocabulary& ork = breakpoints->vocabulary();
    QCOMPARE(ork.gameId, QStringLiteral("orkisland"));
    QStringList types;
    for (const auto& [type, label] : ork.events)
      types << type;
    QVERIFY(types.contains(QStringLiteral("death")) && types.contains(QStringLiteral("fight")));
    QVERIFY(!types.contains(QStringLiteral("touch")));
    QVERIFY(ork.stateKeys.contains(QStringLiteral("units")) && ork.stateKeys.contains(QStringLiteral("round")));
    const QString placeholder = breakpoints->expressionEdit()->placeholderText();
    QVERIFY2(placeholder.contains(QLatin1String("\"death\"")) && !placeholder.contains(QLatin1String("energy")), qPrintable(placeholder));
    QVERIFY(breakpoints->expressionEdit()->toolTip().contains(QLatin1String("death")));
    QVERIFY(!breakpoints->expressionEdit()->toolTip().contains(QLatin1String("energy")));
    // Every example compiles, and none speaks of Fencing.
    for (const QString& example : ork.examples) {
      QVERIFY2(breakpoints->controller()->model()->syntaxError(example).isEmpty(), qPrintable(example));
      QVERIFY(!example.contains(QLatin1String("energy")) && !example.contains(QLatin1String("players[")));
    }
    const QStringList words = ork.completions();
    QVERIFY(words.contains(QStringLiteral("\"death\"")));
    QVERIFY(words.contains(QStringLiteral("round")));
    QVERIFY(!words.contains(QStringLiteral("players[0].energy")));
    // The completer offers the word at the cursor.
    QCOMPARE(App::ExpressionCompleter::wordBefore(QStringLiteral("turn > 3 && \"dea"), 16), QStringLiteral("\"dea"));

    // Fencing gets Fencing's.
    const Debugger::Replay fencing = Test::fencerVsFencerReplay(4);
    const QString fencingPath = dir_.filePath(QStringLiteral("fencing.kbz"));
    QString error;
    QVERIFY(Debugger::ReplayFile::write(fencingPath, fencing, &error));
    QVERIFY(w.window->openFile(fencingPath));
    const App::BreakpointVocabulary& fence = breakpoints->vocabulary();
    QCOMPARE(fence.gameId, QStringLiteral("fencing"));
    QVERIFY(fence.examples.join(QLatin1Char(' ')).contains(QLatin1String("\"touch\"")));
    QVERIFY(fence.examples.join(QLatin1Char(' ')).contains(QLatin1String("players[0].")));
    QVERIFY(!fence.completions().contains(QStringLiteral("\"death\"")));
  }

  void placesComeFromTheEvents()
  {
    // The panel rings the place the rules gave the event, whatever the game; a replay
    // written before events carried places shows the event and no ring.
    Debugger::Replay older = replay_;
    for (Debugger::Frame& frame : older.frames)
      for (Rules::Event& e : frame.events)
        e.place.clear();
    const QString olderPath = dir_.filePath(QStringLiteral("older.kbz"));
    QString error;
    QVERIFY2(Debugger::ReplayFile::write(olderPath, older, &error), qPrintable(error));
    Window w = open(olderPath);
    QVERIFY(w.panel);
    chooseType(w.panel, QStringLiteral("death"));
    const Death& d = deaths_.first();
    const int row = modelRow(w.panel, d.turn, d.index);
    QTest::mouseClick(w.panel->table()->viewport(), Qt::LeftButton, {}, rectOf(w.panel, row).center());
    QCOMPARE(w.window->document()->currentTurn(), d.turn);
    QCOMPARE(w.panel->markedRow(), row);
    QVERIFY(w.panel->markedAnchor().isEmpty());
    auto* overlay = w.window->boardPanel()->view()->findChild<App::EventMarkOverlay*>();
    QVERIFY(!overlay || !overlay->isVisible());
  }

  void screenshotsInFourLanguages()
  {
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("it"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
      QVERIFY(languages_->setLanguage(language));
      Window w = open(path_);
      QVERIFY(w.panel);
      chooseType(w.panel, QStringLiteral("death"));
      const Death& d = deaths_[3];
      QTest::mouseClick(w.panel->table()->viewport(), Qt::LeftButton, {}, rectOf(w.panel, modelRow(w.panel, d.turn, d.index)).center());
      QCOMPARE(w.window->document()->currentTurn(), d.turn);
      QVERIFY(!w.panel->markedAnchor().isEmpty());
      QVERIFY(Test::saveScreenshot(*w.window, QStringLiteral("events-%1.png").arg(language)));
    }
    languages_->setLanguage(QStringLiteral("en"));
  }
};

QTEST_MAIN(TestEventsPanel)
#include "test_events_panel.moc"

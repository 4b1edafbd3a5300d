// The dock panels (Inspector, Bot I/O, Charts, Match) on a real Fencing match: values,
// change flags, filter, exact bot input, one chart point per turn, cursor and clicks,
// live appends, exports, every turn stepped through, and screenshots for a human to look at
// (under KIBITZ_SCREENSHOT_DIR, tests/support/screenshots.h).

#include "document/replay_document.h"
#include "application/language_manager.h"
#include "boards/player_palette.h"
#include "panels/bot_io_panel.h"
#include "charts/charts_panel.h"
#include "panels/exchange_view.h"
#include "panels/fitted_text_view.h"
#include "panels/input_map_fold.h"
#include "panels/inspector_panel.h"
#include "panels/panel_style.h"
#include "panels/match_panel.h"
#include "charts/metric_chart_view.h"
#include "panels/state_tree_model.h"

#include "match/match_runner.h"
#include "match/participant.h"
#include "replay/json_diff.h"
#include "support/screenshots.h"
#include "support/test_matches.h"

#include "core/game.h"
#include "core/registry.h"
#include "core/state.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QComboBox>
#include <QTest>
#include <QTreeView>
#include <QValueAxis>

#include <algorithm>

using namespace Kibitz;
using App::StateTreeModel;

namespace {


Debugger::Replay playFencing(uint64_t seed, const QString& secondBot = QStringLiteral("fencer"))
{
  return Test::playMatch(QStringLiteral("fencing"), {QStringLiteral("builtin:fencer"), QStringLiteral("builtin:") + secondBot}, seed,
                         {}, {QStringLiteral("alice"), QStringLiteral("bob")});
}

QJsonValue leafAt(const QJsonObject& state, const QString& path)
{
  for (const auto& [leafPath, value] : Debugger::JsonDiff::leaves(state))
    if (leafPath == path)
      return value;
  return QJsonValue(QJsonValue::Undefined);
}

// The paths of the leaves a (proxy) model shows.
void visibleLeaves(const QAbstractItemModel* model, const QModelIndex& parent, QStringList* out)
{
  for (int row = 0; row < model->rowCount(parent); ++row) {
    const QModelIndex index = model->index(row, 0, parent);
    if (model->hasChildren(index))
      visibleLeaves(model, index, out);
    else
      *out << index.data(StateTreeModel::PathRole).toString();
  }
}

void saveScreenshot(QWidget* widget, const QString& name)
{
  QVERIFY(Kibitz::Test::saveScreenshot(*widget, QStringLiteral("panels/%1.png").arg(name)));
}

// Steps through every turn, letting the panel repaint after each step as the screen would
// (how long that takes is measured by benchmarks/bench_app_gui, docs/performance.md).
// Returns the turns the document reported as shown.
int stepThrough(App::ReplayDocument* document)
{
  int shown = 0;
  const QMetaObject::Connection counting =
      QObject::connect(document, &App::ReplayDocument::currentTurnChanged, document, [&] { ++shown; });
  const int last = document->lastTurn();
  for (int turn = 1; turn <= last; ++turn) {
    document->setCurrentTurn(turn);
    // Charts repaint through their scene, which posts its updates: let them all run.
    for (int i = 0; i < 3; ++i)
      QCoreApplication::processEvents();
  }
  QObject::disconnect(counting);
  return shown;
}

}  // namespace

class TestPanels : public QObject {
  Q_OBJECT

private:
  Debugger::Replay replay_;    // fencer against fencer: the two mirror each other
  Debugger::Replay showcase_;  // fencer against idle: lines that differ, for screenshots
  int respawnTurn_ = -1;       // a frame > 0 without exchanges

private slots:
  void initTestCase()
  {
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_panels"));
    replay_ = playFencing(2);
    showcase_ = playFencing(2, QStringLiteral("idle"));
    QVERIFY(replay_.frames.size() > 50);
    for (int turn = 1; turn < replay_.frames.size() && respawnTurn_ < 0; ++turn)
      if (replay_.frames[turn].exchanges.isEmpty())
        respawnTurn_ = turn;
    QVERIFY2(respawnTurn_ > 0, "the sample match has no respawn turn");
  }

  // --- Charts --------------------------------------------------------------------------

  // The charts draw each player in its colour on the board (one palette for every game;
  // test_player_colors compares board, chart and web page for every game).
  void chartSeriesTakeTheBoardsPlayerColours()
  {
    App::ReplayDocument document;
    App::ChartsPanel panel(&document);
    document.setReplay(replay_, QString());
    const QList<App::MetricChartView*> charts = panel.findChildren<App::MetricChartView*>();
    QVERIFY(!charts.isEmpty());
    for (App::MetricChartView* chart : charts) {
      QCOMPARE(chart->seriesColor(0), App::PlayerPalette::color(0));
      QCOMPARE(chart->seriesColor(1), App::PlayerPalette::color(1));
    }
    QVERIFY(App::PlayerPalette::color(0) != App::PlayerPalette::color(1));
  }

  // A live language switch retitles the charts and reformats their numbers.
  void chartsFollowALiveLanguageSwitch()
  {
    App::LanguageManager languages;
    languages.setLanguage(QStringLiteral("en"));
    App::ReplayDocument document;
    App::ChartsPanel panel(&document);
    document.setReplay(replay_, QString());
    App::MetricChartView* score = panel.findChildren<App::MetricChartView*>().value(0);
    QVERIFY(score);
    QCOMPARE(score->title(), QStringLiteral("Score"));
    languages.setLanguage(QStringLiteral("it"));
    QTRY_COMPARE(score->title(), QStringLiteral("Punteggio"));
    QCOMPARE(score->chart()->locale().language(), QLocale::Italian);
    languages.setLanguage(QStringLiteral("zh_TW"));
    QTRY_COMPARE(score->chart()->locale().language(), QLocale::Chinese);
    QVERIFY(score->title() != QStringLiteral("Punteggio"));
    languages.setLanguage(QStringLiteral("en"));
    QTRY_COMPARE(score->title(), QStringLiteral("Score"));
  }

  // --- The document's typed states ---------------------------------------------------

  // The document restores a turn's engine state once and keeps it around the turns shown;
  // the Board panel's board reads it from there (one cache per document).
  void documentOffersRestoredStates()
  {
    App::ReplayDocument document;
    QVERIFY(!document.restoredState(0));
    document.setReplay(replay_, QString());
    const std::shared_ptr<const Rules::State> state = document.restoredState(5);
    QVERIFY2(state, qPrintable(document.restoredStates().lastError()));
    QCOMPARE(document.restoredState(5).get(), state.get());  // cached, not restored again
    QCOMPARE(state->toJson(), replay_.frames[5].state);
    // A frame the engine cannot read: null, and why.
    Debugger::Replay broken = replay_;
    broken.frames[3].state = QJsonObject{{QStringLiteral("nonsense"), 1}};
    document.setReplay(broken, QString());
    QVERIFY(!document.restoredState(3));
    QVERIFY(!document.restoredStates().lastError().isEmpty());
    QVERIFY(document.restoredState(4));
  }

  // --- Inspector ---------------------------------------------------------------------

  void inspectorShowsTheStateOfTheTurn()
  {
    App::ReplayDocument document;
    App::InspectorPanel panel(&document);
    document.setReplay(replay_, QStringLiteral("/tmp/sample.kbz"));
    const StateTreeModel* model = panel.stateModel();
    for (int turn : {0, 1, 5, respawnTurn_, document.lastTurn() / 2, document.lastTurn()}) {
      document.setCurrentTurn(turn);
      const QJsonObject& state = replay_.frames[turn].state;
      const QModelIndex energy = model->indexOfPath(QStringLiteral("players[0].energy"));
      QVERIFY(energy.isValid());
      QCOMPARE(energy.data(StateTreeModel::JsonValueRole).value<QJsonValue>(),
               state[QStringLiteral("players")][0][QStringLiteral("energy")]);
      QCOMPARE(model->index(energy.row(), StateTreeModel::ValueColumn, energy.parent()).data().toString(),
               QLocale().toString(state[QStringLiteral("players")][0][QStringLiteral("energy")].toInt()));
      // Every leaf of the state, at its path.
      for (const auto& [path, value] : Debugger::JsonDiff::leaves(state)) {
        const QModelIndex index = model->indexOfPath(path);
        QVERIFY2(index.isValid(), qPrintable(path));
        QCOMPARE(index.data(StateTreeModel::JsonValueRole).value<QJsonValue>(), value);
      }
    }
  }

  void inspectorFlagsTheValuesChangedSinceThePreviousTurn()
  {
    App::ReplayDocument document;
    App::InspectorPanel panel(&document);
    document.setReplay(replay_, QString());
    const StateTreeModel* model = panel.stateModel();
    QCOMPARE(model->changedCount(), 0);  // turn 0 has no previous turn
    int energyChanges = 0;
    for (int turn = 1; turn <= document.lastTurn(); ++turn) {
      document.setCurrentTurn(turn);
      const QJsonObject& before = replay_.frames[turn - 1].state;
      const QJsonObject& now = replay_.frames[turn].state;
      const auto differences = Debugger::JsonDiff::differences(before, now, 100000);
      QCOMPARE(model->changedCount(), int(differences.size()));
      QSet<QString> changed;
      for (const auto& difference : differences)
        changed.insert(difference.path);
      for (const auto& [path, value] : Debugger::JsonDiff::leaves(now)) {
        const QModelIndex index = model->indexOfPath(path);
        // A leaf is flagged when it changed or sits in a container new at this turn.
        bool expected = false;
        for (QString p = path; !p.isEmpty() && !expected; p = StateTreeModel::parentPath(p))
          expected = changed.contains(p);
        QCOMPARE(index.data(StateTreeModel::ChangedRole).toBool(), expected);
        if (changed.contains(path)) {
          QVERIFY(index.data(Qt::BackgroundRole).isValid());
          QVERIFY(index.data(Qt::FontRole).value<QFont>().bold());
          for (QModelIndex up = index.parent(); up.isValid(); up = up.parent())
            QVERIFY(up.data(StateTreeModel::ContainsChangeRole).toBool());
        }
      }
      energyChanges += changed.contains(QStringLiteral("players[0].energy")) ? 1 : 0;
      QVERIFY(!model->indexOfPath(QStringLiteral("league")).data(StateTreeModel::ChangedRole).toBool());
    }
    QVERIFY(energyChanges > 10);
  }

  void inspectorSteppingKeepsRowsAndExpansion()
  {
    App::ReplayDocument document;
    App::InspectorPanel panel(&document);
    document.setReplay(replay_, QString());
    QTreeView* view = panel.treeView();
    const QAbstractItemModel* proxy = view->model();
    const auto proxyIndex = [&](const QString& path) {
      QModelIndex found;
      const std::function<void(const QModelIndex&)> walk = [&](const QModelIndex& parent) {
        for (int row = 0; row < proxy->rowCount(parent) && !found.isValid(); ++row) {
          const QModelIndex index = proxy->index(row, 0, parent);
          if (index.data(StateTreeModel::PathRole).toString() == path)
            found = index;
          else
            walk(index);
        }
      };
      walk({});
      return found;
    };
    view->expand(proxyIndex(QStringLiteral("players")));
    view->expand(proxyIndex(QStringLiteral("players[0]")));
    view->collapse(proxyIndex(QStringLiteral("players[1]")));
    panel.selectPath(QStringLiteral("players[0].position"));
    QSignalSpy resets(panel.stateModel(), &QAbstractItemModel::modelReset);
    for (int turn = 1; turn <= document.lastTurn(); ++turn)
      document.setCurrentTurn(turn);
    document.setCurrentTurn(3);
    QCOMPARE(resets.count(), 0);
    QVERIFY(view->isExpanded(proxyIndex(QStringLiteral("players[0]"))));
    QVERIFY(!view->isExpanded(proxyIndex(QStringLiteral("players[1]"))));
    QCOMPARE(panel.currentPath(), QStringLiteral("players[0].position"));
    // Another replay of the same game keeps it too.
    document.setReplay(playFencing(5), QString());
    QVERIFY(view->isExpanded(proxyIndex(QStringLiteral("players[0]"))));
    QVERIFY(!view->isExpanded(proxyIndex(QStringLiteral("players[1]"))));
  }

  void inspectorFiltersByNameValueOrPath()
  {
    App::ReplayDocument document;
    App::InspectorPanel panel(&document);
    document.setReplay(replay_, QString());
    document.setCurrentTurn(5);
    const QAbstractItemModel* proxy = panel.treeView()->model();
    QStringList leaves;

    panel.setFilterText(QStringLiteral("energyMax"));
    visibleLeaves(proxy, {}, &leaves);
    QCOMPARE(leaves, (QStringList{QStringLiteral("players[0].energyMax"), QStringLiteral("players[1].energyMax")}));

    leaves.clear();
    panel.setFilterText(QStringLiteral("lunge_drug"));  // a value, any case
    visibleLeaves(proxy, {}, &leaves);
    QVERIFY(!leaves.isEmpty());
    for (const QString& path : std::as_const(leaves))
      QVERIFY2(leafAt(replay_.frames[5].state, path).toString() == QLatin1String("LUNGE_DRUG"), qPrintable(path));

    leaves.clear();
    panel.setFilterText(QStringLiteral("players[1].en"));  // a path
    visibleLeaves(proxy, {}, &leaves);
    QCOMPARE(leaves, (QStringList{QStringLiteral("players[1].energy"), QStringLiteral("players[1].energyMax")}));

    leaves.clear();
    panel.setFilterText(QString());
    visibleLeaves(proxy, {}, &leaves);
    QCOMPARE(leaves.size(), Debugger::JsonDiff::leaves(replay_.frames[5].state).size());
  }

  void inspectorSelectsPathsAndCopies()
  {
    App::ReplayDocument document;
    App::InspectorPanel panel(&document);
    document.setReplay(replay_, QString());
    document.setCurrentTurn(7);
    QSignalSpy current(&panel, &App::InspectorPanel::currentPathChanged);
    panel.selectPath(QStringLiteral("players[1]"));
    QCOMPARE(panel.currentPath(), QStringLiteral("players[1]"));
    QCOMPARE(current.last().at(0).toString(), QStringLiteral("players[1]"));

    panel.setFilterText(QStringLiteral("league"));
    panel.selectPath(QStringLiteral("players[1].energy"));  // hidden by the filter: cleared
    QCOMPARE(panel.filterText(), QString());
    QCOMPARE(panel.currentPath(), QStringLiteral("players[1].energy"));
    panel.copyPath();
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("players[1].energy"));
    panel.copyValue();
    QCOMPARE(QApplication::clipboard()->text(),
             QString::number(replay_.frames[7].state[QStringLiteral("players")][1][QStringLiteral("energy")].toInt()));
    panel.selectPath(QStringLiteral("players[0].lastAction"));
    panel.copyValue();  // strings unquoted
    QCOMPARE(QApplication::clipboard()->text(), leafAt(replay_.frames[7].state, QStringLiteral("players[0].lastAction")).toString());

    panel.selectPath(QStringLiteral("players[0].noSuchField"));  // the nearest existing ancestor
    QCOMPARE(panel.currentPath(), QStringLiteral("players[0]"));
  }

  // --- Bot I/O -----------------------------------------------------------------------

  void botIoShowsExactlyWhatEachBotReceivedAndAnswered()
  {
    App::ReplayDocument document;
    App::BotIoPanel panel(&document);
    QVERIFY(panel.isNoteShown());  // nothing loaded
    document.setReplay(replay_, QString());
    QCOMPARE(panel.exchangeCount(), 0);  // turn 0
    QVERIFY(panel.isNoteShown());
    for (int turn : {1, 2, 10, document.lastTurn()}) {
      document.setCurrentTurn(turn);
      const Debugger::Frame& frame = replay_.frames[turn];
      QCOMPARE(panel.exchangeCount(), frame.exchanges.size());
      QVERIFY(!panel.isNoteShown());
      for (int i = 0; i < frame.exchanges.size(); ++i) {
        QCOMPARE(panel.exchangeView(i)->inputText(), frame.exchanges[i].input);
        QCOMPARE(panel.exchangeView(i)->outputText(), frame.exchanges[i].output.join(QLatin1Char('\n')));
        QVERIFY(!panel.exchangeView(i)->isErrorShown());
        QVERIFY(!panel.exchangeView(i)->isTruncationShown());
      }
    }
    document.setCurrentTurn(respawnTurn_);
    QCOMPARE(panel.exchangeCount(), 0);
    QVERIFY(panel.isNoteShown());
    QVERIFY(panel.noteText().contains(QStringLiteral("Respawn")));
  }

  void botIoNamesAnInputItAlreadyShows()
  {
    // Both fencers receive the same text (as every OrkIsland player receives the island):
    // it is shown once. A different text is shown in full.
    Debugger::Replay replay = replay_;
    QCOMPARE(replay.frames[5].exchanges.size(), 2);
    QCOMPARE(replay.frames[5].exchanges[1].input, replay.frames[5].exchanges[0].input);
    replay.frames[6].exchanges[1].input += QStringLiteral("extra line\n");
    App::ReplayDocument document;
    App::BotIoPanel panel(&document);
    document.setReplay(replay, QString());
    document.setCurrentTurn(5);
    QVERIFY(!panel.exchangeView(0)->isInputReferenced());
    QVERIFY(panel.exchangeView(1)->isInputReferenced());
    QCOMPARE(panel.exchangeView(1)->inputText(), replay.frames[5].exchanges[0].input);  // copy and save still give it
    document.setCurrentTurn(6);
    QVERIFY(!panel.exchangeView(1)->isInputReferenced());
    QCOMPARE(panel.exchangeView(1)->inputText(), replay.frames[6].exchanges[1].input);
  }

  // OrkIsland sends its island (70 rows and their column numbers) on every turn, the same
  // to every player: Bot I/O folds the map into one line until asked, shows one seat when
  // filtered (in full, though the same as another's), folds a stream for every player at
  // once, and scrolls by a line of text.
  void botIoFoldsTheMapAndFiltersASeat()
  {
    Debugger::Replay replay = replay_;
    QString grid;
    for (int row = 0; row < 30; ++row)
      grid += QStringLiteral("%1 %2\n").arg(row, 2, 10, QLatin1Char('0')).arg(QString(40, row % 3 ? QLatin1Char('.') : QLatin1Char('W')));
    const QString input = QStringLiteral("\n\n") + grid + QStringLiteral("round 5\ntotal_score 1 2\n");
    QCOMPARE(replay.frames[5].exchanges.size(), 2);
    for (Debugger::PlayerExchange& exchange : replay.frames[5].exchanges)
      exchange.input = input;
    const App::InputMapFold::Block map = App::InputMapFold::find(input.split(QLatin1Char('\n')));
    QCOMPARE(map.first, 2);
    QCOMPARE(map.count, 30);
    QCOMPARE(map.width, 43);
    QVERIFY(!App::InputMapFold::find(replay.frames[6].exchanges[0].input.split(QLatin1Char('\n'))).isValid());

    App::ReplayDocument document;
    App::BotIoPanel panel(&document);
    panel.resize(460, 560);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    document.setReplay(replay, QString());
    document.setCurrentTurn(5);
    App::ExchangeView* first = panel.exchangeView(0);
    QVERIFY(first->isMapFolded());
    QVERIFY2(!first->shownInputText().contains(QStringLiteral("WWWW")), qPrintable(first->shownInputText()));
    QVERIFY(first->shownInputText().contains(QStringLiteral("round 5\ntotal_score 1 2")));
    QCOMPARE(first->shownInputText().count(QLatin1Char('\n')), input.count(QLatin1Char('\n')) - 29);
    QCOMPARE(first->inputText(), input);  // copy and save give it whole
    panel.setMapFolded(false);
    QCOMPARE(first->shownInputText(), input);
    panel.setMapFolded(true);

    // One seat: only its exchange, its input in full (player 0's is not shown to point to).
    auto* seats = panel.findChild<QComboBox*>(QStringLiteral("seatFilter"));
    QVERIFY(seats);
    QCOMPARE(seats->count(), 3);  // all players, then each
    panel.setSeatFilter(1);
    QCOMPARE(seats->currentIndex(), 2);
    QCOMPARE(panel.exchangeCount(), 1);
    QCOMPARE(panel.exchangeView(0)->player(), 1);
    QVERIFY(!panel.exchangeView(0)->isInputReferenced());
    QVERIFY(panel.exchangeView(0)->isMapFolded());
    for (int turn : {6, 7, 10}) {  // it stays filtered from turn to turn
      document.setCurrentTurn(turn);
      for (int i = 0; i < panel.exchangeCount(); ++i)
        QCOMPARE(panel.exchangeView(i)->player(), 1);
    }
    panel.setSeatFilter(-1);
    QCOMPARE(panel.exchangeCount(), replay.frames[10].exchanges.size());

    // A stream folded in one view folds in every view, also in those a later turn shows.
    using Stream = App::ExchangeView::Stream;
    emit panel.exchangeView(0)->streamToggled(Stream::Input, false);
    for (int i = 0; i < panel.exchangeCount(); ++i) {
      QVERIFY(!panel.exchangeView(i)->isStreamExpanded(Stream::Input));
      QVERIFY(panel.exchangeView(i)->isStreamExpanded(Stream::Output));
    }
    document.setCurrentTurn(5);
    QVERIFY(!panel.exchangeView(1)->isStreamExpanded(Stream::Input));
    panel.setStreamExpanded(Stream::Input, true);
    QVERIFY(panel.exchangeView(1)->isStreamExpanded(Stream::Input));

    // The scroll bar moves by a line of text.
    auto* scroll = panel.findChild<QScrollArea*>();
    QVERIFY(scroll);
    QCOMPARE(scroll->verticalScrollBar()->singleStep(), QFontMetrics(App::PanelStyle::monospaceFont()).lineSpacing());
  }

  void botIoSavesTheInputExactly()
  {
    App::ReplayDocument document;
    App::BotIoPanel panel(&document);
    document.setReplay(replay_, QString());
    document.setCurrentTurn(3);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("input.txt"));
    QString error;
    QVERIFY2(panel.saveInput(1, path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), replay_.frames[3].exchanges[1].input.toUtf8());
    QVERIFY(!panel.saveInput(5, path, &error));
  }

  void botIoShowsErrorsAndTruncatedStderr()
  {
    Debugger::Replay replay = replay_;
    Debugger::PlayerExchange& bad = replay.frames[1].exchanges[0];
    bad.status = Rules::Move::Status::Invalid;
    bad.output = {QStringLiteral("JUMP")};
    bad.error = QStringLiteral("Excepted: '<action>' found: 'JUMP'");
    bad.stderrText = QStringLiteral("thinking...\ndistance 100\n");
    bad.stderrTruncated = true;
    bad.timeMs = 950;
    App::ReplayDocument document;
    App::BotIoPanel panel(&document);
    document.setReplay(replay, QString());
    document.setCurrentTurn(1);
    QVERIFY(panel.exchangeView(0)->isErrorShown());
    QVERIFY(panel.exchangeView(0)->isTruncationShown());
    QCOMPARE(panel.exchangeView(0)->stderrText(), bad.stderrText);
    QVERIFY(!panel.exchangeView(1)->isErrorShown());
    QVERIFY(!panel.exchangeView(1)->isTruncationShown());

    panel.resize(460, 560);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    saveScreenshot(&panel, QStringLiteral("botio-errors"));
    panel.setWhitespaceVisible(true);
    QTest::qWait(50);  // the new heights are laid out by a posted event
    saveScreenshot(&panel, QStringLiteral("botio-whitespace"));
  }

  // --- Charts ------------------------------------------------------------------------

  void chartsHaveOnePointPerTurnForEachPlayer()
  {
    App::ReplayDocument document;
    App::ChartsPanel panel(&document);
    QCOMPARE(panel.chartCount(), 0);
    document.setReplay(replay_, QString());
    QCOMPARE(panel.chartCount(), replay_.metricKeys.size());
    for (int m = 0; m < panel.chartCount(); ++m) {
      for (int p = 0; p < 2; ++p)
        QCOMPARE(panel.pointCount(m, p), replay_.frames.size());
      QCOMPARE(panel.chartView(m)->seriesCount(), 2);
    }
    QCOMPARE(panel.chartView(0)->chart()->title(), QStringLiteral("Score"));
  }

  // Stacked charts line up: turn t is at the same x in every chart, although their value
  // labels differ in width (Fencing: "10" for the score, "300" for the position).
  void stackedChartsLineUpTheirPlots()
  {
    App::ReplayDocument document;
    document.setReplay(showcase_, QString());
    App::ChartsPanel panel(&document);
    panel.resize(600, 720);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QVERIFY(panel.chartCount() >= 3);
    const auto xOf = [&](int chart, int turn) {
      return panel.chartView(chart)->mapTo(&panel, panel.chartView(chart)->positionOfTurn(turn)).x();
    };
    double narrowest = 1e9, widest = 0;
    for (int m = 0; m < panel.chartCount(); ++m) {
      narrowest = std::min(narrowest, panel.chartView(m)->naturalPlotLeft());
      widest = std::max(widest, panel.chartView(m)->naturalPlotLeft());
    }
    QVERIFY2(widest - narrowest >= 3, "the charts' labels differ in width: the test needs them to");
    const int last = showcase_.lastTurn();
    for (int m = 1; m < panel.chartCount(); ++m) {
      QTRY_VERIFY(std::abs(xOf(m, 0) - xOf(0, 0)) <= 1);
      QVERIFY(std::abs(xOf(m, last) - xOf(0, last)) <= 1);
    }
    // Still after a resize, and with a scale that relabels one axis.
    panel.resize(420, 720);
    panel.chartView(0)->setLogScale(true);
    for (int m = 1; m < panel.chartCount(); ++m) {
      QTRY_VERIFY(std::abs(xOf(m, 0) - xOf(0, 0)) <= 1);
      QVERIFY(std::abs(xOf(m, last) - xOf(0, last)) <= 1);
    }
  }

  // A short dock shows one chart readably: the picker shows one metric alone, filling the
  // panel, remembered for the game's next replays; "All charts" stacks them again.
  void chartPickerShowsOneChartFillingThePanel()
  {
    App::ReplayDocument document;
    document.setReplay(showcase_, QString());
    App::ChartsPanel panel(&document);
    panel.showOnly(-1);
    panel.resize(500, 300);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto* picker = panel.findChild<QComboBox*>();
    QVERIFY(picker && picker->isVisible());
    QCOMPARE(picker->count(), panel.chartCount() + 1);
    QCOMPARE(picker->itemText(2), panel.chartView(1)->title());
    picker->setCurrentIndex(2);
    emit picker->activated(2);
    QCOMPARE(panel.shownMetric(), 1);
    QTRY_VERIFY(panel.chartView(0)->isHidden() && !panel.chartView(1)->isHidden() && panel.chartView(2)->isHidden());
    QTRY_VERIFY(panel.chartView(1)->height() > 200);
    QVERIFY(panel.renderImage().height() <= panel.chartView(1)->height() + 1);  // the export is what is shown
    {
      App::ChartsPanel again(&document);  // the same game: the same chart
      QCOMPARE(again.shownMetric(), 1);
      QVERIFY(again.chartView(0)->isHidden());
    }
    panel.showOnly(-1);
    for (int m = 0; m < panel.chartCount(); ++m)
      QVERIFY(!panel.chartView(m)->isHidden());
    QCOMPARE(picker->currentIndex(), 0);
  }

  void chartsCursorFollowsTheTurnAndClicksMoveIt()
  {
    App::ReplayDocument document;
    App::ChartsPanel panel(&document);
    document.setReplay(replay_, QString());
    QCOMPARE(panel.cursorTurn(0), 0.0);
    document.setCurrentTurn(37);
    for (int m = 0; m < panel.chartCount(); ++m)
      QCOMPARE(panel.cursorTurn(m), 37.0);

    panel.resize(600, 720);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    App::MetricChartView* chart = panel.chartView(1);
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, chart->positionOfTurn(120));
    QCOMPARE(document.currentTurn(), 120);
    for (int m = 0; m < panel.chartCount(); ++m)
      QCOMPARE(panel.cursorTurn(m), 120.0);

    // A legend entry hides and shows its player's line.
    QLegendMarker* marker = chart->chart()->legend()->markers(chart->chart()->series().at(1)).first();
    emit marker->clicked();
    QVERIFY(!chart->isSeriesVisible(1));
    QVERIFY(marker->isVisible());
    QVERIFY(chart->isSeriesVisible(0));
    emit marker->clicked();
    QVERIFY(chart->isSeriesVisible(1));
  }

  void chartsOfferALogarithmicScaleKeptPerMetric()
  {
    QSettings().remove(QStringLiteral("charts/logScale"));
    App::ReplayDocument document;
    App::ChartsPanel panel(&document);
    document.setReplay(replay_, QString());
    App::MetricChartView* score = panel.chartView(0);
    QVERIFY(!score->logScale());
    QVERIFY(qobject_cast<QValueAxis*>(score->chart()->axes(Qt::Vertical).first()));
    auto* line = static_cast<QLineSeries*>(score->chart()->series().at(0));
    QCOMPARE(line->at(0).y(), 0.0);  // scores start at 0

    // What the context menu's action does.
    QSignalSpy toggled(score, &App::MetricChartView::logScaleToggled);
    score->setLogScale(true);
    emit score->logScaleToggled(true);
    QVERIFY(qobject_cast<QLogValueAxis*>(score->chart()->axes(Qt::Vertical).first()));
    QCOMPARE(score->chart()->axes(Qt::Vertical).size(), 1);
    QCOMPARE(line->at(0).y(), App::MetricChartView::kLogFloor);  // 0 cannot be drawn: at the floor
    double highest = 0;
    for (const Debugger::Frame& frame : replay_.frames)
      highest = std::max({highest, frame.metrics[0][0], frame.metrics[0][1]});
    QCOMPARE(line->at(replay_.lastTurn()).y(), std::max(replay_.frames.last().metrics[0][0], 1.0));
    // Whole decades that hold every value.
    QCOMPARE(score->axisMinimum(), 1.0);
    QVERIFY(score->axisMaximum() >= highest);
    QVERIFY(score->axisMaximum() < 10 * std::max(highest, 10.0));
    QCOMPARE(std::log10(score->axisMaximum()), std::round(std::log10(score->axisMaximum())));
    // The cursor still spans the plot, and clicks still find their turn.
    document.setCurrentTurn(50);
    QCOMPARE(panel.cursorTurn(0), 50.0);

    // The choice is remembered for this game's metric, not for the others.
    App::ReplayDocument again;
    App::ChartsPanel other(&again);
    again.setReplay(replay_, QString());
    QVERIFY(other.chartView(0)->logScale());
    QVERIFY(!other.chartView(1)->logScale());

    // Back to linear: the true values come back.
    score->setLogScale(false);
    QVERIFY(qobject_cast<QValueAxis*>(score->chart()->axes(Qt::Vertical).first()));
    QCOMPARE(line->at(0).y(), 0.0);
    QCOMPARE(line->count(), replay_.frames.size());
    QSettings().remove(QStringLiteral("charts/logScale"));
  }

  void chartsGrowWithALiveMatch()
  {
    Debugger::Replay start = replay_;
    start.frames = replay_.frames.mid(0, 10);
    start.result = {};
    App::ReplayDocument document;
    App::ChartsPanel panel(&document);
    document.setReplay(start, QString(), true);
    QCOMPARE(panel.pointCount(0, 0), 10);
    const App::MetricChartView* chart = panel.chartView(0);
    for (int turn = 10; turn < replay_.frames.size(); ++turn)
      document.appendFrame(replay_.frames[turn]);
    QCOMPARE(panel.chartView(0), chart);  // appended, not rebuilt
    for (int m = 0; m < panel.chartCount(); ++m)
      for (int p = 0; p < 2; ++p)
        QCOMPARE(panel.pointCount(m, p), replay_.frames.size());
  }

  void chartsExportPngAndCsv()
  {
    App::ReplayDocument document;
    App::ChartsPanel panel(&document);
    document.setReplay(replay_, QString());
    panel.resize(500, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTemporaryDir dir;
    QString error;
    const QString csvPath = dir.filePath(QStringLiteral("metrics.csv"));
    QVERIFY2(panel.writeCsv(csvPath, &error), qPrintable(error));
    QFile csv(csvPath);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), replay_.frames.size() + 1);
    QCOMPARE(lines[0], QByteArray("turn,score[0],score[1],energy[0],energy[1],position[0],position[1]"));
    const Debugger::Frame& last = replay_.frames.last();
    QCOMPARE(lines.last(), QByteArray::number(replay_.lastTurn()) + ',' + QByteArray::number(last.metrics[0][0]) + ','
                               + QByteArray::number(last.metrics[0][1]) + ',' + QByteArray::number(last.metrics[1][0])
                               + ',' + QByteArray::number(last.metrics[1][1]) + ','
                               + QByteArray::number(last.metrics[2][0]) + ',' + QByteArray::number(last.metrics[2][1]));
    const QString pngPath = dir.filePath(QStringLiteral("charts.png"));
    QVERIFY2(panel.writePng(pngPath, &error), qPrintable(error));
    const QImage image(pngPath);
    QVERIFY(!image.isNull());
    QVERIFY(image.height() >= 3 * 200);
  }

  // --- Match -------------------------------------------------------------------------

  void matchPanelDescribesTheMatch()
  {
    App::ReplayDocument document;
    App::MatchPanel panel(&document);
    Debugger::Replay start = replay_;
    start.frames = replay_.frames.mid(0, 10);
    start.result = {};
    document.setReplay(start, QString(), true);
    QVERIFY(panel.fieldText(QStringLiteral("status")).contains(QStringLiteral("Live")));
    QCOMPARE(panel.fieldText(QStringLiteral("turns")), QStringLiteral("9"));
    document.appendFrame(replay_.frames[10]);
    QCOMPARE(panel.fieldText(QStringLiteral("turns")), QStringLiteral("10"));
    document.finishLive(replay_.result);
    QCOMPARE(panel.fieldText(QStringLiteral("status")), QStringLiteral("Finished"));
    // In the user's words, with each fencer's touches (the game's own line is the tool tip).
    const QList<double> shown = document.replay().frames.last().metrics[0];  // the 11 frames played
    QVERIFY2(panel.fieldText(QStringLiteral("result")).contains(QStringLiteral("%1–%2").arg(shown[0]).arg(shown[1])),
             qPrintable(panel.fieldText(QStringLiteral("result"))));

    Debugger::Replay forked = replay_;
    forked.origin = QJsonObject{{QStringLiteral("fork"), QJsonObject{{QStringLiteral("file"), QStringLiteral("match.kbz")},
                                                                      {QStringLiteral("turn"), 42}}}};
    document.setReplay(forked, QStringLiteral("/tmp/forked.kbz"));
    QVERIFY(panel.fieldText(QStringLiteral("game")).contains(QStringLiteral("Fencing ESport")));
    QCOMPARE(panel.fieldText(QStringLiteral("rules")), replay_.rulesVersion);
    QCOMPARE(panel.fieldText(QStringLiteral("seed")), QStringLiteral("2"));
    QCOMPARE(panel.fieldText(QStringLiteral("parameters")), QStringLiteral("league = 3"));
    QVERIFY(panel.fieldText(QStringLiteral("origin")).contains(QStringLiteral("42")));
    QVERIFY(panel.fieldText(QStringLiteral("origin")).contains(QStringLiteral("match.kbz")));
    QCOMPARE(panel.fieldText(QStringLiteral("file")), QStringLiteral("/tmp/forked.kbz"));
    QCOMPARE(panel.playerRowCount(), 2);
    QCOMPARE(panel.playerCell(1, 1), QStringLiteral("bob"));
    QCOMPARE(panel.playerCell(1, 2), QStringLiteral("builtin:fencer"));
    const QList<double>& touches = replay_.frames.last().metrics[0];
    QCOMPARE(panel.playerCell(1, 3), QString::number(touches[1]));  // touches, not ranking points
  }

  // --- all panels ----------------------------------------------------------------------

  void panelsRetranslateAndClear()
  {
    App::ReplayDocument document;
    App::InspectorPanel inspector(&document);
    App::BotIoPanel botIo(&document);
    App::ChartsPanel charts(&document);
    App::MatchPanel match(&document);
    document.setReplay(replay_, QString());
    document.setCurrentTurn(4);
    for (QWidget* panel : std::initializer_list<QWidget*>{&inspector, &botIo, &charts, &match}) {
      QEvent change(QEvent::LanguageChange);
      QApplication::sendEvent(panel, &change);
    }
    QCOMPARE(botIo.exchangeCount(), 2);
    document.clear();
    QCOMPARE(inspector.stateModel()->rowCount(), 0);
    QCOMPARE(botIo.exchangeCount(), 0);
    QCOMPARE(charts.chartCount(), 0);
  }

  // A long series (a 5000-round match) is drawn without the points that lie on the line
  // between their neighbours: fewer points, the same polyline; on a log axis only level
  // runs are thinned.
  void longSeriesDrawTheSameLineWithFewerPoints()
  {
    QList<QPointF> values;
    for (int t = 0; t <= 5000; ++t) {
      double y = 0;
      if (t >= 3000)
        y = 4000 + (t % 97 == 0 ? 25 : 0);  // level, with spikes
      else if (t >= 1000)
        y = (t - 1000) * 2.0;  // steady growth
      values << QPointF(t, y);
    }
    App::MetricChartView view;
    view.reset(QStringLiteral("score"), {QStringLiteral("A")});
    view.setPoints(0, values);
    const auto drawn = [&] { return qobject_cast<QLineSeries*>(view.chart()->series().first())->points(); };
    // Where the drawn polyline is at x.
    const auto lineAt = [](const QList<QPointF>& line, double x) {
      for (qsizetype k = 1; k < line.size(); ++k)
        if (line[k].x() >= x) {
          const QPointF& a = line[k - 1];
          const QPointF& b = line[k];
          return a.y() + (b.y() - a.y()) * (x - a.x()) / (b.x() - a.x());
        }
      return line.last().y();
    };
    QList<QPointF> line = drawn();
    QVERIFY2(line.size() < values.size() / 10, qPrintable(QString::number(line.size())));
    QCOMPARE(line.first(), values.first());
    QCOMPARE(line.last(), values.last());
    for (const QPointF& v : values)
      QCOMPARE(lineAt(line, v.x()), v.y());

    view.setLogScale(true);
    line = drawn();
    QVERIFY(line.size() < values.size() / 2);
    QVERIFY(line.size() > 2000);  // the growth is not a straight line on a log axis: kept whole
    for (const QPointF& v : values) {
      const double shown = std::max(v.y(), App::MetricChartView::kLogFloor);
      const bool kept = std::any_of(line.begin(), line.end(), [&](const QPointF& p) { return p.x() == v.x(); });
      QVERIFY2(kept || lineAt(line, v.x()) == shown, qPrintable(QStringLiteral("turn %1").arg(v.x())));
    }

    // A short series keeps one point per turn.
    view.setLogScale(false);
    view.setPoints(0, values.mid(0, 1500));
    QCOMPARE(view.pointCount(0), 1500);
  }

  // The Bot I/O text view replaces only the lines that changed since the last text: what it
  // shows is always the text, whatever changed (lines, their number, line ends).
  void textViewsShowExactlyTheirText()
  {
    App::FittedTextView view;
    // What a document built afresh from the text shows (the final newline left out).
    const auto shows = [&](const QString& text) {
      view.setText(text);
      QPlainTextEdit fresh;
      fresh.setPlainText(text.endsWith(QLatin1Char('\n')) ? text.chopped(1) : text);
      return view.toPlainText() == fresh.toPlainText() && view.document()->blockCount() == fresh.document()->blockCount() &&
             view.text() == text;
    };
    QStringList map;
    for (int i = 0; i < 500; ++i)
      map << QStringLiteral("row %1 %2").arg(i).arg(QString(60, QLatin1Char('.')));
    QVERIFY(shows(map.join(QLatin1Char('\n')) + QLatin1Char('\n')));
    for (int turn = 1; turn <= 20; ++turn) {  // a few rows change each turn
      for (int k = 0; k < 7; ++k)
        map[(turn * 37 + k * 71) % map.size()] = QStringLiteral("turn %1 row %2").arg(turn).arg(k);
      QVERIFY2(shows(map.join(QLatin1Char('\n')) + QLatin1Char('\n')), qPrintable(QStringLiteral("turn %1").arg(turn)));
    }
    map.removeLast();  // another number of lines
    QVERIFY(shows(map.join(QLatin1Char('\n'))));
    map[3] = QStringLiteral("carriage\rreturn");  // a character a document may split on
    QVERIFY(shows(map.join(QLatin1Char('\n'))));
    map[3] = QStringLiteral("back");
    QVERIFY(shows(map.join(QLatin1Char('\n'))));
    QVERIFY(shows(QString()));
    QVERIFY(shows(QStringLiteral("one line")));
    QVERIFY(shows(QStringLiteral("two\nlines")));
    QVERIFY(shows(QStringLiteral("two\nlinez")));
  }

  void everyPanelStepsThroughTheWholeMatch_data()
  {
    QTest::addColumn<QString>("panel");
    for (const char* name : {"Inspector", "Bot I/O", "Charts", "Match"})
      QTest::newRow(name) << QString::fromLatin1(name);
  }

  // Each panel alone on its document, shown at a dock's size.
  void everyPanelStepsThroughTheWholeMatch()
  {
    QFETCH(QString, panel);
    App::ReplayDocument document;
    std::unique_ptr<QWidget> widget;
    if (panel == QLatin1String("Inspector"))
      widget = std::make_unique<App::InspectorPanel>(&document);
    else if (panel == QLatin1String("Bot I/O"))
      widget = std::make_unique<App::BotIoPanel>(&document);
    else if (panel == QLatin1String("Charts"))
      widget = std::make_unique<App::ChartsPanel>(&document);
    else
      widget = std::make_unique<App::MatchPanel>(&document);
    document.setReplay(replay_, QString());
    widget->resize(460, 680);
    widget->show();
    QVERIFY(QTest::qWaitForWindowExposed(widget.get()));
    QCOMPARE(stepThrough(&document), document.lastTurn());
    QCOMPARE(document.currentTurn(), document.lastTurn());
  }

  void screenshots()
  {
    const Debugger::Replay& replay = showcase_;
    App::ReplayDocument document;
    document.setReplay(replay, QStringLiteral("/home/user/matches/fencing-seed2.kbz"));
    int changedTurn = 1;  // a turn where fencers moved and energies changed
    int respawnTurn = 1;
    for (int turn = 20; turn < replay.frames.size(); ++turn) {
      const auto differences = Debugger::JsonDiff::differences(replay.frames[turn - 1].state, replay.frames[turn].state);
      if (differences.size() >= 5 && !replay.frames[turn].exchanges.isEmpty() && changedTurn == 1)
        changedTurn = turn;
      if (replay.frames[turn].exchanges.isEmpty() && respawnTurn == 1)
        respawnTurn = turn;
    }
    document.setCurrentTurn(changedTurn);

    App::InspectorPanel inspector(&document);
    inspector.resize(420, 700);
    inspector.show();
    QVERIFY(QTest::qWaitForWindowExposed(&inspector));
    inspector.selectPath(QStringLiteral("players[1].energy"));
    saveScreenshot(&inspector, QStringLiteral("inspector"));
    inspector.setFilterText(QStringLiteral("skill"));
    saveScreenshot(&inspector, QStringLiteral("inspector-filtered"));

    App::BotIoPanel botIo(&document);
    botIo.resize(460, 560);
    botIo.show();
    QVERIFY(QTest::qWaitForWindowExposed(&botIo));
    saveScreenshot(&botIo, QStringLiteral("botio"));
    document.setCurrentTurn(respawnTurn);
    saveScreenshot(&botIo, QStringLiteral("botio-respawn"));
    document.setCurrentTurn(0);
    saveScreenshot(&botIo, QStringLiteral("botio-initial"));
    document.setCurrentTurn(changedTurn);

    App::ChartsPanel charts(&document);
    charts.resize(600, 720);
    charts.show();
    QVERIFY(QTest::qWaitForWindowExposed(&charts));
    QTest::qWait(50);
    saveScreenshot(&charts, QStringLiteral("charts"));
    emit charts.chartView(0)->chart()->legend()->markers().at(1)->clicked();
    QTest::qWait(50);
    saveScreenshot(&charts, QStringLiteral("charts-series-hidden"));
    charts.resize(360, 400);  // a narrow dock
    QTest::qWait(50);
    saveScreenshot(&charts, QStringLiteral("charts-narrow"));
    charts.showOnly(1);  // the picker: one chart filling a short dock
    QTest::qWait(50);
    saveScreenshot(&charts, QStringLiteral("charts-one"));
    charts.showOnly(-1);

    App::MatchPanel match(&document);
    match.resize(420, 560);
    match.show();
    QVERIFY(QTest::qWaitForWindowExposed(&match));
    saveScreenshot(&match, QStringLiteral("match"));
    match.resize(250, 480);  // a narrow dock: long values wrap
    QTest::qWait(50);
    saveScreenshot(&match, QStringLiteral("match-narrow"));
  }
};

QTEST_MAIN(TestPanels)
#include "test_panels.moc"

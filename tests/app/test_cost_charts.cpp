// Each bot's time and memory per turn in the window (issue #33): the Charts panel's Reply
// time chart (wall, CPU, the limit) and Memory chart per measured seat, its slowest turns,
// the CSV columns, the timeline's dots on replies over 80% of the limit, the Bot I/O
// panel's CPU and memory, live appends, and a format 3 replay without any of them. The
// bot: tests/app/bots/cost_chart_bot.py (1 s of CPU on frame 6, 100 MB from frame 9).
#include "application/language_manager.h"
#include "boards/player_palette.h"
#include "document/replay_document.h"
#include "panels/bot_io_panel.h"
#include "charts/charts_panel.h"
#include "panels/exchange_view.h"
#include "charts/metric_chart_view.h"
#include "charts/metrics_csv.h"
#include "charts/slowest_turns_view.h"
#include "widgets/timeline_slider.h"

#include "support/require_tool.h"
#include "support/screenshots.h"
#include "support/test_matches.h"

#include <QComboBox>
#include <QStandardPaths>
#include <QLogValueAxis>
#include <QSettings>
#include <QTest>
#include <QTreeWidget>
#include <QXYSeries>

using namespace Kibitz;

namespace {

constexpr int kBurnFrame = 6;    // engine turn 5
constexpr int kMemoryFrame = 9;  // engine turn 8

Debugger::Replay playCost()
{
  Debugger::ProcessOptions options;
  options.timeLimitOverrideMs = Test::kLoadProofTurnMs;  // judge the bot, not the machine's load
  return Test::playMatch(QStringLiteral("fencing"),
                         {QStringLiteral("cmd:python3 \"" KIBITZ_SOURCE_DIR "/tests/app/bots/cost_chart_bot.py\""),
                          QStringLiteral("builtin:fencer")},
                         1, {}, {QStringLiteral("Burner"), QStringLiteral("Fencer")}, options);
}

// The replay as a version 3 file reads it: no CPU or memory figures.
Debugger::Replay withoutCost(Debugger::Replay replay)
{
  for (Debugger::Frame& frame : replay.frames)
    for (Debugger::PlayerExchange& x : frame.exchanges) {
      x.cpuMs = -1;
      x.rssKb = -1;
      x.peakRssKb = -1;
    }
  return replay;
}

// The y of series `series` at x = frame, or NaN.
double yAt(const QList<QPointF>& points, int frame)
{
  for (const QPointF& p : points)
    if (int(p.x()) == frame)
      return p.y();
  return qQNaN();
}

}  // namespace

class TestCostCharts : public QObject {
  Q_OBJECT

  Debugger::Replay replay_;

private slots:
  void initTestCase()
  {
    // The charts keep their scale in the settings: the test's own, not the user's.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_cost_charts"));
    QSettings().clear();
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("python3 is not installed"));
    replay_ = playCost();
    QVERIFY(replay_.lastTurn() > kMemoryFrame + 2);
    QVERIFY(replay_.frames[kBurnFrame].exchangeOf(0)->cpuMs >= 800);
  }

  void replyTimeAndMemoryChartsPerMeasuredSeat()
  {
    App::ReplayDocument document;
    App::ChartsPanel panel(&document);
    document.setReplay(replay_, QString());
    QCOMPARE(panel.costSeatCount(), 1);  // the built-in fencer is not measured
    QCOMPARE(panel.costSeat(0), 0);
    App::MetricChartView* time = panel.replyTimeChartView(0);
    App::MetricChartView* memory = panel.memoryChartView(0);
    QVERIFY(time && memory);
    QVERIFY2(time->title().contains(QStringLiteral("Burner")), qPrintable(time->title()));
    QCOMPARE(time->seriesCount(), 3);  // wall, CPU, limit
    QCOMPARE(memory->seriesCount(), 2);  // resident, peak
    QCOMPARE(time->seriesColor(0), App::PlayerPalette::color(0));
    int replies = 0;
    for (const Debugger::Frame& frame : replay_.frames)
      replies += frame.exchangeOf(0) ? 1 : 0;
    for (int s = 0; s < 3; ++s)
      QCOMPARE(time->pointCount(s), replies);
    // The CPU line peaks on the burned turn.
    // (Frame 1 holds the interpreter's start-up: the burned turn is the highest after it.)
    const QList<QPointF> cpuPoints = static_cast<QXYSeries*>(time->chart()->series().at(1))->points().mid(1);
    const auto highest = std::max_element(cpuPoints.begin(), cpuPoints.end(),
                                          [](const QPointF& a, const QPointF& b) { return a.y() < b.y(); });
    QCOMPARE(int(highest->x()), kBurnFrame);
    // The limit: the recorded one, every turn.
    for (QPointF p : static_cast<QXYSeries*>(time->chart()->series().at(2))->points())
      QCOMPARE(p.y(), double(Test::kLoadProofTurnMs));
    QVERIFY(time->axisMaximum() >= Test::kLoadProofTurnMs);
    // The memory grows by 100 MB on its frame, and the peak never falls below it.
    const QList<QPointF> rss = static_cast<QXYSeries*>(memory->chart()->series().at(0))->points();
    const double grown = yAt(rss, kMemoryFrame) - yAt(rss, kMemoryFrame - 1);
    QVERIFY2(grown >= 90, qPrintable(QString::number(grown)));
    const QList<QPointF> peak = static_cast<QXYSeries*>(memory->chart()->series().at(1))->points();
    QVERIFY(std::max_element(peak.begin(), peak.end(), [](const QPointF& a, const QPointF& b) { return a.y() < b.y(); })->y() >=
            yAt(rss, kMemoryFrame));
    // In the picker, one chart alone.
    const QComboBox* picker = panel.findChild<QComboBox*>();
    QStringList items;
    for (int i = 0; i < picker->count(); ++i)
      items << picker->itemText(i);
    QVERIFY2(items.contains(time->title()) && items.contains(memory->title()), qPrintable(items.join(QLatin1Char('|'))));
    const int memoryIndex = panel.chartCount() - 1 - panel.valueChartCount();
    QCOMPARE(panel.chartView(memoryIndex), memory);
    panel.showOnly(memoryIndex);
    QVERIFY(memory->isVisibleTo(&panel));
    QVERIFY(!time->isVisibleTo(&panel));
    QVERIFY(!panel.slowestTurnsView(0)->isVisibleTo(&panel));
    panel.showOnly(memoryIndex - 1);  // the Reply time chart brings its list
    QVERIFY(time->isVisibleTo(&panel));
    QVERIFY(panel.slowestTurnsView(0)->isVisibleTo(&panel));
    {
      // The choice is kept per game by the chart's key, not its place: another panel on
      // the same replay shows the same cost chart alone.
      App::ChartsPanel again(&document);
      QCOMPARE(again.shownMetric(), memoryIndex - 1);
      QVERIFY(!again.replyTimeChartView(0)->isHidden());
      QVERIFY(again.memoryChartView(0)->isHidden());
      QVERIFY(again.chartView(0)->isHidden());
    }
    panel.showOnly(-1);
  }

  // On a log axis the reply time keeps every point (sub-millisecond CPU times included),
  // the burned turn still stands out, and the choice is kept for the game's next replays.
  void replyTimeOnALogAxis()
  {
    QSettings().remove(QStringLiteral("charts/logScale"));
    App::ReplayDocument document;
    App::ChartsPanel panel(&document);
    document.setReplay(replay_, QString());
    App::MetricChartView* time = panel.replyTimeChartView(0);
    QVERIFY(time && !time->logScale());
    const int points = time->pointCount(1);
    time->setLogScale(true);
    QVERIFY(time->logScale());
    QVERIFY(qobject_cast<QLogValueAxis*>(time->chart()->axes(Qt::Vertical).value(0)));
    QCOMPARE(time->pointCount(1), points);
    QVERIFY(time->axisMinimum() > 0);
    QVERIFY(time->axisMaximum() >= Test::kLoadProofTurnMs);
    panel.resize(760, 420);
    panel.showOnly(panel.chartCount() - 2 - panel.valueChartCount());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QVERIFY(Test::saveScreenshot(panel, QStringLiteral("charts-cost-log.png")));
    emit time->logScaleToggled(true);  // as the chart's menu does
    App::ReplayDocument again;
    App::ChartsPanel next(&again);
    again.setReplay(replay_, QString());
    QVERIFY(next.replyTimeChartView(0)->logScale());
    time->setLogScale(false);
    emit time->logScaleToggled(false);
    panel.showOnly(-1);
  }

  void clickingAChartOrTheSlowestListSeeks()
  {
    App::ReplayDocument document;
    App::ChartsPanel panel(&document);
    document.setReplay(replay_, QString());
    panel.showOnly(-1);
    panel.resize(800, 1400);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    App::MetricChartView* time = panel.replyTimeChartView(0);
    QTest::mouseClick(time->viewport(), Qt::LeftButton, {}, time->positionOfTurn(12));
    QCOMPARE(document.currentTurn(), 12);
    QCOMPARE(panel.memoryChartView(0)->cursorTurn(), 12.0);

    App::SlowestTurnsView* slowest = panel.slowestTurnsView(0);
    QVERIFY(slowest);
    QVERIFY(slowest->rowCount() >= 5);
    const int row = slowest->rowTurn(0) == 1 ? 1 : 0;  // frame 1 may be slower: the interpreter's start-up
    QCOMPARE(slowest->rowTurn(row), kBurnFrame);  // 1 s of CPU: the slowest reply
    QVERIFY2(slowest->captionText().contains(QStringLiteral("Burner")), qPrintable(slowest->captionText()));
    const Debugger::PlayerExchange* burn = replay_.frames[kBurnFrame].exchangeOf(0);
    QCOMPARE(slowest->cellText(row, 2), QLocale().toString(burn->cpuMs, 'f', 1));
    QVERIFY(slowest->cellText(row, 3).endsWith(QLatin1Char('%')));
    QTreeWidget* table = slowest->table();
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualItemRect(table->topLevelItem(row)).center());
    QCOMPARE(document.currentTurn(), kBurnFrame);
  }

  void theCsvHasTheCostColumns()
  {
    const QList<QByteArray> lines = App::MetricsCsv::write(replay_).split('\n');
    const QList<QByteArray> header = lines[0].split(',');
    const qsizetype cpu = header.indexOf("cost[0].cpuMs");
    QVERIFY2(cpu > 0, lines[0].constData());
    QVERIFY(header.contains("cost[0].wallMs"));
    QVERIFY(header.contains("cost[0].rssKb"));
    QVERIFY(!header.contains("cost[1].cpuMs"));  // the built-in fencer
    QVERIFY(lines[1 + kBurnFrame].split(',')[cpu].toDouble() >= 800);
    QCOMPARE(lines[1].split(',')[cpu], QByteArray());  // frame 0: no reply
    QCOMPARE(lines[1].split(',').size(), header.size());
    QCOMPARE(lines[1 + kBurnFrame].split(',').size(), header.size());
  }

  void botIoShowsCpuAndMemory()
  {
    App::ReplayDocument document;
    App::BotIoPanel panel(&document);
    document.setReplay(replay_, QString());
    document.setCurrentTurn(kBurnFrame);
    const Debugger::PlayerExchange* burn = replay_.frames[kBurnFrame].exchangeOf(0);
    QString bot, builtin;
    for (int i = 0; i < panel.exchangeCount(); ++i)
      (panel.exchangeView(i)->player() == 0 ? bot : builtin) = panel.exchangeView(i)->costText();
    QVERIFY2(bot.contains(QLocale().toString(burn->cpuMs, 'f', 1)), qPrintable(bot));
    QVERIFY2(bot.contains(QLocale().toString(burn->rssKb / 1024.0, 'f', 1)), qPrintable(bot));
    QVERIFY2(bot.contains(QStringLiteral("CPU")) && bot.contains(QStringLiteral("MB")), qPrintable(bot));
    QVERIFY(builtin.isEmpty());  // not measured: nothing said
  }

  void timelineDotsRepliesNearTheLimit()
  {
    // A reply at 90% of its limit on frame 3, one at 70% on frame 4 (not marked).
    Debugger::Replay replay = replay_;
    for (int f = 0; f <= replay.lastTurn(); ++f)
      for (Debugger::PlayerExchange& x : replay.frames[f].exchanges) {
        if (f == 3 && x.player == 0)
          x.timeMs = 0.9 * x.limitMs;
        else if (f == 4 && x.player == 0)
          x.timeMs = 0.7 * x.limitMs;
        else if (x.timeMs > 0.8 * x.limitMs)
          x.timeMs = 1;  // no other slow reply, whatever the machine's load was
      }
    App::ReplayDocument document;
    App::TimelineSlider slider(&document);
    document.setReplay(replay, QString());
    const QList<App::SlowReplies::Reply> marked = slider.slowReplies();
    QCOMPARE(marked.size(), 1);
    QCOMPARE(marked[0].turn, 3);
    QCOMPARE(marked[0].seat, 0);
    const QString tip = slider.eventsText(3);
    QVERIFY2(tip.contains(QStringLiteral("Slow reply")) && tip.contains(QStringLiteral("Burner")) && tip.contains(QStringLiteral("90%")),
             qPrintable(tip));
    QVERIFY(!slider.eventsText(4).contains(QStringLiteral("Slow reply")));
    // Drawn in the seat's colour, above the track.
    slider.resize(600, slider.sizeHint().height());
    const QImage image = slider.grab().toImage();
    const QRgb wanted = App::PlayerPalette::color(0).rgb();
    int found = 0;
    const int x = slider.xOfTurn(3);
    for (int y = 0; y < image.height() / 2; ++y)
      for (int dx = -1; dx <= 1; ++dx)
        found += (image.pixel(x + dx, y) | 0xff000000) == wanted;
    QVERIFY(found > 0);
  }

  void liveMatchesAddCostPoints()
  {
    App::ReplayDocument document;
    App::ChartsPanel panel(&document);
    Debugger::Replay start = replay_;
    start.frames = replay_.frames.mid(0, 1);
    document.setReplay(start, QString(), true);
    QCOMPARE(panel.costSeatCount(), 0);  // nobody replied yet
    document.appendFrames(replay_.frames.mid(1, 4));
    QCOMPARE(panel.costSeatCount(), 1);
    QCOMPARE(panel.replyTimeChartView(0)->pointCount(0), 4);
    document.appendFrames(replay_.frames.mid(5, 6));
    QCOMPARE(panel.replyTimeChartView(0)->pointCount(1), 10);
    QCOMPARE(panel.memoryChartView(0)->pointCount(0), 10);
    App::SlowestTurnsView* slowest = panel.slowestTurnsView(0);
    QCOMPARE(slowest->rowTurn(slowest->rowTurn(0) == 1 ? 1 : 0), kBurnFrame);
  }

  void aFormat3ReplayHasNoCostCharts()
  {
    const Debugger::Replay old = withoutCost(replay_);
    App::ReplayDocument document;
    App::ChartsPanel panel(&document);
    document.setReplay(old, QString());
    QCOMPARE(panel.costSeatCount(), 0);
    QVERIFY(!panel.replyTimeChartView(0));
    QVERIFY(!panel.slowestTurnsView(0));
    QCOMPARE(panel.chartCount(), int(old.metricKeys.size()) + panel.valueChartCount());
    QVERIFY(!App::MetricsCsv::write(old).contains("cost["));
    document.setReplay(replay_, QString());  // and back
    QCOMPARE(panel.costSeatCount(), 1);
    App::BotIoPanel io(&document);
    document.setReplay(old, QString());
    document.setCurrentTurn(kBurnFrame);
    for (int i = 0; i < io.exchangeCount(); ++i)
      QVERIFY(io.exchangeView(i)->costText().isEmpty());
  }

  // For a human to look at (KIBITZ_SCREENSHOT_DIR): the cost charts and the slowest turns,
  // in the four languages (docs/screenshots/charts-cost-*.png).
  void screenshot()
  {
    App::LanguageManager languages;
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("it"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
      QVERIFY(languages.setLanguage(language));
      App::ReplayDocument document;
      App::ChartsPanel panel(&document);
      document.setReplay(replay_, QString());
      document.setCurrentTurn(kBurnFrame);
      panel.resize(760, 1000);
      panel.show();
      QVERIFY(QTest::qWaitForWindowExposed(&panel));
      panel.showOnly(-1);
      QVERIFY(panel.slowestTurnsView(0)->captionText() != QStringLiteral("Slowest turns of Burner") || language == QLatin1String("en"));
      QVERIFY(Test::saveScreenshot(panel, QStringLiteral("charts-cost-%1.png").arg(language)));
    }
    languages.setLanguage(QStringLiteral("en"));
  }
};

QTEST_MAIN(TestCostCharts)
#include "test_cost_charts.moc"

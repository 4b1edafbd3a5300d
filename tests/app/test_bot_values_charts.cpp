// Values bots report (`#kibitz value NAME NUMBER`, docs/bot-marks.md) in the window: a
// chart per seat with a line per name, one warning per bot for the lines ignored, the
// columns of the CSV export, live appends, and `values[0].eval < -3` in a breakpoint,
// holding from the turn the bot first reported it. The bot: tests/debugger/bots/values_bot.py.
#include "application/language_manager.h"
#include "breakpoints/breakpoint_evaluator.h"
#include "document/replay_document.h"
#include "charts/charts_panel.h"
#include "charts/metric_chart_view.h"
#include "charts/metrics_csv.h"

#include "support/require_tool.h"
#include "support/screenshots.h"
#include "support/test_matches.h"

#include <QLabel>
#include <QStandardPaths>
#include <QTest>

using namespace Kibitz;

namespace {

Debugger::Replay playValues(bool bad)
{
  const QString bot = QStringLiteral("cmd:python3 \"" KIBITZ_SOURCE_DIR "/tests/debugger/bots/values_bot.py\"") +
                      (bad ? QStringLiteral(" bad") : QString());
  return Test::playMatch(QStringLiteral("fencing"), {bot, QStringLiteral("builtin:fencer")}, 1, {},
                         {QStringLiteral("Evaluator"), QStringLiteral("Fencer")});
}

}  // namespace

class TestBotValuesCharts : public QObject {
  Q_OBJECT

  Debugger::Replay bad_;

private slots:
  void initTestCase()
  {
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("python3 is not installed"));
    bad_ = playValues(true);
    QVERIFY(bad_.lastTurn() > 10);
  }

  void aChartPerSeatWithALinePerName()
  {
    App::ReplayDocument document;
    App::ChartsPanel panel(&document);
    document.setReplay(bad_, QString());
    QCOMPARE(panel.valueChartCount(), 1);  // the built-in fencer reports nothing
    QCOMPARE(panel.valueChartSeat(0), 0);
    App::MetricChartView* chart = panel.valueChartView(0);
    QVERIFY(chart);
    QVERIFY2(chart->title().contains(QStringLiteral("Evaluator")), qPrintable(chart->title()));
    // eval, depth, nodes, then the flood's names up to 64 in all.
    QCOMPARE(chart->seriesCount(), 64);
    int replies = 0;
    for (int f = 0; f <= bad_.lastTurn(); ++f)
      replies += bad_.frames[f].exchangeOf(0) ? 1 : 0;
    QCOMPARE(chart->pointCount(0), replies);  // eval on every reply
    QCOMPARE(chart->pointCount(3), 1);        // v0, on turn 2 only
    // Clicking the chart seeks like the metric charts; the picker shows it alone.
    panel.showOnly(panel.chartCount() - 1);
    QVERIFY(chart->isVisibleTo(&panel));
    panel.resize(800, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, chart->positionOfTurn(30));
    QCOMPARE(document.currentTurn(), 30);
    QCOMPARE(chart->cursorTurn(), 30.0);
    // One warning for the bot, naming its first ignored line.
    const QList<QLabel*> labels = panel.findChildren<QLabel*>();
    const auto warning = std::find_if(labels.begin(), labels.end(), [](QLabel* l) {
      return l->text().contains(QStringLiteral("value lines ignored"));
    });
    QVERIFY(warning != labels.end());
    QCOMPARE((*warning)->text().count(QStringLiteral("value lines ignored")), 1);
    QCOMPARE((*warning)->textFormat(), Qt::PlainText);  // it quotes the bot's stderr
    QVERIFY2((*warning)->text().contains(QStringLiteral("turn 2: stderr line 6")), qPrintable((*warning)->text()));
  }

  void theCsvHasAColumnPerValue()
  {
    const QList<QByteArray> lines = App::MetricsCsv::write(bad_).split('\n');
    const QList<QByteArray> header = lines[0].split(',');
    const qsizetype eval = header.indexOf("values[0].eval");
    QVERIFY2(eval > 0, lines[0].constData());
    QVERIFY(header.contains("values[0].nodes"));
    QVERIFY(header.contains("values[0].v60"));
    QVERIFY(!header.contains("values[0].v61"));  // beyond 64 names
    QCOMPARE(lines[8].split(',')[eval], QByteArray("-3.5"));  // frame 7 (turn 6), after the header
    QCOMPARE(lines[2].split(',')[eval], QByteArray("2.5"));   // frame 1: turn 0
    QCOMPARE(lines[1].split(',')[eval], QByteArray());        // frame 0: no reply, an empty cell
    QCOMPARE(lines[1].split(',').size(), header.size());
    QCOMPARE(lines[4].split(',').value(header.indexOf("values[0].v0")), QByteArray("0"));  // the flood, frame 3
    QCOMPARE(lines[5].split(',').value(header.indexOf("values[0].v0")), QByteArray());
  }

  void breakpointsReadTheTurnsValues()
  {
    App::BreakpointEvaluator evaluator;
    evaluator.setExpressions({QStringLiteral("values[0].eval < -3"), QStringLiteral("values[1].eval === undefined"),
                              QStringLiteral("values[0].depth == 3")});
    QCOMPARE(evaluator.evaluate(bad_, 6)[0].holds, false);
    QCOMPARE(evaluator.evaluate(bad_, 7)[0].holds, true);
    QVERIFY(evaluator.evaluate(bad_, 7)[0].error.isEmpty());
    QCOMPARE(evaluator.evaluate(bad_, 0)[0].holds, false);  // frame 0: nobody replied yet
    QCOMPARE(evaluator.evaluate(bad_, 7)[1].holds, true);
    QCOMPARE(evaluator.evaluate(bad_, 3)[2].holds, true);  // frame 3 is turn 2: depth 2 % 4 + 1
    int first = -1;
    for (int f = 0; f <= bad_.lastTurn() && first < 0; ++f)
      if (evaluator.evaluate(bad_, f)[0].holds)
        first = f;
    QCOMPARE(first, 7);
  }

  void liveMatchesAddValuePoints()
  {
    App::ReplayDocument document;
    App::ChartsPanel panel(&document);
    Debugger::Replay start = bad_;
    start.frames = bad_.frames.mid(0, 1);
    document.setReplay(start, QString(), true);
    QCOMPARE(panel.valueChartCount(), 0);
    document.appendFrames(bad_.frames.mid(1, 5));  // frames 1..5: eval, depth, nodes and the flood
    QCOMPARE(panel.valueChartCount(), 1);
    QCOMPARE(panel.valueChartView(0)->pointCount(0), 5);
    document.appendFrames(bad_.frames.mid(6, 10));
    QCOMPARE(panel.valueChartView(0)->pointCount(0), 15);
    QCOMPARE(panel.valueChartView(0)->seriesCount(), 64);
  }

  // For a human to look at (KIBITZ_SCREENSHOT_DIR): docs/screenshots/bot-values-*.png.
  void screenshotsInFourLanguages()
  {
    App::LanguageManager languages;
    const Debugger::Replay replay = playValues(false);
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("it"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
      QVERIFY(languages.setLanguage(language));
      App::ReplayDocument document;
      App::ChartsPanel panel(&document);
      document.setReplay(replay, QString());
      document.setCurrentTurn(40);
      panel.resize(700, 700);
      panel.show();
      QVERIFY(QTest::qWaitForWindowExposed(&panel));
      QCOMPARE(panel.valueChartView(0)->seriesCount(), 3);
      QVERIFY(Test::saveScreenshot(panel, QStringLiteral("bot-values-%1.png").arg(language)));
    }
    languages.setLanguage(QStringLiteral("en"));
  }
};

QTEST_MAIN(TestBotValuesCharts)
#include "test_bot_values_charts.moc"

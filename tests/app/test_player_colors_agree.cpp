// One colour per player (issue #33, part 4): for every game built and every player k, the
// board paints player k in the palette's colour, the charts draw k's series in it, and the
// shared web page's embedded palette (META.playerColors, what its boards and chart use)
// holds the same colour; all of them are Debugger::PlayerColors::rgb(k).
#include "boards/board_view.h"
#include "boards/player_palette.h"
#include "document/replay_document.h"
#include "charts/charts_panel.h"
#include "charts/metric_chart_view.h"

#include "replay/player_colors.h"
#include "share/html_export.h"
#include "support/test_matches.h"

#include "core/game.h"
#include "core/registry.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace Kibitz;

namespace {

// The page's META object, as its script reads it.
QJsonObject pageMeta(const QByteArray& html)
{
  const QByteArray open = "id=\"kibitz-meta\">";
  const qsizetype start = html.indexOf(open) + open.size();
  const qsizetype end = html.indexOf("</script>", start);
  return QJsonDocument::fromJson(html.mid(start, end - start)).object();
}

// How many pixels of `image` are exactly `color`.
int pixelsOf(const QImage& image, const QColor& color)
{
  const QRgb wanted = color.rgb();
  int count = 0;
  for (int y = 0; y < image.height(); ++y) {
    const QRgb* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
    for (int x = 0; x < image.width(); ++x)
      count += (line[x] | 0xff000000) == wanted;
  }
  return count;
}

}  // namespace

class TestPlayerColorsAgree : public QObject {
  Q_OBJECT

private slots:
  void initTestCase()
  {
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_player_colors_agree"));
  }

  void boardChartAndPageAgree_data()
  {
    QTest::addColumn<QString>("gameId");
    QTest::addColumn<int>("players");
    for (const Rules::Game* game : Rules::Registry::all()) {
      const Rules::GameInfo& info = game->info();
      // Up to four seats (Mosca Ceca's 20 would only repeat the check).
      QTest::newRow(qPrintable(info.id)) << info.id << std::clamp(info.maxPlayers, info.minPlayers, 4);
    }
  }

  void boardChartAndPageAgree()
  {
    QFETCH(QString, gameId);
    QFETCH(int, players);
    const Rules::Game* game = Rules::Registry::find(gameId);
    QVERIFY(game && !game->info().builtinBots.isEmpty());
    const QStringList bots(players, QStringLiteral("builtin:") + game->info().builtinBots.first().name);
    const Debugger::Replay replay = Test::playMatch(gameId, bots, 7);
    QVERIFY(!replay.frames.isEmpty());

    // The palette itself: one source, the same in QColor and in hex.
    for (int k = 0; k < players; ++k)
      QCOMPARE(App::PlayerPalette::color(k), QColor(Debugger::PlayerColors::hex(k)));

    // The board: player k's pieces, legend or band are painted in k's colour.
    std::unique_ptr<App::BoardView> board(App::createBoardView(gameId, nullptr));
    QVERIFY(board);
    board->resize(1000, 760);
    const int turn = int(replay.frames.size()) / 2;
    QVERIFY(board->canShowFrame(replay, turn));
    board->showFrame(replay, turn);
    const QImage image = board->grab().toImage().convertToFormat(QImage::Format_RGB32);
    // Dominoes is a solitaire whose board shows tiles, not its player (its chart and page
    // legend still do).
    const bool boardShowsPlayers = gameId != QLatin1String("dominoes");
    for (int k = 0; k < players && boardShowsPlayers; ++k) {
      const int pixels = pixelsOf(image, App::PlayerPalette::color(k));
      qInfo("%s: %d pixels of player %d's %s", qPrintable(gameId), pixels, k, qPrintable(Debugger::PlayerColors::hex(k)));
      QVERIFY2(pixels >= 20, qPrintable(QStringLiteral("player %1 not on the %2 board").arg(k).arg(gameId)));
    }

    // The charts: series k in k's colour.
    App::ReplayDocument document;
    App::ChartsPanel charts(&document);
    document.setReplay(replay, QString());
    const QList<App::MetricChartView*> views = charts.findChildren<App::MetricChartView*>();
    QCOMPARE(views.isEmpty(), replay.metricKeys.isEmpty());
    for (App::MetricChartView* view : views)
      for (int k = 0; k < players; ++k)
        QCOMPARE(view->seriesColor(k), App::PlayerPalette::color(k));

    // The web page: its palette (the boards' and chart's colorOf) gives k the same colour.
    QString error;
    const std::optional<QByteArray> html = Debugger::HtmlExport::page(replay, {}, &error);
    QVERIFY2(html, qPrintable(error));
    const QJsonArray pageColors = pageMeta(*html).value(QStringLiteral("playerColors")).toArray();
    QVERIFY(pageColors.size() >= players);
    for (int k = 0; k < players; ++k)
      QCOMPARE(QColor(pageColors[k].toString()), App::PlayerPalette::color(k));
    QCOMPARE(QColor(pageMeta(*html).value(QStringLiteral("noPlayerColor")).toString()), App::PlayerPalette::color(-1));
  }

  void thePageScriptTakesItsColoursFromThePalette()
  {
    // No colour list of its own in the page's script: colorOf reads META.playerColors.
    QString error;
    const std::optional<QByteArray> html = Debugger::HtmlExport::page(Test::fencerVsFencerReplay(3), {}, &error);
    QVERIFY2(html, qPrintable(error));
    QVERIFY(html->contains("const PALETTE = META.playerColors;"));
  }
};

QTEST_MAIN(TestPlayerColorsAgree)
#include "test_player_colors_agree.moc"

#include "charts/metric_chart_family.h"

#include "boards/player_palette.h"
#include "charts/metric_chart_view.h"
#include "document/replay_document.h"
#include "panels/game_terms.h"
#include "panels/player_labels.h"

#include "external/external_game.h"

#include "core/game.h"

#include <QCoreApplication>

#include <cmath>

namespace Kibitz::App {

namespace {

// Points (frame, value of metric `m` for `player`) of frames first..last, as the document
// shows them: NaN where a person's seat may not see it (fog).
QList<QPointF> points(const ReplayDocument& document, int m, int player, int first, int last)
{
  QList<QPointF> points;
  const int frames = int(document.replay().frames.size());
  for (int turn = std::max(first, 0); turn <= last && turn < frames; ++turn) {
    const QList<QList<double>>& metrics = document.frame(turn).metrics;
    if (m < metrics.size() && player < metrics[m].size() && !std::isnan(metrics[m][player]))  // missing, hidden: a gap
      points << QPointF(turn, metrics[m][player]);
  }
  return points;
}

}  // namespace

QString MetricChartFamily::label(const QString& key) const
{
  if (const Rules::Game* game = document_->game())
    for (const Rules::MetricSpec& metric : game->info().metrics)
      if (metric.key == key)
        return gameTerm(metric.label);
  // An external game's metrics: its scores, and what its referee named (docs/external-games.md).
  if (document_->hasReplay() && Debugger::ExternalGame::isExternalId(document_->replay().gameId)) {
    if (key == QLatin1String("score"))
      return QCoreApplication::translate("Kibitz::App::ChartsPanel", "Score");
    if (key.startsWith(QLatin1String("kibitz.")))
      return key.mid(7);
  }
  return key;  // a metric this engine no longer declares
}

void MetricChartFamily::rebuild()
{
  clearCharts();
  chartedKeys_ = document_->hasReplay() ? document_->replay().metricKeys : QStringList();
  if (!document_->hasReplay())
    return;
  const Debugger::Replay& replay = document_->replay();
  const int players = int(replay.players.size());
  QStringList names;
  QList<QColor> colors;  // the board's colours for the players
  for (int p = 0; p < players; ++p) {
    names << PlayerLabels::label(replay, p);
    colors << PlayerPalette::color(p);
  }
  for (int m = 0; m < replay.metricKeys.size(); ++m) {
    const QString& key = replay.metricKeys[m];
    MetricChartView* view = makeChart(key, label(key), names, colors, key);
    for (int p = 0; p < players; ++p)
      view->setPoints(p, points(*document_, m, p, 0, replay.lastTurn()));
  }
}

bool MetricChartFamily::appendFrames(int first, int last)
{
  // A live external game whose referee declared a metric mid-match: the charts are made again.
  if (document_->replay().metricKeys != chartedKeys_) {
    rebuild();
    return true;
  }
  // Points are gathered per series and appended at once: a live batch can hold hundreds of turns.
  for (int m = 0; m < charts_.size(); ++m)
    for (int p = 0; p < charts_[m].view->seriesCount(); ++p)
      charts_[m].view->appendPoints(p, points(*document_, m, p, first, last));
  return false;
}

bool MetricChartFamily::retranslate()
{
  // The titles are the game's metric names, in the new language too.
  for (const Chart& chart : std::as_const(charts_))
    chart.view->setTitle(label(chart.key));
  return false;
}

}  // namespace Kibitz::App

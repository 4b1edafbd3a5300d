#include "charts/chart_family.h"

#include "application/settings.h"
#include "charts/metric_chart_view.h"
#include "document/replay_document.h"

namespace Kibitz::App {

ChartFamily::ChartFamily(ReplayDocument* document, QObject* parent) : QObject(parent), document_(document) {}

ChartFamily::~ChartFamily()
{
  clearCharts();
}

void ChartFamily::showCompanions(const QString& shownKey)
{
  for (const Chart& chart : std::as_const(charts_))
    for (QWidget* companion : chart.companions)
      companion->setVisible(shownKey.isEmpty() || shownKey == chart.key);
}

void ChartFamily::clicked(const Chart&, int turn)
{
  document_->setCurrentTurn(turn);
}

MetricChartView* ChartFamily::makeChart(const QString& key, const QString& title, const QStringList& lines,
                                        const QList<QColor>& colors, const QString& logScaleKey)
{
  auto* view = new MetricChartView;
  view->reset(title, lines, colors);
  if (!logScaleKey.isEmpty()) {
    const Setting<bool> scale = Settings::chartLogScale(document_->replay().gameId, logScaleKey);
    view->setLogScale(scale.value());
    connect(view, &MetricChartView::logScaleToggled, this, [scale](bool on) { scale.set(on); });
  }
  view->setLastTurn(document_->lastTurn());
  view->setCursorTurn(document_->currentTurn());
  connect(view, &MetricChartView::turnClicked, this, [this, view](int turn) {
    // Found again at the click: the family may have made its charts again since.
    for (const Chart& chart : std::as_const(charts_))
      if (chart.view == view)
        clicked(chart, turn);
  });
  connect(view, &MetricChartView::plotAreaChanged, this, &ChartFamily::plotAreaChanged);
  charts_ << Chart{key, view, {}};
  return view;
}

void ChartFamily::clearCharts()
{
  for (const Chart& chart : std::as_const(charts_)) {
    qDeleteAll(chart.companions);
    delete chart.view;
  }
  charts_.clear();
}

}  // namespace Kibitz::App

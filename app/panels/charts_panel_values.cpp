// The Charts panel's charts of the values bots report with `#kibitz value NAME NUMBER`
// (docs/bot-marks.md, "Values"): one chart per seat that reported any, a line per name.
#include "panels/charts_panel.h"

#include "panels/metric_chart_view.h"
#include "panels/player_labels.h"

#include "document/replay_document.h"

#include <QTimer>
#include <QVBoxLayout>

namespace Kibitz::App {

MetricChartView* ChartsPanel::valueChartView(int index) const
{
  return index >= 0 && index < valueSeats_.size() ? charts_.value(valueFirst_ + index) : nullptr;
}

QString ChartsPanel::valueChartTitle(int seat) const
{
  return tr("Values reported by %1").arg(PlayerLabels::label(document_->replay(), seat));
}

void ChartsPanel::addValueCharts()
{
  // Called by rebuild() after the metric charts, which it has just made.
  values_.reset(document_->replay());
  valueFirst_ = int(charts_.size());
  for (int seat = 0; seat < values_.seatCount(); ++seat) {
    const QStringList names = values_.names(seat);
    if (names.isEmpty() || (document_->viewSeat() >= 0 && seat != document_->viewSeat()))
      continue;  // another seat's values, while the window shows one seat's side
    auto* chart = new MetricChartView;
    chart->reset(valueChartTitle(seat), names);  // the bot's own names, in the theme's colours
    for (int n = 0; n < names.size(); ++n)
      chart->setPoints(n, values_.points(seat, n));
    chart->setLastTurn(document_->lastTurn());
    chart->setCursorTurn(document_->currentTurn());
    connect(chart, &MetricChartView::turnClicked, document_, &ReplayDocument::setCurrentTurn);
    connect(chart, &MetricChartView::plotAreaChanged, alignTimer_, qOverload<>(&QTimer::start));
    chartsLayout_->addWidget(chart, 1);
    charts_ << chart;
    valueSeats_ << seat;
  }
}

void ChartsPanel::appendValues(int first, int last)
{
  QList<int> counts;  // points per series before, to append only the new ones
  for (int i = 0; i < valueSeats_.size(); ++i)
    for (int n = 0; n < valueChartView(i)->seriesCount(); ++n)
      counts << valueChartView(i)->pointCount(n);
  const bool grew = values_.append(document_->replay(), first, last);
  if (grew) {
    // A new name (or a first seat with values) needs new series: the value charts are made
    // again, rare (names come in a bot's first turns).
    for (int i = 0; i < valueSeats_.size(); ++i)
      delete valueChartView(i);
    charts_.remove(valueFirst_, valueSeats_.size());
    valueSeats_.clear();
    addValueCharts();  // reads the series again from the replay
    fillPicker();
    applyShownMetric();
    updateNote();
    return;
  }
  int c = 0;
  for (int i = 0; i < valueSeats_.size(); ++i) {
    MetricChartView* chart = valueChartView(i);
    for (int n = 0; n < chart->seriesCount(); ++n, ++c) {
      const QList<QPointF> all = values_.points(valueSeats_[i], n);
      chart->appendPoints(n, all.mid(counts[c]));
    }
  }
  updateNote();
}

QString ChartsPanel::valueChartKey(int chart) const
{
  const int i = chart - valueFirst_;
  return i >= 0 && i < valueSeats_.size() ? QStringLiteral("values/%1").arg(valueSeats_[i]) : QString();
}

int ChartsPanel::valueChartIndex(const QString& key) const
{
  if (!key.startsWith(QLatin1String("values/")))
    return -1;
  bool ok = false;
  const qsizetype i = valueSeats_.indexOf(key.mid(7).toInt(&ok));
  return !ok || i < 0 ? -1 : valueFirst_ + int(i);
}

QString ChartsPanel::valueWarnings() const
{
  // One line per bot that wrote value lines that were ignored, with the first of them.
  QStringList lines;
  if (!document_->hasReplay())
    return {};
  for (int seat = 0; seat < values_.seatCount(); ++seat)
    if (values_.problems(seat) > 0)
      lines << tr("%1: value lines ignored: %2 (the first: %3)")
                   .arg(PlayerLabels::label(document_->replay(), seat))
                   .arg(values_.problems(seat))
                   .arg(values_.firstProblem(seat));
  return lines.join(QLatin1Char('\n'));
}

}  // namespace Kibitz::App

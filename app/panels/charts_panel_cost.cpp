// The Charts panel's charts of each external bot's time and memory per turn (replay format
// 4, docs/bot-processes.md, "Time and memory"): per measured seat a Reply time chart (wall
// and CPU time, the limit as a dashed line), its slowest turns under it, and a Memory chart.
#include "panels/charts_panel.h"

#include "application/settings.h"
#include "boards/player_palette.h"
#include "panels/metric_chart_view.h"
#include "panels/panel_style.h"
#include "panels/player_labels.h"
#include "panels/slowest_turns_view.h"

#include "document/replay_document.h"
#include "telemetry/seat_cost.h"
#include "profile/profile_views.h"

#include <QPen>
#include <QTimer>
#include <QVBoxLayout>

namespace Kibitz::App {

namespace {

// The series of each chart, in TelemetrySeries' cost lines.
constexpr Debugger::TelemetrySeries::CostLine kTimeLines[] = {Debugger::TelemetrySeries::Wall, Debugger::TelemetrySeries::Cpu, Debugger::TelemetrySeries::Limit};
constexpr Debugger::TelemetrySeries::CostLine kMemoryLines[] = {Debugger::TelemetrySeries::Rss, Debugger::TelemetrySeries::PeakRss};

// The second line of a seat (CPU time, peak memory): the seat's colour, set off from the
// first one towards the background.
QColor secondColor(const QColor& color, const QPalette& palette)
{
  return PanelStyle::isDark(palette) ? color.darker(170) : color.lighter(150);
}

}  // namespace

MetricChartView* ChartsPanel::replyTimeChartView(int index) const
{
  return index >= 0 && index < costSeats_.size() ? charts_.value(costFirst_ + 2 * index) : nullptr;
}

MetricChartView* ChartsPanel::memoryChartView(int index) const
{
  return index >= 0 && index < costSeats_.size() ? charts_.value(costFirst_ + 2 * index + 1) : nullptr;
}

QString ChartsPanel::costChartTitle(int seat, bool memory) const
{
  const QString name = PlayerLabels::label(document_->replay(), seat);
  //: Chart titles: how long one bot took to reply each turn, and how much memory it held.
  return memory ? tr("Memory of %1 (MB)").arg(name) : tr("Reply time of %1 (ms)").arg(name);
}

void ChartsPanel::addCostCharts()
{
  // After the metric charts and before the value charts (which appendValues() may make
  // again at the end of charts_); called by rebuild() and when a seat is first measured.
  const Debugger::Replay& replay = document_->replay();
  cost_.reset(replay);
  costSeats_ = cost_.measuredSeats();
  costFirst_ = valueSeats_.isEmpty() ? int(charts_.size()) : valueFirst_;
  int at = valueSeats_.isEmpty() ? -1 : chartsLayout_->indexOf(valueChartView(0));
  const auto place = [&](QWidget* widget, int stretch) {
    chartsLayout_->insertWidget(at, widget, stretch);
    if (at >= 0)
      ++at;
  };
  const QString gameId = replay.gameId;
  const QPen limitPen(palette().color(QPalette::WindowText), 1.5, Qt::DashDotLine);
  int index = costFirst_;
  for (const int seat : std::as_const(costSeats_)) {
    const QColor color = PlayerPalette::color(seat);
    for (const bool memory : {false, true}) {
      auto* chart = new MetricChartView;
      const QStringList names = memory ? QStringList{tr("Resident"), tr("Peak")}
                                       : QStringList{tr("Reply (wall)"), tr("CPU"), tr("Limit")};
      chart->reset(costChartTitle(seat, memory), names, {color, secondColor(color, palette())});
      if (!memory)
        chart->setSeriesPen(2, limitPen);
      // Reply times span decades (1 ms to the limit): the scale chosen is kept per game.
      const Setting<bool> scale = Settings::chartLogScale(gameId, memory ? QStringLiteral("cost.memory") : QStringLiteral("cost.time"));
      chart->setLogScale(scale.value());
      connect(chart, &MetricChartView::logScaleToggled, this, [scale](bool on) { scale.set(on); });
      for (int s = 0; s < names.size(); ++s)
        chart->setPoints(s, cost_.cost(seat, memory ? kMemoryLines[s] : kTimeLines[s]));
      chart->setLastTurn(document_->lastTurn());
      chart->setCursorTurn(document_->currentTurn());
      connect(chart, &MetricChartView::turnClicked, document_, &ReplayDocument::setCurrentTurn);
      if (!memory)
        connect(chart, &MetricChartView::turnClicked, this, [this, seat](int turn) {
          if (document_->hasReplay() && Debugger::ProfileViews::profileAt(document_->replay(), seat, turn))
            emit profiledTurnClicked(seat, turn);
        });
      connect(chart, &MetricChartView::plotAreaChanged, alignTimer_, qOverload<>(&QTimer::start));
      place(chart, 1);
      charts_.insert(index++, chart);
      if (!memory) {
        // Under the chart whose peaks it names.
        auto* slowest = new SlowestTurnsView;
        connect(slowest, &SlowestTurnsView::turnClicked, document_, &ReplayDocument::setCurrentTurn);
        place(slowest, 0);
        slowest_ << slowest;
      }
    }
  }
  valueFirst_ += index - costFirst_;
  updateSlowest();
  markProfiledTurns();
}

void ChartsPanel::markProfiledTurns()
{
  if (!document_->hasReplay())
    return;
  const Debugger::Replay& replay = document_->replay();
  for (int i = 0; i < costSeats_.size(); ++i) {
    const int seat = costSeats_[i];
    QList<QPointF> marks;  // on the wall time line, where a profile was recorded
    for (const QPointF& point : cost_.cost(seat, Debugger::TelemetrySeries::Wall))
      if (Debugger::ProfileViews::profileAt(replay, seat, int(point.x())))
        marks << point;
    //: The markers on a bot's Reply time chart of the turns that have a profile.
    replyTimeChartView(i)->setMarkers(marks, tr("Profiled"), palette().color(QPalette::WindowText));
  }
}

void ChartsPanel::removeCostCharts()
{
  // rebuild() calls it after deleting every chart: then only the lists are left.
  const int count = 2 * int(costSeats_.size());
  if (count > 0 && costFirst_ + count <= charts_.size()) {
    for (int i = costFirst_; i < costFirst_ + count; ++i)
      delete charts_[i];
    charts_.remove(costFirst_, count);
    valueFirst_ -= count;
  }
  qDeleteAll(slowest_);
  slowest_.clear();
  costSeats_.clear();
}

void ChartsPanel::appendCost(int first, int last)
{
  QList<qsizetype> counts;  // points per line before, to append only the new ones
  for (const int seat : std::as_const(costSeats_))
    for (int line = 0; line < Debugger::TelemetrySeries::CostLineCount; ++line)
      counts << cost_.cost(seat, Debugger::TelemetrySeries::CostLine(line)).size();
  if (cost_.append(document_->replay(), first, last).measured) {
    // A seat measured for the first time (its first reply in a live match): the cost
    // charts are made again, with their places in the picker.
    removeCostCharts();
    addCostCharts();
    fillPicker();
    applyShownMetric();
    return;
  }
  for (int i = 0; i < costSeats_.size(); ++i) {
    for (const bool memory : {false, true}) {
      MetricChartView* chart = memory ? memoryChartView(i) : replyTimeChartView(i);
      for (int s = 0; s < chart->seriesCount(); ++s) {
        const Debugger::TelemetrySeries::CostLine line = memory ? kMemoryLines[s] : kTimeLines[s];
        chart->appendPoints(s, cost_.cost(costSeats_[i], line).mid(counts[i * Debugger::TelemetrySeries::CostLineCount + line]));
      }
    }
  }
  updateSlowest();
}

void ChartsPanel::updateSlowest()
{
  for (int i = 0; i < costSeats_.size(); ++i)
    slowest_[i]->setSummary(PlayerLabels::label(document_->replay(), costSeats_[i]),
                            Debugger::SeatCost::of(document_->replay(), costSeats_[i]));
}

void ChartsPanel::showSlowest(int shownChart)
{
  // A seat's list goes with its Reply time chart: shown with all charts, or with that one.
  for (int i = 0; i < slowest_.size(); ++i)
    slowest_[i]->setVisible(shownChart < 0 || shownChart == costFirst_ + 2 * i);
}

void ChartsPanel::retranslateCost()
{
  // The legends' names are set when a chart is made: made again in the new language (rare).
  if (costSeats_.isEmpty())
    return;
  removeCostCharts();
  addCostCharts();
  applyShownMetric();
}

QString ChartsPanel::costChartKey(int chart) const
{
  const int i = chart - costFirst_;
  if (i < 0 || i >= 2 * costSeats_.size())
    return {};
  return QStringLiteral("cost/%1/%2").arg(i % 2 ? QStringLiteral("memory") : QStringLiteral("time")).arg(costSeats_[i / 2]);
}

int ChartsPanel::costChartIndex(const QString& key) const
{
  const QStringList parts = key.split(QLatin1Char('/'));
  if (parts.size() != 3 || parts[0] != QLatin1String("cost"))
    return -1;
  bool ok = false;
  const qsizetype i = costSeats_.indexOf(parts[2].toInt(&ok));
  if (!ok || i < 0)
    return -1;
  return costFirst_ + 2 * int(i) + (parts[1] == QLatin1String("memory") ? 1 : 0);
}

}  // namespace Kibitz::App

#include "charts/cost_chart_family.h"

#include "boards/player_palette.h"
#include "charts/metric_chart_view.h"
#include "charts/slowest_turns_view.h"
#include "document/replay_document.h"
#include "panels/panel_style.h"
#include "panels/player_labels.h"

#include "profile/profile_views.h"
#include "telemetry/seat_cost.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QPalette>
#include <QPen>

namespace Kibitz::App {

namespace {

using Series = Debugger::TelemetrySeries;

// The lines of each chart, in the series' cost lines.
const QList<Series::CostLine> kTimeLines{Series::Wall, Series::Cpu, Series::Limit};
const QList<Series::CostLine> kMemoryLines{Series::Rss, Series::PeakRss};

// The second line of a seat (CPU time, peak memory): the seat's colour, set off from the
// first one towards the background.
QColor secondColor(const QColor& color)
{
  return PanelStyle::isDark(QGuiApplication::palette()) ? color.darker(170) : color.lighter(150);
}

// The seat a key "cost/time/1" names and whether it is the memory chart; seat -1 otherwise.
std::pair<int, bool> seatOfKey(const QString& key)
{
  const QStringList parts = key.split(QLatin1Char('/'));
  bool ok = false;
  const int seat = parts.size() == 3 ? parts[2].toInt(&ok) : -1;
  return {ok ? seat : -1, parts.value(1) == QLatin1String("memory")};
}

}  // namespace

CostChartFamily::CostChartFamily(ReplayDocument* document, QObject* parent) : ChartFamily(document, parent)
{
  connect(document_, &ReplayDocument::profilesAdded, this, &CostChartFamily::markProfiledTurns);
}

QString CostChartFamily::title(int seat, bool memory) const
{
  const QString name = PlayerLabels::label(document_->replay(), seat);
  //: Chart titles: how long one bot took to reply each turn, and how much memory it held.
  return memory ? QCoreApplication::translate("Kibitz::App::ChartsPanel", "Memory of %1 (MB)").arg(name)
                : QCoreApplication::translate("Kibitz::App::ChartsPanel", "Reply time of %1 (ms)").arg(name);
}

MetricChartView* CostChartFamily::replyTimeChart(int index) const
{
  return index >= 0 && index < seats_.size() ? charts_.value(2 * index).view : nullptr;
}

MetricChartView* CostChartFamily::memoryChart(int index) const
{
  return index >= 0 && index < seats_.size() ? charts_.value(2 * index + 1).view : nullptr;
}

SlowestTurnsView* CostChartFamily::slowestTurns(int index) const
{
  if (index < 0 || index >= seats_.size() || charts_.value(2 * index).companions.isEmpty())
    return nullptr;
  return qobject_cast<SlowestTurnsView*>(charts_[2 * index].companions.first());
}

void CostChartFamily::rebuild()
{
  clearCharts();
  seats_.clear();
  if (!document_->hasReplay())
    return;
  series_.reset(document_->replay());
  makeCharts();
}

void CostChartFamily::makeCharts()
{
  clearCharts();
  seats_ = series_.measuredSeats();
  const QPen limitPen(QGuiApplication::palette().color(QPalette::WindowText), 1.5, Qt::DashDotLine);
  for (const int seat : std::as_const(seats_)) {
    const QColor color = PlayerPalette::color(seat);
    for (const bool memory : {false, true}) {
      // The words keep the Charts panel's context (translations/*.ts), where they began.
      const QStringList names =
          memory ? QStringList{QCoreApplication::translate("Kibitz::App::ChartsPanel", "Resident"),
                               QCoreApplication::translate("Kibitz::App::ChartsPanel", "Peak")}
                 : QStringList{QCoreApplication::translate("Kibitz::App::ChartsPanel", "Reply (wall)"),
                               QCoreApplication::translate("Kibitz::App::ChartsPanel", "CPU"),
                               QCoreApplication::translate("Kibitz::App::ChartsPanel", "Limit")};
      const QString key = QStringLiteral("cost/%1/%2").arg(memory ? QStringLiteral("memory") : QStringLiteral("time")).arg(seat);
      // Reply times span decades (1 ms to the limit): the scale chosen is kept per game.
      MetricChartView* view = makeChart(key, title(seat, memory), names, {color, secondColor(color)},
                                        memory ? QStringLiteral("cost.memory") : QStringLiteral("cost.time"));
      const QList<Series::CostLine>& lines = memory ? kMemoryLines : kTimeLines;
      if (!memory)
        view->setSeriesPen(2, limitPen);
      for (int s = 0; s < lines.size(); ++s)
        view->setPoints(s, series_.cost(seat, lines[s]));
      if (!memory) {
        // Under the chart whose peaks it names.
        auto* slowest = new SlowestTurnsView;
        connect(slowest, &SlowestTurnsView::turnClicked, document_, &ReplayDocument::setCurrentTurn);
        charts_.last().companions << slowest;
      }
    }
  }
  updateSlowest();
  markProfiledTurns();
}

bool CostChartFamily::appendFrames(int first, int last)
{
  QList<qsizetype> counts;  // points per line before, to append only the new ones
  for (const int seat : std::as_const(seats_))
    for (int line = 0; line < Series::CostLineCount; ++line)
      counts << series_.cost(seat, Series::CostLine(line)).size();
  if (series_.append(document_->replay(), first, last).measured) {
    // A seat measured for the first time (its first reply in a live match): the charts
    // are made again.
    makeCharts();
    return true;
  }
  for (int i = 0; i < seats_.size(); ++i) {
    for (const bool memory : {false, true}) {
      MetricChartView* view = memory ? memoryChart(i) : replyTimeChart(i);
      const QList<Series::CostLine>& lines = memory ? kMemoryLines : kTimeLines;
      for (int s = 0; s < lines.size(); ++s)
        view->appendPoints(s, series_.cost(seats_[i], lines[s]).mid(counts[i * Series::CostLineCount + lines[s]]));
    }
  }
  updateSlowest();
  return false;
}

bool CostChartFamily::retranslate()
{
  // The legends' names are set when a chart is made: made again in the new language (rare).
  if (seats_.isEmpty())
    return false;
  makeCharts();
  return true;
}

void CostChartFamily::clicked(const Chart& chart, int turn)
{
  ChartFamily::clicked(chart, turn);
  const auto [seat, memory] = seatOfKey(chart.key);
  if (!memory && seat >= 0 && Debugger::ProfileViews::profileAt(document_->replay(), seat, turn))
    emit profiledTurnClicked(seat, turn);
}

void CostChartFamily::markProfiledTurns()
{
  if (!document_->hasReplay())
    return;
  const Debugger::Replay& replay = document_->replay();
  for (int i = 0; i < seats_.size(); ++i) {
    QList<QPointF> marks;  // on the wall time line, where a profile was recorded
    for (const QPointF& point : series_.cost(seats_[i], Series::Wall))
      if (Debugger::ProfileViews::profileAt(replay, seats_[i], int(point.x())))
        marks << point;
    //: The markers on a bot's Reply time chart of the turns that have a profile.
    replyTimeChart(i)->setMarkers(marks, QCoreApplication::translate("Kibitz::App::ChartsPanel", "Profiled"),
                                  QGuiApplication::palette().color(QPalette::WindowText));
  }
}

void CostChartFamily::updateSlowest()
{
  for (int i = 0; i < seats_.size(); ++i)
    if (SlowestTurnsView* slowest = slowestTurns(i))
      slowest->setSummary(PlayerLabels::label(document_->replay(), seats_[i]),
                          Debugger::SeatCost::of(document_->replay(), seats_[i]));
}

}  // namespace Kibitz::App

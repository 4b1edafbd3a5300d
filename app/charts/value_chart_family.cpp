#include "charts/value_chart_family.h"

#include "charts/metric_chart_view.h"
#include "document/replay_document.h"
#include "panels/player_labels.h"

#include <QCoreApplication>

namespace Kibitz::App {

MetricChartView* ValueChartFamily::chart(int index) const
{
  return index >= 0 && index < seats_.size() ? charts_.value(index).view : nullptr;
}

QString ValueChartFamily::title(int seat) const
{
  // The words keep the Charts panel's context (translations/*.ts), where they began.
  return QCoreApplication::translate("Kibitz::App::ChartsPanel", "Values reported by %1")
      .arg(PlayerLabels::label(document_->replay(), seat));
}

void ValueChartFamily::rebuild()
{
  clearCharts();
  seats_.clear();
  if (!document_->hasReplay())
    return;
  series_.reset(document_->replay());
  makeCharts();
}

void ValueChartFamily::makeCharts()
{
  clearCharts();
  seats_.clear();
  for (int seat = 0; seat < series_.seatCount(); ++seat) {
    const QStringList names = series_.valueNames(seat);
    if (names.isEmpty() || (document_->viewSeat() >= 0 && seat != document_->viewSeat()))
      continue;  // another seat's values, while the window shows one seat's side
    // The bot's own names, in the theme's colours.
    MetricChartView* view = makeChart(QStringLiteral("values/%1").arg(seat), title(seat), names);
    for (int n = 0; n < names.size(); ++n)
      view->setPoints(n, series_.values(seat, n));
    seats_ << seat;
  }
}

bool ValueChartFamily::appendFrames(int first, int last)
{
  QList<qsizetype> counts;  // points per line before, to append only the new ones
  for (const int seat : std::as_const(seats_))
    for (int n = 0; n < series_.valueNames(seat).size(); ++n)
      counts << series_.values(seat, n).size();
  if (series_.append(document_->replay(), first, last).valueNames) {
    // A new name (or a first seat with values) needs new lines: the charts are made again,
    // rarely (names come in a bot's first turns).
    makeCharts();
    return true;
  }
  qsizetype c = 0;
  for (int i = 0; i < seats_.size(); ++i)
    for (int n = 0; n < charts_[i].view->seriesCount(); ++n, ++c)
      charts_[i].view->appendPoints(n, series_.values(seats_[i], n).mid(counts.value(c)));
  return false;
}

bool ValueChartFamily::retranslate()
{
  for (int i = 0; i < seats_.size(); ++i)
    charts_[i].view->setTitle(title(seats_[i]));
  return false;
}

QString ValueChartFamily::note() const
{
  // One line per bot that wrote value lines that were ignored, with the first of them.
  if (!document_->hasReplay())
    return {};
  QStringList lines;
  for (int seat = 0; seat < series_.seatCount(); ++seat)
    if (series_.valueProblems(seat) > 0)
      lines << QCoreApplication::translate("Kibitz::App::ChartsPanel", "%1: value lines ignored: %2 (the first: %3)")
                   .arg(PlayerLabels::label(document_->replay(), seat))
                   .arg(series_.valueProblems(seat))
                   .arg(series_.firstValueProblem(seat));
  return lines.join(QLatin1Char('\n'));
}

}  // namespace Kibitz::App

#pragma once

#include "charts/chart_family.h"

#include "telemetry/telemetry_series.h"

namespace Kibitz::App {

// The values bots report with `#kibitz value NAME NUMBER` (docs/bot-marks.md, "Values"),
// as kept on the exchanges: a chart per seat that reported any, a line per name in the
// theme's colours, and one warning per bot for the lines ignored. Keys: "values/SEAT".
class ValueChartFamily final : public ChartFamily {
  Q_OBJECT
public:
  using ChartFamily::ChartFamily;

  void rebuild() override;
  bool appendFrames(int first, int last) override;
  bool retranslate() override;
  QString note() const override;

  // Per seat that reported values, in seat order.
  int chartCount() const { return int(seats_.size()); }
  int seat(int index) const { return seats_.value(index, -1); }
  MetricChartView* chart(int index) const;

private:
  void makeCharts();
  QString title(int seat) const;

  Debugger::TelemetrySeries series_;
  QList<int> seats_;  // the seat of each chart
};

}  // namespace Kibitz::App

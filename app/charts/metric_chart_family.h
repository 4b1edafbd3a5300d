#pragma once

#include "charts/chart_family.h"

namespace Kibitz::App {

// The game's metrics (Replay::metricKeys, values the recorder stored with State::metric):
// a chart per metric, a line per player in the board's colours, a point per frame. Its
// charts' keys are the metric keys; the scale chosen is kept per game and metric.
class MetricChartFamily final : public ChartFamily {
  Q_OBJECT
public:
  using ChartFamily::ChartFamily;

  void rebuild() override;
  bool appendFrames(int first, int last) override;
  bool retranslate() override;

private:
  // The game's name for a metric, in the UI language.
  QString label(const QString& key) const;

  // The metric keys the charts were made for (a live external game may add some).
  QStringList chartedKeys_;
};

}  // namespace Kibitz::App

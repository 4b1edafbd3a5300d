#pragma once

#include "charts/chart_family.h"

#include "telemetry/telemetry_series.h"

namespace Kibitz::App {

class SlowestTurnsView;

// What each external bot cost per turn (replay format 4, docs/bot-processes.md, "Time and
// memory"): per measured seat a Reply time chart (wall and CPU time, the limit as a dashed
// line) with its slowest turns under it, then a Memory chart (resident and peak). The
// Reply time chart marks the turns that have a profile; a click on one of them also opens
// it (profiledTurnClicked). Keys: "cost/time/SEAT", "cost/memory/SEAT".
class CostChartFamily final : public ChartFamily {
  Q_OBJECT
public:
  explicit CostChartFamily(ReplayDocument* document, QObject* parent = nullptr);

  void rebuild() override;
  bool appendFrames(int first, int last) override;
  bool retranslate() override;

  // Per measured seat, in seat order.
  int seatCount() const { return int(seats_.size()); }
  int seat(int index) const { return seats_.value(index, -1); }
  MetricChartView* replyTimeChart(int index) const;
  MetricChartView* memoryChart(int index) const;
  SlowestTurnsView* slowestTurns(int index) const;

signals:
  // A click on a turn of a Reply time chart where that seat's bot has a profile.
  void profiledTurnClicked(int seat, int turn);

protected:
  void clicked(const Chart& chart, int turn) override;

private:
  // The charts of the measured seats, from the series as they stand.
  void makeCharts();
  // Marks the profiled turns on each Reply time chart (again when profiles arrive).
  void markProfiledTurns();
  void updateSlowest();
  QString title(int seat, bool memory) const;

  Debugger::TelemetrySeries series_;
  QList<int> seats_;  // the measured seats, two charts each
};

}  // namespace Kibitz::App

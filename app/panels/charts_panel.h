#pragma once

#include "telemetry/telemetry_series.h"

#include <QImage>
#include <QList>
#include <QWidget>

class QComboBox;
class QLabel;
class QScrollArea;
class QTimer;
class QToolButton;
class QVBoxLayout;

namespace Kibitz::App {

class MetricChartView;
class ReplayDocument;
class SlowestTurnsView;

// Charts: one chart per metric the replay declares, a line per player, a point per
// frame, a cursor at the current turn. Clicking a chart moves to that turn. Live matches
// add points as frames arrive. Then a chart per seat whose bot reported values
// (`#kibitz value`, charts_panel_values.cpp), with one warning per bot for lines ignored;
// between them, each external bot's reply time and memory (charts_panel_cost.cpp). A
// picker shows all charts stacked or one alone. Exports the
// shown charts as one PNG and the data of every metric as CSV.
class ChartsPanel final : public QWidget {
  Q_OBJECT
public:
  explicit ChartsPanel(ReplayDocument* document, QWidget* parent = nullptr);
  ~ChartsPanel() override;

  int chartCount() const { return int(charts_.size()); }
  MetricChartView* chartView(int metric) const;
  int pointCount(int metric, int player) const;
  // The charts of the values bots reported (`#kibitz value`), one per seat that reported
  // any, after the metric charts; valueChartSeat() says whose.
  int valueChartCount() const { return int(valueSeats_.size()); }
  MetricChartView* valueChartView(int index) const;
  int valueChartSeat(int index) const { return valueSeats_.value(index, -1); }
  // Per seat whose bot's time and memory were measured (external bots, replay format 4):
  // a Reply time chart (wall and CPU time, the limit), its slowest turns, a Memory chart
  // (charts_panel_cost.cpp); after the metric charts, before the value charts.
  int costSeatCount() const { return int(costSeats_.size()); }
  int costSeat(int index) const { return costSeats_.value(index, -1); }
  MetricChartView* replyTimeChartView(int index) const;
  MetricChartView* memoryChartView(int index) const;
  SlowestTurnsView* slowestTurnsView(int index) const { return slowest_.value(index); }
  // The turn the cursor of chart `metric` marks, or -1.
  double cursorTurn(int metric) const;
  // Which charts are shown: all of them stacked (-1), or metric `metric` alone, filling the
  // panel (a short dock shows one chart readably). Kept per game.
  void showOnly(int metric);
  int shownMetric() const;

  // All charts, stacked, as they are shown.
  QImage renderImage() const;
  bool writePng(const QString& path, QString* error) const;
  bool writeCsv(const QString& path, QString* error) const;

signals:
  // A click on a turn of a Reply time chart where that seat's bot has a profile
  // (the chart marks those turns): the Profile panel opens there.
  void profiledTurnClicked(int seat, int turn);

public slots:
  // Ask for a file, then write.
  void exportPng();
  void exportCsv();

protected:
  void changeEvent(QEvent* event) override;

private:
  void retranslateUi();
  void rebuild();
  void appendFrames(int first, int last);
  void moveCursors(int turn);
  QString metricLabel(const QString& key) const;
  void updateNote();
  void alignPlots();
  void fillPicker();
  void applyShownMetric();
  void addValueCharts();
  void appendValues(int first, int last);
  QString valueWarnings() const;
  QString valueChartTitle(int seat) const;
  // The picker's setting for a value chart ("values/1"), and back to its index in charts_.
  QString valueChartKey(int chart) const;
  int valueChartIndex(const QString& key) const;
  // The metric keys the charts were made for (a live external game may add some).
  QStringList chartedKeys_;
  void addCostCharts();
  void removeCostCharts();
  void retranslateCost();
  void appendCost(int first, int last);
  void updateSlowest();
  // Marks the profiled turns on each Reply time chart (again when profiles arrive).
  void markProfiledTurns();
  void showSlowest(int shownChart);
  QString costChartTitle(int seat, bool memory) const;
  // The picker's setting for a cost chart ("cost/time/1", "cost/memory/1"), and back.
  QString costChartKey(int chart) const;
  int costChartIndex(const QString& key) const;

  ReplayDocument* document_;
  QComboBox* picker_;
  QToolButton* pngButton_;
  QToolButton* csvButton_;
  QScrollArea* scrollArea_;
  QVBoxLayout* chartsLayout_;
  QLabel* note_;
  QList<MetricChartView*> charts_;
  Debugger::TelemetrySeries values_;  // read for the value charts
  QList<int> valueSeats_;  // the seat of each value chart
  int valueFirst_ = 0;     // the index in charts_ of the first value chart
  Debugger::TelemetrySeries cost_;    // read for the cost charts
  QList<int> costSeats_;   // the seat of each pair of cost charts
  QList<SlowestTurnsView*> slowest_;  // per cost seat, under its Reply time chart
  int costFirst_ = 0;      // the index in charts_ of the first cost chart (two per seat)
  QTimer* alignTimer_;  // plot areas change in bursts (every chart of a rebuild): align once
};

}  // namespace Kibitz::App

#pragma once

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

class ChartFamily;
class CostChartFamily;
class MetricChartFamily;
class MetricChartView;
class ReplayDocument;
class SlowestTurnsView;
class ValueChartFamily;

// Charts: a stack of chart families (ChartFamily), one after the other: the game's
// metrics (MetricChartFamily), each external bot's time and memory (CostChartFamily),
// the values bots reported (ValueChartFamily). Every chart has a line per player or per
// name, a point per frame and a cursor at the current turn; clicking one moves to that
// turn. Live matches add points as frames arrive. A picker shows all charts stacked or one
// alone (kept per game); a note above them says what was ignored. Exports the shown
// charts as one PNG and the data of every chart as CSV.
class ChartsPanel final : public QWidget {
  Q_OBJECT
public:
  explicit ChartsPanel(ReplayDocument* document, QWidget* parent = nullptr);
  ~ChartsPanel() override;

  // Every chart, in the order they are stacked (the metrics first).
  int chartCount() const { return int(views().size()); }
  MetricChartView* chartView(int index) const;
  int pointCount(int index, int series) const;
  // The turn the cursor of chart `index` marks, or -1.
  double cursorTurn(int index) const;
  // The charts of the values bots reported (`#kibitz value`), one per seat that reported
  // any, last; valueChartSeat() says whose.
  int valueChartCount() const;
  MetricChartView* valueChartView(int index) const;
  int valueChartSeat(int index) const;
  // Per seat whose bot's time and memory were measured (external bots, replay format 4):
  // a Reply time chart, its slowest turns, a Memory chart; after the metric charts.
  int costSeatCount() const;
  int costSeat(int index) const;
  MetricChartView* replyTimeChartView(int index) const;
  MetricChartView* memoryChartView(int index) const;
  SlowestTurnsView* slowestTurnsView(int index) const;
  // Which charts are shown: all of them stacked (-1), or chart `index` alone, filling the
  // panel (a short dock shows one chart readably). Kept per game.
  void showOnly(int index);
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
  // The families' charts and companions into the layout, in order, then the picker.
  void layOut();
  void fillPicker();
  void applyShownChart();
  // The key of the chart shown alone (Settings::shownChart), or empty for all of them.
  QString shownKey() const;
  void updateNote();
  void alignPlots();
  QList<MetricChartView*> views() const;

  ReplayDocument* document_;
  MetricChartFamily* metrics_;
  CostChartFamily* cost_;
  ValueChartFamily* values_;
  QList<ChartFamily*> families_;  // in the order they are stacked
  QComboBox* picker_;
  QToolButton* pngButton_;
  QToolButton* csvButton_;
  QScrollArea* scrollArea_;
  QVBoxLayout* chartsLayout_;
  QLabel* note_;
  QTimer* alignTimer_;  // plot areas change in bursts (every chart of a rebuild): align once
};

}  // namespace Kibitz::App

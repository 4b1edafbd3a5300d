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

class MetricChartView;
class ReplayDocument;

// Charts: one chart per metric the replay declares, a line per player, a point per
// frame, a cursor at the current turn. Clicking a chart moves to that turn. Live matches
// add points as frames arrive. A picker shows all charts stacked or one alone. Exports the
// shown charts as one PNG and the data of every metric as CSV.
class ChartsPanel final : public QWidget {
  Q_OBJECT
public:
  explicit ChartsPanel(ReplayDocument* document, QWidget* parent = nullptr);
  ~ChartsPanel() override;

  int chartCount() const { return int(charts_.size()); }
  MetricChartView* chartView(int metric) const;
  int pointCount(int metric, int player) const;
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

  ReplayDocument* document_;
  QComboBox* picker_;
  QToolButton* pngButton_;
  QToolButton* csvButton_;
  QScrollArea* scrollArea_;
  QVBoxLayout* chartsLayout_;
  QLabel* note_;
  QList<MetricChartView*> charts_;
  QTimer* alignTimer_;  // plot areas change in bursts (every chart of a rebuild): align once
};

}  // namespace Kibitz::App

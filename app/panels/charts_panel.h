#pragma once

#include <QImage>
#include <QList>
#include <QWidget>

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
// add points as frames arrive. Exports all charts as one PNG and the data as CSV.
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

  ReplayDocument* document_;
  QToolButton* pngButton_;
  QToolButton* csvButton_;
  QScrollArea* scrollArea_;
  QVBoxLayout* chartsLayout_;
  QLabel* note_;
  QList<MetricChartView*> charts_;
  QTimer* alignTimer_;  // plot areas change in bursts (every chart of a rebuild): align once
};

}  // namespace Kibitz::App

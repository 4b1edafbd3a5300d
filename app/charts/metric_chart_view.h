#pragma once

#include <QChartView>
#include <QList>
#include <QPointF>

class QAbstractAxis;
class QLineSeries;
class QScatterSeries;
class QPen;
class QValueAxis;

namespace Kibitz::App {

// One metric over the turns: a line per player, a vertical cursor at the current turn.
// Clicking (or dragging) in the plot asks for that turn; clicking a legend entry shows
// or hides its player's line. The value axis is linear or logarithmic (context menu), for
// quantities that grow exponentially such as OrkIsland's scores.
class MetricChartView final : public QChartView {
  Q_OBJECT
public:
  explicit MetricChartView(QWidget* parent = nullptr);

  // Starts over: no points, one series per name.
  // `colors[i]` colours series i (the players' colours on the board); empty: the theme's.
  void reset(const QString& title, const QStringList& seriesNames, const QList<QColor>& colors = {});
  // The colour series `index` is drawn in.
  QColor seriesColor(int index) const;
  // Draws series `index` with `pen` (a limit as a dashed line beside the measured ones).
  void setSeriesPen(int index, const QPen& pen);
  // Replaces all the points of a series (x = turn), in one update.
  void setPoints(int series, const QList<QPointF>& points);
  // Adds a point at the end of a series (live matches).
  void appendPoints(int series, const QList<QPointF>& points);
  // The turns the x axis spans: 0..lastTurn.
  void setLastTurn(int lastTurn);
  void setCursorTurn(int turn);
  // Marks `points` (x = turn) with dots named `name` in the legend (the profiled turns);
  // none: no markers and no legend entry.
  void setMarkers(const QList<QPointF>& points, const QString& name, const QColor& color);
  int markerCount() const;
  // After a language change: the tooltip, and numbers in the new language's format.
  void retranslateUi();
  void setTitle(const QString& title);
  QString title() const;
  // A base-10 logarithmic value axis; values below kLogFloor are drawn at kLogFloor.
  static constexpr double kLogFloor = 1;
  void setLogScale(bool on);
  bool logScale() const { return logScale_; }
  // The value axis' range as drawn.
  double axisMinimum() const;
  double axisMaximum() const;

  int seriesCount() const { return int(series_.size()); }
  int pointCount(int series) const;
  bool isSeriesVisible(int series) const;
  // Where the cursor line is drawn (its x), or -1 without one.
  double cursorTurn() const;
  // The widget position of a turn on the plot (for tests and tooltips).
  QPoint positionOfTurn(int turn) const;

  // Stacked charts line up their plots (the cursor at one x in all of them): the left
  // edge the plot would have on its own, and room added before it to match the others'.
  double naturalPlotLeft() const;
  void setPlotLeftPadding(int pixels);

signals:
  void turnClicked(int turn);
  // The plot moved or was resized (axes relabelled, the chart resized).
  void plotAreaChanged();
  // The user switched the scale from the context menu.
  void logScaleToggled(bool on);

protected:
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void contextMenuEvent(QContextMenuEvent* event) override;

private:
  bool emitTurnAt(const QPoint& position);
  void includeValue(double y);
  // The series' points as drawn on the current scale (a long series without the points
  // that lie on the line between their neighbours).
  QList<QPointF> shown(const QList<QPointF>& points) const;
  void makeYAxis();
  void updateYAxis();
  void updateCursor();
  void toggleSeries(int series);

  QList<QLineSeries*> series_;
  QString title_;  // as given (the chart holds it escaped)
  QList<QList<QPointF>> values_;  // the true values of each series (the scale transforms them)
  QLineSeries* cursor_ = nullptr;
  QScatterSeries* markers_ = nullptr;  // setMarkers()
  QList<QPointF> markerValues_;
  QValueAxis* xAxis_ = nullptr;
  QAbstractAxis* yAxis_ = nullptr;  // a QValueAxis, or a QLogValueAxis on the log scale
  bool logScale_ = false;
  double minY_ = 0;
  double maxY_ = 0;
  bool hasValues_ = false;
  int cursorTurn_ = -1;
  int plotLeftPadding_ = 0;
  bool dragging_ = false;
};

}  // namespace Kibitz::App

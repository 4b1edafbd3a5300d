#include "charts/metric_chart_view.h"

#include "panels/panel_style.h"

#include <QContextMenuEvent>
#include <QGraphicsLayout>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QMenu>
#include <QMouseEvent>
#include <QScatterSeries>
#include <QValueAxis>

#include <cmath>

namespace Kibitz::App {

namespace {

// A round step (1, 2 or 5 times a power of ten) that cuts `span` into about `parts`.
double niceStep(double span, int parts)
{
  const double raw = span / parts;
  if (!(raw > 0))
    return 1;
  const double power = std::pow(10.0, std::floor(std::log10(raw)));
  for (double factor : {1.0, 2.0, 5.0})
    if (raw <= factor * power)
      return factor * power;
  return 10 * power;
}

void setMarkerAlpha(QLegendMarker* marker, qreal alpha)
{
  QBrush label = marker->labelBrush();
  QColor color = label.color();
  color.setAlphaF(alpha);
  label.setColor(color);
  marker->setLabelBrush(label);
  QBrush brush = marker->brush();
  color = brush.color();
  color.setAlphaF(alpha);
  brush.setColor(color);
  marker->setBrush(brush);
}

constexpr int kMargin = 4;

// Longer series than this are drawn without the points that change nothing on screen: more
// points than any plot has pixels, where Qt Charts' layout of every point is most of the
// cost of opening a long replay (100 ms for 5000 OrkIsland rounds). Shorter ones keep one
// point per turn.
constexpr qsizetype kThinAbove = 2000;

// `points` without those that lie on the straight segment between their neighbours, so
// the polyline drawn is the same. On a log axis a straight segment of the values is not one
// on screen: there only runs of equal values are thinned (level on any scale).
QList<QPointF> withoutRedundantPoints(const QList<QPointF>& points, bool logScale)
{
  if (points.size() <= kThinAbove)
    return points;
  QList<QPointF> kept;
  kept.reserve(points.size() / 4);
  kept << points.first();
  for (qsizetype i = 1; i + 1 < points.size(); ++i) {
    const QPointF& a = kept.last();
    const QPointF& b = points[i];
    const QPointF& c = points[i + 1];
    const bool redundant = logScale ? a.y() == b.y() && b.y() == c.y()
                                    : (b.y() - a.y()) * (c.x() - b.x()) == (c.y() - b.y()) * (b.x() - a.x());
    if (!redundant)
      kept << b;
  }
  kept << points.last();
  return kept;
}

}  // namespace

MetricChartView::MetricChartView(QWidget* parent) : QChartView(parent)
{
  setRenderHint(QPainter::Antialiasing);
  setMinimumHeight(200);
  setCursor(Qt::CrossCursor);
}

void MetricChartView::reset(const QString& title, const QStringList& seriesNames, const QList<QColor>& colors)
{
  auto* chart = new QChart;
  chart->setTheme(PanelStyle::isDark(palette()) ? QChart::ChartThemeDark : QChart::ChartThemeLight);
  chart->setBackgroundRoundness(0);
  chart->setMargins(QMargins(kMargin + plotLeftPadding_, kMargin, kMargin, kMargin));
  chart->layout()->setContentsMargins(0, 0, 0, 0);
  connect(chart, &QChart::plotAreaChanged, this, &MetricChartView::plotAreaChanged);
  chart->setLocalizeNumbers(true);
  // Qt Charts shows titles and series names as rich text; metric keys and player names
  // come from the replay file.
  title_ = title;
  chart->setTitle(title.toHtmlEscaped());
  QFont titleFont = chart->titleFont();
  titleFont.setBold(true);
  titleFont.setPointSizeF(font().pointSizeF() * 1.1);
  chart->setTitleFont(titleFont);
  chart->legend()->setAlignment(Qt::AlignTop);

  // Localized labels need a format with a precision: Qt 6.4 prints nothing for "%d".
  xAxis_ = new QValueAxis;
  xAxis_->setLabelFormat(QStringLiteral("%.0f"));
  xAxis_->setTickType(QValueAxis::TicksDynamic);
  xAxis_->setTickAnchor(0);
  chart->addAxis(xAxis_, Qt::AlignBottom);
  yAxis_ = nullptr;

  series_.clear();
  values_.clear();
  markers_ = nullptr;  // went with the old chart
  markerValues_.clear();
  for (const QString& name : seriesNames) {
    auto* series = new QLineSeries;
    series->setName(name.toHtmlEscaped());
    chart->addSeries(series);
    series->attachAxis(xAxis_);
    QPen pen = series->pen();
    pen.setWidthF(2);
    if (series_.size() < colors.size())
      pen.setColor(colors[series_.size()]);
    series->setPen(pen);
    series_ << series;
    values_.append(QList<QPointF>());
  }
  cursor_ = new QLineSeries;
  // Neutral grey: the theme's series colours include the highlight blue.
  QColor cursorColor = palette().color(QPalette::WindowText);
  cursorColor.setAlpha(150);
  QPen cursorPen(cursorColor);
  cursorPen.setWidthF(1.5);
  cursorPen.setStyle(Qt::DashLine);
  cursor_->setPen(cursorPen);
  chart->addSeries(cursor_);
  cursor_->attachAxis(xAxis_);

  for (QLegendMarker* marker : chart->legend()->markers()) {
    if (marker->series() == cursor_) {
      marker->setVisible(false);
      continue;
    }
    const int index = int(series_.indexOf(static_cast<QLineSeries*>(marker->series())));
    connect(marker, &QLegendMarker::clicked, this, [this, index] { toggleSeries(index); });
  }

  QChart* old = this->chart();
  setChart(chart);  // the view owns charts it shows; the old one is ours to delete
  delete old;
  makeYAxis();

  hasValues_ = false;
  minY_ = maxY_ = 0;
  cursorTurn_ = -1;
  retranslateUi();
  setLastTurn(0);
  updateYAxis();
}

void MetricChartView::setTitle(const QString& title)
{
  title_ = title;
  chart()->setTitle(title.toHtmlEscaped());
}

QString MetricChartView::title() const
{
  return title_;
}

void MetricChartView::retranslateUi()
{
  chart()->setLocale(QLocale());  // the UI language's (LanguageManager sets the default)
  // The x axis has no title, to leave the plot room: the turns are what the panel is about.
  setToolTip(tr("Click or drag to go to a turn; click a name in the legend to hide or show its line; right-click for a logarithmic scale"));
}

QList<QPointF> MetricChartView::shown(const QList<QPointF>& points) const
{
  if (!logScale_)
    return withoutRedundantPoints(points, false);
  QList<QPointF> result = points;
  for (QPointF& point : result)
    point.setY(std::max(point.y(), kLogFloor));  // a log axis cannot draw 0 or less
  return withoutRedundantPoints(result, true);
}

QColor MetricChartView::seriesColor(int index) const
{
  return index >= 0 && index < series_.size() ? series_[index]->pen().color() : QColor();
}

void MetricChartView::setSeriesPen(int index, const QPen& pen)
{
  if (index >= 0 && index < series_.size())
    series_[index]->setPen(pen);
}

void MetricChartView::setPoints(int series, const QList<QPointF>& points)
{
  for (const QPointF& point : points)
    includeValue(point.y());
  values_[series] = points;
  series_[series]->replace(shown(points));
  updateYAxis();
}

void MetricChartView::appendPoints(int series, const QList<QPointF>& points)
{
  if (points.isEmpty())
    return;
  for (const QPointF& point : points)
    includeValue(point.y());
  values_[series] << points;
  // replace(), not append(): QXYSeries::append(list) still announces and lays out each
  // point on its own (a 200-turn batch took 40 ms); replace() lays the series out once.
  series_[series]->replace(shown(values_[series]));
  updateYAxis();
}

void MetricChartView::includeValue(double y)
{
  if (!std::isfinite(y))
    return;
  minY_ = hasValues_ ? std::min(minY_, y) : y;
  maxY_ = hasValues_ ? std::max(maxY_, y) : y;
  hasValues_ = true;
}

void MetricChartView::makeYAxis()
{
  QChart* chart = this->chart();
  if (yAxis_) {
    chart->removeAxis(yAxis_);  // detaches it from every series
    delete yAxis_;
  }
  if (logScale_) {
    auto* axis = new QLogValueAxis;
    axis->setBase(10);
    axis->setLabelFormat(QStringLiteral("%.0f"));  // powers of ten (and see the x axis)
    axis->setMinorTickCount(0);  // a small chart spans many decades: minor lines would be a blur
    axis->setRange(kLogFloor, kLogFloor * 10);
    yAxis_ = axis;
  } else {
    auto* axis = new QValueAxis;
    axis->setLabelFormat(QStringLiteral("%.6g"));
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    yAxis_ = axis;
  }
  chart->addAxis(yAxis_, Qt::AlignLeft);
  for (QLineSeries* series : std::as_const(series_))
    series->attachAxis(yAxis_);
  cursor_->attachAxis(yAxis_);
  if (markers_)
    markers_->attachAxis(yAxis_);
}

void MetricChartView::setLogScale(bool on)
{
  if (on == logScale_ || !yAxis_)
    return;
  logScale_ = on;
  // A log axis must never hold a value it cannot take the logarithm of (Qt warns about
  // each): to it, the floored points before it is attached; from it, the true values
  // after it is gone. The cursor comes back with the new range.
  const auto showPoints = [this] {
    for (int s = 0; s < series_.size(); ++s)
      series_[s]->replace(shown(values_[s]));
  };
  cursor_->clear();
  if (on)
    showPoints();
  const auto showMarkers = [this] {
    if (!markers_)
      return;
    QList<QPointF> shownMarks = markerValues_;
    for (QPointF& point : shownMarks)
      point.setY(logScale_ ? std::max(point.y(), kLogFloor) : point.y());
    markers_->replace(shownMarks);
  };
  if (on)
    showMarkers();
  makeYAxis();
  if (!on) {
    showPoints();
    showMarkers();
  }
  updateYAxis();
}

double MetricChartView::axisMinimum() const
{
  return yAxis_ ? yAxis_->property("min").toDouble() : 0;
}

double MetricChartView::axisMaximum() const
{
  return yAxis_ ? yAxis_->property("max").toDouble() : 0;
}

void MetricChartView::updateYAxis()
{
  if (logScale_) {
    // Whole decades, so that the labels are powers of ten.
    const double high = std::max(hasValues_ ? maxY_ : kLogFloor, kLogFloor * 10);
    const double top = std::pow(10.0, std::ceil(std::log10(high)));
    const double low = std::max(hasValues_ ? minY_ : kLogFloor, kLogFloor);
    const double bottom = std::pow(10.0, std::floor(std::log10(low)));
    yAxis_->setRange(bottom, top);
    updateCursor();
    return;
  }
  auto* axis = static_cast<QValueAxis*>(yAxis_);
  double low = hasValues_ ? minY_ : 0;
  double high = hasValues_ ? maxY_ : 1;
  if (high - low < 1e-9) {  // a flat line still gets a visible band around it
    low -= 1;
    high += 1;
  }
  if (axis->min() < low && axis->max() > high && axis->max() - axis->min() < 2 * (high - low))
    return;  // still fits (live matches would otherwise rescale on every point)
  // A margin keeps lines at the extremes off the plot's border; ticks stay round.
  const double margin = (high - low) * 0.06;
  // Interval first: a wide range with the old small interval would lay out hundreds of
  // tick labels for nothing.
  axis->setTickInterval(niceStep(high - low, 4));
  axis->setRange(low - margin, high + margin);
  updateCursor();
}

void MetricChartView::setLastTurn(int lastTurn)
{
  const int end = std::max(lastTurn, 1);
  // Interval first (see updateYAxis); turns are whole.
  xAxis_->setTickInterval(std::max(1.0, niceStep(end, 6)));
  xAxis_->setRange(0, end);
}

void MetricChartView::setCursorTurn(int turn)
{
  cursorTurn_ = turn;
  updateCursor();
}

void MetricChartView::updateCursor()
{
  if (!cursor_)
    return;
  if (cursorTurn_ < 0) {
    cursor_->clear();
    return;
  }
  cursor_->replace({QPointF(cursorTurn_, axisMinimum()), QPointF(cursorTurn_, axisMaximum())});
}

void MetricChartView::setMarkers(const QList<QPointF>& points, const QString& name, const QColor& color)
{
  markerValues_ = points;
  if (points.isEmpty()) {
    if (markers_) {
      chart()->removeSeries(markers_);
      delete markers_;
      markers_ = nullptr;
    }
    return;
  }
  if (!markers_) {
    markers_ = new QScatterSeries;
    markers_->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    markers_->setMarkerSize(7);
    chart()->addSeries(markers_);
    markers_->attachAxis(xAxis_);
    markers_->attachAxis(yAxis_);
  }
  markers_->setName(name.toHtmlEscaped());
  markers_->setColor(color);
  markers_->setBorderColor(color);
  QList<QPointF> shownMarks = points;
  if (logScale_)
    for (QPointF& point : shownMarks)
      point.setY(std::max(point.y(), kLogFloor));
  markers_->replace(shownMarks);
}

int MetricChartView::markerCount() const
{
  return markers_ ? int(markers_->count()) : 0;
}

void MetricChartView::toggleSeries(int index)
{
  if (index < 0 || index >= series_.size())
    return;
  QLineSeries* series = series_[index];
  series->setVisible(!series->isVisible());
  // Qt hides the marker with its series: keep it, dimmed, so the line can come back.
  for (QLegendMarker* marker : chart()->legend()->markers(series)) {
    marker->setVisible(true);
    setMarkerAlpha(marker, series->isVisible() ? 1.0 : 0.35);
  }
}

int MetricChartView::pointCount(int series) const
{
  return series >= 0 && series < series_.size() ? int(series_[series]->count()) : 0;
}

bool MetricChartView::isSeriesVisible(int series) const
{
  return series >= 0 && series < series_.size() && series_[series]->isVisible();
}

double MetricChartView::cursorTurn() const
{
  return cursor_ && cursor_->count() > 0 ? cursor_->at(0).x() : -1;
}

double MetricChartView::naturalPlotLeft() const
{
  return chart()->plotArea().left() - plotLeftPadding_;
}

void MetricChartView::setPlotLeftPadding(int pixels)
{
  if (pixels == plotLeftPadding_)
    return;
  plotLeftPadding_ = pixels;
  chart()->setMargins(QMargins(kMargin + pixels, kMargin, kMargin, kMargin));
}

QPoint MetricChartView::positionOfTurn(int turn) const
{
  const double middle = logScale_ ? std::sqrt(axisMinimum() * axisMaximum()) : (axisMinimum() + axisMaximum()) / 2;
  const QPointF inChart = chart()->mapToPosition(QPointF(turn, middle), cursor_);
  return mapFromScene(chart()->mapToScene(inChart));
}

bool MetricChartView::emitTurnAt(const QPoint& position)
{
  const QPointF inChart = chart()->mapFromScene(mapToScene(position));
  if (!cursor_ || !chart()->plotArea().contains(inChart))
    return false;
  const double turn = chart()->mapToValue(inChart, cursor_).x();
  emit turnClicked(int(std::lround(std::clamp(turn, xAxis_->min(), xAxis_->max()))));
  return true;
}

void MetricChartView::mousePressEvent(QMouseEvent* event)
{
  if (event->button() == Qt::LeftButton && emitTurnAt(event->position().toPoint())) {
    dragging_ = true;
    event->accept();
    return;
  }
  QChartView::mousePressEvent(event);  // the legend's markers
}

void MetricChartView::mouseMoveEvent(QMouseEvent* event)
{
  if (dragging_) {
    emitTurnAt(event->position().toPoint());
    event->accept();
    return;
  }
  QChartView::mouseMoveEvent(event);
}

void MetricChartView::mouseReleaseEvent(QMouseEvent* event)
{
  if (dragging_ && event->button() == Qt::LeftButton) {
    dragging_ = false;
    event->accept();
    return;
  }
  QChartView::mouseReleaseEvent(event);
}

void MetricChartView::contextMenuEvent(QContextMenuEvent* event)
{
  QMenu menu(this);
  QAction* log = menu.addAction(tr("&Logarithmic Scale"));
  log->setCheckable(true);
  log->setChecked(logScale_);
  // plain: our own words, numbers and shortcuts
  log->setToolTip(tr("Values below %1 are drawn at %1").arg(QLocale().toString(kLogFloor)));
  if (menu.exec(event->globalPos()) == log) {
    setLogScale(log->isChecked());
    emit logScaleToggled(logScale_);
  }
  event->accept();
}

}  // namespace Kibitz::App

#include "charts/charts_panel.h"

#include "application/settings.h"
#include "charts/cost_chart_family.h"
#include "charts/metric_chart_family.h"
#include "charts/metric_chart_view.h"
#include "charts/metrics_csv.h"
#include "charts/value_chart_family.h"
#include "document/replay_document.h"
#include "panels/panel_style.h"
#include "panels/save_path_dialog.h"
#include "widgets/plain_text.h"

#include "files/atomic_file.h"

#include <QBuffer>
#include <QComboBox>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QImageWriter>
#include <QLabel>
#include <QPainter>
#include <QScrollArea>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace Kibitz::App {

ChartsPanel::ChartsPanel(ReplayDocument* document, QWidget* parent)
    : QWidget(parent),
      document_(document),
      metrics_(new MetricChartFamily(document, this)),
      cost_(new CostChartFamily(document, this)),
      values_(new ValueChartFamily(document, this)),
      families_{metrics_, cost_, values_},
      picker_(new QComboBox(this)),
      pngButton_(new QToolButton(this)),
      csvButton_(new QToolButton(this)),
      scrollArea_(new QScrollArea(this)),
      note_(new QLabel),
      alignTimer_(new QTimer(this))
{
  alignTimer_->setSingleShot(true);
  alignTimer_->setInterval(0);
  connect(alignTimer_, &QTimer::timeout, this, &ChartsPanel::alignPlots);
  for (ChartFamily* family : std::as_const(families_))
    connect(family, &ChartFamily::plotAreaChanged, alignTimer_, qOverload<>(&QTimer::start));
  connect(cost_, &CostChartFamily::profiledTurnClicked, this, &ChartsPanel::profiledTurnClicked);
  for (QToolButton* button : {pngButton_, csvButton_})
    button->setAutoRaise(true);
  PanelStyle::makeNote(note_);
  note_->setTextFormat(Qt::PlainText);  // value warnings quote a bot's stderr
  note_->setContentsMargins(4, 8, 4, 8);

  auto* content = new QWidget;
  chartsLayout_ = new QVBoxLayout(content);
  chartsLayout_->setContentsMargins(0, 0, 0, 0);
  chartsLayout_->setSpacing(6);
  chartsLayout_->addWidget(note_);
  scrollArea_->setWidget(content);
  scrollArea_->setWidgetResizable(true);
  scrollArea_->setFrameShape(QFrame::NoFrame);

  picker_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  auto* toolbar = new QHBoxLayout;
  toolbar->addWidget(picker_);
  toolbar->addStretch(1);
  toolbar->addWidget(pngButton_);
  toolbar->addWidget(csvButton_);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->setSpacing(2);
  layout->addLayout(toolbar);
  layout->addWidget(scrollArea_, 1);

  connect(picker_, qOverload<int>(&QComboBox::activated), this, [this](int index) {
    showOnly(index - 1);  // after "All charts", the charts in their order
  });
  connect(pngButton_, &QToolButton::clicked, this, &ChartsPanel::exportPng);
  connect(csvButton_, &QToolButton::clicked, this, &ChartsPanel::exportCsv);
  connect(document_, &ReplayDocument::replayReset, this, &ChartsPanel::rebuild);
  connect(document_, &ReplayDocument::viewSeatChanged, this, &ChartsPanel::rebuild);
  connect(document_, &ReplayDocument::framesAppended, this, &ChartsPanel::appendFrames);
  connect(document_, &ReplayDocument::currentTurnChanged, this, &ChartsPanel::moveCursors);

  retranslateUi();
  rebuild();
}

ChartsPanel::~ChartsPanel()
{
  // The families delete their views: before the scroll area (their parent) goes.
  qDeleteAll(families_);
}

void ChartsPanel::retranslateUi()
{
  picker_->setToolTip(tr("Which chart to show: all of them stacked, or one filling the panel"));
  pngButton_->setText(tr("Export PNG…"));
  pngButton_->setToolTip(tr("Save the charts as one image"));
  csvButton_->setText(tr("Export CSV…"));
  csvButton_->setToolTip(tr("Save the values of every metric at every turn as a spreadsheet"));
  for (MetricChartView* view : views())
    view->retranslateUi();
  bool remade = false;
  for (ChartFamily* family : std::as_const(families_))
    remade = family->retranslate() || remade;
  if (remade)
    layOut();
  else
    fillPicker();
  updateNote();
}

void ChartsPanel::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QWidget::changeEvent(event);
}

QList<MetricChartView*> ChartsPanel::views() const
{
  QList<MetricChartView*> views;
  for (const ChartFamily* family : families_)
    for (const ChartFamily::Chart& chart : family->charts())
      views << chart.view;
  return views;
}

void ChartsPanel::rebuild()
{
  for (ChartFamily* family : std::as_const(families_))
    family->rebuild();
  layOut();
  updateNote();
}

void ChartsPanel::layOut()
{
  // The note first, then each family's charts with their companions, in the families' order.
  while (chartsLayout_->count() > 1)
    delete chartsLayout_->takeAt(1);
  for (const ChartFamily* family : std::as_const(families_))
    for (const ChartFamily::Chart& chart : family->charts()) {
      chartsLayout_->addWidget(chart.view, 1);
      for (QWidget* companion : chart.companions)
        chartsLayout_->addWidget(companion, 0);
    }
  fillPicker();
  applyShownChart();
}

void ChartsPanel::fillPicker()
{
  const QString shown = shownKey();
  picker_->clear();
  picker_->addItem(tr("All charts"), QString());
  for (const ChartFamily* family : std::as_const(families_))
    for (const ChartFamily::Chart& chart : family->charts())
      picker_->addItem(chart.view->title(), chart.key);
  picker_->setCurrentIndex(std::max(0, picker_->findData(shown)));
  picker_->setVisible(chartCount() > 1);
  // Here, since cost and value charts may first appear while a match plays.
  pngButton_->setEnabled(chartCount() > 0);
  csvButton_->setEnabled(chartCount() > 0);
}

QString ChartsPanel::shownKey() const
{
  if (!document_->hasReplay())
    return {};
  const QString key = Settings::shownChart(document_->replay().gameId).value();
  for (const ChartFamily* family : families_)
    for (const ChartFamily::Chart& chart : family->charts())
      if (chart.key == key)
        return key;
  return {};  // all, or a chart this replay does not have
}

int ChartsPanel::shownMetric() const
{
  const QString key = shownKey();
  if (key.isEmpty())
    return -1;
  int index = 0;
  for (const ChartFamily* family : families_)
    for (const ChartFamily::Chart& chart : family->charts()) {
      if (chart.key == key)
        return index;
      ++index;
    }
  return -1;
}

void ChartsPanel::showOnly(int index)
{
  if (!document_->hasReplay())
    return;
  QString key;  // all charts
  int i = 0;
  for (const ChartFamily* family : std::as_const(families_))
    for (const ChartFamily::Chart& chart : family->charts())
      if (i++ == index)
        key = chart.key;
  Settings::shownChart(document_->replay().gameId).set(key);
  picker_->setCurrentIndex(std::max(0, picker_->findData(shownKey())));
  applyShownChart();
}

void ChartsPanel::applyShownChart()
{
  const QString shown = shownKey();
  for (ChartFamily* family : std::as_const(families_)) {
    for (const ChartFamily::Chart& chart : family->charts())
      chart.view->setVisible(shown.isEmpty() || chart.key == shown);
    family->showCompanions(shown);
  }
}

void ChartsPanel::alignPlots()
{
  // Each chart's y labels have their own width: pad every plot to the widest, so that
  // the turn cursor and the x axes line up. From the natural edges (without the padding
  // already given), so that padding never feeds on itself.
  const QList<MetricChartView*> all = views();
  double left = 0;
  for (const MetricChartView* view : all)
    left = std::max(left, view->naturalPlotLeft());
  for (MetricChartView* view : all)
    view->setPlotLeftPadding(qRound(left - view->naturalPlotLeft()));
}

void ChartsPanel::updateNote()
{
  QStringList lines;
  if (!document_->hasReplay())
    lines << tr("No replay loaded.");
  else if (chartCount() == 0)
    lines << tr("This game declares no metrics to chart.");
  for (const ChartFamily* family : std::as_const(families_))
    lines << family->note();
  const QString text = lines.join(QLatin1Char('\n')).trimmed();
  note_->setText(text);
  note_->setVisible(!text.isEmpty());
}

void ChartsPanel::appendFrames(int first, int last)
{
  bool remade = false;
  for (ChartFamily* family : std::as_const(families_))
    remade = family->appendFrames(first, last) || remade;
  if (remade)
    layOut();
  for (MetricChartView* view : views())
    view->setLastTurn(document_->lastTurn());
  updateNote();
}

void ChartsPanel::moveCursors(int turn)
{
  for (MetricChartView* view : views())
    view->setCursorTurn(turn);
}

MetricChartView* ChartsPanel::chartView(int index) const
{
  return views().value(index);
}

int ChartsPanel::pointCount(int index, int series) const
{
  const MetricChartView* view = chartView(index);
  return view ? view->pointCount(series) : 0;
}

double ChartsPanel::cursorTurn(int index) const
{
  const MetricChartView* view = chartView(index);
  return view ? view->cursorTurn() : -1;
}

int ChartsPanel::valueChartCount() const { return values_->chartCount(); }
MetricChartView* ChartsPanel::valueChartView(int index) const { return values_->chart(index); }
int ChartsPanel::valueChartSeat(int index) const { return values_->seat(index); }
int ChartsPanel::costSeatCount() const { return cost_->seatCount(); }
int ChartsPanel::costSeat(int index) const { return cost_->seat(index); }
MetricChartView* ChartsPanel::replyTimeChartView(int index) const { return cost_->replyTimeChart(index); }
MetricChartView* ChartsPanel::memoryChartView(int index) const { return cost_->memoryChart(index); }
SlowestTurnsView* ChartsPanel::slowestTurnsView(int index) const { return cost_->slowestTurns(index); }

QImage ChartsPanel::renderImage() const
{
  QList<QPixmap> pixmaps;
  QSize size(0, 0);
  for (MetricChartView* view : views()) {
    if (view->isHidden())
      continue;  // the picker shows one chart: export what is shown
    pixmaps << view->grab();
    size.setWidth(std::max(size.width(), view->width()));
    size.setHeight(size.height() + view->height());
  }
  if (pixmaps.isEmpty())
    return {};
  const qreal ratio = pixmaps.first().devicePixelRatio();
  QImage image(size * ratio, QImage::Format_ARGB32_Premultiplied);
  image.setDevicePixelRatio(ratio);
  image.fill(palette().color(QPalette::Base));
  QPainter painter(&image);
  int y = 0;
  for (const QPixmap& pixmap : std::as_const(pixmaps)) {
    painter.drawPixmap(0, y, pixmap);
    y += int(pixmap.height() / pixmap.devicePixelRatio());
  }
  return image;
}

bool ChartsPanel::writePng(const QString& path, QString* error) const
{
  const QImage image = renderImage();
  if (image.isNull()) {
    *error = tr("There are no charts to export.");
    return false;
  }
  QByteArray png;
  QBuffer buffer(&png);
  buffer.open(QIODevice::WriteOnly);
  QImageWriter writer(&buffer, "png");
  if (!writer.write(image)) {
    *error = writer.errorString();
    return false;
  }
  return Debugger::AtomicFile::write(path, png, error);
}

bool ChartsPanel::writeCsv(const QString& path, QString* error) const
{
  if (!document_->hasReplay()) {
    *error = tr("No replay loaded.");
    return false;
  }
  if (document_->viewSeat() < 0)
    return Debugger::AtomicFile::write(path, MetricsCsv::write(document_->replay()), error);
  // One seat's side shown (a person playing it): its frames only, the hidden values "nan".
  Debugger::Replay shown = document_->replay();
  for (int turn = 0; turn <= document_->lastTurn(); ++turn)
    shown.frames[turn] = document_->frame(turn);
  return Debugger::AtomicFile::write(path, MetricsCsv::write(shown), error);
}

void ChartsPanel::exportPng()
{
  const QString base = document_->hasReplay() ? QFileInfo(document_->displayName()).completeBaseName() : QString();
  const QString path = SavePathDialog::ask(this, tr("Export Charts"), base + QStringLiteral("-charts.png"),
                                           tr("PNG images (*.png)"));
  QString error;
  if (!path.isEmpty() && !writePng(path, &error))
    PlainText::warning(this, tr("Export Charts"), tr("Could not export the charts: %1").arg(error));
}

void ChartsPanel::exportCsv()
{
  const QString base = document_->hasReplay() ? QFileInfo(document_->displayName()).completeBaseName() : QString();
  const QString path = SavePathDialog::ask(this, tr("Export Chart Data"), base + QStringLiteral("-metrics.csv"),
                                           tr("CSV files (*.csv)"));
  QString error;
  if (!path.isEmpty() && !writeCsv(path, &error))
    PlainText::warning(this, tr("Export Chart Data"), tr("Could not export the data: %1").arg(error));
}

}  // namespace Kibitz::App

#include "panels/charts_panel.h"

#include "external/external_game.h"

#include "application/settings.h"
#include "boards/player_palette.h"
#include "panels/game_terms.h"
#include "widgets/plain_text.h"

#include "panels/metric_chart_view.h"
#include "panels/metrics_csv.h"
#include "panels/panel_style.h"
#include "panels/player_labels.h"
#include "panels/save_path_dialog.h"

#include "document/replay_document.h"
#include "replay/replay_file.h"

#include "core/game.h"
#include "files/atomic_file.h"

#include <cmath>

#include <QBuffer>
#include <QComboBox>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QImageWriter>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QScrollArea>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace Kibitz::App {

namespace {

}  // namespace

ChartsPanel::ChartsPanel(ReplayDocument* document, QWidget* parent)
    : QWidget(parent),
      document_(document),
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
    showOnly(picker_->itemData(index).toInt());
  });
  connect(pngButton_, &QToolButton::clicked, this, &ChartsPanel::exportPng);
  connect(csvButton_, &QToolButton::clicked, this, &ChartsPanel::exportCsv);
  connect(document_, &ReplayDocument::replayReset, this, &ChartsPanel::rebuild);
  connect(document_, &ReplayDocument::viewSeatChanged, this, &ChartsPanel::rebuild);
  connect(document_, &ReplayDocument::framesAppended, this, &ChartsPanel::appendFrames);
  connect(document_, &ReplayDocument::currentTurnChanged, this, &ChartsPanel::moveCursors);
  connect(document_, &ReplayDocument::profilesAdded, this, &ChartsPanel::markProfiledTurns);

  retranslateUi();
  rebuild();
}

ChartsPanel::~ChartsPanel() = default;

void ChartsPanel::retranslateUi()
{
  picker_->setToolTip(tr("Which chart to show: all of them stacked, or one filling the panel"));
  pngButton_->setText(tr("Export PNG…"));
  pngButton_->setToolTip(tr("Save the charts as one image"));
  csvButton_->setText(tr("Export CSV…"));
  csvButton_->setToolTip(tr("Save the values of every metric at every turn as a spreadsheet"));
  for (MetricChartView* chart : std::as_const(charts_))
    chart->retranslateUi();
  // The titles are the game's metric names, in the new language too.
  if (document_->hasReplay())
    for (int m = 0; m < charts_.size() && m < document_->replay().metricKeys.size(); ++m)
      charts_[m]->setTitle(metricLabel(document_->replay().metricKeys[m]));
  for (int i = 0; i < valueSeats_.size(); ++i)
    valueChartView(i)->setTitle(valueChartTitle(valueSeats_[i]));
  retranslateCost();
  fillPicker();
  updateNote();
}

void ChartsPanel::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QWidget::changeEvent(event);
}

QString ChartsPanel::metricLabel(const QString& key) const
{
  if (const Rules::Game* game = document_->game())
    for (const Rules::MetricSpec& metric : game->info().metrics)
      if (metric.key == key)
        return gameTerm(metric.label);
  // An external game's metrics: its scores, and what its referee named (docs/external-games.md).
  if (document_->hasReplay() && Debugger::ExternalGame::isExternalId(document_->replay().gameId)) {
    if (key == QLatin1String("score"))
      return tr("Score");
    if (key.startsWith(QLatin1String("kibitz.")))
      return key.mid(7);
  }
  return key;  // a metric this engine no longer declares
}

void ChartsPanel::rebuild()
{
  qDeleteAll(charts_);
  charts_.clear();
  chartedKeys_ = document_->hasReplay() ? document_->replay().metricKeys : QStringList();
  valueSeats_.clear();
  removeCostCharts();  // charts_ is empty: only the slowest lists are left to delete
  if (document_->hasReplay()) {
    const Debugger::Replay& replay = document_->replay();
    const int players = int(replay.players.size());
    QStringList names;
    QList<QColor> colors;  // the board's colours for the players
    for (int p = 0; p < players; ++p) {
      names << PlayerLabels::label(replay, p);
      colors << PlayerPalette::color(p);
    }
    for (int m = 0; m < replay.metricKeys.size(); ++m) {
      auto* chart = new MetricChartView;
      chart->reset(metricLabel(replay.metricKeys[m]), names, colors);
      // The scale chosen for this game's metric is kept for its next replays.
      const Setting<bool> scale = Settings::chartLogScale(replay.gameId, replay.metricKeys[m]);
      chart->setLogScale(scale.value());
      connect(chart, &MetricChartView::logScaleToggled, this, [scale](bool on) { scale.set(on); });
      QList<QList<QPointF>> points(players);
      for (int turn = 0; turn < replay.frames.size(); ++turn) {
        const QList<QList<double>>& metrics = document_->frame(turn).metrics;  // NaN: hidden from the shown seat
        for (int p = 0; p < players; ++p)
          if (m < metrics.size() && p < metrics[m].size() && !std::isnan(metrics[m][p]))
            points[p] << QPointF(turn, metrics[m][p]);
      }
      for (int p = 0; p < players; ++p)
        chart->setPoints(p, points[p]);
      chart->setLastTurn(replay.lastTurn());
      chart->setCursorTurn(document_->currentTurn());
      connect(chart, &MetricChartView::turnClicked, document_, &ReplayDocument::setCurrentTurn);
      connect(chart, &MetricChartView::plotAreaChanged, alignTimer_, qOverload<>(&QTimer::start));
      chartsLayout_->addWidget(chart, 1);
      charts_ << chart;
    }
    addCostCharts();
    addValueCharts();
  }
  fillPicker();
  applyShownMetric();
  updateNote();
}

void ChartsPanel::fillPicker()
{
  const int shown = shownMetric();
  picker_->clear();
  picker_->addItem(tr("All charts"), -1);
  if (document_->hasReplay())
    for (int m = 0; m < charts_.size() && m < document_->replay().metricKeys.size(); ++m)
      picker_->addItem(metricLabel(document_->replay().metricKeys[m]), m);
  for (int i = 0; i < 2 * costSeats_.size(); ++i)
    picker_->addItem(costChartTitle(costSeats_[i / 2], i % 2), costFirst_ + i);
  for (int i = 0; i < valueSeats_.size(); ++i)
    picker_->addItem(valueChartTitle(valueSeats_[i]), valueFirst_ + i);
  picker_->setCurrentIndex(std::max(0, picker_->findData(shown)));
  picker_->setVisible(charts_.size() > 1);
  // Here, since cost and value charts may first appear while a match plays.
  pngButton_->setEnabled(!charts_.isEmpty());
  csvButton_->setEnabled(!charts_.isEmpty());
}

int ChartsPanel::shownMetric() const
{
  if (!document_->hasReplay())
    return -1;
  const QString key = Settings::shownChart(document_->replay().gameId).value();
  if (const int value = valueChartIndex(key); value >= 0)
    return value;
  if (const int cost = costChartIndex(key); cost >= 0)
    return cost;
  return int(document_->replay().metricKeys.indexOf(key));  // -1: all, or a metric this game lost
}

void ChartsPanel::showOnly(int metric)
{
  if (!document_->hasReplay())
    return;
  const QStringList& keys = document_->replay().metricKeys;
  const QString valueKey = !valueChartKey(metric).isEmpty() ? valueChartKey(metric) : costChartKey(metric);
  Settings::shownChart(document_->replay().gameId)
      .set(!valueKey.isEmpty() ? valueKey : metric >= 0 && metric < keys.size() ? keys[metric] : QString());
  picker_->setCurrentIndex(std::max(0, picker_->findData(shownMetric())));
  applyShownMetric();
}

void ChartsPanel::applyShownMetric()
{
  const int shown = shownMetric();
  for (int m = 0; m < charts_.size(); ++m)
    charts_[m]->setVisible(shown < 0 || m == shown);
  showSlowest(shown);
}

void ChartsPanel::alignPlots()
{
  // Each chart's y labels have their own width: pad every plot to the widest, so that
  // the turn cursor and the x axes line up. From the natural edges (without the padding
  // already given), so that padding never feeds on itself.
  double left = 0;
  for (const MetricChartView* chart : std::as_const(charts_))
    left = std::max(left, chart->naturalPlotLeft());
  for (MetricChartView* chart : std::as_const(charts_))
    chart->setPlotLeftPadding(qRound(left - chart->naturalPlotLeft()));
}

void ChartsPanel::updateNote()
{
  QString text;
  if (!document_->hasReplay())
    text = tr("No replay loaded.");
  else if (charts_.isEmpty())
    text = tr("This game declares no metrics to chart.");
  text = QStringList{text, valueWarnings()}.join(QLatin1Char('\n')).trimmed();
  note_->setText(text);
  note_->setVisible(!text.isEmpty());
}

void ChartsPanel::appendFrames(int first, int last)
{
  // A live external game whose referee declared a metric mid-match: the charts are made again.
  if (document_->hasReplay() && document_->replay().metricKeys != chartedKeys_) {
    rebuild();
    return;
  }
  // Points are gathered per series and appended at once: a live batch can hold hundreds of turns.
  for (int m = 0; m < charts_.size(); ++m) {
    for (int p = 0; p < charts_[m]->seriesCount(); ++p) {
      QList<QPointF> points;
      for (int turn = first; turn <= last; ++turn) {
        const QList<QList<double>>& metrics = document_->frame(turn).metrics;
        if (m < metrics.size() && p < metrics[m].size() && !std::isnan(metrics[m][p]))
          points << QPointF(turn, metrics[m][p]);
      }
      charts_[m]->appendPoints(p, points);
    }
  }
  appendValues(first, last);
  appendCost(first, last);
  for (MetricChartView* chart : std::as_const(charts_))
    chart->setLastTurn(document_->lastTurn());
}

void ChartsPanel::moveCursors(int turn)
{
  for (MetricChartView* chart : std::as_const(charts_))
    chart->setCursorTurn(turn);
}

MetricChartView* ChartsPanel::chartView(int metric) const
{
  return metric >= 0 && metric < charts_.size() ? charts_[metric] : nullptr;
}

int ChartsPanel::pointCount(int metric, int player) const
{
  const MetricChartView* chart = chartView(metric);
  return chart ? chart->pointCount(player) : 0;
}

double ChartsPanel::cursorTurn(int metric) const
{
  const MetricChartView* chart = chartView(metric);
  return chart ? chart->cursorTurn() : -1;
}

QImage ChartsPanel::renderImage() const
{
  QList<QPixmap> pixmaps;
  QSize size(0, 0);
  for (MetricChartView* chart : charts_) {
    if (chart->isHidden())
      continue;  // the picker shows one chart: export what is shown
    pixmaps << chart->grab();
    size.setWidth(std::max(size.width(), chart->width()));
    size.setHeight(size.height() + chart->height());
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

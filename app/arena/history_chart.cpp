#include "arena/history_chart.h"

#include "arena/match_job.h"
#include "widgets/plain_text.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSet>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>

namespace Kibitz::App {

namespace {

QString signedElo(double elo)
{
  return QString::asprintf("%+.1f", elo);
}

}  // namespace

HistoryChart::HistoryChart(QWidget* parent) : QWidget(parent)
{
  botLabel_ = new QLabel(this);
  bots_ = new QComboBox(this);
  bots_->setObjectName(QStringLiteral("arenaHistoryBot"));
  bots_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  botLabel_->setBuddy(bots_);
  summary_ = new QLabel(this);
  summary_->setObjectName(QStringLiteral("arenaHistorySummary"));
  summary_->setWordWrap(true);
  summary_->setTextFormat(Qt::PlainText);  // names come from the database
  view_ = new QChartView(this);
  view_->setRenderHint(QPainter::Antialiasing);
  view_->chart()->legend()->setAlignment(Qt::AlignBottom);
  view_->chart()->setMargins(QMargins(4, 4, 4, 4));
  view_->setMinimumHeight(240);
  x_ = new QDateTimeAxis(this);
  y_ = new QValueAxis(this);
  x_->setFormat(QStringLiteral("yyyy-MM-dd HH:mm"));
  y_->setLabelFormat(QStringLiteral("%+.0f"));
  view_->chart()->addAxis(x_, Qt::AlignBottom);
  view_->chart()->addAxis(y_, Qt::AlignLeft);

  auto* top = new QHBoxLayout;
  top->addWidget(botLabel_);
  top->addWidget(bots_);
  top->addStretch(1);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(top);
  layout->addWidget(summary_);
  layout->addWidget(view_, 1);
  connect(bots_, &QComboBox::currentIndexChanged, this, [this] { rebuild(); });
  retranslate();
}

void HistoryChart::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslate();
  QWidget::changeEvent(event);
}

void HistoryChart::retranslate()
{
  botLabel_->setText(tr("Bo&t:"));
  bots_->setToolTip(tr("The bot whose versions are shown: each version is the content of its program or script when it played"));
  x_->setTitleText(tr("First played"));
  y_->setTitleText(tr("Elo against the common opponents (95% interval as bars)"));
  rebuild();
}

void HistoryChart::clear()
{
  setOutcomes({});
}

void HistoryChart::setOutcomes(const QList<Debugger::Arena::MatchOutcome>& outcomes)
{
  outcomes_ = outcomes;
  // The bots, those with several versions first.
  QMap<QString, QSet<QString>> versions;
  for (const Debugger::Arena::MatchOutcome& o : outcomes_)
    for (const Debugger::Arena::SeatOutcome& s : o.seats)
      versions[s.name].insert(s.version);
  QStringList names, several;
  for (auto it = versions.cbegin(); it != versions.cend(); ++it)
    (it.value().size() > 1 ? several : names) << it.key();
  const QStringList all = several + names;
  const QString current = bots_->currentData().toString();
  QStringList shown;
  for (int i = 0; i < bots_->count(); ++i)
    shown << bots_->itemData(i).toString();
  if (shown != all) {
    const QSignalBlocker block(bots_);
    bots_->clear();
    for (const QString& name : all)
      bots_->addItem(name, name);  // plain text in a combo box
    const int keep = int(all.indexOf(current));
    bots_->setCurrentIndex(keep >= 0 ? keep : (all.isEmpty() ? -1 : 0));
  }
  rebuild();
}

bool HistoryChart::choose(const QString& name)
{
  const int i = bots_->findData(name);
  if (i < 0)
    return false;
  bots_->setCurrentIndex(i);
  rebuild();
  return history_.has_value();
}

void HistoryChart::rebuild()
{
  QChart* chart = view_->chart();
  chart->removeAllSeries();
  points_ = nullptr;
  line_ = nullptr;
  intervals_.clear();
  history_.reset();
  const QString name = bots_->currentData().toString();
  if (name.isEmpty() || outcomes_.isEmpty()) {
    summary_->setText(tr("No matches yet: the history of a bot's versions appears once it has played."));
    return;
  }
  QString error;
  history_ = Debugger::Arena::computeVersionHistory(outcomes_, name, &error);
  if (!history_) {
    summary_->setText(tr("No history for %1: %2").arg(name, error));
    return;
  }
  const int count = int(history_->versions.size());
  summary_->setText(tr("%1: %n version(s) against %2 (matches: %3).", nullptr, count)
                        .arg(name, history_->opponents.join(QStringLiteral(", ")))
                        .arg(history_->matches));
  line_ = new QLineSeries;
  line_->setName(tr("Elo of %1").arg(name).toHtmlEscaped());  // Qt Charts shows names as rich text
  points_ = new QScatterSeries;
  points_->setMarkerSize(9);
  points_->setName(tr("versions").toHtmlEscaped());
  const QColor color(0x1f, 0x77, 0xb4);
  line_->setPen(QPen(color, 2));
  points_->setColor(color);
  points_->setBorderColor(color);
  double low = 0, high = 0;
  // Versions without a recorded time (older databases) are placed a minute apart after
  // the last known one, in the order they played.
  qint64 t = 0, first = 0, last = 0;
  for (const Debugger::Arena::VersionPoint& p : history_->versions) {
    const QDateTime when = QDateTime::fromString(p.firstPlayed, Qt::ISODateWithMs);
    t = when.isValid() ? std::max(t, when.toMSecsSinceEpoch()) : (t == 0 ? QDateTime::currentMSecsSinceEpoch() : t + 60'000);
    if (first == 0)
      first = t;
    last = t;
    line_->append(double(t), p.elo);
    points_->append(double(t), p.elo);
    const double lo = p.elo95 ? p.elo95->first : p.elo, hi = p.elo95 ? p.elo95->second : p.elo;
    auto* bar = new QLineSeries;
    bar->setName(p.label.toHtmlEscaped());
    bar->setPen(QPen(color, 1.5));
    bar->append(double(t), lo);
    bar->append(double(t), hi);
    intervals_ << bar;
    low = std::min(low, lo);
    high = std::max(high, hi);
  }
  chart->addSeries(line_);
  chart->addSeries(points_);
  for (QLineSeries* bar : std::as_const(intervals_))
    chart->addSeries(bar);
  for (QAbstractSeries* s : chart->series()) {
    s->attachAxis(x_);
    s->attachAxis(y_);
  }
  // One legend entry: the line; the bars and points are explained by the axis title.
  for (QLegendMarker* marker : chart->legend()->markers())
    marker->setVisible(marker->series() == line_);
  const qint64 span = std::max<qint64>(last - first, 2'000);
  x_->setRange(QDateTime::fromMSecsSinceEpoch(first - span / 5), QDateTime::fromMSecsSinceEpoch(last + span / 5));
  x_->setFormat(span < 86'400'000 ? QStringLiteral("HH:mm:ss") : QStringLiteral("yyyy-MM-dd"));
  const double pad = std::max(10.0, (high - low) * 0.05);
  y_->setRange(low - pad, high + pad);
  y_->applyNiceNumbers();
  QStringList lines;
  for (const Debugger::Arena::VersionPoint& p : history_->versions)
    lines << tr("%1: Elo %2 [%3, %4], matches: %5, first played %6")
                 .arg(p.label, signedElo(p.elo), signedElo(p.elo95 ? p.elo95->first : p.elo),
                      signedElo(p.elo95 ? p.elo95->second : p.elo))
                 .arg(p.matches)
                 .arg(p.firstPlayed.isEmpty() ? tr("(not recorded)") : p.firstPlayed);
  view_->setToolTip(PlainText::toolTip(lines.join(QLatin1Char('\n'))));  // version labels are the database's bot names
}

}  // namespace Kibitz::App

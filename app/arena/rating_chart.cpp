#include "arena/rating_chart.h"

#include "arena/arena_data.h"
#include "arena/standings.h"

#include <QAreaSeries>
#include <QChart>
#include <QEvent>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMap>
#include <QValueAxis>

#include <cmath>
#include <limits>

namespace Kibitz::App {

RatingChart::RatingChart(QWidget* parent) : QChartView(parent)
{
  setRenderHint(QPainter::Antialiasing);
  chart()->legend()->setAlignment(Qt::AlignBottom);
  chart()->setMargins(QMargins(4, 4, 4, 4));
  x_ = new QValueAxis(this);
  y_ = new QValueAxis(this);
  x_->setLabelFormat(QStringLiteral("%d"));
  y_->setLabelFormat(QStringLiteral("%+.0f"));
  chart()->addAxis(x_, Qt::AlignBottom);
  chart()->addAxis(y_, Qt::AlignLeft);
  retranslate();
  setMinimumHeight(240);
}

void RatingChart::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslate();
  QChartView::changeEvent(event);
}

void RatingChart::retranslate()
{
  x_->setTitleText(tr("Matches"));
  y_->setTitleText(tr("Elo (95% interval shaded)"));
}

void RatingChart::clear()
{
  names_.clear();
  points_.clear();
  roundsDone_ = 0;
  now_.reset();
  rebuild();
}

RatingChart::Point RatingChart::pointOf(const ArenaData& data, qint64 rounds, const QList<qint64>& roundEnds) const
{
  QList<Debugger::Arena::MatchOutcome> prefix;
  for (const Debugger::Arena::MatchOutcome& o : data.outcomes)
    if (rounds < 0 || data.round(o) < roundEnds.value(rounds - 1, 0))
      prefix << o;
  Point p;
  p.matches = prefix.size();
  const double nan = std::numeric_limits<double>::quiet_NaN();
  p.elo = p.low = p.high = QList<double>(names_.size(), nan);
  QString error;
  const std::optional<Debugger::Arena::Standings> s = Debugger::Arena::computeStandings(prefix, std::nullopt, &error);
  if (!s)
    return p;
  for (const Debugger::Arena::BotStanding& b : s->ranking) {
    const int e = int(names_.indexOf(b.name));
    if (e < 0 || b.matches == 0)
      continue;
    p.elo[e] = b.elo;
    p.low[e] = b.elo95 ? b.elo95->first : b.elo;
    p.high[e] = b.elo95 ? b.elo95->second : b.elo;
  }
  return p;
}

void RatingChart::update(const ArenaData& data)
{
  if (data.names != names_) {
    clear();
    names_ = data.names;
  }
  // Matches per round, in round order.
  QMap<qint64, qint64> perRound;
  for (const Debugger::Arena::MatchOutcome& o : data.outcomes)
    ++perRound[data.round(o)];
  const qint64 totalRounds =
      data.total > 0 && data.roundSize > 0 ? (data.total + data.roundSize - 1) / data.roundSize : qint64(perRound.size());
  // About 60 points at most, whatever the arena's length.
  const qint64 step = std::max<qint64>(1, (totalRounds + 59) / 60);
  // The rounds complete from the first on (the rounds are the seeds, 0, 1, 2...).
  qint64 complete = roundsDone_;
  while (perRound.contains(complete) && (data.roundSize <= 0 || perRound.value(complete) >= data.roundSize))
    ++complete;
  QList<qint64> ends;  // round r's prefix: every round below ends[r - 1]
  for (qint64 r = 1; r <= complete; ++r)
    ends << r;
  for (qint64 r = roundsDone_ + 1; r <= complete; ++r)
    if (r % step == 0 || r == totalRounds)
      points_ << pointOf(data, r, ends);
  roundsDone_ = complete;
  const qint64 shown = points_.isEmpty() ? 0 : points_.constLast().matches;
  now_.reset();
  if (qint64(data.outcomes.size()) > shown)
    now_ = pointOf(data, -1, ends);
  rebuild();
}

void RatingChart::rebuild()
{
  chart()->removeAllSeries();
  lines_.clear();
  bands_.clear();
  QList<Point> all = points_;
  if (now_)
    all << *now_;
  double low = 0, high = 0;
  qint64 maxMatches = 1;
  for (int e = 0; e < names_.size(); ++e) {
    const QColor color = entrantColor(e);
    auto* line = new QLineSeries;
    auto* upper = new QLineSeries;
    auto* lower = new QLineSeries;
    line->setName(names_[e].toHtmlEscaped());  // Qt Charts shows names as rich text
    for (const Point& p : all) {
      if (std::isnan(p.elo.value(e, std::numeric_limits<double>::quiet_NaN())))
        continue;
      line->append(double(p.matches), p.elo[e]);
      upper->append(double(p.matches), p.high[e]);
      lower->append(double(p.matches), p.low[e]);
      low = std::min(low, p.low[e]);
      high = std::max(high, p.high[e]);
      maxMatches = std::max(maxMatches, p.matches);
    }
    auto* band = new QAreaSeries(upper, lower);
    QColor fill = color;
    fill.setAlpha(45);
    band->setBrush(fill);
    band->setPen(Qt::NoPen);
    band->setName(names_[e].toHtmlEscaped());
    chart()->addSeries(band);
    band->attachAxis(x_);
    band->attachAxis(y_);
    line->setPen(QPen(color, 2));
    chart()->addSeries(line);
    line->attachAxis(x_);
    line->attachAxis(y_);
    lines_ << line;
    bands_ << band;
    // One legend entry a bot: its line.
    for (QLegendMarker* marker : chart()->legend()->markers(band))
      marker->setVisible(false);
  }
  x_->setRange(0, double(maxMatches));
  x_->applyNiceNumbers();
  const double pad = std::max(10.0, (high - low) * 0.05);
  y_->setRange(low - pad, high + pad);
  y_->applyNiceNumbers();
}

}  // namespace Kibitz::App

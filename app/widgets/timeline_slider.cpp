#include "widgets/plain_text.h"
#include "widgets/timeline_slider.h"

#include "boards/player_palette.h"
#include "document/replay_document.h"
#include "panels/game_terms.h"
#include "replay/event_colors.h"

#include "core/game.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace Kibitz::App {

namespace {
constexpr int kMargin = 10;
constexpr int kTrackHeight = 6;
constexpr int kMarkerRows = 3;
constexpr int kMarkerHeight = 7;
constexpr int kExtraHeight = 8;  // the row of extra markers under the track
constexpr int kSlowHeight = 8;   // the row of slow replies' dots, above the events
constexpr int kEventsTop = kMargin + kSlowHeight;
}

TimelineSlider::TimelineSlider(ReplayDocument* document, QWidget* parent) : QWidget(parent), document_(document)
{
  setMouseTracking(true);
  setFocusPolicy(Qt::NoFocus);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
  connect(document_, &ReplayDocument::currentTurnChanged, this, qOverload<>(&QWidget::update));
  connect(document_, &ReplayDocument::replayReset, this, [this] {
    markersKey_ = {};  // another replay may sit where the last one was
    slowReplies_ = document_->hasReplay() ? SlowReplies::find(document_->replay(), 0, document_->lastTurn())
                                          : QList<SlowReplies::Reply>();
    update();
  });
  connect(document_, &ReplayDocument::viewSeatChanged, this, qOverload<>(&QWidget::update));
  connect(document_, &ReplayDocument::framesAppended, this, [this](int first, int last) {
    slowReplies_ << SlowReplies::find(document_->replay(), first, last);
    update();
  });
}

QSize TimelineSlider::sizeHint() const
{
  return {400, 2 * kMargin + kSlowHeight + kTrackHeight + kMarkerRows * kMarkerHeight + 8 + kExtraHeight};
}

QSize TimelineSlider::minimumSizeHint() const
{
  return {120, sizeHint().height()};
}

int TimelineSlider::xOfTurn(int turn) const
{
  const int last = std::max(1, document_->lastTurn());
  return kMargin + int(double(turn) / last * (width() - 2 * kMargin));
}

int TimelineSlider::turnAt(int x) const
{
  const int last = std::max(0, document_->lastTurn());
  const double fraction = double(x - kMargin) / std::max(1, width() - 2 * kMargin);
  return std::clamp(int(std::lround(fraction * last)), 0, last);
}

QColor TimelineSlider::colorForEvent(Rules::EventTone tone, int index)
{
  return QColor(Debugger::EventColors::of(tone, index));
}

QString TimelineSlider::eventsText(int turn) const
{
  if (!document_->hasReplay() || turn < 0 || turn > document_->lastTurn())
    return {};
  QStringList lines{tr("Turn %1").arg(QLocale().toString(turn))};
  // On a long match one pixel covers several turns: say how many events its marker stands for.
  if (const int inColumn = eventsInColumn(xOfTurn(turn)); inColumn > document_->frame(turn).events.size())
    lines << tr("%n event(s) around this turn", nullptr, inColumn);
  const auto& replay = document_->replay();
  for (const auto& e : document_->frame(turn).events) {
    // The event's kind in the window's language, then whose it is, then the game's text.
    const QString who = e.player >= 0 ? replay.players.value(e.player).name : QString();
    const QString label = eventLabel(document_->game(), e.type);
    lines << (who.isEmpty() ? tr("%1: %2").arg(label, e.text) : tr("%1 (%2): %3").arg(label, who, e.text));
  }
  for (const auto& group : extraMarkers_)
    for (const ExtraMarker& m : group)
      if (m.turn == turn)
        lines << m.tooltip;
  for (const SlowReplies::Reply& reply : slowReplies_)
    if (reply.turn == turn)
      lines << SlowReplies::describe(replay, reply);
  return lines.join(QLatin1Char('\n'));
}

void TimelineSlider::paintEvent(QPaintEvent*)
{
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  const QPalette pal = palette();
  const int trackTop = kEventsTop + kMarkerRows * kMarkerHeight + 2;
  p.setPen(Qt::NoPen);
  p.setBrush(pal.color(QPalette::Mid));
  p.drawRoundedRect(QRect(kMargin, trackTop, width() - 2 * kMargin, kTrackHeight), 3, 3);
  if (!document_->hasReplay())
    return;
  const MarkersKey key{&document_->replay(), document_->replay().frames.size(), width(), document_->viewSeat()};
  if (!(key == markersKey_)) {
    markersKey_ = key;
    renderEventMarkers();
  }
  p.drawImage(0, 0, markers_);
  drawSlowReplies(&p);
  // Extra markers: small triangles under the track pointing at their turn.
  const int extraTop = trackTop + kTrackHeight + 3;
  for (const auto& group : extraMarkers_)
    for (const ExtraMarker& m : group) {
      const int mx = xOfTurn(m.turn);
      const QPolygon triangle{QPoint(mx, extraTop), QPoint(mx - 4, extraTop + kExtraHeight), QPoint(mx + 4, extraTop + kExtraHeight)};
      p.setPen(QPen(pal.color(QPalette::Shadow), 0.5));
      p.setBrush(m.color);
      p.drawPolygon(triangle);
    }
  p.setPen(Qt::NoPen);
  // Played part and handle.
  const int x = xOfTurn(document_->currentTurn());
  p.setBrush(pal.color(QPalette::Highlight));
  p.drawRoundedRect(QRect(kMargin, trackTop, x - kMargin, kTrackHeight), 3, 3);
  p.setBrush(pal.color(QPalette::Button));
  p.setPen(QPen(pal.color(QPalette::Highlight), 2));
  p.drawEllipse(QPoint(x, trackTop + kTrackHeight / 2), 7, 7);
}

void TimelineSlider::renderEventMarkers()
{
  const auto& replay = document_->replay();
  const QList<Rules::EventSpec> specs = document_->game() ? document_->game()->info().events : QList<Rules::EventSpec>();
  const int columns = std::max(1, width() - 2 * kMargin + 1);
  // Per row and pixel column, the kind shown there: the weightiest tone first (a kill is
  // never hidden behind parries), then the rarer kind.
  QList<int> totals(specs.size() + 1, 0);
  for (int turn = 0; turn < replay.frames.size(); ++turn)
    for (const Rules::Event& e : document_->frame(turn).events) {  // the shown side's events
      int index = 0;
      while (index < specs.size() && specs[index].type != e.type)
        ++index;
      ++totals[index];
    }
  const auto weight = [&](int index) {
    const Rules::EventTone tone = index < specs.size() ? specs[index].tone : Rules::EventTone::Neutral;
    return qint64(Debugger::EventColors::weight(tone)) * (qint64(1) << 40) - totals[index];
  };
  QList<int> shown(kMarkerRows * columns, -1);
  columnCounts_ = QList<int>(columns, 0);
  for (int turn = 0; turn < replay.frames.size(); ++turn) {
    const int column = std::clamp(xOfTurn(turn) - kMargin, 0, columns - 1);
    for (const Rules::Event& e : document_->frame(turn).events) {
      int index = 0;
      while (index < specs.size() && specs[index].type != e.type)
        ++index;
      ++columnCounts_[column];
      int& slot = shown[(index % kMarkerRows) * columns + column];
      if (slot < 0 || weight(index) > weight(slot))
        slot = index;
    }
  }
  markers_ = QImage(size() * devicePixelRatioF(), QImage::Format_ARGB32_Premultiplied);
  markers_.setDevicePixelRatio(devicePixelRatioF());
  markers_.fill(Qt::transparent);
  QPainter p(&markers_);
  p.setPen(Qt::NoPen);
  for (int row = 0; row < kMarkerRows; ++row)
    for (int column = 0; column < columns; ++column) {
      const int index = shown[row * columns + column];
      if (index < 0)
        continue;
      p.setBrush(colorForEvent(index < specs.size() ? specs[index].tone : Rules::EventTone::Neutral, index));
      p.drawRect(QRect(kMargin + column - 1, kEventsTop + row * kMarkerHeight, 3, kMarkerHeight - 1));
    }
}

void TimelineSlider::drawSlowReplies(QPainter* painter)
{
  // Dots, not ticks or triangles: a bot's cost, not an event or a note. One per pixel
  // column and seat (a bot slow all match long would otherwise draw thousands).
  QList<int> lastX;
  painter->setPen(QPen(palette().color(QPalette::Shadow), 0.5));
  for (const SlowReplies::Reply& reply : std::as_const(slowReplies_)) {
    if (reply.seat >= lastX.size())
      lastX.resize(reply.seat + 1, -1);
    const int x = xOfTurn(reply.turn);
    if (lastX[reply.seat] == x)
      continue;
    lastX[reply.seat] = x;
    painter->setBrush(PlayerPalette::color(reply.seat));
    painter->drawEllipse(QPointF(x, kMargin + kSlowHeight / 2.0 - 1), 3, 3);
  }
}

int TimelineSlider::eventsInColumn(int x) const
{
  const int column = x - kMargin;
  return column >= 0 && column < columnCounts_.size() ? columnCounts_[column] : 0;
}

void TimelineSlider::setExtraMarkers(const QString& group, const QList<ExtraMarker>& markers)
{
  if (markers.isEmpty())
    extraMarkers_.remove(group);
  else
    extraMarkers_.insert(group, markers);
  update();
}

QList<TimelineSlider::ExtraMarker> TimelineSlider::extraMarkers() const
{
  QList<ExtraMarker> all;
  for (const auto& group : extraMarkers_)
    all += group;
  return all;
}

void TimelineSlider::mousePressEvent(QMouseEvent* event)
{
  if (event->button() == Qt::LeftButton)
    document_->setCurrentTurn(turnAt(int(event->position().x())));
}

void TimelineSlider::mouseMoveEvent(QMouseEvent* event)
{
  if (event->buttons() & Qt::LeftButton)
    document_->setCurrentTurn(turnAt(int(event->position().x())));
}

bool TimelineSlider::event(QEvent* event)
{
  // Events, names and notes come from the replay file.
  if (PlainText::showToolTip(this, event, [this](const QPoint& at) { return eventsText(turnAt(at.x())); }))
    return true;
  return QWidget::event(event);
}

}  // namespace Kibitz::App

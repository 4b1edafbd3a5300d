#pragma once

#include "widgets/slow_replies.h"

#include "core/game.h"

#include <QColor>
#include <QImage>
#include <QMap>
#include <QWidget>

class QPainter;

namespace Kibitz::App {

class ReplayDocument;

// The match as a horizontal track: a marker for every event (coloured by type), above
// them a dot on each turn where a bot's reply took over 80% of its limit (in the seat's
// colour), the current turn as a handle. Hovering a marker says what happened; clicking or dragging
// jumps there.
class TimelineSlider final : public QWidget {
  Q_OBJECT
public:
  explicit TimelineSlider(ReplayDocument* document, QWidget* parent = nullptr);
  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;
  // The turn under x (widget coordinates).
  int turnAt(int x) const;
  int xOfTurn(int turn) const;
  // The marker colour of an event kind: its tone's (EventSpec::tone), or for neutral kinds
  // a palette colour by the kind's index in the game's list.
  static QColor colorForEvent(Rules::EventTone tone, int index);
  // The tooltip text for a turn: its events, then the extra markers' tooltips.
  QString eventsText(int turn) const;

  // Markers added by features (notes...): drawn under the track, in their colour, with
  // their tooltip. Replaces the previous set of `group`.
  struct ExtraMarker {
    int turn = 0;
    QColor color;
    QString tooltip;
  };
  void setExtraMarkers(const QString& group, const QList<ExtraMarker>& markers);
  QList<ExtraMarker> extraMarkers() const;
  // The replies that took over 80% of their limit, as marked.
  QList<SlowReplies::Reply> slowReplies() const { return slowReplies_; }

protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  bool event(QEvent* event) override;

private:
  // The event markers, one per pixel column and row however many events fall there (a
  // long match would otherwise draw a solid bar), drawn once per replay, length and width.
  void renderEventMarkers();
  // How many events the pixel column of `x` holds (the tooltip says so when it is more
  // than the turn under the mouse shows).
  int eventsInColumn(int x) const;

  void drawSlowReplies(QPainter* painter);

  ReplayDocument* document_;
  QList<SlowReplies::Reply> slowReplies_;
  QMap<QString, QList<ExtraMarker>> extraMarkers_;
  QImage markers_;
  QList<int> columnCounts_;  // events per pixel column, from kMargin
  struct MarkersKey {
    const void* replay = nullptr;
    qsizetype frames = -1;
    int width = -1;
    int viewSeat = -1;  // ReplayDocument::viewSeat: whose events
    bool operator==(const MarkersKey&) const = default;
  } markersKey_;
};

}  // namespace Kibitz::App

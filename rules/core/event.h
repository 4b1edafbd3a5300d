#pragma once

#include <QJsonObject>
#include <QString>

namespace Kibitz::Rules {

// Something worth a timeline marker that happened during a turn (a touch, a death...).
// `type` is one of the ids the game declares in GameInfo::events.
struct Event {
  Event() = default;
  Event(QString type_, int player_, QString text_, QJsonObject data_ = {}, QString place_ = {})
      : type(std::move(type_)), player(player_), text(std::move(text_)), data(std::move(data_)), place(std::move(place_)) {}

  QString type;
  int player = -1;  // the player it concerns, or -1
  QString text;     // what happened, in the game's own words
  QJsonObject data; // what happened as values, for viewers (game-defined keys; may be empty)
  QString place;    // where on the board, as Place makes it (core/place.h); empty: nowhere
  bool operator==(const Event&) const = default;
};

}  // namespace Kibitz::Rules

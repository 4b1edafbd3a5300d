#pragma once

#include <QString>

namespace Kibitz::Rules {

// Something worth a timeline marker that happened during a turn (a touch, a death...).
// `type` is one of the ids the game declares in GameInfo::events.
struct Event {
  QString type;
  int player = -1;  // the player it concerns, or -1
  QString text;     // what happened, in the game's own words
  bool operator==(const Event&) const = default;
};

}  // namespace Kibitz::Rules

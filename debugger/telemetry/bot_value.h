#pragma once

#include <QString>

namespace Kibitz::Debugger {

// A number a bot reported during one turn with a `#kibitz value NAME NUMBER` line on its
// stderr (docs/bot-marks.md, "Values"): its own evaluation, its search depth...
struct BotValue {
  QString name;
  double value = 0;

  bool operator==(const BotValue& other) const = default;
};

// What a match's reports of one name came to, for the arena.
struct BotValueSummary {
  QString name;
  double last = 0;  // the last value reported
  double mean = 0;  // over the turns that reported it
  int turns = 0;    // turns that reported it

  bool operator==(const BotValueSummary& other) const = default;
};

}  // namespace Kibitz::Debugger

#pragma once

#include "replay/turn_profile.h"

#include <QList>
#include <QString>

namespace Kibitz::Debugger::ProfileCompare {

// A function's samples in two turns' profiles: `now` (the turn shown) and `then` (the turn
// compared with). Samples are about milliseconds of the bot's CPU time.
struct FunctionChange {
  QString name;
  qint64 selfNow = 0;
  qint64 selfThen = 0;
  qint64 totalNow = 0;
  qint64 totalThen = 0;
  qint64 totalChange() const { return totalNow - totalThen; }
  qint64 selfChange() const { return selfNow - selfThen; }
};

// Every function of either turn, what grew most first, then what shrank most last (by
// total samples, then self samples, then name).
QList<FunctionChange> functions(const TurnProfile& now, const TurnProfile& then);

}  // namespace Kibitz::Debugger::ProfileCompare

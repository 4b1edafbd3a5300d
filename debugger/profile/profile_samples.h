#pragma once

#include "replay/turn_profile.h"

#include <QList>
#include <QString>

namespace Kibitz::Debugger {

// Samples of a bot taken while a match ran, before they are cut by turn: `count` samples
// of `stack` (folded, root first) at `timeNs` on CLOCK_MONOTONIC. perf gives one chunk per
// sample; the Python wrapper one per stack and stretch between two reads of its input.
struct ProfileChunk {
  qint64 timeNs = 0;
  QString stack;
  qint64 count = 1;
};

// The profile of each window (in the order given): the chunks whose time falls in it.
// Chunks outside every window (the bot computing between turns, or starting up) count in
// no turn.
QList<TurnProfile> cutByExchange(QList<ProfileChunk> chunks, const QList<ExchangeWindow>& windows);

}  // namespace Kibitz::Debugger

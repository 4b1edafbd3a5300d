#pragma once

#include "replay/replay.h"

#include <QString>

namespace Kibitz::Debugger {

// A replay as a golden text file (tests/playthroughs/): for every turn what each acting
// player received and answered, the verdict, the bot's stderr, the events, the metrics
// and a digest of the state. Deterministic (no times, no dates), so that a change of
// behaviour shows as a diff in review. `command` is written as the first line: the
// kibitz-cli arguments that make it again.
QString playthroughText(const Replay& replay, const QString& command);

}  // namespace Kibitz::Debugger

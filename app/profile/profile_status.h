#pragma once

#include "replay/replay.h"

#include <QList>
#include <QString>

namespace Kibitz::App::ProfileStatus {

// The seats of `replay` whose bot was profiled.
QList<int> profiledSeats(const Debugger::Replay& replay);

// Why `seat` has no profile at `turn` of `replay` (empty when it has one): the match was
// not profiled (`live`: the profiles come when it ends), the seat does not play that turn,
// or the bot replied before a sample was taken.
QString whyNone(const Debugger::Replay& replay, int seat, int turn, bool live);

// A profile whose samples mostly have no function name: the warning (the CLI's words,
// ProfilerChecks::noSymbols), else empty.
QString symbolsWarning(const Debugger::Replay& replay, int seat, const Debugger::TurnProfile& profile);

// Whether a message the window showed is one of the profiler's refusals (perf missing, the
// kernel's paranoid level, the attach refused), in the current language.
bool isRefusal(const QString& message);

}  // namespace Kibitz::App::ProfileStatus

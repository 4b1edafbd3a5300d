#pragma once

#include "replay/replay.h"

namespace Kibitz::Fuzz {

// What holds for every replay Kibitz accepts (opened or imported): it validates, and it
// saves and opens again unchanged.
void checkAcceptedReplay(const Debugger::Replay& replay);

}  // namespace Kibitz::Fuzz

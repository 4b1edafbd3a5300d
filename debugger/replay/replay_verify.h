#pragma once

#include "replay/replay.h"

namespace Kibitz::Debugger {

struct VerifyResult {
  bool ok = false;
  int frame = -1;     // the first frame that differs, or -1
  QString message;    // what differs, or a summary when ok
};

// Re-runs the match from the recorded replies on the embedded engine and checks every
// stored frame (state, events, metrics, the verdict on each reply).
VerifyResult verifyReplay(const Replay& replay);

}  // namespace Kibitz::Debugger

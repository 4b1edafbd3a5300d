#pragma once

#include "match/participant.h"

#include <QString>

#include <memory>

namespace Kibitz::Debugger {

// Options for external bot processes.
struct ProcessOptions {
  bool noTimeLimit = false;  // for attaching a debugger: the match is then marked non-conforming
  int timeLimitOverrideMs = 0;  // > 0: replaces the game's per-turn limit
};

// An external bot: `command` is split into words like a shell would (no shell runs it).
std::unique_ptr<Participant> makeProcessParticipant(const QString& command, QString* error,
                                                    const ProcessOptions& options = {});

}  // namespace Kibitz::Debugger

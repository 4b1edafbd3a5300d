#pragma once

#include "match/process_options.h"

namespace Kibitz::Debugger::SandboxPolicy {

// Whether every external bot, its build and its name probe must run in the sandbox,
// whatever the request that starts it says. The window sets it from Tools > Sandbox
// Untrusted Bots; it is read where every external bot is made (makeExternalParticipant)
// and built (CoursePlayerBuild), so that no path that builds a match, re-runs a bot or
// plays one again can forget the sandbox the user turned on.
void setRequired(bool required);
bool required();

// `options` with the sandbox on when it is required.
ProcessOptions applied(ProcessOptions options);

}  // namespace Kibitz::Debugger::SandboxPolicy

#pragma once

#include "match/match_request.h"
#include "match/match_runner.h"

#include <memory>

namespace Kibitz::Debugger::ExternalMatchBuilder {

// MatchBuilder's branch for a request with a referee (MatchRequest::referee): the seats
// are external bots (cmd:, eda:) made like every external bot (makeExternalParticipant:
// sandbox policy, limits), the referee is started under the same ProcessOptions, and the
// runner's turns are played by the dialect's driver. Null with an error naming the problem.
std::unique_ptr<MatchRunner> build(const MatchRequest& request, QString* error);

}  // namespace Kibitz::Debugger::ExternalMatchBuilder

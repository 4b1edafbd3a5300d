#include "arena/match_job.h"

namespace Kibitz::Debugger::Arena {

MatchRequest MatchJob::request(bool recordFrames) const
{
  MatchRequest request;
  request.gameId = gameId;
  request.seed = seed;
  request.parameters = parameters;
  for (const JobSeat& seat : seats) {
    request.bots << seat.bot;
    request.names << seat.name;
  }
  request.processOptions.timeLimitOverrideMs = timeLimitMs;
  request.processOptions.noTimeLimit = noTimeLimit;
  request.processOptions.sandbox = sandbox;
  request.processOptions.sharedCores = sharedCores;
  request.recordFrames = recordFrames;
  request.referee = referee;
  return request;
}

}  // namespace Kibitz::Debugger::Arena

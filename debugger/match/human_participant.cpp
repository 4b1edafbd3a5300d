#include "match/human_participant.h"

#include "core/state.h"

namespace Kibitz::Debugger {

HumanParticipant::HumanParticipant()
{
  thinking_.start();
}

Rules::Move HumanParticipant::request(const Rules::State& state, int player, PlayerExchange* exchange)
{
  const Rules::Move move = state.parseReply(player, {reply_});
  if (exchange) {
    exchange->player = player;
    exchange->input = state.observation(player);
    exchange->output = {reply_};
    exchange->limitMs = state.timeLimitMs(player);
    exchange->timeMs = double(thinking_.restart());
    recordVerdict(move, exchange);
  }
  reply_.clear();
  return move;
}

}  // namespace Kibitz::Debugger

#include "match/human_participant.h"

#include "match/human_seat.h"

#include "core/state.h"

namespace Kibitz::Debugger {

HumanParticipant::HumanParticipant()
{
  thinking_.start();
}

HumanParticipant::HumanParticipant(std::shared_ptr<HumanSeat> seat) : seat_(std::move(seat))
{
  thinking_.start();
}

HumanParticipant::~HumanParticipant() = default;

Rules::Move HumanParticipant::request(const Rules::State& state, int player, PlayerExchange* exchange)
{
  QStringList lines{reply_};
  Rules::Move move;
  if (seat_) {
    thinking_.restart();  // the person's time starts with the question
    std::optional<QStringList> answer = seat_->waitForAnswer(state, state.turn() + 1);
    lines = answer.value_or(QStringList());
    const QString why = seat_->hasResigned() ? QStringLiteral("player %1 resigned").arg(player)
                                             : QStringLiteral("the match was stopped before player %1 answered").arg(player);
    move = answer ? state.parseReply(player, lines) : Rules::Move::failed(Rules::Move::Status::Timeout, why);
  } else {
    move = state.parseReply(player, lines);
  }
  if (exchange) {
    exchange->player = player;
    exchange->input = state.observation(player);
    exchange->output = lines;
    exchange->limitMs = seat_ ? 0 : state.timeLimitMs(player);  // a person has no time limit
    exchange->timeMs = double(thinking_.restart());
    recordVerdict(move, exchange);
  }
  reply_.clear();
  return move;
}

}  // namespace Kibitz::Debugger

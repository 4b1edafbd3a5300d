#pragma once

#include "match/participant.h"

#include <QElapsedTimer>
#include <QString>

#include <memory>

namespace Kibitz::Debugger {

class HumanSeat;

// A seat played by a person through the window, recorded like a bot's: its reply lines
// in the game's bot protocol, judged by State::parseReply, with the time the person took
// and no time limit (limitMs 0). Two ways to get the reply:
// - with a HumanSeat (the "human" bot spec, MatchBuilder): request() waits on the match's
//   thread until the window answers the seat, or it is closed (then the move fails as a
//   timeout: "player N resigned" after HumanSeat::resign());
// - without (the dominoes dialog, which steps its match itself): the window sets the line
//   with setReply() before stepping the match.
class HumanParticipant final : public Participant {
public:
  HumanParticipant();
  explicit HumanParticipant(std::shared_ptr<HumanSeat> seat);
  ~HumanParticipant() override;
  // The line the next request() answers with (without a seat).
  void setReply(const QString& line) { reply_ = line; }
  Rules::Move request(const Rules::State& state, int player, PlayerExchange* exchange) override;
  // The seat the window answers, or null.
  const std::shared_ptr<HumanSeat>& seat() const { return seat_; }

private:
  std::shared_ptr<HumanSeat> seat_;
  QString reply_;
  QElapsedTimer thinking_;
};

}  // namespace Kibitz::Debugger

#pragma once

#include "match/participant.h"

#include <QElapsedTimer>
#include <QString>

namespace Kibitz::Debugger {

// A seat played by a person through the window: the window gives the reply line
// (setReply) and then steps the match, which asks this participant like any bot. The
// reply is recorded as the person typed it, with the time they took to think since their
// previous reply (or since the match started), like a bot's answer time.
class HumanParticipant final : public Participant {
public:
  HumanParticipant();
  // The line the next request() answers with.
  void setReply(const QString& line) { reply_ = line; }
  Rules::Move request(const Rules::State& state, int player, PlayerExchange* exchange) override;

private:
  QString reply_;
  QElapsedTimer thinking_;
};

}  // namespace Kibitz::Debugger

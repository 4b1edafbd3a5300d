#pragma once

#include "dominoes/dominoes_position.h"
#include "match/match_runner.h"

#include <memory>

namespace Kibitz::Rules::Dominoes {
class DominoesState;
}

namespace Kibitz::Debugger {
class HumanParticipant;
}

namespace Kibitz::App {

// One morgan2 game played by a person, on the engine: every action is a protocol line
// ("REVEAL 3", "PLACE 3 17", "QUIT") judged by State::parseReply, so a refused action
// carries the engine's own reason and changes nothing, and an accepted one is played by
// the match runner (built by MatchBuilder like any match, the seat a HumanParticipant)
// and recorded like a bot's reply (seat bot "human").
class DominoesHumanGame {
public:
  // A new game dealt from `seed` (the engine keeps its low 32 bits, like srand()).
  // Null with `error` set when this build has no dominoes game.
  static std::unique_ptr<DominoesHumanGame> start(uint64_t seed, const QString& playerName, QString* error);
  ~DominoesHumanGame();

  const DominoesPosition& position() const { return position_; }
  uint64_t seed() const;
  bool isOver() const;
  int turn() const;
  // Plays `line`; returns an empty string when it was applied, else why it was refused.
  QString play(const QString& line);
  // The cells where the domino in `slot` may go, as the engine judges PLACE slot cell.
  DominoesPosition::Mask legalCells(int slot) const;
  // The events of the last applied action ("revealed pattern 13 ...").
  QStringList lastEventTexts() const;
  QString resultText() const;
  // The game so far as a replay (result set; complete once the game is over).
  Debugger::Replay replay() const;

private:
  DominoesHumanGame(std::unique_ptr<Debugger::MatchRunner> runner, Debugger::HumanParticipant* human);
  const Rules::Dominoes::DominoesState& state() const;

  std::unique_ptr<Debugger::MatchRunner> runner_;
  Debugger::HumanParticipant* human_;  // the runner's seat 0
  DominoesPosition position_;          // of the runner's state, after every applied action
};

}  // namespace Kibitz::App

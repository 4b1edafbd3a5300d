#pragma once

#include "external/external_game.h"
#include "external/external_state.h"
#include "external/external_turn.h"
#include "external/referee_process.h"
#include "match/turn_source.h"

#include "core/match_setup.h"

#include <memory>

namespace Kibitz::Debugger {

// What both dialects share (cg_match.h, brutaltester_match.h): the referee process, the
// state the runner shows, the turn being gathered, and how a match ends, normally or
// because the referee broke the protocol (then the frames so far are kept and the result
// says what the referee sent).
class ExternalMatch : public TurnSource {
public:
  static constexpr int kMaxFrames = 100'000;

  ExternalMatch(std::unique_ptr<ExternalGame> game, const Rules::MatchSetup& setup,
                std::unique_ptr<RefereeProcess> referee);
  ~ExternalMatch() override;

  const ExternalGame& game() const { return *game_; }
  const Rules::State& state() const override { return state_; }
  bool isOver() const override { return over_; }
  void finish(MatchRunner& runner) override;

protected:
  // Records the gathered turn as the next frame.
  void recordFrame(MatchRunner& runner);
  // Asks `seat` the referee's question; the exchange joins the turn being gathered.
  PlayerExchange* askSeat(MatchRunner& runner, int seat, const QString& input, int expectedLines, int limitMs);
  // Ends the match with its ranking (higher is better) and a line for humans.
  void endWithRanking(const QList<double>& returns, const QString& detail);
  // Ends the match early: the referee broke the protocol, stopped, or a bot lost the match.
  void endWithError(MatchRunner& runner, const QString& message);
  // The referee's stderr since the last look, into the turn's log.
  void takeRefereeStderr();
  int numPlayers() const { return setup_.numPlayers(); }
  // "line 12 '[[VIEW] x]'": the line just read, for messages.
  QString lastLineText(const QString& line) const;

  std::unique_ptr<ExternalGame> game_;
  Rules::MatchSetup setup_;
  std::unique_ptr<RefereeProcess> referee_;
  ExternalState state_;
  ExternalTurn turn_;
  QStringList lastInputs_;
  QStringList lastReplies_;
  int frames_ = 0;
  bool over_ = false;
  bool complete_ = false;
  QString resultText_;
  QList<double> returns_;
};

}  // namespace Kibitz::Debugger

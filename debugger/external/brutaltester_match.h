#pragma once

#include "external/external_match.h"
#include "external/external_referee.h"

namespace Kibitz::Debugger {

// A match with a referee speaking the old cg-brutaltester dialect (docs/external-games.md):
// Kibitz sends `###Start N` (and `###Seed S` where the referee wants it); the referee
// sends `###Input k` and the lines for player k up to its next `###` line, `###Output k n`
// to have n lines read from player k, `###Error k TEXT`, `###Kibitz JSON` (tier 1), and
// `###End g1 g2 ...` (ranking groups, best first). Any other line is its log, never fatal.
// A round of `###Output`s (until a player is asked again) is a frame.
//
// The protocol has no time limit: Kibitz enforces its own (the ProcessOptions override,
// else kFirstTurnMs then kTurnMs); a bot that misses it or crashes loses the match and
// the referee is ended, and the result says so.
class BrutaltesterMatch final : public ExternalMatch {
public:
  static constexpr int kFirstTurnMs = 1000;
  static constexpr int kTurnMs = 150;
  static constexpr qsizetype kMaxInputBytes = qsizetype(4) << 20;  // the input gathered for one reply

  BrutaltesterMatch(std::unique_ptr<ExternalGame> game, const Rules::MatchSetup& setup,
                    std::unique_ptr<RefereeProcess> referee, ExternalReferee::SeedLine seedLine, int limitOverrideMs);

  void playTurn(MatchRunner& runner) override;

private:
  // Handles one line; false when the match ended or a frame is complete.
  bool handle(MatchRunner& runner, const QString& line);
  bool output(MatchRunner& runner, const QString& line, const QStringList& words);
  void end(const QStringList& groups);
  void error(MatchRunner& runner, const QString& rest);

  ExternalReferee::SeedLine seedLine_;
  int limitOverrideMs_;
  bool started_ = false;
  int inputFor_ = -1;          // the player the lines go to after `###Input k`, or -1
  QStringList inputs_;         // gathered per player, sent with the next `###Output`
  QList<bool> answered_;       // players asked in the round being gathered
  QList<bool> askedBefore_;    // for the first reply's longer limit
  std::optional<QString> heldLine_;  // an `###Output` that opens the next frame
};

}  // namespace Kibitz::Debugger

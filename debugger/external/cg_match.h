#pragma once

#include "external/external_match.h"

#include <QMap>

namespace Kibitz::Debugger {

// A match with a referee speaking the `cg` dialect (CodinGame's SDK protocol, as its
// servers drive `com.codingame.gameengine.core.RefereeMain`; docs/external-games.md).
// Kibitz sends INIT, then GET_GAME_INFO before each of the referee's frames and
// SET_PLAYER_OUTPUT or SET_PLAYER_TIMEOUT after each NEXT_PLAYER_INFO; a KEY_FRAME is a
// frame of the replay, the exchanges since the previous one are its exchanges, TOOLTIPs
// its events, SUMMARY its log, SCORES the result.
class CgMatch final : public ExternalMatch {
public:
  // The most one command may hold (the SDK's own viewer quota is 1 MiB for a whole match).
  static constexpr qsizetype kMaxCommandBytes = qsizetype(16) << 20;

  CgMatch(std::unique_ptr<ExternalGame> game, const Rules::MatchSetup& setup, std::unique_ptr<RefereeProcess> referee,
          const QMap<QString, QString>& parameters);

  void playTurn(MatchRunner& runner) override;

private:
  struct Round;
  // One GET_GAME_INFO: the referee's commands until its frame is complete; false when the
  // match ended on a protocol break.
  bool readRound(MatchRunner& runner, Round* round);
  bool handle(MatchRunner& runner, const QString& name, const QStringList& lines, const QString& headerLine,
              Round* round);

  bool initSent_ = false;
  bool monitoring_ = false;  // the referee sent MONITORING: outputs start with the time taken
  QStringList initLines_;
};

}  // namespace Kibitz::Debugger

// § numbers: the Rules reference of docs/games/orkisland.md.
#pragma once

#include "core/replay_format.h"

#include <memory>
#include <span>
#include <vector>

namespace Kibitz::Rules {
class Game;
}

namespace Kibitz::Rules::OrkIsland {

class OrkIslandState;

// Every state of a native log exactly as written (no re-simulation).
struct LogStates {
  MatchSetup setup;                                    // settings, seed and names of the header
  std::vector<std::unique_ptr<OrkIslandState>> states;  // state r is states[r]
  bool truncated = false;                              // the file ended inside a block
};

// The original engine's log (docs/games/orkisland.md §13), the input of its web viewer.
// Export is byte-exact. A log lists only the moves that succeeded (§13.3), not what the
// players requested, so import reconstructs requests that make the engine reproduce
// every logged state (reconstructRequests); from the first round for which none are
// found within the search budget, the import carries the logged states as they are
// (ImportedMatch::recordedStates).
class LogFormat final : public ReplayFormat {
public:
  explicit LogFormat(const Game& game) : game_(game) {}
  QString id() const override { return QStringLiteral("orkisland-log"); }
  QString description() const override;
  bool sniff(const QByteArray& head) const override;
  bool canExport() const override { return true; }
  std::optional<ImportedMatch> importMatch(const QByteArray& data, QString* error) const override;
  std::optional<QByteArray> exportMatch(const ExportInput& input, QString* error) const override;

  // Parses a whole log: the header, then every complete state (a truncated log stops at
  // its last complete state). Checks that every state repeats state 0's map.
  std::optional<LogStates> readStates(const QByteArray& data, QString* error) const;

private:
  const Game& game_;
};

// The rules snapshot check of a logged round (golden README, use 3): replays the commands
// block of `after` on `before`, allowing for the deaths a log does not list (lost
// attacks, exhaustion), checks every respawn cell, then recomputes owners and scores.
// Empty when `after` follows from `before` by the rules, else what breaks them.
QString checkLoggedRound(const OrkIslandState& before, const OrkIslandState& after);

// The log of consecutive states (frames[0] is round 0; each later frame holds the
// commands block that led to it). Frames of an aborted round are left out (§16 row 4).
QByteArray writeLog(std::span<const OrkIslandState* const> frames, const QStringList& names);

}  // namespace Kibitz::Rules::OrkIsland

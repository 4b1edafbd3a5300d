// § numbers: the Rules reference of docs/games/orkisland.md.
#pragma once

#include "core/state.h"
#include "orkisland/orkisland_board.h"
#include "orkisland/orkisland_random.h"

#include <QJsonObject>
#include <QStringList>

#include <array>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace Kibitz::Rules::OrkIsland {

struct Config;

struct Unit {
  int owner = 0;
  int i = 0;
  int j = 0;
  int health = 0;
  bool operator==(const Unit&) const = default;
};

// One executed (logged) command: a unit and the direction it moved in.
struct ExecutedMove {
  int unit = 0;
  int dir = 0;
  bool operator==(const ExecutedMove&) const = default;
};

// Everything that changes during a match: what one state block of the log shows, plus
// the commands block that led to it.
struct Snapshot {
  int round = 0;
  std::vector<Unit> units;
  std::vector<int> cityOwners;
  std::vector<int> pathOwners;
  std::array<int64_t, kNumPlayers> scores{};
  std::array<int, kNumPlayers> status{};  // 0 live, -1 dead (§14.2)
  std::vector<ExecutedMove> executed;     // the commands block before this state
  bool operator==(const Snapshot&) const = default;
};

// An OrkIsland position (docs/games/orkisland.md). A move's words are (unit, direction)
// pairs, one per execute() call in issue order; directions outside 0..4 are kept (and
// filtered).
class OrkIslandState final : public State {
public:
  OrkIslandState(const Game& game, std::shared_ptr<const Board> board, const Settings& settings, QStringList names,
                 int64_t seed, int timeLimitMs);

  // Round 0 of a match: the map (generated from the seed, or the FIXED one), then the
  // initial spawn. Null with `error` when generation or spawning fails.
  static std::unique_ptr<OrkIslandState> create(const Game& game, const Config& config, int64_t seed, QStringList names,
                                                int timeLimitMs, int maxGeneratorAttempts, QString* error);
  static std::unique_ptr<OrkIslandState> fromJson(const Game& game, const QStringList& names, const QJsonObject& json,
                                                  QString* error);
  // Only the units of a state written by toJson(), without restoring the rest (a viewer's
  // trails read many past turns); empty when the JSON holds none.
  static std::vector<Unit> unitsInJson(const QJsonObject& json);

  std::unique_ptr<State> clone() const override;
  bool isTerminal() const override { return s_.round >= settings_.nbRounds || !abortError_.isEmpty(); }
  PlayerSet actingPlayers() const override;
  QString observation(int player) const override;
  int timeLimitMs(int) const override { return timeLimitMs_; }
  bool replyComplete(int player, const QStringList& lines) const override;
  Move parseReply(int player, const QStringList& lines) const override;
  QStringList formatMove(int player, const Move& move) const override;
  QList<double> returns() const override;
  QString resultText(const QStringList& playerNames) const override;
  double metric(int metricIndex, int player) const override;
  QJsonObject toJson() const override;

  const Board& board() const { return *board_; }
  std::shared_ptr<const Board> sharedBoard() const { return board_; }
  const Settings& settings() const { return settings_; }
  const QStringList& names() const { return names_; }
  int64_t seed() const { return seed_; }
  const Snapshot& snapshot() const { return s_; }
  // Replaces the dynamic part (used by the log importer); false if it does not fit the board.
  bool setSnapshot(Snapshot snapshot, QString* error);
  int round() const { return s_.round; }
  const std::vector<Unit>& units() const { return s_.units; }
  const Unit& unit(int id) const { return s_.units[size_t(id)]; }
  int unitAt(int i, int j) const { return unitAt_[size_t(board_->index(i, j))]; }
  int cityOwner(int city) const { return s_.cityOwners[size_t(city)]; }
  int pathOwner(int path) const { return s_.pathOwners[size_t(path)]; }
  int64_t totalScore(int player) const { return s_.scores[size_t(player)]; }
  bool alive(int player) const { return s_.status[size_t(player)] == 0; }
  // The units `player` owns, ascending (the original's orks(pl)).
  std::vector<int> orks(int player) const;
  uint32_t rngState() const { return rng_.state(); }
  // Set when a respawn found no free cell (§16 row 4): the match stopped after the last
  // complete state, and this state is not part of the log.
  const QString& abortError() const { return abortError_; }
  // Engine-log warnings of the last applyMoves() (§8, §16 row 3), in the original's words.
  const QStringList& lastWarnings() const { return warnings_; }
  // The same, as the engine log places them (§12): issued during a player's play
  // (duplicates, the command limit), and issued while filtering (and a fatal error).
  const QStringList& lastPlayerWarnings(int player) const { return playerWarnings_[size_t(player)]; }
  const QStringList& lastFilterWarnings() const { return filterWarnings_; }

  // §11 for the units where they stand now: updates owners and adds this round's points
  // (applyMoves() calls it after respawning; the log checker uses it alone).
  void scoreRound();

  // The state block (§13.2), from its two leading empty lines to its final empty line.
  void appendStateBlock(std::string& out) const;
  // The commands block that precedes this state in the log (§13.3).
  void appendCommandsBlock(std::string& out) const;
  // What a bot receives once before its first state (§14.2).
  std::string setupBlock(int player) const;

protected:
  void doApplyMoves(std::span<const Move> moves) override;

private:
  void placeUnit(int id, int i, int j);
  bool spawn(const std::vector<int>& ids);
  // lastWarnings(): the players' warnings in player order, then the filter's.
  void collectWarnings();

  std::shared_ptr<const Board> board_;
  Settings settings_;
  QJsonObject settingsJson_;  // settings_ as state JSON writes them
  QStringList names_;
  int64_t seed_ = 0;
  int timeLimitMs_ = 1000;
  EngineRandom rng_;
  Snapshot s_;
  std::vector<int> unitAt_;  // unit id per cell, -1 when empty
  std::array<QString, kNumPlayers> deathReason_;
  QString abortError_;
  QStringList warnings_;
  // observation() of this state after round 0 (the same for every player); cleared by
  // every public mutator. Not thread-safe, like the rest of a State.
  mutable QString stateBlockCache_;
  std::array<QStringList, kNumPlayers> playerWarnings_;
  QStringList filterWarnings_;
};

}  // namespace Kibitz::Rules::OrkIsland

// § numbers: the Rules reference of docs/games/fencing.md.
#pragma once

#include "core/state.h"
#include "fencing/fencing_actions.h"

#include <QList>
#include <QStringList>

#include <array>

namespace Kibitz::Rules::Fencing {

constexpr int kPisteMin = 0;
constexpr int kPisteMax = 500;
constexpr int kSpawnA = 200;
constexpr int kSpawnB = 300;
constexpr int kStartEnergy = 20;
constexpr int kDrugLimit = 7;
constexpr int kTargetScore = 20;
constexpr int kMaxTurns = 200;
constexpr int kFirstTurnLimitMs = 1000;
constexpr int kTurnLimitMs = 50;

// One fencer (docs/games/fencing.md §3). Skills are added to signed moves (§4.2).
struct Fencer {
  int position = 0;
  int energy = kStartEnergy;
  int energyMax = kStartEnergy;
  int score = 0;
  QList<Action> drugs;
  int breakSkill = 0;
  int walkSkill = 0;
  int doubleWalkSkill = 0;
  int retreatSkill = 0;
  int doubleRetreatSkill = 0;
  int lungeDistanceSkill = 0;
  int parryDistanceSkill = 0;  // never changes (PARRY_DRUG has no effect)
  bool touched = false;
  bool cheater = false;
  bool active = true;
  Action lastAction = Action::Suppress;  // what it played in the last play turn (view only)
  QString deactivation;                  // why it was deactivated, if it was (the referee's words)
  bool crashed = false;                  // deactivated because its bot crashed (the referee says "timeout!")

  int skill(Skill which) const;
  int* skillSlot(Skill which);  // null for Skill::None
  bool operator==(const Fencer&) const = default;
};

class FencingState final : public State {
public:
  FencingState(const Game& game, int league, QStringList names);

  std::unique_ptr<State> clone() const override;
  bool isTerminal() const override { return over_ || turn() >= kMaxTurns; }
  PlayerSet actingPlayers() const override;
  QString observation(int player) const override;
  int timeLimitMs(int player) const override;
  Move parseReply(int player, const QStringList& lines) const override;
  QStringList formatMove(int player, const Move& move) const override;
  QList<double> returns() const override;
  QString resultText(const QStringList& playerNames) const override;
  double metric(int metricIndex, int player) const override;
  QJsonObject toJson() const override;
  static std::unique_ptr<FencingState> fromJson(const Game& game, const QStringList& names,
                                                const QJsonObject& json, QString* error);

  const Fencer& fencer(int player) const { return fencers_[size_t(player)]; }
  Fencer& fencer(int player) { return fencers_[size_t(player)]; }
  int league() const { return league_; }
  bool restartPending() const { return restart_; }
  // Orientation of a player: A faces +1, B faces -1.
  static int orientation(int player) { return player == 0 ? 1 : -1; }
  // A fencer's position as `viewer` sees it (B sees the piste mirrored, §5).
  int positionSeenBy(int player, int viewer) const;
  // How far ahead of `player` a lunge reaches now: the lunge distance plus its skill (§4.2).
  int lungeReach(int player) const;
  // The 12 integers of §9.1 for `player` as seen by `viewer`.
  QString fencerLine(int player, int viewer) const;

protected:
  void doApplyMoves(std::span<const Move> moves) override;

private:
  void playTick(Action a, Action b);
  void respawn();
  bool isTouched(int striker, int defender, const std::array<Action, 2>& actions);
  void endCheck();
  void deactivate(int player, const QString& reason);
  QString name(int player) const;

  int league_;
  QStringList names_;
  std::array<Fencer, 2> fencers_;
  bool restart_ = false;
  bool over_ = false;
};

}  // namespace Kibitz::Rules::Fencing

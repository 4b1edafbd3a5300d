// § numbers: the Rules reference of docs/games/angelempire.md.
#pragma once

#include "angelempire/angelempire_board.h"
#include "angelempire/angelempire_cpu.h"
#include "angelempire/angelempire_protocol.h"
#include "angelempire/angelempire_random.h"
#include "angelempire/angelempire_scenario.h"
#include "core/state.h"

#include <QList>
#include <QStringList>

#include <vector>

namespace Kibitz::Rules::AngelEmpire {

// The parameters of §8 (all amounts fit in 32 bits with these ranges).
struct Settings {
  int battles = 10;
  int turns = 50;
  int budget = 1000;      // Player budget of battle 1
  int allowance = 1000;   // basic allowance of every later battle
  int cpuBudget = 1000;   // CPU budget of battle 1
  int cpuIncrease = 300;  // CPU budget increase per battle
  int timeLimitMs = 30000;
  bool operator==(const Settings&) const = default;
};

// Which request the Player must answer next.
enum class Stage {
  Build,    // BUILD: the army of the current battle
  Command,  // a TURN block of the Player phase
  Over,     // the campaign is finished
};

enum class BattleEnd { CpuWipedOut, PlayerWipedOut, TurnLimit, Error, EmptyArmy, Crashed };
QString battleEndName(BattleEnd reason);

// What a finished battle produced (§9 per-battle series).
struct BattleResult {
  int score = 0;           // score_k (0 after an error)
  int killCredit = 0;      // CPU units killed, price / 2 each
  int survivorCredit = 0;  // Player units alive at the end, price / 2 each
  int money = 0;           // money_k
  int leftover = 0;        // leftover_k
  int cpuBudget = 0;
  BattleEnd reason = BattleEnd::TurnLimit;
  bool operator==(const BattleResult&) const = default;
};

// The whole campaign (docs/games/angelempire.md §5): one Kibitz turn per Player decision
// (an army or a command); the CPU phases, battle ends and battle starts run inside
// applyMoves().
class AngelEmpireState final : public State {
public:
  AngelEmpireState(const Game& game, const Settings& settings, const Scenario& scenario, uint64_t seed,
                   QString playerName);

  std::unique_ptr<State> clone() const override;
  bool isTerminal() const override { return stage_ == Stage::Over; }
  PlayerSet actingPlayers() const override;
  QString observation(int player) const override;
  QString finalMessage(int player) const override;
  int timeLimitMs(int) const override { return settings_.timeLimitMs; }
  Move parseReply(int player, const QStringList& lines) const override;
  QStringList formatMove(int player, const Move& move) const override;
  QList<double> returns() const override;
  QString resultText(const QStringList& playerNames) const override;
  double metric(int metricIndex, int player) const override;
  QJsonObject toJson() const override;
  static std::unique_ptr<AngelEmpireState> fromJson(const Game& game, const Settings& settings, uint64_t seed,
                                                    QString playerName, const QJsonObject& json, QString* error);

  // Checks a command against the current request and map (§5.2 step 3, §5.3): Success, or
  // the error code with an explanation in `why`.
  ErrorCode check(const Command& command, QString* why) const;

  const Settings& settings() const { return settings_; }
  Stage stage() const { return stage_; }
  const Board& board() const { return board_; }
  int battle() const { return battle_; }
  int battleTurn() const { return turn_; }  // g_nTurn (0 while the army is being built)
  int money() const { return money_; }      // money_k
  int leftover() const { return leftover_; }
  int killCredit() const { return killCredit_; }
  int cpuBudget() const { return cpuBudget_; }
  const std::vector<BattleResult>& results() const { return results_; }
  // The CPU army of the current battle: bought at its start, deployed with the Player's.
  const std::vector<Placement>& cpuArmy() const { return cpuArmy_; }
  int total() const;  // sum of the finished battles' scores
  bool crashed() const { return crashed_; }

protected:
  void doApplyMoves(std::span<const Move> moves) override;

private:
  void startBattle(int k, int money);
  void endBattle(BattleEnd reason);
  void failBattle(const QString& code, const QString& why);
  void buyArmy(const Command& command);
  void playCommand(const Command& command);
  void cpuPhase();
  // Credits and events of an attack by `side`; returns true when the battle ended.
  bool afterAttack(const AttackOutcome& outcome, int side);
  bool checkWipeOut();
  QString where() const;

  Settings settings_;
  Scenario scenario_;
  QString playerName_;
  EngineRandom random_;
  Stage stage_ = Stage::Build;
  int battle_ = 1;
  int turn_ = 0;
  Board board_;
  std::vector<Placement> cpuArmy_;  // bought at battle start, deployed with the Player's army
  int money_ = 0;
  int leftover_ = 0;
  int killCredit_ = 0;
  int cpuUnspent_ = 0;
  int cpuBudget_ = 0;
  int cpuValueLost_ = 0;
  int cpuScore_ = 0;  // 50 % of the Player units the CPU killed (shown only)
  std::vector<BattleResult> results_;
  bool crashed_ = false;
  QString pending_;  // notifications (header, ERROR, BATTLE_END, GAME_END) not yet sent
};

}  // namespace Kibitz::Rules::AngelEmpire

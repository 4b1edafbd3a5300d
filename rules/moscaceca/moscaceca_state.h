// § numbers: the Rules reference of docs/games/moscaceca.md.
#pragma once

#include "core/state.h"
#include "moscaceca/moscaceca_config.h"
#include "moscaceca/moscaceca_random.h"
#include "moscaceca/moscaceca_types.h"

#include <QList>
#include <QStringList>

#include <array>
#include <optional>
#include <vector>

namespace Kibitz::Rules::MoscaCeca {

// One agent [agente]. A switched-off agent keeps its last cell for the record but is
// no longer on the board (§3.8).
struct Agent {
  int row = 0;
  int col = 0;
  int energy = kMaxEnergy;
  int cloth = 0;
  bool on = true;
  Outcome result = Outcome::None;  // of its previous decision, for its next view
  bool operator==(const Agent&) const = default;
};

// What the state tracks per player besides its agents: the bot's connection (§3.7)
// and the cumulative counters of §7.
struct PlayerRecord {
  bool viewed = false;            // has received its first view (header sent, §5.2)
  int consecutiveTimeouts = 0;
  bool disconnected = false;
  std::array<int, kErrorKindCount> errors{};
  int attacks = 0;
  int hits = 0;
  qint64 clothDestroyed = 0;      // by its attacks
  qint64 clothLost = 0;           // to attacks on its agents
  bool operator==(const PlayerRecord&) const = default;
};

// Mosca Ceca (docs/games/moscaceca.md). One Kibitz turn is one agent decision: the agents
// act one at a time in a seeded random order drawn at the start of every game turn (§3.4),
// so actingPlayers() is the owner of the agent deciding. turn() counts decisions;
// gameTurn() is the game's turn t.
class MoscaCecaState final : public State {
public:
  MoscaCecaState(const Game& game, const Config& config, QStringList names);
  // A new match: generation (§3.3), then the order of turn 1.
  static std::unique_ptr<MoscaCecaState> generate(const Game& game, const Config& config, QStringList names,
                                                   int64_t seed);

  std::unique_ptr<State> clone() const override;
  bool isTerminal() const override { return over_; }
  PlayerSet actingPlayers() const override;
  // The acting player's input: the header before its first view (§5.2), then the view
  // of the agent deciding (§5.3). Empty for any other player.
  QString observation(int player) const override;
  // `END <rank> <territory>` once the match is over; empty for a disconnected bot (§3.7).
  QString finalMessage(int player) const override;
  int timeLimitMs(int player) const override;
  Move parseReply(int player, const QStringList& lines) const override;
  QStringList formatMove(int player, const Move& move) const override;
  // Per player: the number of players ranked strictly below it (§3.9).
  QList<double> returns() const override;
  QString resultText(const QStringList& playerNames) const override;
  double metric(int metricIndex, int player) const override;
  QJsonObject toJson() const override;
  // The header and each of its agents' views, decoded from the text its bot is sent
  // (moscaceca_seat_view.cpp); a switched-off agent's is empty (§3.8).
  QJsonObject seatView(int player) const override;
  static std::unique_ptr<MoscaCecaState> fromJson(const Game& game, const QStringList& names,
                                                  const QJsonObject& json, QString* error);

  // The runner's side of §3.9: the wall-clock limit expired; the match ends at the end
  // of the game turn in progress.
  void setWallClockExpired();
  qint64 wallClockLimitMs() const override { return qint64(config_.wallClockSeconds) * 1000; }
  void wallClockExpired() override { setWallClockExpired(); }
  bool wallClockExpired() const { return wallClockExpired_; }

  const Config& config() const { return config_; }
  int boardSize() const { return config_.boardSize; }
  bool onBoard(int row, int col) const { return row >= 0 && col >= 0 && row < boardSize() && col < boardSize(); }
  const Cell& cell(int row, int col) const { return cells_[size_t(row * boardSize() + col)]; }
  // The agent standing on (row, col), or -1 (switched-off agents stand nowhere).
  int agentAt(int row, int col) const { return agentAt_[size_t(row * boardSize() + col)]; }
  const Agent& agent(int id) const { return agents_[size_t(id)]; }
  int agentCount() const { return int(agents_.size()); }
  const PlayerRecord& record(int player) const { return records_[size_t(player)]; }
  bool isDisconnected(int player) const { return records_[size_t(player)].disconnected; }
  const EngineRandom& rng() const { return rng_; }

  int gameTurn() const { return turn_; }
  const std::vector<int>& order() const { return order_; }
  // The agent whose decision this Kibitz turn asks for, or -1 when the match is over.
  int currentAgent() const { return over_ ? -1 : order_[size_t(orderIndex_)]; }
  EndReason endReason() const { return endReason_; }

  // Chebyshev distance from (row, col) to the nearest charging column (§5.3).
  int columnDistance(int row, int col) const;
  // Flag cost for `player` on (row, col): 4 next to one of its flags, else 8 (§2.5).
  int flagCost(int player, int row, int col) const;
  // Why `order` is not legal for `agent` now (§3.5), or an empty string when it is.
  QString illegalReason(int agent, const Order& order) const;
  // Every legal order of `agent` now, MOVE and ATTACK in dir8 order.
  QList<Order> legalOrders(int agent) const;
  // Cells an ejection from (row, col) may land on, in dir8 order (§3.6).
  QList<int> ejectionCandidates(int row, int col) const;

  int territory(int player) const;
  qint64 totalCloth(int player) const;
  qint64 totalEnergy(int player) const;
  int agentsOn(int player) const;
  // Competition rank by territory, then cloth, then energy (§3.9): 1 + strictly better.
  int rank(int player) const;
  // The rank-1 players as a bit set.
  uint64_t leaders() const;

  // The text of the header (§5.2) and of `agent`'s view (§5.3), as sent.
  QString headerText(int player) const;
  QString viewText(int agent) const;

protected:
  void doApplyMoves(std::span<const Move> moves) override;

private:
  void rebuildIndexes();
  void startTurn();
  void advance();
  void endOfTurn();
  void decide(int agent, const Move& move);
  void execute(int agent, const Order& order);
  void botError(int agent, ErrorKind kind, const QString& detail);
  void disconnect(int player, const QString& reason);
  void switchOff(int agent, const QString& cause);
  // An event of game turn turn_; `data` holds its values for viewers (docs/games/moscaceca.md).
  void addEvent(const char* type, int player, const QString& text, QJsonObject data = {}, QString place = {});
  QString playerName(int player) const;
  QString rankingText(const QStringList& names) const;

  Config config_;
  QStringList names_;
  EngineRandom rng_;
  std::vector<Cell> cells_;
  std::vector<Agent> agents_;
  std::vector<PlayerRecord> records_;
  std::vector<int> order_;   // this game turn's agent order
  int orderIndex_ = 0;       // position of the agent deciding in order_
  int turn_ = 1;             // game turn in progress (the last one played once over)
  bool over_ = false;
  EndReason endReason_ = EndReason::None;
  bool wallClockExpired_ = false;
  uint64_t leaders_ = 0;     // rank-1 players after the previous game turn (lead changes)

  // Derived from the above, rebuilt on restore.
  std::vector<int> agentAt_;
  std::vector<int> columnCells_;
  std::vector<int> territory_;  // flags per player
};

}  // namespace Kibitz::Rules::MoscaCeca

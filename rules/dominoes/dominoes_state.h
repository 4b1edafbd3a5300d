// § numbers: the Rules reference of docs/games/dominoes.md.
#pragma once

#include "core/state.h"
#include "dominoes/dominoes_board.h"
#include "dominoes/dominoes_deck.h"

#include <QList>

namespace Kibitz::Rules::Dominoes {

constexpr int kDefaultTimeLimitMs = 1000;

// A morgan2 game (docs/games/dominoes.md): one player, one action per turn
// (REVEAL, PLACE or QUIT). Holds the public Board and the hidden deck order.
class DominoesState final : public State {
public:
  // A new game dealt from srand(seed) (§4): the first domino is on the grid.
  DominoesState(const Game& game, uint32_t seed, int timeLimitMs);

  std::unique_ptr<State> clone() const override;
  bool isTerminal() const override { return over_; }
  PlayerSet actingPlayers() const override;
  QString observation(int player) const override;
  QString finalMessage(int player) const override;
  int timeLimitMs(int) const override { return timeLimitMs_; }
  Move parseReply(int player, const QStringList& lines) const override;
  QStringList formatMove(int player, const Move& move) const override;
  QList<double> returns() const override;
  QString resultText(const QStringList& playerNames) const override;
  double metric(int metricIndex, int player) const override;
  QJsonObject toJson() const override;
  // The public position (§11: what the request tells): the state without the deck's order.
  QJsonObject seatView(int player) const override;
  static std::unique_ptr<DominoesState> fromJson(const Game& game, int timeLimitMs, const QJsonObject& json,
                                                 QString* error);

  // What a UI shows and checks: the public position (legal cells of a slot, dead cells,
  // S, F, D), and why a move would be refused (empty when it is legal). A human UI rejects
  // such a move and changes nothing, like the original; a bot's illegal move ends the game.
  const Board& board() const { return board_; }
  QString moveError(const Move& move) const;
  // The deal: the first domino's cell and the hidden reveal order (for tests and replays).
  const Deal& deal() const { return deal_; }
  // Why the game ended ("QUIT", "the grid is full", a bot error), empty while it runs.
  const QString& endReason() const { return endReason_; }

protected:
  void doApplyMoves(std::span<const Move> moves) override;

private:
  DominoesState(const Game& game, int timeLimitMs);
  void finish(const QString& reason);

  Deal deal_;
  Board board_;
  int timeLimitMs_;
  bool over_ = false;
  QString endReason_;
};

}  // namespace Kibitz::Rules::Dominoes

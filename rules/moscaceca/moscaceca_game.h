// § numbers: the Rules reference of docs/games/moscaceca.md.
#pragma once

#include "core/game.h"

namespace Kibitz::Rules::MoscaCeca {

// Metric indexes of GameInfo::metrics (per player, §7).
enum class Metric : int { Territory, Energy, Cloth, AgentsOn, Errors, Attacks, Hits, ClothDestroyed, ClothLost, Rank };

// Mosca Ceca [blind man's buff]: docs/games/moscaceca.md.
class MoscaCecaGame final : public Game {
public:
  MoscaCecaGame();
  const GameInfo& info() const override { return info_; }
  std::unique_ptr<State> newInitialState(const MatchSetup& setup, QString* error) const override;
  std::unique_ptr<State> stateFromJson(const MatchSetup& setup, const QJsonObject& json,
                                       QString* error) const override;
  std::unique_ptr<Bot> newBuiltinBot(const QString& name, int player, uint64_t seed) const override;
  // A player learns of what its own agents did (§5.5: its RESULT lines) and of the match's
  // end; nothing of the others' decisions.
  bool seatSees(int player, const Event& event) const override;

private:
  GameInfo info_;
};

}  // namespace Kibitz::Rules::MoscaCeca

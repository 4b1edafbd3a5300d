#pragma once

#include "core/game.h"

namespace Kibitz::Rules::Dominoes {

// morgan2, the IOCCC 2013 domino puzzle: docs/games/dominoes.md.
// The deck is dealt from the low 32 bits of MatchSetup::seed (the original's srand()).
class DominoesGame final : public Game {
public:
  DominoesGame();
  const GameInfo& info() const override { return info_; }
  std::unique_ptr<State> newInitialState(const MatchSetup& setup, QString* error) const override;
  std::unique_ptr<State> stateFromJson(const MatchSetup& setup, const QJsonObject& json,
                                       QString* error) const override;
  std::unique_ptr<Bot> newBuiltinBot(const QString& name, int player, uint64_t seed) const override;

private:
  GameInfo info_;
};

}  // namespace Kibitz::Rules::Dominoes

// § numbers: the Rules reference of docs/games/angelempire.md.
#pragma once

#include "angelempire/angelempire_state.h"
#include "core/game.h"

namespace Kibitz::Rules::AngelEmpire {

// Angel Empire v2.0 "Gaia's Crest" [天使帝國 v2.0], Openfind 2012: docs/games/angelempire.md.
class AngelEmpireGame final : public Game {
public:
  AngelEmpireGame();
  const GameInfo& info() const override { return info_; }
  std::unique_ptr<State> newInitialState(const MatchSetup& setup, QString* error) const override;
  std::unique_ptr<State> stateFromJson(const MatchSetup& setup, const QJsonObject& json,
                                       QString* error) const override;
  std::unique_ptr<Bot> newBuiltinBot(const QString& name, int player, uint64_t seed) const override;

  // The parameters of a setup (§8).
  static Settings settingsOf(const MatchSetup& setup);

private:
  GameInfo info_;
};

}  // namespace Kibitz::Rules::AngelEmpire

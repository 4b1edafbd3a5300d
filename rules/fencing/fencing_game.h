#pragma once

#include "core/game.h"

namespace Kibitz::Rules::Fencing {

// Fencing ESport (CodinGame), referee HEAD 8ffd23d: docs/games/fencing.md.
class FencingGame final : public Game {
public:
  FencingGame();
  ~FencingGame() override;
  const GameInfo& info() const override { return info_; }
  std::unique_ptr<State> newInitialState(const MatchSetup& setup, QString* error) const override;
  std::unique_ptr<State> stateFromJson(const MatchSetup& setup, const QJsonObject& json,
                                       QString* error) const override;
  std::unique_ptr<Bot> newBuiltinBot(const QString& name, int player, uint64_t seed) const override;
  QList<const ReplayFormat*> formats() const override;

private:
  GameInfo info_;
  std::unique_ptr<ReplayFormat> codingame_;
};

}  // namespace Kibitz::Rules::Fencing

// § numbers: the Rules reference of docs/games/orkisland.md.
#pragma once

#include "core/game.h"

namespace Kibitz::Rules::OrkIsland {

struct Config;

// OrkIsland 1.0 (EDA game, FIB-UPC, Fall 2017): docs/games/orkisland.md.
class OrkIslandGame final : public Game {
public:
  OrkIslandGame();
  ~OrkIslandGame() override;
  const GameInfo& info() const override { return info_; }
  std::unique_ptr<State> newInitialState(const MatchSetup& setup, QString* error) const override;
  std::unique_ptr<State> stateFromJson(const MatchSetup& setup, const QJsonObject& json, QString* error) const override;
  std::unique_ptr<Bot> newBuiltinBot(const QString& name, int player, uint64_t seed) const override;
  // A §15 command trace (`ROUND PLAYER UNIT DIR` lines) when the file looks like one,
  // else the default reply-line script.
  std::unique_ptr<ScriptedReplies> newScript(const QByteArray& content, int player, QString* error) const override;
  QList<const ReplayFormat*> formats() const override;

  // The configuration a setup describes: the `cnf` file when set, else the parameters.
  std::optional<Config> config(const MatchSetup& setup, QString* error) const;

private:
  GameInfo info_;
  std::unique_ptr<ReplayFormat> log_;
  std::unique_ptr<ReplayFormat> engineLog_;
};

}  // namespace Kibitz::Rules::OrkIsland

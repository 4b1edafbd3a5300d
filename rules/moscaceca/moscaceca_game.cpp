#include "moscaceca/moscaceca_game.h"

#include "moscaceca/moscaceca_bots.h"
#include "moscaceca/moscaceca_config.h"
#include "moscaceca/moscaceca_state.h"
#include "moscaceca/moscaceca_types.h"

namespace Kibitz::Rules::MoscaCeca {

namespace {
constexpr uint64_t kMaxSeed = 0x7fffffffu;  // §3.1: seeds are 0..2^31-1
}

MoscaCecaGame::MoscaCecaGame()
{
  info_.id = QStringLiteral("moscaceca");
  info_.name = QStringLiteral("Mosca Ceca");
  info_.rulesVersion = QStringLiteral("1.0 (mosca-ceca.md, Kibitz decisions)");
  info_.description = QStringLiteral("Blind agents gather cloth [stoffa], recharge energy [energia] and plant flags [bandiere] on an n x n board");
  info_.minPlayers = 1;
  info_.maxPlayers = kMaxAgents;
  for (int p = 0; p < info_.maxPlayers; ++p)
    info_.defaultPlayerNames << QStringLiteral("P%1").arg(p);
  info_.dynamics = Dynamics::Sequential;
  info_.parameters = parameterSpecs();
  info_.metrics = {
      {QStringLiteral("territory"), QStringLiteral("Territory [territorio] (flags)")},
      {QStringLiteral("energy"), QStringLiteral("Energy [energia]")},
      {QStringLiteral("cloth"), QStringLiteral("Cloth carried [stoffa]")},
      {QStringLiteral("agents_on"), QStringLiteral("Agents switched on")},
      {QStringLiteral("errors"), QStringLiteral("Bot errors")},
      {QStringLiteral("attacks"), QStringLiteral("Attacks made")},
      {QStringLiteral("hits"), QStringLiteral("Attacks that hit")},
      {QStringLiteral("cloth_destroyed"), QStringLiteral("Cloth destroyed by its attacks")},
      {QStringLiteral("cloth_lost"), QStringLiteral("Cloth lost to attacks")},
      {QStringLiteral("rank"), QStringLiteral("Rank")},
  };
  info_.events = {
      {QStringLiteral("flag"), QStringLiteral("Flag planted [bandiera piantata]")},
      {QStringLiteral("attack"), QStringLiteral("Attack [attacco]")},
      {QStringLiteral("cloth_exhausted"), QStringLiteral("Cloth cell exhausted")},
      {QStringLiteral("ejection"), QStringLiteral("Ejection from a charging column")},
      {QStringLiteral("ejection_impossible"), QStringLiteral("Ejection impossible")},
      {QStringLiteral("switched_off"), QStringLiteral("Agent switched off [si spegne]")},
      {QStringLiteral("bot_error"), QStringLiteral("Bot error")},
      {QStringLiteral("disconnected"), QStringLiteral("Bot disconnected")},
      {QStringLiteral("lead_change"), QStringLiteral("Lead change")},
      {QStringLiteral("match_end"), QStringLiteral("Match end [fine partita]")},
  };
  info_.builtinBots = {
      {QStringLiteral("random"), QStringLiteral("a uniformly random legal command")},
      {QStringLiteral("scout"), QStringLiteral("explores and remembers, gathers cloth, plants cheap adjacent flags, recharges in time, attacks intruders")},
  };
}

std::unique_ptr<State> MoscaCecaGame::newInitialState(const MatchSetup& setup, QString* error) const
{
  if (setup.numPlayers() < info_.minPlayers || setup.numPlayers() > info_.maxPlayers) {
    *error = QStringLiteral("moscaceca takes 1..%1 players, got %2").arg(info_.maxPlayers).arg(setup.numPlayers());
    return nullptr;
  }
  if (setup.seed > kMaxSeed) {
    *error = QStringLiteral("moscaceca: seed %1 is out of range 0..%2").arg(setup.seed).arg(kMaxSeed);
    return nullptr;
  }
  const std::optional<Config> config = Config::fromParameters(setup.parameters, setup.numPlayers(), error);
  if (!config)
    return nullptr;
  return MoscaCecaState::generate(*this, *config, setup.playerNames, int64_t(setup.seed));
}

std::unique_ptr<State> MoscaCecaGame::stateFromJson(const MatchSetup& setup, const QJsonObject& json,
                                                    QString* error) const
{
  return MoscaCecaState::fromJson(*this, setup.playerNames, json, error);
}

std::unique_ptr<Bot> MoscaCecaGame::newBuiltinBot(const QString& name, int, uint64_t seed) const
{
  if (name == QLatin1String("random"))
    return makeRandomBot(seed);
  if (name == QLatin1String("scout"))
    return makeScoutBot(seed);
  return nullptr;
}

}  // namespace Kibitz::Rules::MoscaCeca

std::unique_ptr<Kibitz::Rules::Game> kibitzMakeGame_moscaceca()
{
  return std::make_unique<Kibitz::Rules::MoscaCeca::MoscaCecaGame>();
}

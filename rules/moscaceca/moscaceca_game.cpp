// § numbers: the Rules reference of docs/games/moscaceca.md.
#include "core/registry.h"
#include "moscaceca/moscaceca_game.h"
#include "moscaceca/moscaceca_words.h"

#include "moscaceca/moscaceca_bots.h"
#include "moscaceca/moscaceca_config.h"
#include "moscaceca/moscaceca_state.h"
#include "moscaceca/moscaceca_types.h"

#include <QJsonArray>

namespace Kibitz::Rules::MoscaCeca {

namespace {
constexpr uint64_t kMaxSeed = 0x7fffffffu;  // §3.1: seeds are 0..2^31-1
}

MoscaCecaGame::MoscaCecaGame()
{
  info_.id = QStringLiteral("moscaceca");
  info_.name = QString::fromUtf8(QT_TRANSLATE_NOOP("GameTerms", "Mosca Ceca"));  // a GameTerms entry
  info_.rulesVersion = QStringLiteral("1.0 (mosca-ceca.md, Kibitz decisions)");
  info_.description = QT_TRANSLATE_NOOP("GameTerms", "Blind agents gather cloth [stoffa], recharge energy [energia] and plant flags [bandiere] on an n x n board");
  info_.minPlayers = 1;
  info_.maxPlayers = kMaxAgents;
  for (int p = 0; p < info_.maxPlayers; ++p)
    info_.defaultPlayerNames << QStringLiteral("P%1").arg(p);
  // What an agent's view covers besides its own cell (§5.3: the NEAR lines), for a
  // viewer's fog.
  QJsonArray sight;
  for (int d = 0; d < kDirCount; ++d)
    sight.append(QJsonArray{kDirRow[size_t(d)], kDirCol[size_t(d)]});
  info_.viewerConstants = {{QStringLiteral("sight"), sight}};
  info_.boardWords = Words::all();
  info_.dynamics = Dynamics::Sequential;
  info_.stepIsDecision = true;
  info_.hiddenInformation = true;  // §2.4: an agent sees its cell and neighbours only
  info_.parameters = parameterSpecs();
  info_.metrics = {
      {QStringLiteral("territory"), QT_TRANSLATE_NOOP("GameTerms", "Territory [territorio] (flags)")},
      {QStringLiteral("energy"), QT_TRANSLATE_NOOP("GameTerms", "Energy [energia]")},
      {QStringLiteral("cloth"), QT_TRANSLATE_NOOP("GameTerms", "Cloth carried [stoffa]")},
      {QStringLiteral("agents_on"), QT_TRANSLATE_NOOP("GameTerms", "Agents switched on")},
      {QStringLiteral("errors"), QT_TRANSLATE_NOOP("GameTerms", "Bot errors")},
      {QStringLiteral("attacks"), QT_TRANSLATE_NOOP("GameTerms", "Attacks made")},
      {QStringLiteral("hits"), QT_TRANSLATE_NOOP("GameTerms", "Attacks that hit")},
      {QStringLiteral("cloth_destroyed"), QT_TRANSLATE_NOOP("GameTerms", "Cloth destroyed by its attacks")},
      {QStringLiteral("cloth_lost"), QT_TRANSLATE_NOOP("GameTerms", "Cloth lost to attacks")},
      {QStringLiteral("rank"), QT_TRANSLATE_NOOP("GameTerms", "Rank"), false},  // depends on the others
  };
  info_.events = {
      {QStringLiteral("flag"), QT_TRANSLATE_NOOP("GameTerms", "Flag planted [bandiera piantata]")},
      {QStringLiteral("attack"), QT_TRANSLATE_NOOP("GameTerms", "Attack [attacco]")},
      {QStringLiteral("cloth_exhausted"), QT_TRANSLATE_NOOP("GameTerms", "Cloth cell exhausted")},
      {QStringLiteral("ejection"), QT_TRANSLATE_NOOP("GameTerms", "Ejection from a charging column")},
      {QStringLiteral("ejection_impossible"), QT_TRANSLATE_NOOP("GameTerms", "Ejection impossible")},
      {QStringLiteral("switched_off"), QT_TRANSLATE_NOOP("GameTerms", "Agent switched off [si spegne]")},
      {QStringLiteral("bot_error"), QT_TRANSLATE_NOOP("GameTerms", "Bot error"), EventTone::Fault},
      {QStringLiteral("disconnected"), QT_TRANSLATE_NOOP("GameTerms", "Bot disconnected"), EventTone::Fault},
      {QStringLiteral("lead_change"), QT_TRANSLATE_NOOP("GameTerms", "Lead change")},
      {QStringLiteral("match_end"), QT_TRANSLATE_NOOP("GameTerms", "Match end [fine partita]")},
  };
  info_.builtinBots = {
      {QStringLiteral("random"), QT_TRANSLATE_NOOP("GameTerms", "a uniformly random legal command")},
      {QStringLiteral("scout"), QT_TRANSLATE_NOOP("GameTerms", "explores and remembers, gathers cloth, plants cheap adjacent flags, recharges in time, attacks intruders")},
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

bool MoscaCecaGame::seatSees(int player, const Event& event) const
{
  return event.player == player || event.type == QLatin1String("match_end");
}

}  // namespace Kibitz::Rules::MoscaCeca

KIBITZ_REGISTER_GAME(moscaceca, Kibitz::Rules::MoscaCeca::MoscaCecaGame)

#include "angelempire/angelempire_game.h"

#include "angelempire/angelempire_bots.h"

#include <QFile>

namespace Kibitz::Rules::AngelEmpire {

namespace {

ParameterSpec integer(const char* key, int value, int minimum, int maximum, const char* description)
{
  return {QString::fromLatin1(key), ParameterSpec::Type::Integer, value, minimum, maximum, {},
          QString::fromUtf8(description)};
}

}  // namespace

AngelEmpireGame::AngelEmpireGame()
{
  info_.id = QStringLiteral("angelempire");
  info_.name = QStringLiteral("Angel Empire v2.0 (天使帝國)");
  info_.rulesVersion = QStringLiteral("2.0-kibitz.1");
  info_.description = QStringLiteral("Openfind 2012: buy an army, then fight the CPU's army on a 10x7 map, 10 battles in a row");
  info_.minPlayers = info_.maxPlayers = 1;
  info_.defaultPlayerNames = {QStringLiteral("Player")};
  info_.dynamics = Dynamics::Sequential;
  info_.parameters = {
      integer("battles", 10, 1, 100, "number of battles [戰役] in the campaign"),
      integer("turns", 50, 1, 1000, "turns [回合] per battle at most"),
      integer("budget", 1000, 0, 1000000, "Player budget of battle 1 [經費]"),
      integer("allowance", 1000, 0, 1000000, "basic allowance added to every later battle's budget [基本消費]"),
      integer("cpuBudget", 1000, 200, 1000000, "CPU budget of battle 1"),
      integer("cpuIncrease", 300, 0, 100000, "CPU budget increase per battle"),
      integer("timeLimit", 30000, 100, 600000, "time limit per decision (army or command), ms"),
      {QStringLiteral("scenario"), ParameterSpec::Type::Text, QString(), 0, 0, {},
       QStringLiteral("optional scenario file (walls and fixed CPU armies per battle, spec §5.9); empty: none")},
  };
  info_.metrics = {
      {QStringLiteral("score"), QStringLiteral("Total score (finished battles + current kill credits)")},
      {QStringLiteral("battle"), QStringLiteral("Battle")},
      {QStringLiteral("battleScore"), QStringLiteral("Battle score so far (kill credits)")},
      {QStringLiteral("money"), QStringLiteral("Money left after the army purchase")},
      {QStringLiteral("units"), QStringLiteral("Player units alive")},
      {QStringLiteral("hp"), QStringLiteral("Player total HP")},
      {QStringLiteral("value"), QStringLiteral("Player value alive")},
      {QStringLiteral("cpuUnits"), QStringLiteral("CPU units alive")},
      {QStringLiteral("cpuHp"), QStringLiteral("CPU total HP")},
      {QStringLiteral("cpuValue"), QStringLiteral("CPU value alive")},
      {QStringLiteral("cpuValueLost"), QStringLiteral("CPU value lost")},
      {QStringLiteral("cpuScore"), QStringLiteral("CPU score (50% of Player units killed, shown only)")},
      {QStringLiteral("lastBattleScore"), QStringLiteral("Score of the last finished battle")},
      {QStringLiteral("budget"), QStringLiteral("Budget of the battle")},
      {QStringLiteral("cpuBudget"), QStringLiteral("CPU budget of the battle")},
  };
  info_.events = {
      {QStringLiteral("battle"), QStringLiteral("Battle start")},
      {QStringLiteral("army"), QStringLiteral("Army bought")},
      {QStringLiteral("attack"), QStringLiteral("Attack")},
      {QStringLiteral("spell"), QStringLiteral("Spell")},
      {QStringLiteral("counter"), QStringLiteral("Counter-attack")},
      {QStringLiteral("kill"), QStringLiteral("Kill")},
      {QStringLiteral("endTurn"), QStringLiteral("Early end of turn")},
      {QStringLiteral("error"), QStringLiteral("Error")},
      {QStringLiteral("crash"), QStringLiteral("Bot crashed")},
      {QStringLiteral("battleEnd"), QStringLiteral("Battle end")},
      {QStringLiteral("gameEnd"), QStringLiteral("Campaign end")},
  };
  info_.builtinBots = {
      {QStringLiteral("random"), QStringLiteral("buys random units in random slots, then plays random legal commands")},
      {QStringLiteral("tactician"),
       QStringLiteral("mixed army of all elements, holds out of reach, focuses fire by element advantage, "
                      "keeps magicians out of melee, uses strike-backs")},
  };
}

Settings AngelEmpireGame::settingsOf(const MatchSetup& setup)
{
  const Parameters& p = setup.parameters;
  Settings s;
  s.battles = int(p.integer(QStringLiteral("battles")));
  s.turns = int(p.integer(QStringLiteral("turns")));
  s.budget = int(p.integer(QStringLiteral("budget")));
  s.allowance = int(p.integer(QStringLiteral("allowance")));
  s.cpuBudget = int(p.integer(QStringLiteral("cpuBudget")));
  s.cpuIncrease = int(p.integer(QStringLiteral("cpuIncrease")));
  s.timeLimitMs = int(p.integer(QStringLiteral("timeLimit")));
  return s;
}

std::unique_ptr<State> AngelEmpireGame::newInitialState(const MatchSetup& setup, QString* error) const
{
  if (setup.numPlayers() != 1) {
    *error = QStringLiteral("angelempire is played by exactly 1 player (against the built-in CPU), got %1")
                 .arg(setup.numPlayers());
    return nullptr;
  }
  const Settings settings = settingsOf(setup);
  Scenario scenario;
  const QString path = setup.parameters.text(QStringLiteral("scenario"));
  if (!path.isEmpty()) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
      *error = QStringLiteral("scenario %1: %2").arg(path, file.errorString());
      return nullptr;
    }
    QString why;
    std::optional<Scenario> parsed = Scenario::parse(file.readAll(), settings.battles, &why);
    if (!parsed) {
      *error = QStringLiteral("%1: %2").arg(path, why);
      return nullptr;
    }
    scenario = *parsed;
  }
  return std::make_unique<AngelEmpireState>(*this, settings, scenario, setup.seed, setup.playerNames.value(0));
}

std::unique_ptr<State> AngelEmpireGame::stateFromJson(const MatchSetup& setup, const QJsonObject& json,
                                                      QString* error) const
{
  return AngelEmpireState::fromJson(*this, settingsOf(setup), setup.seed, setup.playerNames.value(0), json, error);
}

std::unique_ptr<Bot> AngelEmpireGame::newBuiltinBot(const QString& name, int, uint64_t seed) const
{
  if (name == QLatin1String("random"))
    return makeRandomBot(seed);
  if (name == QLatin1String("tactician"))
    return makeTacticianBot();
  return nullptr;
}

}  // namespace Kibitz::Rules::AngelEmpire

std::unique_ptr<Kibitz::Rules::Game> kibitzMakeGame_angelempire()
{
  return std::make_unique<Kibitz::Rules::AngelEmpire::AngelEmpireGame>();
}

// § numbers: the Rules reference of docs/games/angelempire.md.
#include "core/registry.h"
#include "angelempire/angelempire_game.h"
#include "angelempire/angelempire_words.h"

#include "angelempire/angelempire_bots.h"
#include "angelempire/angelempire_units.h"

#include <QFile>
#include <QJsonArray>

namespace Kibitz::Rules::AngelEmpire {

namespace {

// What a viewer outside the engine (the shared web page) needs of the rules: the map's size
// and cell codes (the state's "board" is x-major, cell [type, side, hp, moved, id]), the
// player's side, and per unit type whether it is a magician (else a warrior), its element
// and its full HP (§2.11, §4.1).
QJsonObject viewerConstants()
{
  QJsonObject units;
  for (int type = kFirstType; type <= kLastType; ++type)
    units.insert(QString::number(type), QJsonObject{{QStringLiteral("magician"), isMagician(type)},
                                                    {QStringLiteral("element"), elementOf(type)},
                                                    {QStringLiteral("maxHp"), unitStats(type).live}});
  QJsonArray elements;
  for (int element = 0; element < 4; ++element)
    elements.append(elementName(element));
  return {{QStringLiteral("mapWidth"), kMapX},     {QStringLiteral("mapHeight"), kMapY},
          {QStringLiteral("wall"), kWall},         {QStringLiteral("playerSide"), kSidePlayer},
          {QStringLiteral("units"), units},        {QStringLiteral("elements"), elements}};
}

ParameterSpec integer(const char* key, int value, int minimum, int maximum, const char* description)
{
  return {QString::fromLatin1(key), ParameterSpec::Type::Integer, value, minimum, maximum, {},
          QString::fromUtf8(description)};
}

}  // namespace

AngelEmpireGame::AngelEmpireGame()
{
  info_.id = QStringLiteral("angelempire");
  // The name the user reads: a GameTerms entry (Simplified Chinese writes 天使帝国).
  info_.name = QString::fromUtf8(QT_TRANSLATE_NOOP("GameTerms", "Angel Empire v2.0 (天使帝國)"));
  info_.rulesVersion = QStringLiteral("2.0-kibitz.1");
  info_.description = QT_TRANSLATE_NOOP("GameTerms", "Openfind 2012: buy an army, then fight the CPU's army on a 10x7 map, 10 battles in a row");
  info_.minPlayers = info_.maxPlayers = 1;
  info_.defaultPlayerNames = {QStringLiteral("Player")};
  info_.dynamics = Dynamics::Sequential;
  info_.stepIsDecision = true;
  info_.viewerConstants = viewerConstants();
  info_.boardWords = Words::all();
  info_.parameters = {
      integer("battles", 10, 1, 100, QT_TRANSLATE_NOOP("GameTerms", "number of battles [戰役] in the campaign")),
      integer("turns", 50, 1, 1000, QT_TRANSLATE_NOOP("GameTerms", "turns [回合] per battle at most")),
      integer("budget", 1000, 0, 1000000, QT_TRANSLATE_NOOP("GameTerms", "Player budget of battle 1 [經費]")),
      integer("allowance", 1000, 0, 1000000, QT_TRANSLATE_NOOP("GameTerms", "basic allowance added to every later battle's budget [基本消費]")),
      integer("cpuBudget", 1000, 200, 1000000, QT_TRANSLATE_NOOP("GameTerms", "CPU budget of battle 1")),
      integer("cpuIncrease", 300, 0, 100000, QT_TRANSLATE_NOOP("GameTerms", "CPU budget increase per battle")),
      integer("timeLimit", 30000, 100, 600000, QT_TRANSLATE_NOOP("GameTerms", "time limit per decision (army or command), ms")),
      {QStringLiteral("scenario"), ParameterSpec::Type::Text, QString(), 0, 0, {},
       QT_TRANSLATE_NOOP("GameTerms", "optional scenario file (walls and fixed CPU armies per battle, spec §5.9); empty: none")},
  };
  info_.metrics = {
      {QStringLiteral("score"), QT_TRANSLATE_NOOP("GameTerms", "Total score (finished battles + current kill credits)")},
      {QStringLiteral("battle"), QT_TRANSLATE_NOOP("GameTerms", "Battle")},
      {QStringLiteral("battleScore"), QT_TRANSLATE_NOOP("GameTerms", "Battle score so far (kill credits)")},
      {QStringLiteral("money"), QT_TRANSLATE_NOOP("GameTerms", "Money left after the army purchase")},
      {QStringLiteral("units"), QT_TRANSLATE_NOOP("GameTerms", "Player units alive")},
      {QStringLiteral("hp"), QT_TRANSLATE_NOOP("GameTerms", "Player total HP")},
      {QStringLiteral("value"), QT_TRANSLATE_NOOP("GameTerms", "Player value alive")},
      {QStringLiteral("cpuUnits"), QT_TRANSLATE_NOOP("GameTerms", "CPU units alive")},
      {QStringLiteral("cpuHp"), QT_TRANSLATE_NOOP("GameTerms", "CPU total HP")},
      {QStringLiteral("cpuValue"), QT_TRANSLATE_NOOP("GameTerms", "CPU value alive")},
      {QStringLiteral("cpuValueLost"), QT_TRANSLATE_NOOP("GameTerms", "CPU value lost")},
      {QStringLiteral("cpuScore"), QT_TRANSLATE_NOOP("GameTerms", "CPU score (50% of Player units killed, shown only)")},
      {QStringLiteral("lastBattleScore"), QT_TRANSLATE_NOOP("GameTerms", "Score of the last finished battle")},
      {QStringLiteral("budget"), QT_TRANSLATE_NOOP("GameTerms", "Budget of the battle")},
      {QStringLiteral("cpuBudget"), QT_TRANSLATE_NOOP("GameTerms", "CPU budget of the battle")},
  };
  info_.events = {
      {QStringLiteral("battle"), QT_TRANSLATE_NOOP("GameTerms", "Battle start")},
      {QStringLiteral("army"), QT_TRANSLATE_NOOP("GameTerms", "Army bought")},
      {QStringLiteral("attack"), QT_TRANSLATE_NOOP("GameTerms", "Attack")},
      {QStringLiteral("spell"), QT_TRANSLATE_NOOP("GameTerms", "Spell")},
      {QStringLiteral("counter"), QT_TRANSLATE_NOOP("GameTerms", "Counter-attack")},
      {QStringLiteral("kill"), QT_TRANSLATE_NOOP("GameTerms", "Kill"), EventTone::Highlight},
      {QStringLiteral("endTurn"), QT_TRANSLATE_NOOP("GameTerms", "Early end of turn")},
      {QStringLiteral("error"), QT_TRANSLATE_NOOP("GameTerms", "Error"), EventTone::Fault},
      {QStringLiteral("crash"), QT_TRANSLATE_NOOP("GameTerms", "Bot crashed"), EventTone::Fault},
      {QStringLiteral("battleEnd"), QT_TRANSLATE_NOOP("GameTerms", "Battle end")},
      {QStringLiteral("gameEnd"), QT_TRANSLATE_NOOP("GameTerms", "Campaign end")},
  };
  info_.builtinBots = {
      {QStringLiteral("random"), QT_TRANSLATE_NOOP("GameTerms", "buys random units in random slots, then plays random legal commands")},
      {QStringLiteral("tactician"),
       QT_TRANSLATE_NOOP("GameTerms", "mixed army of all elements, holds out of reach, focuses fire by element "
                                      "advantage, keeps magicians out of melee, uses strike-backs")},
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

KIBITZ_REGISTER_GAME(angelempire, Kibitz::Rules::AngelEmpire::AngelEmpireGame)

// § numbers: the Rules reference of docs/games/orkisland.md.
#include "core/registry.h"
#include "orkisland/orkisland_game.h"
#include "orkisland/orkisland_words.h"

#include "core/script.h"
#include "orkisland/orkisland_bots.h"
#include "orkisland/orkisland_config.h"
#include "orkisland/orkisland_engine_log.h"
#include "orkisland/orkisland_log_format.h"
#include "orkisland/orkisland_state.h"
#include "orkisland/orkisland_trace.h"

#include <QFile>

namespace Kibitz::Rules::OrkIsland {

namespace {

constexpr int kDefaultTimeLimitMs = 1000;
constexpr int kDefaultGeneratorAttempts = 10000;  // §16 row 6

ParameterSpec integer(const char* key, int value, qint64 minimum, qint64 maximum, const char* description)
{
  return {QLatin1String(key), ParameterSpec::Type::Integer, value, minimum, maximum, {}, QLatin1String(description)};
}

}  // namespace

OrkIslandGame::OrkIslandGame()
    : log_(std::make_unique<LogFormat>(*this)), engineLog_(std::make_unique<EngineLogFormat>())
{
  info_.id = QStringLiteral("orkisland");
  info_.name = QString::fromUtf8(QT_TRANSLATE_NOOP("GameTerms", "OrkIsland"));  // a GameTerms entry
  info_.rulesVersion = QStringLiteral("1.0 (EDA-Game 6932afa)");
  info_.description = QT_TRANSLATE_NOOP("GameTerms", "Four players' orks conquer cities and paths on a generated island, simultaneous rounds");
  info_.minPlayers = info_.maxPlayers = kNumPlayers;
  info_.defaultPlayerNames = {QStringLiteral("P0"), QStringLiteral("P1"), QStringLiteral("P2"), QStringLiteral("P3")};
  info_.dynamics = Dynamics::Simultaneous;
  // The map's cell letters (the state's map.rows) by terrain, for a viewer outside the engine.
  const char* const terrains[kCellTypeCount] = {"water", "grass", "forest", "sand", "city", "path"};
  QJsonObject terrain;
  for (int t = 0; t < kCellTypeCount; ++t)
    terrain.insert(QString(QLatin1Char(cellChar(CellType(t)))), QString::fromLatin1(terrains[t]));
  info_.viewerConstants = {{QStringLiteral("terrain"), terrain}};
  info_.boardWords = Words::all();
  info_.parameters = {
      integer("nb_players", 4, 4, 4, QT_TRANSLATE_NOOP("GameTerms", "number of players (always 4)")),
      integer("rows", 70, 20, kMaxSide, QT_TRANSLATE_NOOP("GameTerms", "board rows (must equal cols)")),
      integer("cols", 70, 20, kMaxSide, QT_TRANSLATE_NOOP("GameTerms", "board columns (must equal rows)")),
      integer("nb_rounds", 200, 1, kMaxRounds, QT_TRANSLATE_NOOP("GameTerms", "rounds in a match")),
      integer("initial_health", 100, 1, kMaxValue, QT_TRANSLATE_NOOP("GameTerms", "health of a new or respawned ork")),
      integer("nb_orks", 15, 1, 10000, QT_TRANSLATE_NOOP("GameTerms", "orks per player at the start (rows*cols >= 100*nb_orks)")),
      integer("cost_grass", 1, 0, kMaxValue, QT_TRANSLATE_NOOP("GameTerms", "health paid to enter grass")),
      integer("cost_forest", 2, 0, kMaxValue, QT_TRANSLATE_NOOP("GameTerms", "health paid to enter forest")),
      integer("cost_sand", 3, 0, kMaxValue, QT_TRANSLATE_NOOP("GameTerms", "health paid to enter sand")),
      integer("cost_city", 0, 0, kMaxValue, QT_TRANSLATE_NOOP("GameTerms", "health paid to enter a city cell")),
      integer("cost_path", 0, 0, kMaxValue, QT_TRANSLATE_NOOP("GameTerms", "health paid to enter a path cell")),
      integer("bonus_per_city_cell", 1, 1, kMaxValue, QT_TRANSLATE_NOOP("GameTerms", "points per round per owned city cell")),
      integer("bonus_per_path_cell", 1, 1, kMaxValue, QT_TRANSLATE_NOOP("GameTerms", "points per round per owned path cell")),
      integer("factor_connected_component", 2, 1, kMaxValue, QT_TRANSLATE_NOOP("GameTerms", "points per round per network of s cities: factor x 2^s")),
      {QStringLiteral("cnf"), ParameterSpec::Type::Text, QString(), 0, 0, {},
       QT_TRANSLATE_NOOP("GameTerms", "path of a .cnf file; when set it replaces all the settings above (and may hold a FIXED map)")},
      integer("time_limit_ms", kDefaultTimeLimitMs, 1, 600000, QT_TRANSLATE_NOOP("GameTerms", "time a bot may take per round, in milliseconds")),
      integer("generator_attempts", kDefaultGeneratorAttempts, 1, 1000000, QT_TRANSLATE_NOOP("GameTerms", "GENERATOR1 gives up after this many invalid maps")),
  };
  info_.metrics = {
      {QStringLiteral("score"), QT_TRANSLATE_NOOP("GameTerms", "Score")},
      {QStringLiteral("orks"), QT_TRANSLATE_NOOP("GameTerms", "Orks")},
      {QStringLiteral("health"), QT_TRANSLATE_NOOP("GameTerms", "Total health")},
      {QStringLiteral("cities"), QT_TRANSLATE_NOOP("GameTerms", "Cities owned")},
      {QStringLiteral("paths"), QT_TRANSLATE_NOOP("GameTerms", "Paths owned")},
  };
  info_.events = {
      {QStringLiteral("death"), QT_TRANSLATE_NOOP("GameTerms", "Ork died"), EventTone::Highlight},
      {QStringLiteral("fight"), QT_TRANSLATE_NOOP("GameTerms", "Fight")},
      {QStringLiteral("city"), QT_TRANSLATE_NOOP("GameTerms", "City changed owner")},
      {QStringLiteral("path"), QT_TRANSLATE_NOOP("GameTerms", "Path changed owner")},
      {QStringLiteral("player_dead"), QT_TRANSLATE_NOOP("GameTerms", "Player dead"), EventTone::Fault},
      {QStringLiteral("command_limit"), QT_TRANSLATE_NOOP("GameTerms", "Over 1000 commands"), EventTone::Fault},
  };
  info_.builtinBots = {
      {QStringLiteral("null"), QT_TRANSLATE_NOOP("GameTerms", "issues no commands")},
      {QStringLiteral("dummy"), QT_TRANSLATE_NOOP("GameTerms", "walks every ork to the nearest city or path cell it does not own")},
      {QStringLiteral("warlord"), QT_TRANSLATE_NOOP("GameTerms", "holds a connected network of cities and paths, fights only when it wins")},
  };
}

OrkIslandGame::~OrkIslandGame() = default;

std::optional<Config> OrkIslandGame::config(const MatchSetup& setup, QString* error) const
{
  const Parameters& p = setup.parameters;
  const QString path = p.text(QStringLiteral("cnf"));
  if (!path.isEmpty()) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
      *error = QStringLiteral("%1: cannot read the configuration: %2").arg(path, file.errorString());
      return std::nullopt;
    }
    QString problem;
    std::optional<Config> config = parseCnf(file.read(kMaxCnfBytes + 1), &problem);
    if (!config)
      *error = QStringLiteral("%1: %2").arg(path, problem);
    return config;
  }
  Config config;
  for (const auto& [key, value] : Settings().entries()) {
    (void)value;
    config.settings.set(key, int(p.integer(QLatin1String(key))));
  }
  if (const QString problem = checkSettings(config.settings); !problem.isEmpty()) {
    *error = problem;
    return std::nullopt;
  }
  return config;
}

std::unique_ptr<State> OrkIslandGame::newInitialState(const MatchSetup& setup, QString* error) const
{
  if (setup.numPlayers() != kNumPlayers) {
    *error = QStringLiteral("orkisland needs exactly 4 players, got %1").arg(setup.numPlayers());
    return nullptr;
  }
  if (setup.seed > 2147483647u) {
    *error = QStringLiteral("orkisland seeds are 0..2147483647 (the original's generator keeps 31 bits), got %1").arg(setup.seed);
    return nullptr;
  }
  const std::optional<Config> cfg = config(setup, error);
  if (!cfg)
    return nullptr;
  const Parameters& p = setup.parameters;
  const int timeLimit = int(p.integer(QStringLiteral("time_limit_ms")));
  const int attempts = int(p.integer(QStringLiteral("generator_attempts")));
  return OrkIslandState::create(*this, *cfg, int64_t(setup.seed), setup.playerNames,
                                timeLimit > 0 ? timeLimit : kDefaultTimeLimitMs,
                                attempts > 0 ? attempts : kDefaultGeneratorAttempts, error);
}

std::unique_ptr<State> OrkIslandGame::stateFromJson(const MatchSetup& setup, const QJsonObject& json, QString* error) const
{
  return OrkIslandState::fromJson(*this, setup.playerNames, json, error);
}

std::unique_ptr<Bot> OrkIslandGame::newBuiltinBot(const QString& name, int, uint64_t seed) const
{
  if (name == QLatin1String("null"))
    return makeNullBot();
  if (name == QLatin1String("dummy"))
    return makeDummyBot(seed);
  if (name == QLatin1String("warlord"))
    return makeWarlordBot(seed);
  return nullptr;
}

std::unique_ptr<ScriptedReplies> OrkIslandGame::newScript(const QByteArray& content, int player, QString* error) const
{
  if (looksLikeTrace(content)) {
    auto trace = CommandTrace::parse(content, error);
    if (!trace)
      return nullptr;
    return std::make_unique<TraceScript>(std::move(*trace));
  }
  return Game::newScript(content, player, error);
}

QList<const ReplayFormat*> OrkIslandGame::formats() const
{
  return {log_.get(), engineLog_.get()};
}

}  // namespace Kibitz::Rules::OrkIsland

KIBITZ_REGISTER_GAME(orkisland, Kibitz::Rules::OrkIsland::OrkIslandGame)

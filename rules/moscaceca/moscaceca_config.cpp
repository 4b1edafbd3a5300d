#include "moscaceca/moscaceca_config.h"

#include "core/json_reader.h"
#include "moscaceca/moscaceca_types.h"

namespace Kibitz::Rules::MoscaCeca {

namespace {
const QString kSkip = QStringLiteral("skip");
const QString kSwitchOff = QStringLiteral("switch-off");
constexpr int kMaxPlayers = 20;
}  // namespace

int Config::defaultColumns(int boardSize)
{
  const int value = (2 * boardSize * boardSize + 50) / 100;
  return value < 1 ? 1 : value;
}

int Config::defaultClothCells(int boardSize)
{
  return (12 * boardSize * boardSize + 50) / 100;
}

QString Config::validate() const
{
  const auto range = [](const char* name, qint64 value, qint64 low, qint64 high) -> QString {
    if (value < low || value > high)
      return QStringLiteral("%1 = %2 is out of range %3..%4").arg(QLatin1String(name)).arg(value).arg(low).arg(high);
    return {};
  };
  QString problem;
  for (const QString& p : {range("board_size", boardSize, 8, 100), range("players", players, 1, kMaxPlayers),
                           range("agents_per_player", agentsPerPlayer, 1, 5), range("max_turns", maxTurns, 1, 100000),
                           range("wall_clock_s", wallClockSeconds, 0, 86400), range("start_energy", startEnergy, 1, kMaxEnergy),
                           range("start_cloth", startCloth, 0, 1000), range("cloth_min", clothMin, 1, kMaxClothPerCell),
                           range("cloth_max", clothMax, 1, kMaxClothPerCell), range("decision_ms", decisionMs, 10, 60000),
                           range("first_decision_ms", firstDecisionMs, 10, 60000),
                           range("timeouts_to_disconnect", timeoutsToDisconnect, 1, 1000)}) {
    if (!p.isEmpty())
      return p;
  }
  if (agents() > kMaxAgents)
    return QStringLiteral("players x agents_per_player = %1 x %2 = %3 agents, at most %4")
        .arg(players).arg(agentsPerPlayer).arg(agents()).arg(kMaxAgents);
  if (clothMin > clothMax)
    return QStringLiteral("cloth_min (%1) must not exceed cloth_max (%2)").arg(clothMin).arg(clothMax);
  if (firstDecisionMs < decisionMs)
    return QStringLiteral("first_decision_ms (%1) must be at least decision_ms (%2)").arg(firstDecisionMs).arg(decisionMs);
  if (columns < 1 || columns > cells() - agents())
    return QStringLiteral("columns = %1 is out of range 1..%2 (n^2 - agents)").arg(columns).arg(cells() - agents());
  if (clothCells < 0 || clothCells > cells() - columns - agents())
    return QStringLiteral("cloth_cells = %1 is out of range 0..%2 (n^2 - columns - agents)")
        .arg(clothCells).arg(cells() - columns - agents());
  return {};
}

std::optional<Config> Config::fromParameters(const Parameters& parameters, int players, QString* error)
{
  Config c;
  const auto get = [&](const QString& key, int fallback) {
    return parameters.values().contains(key) ? int(parameters.integer(key)) : fallback;
  };
  c.boardSize = get(Key::kBoardSize, c.boardSize);
  c.players = players;
  c.agentsPerPlayer = get(Key::kAgentsPerPlayer, c.agentsPerPlayer);
  c.maxTurns = get(Key::kMaxTurns, c.maxTurns);
  c.wallClockSeconds = get(Key::kWallClock, c.wallClockSeconds);
  c.startEnergy = get(Key::kStartEnergy, c.startEnergy);
  c.startCloth = get(Key::kStartCloth, c.startCloth);
  const int columns = get(Key::kColumns, kAutoCount);
  const int clothCells = get(Key::kClothCells, kAutoCount);
  c.columns = columns == kAutoCount ? defaultColumns(c.boardSize) : columns;
  c.clothCells = clothCells == kAutoCount ? defaultClothCells(c.boardSize) : clothCells;
  c.clothMin = get(Key::kClothMin, c.clothMin);
  c.clothMax = get(Key::kClothMax, c.clothMax);
  c.decisionMs = get(Key::kDecisionMs, c.decisionMs);
  c.firstDecisionMs = get(Key::kFirstDecisionMs, c.firstDecisionMs);
  c.timeoutsToDisconnect = get(Key::kTimeoutsToDisconnect, c.timeoutsToDisconnect);
  if (parameters.values().contains(Key::kOnError)) {
    const QString onError = parameters.text(Key::kOnError);
    if (onError != kSkip && onError != kSwitchOff) {
      *error = QStringLiteral("on_error = '%1' (valid: skip|switch-off)").arg(onError);
      return std::nullopt;
    }
    c.switchOffOnError = onError == kSwitchOff;
  }
  const QString problem = c.validate();
  if (!problem.isEmpty()) {
    *error = QStringLiteral("moscaceca: ") + problem;
    return std::nullopt;
  }
  return c;
}

QJsonObject Config::toJson() const
{
  return QJsonObject{
      {Key::kBoardSize, boardSize},
      {Key::kAgentsPerPlayer, agentsPerPlayer},
      {Key::kMaxTurns, maxTurns},
      {Key::kWallClock, wallClockSeconds},
      {Key::kStartEnergy, startEnergy},
      {Key::kStartCloth, startCloth},
      {Key::kColumns, columns},
      {Key::kClothCells, clothCells},
      {Key::kClothMin, clothMin},
      {Key::kClothMax, clothMax},
      {Key::kDecisionMs, decisionMs},
      {Key::kFirstDecisionMs, firstDecisionMs},
      {Key::kTimeoutsToDisconnect, timeoutsToDisconnect},
      {Key::kOnError, switchOffOnError ? kSwitchOff : kSkip},
  };
}

std::optional<Config> Config::fromJson(const QJsonObject& json, int players, QString* error)
{
  QString problem;
  JsonReader r(json, QStringLiteral("config"), &problem);
  Config c;
  c.players = players;
  c.boardSize = int(r.integer(Key::kBoardSize, 8, 100));
  c.agentsPerPlayer = int(r.integer(Key::kAgentsPerPlayer, 1, 5));
  c.maxTurns = int(r.integer(Key::kMaxTurns, 1, 100000));
  c.wallClockSeconds = int(r.integer(Key::kWallClock, 0, 86400));
  c.startEnergy = int(r.integer(Key::kStartEnergy, 1, kMaxEnergy));
  c.startCloth = int(r.integer(Key::kStartCloth, 0, 1000));
  c.columns = int(r.integer(Key::kColumns, 1, 10000));
  c.clothCells = int(r.integer(Key::kClothCells, 0, 10000));
  c.clothMin = int(r.integer(Key::kClothMin, 1, kMaxClothPerCell));
  c.clothMax = int(r.integer(Key::kClothMax, 1, kMaxClothPerCell));
  c.decisionMs = int(r.integer(Key::kDecisionMs, 10, 60000));
  c.firstDecisionMs = int(r.integer(Key::kFirstDecisionMs, 10, 60000));
  c.timeoutsToDisconnect = int(r.integer(Key::kTimeoutsToDisconnect, 1, 1000));
  const QString onError = r.text(Key::kOnError);
  if (r.ok() && onError != kSkip && onError != kSwitchOff)
    r.fail(QStringLiteral("config.on_error: '%1' is not skip or switch-off").arg(onError));
  c.switchOffOnError = onError == kSwitchOff;
  if (problem.isEmpty()) {
    const QString invalid = c.validate();
    if (!invalid.isEmpty())
      problem = QStringLiteral("config: ") + invalid;
  }
  if (!problem.isEmpty()) {
    *error = problem;
    return std::nullopt;
  }
  return c;
}

QList<ParameterSpec> parameterSpecs()
{
  using T = ParameterSpec::Type;
  return {
      {Key::kBoardSize, T::Integer, 20, 8, 100, {}, QT_TRANSLATE_NOOP("GameTerms", "n: the board [scacchiera] is n x n")},
      {Key::kAgentsPerPlayer, T::Integer, 1, 1, 5, {}, QT_TRANSLATE_NOOP("GameTerms", "agents [agenti] per player; players x agents <= 20")},
      {Key::kMaxTurns, T::Integer, 200, 1, 100000, {}, QT_TRANSLATE_NOOP("GameTerms", "turns [turni] of the match")},
      {Key::kWallClock, T::Integer, 0, 0, 86400, {}, QT_TRANSLATE_NOOP("GameTerms", "wall-clock limit in seconds, 0 = off (checked at the end of each turn)")},
      {Key::kStartEnergy, T::Integer, 100, 1, kMaxEnergy, {}, QT_TRANSLATE_NOOP("GameTerms", "energy [energia] of every agent at the start")},
      {Key::kStartCloth, T::Integer, 0, 0, 1000, {}, QT_TRANSLATE_NOOP("GameTerms", "cloth [stoffa] of every agent at the start")},
      {Key::kColumns, T::Integer, kAutoCount, kAutoCount, 10000, {},
       QT_TRANSLATE_NOOP("GameTerms", "charging columns [colonne di ricarica]; -1 = max(1, round(2% of n^2))")},
      {Key::kClothCells, T::Integer, kAutoCount, kAutoCount, 10000, {},
       QT_TRANSLATE_NOOP("GameTerms", "cloth cells; -1 = round(12% of n^2)")},
      {Key::kClothMin, T::Integer, 1, 1, kMaxClothPerCell, {}, QT_TRANSLATE_NOOP("GameTerms", "least cloth in a cloth cell")},
      {Key::kClothMax, T::Integer, 10, 1, kMaxClothPerCell, {}, QT_TRANSLATE_NOOP("GameTerms", "most cloth in a cloth cell")},
      {Key::kDecisionMs, T::Integer, 1000, 10, 60000, {}, QT_TRANSLATE_NOOP("GameTerms", "time limit of one decision, ms")},
      {Key::kFirstDecisionMs, T::Integer, 5000, 10, 60000, {}, QT_TRANSLATE_NOOP("GameTerms", "time limit of each bot's first view, ms")},
      {Key::kTimeoutsToDisconnect, T::Integer, 3, 1, 1000, {}, QT_TRANSLATE_NOOP("GameTerms", "consecutive timeouts that disconnect a bot")},
      {Key::kOnError, T::Choice, kSkip, 0, 0, {kSkip, kSwitchOff}, QT_TRANSLATE_NOOP("GameTerms", "on a bot error: skip the action, or switch the agent off")},
  };
}

}  // namespace Kibitz::Rules::MoscaCeca

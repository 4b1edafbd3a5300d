#include "replay/replay_validation.h"

#include "core/registry.h"

namespace Kibitz::Debugger::ReplayValidation {

const Rules::Game* gameOf(const Replay& replay, QString* error)
{
  const Rules::Game* game = Rules::Registry::find(replay.gameId);
  if (!game)
    *error = QStringLiteral("game: unknown game '%1' (this Kibitz knows: %2)")
                 .arg(replay.gameId, Rules::Registry::ids().join(QStringLiteral(", ")));
  return game;
}

std::optional<Rules::MatchSetup> setupOf(const Replay& replay, QString* error)
{
  const Rules::Game* game = gameOf(replay, error);
  if (!game)
    return std::nullopt;
  QString problem;
  std::optional<Rules::Parameters> parameters = Rules::Parameters::fromJson(game->info().parameters, replay.parameters, &problem);
  if (!parameters) {
    *error = QStringLiteral("parameters: %1").arg(problem);
    return std::nullopt;
  }
  const int players = int(replay.players.size());
  if (players < game->info().minPlayers || players > game->info().maxPlayers) {
    *error = QStringLiteral("players: %1 needs %2..%3 players, the replay has %4")
                 .arg(replay.gameId).arg(game->info().minPlayers).arg(game->info().maxPlayers).arg(players);
    return std::nullopt;
  }
  Rules::MatchSetup setup;
  setup.parameters = *parameters;
  setup.seed = replay.seed;
  setup.playerNames = replay.playerNames();
  return setup;
}

bool check(const Replay& replay, QString* error)
{
  const std::optional<Rules::MatchSetup> setup = setupOf(replay, error);
  if (!setup)
    return false;
  const Rules::Game* game = Rules::Registry::find(replay.gameId);
  QStringList declared;
  for (const Rules::MetricSpec& m : game->info().metrics)
    declared << m.key;
  if (replay.metricKeys != declared) {
    *error = QStringLiteral("metrics: the replay lists [%1], %2 declares [%3]")
                 .arg(replay.metricKeys.join(QStringLiteral(", ")), replay.gameId, declared.join(QStringLiteral(", ")));
    return false;
  }
  for (qsizetype i = 0; i < replay.frames.size(); ++i) {
    QString problem;
    if (!game->stateFromJson(*setup, replay.frames[i].state, &problem)) {
      *error = QStringLiteral("frames[%1].state.%2").arg(i).arg(problem);
      return false;
    }
  }
  return true;
}

}  // namespace Kibitz::Debugger::ReplayValidation

#include "replay/replay_validation.h"

#include "core/registry.h"

#include "external/external_game.h"

#include "replay/parallel_strided.h"

#include <algorithm>
#include <atomic>
#include <vector>

namespace Kibitz::Debugger::ReplayValidation {

const Rules::Game* gameOf(const Replay& replay, QString* error)
{
  // A game played by an external referee is not built in: its frames are read as text.
  if (ExternalGame::isExternalId(replay.gameId))
    return &ExternalGame::generic();
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

bool check(const Replay& replay, QString* error, FrameStates frames)
{
  const std::optional<Rules::MatchSetup> setup = setupOf(replay, error);
  if (!setup)
    return false;
  const Rules::Game* game = gameOf(replay, error);
  QStringList declared;
  for (const Rules::MetricSpec& m : game->info().metrics)
    declared << m.key;
  // An external game's metrics come with its frames (scores, the kibitz frame's metrics).
  if (!ExternalGame::isExternalId(replay.gameId) && replay.metricKeys != declared) {
    *error = QStringLiteral("metrics: the replay lists [%1], %2 declares [%3]")
                 .arg(replay.metricKeys.join(QStringLiteral(", ")), replay.gameId, declared.join(QStringLiteral(", ")));
    return false;
  }
  if (frames == FrameStates::RestoreWhenShown)
    return true;
  // Every frame's state must restore: checked on all cores (a 200-round OrkIsland replay
  // spent most of its opening time here). Game::stateFromJson is const and builds a new
  // state, so frames can be checked concurrently; the first bad frame is the one reported.
  const qsizetype count = replay.frames.size();
  std::atomic<qsizetype> firstBad{count};
  std::vector<QString> problems(kMaxParallelWorkers);
  std::vector<qsizetype> badFrames(kMaxParallelWorkers, count);
  parallelStrided(count, 16, [&](qsizetype worker, qsizetype workers) {
    for (qsizetype i = worker; i < count && i < firstBad.load(); i += workers) {
      QString problem;
      if (!game->stateFromJson(*setup, replay.frames[i].state, &problem)) {
        problems[size_t(worker)] = problem;
        badFrames[size_t(worker)] = i;
        qsizetype seen = firstBad.load();
        while (i < seen && !firstBad.compare_exchange_weak(seen, i)) {
        }
        return;
      }
    }
  });
  const auto worst = std::min_element(badFrames.begin(), badFrames.end());
  if (*worst < count) {
    *error = QStringLiteral("frames[%1].state.%2").arg(*worst).arg(problems[size_t(worst - badFrames.begin())]);
    return false;
  }
  return true;
}

}  // namespace Kibitz::Debugger::ReplayValidation

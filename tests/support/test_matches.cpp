#include "support/test_matches.h"

#include "match/bot_spec.h"
#include "match/participant.h"

#include "core/registry.h"

#include <QtTest>

namespace Kibitz::Test {

std::unique_ptr<Debugger::MatchRunner> matchRunner(const QString& gameId, const QStringList& bots, uint64_t seed,
                                                   const QMap<QString, QString>& parameters)
{
  const Rules::Game* game = Rules::Registry::find(gameId);
  if (!game) {
    QTest::qFail(qPrintable(QStringLiteral("game %1 is not built").arg(gameId)), __FILE__, __LINE__);
    return nullptr;
  }
  QString error;
  Rules::MatchSetup setup;
  const std::optional<Rules::Parameters> resolved = Rules::Parameters::resolve(game->info().parameters, parameters, &error);
  if (!resolved) {
    QTest::qFail(qPrintable(error), __FILE__, __LINE__);
    return nullptr;
  }
  setup.parameters = *resolved;
  setup.seed = seed;
  QList<Debugger::PlayerRecord> players;
  std::vector<std::unique_ptr<Debugger::Participant>> participants;
  for (int p = 0; p < bots.size(); ++p) {
    const std::optional<Debugger::BotSpec> spec = Debugger::BotSpec::parse(bots[p], &error);
    std::unique_ptr<Debugger::Participant> participant =
        spec ? Debugger::makeParticipant(*game, *spec, p, seed, &error) : nullptr;
    if (!participant) {
      QTest::qFail(qPrintable(QStringLiteral("seat %1 (%2): %3").arg(p).arg(bots[p], error)), __FILE__, __LINE__);
      return nullptr;
    }
    const QString name = QStringLiteral("%1 %2").arg(spec->defaultName()).arg(p);
    setup.playerNames << name;
    players.push_back({name, bots[p]});
    participants.push_back(std::move(participant));
  }
  auto runner = Debugger::MatchRunner::create(*game, setup, players, std::move(participants), &error);
  if (!runner)
    QTest::qFail(qPrintable(error), __FILE__, __LINE__);
  return runner;
}

Debugger::Replay playMatch(const QString& gameId, const QStringList& bots, uint64_t seed,
                           const QMap<QString, QString>& parameters)
{
  auto runner = matchRunner(gameId, bots, seed, parameters);
  if (!runner)
    return {};
  runner->run();
  runner->finish();
  return runner->takeReplay();
}

std::unique_ptr<Debugger::MatchRunner> fencerVsFencer(uint64_t seed)
{
  return matchRunner(QStringLiteral("fencing"), {QStringLiteral("builtin:fencer"), QStringLiteral("builtin:fencer")}, seed);
}

Debugger::Replay fencerVsFencerReplay(uint64_t seed)
{
  return playMatch(QStringLiteral("fencing"), {QStringLiteral("builtin:fencer"), QStringLiteral("builtin:fencer")}, seed);
}

}  // namespace Kibitz::Test

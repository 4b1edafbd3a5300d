#include "match/match_builder.h"

#include "external/external_match_builder.h"
#include "match/bot_spec.h"
#include "match/human_participant.h"
#include "match/human_seat.h"
#include "match/participant.h"
#include "replay/replay.h"

#include "core/game.h"
#include "core/registry.h"

#include <QHash>

namespace Kibitz::Debugger::MatchBuilder {

namespace {

QString playerCountText(const Rules::GameInfo& info)
{
  return info.minPlayers == info.maxPlayers ? QString::number(info.minPlayers)
                                            : QStringLiteral("%1..%2").arg(info.minPlayers).arg(info.maxPlayers);
}

// The game, seed and parameters of the match: the request's, or the continued replay's.
bool resolveSetup(const MatchRequest& request, const Rules::Game** game, Rules::MatchSetup* setup, QString* error)
{
  const MatchRequest::Continuation* from = request.continuation ? &*request.continuation : nullptr;
  const QString gameId = request.gameId.isEmpty() && from ? from->replay->gameId : request.gameId;
  *game = Rules::Registry::find(gameId);
  if (!*game) {
    *error = QStringLiteral("unknown game '%1' (valid: %2)").arg(gameId, Rules::Registry::ids().join(QStringLiteral(", ")));
    return false;
  }
  const Rules::GameInfo& info = (*game)->info();
  if (!from) {
    std::optional<Rules::Parameters> parameters = Rules::Parameters::resolve(info.parameters, request.parameters, error);
    if (!parameters)
      return false;
    setup->parameters = *parameters;
    setup->seed = request.seed.value_or(1);
    return true;
  }
  // A continuation is the same match from turn N on: its seed and parameters are the
  // original's, so the shared history stays valid.
  if (from->replay->gameId != gameId) {
    *error = QStringLiteral("%1 is a %2 replay, not %3").arg(from->file, from->replay->gameId, gameId);
    return false;
  }
  if (request.seed && *request.seed != from->replay->seed) {
    *error = QStringLiteral("a continued match keeps the seed of %1 (%2)").arg(from->file).arg(from->replay->seed);
    return false;
  }
  if (!request.parameters.isEmpty()) {
    *error = QStringLiteral("a continued match keeps the parameters of %1").arg(from->file);
    return false;
  }
  QString problem;
  std::optional<Rules::Parameters> parameters = Rules::Parameters::fromJson(info.parameters, from->replay->parameters, &problem);
  if (!parameters) {
    *error = QStringLiteral("%1: parameters: %2").arg(from->file, problem);
    return false;
  }
  if (request.bots.size() != from->replay->players.size()) {
    *error = QStringLiteral("the replay has %1 players, got %2 bots").arg(from->replay->players.size()).arg(request.bots.size());
    return false;
  }
  setup->parameters = *parameters;
  setup->seed = from->replay->seed;
  return true;
}

}  // namespace

QStringList seatNames(const QList<BotSpec>& specs, const QStringList& names)
{
  QStringList out;
  QHash<QString, int> uses;  // how many seats so far took each default name
  for (int p = 0; p < specs.size(); ++p) {
    const QString given = p < names.size() ? names[p].trimmed() : QString();
    if (!given.isEmpty()) {
      out << given;
      continue;
    }
    // Default names are numbered from their second use on, so every seat can be told apart.
    const QString name = specs[p].defaultName();
    const int earlier = uses[name]++;
    out << (earlier == 0 ? name : QStringLiteral("%1 %2").arg(name).arg(earlier + 1));
  }
  return out;
}

QString nonConformingReason(const ProcessOptions& options)
{
  if (options.noTimeLimit)
    return QStringLiteral("no time limit: external bots had no time limit");
  if (options.judgeOnCpuTime)
    return QStringLiteral("time limit: external bots' limits counted their own CPU time only");
  if (options.timeLimitOverrideMs > 0)
    return QStringLiteral("time limit: external bots had %1 ms per turn instead of the game's limits")
        .arg(options.timeLimitOverrideMs);
  return {};
}

std::unique_ptr<MatchRunner> build(const MatchRequest& request, QString* error)
{
  // A game Kibitz does not build in: its referee plays the rules (debugger/external/).
  if (request.referee)
    return ExternalMatchBuilder::build(request, error);
  const Rules::Game* game = nullptr;
  Rules::MatchSetup setup;
  if (!resolveSetup(request, &game, &setup, error))
    return nullptr;
  const Rules::GameInfo& info = game->info();
  if (request.continuation && !request.recordFrames) {
    *error = QStringLiteral("a continued match records its frames");
    return nullptr;
  }
  if (request.bots.size() < info.minPlayers || request.bots.size() > info.maxPlayers) {
    *error = QStringLiteral("%1 needs %2 --bot specs (one per player), got %3")
                 .arg(info.id, playerCountText(info))
                 .arg(request.bots.size());
    return nullptr;
  }
  if (request.names.size() > request.bots.size()) {
    *error = QStringLiteral("%1 names for %2 players").arg(request.names.size()).arg(request.bots.size());
    return nullptr;
  }

  QList<BotSpec> specs;
  if (!request.participantFactory) {
    for (const QString& text : request.bots) {
      std::optional<BotSpec> spec = BotSpec::parse(text, error);
      if (!spec)
        return nullptr;
      specs << *spec;
    }
  }
  QStringList names = request.names;
  if (request.continuation) {
    // A seat the request does not rename keeps the original's name, unless its bot changed:
    // then it is named after its new bot (a fork must not credit the old bot with its moves).
    const QList<PlayerRecord>& original = request.continuation->replay->players;
    for (int p = int(names.size()); p < request.bots.size(); ++p)
      names << original[p].name;
    for (int p = 0; p < specs.size() && p < original.size(); ++p)
      if (names[p].trimmed() == original[p].name && specs[p].toString() != original[p].bot)
        names[p].clear();  // seatNames() gives it the new bot's name
  }
  setup.playerNames = request.participantFactory ? names : seatNames(specs, names);
  while (setup.playerNames.size() < request.bots.size())
    setup.playerNames << info.defaultPlayerNames.value(int(setup.playerNames.size()));

  for (const int seat : request.profileSeats)
    if (seat < 0 || seat >= request.bots.size()) {
      *error = QStringLiteral("--profile %1: not a seat of this match (valid: 0..%2)").arg(seat).arg(request.bots.size() - 1);
      return nullptr;
    }
  QList<PlayerRecord> records;
  std::vector<std::unique_ptr<Participant>> participants;
  bool externalBots = false;
  for (int p = 0; p < request.bots.size(); ++p) {
    QString problem;
    ProcessOptions options = request.processOptions;
    options.profile = request.profileSeats.contains(p);
    if (options.profile && (specs.isEmpty() || !specs[p].isExternal())) {
      *error = QStringLiteral("player %1: only an external bot (cmd:, eda:) can be profiled, not %2")
                   .arg(p)
                   .arg(specs.isEmpty() ? request.bots[p] : specs[p].toString());
      return nullptr;
    }
    std::unique_ptr<Participant> participant;
    if (request.participantFactory)
      participant = request.participantFactory(p, &problem);
    else if (specs[p].kind == BotSpec::Kind::Human && request.humanSeats)
      participant = std::make_unique<HumanParticipant>(std::make_shared<HumanSeat>(p));  // the window answers it
    else
      participant = makeParticipant(*game, specs[p], p, setup.seed, &problem, options);
    if (!participant) {
      *error = QStringLiteral("player %1: %2").arg(p).arg(problem);
      return nullptr;
    }
    participants.push_back(std::move(participant));
    records << PlayerRecord{setup.playerNames[p], specs.isEmpty() ? request.bots[p] : specs[p].toString()};
    externalBots = externalBots || (!specs.isEmpty() && specs[p].isExternal());
  }

  std::unique_ptr<MatchRunner> runner =
      request.continuation
          ? MatchRunner::continueFrom(*game, setup, records, std::move(participants), *request.continuation->replay,
                                      request.continuation->file, request.continuation->turn, error)
          : MatchRunner::create(*game, setup, records, std::move(participants), error,
                                request.recordFrames ? ReplayRecorder::Frames::All : ReplayRecorder::Frames::None);
  if (!runner)
    return nullptr;
  if (const QString reason = nonConformingReason(request.processOptions); externalBots && !reason.isEmpty())
    runner->markNonConforming(reason);
  return runner;
}

}  // namespace Kibitz::Debugger::MatchBuilder

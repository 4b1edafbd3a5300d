#include "external/external_match_builder.h"

#include "external/brutaltester_match.h"
#include "external/cg_match.h"
#include "match/bot_spec.h"
#include "match/match_builder.h"
#include "match/participant.h"
#include "match/process_participant.h"
#include "match/sandbox_policy.h"

#include <QJsonObject>

namespace Kibitz::Debugger::ExternalMatchBuilder {

std::unique_ptr<MatchRunner> build(const MatchRequest& request, QString* error)
{
  const ExternalReferee& referee = *request.referee;
  if (request.continuation) {
    *error = QStringLiteral("an external game cannot be continued from a turn: its referee always starts from the beginning");
    return nullptr;
  }
  if (request.participantFactory) {
    *error = QStringLiteral("an external game plays bots, not recorded replies");
    return nullptr;
  }
  if (referee.command.trimmed().isEmpty()) {
    *error = QStringLiteral("--referee COMMAND is required for an external game");
    return nullptr;
  }
  if (referee.dialect == ExternalReferee::Dialect::Brutaltester && !request.parameters.isEmpty()) {
    *error = QStringLiteral("a brutaltester referee takes no parameters (--param is for cg referees)");
    return nullptr;
  }
  const QString name = !referee.name.isEmpty() ? referee.name
                       : request.gameId.startsWith(QLatin1String("extern:")) ? request.gameId.mid(7)
                                                                             : QString();
  const QString id = ExternalGame::idFor(name, error);
  if (id.isEmpty())
    return nullptr;
  auto game = std::make_unique<ExternalGame>(id);
  if (request.bots.size() < 1 || request.bots.size() > ExternalGame::kMaxPlayers) {
    *error = QStringLiteral("%1 needs 1..%2 --bot specs (one per player), got %3")
                 .arg(id)
                 .arg(ExternalGame::kMaxPlayers)
                 .arg(request.bots.size());
    return nullptr;
  }
  if (request.names.size() > request.bots.size()) {
    *error = QStringLiteral("%1 names for %2 players").arg(request.names.size()).arg(request.bots.size());
    return nullptr;
  }
  QList<BotSpec> specs;
  for (const QString& text : request.bots) {
    std::optional<BotSpec> spec = BotSpec::parse(text, error);
    if (!spec)
      return nullptr;
    if (!spec->isExternal()) {
      *error = QStringLiteral("%1: an external game's seats are cmd: or eda: bots (its referee has no bots of Kibitz's)")
                   .arg(text);
      return nullptr;
    }
    specs << *spec;
  }
  Rules::MatchSetup setup;
  setup.seed = request.seed.value_or(1);
  setup.playerNames = MatchBuilder::seatNames(specs, request.names);

  // The referee is code from elsewhere: contained like the bots, under the sandbox when any is.
  const ProcessOptions refereeOptions = SandboxPolicy::applied(request.processOptions);
  std::unique_ptr<RefereeProcess> process =
      RefereeProcess::start(referee.command, refereeOptions, referee.replyTimeoutMs, error);
  if (!process)
    return nullptr;

  QList<PlayerRecord> records;
  std::vector<std::unique_ptr<Participant>> participants;
  for (int p = 0; p < specs.size(); ++p) {
    QString problem;
    std::unique_ptr<ProcessParticipant> bot = makeExternalParticipant(*game, specs[p], &problem, request.processOptions);
    if (!bot) {
      *error = QStringLiteral("player %1: %2").arg(p).arg(problem);
      return nullptr;
    }
    participants.push_back(std::move(bot));
    records << PlayerRecord{setup.playerNames[p], specs[p].toString()};
  }

  QJsonObject parameters;
  for (auto it = request.parameters.begin(); it != request.parameters.end(); ++it)
    parameters.insert(it.key(), it.value());
  const QJsonObject origin{{QStringLiteral("external"),
                            QJsonObject{{QStringLiteral("referee"), referee.command},
                                        {QStringLiteral("dialect"), ExternalReferee::dialectName(referee.dialect)},
                                        {QStringLiteral("parameters"), parameters}}}};
  const ExternalGame& gameRef = *game;
  ReplayRecorder recorder(gameRef, setup, records,
                          request.recordFrames ? ReplayRecorder::Frames::All : ReplayRecorder::Frames::None, origin);
  std::unique_ptr<TurnSource> source;
  if (referee.dialect == ExternalReferee::Dialect::Cg)
    source = std::make_unique<CgMatch>(std::move(game), setup, std::move(process), request.parameters);
  else
    source = std::make_unique<BrutaltesterMatch>(std::move(game), setup, std::move(process), referee.seedLine,
                                                 request.processOptions.timeLimitOverrideMs);
  auto runner = std::make_unique<MatchRunner>(std::move(source), gameRef, setup, std::move(recorder),
                                              std::move(participants));
  // A brutaltester referee has no limits of its own: --time-limit only chooses Kibitz's.
  const ProcessOptions& o = request.processOptions;
  const bool ownLimitsOnly = referee.dialect == ExternalReferee::Dialect::Brutaltester && !o.noTimeLimit && !o.judgeOnCpuTime;
  if (const QString reason = MatchBuilder::nonConformingReason(o); !reason.isEmpty() && !ownLimitsOnly)
    runner->markNonConforming(reason);
  return runner;
}

}  // namespace Kibitz::Debugger::ExternalMatchBuilder

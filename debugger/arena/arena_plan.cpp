#include "arena/arena_plan.h"

#include "arena/bot_version.h"

#include "external/external_game.h"
#include "match/bot_spec.h"
#include "match/match_builder.h"

#include "core/game.h"
#include "core/registry.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>

namespace Kibitz::Debugger::Arena {

std::optional<ArenaPlan> ArenaPlan::make(const MatchRequest& base, qint64 matches, int tableSize,
                                         const std::optional<SprtSettings>& sprt, QString* error, QString* notice)
{
  // A game played by an external referee (docs/external-games.md): its own game object.
  std::unique_ptr<ExternalGame> external;
  if (base.referee) {
    const QString id = ExternalGame::idFor(!base.referee->name.isEmpty() ? base.referee->name
                                           : base.gameId.startsWith(QLatin1String("extern:")) ? base.gameId.mid(7)
                                                                                              : QString(),
                                           error);
    if (id.isEmpty())
      return std::nullopt;
    external = std::make_unique<ExternalGame>(id);
  }
  const Rules::Game* game = external ? external.get() : Rules::Registry::find(base.gameId);
  if (!game) {
    *error = QStringLiteral("unknown game '%1' (valid: %2)").arg(base.gameId, Rules::Registry::ids().join(QStringLiteral(", ")));
    return std::nullopt;
  }
  const Rules::GameInfo& info = game->info();
  // An external game's parameters are the referee's: passed on as they are.
  std::optional<Rules::Parameters> parameters =
      external ? std::optional<Rules::Parameters>(Rules::Parameters()) : Rules::Parameters::resolve(info.parameters, base.parameters, error);
  if (!parameters)
    return std::nullopt;
  if (base.bots.isEmpty()) {
    *error = QStringLiteral("an arena needs at least one --bot");
    return std::nullopt;
  }
  if (base.names.size() > base.bots.size()) {
    *error = QStringLiteral("%1 names for %2 bots").arg(base.names.size()).arg(base.bots.size());
    return std::nullopt;
  }

  ArenaPlan plan;
  plan.gameId_ = info.id;
  plan.parameters_ = base.parameters;
  QList<BotSpec> specs;
  for (const QString& text : base.bots) {
    std::optional<BotSpec> spec = BotSpec::parse(text, error);
    if (!spec)
      return std::nullopt;
    if (spec->kind == BotSpec::Kind::Builtin &&
        std::none_of(info.builtinBots.begin(), info.builtinBots.end(),
                     [&](const Rules::BuiltinBotSpec& b) { return b.name == spec->value; })) {
      QStringList names;
      for (const Rules::BuiltinBotSpec& b : info.builtinBots)
        names << b.name;
      *error = QStringLiteral("unknown built-in bot '%1' for %2 (valid: %3)").arg(spec->value, info.id, names.join(QStringLiteral(", ")));
      return std::nullopt;
    }
    specs << *spec;
  }
  const QStringList names = MatchBuilder::seatNames(specs, base.names);
  QSet<QString> seen;
  for (int i = 0; i < specs.size(); ++i) {
    if (seen.contains(names[i])) {
      *error = QStringLiteral("two bots are named '%1': the ranking tells bots apart by name (give --name)").arg(names[i]);
      return std::nullopt;
    }
    seen.insert(names[i]);
    plan.entrants_ << Entrant{names[i], specs[i].toString(), specs[i].isExternal(), BotVersion::of(specs[i].toString())};
  }

  const int bots = int(specs.size());
  if (tableSize == 0)
    tableSize = info.minPlayers == info.maxPlayers ? info.minPlayers : std::clamp(bots, info.minPlayers, info.maxPlayers);
  if (tableSize < info.minPlayers || tableSize > info.maxPlayers) {
    *error = QStringLiteral("%1 seats %2 players at a match, not %3")
                 .arg(info.id,
                      info.minPlayers == info.maxPlayers ? QString::number(info.minPlayers)
                                                         : QStringLiteral("%1..%2").arg(info.minPlayers).arg(info.maxPlayers))
                 .arg(tableSize);
    return std::nullopt;
  }
  if (sprt && (bots != 2 || tableSize != 2)) {
    *error = QStringLiteral("--sprt tests two bots against each other in a two-player game (got %1 bots, %2 seats)")
                 .arg(bots)
                 .arg(tableSize);
    return std::nullopt;
  }
  std::optional<Schedule> schedule = Schedule::make(bots, tableSize, matches, base.seed.value_or(1), error, notice);
  if (!schedule)
    return std::nullopt;
  plan.schedule_ = *schedule;
  plan.timeLimitMs_ = base.processOptions.timeLimitOverrideMs;
  plan.noTimeLimit_ = base.processOptions.noTimeLimit;
  plan.sandbox_ = base.processOptions.sandbox;
  plan.sprt_ = sprt;
  plan.referee_ = base.referee;

  QJsonArray entrants;
  for (const Entrant& e : plan.entrants_) {
    QJsonObject entrant{{QStringLiteral("name"), e.name}, {QStringLiteral("bot"), e.bot}};
    if (!e.version.isEmpty())  // built-in bots have none: their arenas keep their ids
      entrant.insert(QStringLiteral("version"), e.version);
    entrants << entrant;
  }
  plan.identity_ = QJsonObject{
      {QStringLiteral("game"), info.id},
      {QStringLiteral("rules_version"), info.rulesVersion},
      {QStringLiteral("parameters"), parameters->toJson()},
      {QStringLiteral("entrants"), entrants},
      {QStringLiteral("table"), tableSize},
      {QStringLiteral("matches"), plan.schedule_.size()},
      {QStringLiteral("seed"), QString::number(plan.schedule_.firstSeed())},
      {QStringLiteral("time_limit_ms"), plan.timeLimitMs_},
      {QStringLiteral("no_time_limit"), plan.noTimeLimit_},
      {QStringLiteral("sprt"), sprt ? QJsonValue(QJsonArray{sprt->elo0, sprt->elo1, sprt->alpha, sprt->beta}) : QJsonValue()}};
  if (base.referee) {  // another referee or dialect is another arena
    QJsonObject referee{{QStringLiteral("command"), base.referee->command},
                        {QStringLiteral("dialect"), ExternalReferee::dialectName(base.referee->dialect)}};
    QJsonObject params;
    for (auto it = base.parameters.begin(); it != base.parameters.end(); ++it)
      params.insert(it.key(), it.value());
    referee.insert(QStringLiteral("parameters"), params);
    plan.identity_.insert(QStringLiteral("referee"), referee);
  }
  const QByteArray canonical = QJsonDocument(plan.identity_).toJson(QJsonDocument::Compact);
  plan.id_ = QString::fromLatin1(QCryptographicHash::hash(canonical, QCryptographicHash::Sha256).toHex().left(16));
  return plan;
}

MatchJob ArenaPlan::job(qint64 index) const
{
  const ScheduledMatch m = schedule_.at(index);
  MatchJob job;
  job.schedule = id_;
  job.index = index;
  job.gameId = gameId_;
  job.seed = m.seed;
  job.parameters = parameters_;
  for (int entrant : m.seats)
    job.seats << JobSeat{entrant, entrants_[entrant].name, entrants_[entrant].bot};
  job.timeLimitMs = timeLimitMs_;
  job.noTimeLimit = noTimeLimit_;
  job.sandbox = sandbox_;
  job.referee = referee_;
  return job;
}

}  // namespace Kibitz::Debugger::Arena

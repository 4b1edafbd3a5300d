#include "cli/cli_output.h"

#include "match/bot_spec.h"
#include "match/match_runner.h"
#include "match/participant.h"
#include "match/process_participant.h"
#include "replay/replay_file.h"

#include "core/game.h"
#include "core/registry.h"

namespace Kibitz::Cli {

namespace {
const QString kUsage = QStringLiteral(
    "kibitz-cli run GAME [--seed N] [--param KEY=VALUE]... [--from FILE --turn N] --bot SPEC... [--name NAME]... "
    "[--time-limit MS | --no-time-limit] --out FILE");
constexpr int kMaxTimeLimitMs = 86'400'000;  // the most a replay can record

// The options of `cmd:` bots, or false with an error.
bool processOptionsOf(const QCommandLineParser& parser, const QCommandLineOption& timeLimit,
                      const QCommandLineOption& noTimeLimit, Debugger::ProcessOptions* options, QString* error)
{
  if (parser.isSet(timeLimit) && parser.isSet(noTimeLimit)) {
    *error = QStringLiteral("--time-limit and --no-time-limit exclude each other");
    return false;
  }
  options->noTimeLimit = parser.isSet(noTimeLimit);
  if (parser.isSet(timeLimit)) {
    bool ok = false;
    const int ms = parser.value(timeLimit).toInt(&ok);
    if (!ok || ms <= 0 || ms > kMaxTimeLimitMs) {
      *error = QStringLiteral("--time-limit: '%1' is not a number of milliseconds (1..%2)")
                   .arg(parser.value(timeLimit))
                   .arg(kMaxTimeLimitMs);
      return false;
    }
    options->timeLimitOverrideMs = ms;
  }
  return true;
}

// Why a match with external bots does not follow the game's time limits, or empty.
QString nonConformingReason(const Debugger::ProcessOptions& options)
{
  if (options.noTimeLimit)
    return QStringLiteral("--no-time-limit: external bots had no time limit");
  if (options.timeLimitOverrideMs > 0)
    return QStringLiteral("--time-limit: external bots had %1 ms per turn instead of the game's limits")
        .arg(options.timeLimitOverrideMs);
  return {};
}
}

int commandRun(const QStringList& args)
{
  QCommandLineParser parser;
  const QCommandLineOption seedOption(QStringLiteral("seed"), QStringLiteral("The match seed (default 1)."), QStringLiteral("N"), QStringLiteral("1"));
  const QCommandLineOption paramOption(QStringLiteral("param"), QStringLiteral("A game parameter, repeatable."), QStringLiteral("KEY=VALUE"));
  const QCommandLineOption botOption(QStringLiteral("bot"), QStringLiteral("One per player, in player order: builtin:NAME, script:PATH, cmd:COMMAND."), QStringLiteral("SPEC"));
  const QCommandLineOption nameOption(QStringLiteral("name"), QStringLiteral("Display names in player order."), QStringLiteral("NAME"));
  const QCommandLineOption outOption(QStringLiteral("out"), QStringLiteral("The replay file to write."), QStringLiteral("FILE"));
  const QCommandLineOption fromOption(QStringLiteral("from"), QStringLiteral("Continue the match of this replay..."), QStringLiteral("FILE"));
  const QCommandLineOption turnOption(QStringLiteral("turn"), QStringLiteral("...from this turn, with the bots given."), QStringLiteral("N"));
  const QCommandLineOption timeLimitOption(
      QStringLiteral("time-limit"),
      QStringLiteral("Per-turn time limit of cmd: bots in ms, instead of the game's (the replay is marked non-conforming)."),
      QStringLiteral("MS"));
  const QCommandLineOption noTimeLimitOption(
      QStringLiteral("no-time-limit"),
      QStringLiteral("cmd: bots may take as long as they like, e.g. under a debugger (the replay is marked non-conforming)."));
  parser.addOptions({seedOption, paramOption, botOption, nameOption, outOption, fromOption, turnOption, timeLimitOption,
                     noTimeLimitOption});
  parser.addPositionalArgument(QStringLiteral("GAME"), QStringLiteral("A game id (kibitz-cli games)."));
  int code = 0;
  if (!parseArguments(parser, args, 1, 1, kUsage, &code))
    return code;

  const QString gameId = parser.positionalArguments().first();
  const Rules::Game* game = Rules::Registry::find(gameId);
  if (!game)
    return fail(QStringLiteral("unknown game '%1' (valid: %2)").arg(gameId, Rules::Registry::ids().join(QStringLiteral(", "))));
  const Rules::GameInfo& info = game->info();

  bool seedOk = false;
  const uint64_t seed = parser.value(seedOption).toULongLong(&seedOk);
  if (!seedOk)
    return fail(QStringLiteral("--seed: '%1' is not an unsigned 64-bit integer").arg(parser.value(seedOption)));

  QMap<QString, QString> raw;
  for (const QString& item : parser.values(paramOption)) {
    const qsizetype eq = item.indexOf(QLatin1Char('='));
    if (eq <= 0)
      return fail(QStringLiteral("--param '%1': expected KEY=VALUE").arg(item));
    raw.insert(item.left(eq), item.mid(eq + 1));
  }
  QString error;
  const std::optional<Rules::Parameters> parameters = Rules::Parameters::resolve(info.parameters, raw, &error);
  if (!parameters)
    return fail(error);

  const QStringList botTexts = parser.values(botOption);
  if (botTexts.size() < info.minPlayers || botTexts.size() > info.maxPlayers)
    return fail(QStringLiteral("%1 needs %2 --bot options (one per player), got %3")
                    .arg(gameId,
                         info.minPlayers == info.maxPlayers ? QString::number(info.minPlayers)
                                                            : QStringLiteral("%1..%2").arg(info.minPlayers).arg(info.maxPlayers))
                    .arg(botTexts.size()));
  const QStringList names = parser.values(nameOption);
  if (names.size() > botTexts.size())
    return fail(QStringLiteral("%1 --name options for %2 players").arg(names.size()).arg(botTexts.size()));
  if (!parser.isSet(outOption))
    return fail(QStringLiteral("--out FILE is required (usage: %1)").arg(kUsage));
  Debugger::ProcessOptions processOptions;
  if (!processOptionsOf(parser, timeLimitOption, noTimeLimitOption, &processOptions, &error))
    return fail(error);

  // Continuing a replay: the match keeps its parameters, seed and names.
  std::optional<Debugger::Replay> original;
  int fromTurn = 0;
  if (parser.isSet(fromOption) != parser.isSet(turnOption))
    return fail(QStringLiteral("--from FILE and --turn N go together"));
  if (parser.isSet(fromOption)) {
    if (parser.isSet(seedOption) || parser.isSet(paramOption))
      return fail(QStringLiteral("--seed and --param cannot change a match continued with --from"));
    original = loadReplay(parser.value(fromOption), &error);
    if (!original)
      return fail(error);
    if (original->gameId != gameId)
      return fail(QStringLiteral("%1 is a %2 replay, not %3").arg(parser.value(fromOption), original->gameId, gameId));
    bool turnOk = false;
    fromTurn = parser.value(turnOption).toInt(&turnOk);
    if (!turnOk || fromTurn < 0 || fromTurn > original->lastTurn())
      return fail(QStringLiteral("--turn '%1' is not a turn of %2 (valid: 0..%3)")
                      .arg(parser.value(turnOption), parser.value(fromOption)).arg(original->lastTurn()));
    if (botTexts.size() != original->players.size())
      return fail(QStringLiteral("the replay has %1 players, got %2 --bot options").arg(original->players.size()).arg(botTexts.size()));
  }

  Rules::MatchSetup setup;
  setup.parameters = *parameters;
  setup.seed = seed;
  if (original) {
    setup.parameters = *Rules::Parameters::fromJson(info.parameters, original->parameters, &error);
    setup.seed = original->seed;
  }
  QList<Debugger::PlayerRecord> players;
  std::vector<std::unique_ptr<Debugger::Participant>> participants;
  bool externalBots = false;
  for (int p = 0; p < botTexts.size(); ++p) {
    const std::optional<Debugger::BotSpec> spec = Debugger::BotSpec::parse(botTexts[p], &error);
    if (!spec)
      return fail(error);
    const bool external = spec->kind == Debugger::BotSpec::Kind::Command;
    externalBots = externalBots || external;
    std::unique_ptr<Debugger::Participant> participant =
        external ? Debugger::makeProcessParticipant(spec->value, &error, processOptions)
                 : Debugger::makeParticipant(*game, *spec, p, setup.seed, &error);
    if (!participant)
      return fail(QStringLiteral("player %1: %2").arg(p).arg(error));
    participants.push_back(std::move(participant));
    const QString name = p < names.size() ? names[p] : original ? original->players[p].name : spec->defaultName();
    setup.playerNames << name;
    players << Debugger::PlayerRecord{name, spec->toString()};
  }

  std::unique_ptr<Debugger::MatchRunner> runner =
      original ? Debugger::MatchRunner::continueFrom(*game, setup, players, std::move(participants), *original,
                                                     parser.value(fromOption), fromTurn, &error)
               : Debugger::MatchRunner::create(*game, setup, players, std::move(participants), &error);
  if (!runner)
    return fail(error);
  // Whatever the bots do (time out, crash, print garbage), the match is played to its
  // end and written: the result text says who was deactivated and why. Exit code 0.
  runner->run();
  Debugger::Replay replay = runner->takeReplay();
  const QString reason = externalBots ? nonConformingReason(processOptions) : QString();
  if (!reason.isEmpty()) {
    replay.origin.insert(QStringLiteral("nonConforming"), true);
    replay.origin.insert(QStringLiteral("reason"), reason);
  }
  if (!Debugger::ReplayFile::write(parser.value(outOption), replay, &error))
    return fail(error);
  out(QStringLiteral("%1 seed %2: %3 after %4 turns -> %5")
          .arg(gameId)
          .arg(setup.seed)
          .arg(replay.result.text)
          .arg(replay.lastTurn())
          .arg(parser.value(outOption)));
  return kSuccess;
}

}  // namespace Kibitz::Cli

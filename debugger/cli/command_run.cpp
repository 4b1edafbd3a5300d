#include "cli/cli_output.h"
#include "cli/live_options.h"
#include "cli/match_options.h"

#include "match/match_builder.h"
#include "replay/replay_file.h"
#include "share/live_broadcast.h"

#include "core/game.h"

#include <cstdio>

namespace Kibitz::Cli {

namespace {
const QString kUsage = QStringLiteral(
    "kibitz-cli run GAME [--seed N] [--param KEY=VALUE]... [--from FILE --turn N] --bot SPEC... [--name NAME]... "
    "[--time-limit MS | --no-time-limit] [--sandbox] [--profile SEAT]... [--live [ADDR:]PORT [--live-linger SECONDS]] --out FILE\n"
    "       kibitz-cli run extern[:NAME] --referee COMMAND --dialect cg|brutaltester [--param KEY=VALUE]... "
    "[--game-name NAME] [--referee-timeout MS] [--seed-line none|before|after] --bot SPEC... --seed S --out FILE");
}

int commandRun(const QStringList& args)
{
  QCommandLineParser parser;
  const MatchOptions match;
  const QCommandLineOption outOption(QStringLiteral("out"), QStringLiteral("The replay file to write."), QStringLiteral("FILE"));
  const QCommandLineOption fromOption(QStringLiteral("from"), QStringLiteral("Continue the match of this replay..."), QStringLiteral("FILE"));
  const QCommandLineOption turnOption(QStringLiteral("turn"), QStringLiteral("...from this turn, with the bots given."), QStringLiteral("N"));
  const TimeLimitOptions timeLimits;
  const SandboxOptions sandbox;
  const LiveOptions liveOptions;
  const ExternalGameOptions externalGame;
  const QCommandLineOption profileOption(
      QStringLiteral("profile"),
      QStringLiteral("Profile this seat's external bot turn by turn (perf for native bots, Kibitz's wrapper for Python; "
                     "repeatable). See: kibitz-cli profile."),
      QStringLiteral("SEAT"));
  parser.addOptions({outOption, fromOption, turnOption, profileOption});
  liveOptions.addTo(parser);
  externalGame.addTo(parser);
  timeLimits.addTo(parser);
  sandbox.addTo(parser);
  match.addTo(parser);
  Debugger::MatchRequest request;
  int code = 0;
  if (!match.parse(parser, args, kUsage, &request, &code))
    return code;
  QString error;
  if (!parser.isSet(outOption))
    return fail(QStringLiteral("--out FILE is required (usage: %1)").arg(kUsage));
  if (!timeLimits.fill(parser, &request.processOptions, &error) || !sandbox.fill(parser, &request.processOptions, &error)
      || !externalGame.fill(parser, &request, &error))
    return fail(error);
  for (const QString& seat : parser.values(profileOption)) {
    bool ok = false;
    const int p = seat.toInt(&ok);
    if (!ok || p < 0 || p >= request.bots.size())
      return fail(QStringLiteral("--profile '%1' is not a seat (valid: 0..%2)").arg(seat).arg(request.bots.size() - 1));
    if (!request.profileSeats.contains(p))
      request.profileSeats << p;
  }

  // Continuing a replay: the match keeps its parameters, seed and names (MatchBuilder
  // refuses a --seed or --param that would change them, and says why).
  std::optional<Debugger::Replay> original;
  if (parser.isSet(fromOption) != parser.isSet(turnOption))
    return fail(QStringLiteral("--from FILE and --turn N go together"));
  if (parser.isSet(fromOption)) {
    original = loadReplay(parser.value(fromOption), &error);
    if (!original)
      return fail(error);
    bool turnOk = false;
    const int turn = parser.value(turnOption).toInt(&turnOk);
    if (!turnOk || turn < 0 || turn > original->lastTurn())
      return fail(QStringLiteral("--turn '%1' is not a turn of %2 (valid: 0..%3)")
                      .arg(parser.value(turnOption), parser.value(fromOption)).arg(original->lastTurn()));
    request.continuation = Debugger::MatchRequest::Continuation{&*original, parser.value(fromOption), turn};
  }

  std::optional<Debugger::LiveBroadcast::Address> liveAddress;
  int lingerSeconds = -1;
  if (!liveOptions.parse(parser, &liveAddress, &lingerSeconds, &error))
    return fail(error);

  std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
  if (!runner)
    return fail(error);
  std::unique_ptr<Debugger::LiveBroadcast> live;
  if (liveAddress) {
    LiveOptions::warnIfExposed(*liveAddress);
    live = Debugger::LiveBroadcast::start(runner->replay(), *liveAddress, QStringLiteral("en"), &error);
    if (!live)
      return fail(error);
    out(QStringLiteral("live: %1").arg(live->url()));
    std::fflush(stdout);
  }
  // Whatever the bots do (time out, crash, print garbage), the match is played to its
  // end and written: the result text says who was deactivated and why. Exit code 0.
  while (!runner->isOver()) {
    runner->step();
    if (live)
      live->publish(runner->replay());
  }
  const uint64_t seed = runner->setup().seed;
  Debugger::Replay replay = runner->takeReplay();
  if (live)
    live->finish(replay);
  for (const QString& warning : runner->profileWarnings())
    err(QStringLiteral("kibitz-cli: warning: %1").arg(warning));
  if (!Debugger::ReplayFile::write(parser.value(outOption), replay, &error))
    return fail(error);
  // One sentence: "moscaceca seed 5, 324 decisions: scout wins; ...; after 30 turns -> m.kbz".
  const bool decisions = runner->game().info().stepIsDecision;
  out(QStringLiteral("%1 seed %2, %3 %4: %5 -> %6")
          .arg(replay.gameId)
          .arg(seed)
          .arg(replay.lastTurn())
          .arg(decisions ? QStringLiteral("decisions") : QStringLiteral("turns"), replay.result.text, parser.value(outOption)));
  if (live)
    LiveOptions::lingerAfter(QStringLiteral("the match is over"), {live->url()}, lingerSeconds);
  return kSuccess;
}

}  // namespace Kibitz::Cli

#include "cli/cli_output.h"

#include "cli/match_options.h"
#include "dap/bot_debug_session.h"
#include "dap/debug_plan.h"
#include "dap/debug_stop_json.h"
#include "match/bot_rerun.h"
#include "match/bot_spec.h"
#include "match/match_builder.h"
#include "replay/replay_file.h"

#include <QTextStream>

#include <cstdio>

namespace Kibitz::Cli {

namespace {
const QString kUsage = QStringLiteral(
    "kibitz-cli rerun FILE --seat P --turn N [--bot SPEC | --run-recorded] [--sandbox] [--debug] [--eda-compile COMMAND] "
    "[--out FORK] [--break FILE:LINE]... [--eval EXPR]... [--json]");

// --break FILE:LINE (the last colon splits, so a path may hold colons).
bool parseBreakpoints(const QStringList& values, QList<Debugger::BotDebugSession::Breakpoint>* breakpoints, QString* error)
{
  for (const QString& value : values) {
    const qsizetype colon = value.lastIndexOf(QLatin1Char(':'));
    bool ok = false;
    const int line = colon > 0 ? value.mid(colon + 1).toInt(&ok) : 0;
    if (!ok || line < 1) {
      *error = QStringLiteral("--break: '%1' is not FILE:LINE (a line from 1)").arg(value);
      return false;
    }
    breakpoints->append({value.left(colon), line});
  }
  return true;
}

// The stop as text, for a person (--json prints debugTurnJson()).
void printStops(const QList<Debugger::BotDebugSession::Stop>& stops, int turn)
{
  if (stops.isEmpty())
    out(QStringLiteral("turn %1: no breakpoint was hit").arg(turn));
  for (const Debugger::BotDebugSession::Stop& stop : stops) {
    out(QStringLiteral("turn %1: stopped (%2)").arg(stop.turn).arg(stop.reason));
    for (const Debugger::BotDebugSession::Frame& frame : stop.frames)
      out(QStringLiteral("    %1 at %2:%3").arg(frame.name, frame.file).arg(frame.line));
    for (const auto& [name, value] : stop.locals)
      out(QStringLiteral("    %1 = %2").arg(name, value));
    for (const auto& [expression, value] : stop.evals)
      out(QStringLiteral("    %1 => %2").arg(expression, value));
  }
}

int intOption(const QCommandLineParser& parser, const QCommandLineOption& option, bool* ok)
{
  return parser.value(option).toInt(ok);
}

// The match from turn N on with the re-run bot in its seat and the others as recorded.
struct Seat {
  int seat = 0;
  int turn = 0;
  QString bot;
};

int fork(const Debugger::Replay& original, const QString& file, const Seat& rerun, const Debugger::ProcessOptions& options,
         const QString& outPath)
{
  Debugger::MatchRequest request;
  for (int p = 0; p < original.players.size(); ++p) {
    request.bots << (p == rerun.seat ? rerun.bot : original.players[p].bot);
    request.names << original.players[p].name;
  }
  request.processOptions = options;
  request.continuation = Debugger::MatchRequest::Continuation{&original, file, rerun.turn - 1};
  QString error;
  std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
  if (!runner)
    return fail(QStringLiteral("cannot continue the match: %1").arg(error));
  runner->run();
  Debugger::Replay replay = runner->takeReplay();
  if (!Debugger::ReplayFile::write(outPath, replay, &error))
    return fail(error);
  out(QStringLiteral("continued from turn %1 with %2 in seat %3: %4 -> %5 (compare: kibitz-cli diff %6 %5)")
          .arg(rerun.turn - 1)
          .arg(rerun.bot)
          .arg(rerun.seat)
          .arg(replay.result.text, outPath, file));
  return kSuccess;
}

}  // namespace

int commandRerun(const QStringList& args)
{
  QCommandLineParser parser;
  const QCommandLineOption seatOption(QStringLiteral("seat"), QStringLiteral("The seat (player index) to re-run."), QStringLiteral("P"));
  const QCommandLineOption turnOption(QStringLiteral("turn"), QStringLiteral("The turn to stop at: the bot gets turns 1..N-1, then N."),
                                      QStringLiteral("N"));
  const QCommandLineOption botOption(QStringLiteral("bot"),
                                     QStringLiteral("The bot to run (cmd: or eda:); default: the seat's bot as recorded."),
                                     QStringLiteral("SPEC"));
  const QCommandLineOption debugOption(QStringLiteral("debug"),
                                       QStringLiteral("Before turn N, print the gdb command to attach to the bot and wait for Enter."));
  const QCommandLineOption edaCompileOption(QStringLiteral("eda-compile"), QStringLiteral("How eda: players are compiled."),
                                            QStringLiteral("COMMAND"));
  const QCommandLineOption outOption(QStringLiteral("out"),
                                     QStringLiteral("Continue the match from there with this bot and write the fork here."),
                                     QStringLiteral("FORK"));
  const QCommandLineOption recordedOption(
      QStringLiteral("run-recorded"),
      QStringLiteral("Run the seat's bot as the replay records it (a replay can come from anyone: the command it names "
                     "runs with your rights unless --sandbox)."));
  const QCommandLineOption breakOption(
      QStringLiteral("break"), QStringLiteral("Stop the bot at FILE:LINE in turn N only, under a debug adapter (repeatable)."),
      QStringLiteral("FILE:LINE"));
  const QCommandLineOption evalOption(QStringLiteral("eval"),
                                      QStringLiteral("At the stop, evaluate EXPR in the top frame (repeatable)."),
                                      QStringLiteral("EXPR"));
  const QCommandLineOption jsonOption(QStringLiteral("json"),
                                      QStringLiteral("Print one JSON object: the stop (or null) and turn N's reply."));
  parser.addOptions({seatOption, turnOption, botOption, recordedOption, debugOption, edaCompileOption, outOption, breakOption,
                     evalOption, jsonOption});
  const SandboxOptions sandbox;
  sandbox.addTo(parser);
  parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The replay."));
  int code = 0;
  if (!parseArguments(parser, args, 1, 1, kUsage, &code))
    return code;
  if (!parser.isSet(seatOption) || !parser.isSet(turnOption))
    return fail(QStringLiteral("--seat P and --turn N are required (usage: %1)").arg(kUsage));
  bool seatOk = false;
  bool turnOk = false;
  const int seat = intOption(parser, seatOption, &seatOk);
  const int turn = intOption(parser, turnOption, &turnOk);
  if (!seatOk)
    return fail(QStringLiteral("--seat: '%1' is not a number").arg(parser.value(seatOption)));
  if (!turnOk)
    return fail(QStringLiteral("--turn: '%1' is not a number").arg(parser.value(turnOption)));
  const bool json = parser.isSet(jsonOption);
  const bool debugging = parser.isSet(breakOption) || parser.isSet(evalOption);
  if ((debugging || json) && parser.isSet(debugOption))
    return fail(QStringLiteral("--break, --eval and --json attach a debugger themselves or print JSON only: leave out --debug"));
  if (json && parser.isSet(outOption))
    return fail(QStringLiteral("--json prints one JSON object: continue the match (--out) in another run"));
  const QString file = parser.positionalArguments().first();
  QString error;
  Debugger::BotDebugSession::Plan plan;
  plan.evals = parser.values(evalOption);
  if (!parseBreakpoints(parser.values(breakOption), &plan.breakpoints, &error))
    return fail(error);
  // With --json, stdout holds the JSON object only: the report goes to stderr.
  const auto report = [json](const QString& text) { json ? err(text) : out(text); };
  std::optional<Debugger::Replay> replay = loadReplay(file, &error);
  if (!replay)
    return fail(error);
  // The command a replay records was written by whoever made the file: it starts only
  // when the user says so, having seen it.
  if (!parser.isSet(botOption) && seat >= 0 && seat < replay->players.size()) {
    const QString recorded = replay->players[seat].bot;
    const std::optional<Debugger::BotSpec> spec = Debugger::BotSpec::parse(recorded, &error);
    if (spec && spec->isExternal() && !parser.isSet(recordedOption))
      return fail(QStringLiteral("%1 records the bot of seat %2 as\n    %3\nKibitz does not start a command read from a file "
                                 "without your word: give --run-recorded to run it as recorded (with --sandbox for code "
                                 "you do not trust), or --bot SPEC to run another")
                      .arg(file)
                      .arg(seat)
                      .arg(recorded));
  }
  Debugger::ProcessOptions options;
  options.courseCompileCommand = parser.value(edaCompileOption);
  if (!sandbox.fill(parser, &options, &error))
    return fail(error);
  // A Python bot starts listening for its debugger: the target is known before it starts.
  std::optional<Debugger::DebugTarget> target;
  // (A seat out of range is BotRerun::start's to say.)
  if (debugging && seat >= 0 && seat < replay->players.size()) {
    const QString bot = parser.isSet(botOption) ? parser.value(botOption) : replay->players[seat].bot;
    if (!(target = Debugger::DebugPlanner::targetFor(bot, &options, &error)))
      return fail(error);
  }
  std::unique_ptr<Debugger::BotRerun> rerun =
      Debugger::BotRerun::start(*replay, seat, parser.value(botOption), turn, options, &error);
  if (!rerun)
    return fail(QStringLiteral("%1: %2").arg(file, error));

  if (!rerun->replayHistory({}, &error))
    return fail(QStringLiteral("%1: %2").arg(file, error));
  if (const auto& d = rerun->divergence())
    report(d->describe());
  else
    report(QStringLiteral("turns 1..%1: %2 replies of %3 in seat %4, all as in the match")
            .arg(turn - 1)
            .arg(rerun->historyTurns())
            .arg(rerun->botSpec())
            .arg(seat));

  if (parser.isSet(debugOption)) {
    out(QStringLiteral("the bot (process %1) waits for turn %2's input, with no time limit. Attach a debugger now:")
            .arg(rerun->processId())
            .arg(turn));
    out(QStringLiteral("    %1").arg(rerun->attachCommand()));
    if (Debugger::BotRerun::attachRestricted())
      out(QStringLiteral("(this system lets only root attach to a running process: use sudo, or allow it with "
                         "'echo 0 | sudo tee /proc/sys/kernel/yama/ptrace_scope')"));
    out(QStringLiteral("then press Enter here."));
    QTextStream(stdin).readLine();
  }
  Debugger::PlayerExchange answer;
  if (debugging) {
    const std::optional<Debugger::BotDebugSession::Result> debugged =
        Debugger::BotDebugSession::playTurn(*rerun, *target, plan, &error);
    if (!debugged)
      return fail(QStringLiteral("%1: turn %2 under the debugger: %3").arg(file).arg(turn).arg(error));
    answer = debugged->reply;
    if (json)
      outJson(QJsonDocument(Debugger::debugTurnJson(*debugged)));
    else
      printStops(debugged->stops, turn);
  } else if (json) {
    answer = rerun->playTurn();
    outJson(QJsonDocument(Debugger::debugTurnJson({{}, answer, -1})));
  } else {
    answer = rerun->playTurn();
  }
  report(QStringLiteral("turn %1: %2").arg(turn).arg(answer.error.isEmpty() ? QStringLiteral("the bot answers:") : answer.error));
  for (const QString& line : answer.output)
    report(QStringLiteral("    ") + line);
  if (!answer.stderrText.isEmpty())
    report(QStringLiteral("stderr:\n%1").arg(answer.stderrText.trimmed()));

  const bool diverged = rerun->divergence().has_value();
  if (parser.isSet(outOption)) {
    const Seat seated{seat, turn, rerun->botSpec()};
    rerun.reset();  // the fork starts its own copy, shown the same history
    if (const int forked = fork(*replay, file, seated, options, parser.value(outOption)); forked != kSuccess)
      return forked;
  }
  return diverged ? kCheckFailed : kSuccess;
}

}  // namespace Kibitz::Cli

#include "cli/match_options.h"

#include "cli/cli_output.h"

#include "external/external_game.h"
#include "match/sandbox_check.h"

namespace Kibitz::Cli {

void MatchOptions::addTo(QCommandLineParser& parser) const
{
  parser.addOptions({seed, param, bot, name, edaCompile});
  parser.addPositionalArgument(QStringLiteral("GAME"), QStringLiteral("A game id (kibitz-cli games)."));
}

bool MatchOptions::parse(QCommandLineParser& parser, const QStringList& args, const QString& usage,
                         Debugger::MatchRequest* request, int* exitCode) const
{
  if (!parseArguments(parser, args, 1, 1, usage, exitCode))
    return false;
  QString error;
  if (!fill(parser, request, &error)) {
    *exitCode = fail(error);
    return false;
  }
  return true;
}

bool MatchOptions::fill(const QCommandLineParser& parser, Debugger::MatchRequest* request, QString* error) const
{
  request->gameId = parser.positionalArguments().value(0);
  if (parser.isSet(seed)) {
    bool ok = false;
    request->seed = parser.value(seed).toULongLong(&ok);
    if (!ok) {
      *error = QStringLiteral("--seed: '%1' is not an unsigned 64-bit integer").arg(parser.value(seed));
      return false;
    }
  }
  for (const QString& item : parser.values(param)) {
    const qsizetype eq = item.indexOf(QLatin1Char('='));
    if (eq <= 0) {
      *error = QStringLiteral("--param '%1': expected KEY=VALUE").arg(item);
      return false;
    }
    request->parameters.insert(item.left(eq), item.mid(eq + 1));
  }
  request->bots = parser.values(bot);
  request->names = parser.values(name);
  request->processOptions.courseCompileCommand = parser.value(edaCompile);
  return true;
}

namespace {
constexpr int kMaxTimeLimitMs = 86'400'000;  // the most a replay can record
}

void TimeLimitOptions::addTo(QCommandLineParser& parser) const
{
  parser.addOptions({timeLimit, noTimeLimit});
}

bool TimeLimitOptions::fill(const QCommandLineParser& parser, Debugger::ProcessOptions* options, QString* error) const
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

void ExternalGameOptions::addTo(QCommandLineParser& parser) const
{
  parser.addOptions({referee, dialect, gameName, refereeTimeout, seedLine});
}

bool ExternalGameOptions::fill(const QCommandLineParser& parser, Debugger::MatchRequest* request, QString* error) const
{
  const bool external = Debugger::ExternalGame::isExternalId(request->gameId);
  const QList<const QCommandLineOption*> own{&referee, &dialect, &gameName, &refereeTimeout, &seedLine};
  if (!external) {
    for (const QCommandLineOption* option : own) {
      if (parser.isSet(*option)) {
        *error = QStringLiteral("--%1 is for GAME extern (a game played by a referee process), not %2")
                     .arg(option->names().constFirst(), request->gameId);
        return false;
      }
    }
    return true;
  }
  if (!parser.isSet(referee) || !parser.isSet(dialect)) {
    *error = QStringLiteral("GAME %1 needs --referee COMMAND and --dialect cg|brutaltester").arg(request->gameId);
    return false;
  }
  Debugger::ExternalReferee spec;
  spec.command = parser.value(referee);
  const std::optional<Debugger::ExternalReferee::Dialect> d = Debugger::ExternalReferee::dialectFromName(parser.value(dialect));
  if (!d) {
    *error = QStringLiteral("--dialect '%1': expected cg or brutaltester").arg(parser.value(dialect));
    return false;
  }
  spec.dialect = *d;
  spec.name = parser.value(gameName);
  if (parser.isSet(refereeTimeout)) {
    bool ok = false;
    spec.replyTimeoutMs = parser.value(refereeTimeout).toInt(&ok);
    if (!ok || spec.replyTimeoutMs <= 0 || spec.replyTimeoutMs > kMaxTimeLimitMs) {
      *error = QStringLiteral("--referee-timeout: '%1' is not a number of milliseconds (1..%2)")
                   .arg(parser.value(refereeTimeout))
                   .arg(kMaxTimeLimitMs);
      return false;
    }
  }
  if (parser.isSet(seedLine)) {
    const auto where = Debugger::ExternalReferee::seedLineFromName(parser.value(seedLine));
    if (!where) {
      *error = QStringLiteral("--seed-line '%1': expected none, before or after").arg(parser.value(seedLine));
      return false;
    }
    spec.seedLine = *where;
  }
  request->referee = spec;
  return true;
}

void SandboxOptions::addTo(QCommandLineParser& parser) const
{
  parser.addOption(sandbox);
}

bool SandboxOptions::fill(const QCommandLineParser& parser, Debugger::ProcessOptions* options, QString* error) const
{
  options->sandbox = parser.isSet(sandbox);
  QString reason;
  if (options->sandbox && !Debugger::sandboxAvailable(&reason)) {
    *error = QStringLiteral("--sandbox: the sandbox cannot be set up, so no match starts: %1").arg(reason);
    return false;
  }
  return true;
}

}  // namespace Kibitz::Cli

#include "cli/cli_output.h"
#include "cli/match_options.h"

#include "match/match_builder.h"
#include "replay/playthrough.h"
#include "files/atomic_file.h"

#include <QFile>
#include <QRegularExpression>

namespace Kibitz::Cli {

namespace {
const QString kUsage = QStringLiteral(
    "kibitz-cli playthrough GAME [--seed N] [--param KEY=VALUE]... --bot SPEC... [--name NAME]... [--sandbox] [--out FILE]");

// The arguments as one line a shell would read back (for the file's first line).
QString commandLine(const QStringList& args)
{
  QStringList words{QStringLiteral("kibitz-cli"), QStringLiteral("playthrough")};
  for (const QString& a : args) {
    const bool plain = !a.isEmpty() && a.indexOf(QRegularExpression(QStringLiteral("[^A-Za-z0-9_./:=,+-]"))) < 0;
    words << (plain ? a : QLatin1Char('\'') + QString(a).replace(QLatin1Char('\''), QStringLiteral("'\\''")) + QLatin1Char('\''));
  }
  return words.join(QLatin1Char(' '));
}
}  // namespace

// Plays a match and prints it as a golden playthrough text (tests/playthroughs/).
int commandPlaythrough(const QStringList& args)
{
  QCommandLineParser parser;
  const QCommandLineOption outOption(QStringLiteral("out"), QStringLiteral("Write the text here instead of stdout."),
                                     QStringLiteral("FILE"));
  parser.addOption(outOption);
  const SandboxOptions sandbox;
  sandbox.addTo(parser);
  const MatchOptions match;
  match.addTo(parser);
  Debugger::MatchRequest request;
  int code = 0;
  if (!match.parse(parser, args, kUsage, &request, &code))
    return code;
  QString error;
  if (!sandbox.fill(parser, &request.processOptions, &error))
    return fail(error);
  std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
  if (!runner)
    return fail(error);
  runner->run();
  // The command line without --out: the same text comes out wherever it is written.
  QStringList recorded;
  for (int k = 1; k < args.size(); ++k) {
    if (args[k] == QLatin1String("--out") || args[k] == QLatin1String("-out")) {
      ++k;
      continue;
    }
    if (args[k].startsWith(QLatin1String("--out=")))
      continue;
    recorded << args[k];
  }
  const QByteArray text = Debugger::playthroughText(runner->takeReplay(), commandLine(recorded)).toUtf8();
  if (!parser.isSet(outOption)) {
    writeText(stdout, QString::fromUtf8(text));
    return std::fflush(stdout) == 0 ? kSuccess : fail(QStringLiteral("cannot write to stdout"));
  }
  if (!Debugger::AtomicFile::write(parser.value(outOption), text, &error))
    return fail(error);
  return kSuccess;
}

}  // namespace Kibitz::Cli

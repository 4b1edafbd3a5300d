#include "cli/cli_output.h"

#include "replay/replay_verify.h"

namespace Kibitz::Cli {

int commandVerify(const QStringList& args)
{
  QCommandLineParser parser;
  parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A Kibitz replay."));
  int code = 0;
  if (!parseArguments(parser, args, 1, 1, QStringLiteral("kibitz-cli verify FILE"), &code))
    return code;
  QString error;
  const std::optional<Debugger::Replay> replay = loadReplay(parser.positionalArguments().first(), &error);
  if (!replay)
    return fail(error);
  const Debugger::VerifyResult result = Debugger::verifyReplay(*replay);
  if (!result.ok) {
    err(QStringLiteral("kibitz-cli: verify failed: %1").arg(result.message));
    out(QStringLiteral("DIVERGES %1").arg(result.message));
    return kCheckFailed;
  }
  out(QStringLiteral("ok: %1").arg(result.message));
  return kSuccess;
}

}  // namespace Kibitz::Cli
